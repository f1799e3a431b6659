/* Generic passes of lengths that are not powers of two: the radices and work-items of a
 * pass, chosen by a cost model from every factorisation, and the registers a work-item
 * of such a pass needs (plan/limits.h). */
#include <string.h>

#include "plan/limits.h"
#include "plan/plan.h"
#include "util/checked.h"

/* Registers a work-item needs: the complex values it holds at once (a register pass:
 * its elements; a generic pass: its largest butterfly, or with one buffer a stage's
 * rounds of them) plus `extra` (0: about 32) for indices and temporaries; half as much
 * again for the values of register passes with odd radices and of one-buffer passes, whose
 * codelets keep more temporaries (ptxas on sm_90: 20 fp32 elements 72-80 registers,
 * 25-30 up to 112, 10-15 fp64 80-96). */
uint64_t ufft__regs_per_item(int values, size_t elem_bytes, bool odd_reg, uint32_t extra)
{
    uint64_t words = (uint64_t)values * (elem_bytes / 4);
    return (odd_reg ? words * 3 / 2 : words) + (extra ? extra : 32);
}

/* Work-items a butterfly of radix R takes when the plan spreads over `parts`: odd
 * direct-form radices from lim->spread_from, at most one per output pair. */
int ufft__spread_parts(const limits *lim, int R, int parts)
{
    if (parts < 2 || !lim->spread_from || R < lim->spread_from || R % 2 == 0 ||
        ufft__radix_split(R) || ufft__rader_codelet(R, lim->rader_from))
        return 1;
    return parts < (R - 1) / 2 ? parts : (R - 1) / 2;
}

/* Whether an f64 generic pass has a radix-37..61 stage (above UFFT__MAX_GENERIC_RADIX:
 * the generator's summed-output prime codelet, ufft__gen_dft_odd_to): it keeps the pair
 * sums and differences of its inputs beside them, about half as many registers again. ptxas
 * on sm_90 spilled f64 radix 41 776 bytes at the 168 registers of two groups per unit,
 * 12-48 at 255; counted so, 162 f64 plans of 2..4096 changed and ran 1.45x faster (13
 * below 0.8x cuFFT -> 0). f32's ran as fast either way (186 plans 1.011x, 77 of them
 * slower; 2026-11-24-h100-large-prime-regs.md). */
bool ufft__large_prime_regs(const int *radix, const int *spread, int n, size_t elem_bytes)
{
    if (elem_bytes < 16)
        return false;
    for (int s = 0; s < n; s++)
        if (radix[s] > UFFT__MAX_GENERIC_RADIX && ufft__radix_odd_direct(radix[s]) &&
            spread[s] < 2)
            return true;
    return false;
}

/* The most complex values one of T work-items holds through a stage of the radices
 * radix[0..n) of a length-p pass: with one buffer its rounds of butterflies (all read
 * before any is written), else a butterfly, or for a butterfly spread over P
 * work-items its share of the h = (R-1)/2 output pairs' four running sums, the input
 * pair's sum and difference and the first input. */
int ufft__stage_values(int64_t p, const int *radix, const int *spread, int n, int64_t T,
                        bool one_buffer)
{
    int64_t most = 0;
    for (int s = 0; s < n; s++) {
        int R = radix[s], P = spread[s] > 1 ? spread[s] : 1;
        int64_t v = one_buffer ? (p / R + T - 1) / T * R
                    : P > 1    ? 2 * (((R - 1) / 2 + P - 1) / P) + 3
                               : R;
        most = v > most ? v : most;
    }
    return (int)most;
}

/* ---- the radices and work-items of other lengths' passes, chosen by a cost model ----
 * Every way of writing p as a product of supported radices is tried with several
 * work-item counts T per column (register passes: T = p/E for the E that every radix
 * divides; ufft__generic_pass below chooses between the kinds); each is priced in
 * instructions per element by a model calibrated on the H100
 * (bench/results/2026-11-23-h100-generic.md): the larger of
 *  - issue: a stage's butterflies run in rounds of T; a round costs its butterfly's
 *    operations plus 5 per element for the exchange through local memory and the
 *    stage twiddle plus the row's round_ops, once per warp that has an active
 *    work-item in it (columns of fewer than `warp` items share warps, so there idle
 *    items cost too), over the 4 schedulers of a unit;
 *  - latency: the row's latency_weight x the slowest work-item's chain of rounds (plus
 *    50 per stage for its barrier), overlapped by the columns that fit one compute unit
 *    at once (threads, local memory, registers);
 * so balanced stages, whose butterfly counts fill T, and many resident columns win; the
 * H100's calibration (round_ops 150, latency_weight 10) adds that few stages and
 * rounds, each work-item taking more elements, win over many short ones. */

#define GENERIC_KEEP 4 /* best candidates kept: generic_rank picks among them */
#define SPREAD_ELEMS 4 /* generic_price: a spread stage's emitted inputs, in item_elems */

typedef struct generic_choice {
    int nstages, radix[UFFT__MAX_STAGES], spread[UFFT__MAX_STAGES], threads, cols;
    double cost;
} generic_choice;

typedef struct generic_search {
    const limits *lim;
    bool reg; /* register passes: T = p/E with every radix dividing E <= lim->reg_elems */
    /* generic passes with one local buffer: no stage gives a work-item more than
     * one_values(lim) */
    bool one;
    int64_t p, total_cols;
    bool whole; /* the pass is the whole transform (narrow groups apply) */
    /* max_radix: composites up to this (limits.max_composite) */
    int min_cols, max_radix, nstages, radix[UFFT__MAX_STAGES];
    int spread[UFFT__MAX_STAGES]; /* per stage, as spread_parts gives for the current try */
    int relax; /* 0: T as below; 1: any T; 2: any T and any number of rounds */
    int nkept;
    generic_choice kept[GENERIC_KEEP];
} generic_search;

/* Generic passes keep two local buffers (stages read one and write the other), register
 * and one-buffer passes one (their stages read it into registers before they write it). */
size_t ufft__generic_local(const limits *lim, int64_t p, int cols, bool one_buffer)
{
    return (one_buffer ? 1 : 2) * ufft__local_need(lim, p, cols);
}

/* Columns per group: doubled until the group has at least `threads` work-items (short
 * transforms need several per group to keep its rounds busy). */
static int generic_cols(const limits *lim, int64_t p, int64_t T, int min_cols, int64_t total_cols,
                        bool one_buffer, uint32_t threads)
{
    int cols = min_cols;
    while ((uint64_t)cols * (uint64_t)T < threads &&
           (uint64_t)cols * 2 * (uint64_t)T <= lim->max_threads && (int64_t)cols * 2 <= total_cols &&
           ufft__generic_local(lim, p, cols * 2, one_buffer) <= lim->local_bytes)
        cols *= 2;
    return cols;
}

/* The work-items a generic pass's group gathers columns up to: fewer where the pass is
 * the whole transform and a stage's radix is above 16 (tuning narrow_f32/f64). A pass of
 * a longer plan keeps its columns, which its reads and writes need side by side. */
static uint32_t narrow_target(const generic_search *g)
{
    for (int s = 0; s < g->nstages && g->whole && g->lim->narrow; s++)
        if (g->radix[s] > 16)
            return g->lim->narrow;
    return g->lim->threads;
}

static double generic_cost(const generic_search *g, int64_t T, int cols)
{
    const limits *lim = g->lim;
    double issue = 0, latency = 0, spill = 1;
    int64_t warp = lim->warp;
    for (int s = 0; s < g->nstages; s++) {
        /* a spread butterfly: P units of a P-th of its operations, each reading all R
         * inputs */
        int R = g->radix[s], P = g->spread[s];
        int64_t B = g->p / R * P, rounds = (B + T - 1) / T;
        double ops = ufft__radix_ops(R) / P + 5.0 * R + lim->round_ops;
        /* a barrier per stage, two where its outputs overwrite its inputs */
        latency += (double)rounds * ops + (g->one ? 100 : 50);
        for (int64_t i = 0; i < rounds; i++) {
            int64_t active = B - i * T < T ? B - i * T : T;
            double warps = T < warp ? (double)T / (double)warp : (double)((active + warp - 1) / warp);
            issue += warps * ops;
        }
    }
    /* groups resident on one unit: twice the largest group's threads, its local memory,
     * its registers, and 32 */
    uint64_t group = (uint64_t)cols * (uint64_t)T;
    uint64_t groups = 2 * (uint64_t)lim->max_threads / group;
    uint64_t by_local = lim->cu_local / ufft__generic_local(lim, g->p, cols, g->reg || g->one);
    groups = by_local < groups ? by_local : groups;
    if (lim->cu_regs) {
        /* a register pass holds its E elements throughout, a one-buffer generic pass
         * a stage's inputs, a two-buffer one a butterfly */
        int values = g->reg ? (int)(g->p / T)
                            : ufft__stage_values(g->p, g->radix, g->spread, g->nstages, T, g->one);
        bool odd_reg = g->reg || g->one ||
                       ufft__large_prime_regs(g->radix, g->spread, g->nstages, lim->elem_bytes);
        uint64_t need = group * ufft__regs_per_item(values, lim->elem_bytes, odd_reg, 0);
        groups = lim->cu_regs / need < groups ? lim->cu_regs / need : groups;
        /* a group that needs more registers than the unit has spills: on the H100, f64
         * radix 37..53 stages of more than 256 work-items per column ran at 0.72x
         * cuFFT where Bluestein had 0.91x, f32 3835 = 5 x 13 x 59 in 767 items at 0.49x,
         * f64 3844 = 4 x 31^2 in 961 items at 0.26x (2026-11-24-h100-large-primes.md);
         * priced as 4x the work */
        spill = need > lim->cu_regs ? 4 : 1;
    }
    groups = groups > 32 ? 32 : groups < 1 ? 1 : groups;
    double hidden = lim->latency_weight * latency / ((double)groups * cols);
    return spill * (issue / 4 > hidden ? issue / 4 : hidden) / (double)g->p;
}

static void generic_keep(generic_search *g, int64_t T, int cols, double cost)
{
    int at = g->nkept;
    while (at > 0 && g->kept[at - 1].cost > cost)
        at--;
    if (at >= GENERIC_KEEP)
        return;
    if (g->nkept < GENERIC_KEEP)
        g->nkept++;
    for (int i = g->nkept - 1; i > at; i--)
        g->kept[i] = g->kept[i - 1];
    generic_choice *c = &g->kept[at];
    c->nstages = g->nstages;
    memcpy(c->radix, g->radix, sizeof c->radix);
    memcpy(c->spread, g->spread, sizeof c->spread);
    c->threads = (int)T;
    c->cols = cols;
    c->cost = cost;
}

/* The most values a stage of a one-buffer pass may give a work-item: the row's
 * reg_elems, or a whole butterfly of the largest composite the row or the length's
 * entry allows above that (cuFFT's f32 6125: radix 35 on 175 work-items). */
static int one_values(const limits *lim)
{
    return lim->max_composite > lim->reg_elems ? lim->max_composite : lim->reg_elems;
}

/* Stage s's butterflies (its spread parts counted): B = p / R * P. */
static int64_t stage_butterflies(const generic_search *g, int s)
{
    return g->p / g->radix[s] * g->spread[s];
}

/* The least T at which every stage's rounds give a work-item at most lim->item_elems
 * elements (SPREAD_ELEMS times that for a spread stage, whose rounds emit P parts that
 * each read R inputs: PoCL ran out of memory compiling f32 8959 = 31 x 17 x 17 in parts
 * of 8 without): ceil(B / T) R P <= E holds from T = ceil(B / floor(E / (R P))) on.
 * hi + 1 where no T does. */
static int64_t least_threads(const generic_search *g, int64_t hi)
{
    int64_t lo = 1;
    for (int s = 0; s < g->nstages; s++) {
        int64_t parts = g->spread[s], B = stage_butterflies(g, s), most = g->lim->item_elems;
        if (parts > 1)
            most *= SPREAD_ELEMS;
        int64_t rounds = most / (g->radix[s] * parts);
        if (rounds == 0)
            return hi + 1;
        int64_t at = (B + rounds - 1) / rounds;
        lo = at > lo ? at : lo;
    }
    return lo;
}

/* Prices the current radices and spreads with T = 1..hi as generic_price allows. The T
 * below least_threads are skipped, and at relax 0 the T that divide some stage's
 * butterfly count B are marked first, so the loop over T divides nothing: dividing for
 * every T of every radix sequence had been 93 % of the internals suite's 79 s. */
static void price_threads(generic_search *g, int64_t hi)
{
    enum { MARKED = 4096 };
    unsigned char whole[MARKED + 1];
    bool marked = g->relax < 1 && hi <= MARKED;
    int64_t lo = g->relax < 2 ? least_threads(g, hi) : 1;
    if (marked) {
        memset(whole, 0, (size_t)hi + 1);
        for (int s = 0; s < g->nstages; s++) {
            int64_t B = stage_butterflies(g, s);
            for (int64_t d = 1; d * d <= B; d++)
                if (B % d == 0) {
                    if (d <= hi)
                        whole[d] = 1;
                    if (B / d <= hi)
                        whole[B / d] = 1;
                }
        }
    }
    for (int64_t T = lo; T <= hi; T++) {
        if (g->relax < 1) {
            bool divides = false;
            if (marked)
                divides = whole[T];
            for (int s = 0; s < g->nstages && !marked && !divides; s++)
                divides = stage_butterflies(g, s) % T == 0;
            if (!divides)
                continue;
        }
        if (g->one && ufft__stage_values(g->p, g->radix, g->spread, g->nstages, T, true) >
                          one_values(g->lim))
            continue;
        int cols = generic_cols(g->lim, g->p, T, g->min_cols, g->total_cols, g->one,
                                narrow_target(g));
        if (ufft__generic_local(g->lim, g->p, cols, g->one) <= g->lim->local_bytes)
            generic_keep(g, T, cols, generic_cost(g, T, cols));
    }
}

/* Prices the current radices with every T that divides some stage's butterfly count
 * (that stage then runs whole rounds; on the H100 a T that fits no stage, as 12 for
 * 31x11, ran up to 2x slower than the model says) and gives no work-item more than
 * lim->item_elems elements of a stage, keeping the best. */
static void generic_price(generic_search *g)
{
    const limits *lim = g->lim;
    for (int s = 0; s < g->nstages; s++)
        g->spread[s] = 1;
    int64_t max_t = (int64_t)lim->max_threads / g->min_cols;
    if (g->reg) {
        for (int64_t E = 2; E <= lim->reg_elems && E <= g->p; E++) {
            bool divides = g->p % E == 0 && g->p / E <= max_t;
            for (int s = 0; s < g->nstages && divides; s++)
                divides = E % g->radix[s] == 0;
            if (!divides)
                continue;
            /* register passes keep the row's groups: narrow was measured on generic ones */
            int cols = generic_cols(lim, g->p, g->p / E, g->min_cols, g->total_cols, true,
                                    lim->threads);
            if (ufft__generic_local(lim, g->p, cols, true) <= lim->local_bytes)
                generic_keep(g, g->p / E, cols, generic_cost(g, g->p / E, cols));
        }
        return;
    }
    /* each spreading P = 1, 2, ... that some stage takes (spread_parts), with every T */
    int tries = 1;
    for (int s = 0; s < g->nstages && !g->one; s++) {
        int P = ufft__spread_parts(lim, g->radix[s], lim->spread_max);
        tries = P > tries ? P : tries;
    }
    int least = tries > 1 && lim->spread_min > 1 ? lim->spread_min : 1;
    for (int P = least < tries ? least : tries; P <= tries; P++) {
        bool taken = P == 1;
        int64_t most = 1;
        for (int s = 0; s < g->nstages; s++) {
            g->spread[s] = ufft__spread_parts(lim, g->radix[s], P);
            taken |= g->spread[s] == P;
            most = stage_butterflies(g, s) > most ? stage_butterflies(g, s) : most;
        }
        if (taken)
            price_threads(g, most < max_t ? most : max_t);
    }
}

/* Every non-increasing sequence of supported radices whose product is left. */
static void generic_enumerate(generic_search *g, int64_t left, int cap)
{
    if (left == 1) {
        generic_price(g);
        return;
    }
    if (g->nstages == UFFT__MAX_STAGES)
        return;
    for (int r = cap < left ? cap : (int)left; r >= 2; r--) {
        if (left % r || !ufft__radix_supported(r, g->max_radix))
            continue;
        g->radix[g->nstages++] = r;
        generic_enumerate(g, left / r, r);
        g->nstages--;
    }
}

/* The first stage writes butterfly q's outputs R apart (q R + m): for a power of two
 * R >= 8 neighbouring work-items land in few banks (radix 8: eight f64 or f32
 * work-items on one bank), an odd R spreads them. Where the cost model put such a radix
 * first: odd radices first, the others after them, each in the model's order. On the
 * H100 that took 31 such f32 / f64 lengths 1.056x faster (0.986-1.11x); with other
 * first radices it lost as often as it won (0.73-1.12x; 2026-11-24-h100-odd-first.md). */
static void odd_radices_first(ufft__pass *ps)
{
    if (ps->radix[0] < 8 || !ufft__is_pow2(ps->radix[0]))
        return;
    int order[UFFT__MAX_STAGES], k = 0;
    for (int odd = 1; odd >= 0; odd--)
        for (int i = 0; i < ps->nstages; i++)
            if ((ps->radix[i] & 1) == odd)
                order[k++] = ps->radix[i];
    memcpy(ps->radix, order, (size_t)k * sizeof order[0]);
}

/* Radices, work-items and columns of a length-p pass that is not a power of two: a
 * register pass or a generic one. false when neither fits (the caller reports it); for a
 * register pass the caller then decides loads and stores and recomputes local memory.
 * The cost model prices both kinds alike, but measured against each other (H100, every
 * f32 length <= 4096 with factors <= 13, 2026-11-23-h100-register.md) the register
 * pass won by 5% at equal stage counts and by 15% with one stage fewer, and lost 4-7%
 * per further stage (its radices must divide E <= reg_elems, so 3840 = 15 x 2^8 became
 * 10x6x2x2x2x2x2x2): it is taken while it has at most one stage more than the
 * cheapest generic plan. */
bool ufft__generic_pass(const limits *lim, int rank, int min_cols, int64_t total_cols,
                         bool whole, ufft__pass *ps)
{
    generic_search g = {.lim = lim, .p = ps->p, .total_cols = total_cols, .whole = whole,
                        .min_cols = min_cols, .max_radix = lim->max_composite};
    generic_search r = g, one = g;
    /* lengths such as 5 * 7^2 * 31 in one pass have no T that both fits a stage and
     * keeps the rounds few within a group's work-items: relax step by step */
    for (g.relax = 0; g.relax <= 2 && g.nkept == 0; g.relax++)
        generic_enumerate(&g, ps->p, UFFT__MAX_STAGE_RADIX);
    if (lim->reg_elems > 1 && ((lim->one_buffer && g.nkept > 0) || g.nkept == 0)) {
        /* the same stages with half the local memory (more columns resident) but a
         * second barrier per stage and a stage's inputs in registers: priced alike;
         * taken in any row where two buffers do not fit a group at all */
        one.one = true;
        for (one.relax = 0; one.relax <= 1 && one.nkept == 0; one.relax++)
            generic_enumerate(&one, ps->p, UFFT__MAX_STAGE_RADIX);
        if (one.nkept > 0 &&
            (g.nkept == 0 || lim->one_forced || one.kept[0].cost <= g.kept[0].cost))
            g = one;
    }
    if (lim->reg_elems > 1) {
        r.reg = true;
        generic_enumerate(&r, ps->p, UFFT__MAX_STAGE_RADIX);
        if (r.nkept > 0 && (g.nkept == 0 || r.kept[0].nstages <= g.kept[0].nstages + 1))
            g = r;
    }
    if (g.nkept == 0)
        return false;
    const generic_choice *c = &g.kept[rank < g.nkept ? rank : g.nkept - 1];
    ps->generic = !g.reg;
    ps->one_buffer = g.one;
    ps->nstages = c->nstages;
    memcpy(ps->radix, c->radix, sizeof ps->radix);
    if (ps->generic && lim->odd_first)
        odd_radices_first(ps);
    int spread = 1; /* the choice's spreading, for the stages in their final order */
    for (int k = 0; k < c->nstages; k++)
        spread = c->spread[k] > spread ? c->spread[k] : spread;
    for (int k = 0; k < ps->nstages; k++)
        ps->spread[k] = ps->generic ? ufft__spread_parts(lim, ps->radix[k], spread) : 1;
    ps->threads_per_col = c->threads;
    ps->elems = (int)((ps->p + c->threads - 1) / c->threads);
    ps->stage_load = ps->stage_store = false;
    ps->cols = c->cols;
    ps->local_bytes = ufft__generic_local(lim, ps->p, c->cols, g.reg || g.one);
    return true;
}
