/* The planner: one pass while a transform fits in a work-group's local memory,
 * otherwise the fewest global passes (a multi-pass Stockham, the four-step idea
 * without separate transposes). Powers of two get register-resident passes; lengths
 * whose prime factors are at most the row's max_prime are packed into passes by prime
 * factor, each a register pass where its radices divide the elements per work-item,
 * else a generic pass (stages through local memory, its radices and work-items from
 * plan/generic.c's cost model); the others are Bluestein's (api/plan.c and
 * plan/bluestein.c), not planned here. */
#include <string.h>

#include "plan/limits.h"
#include "plan/plan.h"
#include "util/checked.h"


/* Elements per work-item for a length-p DFT: the row's minimum, doubled while a
 * column would need more than col_threads work-items. */
static int elems_for(const limits *lim, int64_t p)
{
    int64_t e = lim->elems;
    while (e < lim->max_elems && p / e > (int64_t)lim->col_threads)
        e *= 2;
    return (int)(p < e ? p : e);
}

/* Words between columns in local memory: padded within the column, and odd on padded
 * devices so that work-items on different columns of short transforms fall in
 * different banks. */
static int64_t col_stride(const limits *lim, int64_t p)
{
    if (!lim->pad_shift)
        return p;
    int64_t s = p + (p >> lim->pad_shift);
    return s | 1;
}

/* The column stride of a pass whose neighbouring work-items take neighbouring columns
 * (load_cols_fastest): a row of the banks (2^pad_shift elements) then holds
 * row / cols work-items of each of `cols` columns, which fall in distinct banks when
 * columns start an odd multiple of row / cols elements apart (the odd stride of
 * col_stride suits one work-item per column). By a model of the banks, H100 f32 passes
 * of 8 columns took 1.75-2x the fewest shared-memory wavefronts with the odd stride and
 * 1.25x with this one, f64 passes of 4 columns 2x and 1x. */
static int64_t cols_fastest_stride(const limits *lim, int64_t p, int cols)
{
    int64_t row = (int64_t)1 << lim->pad_shift;
    if (!lim->pad_shift || cols < 2 || cols >= row)
        return col_stride(lim, p);
    int64_t unit = row / cols, k = (p + (p >> lim->pad_shift) + unit - 1) / unit;
    return (k | 1) * unit;
}

/* A power-of-two pass of several columns side by side (load_cols_fastest) takes its
 * shorter radix last instead of first: its first exchange then writes at strides of the
 * full radix, which the padding spreads over the banks (by the model of the banks, with
 * cols_fastest_stride: f32 passes of 4 and 8 columns 1.75-2.5x the fewest wavefronts
 * -> 1x; one column: 1x either way). */
static void shorter_radix_last(ufft__pass *ps)
{
    int first = ps->radix[0];
    if (ps->nstages < 2 || ps->cols < 2 || !ps->load_cols_fastest || first >= ps->radix[1])
        return;
    for (int k = 0; k + 1 < ps->nstages; k++)
        ps->radix[k] = ps->radix[k + 1];
    ps->radix[ps->nstages - 1] = first;
}

/* Whether a per-precision knob (bit 0 fp32, bit 1 fp64) is on for pb. */
static bool for_precision(uint32_t bits, const ufft__problem *pb)
{
    return bits >> (pb->precision == UFFT_F64) & 1;
}

/* The local layout of a pass whose neighbouring work-items take neighbouring columns:
 * for powers of two the shorter radix last where the row asks (other lengths keep the
 * cost model's radices), and the bank-aware column stride where it fits lim's local
 * memory (else the odd one stays). */
static void cols_fastest_layout(const limits *lim, const ufft__tuning *tu,
                                const ufft__problem *pb, ufft__pass *ps)
{
    if (ufft__is_pow2(ps->p) && for_precision(tu->radix_last, pb))
        shorter_radix_last(ps);
    int64_t wide = cols_fastest_stride(lim, ps->p, ps->cols);
    if ((size_t)ps->cols * (size_t)wide * lim->lds_elem <= lim->local_bytes)
        ps->lstride = wide;
}

/* Pass 1 of a cluster schedule, one radix-p step run in pass 0's kernel (gen/cluster.c):
 * its fields say so, and it counts pass 0's group, each work-item taking
 * a->elems / p whole columns. b->p and b->ns are the caller's. */
static void cluster_step_pass(const ufft__pass *a, ufft__pass *b)
{
    b->nstages = 1;
    b->radix[0] = (int)b->p;
    b->elems = (int)b->p;
    b->threads_per_col = 1;
    b->cols = a->threads_per_col * a->cols;
    b->load_cols_fastest = b->stage_load = b->stage_store = b->split = false;
    b->local_bytes = 0;
    b->pad_shift = a->pad_shift;
    b->lstride = a->lstride;
    b->min_groups = a->min_groups;
}

size_t ufft__local_need(const limits *lim, int64_t p, int cols)
{
    return (size_t)cols * (size_t)col_stride(lim, p) * lim->lds_elem;
}

/* log2 of the elements between padding elements, 0 for none. */
static int pad_shift_for(uint32_t pad_bytes, size_t elem_bytes)
{
    int sh = 0;
    while (pad_bytes && ((size_t)2 << sh) * elem_bytes <= pad_bytes)
        sh++;
    return sh;
}

static bool fits(const limits *lim, int64_t p, int cols)
{
    int64_t e = elems_for(lim, p);
    return ufft__local_need(lim, p, cols) <= lim->local_bytes &&
           (uint64_t)(p / e) * (uint64_t)cols <= lim->max_threads;
}

/* Largest power of two p (≤ n) whose DFT fits one group holding `cols` of them. */
static int64_t max_pass_length(const limits *lim, int cols, int64_t n)
{
    int64_t p = 1;
    while (p * 2 <= n && fits(lim, p * 2, cols))
        p *= 2;
    return p;
}

static void choose_stages(ufft__pass *ps, int64_t e)
{
    int lp = ufft__log2_exact(ps->p), le = ufft__log2_exact(e);
    ps->elems = (int)e;
    ps->threads_per_col = (int)(ps->p / e);
    ps->nstages = 0;
    if (le > 0 && lp % le)
        ps->radix[ps->nstages++] = 1 << (lp % le);
    for (int i = 0; le > 0 && i < lp / le; i++)
        ps->radix[ps->nstages++] = (int)e;
}

static int choose_cols(const limits *lim, const ufft__pass *ps, int min_cols, int64_t total_cols)
{
    int cols = min_cols;
    while ((uint64_t)cols * 2 * (uint64_t)ps->threads_per_col <= lim->threads &&
           (int64_t)cols * 2 <= total_cols && fits(lim, ps->p, cols * 2))
        cols *= 2;
    return cols;
}

/* Whether g groups of `group` work-items needing `regs` registers each fit a unit whose
 * warps spread over tu->cu_parts partitions, each with its share of the registers, in
 * eights per thread: ptxas (sm_90) gave groups of 161 work-items at three per unit 96
 * registers (18 warps, 5 on the fullest of 4 partitions: 16384 / 160), not the 135 of
 * one pool. */
static bool parts_fit(const ufft__tuning *tu, uint32_t warp, uint64_t g, uint64_t group,
                      uint64_t regs)
{
    uint64_t warps = g * ((group + warp - 1) / warp);
    uint64_t fullest = (warps + tu->cu_parts - 1) / tu->cu_parts;
    return regs <= tu->cu_regs / tu->cu_parts / (fullest * warp) / 8 * 8;
}

/* Whether g groups of `group` work-items, each group with `local` bytes of local memory,
 * fit one unit's work-items (twice the largest group's on current GPUs) and local memory,
 * registers aside. */
static bool unit_room(const ufft__device_caps *caps, uint64_t g, uint64_t group, size_t local)
{
    return g * group <= 2 * (uint64_t)caps->max_group_size &&
           g * (uint64_t)local <= caps->local_mem;
}

/* The same with each work-item's `regs` registers counted against the unit's. */
static bool groups_fit(const ufft__tuning *tu, const ufft__device_caps *caps, uint64_t g,
                       uint64_t group, size_t local, uint64_t regs)
{
    return unit_room(caps, g, group, local) &&
           (!tu->cu_regs || g * group * regs <= tu->cu_regs);
}

bool ufft__unit_holds(const ufft__tuning *tu, const ufft__device_caps *caps, uint64_t g,
                      uint64_t group, size_t local, uint64_t regs)
{
    return groups_fit(tu, caps, g, group, local, regs) &&
           (!tu->cu_regs || !tu->cu_parts || !caps->warp || parts_fit(tu, caps->warp, g, group, regs));
}

/* Prime factors of n, largest first; 0 when one above max_prime remains (those lengths
 * need Rader or Bluestein). */
static int smooth_factors(int64_t n, int64_t max_prime, int64_t f[64])
{
    static const int primes[] = {127, 113, 109, 107, 103, 101, 97, 89, 83, 79, 73, 71, 67, 61,
                                 59,  53,  47,  43,  41,  37,  31, 29, 23, 19, 17, 13, 11, 7,
                                 5,   3,   2};
    _Static_assert(UFFT__MAX_PRIME == 127, "the list starts at UFFT__MAX_PRIME");
    int nf = 0;
    for (size_t i = 0; i < sizeof primes / sizeof primes[0]; i++)
        while (primes[i] <= max_prime && n % primes[i] == 0) {
            f[nf++] = primes[i];
            n /= primes[i];
        }
    return n == 1 ? nf : 0;
}

/* Whether ps asks for fast_groups_f32 groups (tuning fast_mem_gbps): an fp32 single
 * pass of the whole length, no stage radix with a prime factor above 16. */
static bool fast_memory_pass(const ufft__tuning *tu, const ufft__device_caps *caps,
                             const ufft__problem *pb, const ufft__pass *ps)
{
    if (!tu->fast_mem_gbps || !tu->fast_groups_f32 || caps->mem_gbps < tu->fast_mem_gbps ||
        pb->precision != UFFT_F32 || ps->p != pb->n)
        return false;
    int64_t f[64];
    for (int i = 0; i < ps->nstages; i++)
        if (!smooth_factors(ps->radix[i], 13, f))
            return false;
    return true;
}

/* Whether a stage of ps has a radix above r (r 0: none). */
static bool radix_above(const ufft__pass *ps, uint32_t r)
{
    for (int i = 0; r && i < ps->nstages; i++)
        if ((uint32_t)ps->radix[i] > r)
            return true;
    return false;
}

/* Groups per compute unit to ask the compiler for, within the threads (twice the
 * largest group on current GPUs), local memory and registers one unit has. A thread
 * needs its elements' words plus about 32 registers of indices and temporaries; asking
 * for more groups than that allows makes the compiler spill. */
uint32_t ufft__group_hint(const ufft__tuning *tu, const ufft__device_caps *caps,
                          const ufft__problem *pb, const ufft__pass *ps)
{
    uint64_t group = (uint64_t)ps->threads_per_col * (uint64_t)ps->cols;
    int values = ps->generic ? ufft__stage_values(ps->p, ps->radix, ps->spread, ps->nstages,
                                            ps->threads_per_col, ps->one_buffer)
                             : ps->elems;
    bool odd_reg = ps->one_buffer || (!ps->generic && !ufft__is_pow2(ps->p)) ||
                   (ps->generic && ufft__large_prime_regs(ps->radix, ps->spread, ps->nstages,
                                                    pb->elem_bytes));
    uint64_t regs = ufft__regs_per_item(values, pb->elem_bytes, odd_reg, 0);
    uint32_t g = tu->min_groups;
    if (fast_memory_pass(tu, caps, pb, ps))
        g = tu->fast_groups_f32;
    while (g > 1 && !groups_fit(tu, caps, g, group, ps->local_bytes, regs))
        g--;
    /* a single register pass that would get one group (or a listed length): counted
     * with the row's reg_pass_regs instead of 32 */
    bool whole_reg = !ps->generic && ps->p == pb->n && !ufft__is_pow2(ps->p);
    if (whole_reg && tu->reg_pass_regs) {
        bool listed = ufft__in_list(pb->precision == UFFT_F64 ? tu->reg_pass_on_f64
                                                              : tu->reg_pass_on_f32, pb->n);
        uint32_t most = listed ? tu->min_groups : g == 1 ? 2 : g;
        regs = ufft__regs_per_item(values, pb->elem_bytes, odd_reg, tu->reg_pass_regs);
        while (g < most && groups_fit(tu, caps, g + 1, group, ps->local_bytes, regs))
            g++;
    }
    /* Generic passes (parts_bound), down to two groups: on the H100 those of f64 radix
     * 17..31 stages that went from three groups to two ran 1.13x faster, from four to
     * three 1.06x; those that went to one group, and Bluestein's and Rader's kernels,
     * lost (0.61-0.93x); f32's gained 1.015x, 24 of 101 lost more than 3%
     * (2026-11-24-h100-reg-parts.md). Passes of a stage radix above parts_above too, in
     * either precision: Rader's radix 89..113 in f32 ran up to 1.33x at two groups
     * where three spilled, but 71..79 lost on most lengths, so only entries ask for it
     * (2026-12-06-h100-primes-127.md). */
    if (ps->generic && tu->cu_regs && tu->cu_parts && caps->warp &&
        (for_precision(tu->parts_bound, pb) || radix_above(ps, tu->parts_above)))
        while (g > 2 && !parts_fit(tu, caps->warp, g, group, regs))
            g--;
    while (g < tu->least_groups && unit_room(caps, g + 1, group, ps->local_bytes))
        g++;
    return g ? g : 1;
}

static void assign_route(const ufft__problem *pb, ufft__schedule *s)
{
    /* Physical identities: an in-place plan's input is its output. */
    int phys[4] = {UFFT__BUF_IN, UFFT__BUF_OUT, UFFT__BUF_WS0, UFFT__BUF_WS1};
    if (pb->placement == UFFT_IN_PLACE)
        phys[UFFT__BUF_IN] = UFFT__BUF_OUT;
    bool out_packed = pb->ostride == 1 && pb->odist == pb->n;
    int np = s->npasses;
    s->route[0] = UFFT__BUF_IN;
    s->route[np] = UFFT__BUF_OUT;
    s->nworkspace = 0;
    if (s->cluster) { /* passes 0 and 1 are one kernel: route its kernels, then spread */
        ufft__schedule k = *s;
        k.cluster = 0;
        k.npasses = np - 1;
        assign_route(pb, &k);
        s->route[0] = k.route[0];
        for (int i = 1; i <= np; i++)
            s->route[i] = k.route[i - 1];
        s->nworkspace = k.nworkspace;
        return;
    }
    for (int i = 1; i < np; i++) {
        const int cands[3] = {out_packed ? UFFT__BUF_OUT : -1, UFFT__BUF_WS0, UFFT__BUF_WS1};
        for (int c = 0; c < 3; c++) {
            int b = cands[c];
            if (b < 0 || phys[b] == phys[s->route[i - 1]] ||
                (i == np - 1 && phys[b] == phys[UFFT__BUF_OUT]))
                continue;
            s->route[i] = b;
            if (b >= UFFT__BUF_WS0 && b - UFFT__BUF_WS0 + 1 > s->nworkspace)
                s->nworkspace = b - UFFT__BUF_WS0 + 1;
            break;
        }
    }
}

static bool same_stages(const ufft__pass *a, const ufft__pass *b)
{
    if (a->nstages != b->nstages)
        return false;
    for (int k = 0; k < a->nstages; k++)
        if (a->radix[k] != b->radix[k])
            return false;
    return true;
}

int64_t ufft__stage_twiddle_offset(const ufft__pass *ps, int stage)
{
    int64_t off = 0, nsl = ps->radix[0];
    for (int k = 1; k < stage; k++) {
        off += (ps->radix[k] - 1) * nsl;
        nsl *= ps->radix[k];
    }
    return off;
}

/* The most entries of one pass's tw_rows table (8 MB in f32): longer ones take tw_cols.
 * Rows' tables for power-of-two passes of several work-items per column only (with one,
 * W^(t jm) is 1 and the table as long as the pass's roots): on the H100 they took f32
 * 2^19..2^25 1.02-1.07x faster than tw_cols (2^21 0.958 -> 0.996x cuFFT) and f64
 * 2^21..2^24 1.02x, but other lengths 0.94-1.03x (f64 10^6 0.935x);
 * 2026-11-24-h100-row-twiddles.md. */
#define ROW_TWIDDLES_MAX ((int64_t)1 << 20)

static void assign_twiddles(ufft__schedule *s, bool col_twiddles, bool row_twiddles)
{
    int64_t off = 0, n = 1;
    for (int i = 0; i < s->npasses; i++)
        n *= s->pass[i].p;
    for (int i = 0; i < s->npasses; i++) {
        ufft__pass *ps = &s->pass[i];
        ps->tw_local = -1;
        if (ps->nstages > 1) {
            for (int j = 0; j < i; j++) /* share the stage tables with an equal pass */
                if (s->pass[j].tw_local >= 0 && same_stages(&s->pass[j], ps))
                    ps->tw_local = s->pass[j].tw_local;
            if (ps->tw_local < 0) {
                ps->tw_local = off;
                off += ps->p - ps->radix[0];
            }
        }
        ps->tw_lo = ps->tw_hi = ps->tw_split = ps->tw_cols = ps->tw_rows = -1;
        if (s->cluster && i == 1) {
            /* W_{ns p}^(m jc) for m = 1..p-1, jc < ns, laid out as a stage's table: one
             * coalesced load per element where two lookups in the short tables were
             * scattered (m jc strides by m; 41% of the f32 2^15 kernel's sectors) */
            ps->tw_local = off;
            off += (ps->p - 1) * ps->ns;
            continue;
        }
        if (ps->ns > 1) {
            /* split: the power of two at or above sqrt(d), so % and / are masks */
            int64_t d = ps->ns * ps->p, split = 1;
            while (split * split < d)
                split *= 2;
            ps->tw_split = split;
            ps->tw_lo = off;
            off += split;
            ps->tw_hi = off;
            off += (d + split - 1) / split;
            if (row_twiddles && !ps->generic && ufft__is_pow2(ps->p) && ps->threads_per_col > 1 &&
                ps->ns * ps->elems <= ROW_TWIDDLES_MAX) {
                ps->tw_rows = off;
                off += ps->ns * ps->elems;
            } else if (col_twiddles && !ps->generic && ps->load_cols_fastest && ps->cols > 1 &&
                ps->ns % ps->cols == 0 &&
                (n / ps->p) % ps->cols == 0) {
                ps->tw_cols = off;
                off += ps->p * ps->cols;
            }
        }
    }
    s->twiddle_count = off;
}

/* ---- lengths that are not powers of two: generic passes (plan.h) ---- */

/* Whether cols columns of length p fit a group (threads: at least one per column's
 * largest-radix butterfly row, checked exactly once the stages are chosen). */
static bool generic_fits(const limits *lim, int64_t p, int cols)
{
    return ufft__generic_local(lim, p, cols, false) <= lim->local_bytes &&
           (uint64_t)cols <= lim->max_threads;
}

/* Splits n into pass lengths that each fit a group holding min_cols columns (one pass
 * where one_cols columns of n fit): every prime factor, largest first, joins the
 * shortest pass it fits in, or opens a pass. Returns the number of passes, 0 when some
 * factor fits nowhere or they are too many. */
static int generic_lengths(const limits *lim, int one_cols, int min_cols, int64_t n, int64_t *len)
{
    int64_t f[64];
    int nf = smooth_factors(n, lim->max_prime, f), np = 0;
    if (nf == 0 && n > 1)
        return 0;
    if (generic_fits(lim, n, one_cols)) {
        len[0] = n;
        return 1;
    }
    for (int i = 0; i < nf; i++) {
        int best = -1;
        for (int k = 0; k < np; k++)
            if (generic_fits(lim, len[k] * f[i], min_cols) && (best < 0 || len[k] < len[best]))
                best = k;
        if (best < 0) {
            if (np == UFFT__MAX_PASSES || !generic_fits(lim, f[i], min_cols))
                return 0;
            len[np++] = 1;
            best = np - 1;
        }
        len[best] *= f[i];
    }
    for (int a = 0; a < np; a++) /* larger lengths first, as for powers of two */
        for (int b = a + 1; b < np; b++)
            if (len[b] > len[a]) {
                int64_t x = len[a];
                len[a] = len[b];
                len[b] = x;
            }
    return np;
}

/* Whether a length whose generic pass needs more than a group's local memory in two
 * buffers (generic_lengths then splits it) is one pass with one buffer or in registers:
 * half the device-memory traffic of two passes. On the H100 the f64 lengths 4097..8192
 * with factors up to 13 that took two passes ran at 0.44-0.6x cuFFT
 * (2026-11-24-h100-smooth-8k.md). */
static bool one_pass_possible(const limits *lim, int rank, const ufft__problem *pb)
{
    if (lim->reg_elems <= 1 || ufft__generic_local(lim, pb->n, 1, true) > lim->local_bytes)
        return false;
    ufft__pass one;
    memset(&one, 0, sizeof one);
    one.p = pb->n;
    one.ns = 1;
    return ufft__generic_pass(lim, rank, 1, pb->batch, true, &one) &&
           one.local_bytes <= lim->local_bytes;
}

/* Columns a multi-pass plan's groups take side by side: rows of at least `bytes`
 * contiguous bytes in its strided passes. */
int ufft__row_cols(uint32_t bytes, size_t elem_bytes)
{
    int cols = 1;
    while ((uint32_t)cols * elem_bytes < bytes)
        cols *= 2;
    return cols;
}

/* Pass lengths of a power of two n for groups of `cols` columns each, balanced, the
 * larger first (one pass where one group of `cols` holds it): their number, or 0 with
 * the reason in err. */
static int balanced_lengths(const limits *lim, int64_t n, int cols, int64_t *lengths,
                            ufft__errbuf *err)
{
    int64_t pmax = max_pass_length(lim, cols, n);
    int ln = ufft__log2_exact(n), lp = ufft__log2_exact(pmax);
    if (lp < 1) {
        ufft__err_set(err, "device local memory (%u bytes) too small for a multi-pass plan",
                      lim->local_bytes);
        return 0;
    }
    int np = (ln + lp - 1) / lp;
    if (np > UFFT__MAX_PASSES) {
        ufft__err_set(err, "length 2^%d needs %d passes, more than %d", ln, np,
                      UFFT__MAX_PASSES);
        return 0;
    }
    /* Balanced split; the larger lengths first. */
    for (int i = 0; i < np; i++)
        lengths[i] = (int64_t)1 << (ln / np + (i < ln % np ? 1 : 0));
    return np;
}

/* Pass lengths of n, larger first, for groups of at least min_cols columns: their
 * number, or 0 with the reason in err. */
static int pass_lengths(const limits *lim, int64_t n, int min_cols, int64_t *lengths,
                        ufft__errbuf *err)
{
    if (!ufft__is_pow2(n)) {
        int np = generic_lengths(lim, 1, min_cols, n, lengths);
        if (np == 0)
            ufft__err_set(err, "length %lld does not split into at most %d passes that fit "
                               "%u bytes of local memory", (long long)n, UFFT__MAX_PASSES,
                          lim->local_bytes);
        return np;
    }
    if (n <= max_pass_length(lim, 1, n)) {
        lengths[0] = n;
        return 1;
    }
    return balanced_lengths(lim, n, min_cols, lengths, err);
}


/* Whether a power-of-two plan exchanges real and imaginary parts in turn
 * (ufft__pass.split): where the row says 2, always; where it says 1, where that makes
 * the transform one pass and one group's registers fit the unit. On the H100 through
 * OpenCL (48 KB) f32 2^13 went from 0.50x to 0.74x cuFFT and f64 2^12 from 0.50x to
 * 1.01x, but splitting two-pass plans into longer passes lost (f32 2^21, 2^22:
 * 0.73-0.77x -> 0.58-0.63x), and f64 2^14 in one CUDA pass of 1024 work-items spilled
 * (0.95x -> 0.64x). If so, *lim, lengths and *np become the split plan's. */
static bool split_plan(const ufft__tuning *tu, const ufft__problem *pb, int min_cols,
                       limits *lim, int64_t *lengths, int *np)
{
    if (!tu->split_exchange)
        return false;
    limits half = *lim;
    half.lds_elem = lim->elem_bytes / 2;
    int64_t shorter[UFFT__MAX_PASSES];
    int np_half = pass_lengths(&half, pb->n, min_cols, shorter, NULL);
    int64_t e = elems_for(&half, pb->n);
    uint64_t regs = (uint64_t)(pb->n / e) * ufft__regs_per_item((int)e, pb->elem_bytes, false, 0);
    bool one_pass = np_half == 1 && *np > 1 && (!tu->cu_regs || regs <= tu->cu_regs);
    if (np_half == 0 || (tu->split_exchange != 2 && !one_pass))
        return false;
    *lim = half;
    *np = np_half;
    memcpy(lengths, shorter, sizeof shorter);
    return true;
}

/* Index width, twiddle tables and buffers of a schedule whose passes are chosen. */
static ufft_status finish_schedule(const ufft__tuning *tu, const ufft__problem *pb,
                                   ufft__schedule *s)
{
    int64_t biggest = pb->in_extent > pb->out_extent ? pb->in_extent : pb->out_extent;
    int64_t packed;
    if (!ufft__mul_i64(pb->n, pb->batch, &packed))
        return UFFT_ERROR_SIZE_OVERFLOW;
    if (packed > biggest)
        biggest = packed;
    s->idx64 = biggest >= ((int64_t)1 << 31);
    bool f64 = pb->precision == UFFT_F64;
    uint32_t pairs = f64 ? tu->pairs_f64 : tu->pairs_f32;
    uint32_t stream = f64 ? tu->stream_f64 : tu->stream_f32;
    for (int i = 0; i < s->npasses; i++) {
        s->pass[i].pairs_pow2 = (int)pairs;
        s->pass[i].stream_prime = s->pass[i].generic ? (int)stream : 0;
        s->pass[i].row_pairs = for_precision(tu->row_pairs, pb);
    }
    assign_twiddles(s, for_precision(tu->col_twiddles, pb), for_precision(tu->row_twiddles, pb));
    assign_route(pb, s);
    return UFFT_SUCCESS;
}

/* ---- clusters (ufft__schedule.cluster) ---- */

/* Powers of two of three or more passes: the first pass at the longest length p0 that
 * groups of `cols` columns hold, fused on a cluster of C groups with a radix-C second
 * step, where the rest n / (p0 C) then takes fewer passes than it did: one read and
 * write of device memory fewer. Group r of a cluster holds the columns q .. q+cols-1
 * plus r*M of the first pass (M = n / (p0 C), at least cols), so the second step finds
 * its C inputs in the cluster. C is the fewest groups, up to tu->cluster_split, that
 * save a pass. Returns C and the pass lengths, or 0. */
static int cluster_split(const limits *lim, const ufft__tuning *tu, const ufft__device_caps *caps,
                         int64_t n, int cols, int np, int64_t *lengths, int *np_out)
{
    uint32_t most = tu->cluster_split < caps->max_cluster ? tu->cluster_split : caps->max_cluster;
    if (!ufft__is_pow2(n) || most < 2 || np < 3)
        return 0;
    int64_t p0 = max_pass_length(lim, cols, n);
    for (int64_t C = 2; C <= (int64_t)most && elems_for(lim, p0) % C == 0; C *= 2) {
        if (p0 < 2 || p0 * C * cols > n)
            break;
        /* the rest's passes take `cols` columns too (pass_lengths would give a length
         * that one group holds alone a single pass) */
        int64_t rest[UFFT__MAX_PASSES];
        int nr = balanced_lengths(lim, n / (p0 * C), cols, rest, NULL);
        if (nr == 0 || 1 + nr >= np || 2 + nr > UFFT__MAX_PASSES)
            continue;
        lengths[0] = p0;
        lengths[1] = C;
        for (int i = 0; i < nr; i++)
            lengths[2 + i] = rest[i];
        *np_out = 2 + nr;
        return (int)C;
    }
    return 0;
}

/* A power of two n on a cluster of C groups, the fewest the device and row allow: each
 * group takes cols = p1 / C columns of a length-p0 first pass (p0 = n / p1), and the
 * second pass is one radix-p1 step, p1 the largest power of two up to UFFT__MAX_RADIX
 * that divides the elements per work-item (so each work-item takes whole columns of
 * it). Wanted where n needs two passes, or one group of more than tu->cluster_bytes of
 * local memory. Where so, *s holds both passes. */
static bool cluster_schedule(const limits *lim, const ufft__tuning *tu,
                             const ufft__device_caps *caps, const ufft__problem *pb, int np,
                             ufft__schedule *s)
{
    uint32_t most = tu->cluster < caps->max_cluster ? tu->cluster : caps->max_cluster;
    if (!ufft__is_pow2(pb->n) || most < 2 ||
        (np < 2 && !(tu->cluster_bytes && ufft__local_need(lim, pb->n, 1) > tu->cluster_bytes)))
        return false;
    for (int64_t C = 2; C <= (int64_t)most; C *= 2)
        for (int64_t p1 = UFFT__MAX_RADIX; p1 >= C && p1 >= 2; p1 /= 2) {
            int64_t p0 = pb->n / p1;
            int cols = (int)(p1 / C);
            if (p0 < 2 || elems_for(lim, p0) < p1 || !fits(lim, p0, cols))
                continue;
            ufft__pass *a = &s->pass[0], *b = &s->pass[1];
            s->npasses = 2;
            s->cluster = (int)C;
            a->p = p0;
            a->ns = 1;
            choose_stages(a, elems_for(lim, p0));
            a->cols = cols;
            a->load_cols_fastest = a->threads_per_col > 1;
            a->pad_shift = lim->pad_shift;
            a->lstride = col_stride(lim, p0);
            cols_fastest_layout(lim, tu, pb, a);
            a->local_bytes = (size_t)cols * (size_t)a->lstride * lim->lds_elem;
            a->min_groups = ufft__group_hint(tu, caps, pb, a);
            b->p = p1;
            b->ns = p0;
            cluster_step_pass(a, b);
            return true;
        }
    return false;
}

/* Two register passes (no split exchanges) as the row's mid_rows asks: pass 0 stores
 * where it loaded, pass 1 loads rows through local memory (ufft__pass.store_cols,
 * load_rows). The route is unchanged: the last pass never reads the output buffer, so
 * the intermediate is packed and pass 1's rows are contiguous. */
static void mid_rows(const ufft__tuning *tu, const ufft__device_caps *caps,
                     const ufft__problem *pb, ufft__schedule *s)
{
    ufft__pass *a = &s->pass[0], *b = &s->pass[1];
    if (a->generic || b->generic || a->split || b->split || a->ns != 1 || !b->local_bytes)
        return;
    a->store_cols = true;
    a->stage_store = false;
    if (a->nstages < 2 && !a->stage_load)
        a->local_bytes = 0;
    b->load_rows = b->stage_load = true;
    a->min_groups = ufft__group_hint(tu, caps, pb, a);
    b->min_groups = ufft__group_hint(tu, caps, pb, b);
}

/* The spreading the row gives this problem (ufft__pass.spread): its rule where it has
 * one, else its measured entry. */
static void spread_for(const ufft__tuning *tu, const ufft__problem *pb,
                       const ufft__length_choice *lc, int *from, int *most)
{
    uint32_t rule = pb->precision == UFFT_F64 ? tu->spread_f64 : tu->spread_f32;
    *from = (int)rule;
    *most = (int)(tu->spread_max ? tu->spread_max : UFFT__MAX_SPREAD);
    if (!rule && lc->spread_from) {
        *from = lc->spread_from;
        *most = lc->spread_most;
    }
}

/* A single register pass without padding that has local memory takes the column stride
 * of the model of the banks (tuning bank_stride) where its group still fits. */
static void bank_stride(const limits *lim, const ufft__tuning *tu, const ufft__problem *pb,
                        ufft__pass *ps)
{
    if (ps->pad_shift || !ps->local_bytes || !for_precision(tu->bank_stride, pb))
        return;
    int64_t ls = ufft__bank_stride(ps, pb->elem_bytes);
    size_t bytes = (size_t)ps->cols * (size_t)ls * lim->lds_elem;
    if (ls == ps->lstride || bytes > lim->local_bytes)
        return;
    ps->lstride = ls;
    ps->local_bytes = bytes;
}

/* A single register pass without padding, of one column (of several with skew_cols),
 * skews its exchanges as the model of the banks finds fewest wavefronts (tuning
 * exchange_skew) where its group still fits: f32 Bluestein m = 2592 = 12 x 6 x 6 x 6
 * wrote at stride 12, four work-items of a half-warp on each bank. */
static void exchange_skew(const limits *lim, const ufft__tuning *tu, const ufft__problem *pb,
                          ufft__pass *ps)
{
    if (!ps->local_bytes || !for_precision(tu->exchange_skew, pb))
        return;
    bool several = for_precision(tu->skew_cols, pb);
    int64_t ls = ufft__exchange_skews(ps, pb->elem_bytes, several);
    if (ls == ps->lstride || (ps->cols == 1 && ls < ps->lstride))
        return;
    size_t bytes = (size_t)ps->cols * (size_t)ls * lim->lds_elem;
    if (bytes > lim->local_bytes) {
        memset(ps->skew, 0, sizeof ps->skew);
        return;
    }
    ps->lstride = ls;
    ps->local_bytes = bytes;
}

/* A single register pass that would run fewer than the row's lone_groups per unit takes
 * fewer columns until more fit: cuFFT's f64 3750 runs one column of 125 work-items at 242
 * registers, two groups per unit, where ufft's two columns ran one. */
static void fewer_cols(const limits *lim, const ufft__tuning *tu, const ufft__device_caps *caps,
                       const ufft__problem *pb, ufft__pass *ps)
{
    while (ps->min_groups < tu->lone_groups && ps->cols > 1) {
        ps->cols = (ps->cols + 1) / 2;
        if (ps->local_bytes) {
            /* the layout anew: the bank model reads the skews, so none is left over */
            memset(ps->skew, 0, sizeof ps->skew);
            ps->lstride = col_stride(lim, ps->p);
            ps->local_bytes = (size_t)ps->cols * (size_t)ps->lstride * lim->lds_elem;
            bank_stride(lim, tu, pb, ps);
            exchange_skew(lim, tu, pb, ps);
        }
        ps->min_groups = ufft__group_hint(tu, caps, pb, ps);
    }
}

/* Passes first..npasses-1 of s from their lengths, ns the product of the earlier ones:
 * radices, work-items, columns, loads and stores, local memory. lim: the limits of split
 * passes where `split`, whole: those of the others. */
static ufft_status build_passes(const limits *lim, const limits *whole, bool split, int min_cols,
                                int rank, int listed_direct, const ufft__tuning *tu,
                                const ufft__device_caps *caps, const ufft__problem *pb,
                                const int64_t *lengths, int first, int64_t ns, ufft__schedule *s,
                                ufft__errbuf *err)
{
    int np = s->npasses;
    for (int i = first; i < np; i++) {
        ufft__pass *ps = &s->pass[i];
        ps->p = lengths[i];
        ps->ns = ns;
        int64_t cols_per_batch = pb->n / ps->p, total_cols;
        if (!ufft__mul_i64(cols_per_batch, pb->batch, &total_cols))
            return UFFT_ERROR_SIZE_OVERFLOW;
        ps->pad_shift = lim->pad_shift;
        ps->lstride = col_stride(lim, ps->p);
        bool pow2_pass = ufft__is_pow2(ps->p);
        if (pow2_pass) {
            choose_stages(ps, elems_for(lim, ps->p));
        } else if (!ufft__generic_pass(lim, rank, np > 1 ? min_cols : 1, total_cols, np == 1, ps)) {
            ufft__err_set(err, "no radices and work-item count fit a group for the "
                               "length-%lld pass of length %lld", (long long)ps->p,
                          (long long)pb->n);
            return UFFT_ERROR_UNSUPPORTED;
        }
        ps->load_cols_fastest = cols_per_batch > 1 && ps->threads_per_col > 1;
        /* not one stage alone: in place, its reads and writes would race */
        ps->direct_io = ps->generic && np == 1 && ps->nstages > 1 && listed_direct != 2 &&
                        (ufft__direct_io_for(tu, ps->threads_per_col) || listed_direct == 1);
        ps->one_local = ps->direct_io && ps->nstages == 2 && !ps->one_buffer &&
                        for_precision(tu->direct_one_local, pb) &&
                        !ufft__in_list(pb->precision == UFFT_F64 ? tu->one_local_off_f64
                                                                 : tu->one_local_off_f32,
                                       pb->n);
        if (ps->one_local)
            ps->local_bytes = ufft__generic_local(lim, ps->p, ps->cols, true);
        if (!ps->generic) {
            ps->stage_load = np == 1 && ((uint32_t)ps->threads_per_col < tu->stage_below ||
                                         (uint64_t)ps->threads_per_col * pb->elem_bytes <
                                             tu->stage_bytes);
            ps->stage_store = ns == 1 && (ps->load_cols_fastest || ps->stage_load);
            /* staged loads (a few work-items per column) keep whole elements */
            ps->split = split && !ps->stage_load;
            const limits *pl = ps->split ? lim : whole;
            if (pow2_pass) /* other lengths: the cost model chose the columns */
                ps->cols = choose_cols(pl, ps, np > 1 ? min_cols : 1, total_cols);
            if (s->cluster && i == 0) /* cluster_split's columns per group */
                ps->cols = min_cols;
            if (ps->load_cols_fastest && !ps->split)
                cols_fastest_layout(pl, tu, pb, ps);
            ps->local_bytes = (ps->nstages > 1 || ps->stage_load || ps->stage_store)
                                  ? (size_t)ps->cols * (size_t)ps->lstride * pl->lds_elem : 0;
            ps->split = ps->split && ps->local_bytes > 0;
            if (np == 1) {
                bank_stride(pl, tu, pb, ps);
                exchange_skew(pl, tu, pb, ps);
            }
        }
        ps->min_groups = ufft__group_hint(tu, caps, pb, ps);
        if (np == 1 && !ps->generic && !ps->split && !pow2_pass && tu->lone_groups)
            fewer_cols(whole, tu, caps, pb, ps);
        ns *= ps->p;
    }
    return UFFT_SUCCESS;
}

/* The row's narrow group width for this problem (tuning narrow_f32/f64), 0 where it
 * lists the length off. */
static uint32_t narrow_for(const ufft__tuning *tu, const ufft__problem *pb)
{
    bool f64 = pb->precision == UFFT_F64;
    if (tu->narrow_listed && ufft__in_list(f64 ? tu->narrow_off_f64 : tu->narrow_off_f32, pb->n))
        return 0;
    return f64 ? tu->narrow_f64 : tu->narrow_f32;
}

/* The planner's limits for pb on this device with the knobs of tu, `listed` the row's
 * measured entry for its length. */
static limits limits_for(const ufft__problem *pb, const ufft__device_caps *caps,
                         const ufft__tuning *tu, const ufft__length_choice *listed)
{
    uint32_t reg_f64 = ufft__reg_f64(tu, listed);
    limits lim = {
        .local_bytes = caps->local_mem < tu->local_bytes ? (uint32_t)caps->local_mem : tu->local_bytes,
        .max_threads = caps->max_group_size < tu->max_threads ? caps->max_group_size : tu->max_threads,
        .threads = tu->threads,
        .narrow = narrow_for(tu, pb),
        .col_threads = tu->col_threads,
        .elems = pb->precision == UFFT_F64 ? tu->elems_f64 : tu->elems_f32,
        .pad_shift = pad_shift_for(tu->pad_bytes, pb->elem_bytes),
        .elem_bytes = pb->elem_bytes,
        .lds_elem = pb->elem_bytes,
        .warp = caps->warp ? caps->warp : 1,
        .cu_local = caps->local_mem,
        .cu_regs = tu->cu_regs,
        /* f64: half the elements and composites up to 16 (the values they hold in
         * registers before spilling), unless the row says otherwise (reg_f64) */
        .reg_elems = (int)(listed->generic             ? 0
                           : pb->precision != UFFT_F64 ? tu->reg_elems
                           : reg_f64                 ? reg_f64
                                                     : tu->reg_elems / 2),
        .max_composite = ufft__max_composite(tu, listed, pb->precision),
        .max_elems = UFFT__MAX_RADIX,
        .item_elems = (int)(tu->item_elems ? tu->item_elems : UFFT__ITEM_ELEMS),
        .one_buffer = tu->one_buffer || listed->one,
        .one_forced = tu->one_buffer == 2 || listed->one == 2,
        .odd_first = for_precision(tu->odd_first, pb),
        .round_ops = tu->round_ops,
        .latency_weight = tu->latency_weight,
        .spread_min = (int)tu->spread_min,
        .max_prime = ufft__max_prime(tu, pb->precision),
        .rader_from = ufft__rader_codelet_from(tu, pb),
    };
    spread_for(tu, pb, listed, &lim.spread_from, &lim.spread_max);
    if (lim.threads > lim.max_threads)
        lim.threads = lim.max_threads;
    return lim;
}

/* A length of two passes with factors up to 13: the widest rows, from the row's
 * wide_rows (odd n) or wide_even bytes down to twice min_cols', that keep it two passes
 * (a third pass lost more than the rows gained: f64 177147, 161051 0.80-0.90x), for an
 * even length only where they shorten its passes unless wide_same says otherwise; their
 * lengths into `lengths`. Returns the columns it reads side by side. Passes of larger
 * primes are bound by their arithmetic more than by their rows and keep their columns:
 * widened, 34 such odd f64 lengths ran 0.950x (0.73-1.21x), 35 f32 0.955x
 * (2026-11-28-h100-wide-rows.md). */
static int wide_rows(const limits *lim, const ufft__tuning *tu, const ufft__problem *pb,
                     int min_cols, int64_t *lengths)
{
    bool f64 = pb->precision == UFFT_F64, odd = pb->n & 1;
    uint32_t bytes = odd ? (f64 ? tu->wide_rows_f64 : tu->wide_rows_f32)
                         : (f64 ? tu->wide_even_f64 : tu->wide_even_f32);
    for (int cols = ufft__row_cols(bytes, pb->elem_bytes); bytes && cols > min_cols; cols /= 2) {
        int64_t wide[UFFT__MAX_PASSES];
        if (pass_lengths(lim, pb->n, cols, wide, NULL) == 2) {
            /* narrower rows would keep these lengths too */
            if (!odd && wide[0] == lengths[0] && wide[1] == lengths[1] &&
                !for_precision(tu->wide_same, pb))
                return min_cols;
            memcpy(lengths, wide, sizeof wide);
            return cols;
        }
    }
    return min_cols;
}

ufft_status ufft__plan_schedule(const ufft__problem *pb, const ufft__device_caps *caps,
                                ufft__schedule *s, ufft__errbuf *err)
{
    return ufft__plan_schedule_tuned(pb, caps, ufft__tuning_for(caps), s, err);
}

/* The row's plan of pb, before the few-work-item shape (ufft__plan_schedule_tuned). */
static ufft_status schedule_tuned(const ufft__problem *pb, const ufft__device_caps *caps,
                                  const ufft__tuning *tu, ufft__schedule *s, ufft__errbuf *err)
{
    memset(s, 0, sizeof *s);
    int64_t factors[64], max_prime = ufft__max_prime(tu, pb->precision);
    bool pow2 = ufft__is_pow2(pb->n);
    if (!pow2 && !smooth_factors(pb->n, max_prime, factors)) {
        ufft__err_set(err, "length %lld has a prime factor above %lld: Stockham passes cannot "
                           "run it (such lengths are Rader's or Bluestein's)", (long long)pb->n,
                      (long long)max_prime);
        return UFFT_ERROR_UNSUPPORTED;
    }
    const ufft__length_choice listed = ufft__listed_length(tu, pb);
    ufft__tuning own;
    if (listed.threads || listed.groups) { /* the entry's group width and launch bound */
        own = *tu;
        own.threads = listed.threads ? listed.threads : own.threads;
        own.min_groups = listed.groups ? listed.groups : own.min_groups;
        tu = &own;
    }
    /* the cost model's choice: the row's, else the entry's */
    int rank = (int)(tu->generic_rank ? tu->generic_rank : listed.rank);
    limits lim = limits_for(pb, caps, tu, &listed);
    int min_cols = ufft__row_cols(tu->coalesce_bytes, pb->elem_bytes);
    int64_t lengths[UFFT__MAX_PASSES];
    if (!pow2 && tu->odd_pad) {
        /* other lengths than powers of two in one pass pad no local memory: on the H100
         * their strides spread over the banks anyway and the padding cost 1.19x (f32),
         * 1.16x (f64) over 147 / 140 smooth single passes, 1.10x over Rader's; passes of
         * several columns keep it (bank-aware strides; f32 10^5 0.61x, f64 11025 0.77x
         * without), 2026-11-24-h100-odd-pad.md */
        limits bare = lim;
        bare.pad_shift = 0;
        if (pass_lengths(&bare, pb->n, min_cols, lengths, NULL) == 1 ||
            one_pass_possible(&bare, rank, pb))
            lim = bare;
    }
    int np = pass_lengths(&lim, pb->n, min_cols, lengths, err);
    if (np == 0)
        return UFFT_ERROR_UNSUPPORTED;
    if (!pow2 && np > 1 && one_pass_possible(&lim, rank, pb)) {
        np = 1;
        lengths[0] = pb->n;
    }
    if (np == 2 && !pow2 && smooth_factors(pb->n, 13, factors) &&
        !ufft__in_list(pb->precision == UFFT_F64 ? tu->wide_off_f64 : tu->wide_off_f32, pb->n))
        min_cols = wide_rows(&lim, tu, pb, min_cols, lengths);
    /* A power of two that needs three passes of the row's strided reads takes two of
     * 32-byte rows (one DRAM sector; cuFFT's f32 2^23 and 2^24) where the row asks: f32
     * 2^24 0.90 -> 0.93x cuFFT, 2^23 as the cluster (2026-11-24-h100-row-twiddles.md);
     * f64 2^23 lost 7%. */
    if (pow2 && np >= 3 && for_precision(tu->narrow_rows, pb)) {
        int narrow = ufft__row_cols(32, pb->elem_bytes);
        int64_t two[UFFT__MAX_PASSES];
        if (narrow < min_cols && pass_lengths(&lim, pb->n, narrow, two, NULL) == 2) {
            min_cols = narrow;
            np = 2;
            memcpy(lengths, two, sizeof two);
        }
    }
    /* One pass of a power of two whose group takes more than half the local memory a
     * group may have runs alone on its unit, with no second group to hide its
     * exchanges behind: there fewer, longer stages (up to the row's max_elems elements
     * per work-item) win. H100, radix 32: f32 2^14 0.93 -> 1.01x cuFFT, f64 2^13 0.92
     * -> 1.00x; where groups share a unit they lose (f32 2^13 0.98x, f64 2^12 0.91x,
     * 2^11 0.86x of radix 16; 2026-11-24-h100-radix32.md). */
    if (pow2 && np == 1 && tu->max_elems > UFFT__MAX_RADIX &&
        2 * ufft__local_need(&lim, pb->n, 1) > lim.local_bytes)
        lim.max_elems = (int)tu->max_elems;
    if (cluster_schedule(&lim, tu, caps, pb, np, s))
        return finish_schedule(tu, pb, s);
    const limits whole = lim;
    bool split = pow2 && split_plan(tu, pb, min_cols, &lim, lengths, &np);
    if (!split)
        s->cluster = cluster_split(&lim, tu, caps, pb->n, min_cols, np, lengths, &np);
    /* not where mid_rows makes the second pass read rows: there the longer pass first
     * ran faster (H100 f32 2^21 0.974 -> 1.038x cuFFT, 2^23 0.988 -> 0.993x) */
    if (tu->full_group_last && !for_precision(tu->mid_rows, pb) && pow2 && np == 2 &&
        !s->cluster && lengths[0] > lengths[1] &&
        (uint64_t)(lengths[0] / elems_for(&lim, lengths[0])) * (uint64_t)min_cols >= lim.max_threads) {
        int64_t t = lengths[0];
        lengths[0] = lengths[1];
        lengths[1] = t;
    }
    if (np >= 3 && !s->cluster && tu->coalesce_deep > tu->coalesce_bytes) {
        int deep_cols = ufft__row_cols(tu->coalesce_deep, pb->elem_bytes);
        int64_t deep[UFFT__MAX_PASSES];
        if (pass_lengths(&lim, pb->n, deep_cols, deep, NULL) == np) {
            min_cols = deep_cols;
            memcpy(lengths, deep, sizeof lengths);
        }
    }

    s->npasses = np;
    ufft_status st = build_passes(&lim, &whole, split, min_cols, rank, listed.direct, tu, caps, pb,
                                  lengths, 0, 1, s, err);
    if (st != UFFT_SUCCESS)
        return st;
    if (s->cluster) /* the radix-C step runs in pass 0's kernel (cluster_split) */
        cluster_step_pass(&s->pass[0], &s->pass[1]);
    else if (np == 2 && for_precision(tu->mid_rows, pb))
        mid_rows(tu, caps, pb, s);
    return finish_schedule(tu, pb, s);
}

void ufft__schedule_forms(const ufft__device_caps *caps, const ufft__tuning *tu,
                          const ufft__problem *pb, uint32_t kind, uint32_t plain, int64_t one_s,
                          ufft__schedule *s)
{
    s->fold_at = (tu->fold_at & kind) != 0 && !(plain & UFFT__PLAIN_FOLD);
    s->fold_pad = (tu->fold_pad & (kind << (pb->precision == UFFT_F64 ? 3 : 0))) != 0;
    s->nest9 = (tu->nest9 & kind) != 0;
    s->pfa = (tu->pfa & kind) != 0 && !(plain & UFFT__PLAIN_PFA);
    bool dit = (tu->dit_fma & (kind << (pb->precision == UFFT_F64 ? 3 : 0))) != 0 &&
               !(plain & UFFT__PLAIN_DIT);
    s->dit_fma = !dit ? 0 : tu->dit_max ? (int)tu->dit_max : UFFT__MAX_STAGE_RADIX;
    s->rader_codelet = ufft__rader_codelet_from(tu, pb);
    s->fold_io = ufft__fold_io_for(tu, pb, s, kind);
    s->lean_direct = ufft__lean_direct_for(tu, pb, kind);
    s->direct_base = ufft__direct_base_for(tu, pb, kind);
    s->rader_slots = ufft__rader_slots_for(tu, pb, one_s);
    s->load_prefetch = ufft__load_prefetch_for(caps, tu, pb, s, kind);
    for (int i = 0; i < s->npasses; i++)
        s->pass[i].rolled = tu->rolled != 0;
}

ufft_status ufft__plan_stockham_built(const ufft__problem *pb, const ufft__device_caps *caps,
                                      const ufft__tuning *tu, ufft__schedule *s,
                                      ufft__errbuf *err)
{
    /* the forms too take the length's fast-memory entry, as ufft_plan_create's row does:
     * an entry of direct_base alone (the H200's) changes nothing else */
    ufft__tuning own;
    tu = ufft__fast_row(tu, caps, pb, &own);
    ufft_status st = ufft__plan_schedule_tuned(pb, caps, tu, s, err);
    if (st == UFFT_SUCCESS)
        ufft__schedule_forms(caps, tu, pb, 4, 0, 0, s);
    return st;
}

/* Raises a single pass's launch bound to `groups` per unit where its local memory and
 * work-items fit (at most twice the largest group's work-items on one unit); the
 * compiler then fits its registers. */
static void raise_groups(ufft__pass *ps, const ufft__device_caps *caps, uint32_t groups)
{
    uint64_t group = (uint64_t)ps->cols * (uint64_t)ps->threads_per_col;
    while (ps->min_groups < groups && unit_room(caps, ps->min_groups + 1, group, ps->local_bytes))
        ps->min_groups++;
}

static bool single_generic(const ufft__schedule *s)
{
    return s->npasses == 1 && s->pass[0].generic;
}

/* The row's knobs for a plan of two passes or more (tuning multi_*) into *multi; false
 * where they are the row's own. */
static bool multi_pass_tuning(const ufft__tuning *tu, const ufft__problem *pb,
                              ufft__tuning *multi)
{
    bool f64 = pb->precision == UFFT_F64;
    uint32_t threads = f64 ? tu->multi_threads_f64 : tu->multi_threads_f32;
    uint32_t reg = f64 ? tu->multi_reg_f64 : 0;
    if (!threads && !reg)
        return false;
    *multi = *tu;
    multi->threads = threads ? threads : tu->threads;
    multi->reg_f64 = reg ? reg : tu->reg_f64;
    return true;
}

ufft_status ufft__plan_schedule_tuned(const ufft__problem *pb, const ufft__device_caps *caps,
                                      const ufft__tuning *tu, ufft__schedule *s, ufft__errbuf *err)
{
    ufft__tuning own;
    tu = ufft__fast_row(tu, caps, pb, &own);
    ufft_status st = schedule_tuned(pb, caps, tu, s, err);
    ufft__tuning multi;
    if (st == UFFT_SUCCESS && s->npasses > 1 && multi_pass_tuning(tu, pb, &multi)) {
        /* wider groups and longer fp64 register passes pay where every element crosses
         * device memory twice or more (2026-11-27-h100-multi-pass.md) */
        ufft__schedule alt;
        if (schedule_tuned(pb, caps, &multi, &alt, NULL) == UFFT_SUCCESS && alt.npasses > 1)
            *s = alt;
    }
    uint32_t pass_groups = ufft__pass_groups(tu, pb);
    if (st == UFFT_SUCCESS && pass_groups && s->npasses == 1 && !s->pass[0].generic &&
        !s->cluster)
        raise_groups(&s->pass[0], caps, pass_groups);
    uint32_t threads = ufft__few_for(tu, pb);
    if (st != UFFT_SUCCESS || !single_generic(s) || !threads)
        return st;
    /* A single generic pass may instead run in cuFFT's shape: one local buffer, few
     * work-items of whole butterflies of composite radices up to 32 (fp64 too). The
     * row's plan stays where the planner finds no such pass. */
    ufft__tuning few = *tu;
    few.one_buffer = 2;
    few.max_threads = threads;
    few.reg_f64 = 32;
    ufft__schedule alt;
    if (schedule_tuned(pb, caps, &few, &alt, NULL) != UFFT_SUCCESS || !single_generic(&alt) ||
        !alt.pass[0].one_buffer)
        return st;
    /* at least the groups per unit the row asks for where their local memory and
     * work-items fit: the hint counts registers the compiler found it could do without */
    raise_groups(&alt.pass[0], caps, ufft__few_groups(tu, pb));
    *s = alt;
    return st;
}

/* The passes of the rest after a split plan's head, at least cols columns per group. */
static int rest_lengths(const limits *lim, int64_t rest, int cols, int64_t *len,
                        ufft__errbuf *err)
{
    return ufft__is_pow2(rest) ? balanced_lengths(lim, rest, cols, len, err)
                               : generic_lengths(lim, cols, cols, rest, len);
}

ufft_status ufft__plan_schedule_after(const ufft__problem *pb, const ufft__device_caps *caps,
                                      const ufft__tuning *tu, int64_t head, int64_t tail,
                                      ufft__schedule *s, ufft__errbuf *err)
{
    memset(s, 0, sizeof *s);
    int64_t rest = tail >= 1 && head >= 1 ? pb->n / head / tail : 0, factors[64];
    /* with a tail the middle may be empty (n = head x tail) */
    int64_t least = tail > 1 ? 1 : 2;
    if (head < 2 || tail < 1 || rest < least || rest * head * tail != pb->n ||
        (rest > 1 && !ufft__is_pow2(rest) &&
         !smooth_factors(rest, ufft__max_prime(tu, pb->precision), factors))) {
        ufft__err_set(err, "length %lld is not %lld times %lld times a length of Stockham passes",
                      (long long)pb->n, (long long)head, (long long)tail);
        return UFFT_ERROR_UNSUPPORTED;
    }
    /* the row's measured entries are whole transforms, not parts of one */
    const ufft__length_choice none = {0};
    limits lim = limits_for(pb, caps, tu, &none);
    /* every pass after the head reads columns ns >= head apart: groups of min_cols
     * neighbouring ones, also where the rest is one pass */
    int min_cols = ufft__row_cols(tu->coalesce_bytes, pb->elem_bytes);
    int64_t lengths[UFFT__MAX_PASSES + 1]; /* the head's, then up to UFFT__MAX_PASSES */
    int np = rest == 1 ? 0 : rest_lengths(&lim, rest, min_cols, lengths + 1, err);
    int with_tail = tail > 1;
    /* three passes or more, the head's included: the widest rows from split_rows' bytes
     * down to coalesce_deep's (as whole plans of three passes take) where the passes stay
     * as many (deep_split) */
    if (tu->deep_split && np >= 1 && np + 1 + with_tail >= 3 &&
        tu->coalesce_deep > tu->coalesce_bytes) {
        int deep_cols = ufft__row_cols(tu->coalesce_deep, pb->elem_bytes);
        int cols = ufft__row_cols(tu->split_rows > tu->coalesce_deep ? tu->split_rows
                                                                      : tu->coalesce_deep,
                                  pb->elem_bytes);
        int64_t deep[UFFT__MAX_PASSES];
        for (; cols >= deep_cols; cols /= 2)
            if (rest_lengths(&lim, rest, cols, deep, NULL) == np) {
                min_cols = cols;
                memcpy(lengths + 1, deep, (size_t)np * sizeof *deep);
                break;
            }
    }
    if ((rest > 1 && np == 0) || np + 1 + with_tail > UFFT__MAX_PASSES) {
        ufft__err_set(err, "length %lld does not split into at most %d passes after the "
                           "length-%lld one", (long long)rest, UFFT__MAX_PASSES - 1 - with_tail,
                      (long long)head);
        return UFFT_ERROR_UNSUPPORTED;
    }
    s->npasses = np + 1;
    ufft__pass *h = &s->pass[0];
    h->p = lengths[0] = head;
    h->ns = 1;
    h->nstages = 1;
    h->radix[0] = (int)head;
    h->pad_shift = lim.pad_shift;
    h->cols = h->threads_per_col = 1;
    ufft_status st = build_passes(&lim, &lim, false, min_cols, (int)tu->generic_rank, 0, tu,
                                  caps, pb, lengths, 1, head, s, err);
    if (st == UFFT_SUCCESS && with_tail) {
        /* the last pass, ns = n / tail: column j's elements x[j + k ns], scaled by
         * W_n^(j k) (its two tables), stored where they were read */
        ufft__pass *t = &s->pass[s->npasses++];
        t->p = tail;
        t->ns = pb->n / tail;
        t->nstages = 1;
        t->radix[0] = (int)tail;
        t->pad_shift = lim.pad_shift;
        t->cols = t->threads_per_col = 1;
    }
    return st == UFFT_SUCCESS ? finish_schedule(tu, pb, s) : st;
}

bool ufft__needs_bluestein(int64_t n, int64_t max_prime)
{
    int64_t f[64];
    return n > 1 && !ufft__is_pow2(n) && smooth_factors(n, max_prime, f) == 0;
}
