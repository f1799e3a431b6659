/* The planner: one pass while a transform fits in a work-group's local memory,
 * otherwise the fewest global passes (a multi-pass Stockham, the four-step idea
 * without separate transposes). Powers of two get register-resident passes; lengths
 * whose prime factors are at most UFFT__MAX_PRIME get generic passes (packed by prime
 * factor, stages through local memory); the others are Bluestein's (api/plan.c and
 * plan/bluestein.c), not planned here. */
#include <string.h>

#include "plan/plan.h"
#include "util/checked.h"

typedef struct limits {
    uint32_t local_bytes, max_threads, threads, col_threads;
    int elems; /* elements per work-item, at least */
    int pad_shift;
    size_t elem_bytes;
} limits;

/* Elements per work-item for a length-p DFT: the row's minimum, doubled while a
 * column would need more than col_threads work-items. */
static int elems_for(const limits *lim, int64_t p)
{
    int64_t e = lim->elems;
    while (e < UFFT__MAX_RADIX && p / e > (int64_t)lim->col_threads)
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

static size_t local_need(const limits *lim, int64_t p, int cols)
{
    return (size_t)cols * (size_t)col_stride(lim, p) * lim->elem_bytes;
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
    return local_need(lim, p, cols) <= lim->local_bytes &&
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

/* Groups per compute unit to ask the compiler for, within the threads (twice the
 * largest group on current GPUs), local memory and registers one unit has. A thread
 * needs its elements' words plus about 32 registers of indices and temporaries; asking
 * for more groups than that allows makes the compiler spill. */
static uint32_t group_hint(const ufft__tuning *tu, const ufft__device_caps *caps,
                           const ufft__problem *pb, const ufft__pass *ps)
{
    uint64_t group = (uint64_t)ps->threads_per_col * (uint64_t)ps->cols;
    uint64_t regs = (uint64_t)ps->elems * (pb->elem_bytes / 4) + 32;
    uint32_t g = tu->min_groups;
    while (g > 1 && (g * group > 2 * (uint64_t)caps->max_group_size ||
                     g * (uint64_t)ps->local_bytes > caps->local_mem ||
                     (tu->cu_regs && g * group * regs > tu->cu_regs)))
        g--;
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

static void assign_twiddles(ufft__schedule *s)
{
    int64_t off = 0;
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
        ps->tw_lo = ps->tw_hi = ps->tw_split = -1;
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
        }
    }
    s->twiddle_count = off;
}

/* ---- lengths that are not powers of two: generic passes (plan.h) ---- */

/* Prime factors of n, largest first; 0 when one above UFFT__MAX_PRIME remains (those
 * lengths need Rader or Bluestein). */
static int smooth_factors(int64_t n, int64_t f[64])
{
    static const int primes[] = {31, 29, 23, 19, 17, 13, 11, 7, 5, 3, 2};
    _Static_assert(UFFT__MAX_PRIME == 31, "the list ends at UFFT__MAX_PRIME");
    int nf = 0;
    for (size_t i = 0; i < sizeof primes / sizeof primes[0]; i++)
        while (n % primes[i] == 0) {
            f[nf++] = primes[i];
            n /= primes[i];
        }
    return n == 1 ? nf : 0;
}

/* Radices of a generic pass: odd primes paired while the product stays ≤ 15 (9, 15:
 * fewer trips through local memory), then the power of two in 16s, 8s and 4s. */
static void generic_stages(ufft__pass *ps)
{
    int64_t f[64];
    int nf = smooth_factors(ps->p, f), twos = 0, odd[64], nodd = 0;
    for (int i = nf - 1; i >= 0; i--) {
        if (f[i] == 2)
            twos++;
        else
            odd[nodd++] = (int)f[i]; /* ascending */
    }
    ps->nstages = 0;
    for (int i = 0; i < nodd; i++) {
        if (i + 1 < nodd && odd[i] * odd[i + 1] <= 15) {
            ps->radix[ps->nstages++] = odd[i] * odd[i + 1];
            i++;
        } else {
            ps->radix[ps->nstages++] = odd[i];
        }
    }
    while (twos > 0) {
        int take = twos >= 4 ? 4 : twos;
        if (twos == 5) /* 8 x 4 rather than 16 x 2 */
            take = 3;
        ps->radix[ps->nstages++] = 1 << take;
        twos -= take;
    }
}

/* Work-items per column: a divisor of every stage's butterfly count (p / radix), so
 * that no stage leaves work-items idle, if one gives each at least half its share of
 * `elems` elements; else about p / elems, and the last round of a stage idles some;
 * never more than the largest stage has butterflies. */
static int generic_threads(const limits *lim, const ufft__pass *ps)
{
    int64_t t = 0, most = 0, target = (ps->p + lim->elems - 1) / lim->elems;
    for (int s = 0; s < ps->nstages; s++) {
        int64_t butterflies = ps->p / ps->radix[s];
        t = ufft__gcd_i64(t, butterflies);
        most = butterflies > most ? butterflies : most;
    }
    while (t > (int64_t)lim->max_threads) {
        int64_t d = 2;
        while (t % d)
            d++;
        t /= d;
    }
    if (2 * t < target)
        t = target < (int64_t)lim->max_threads ? target : (int64_t)lim->max_threads;
    /* more than the largest stage's butterflies would idle in every stage (radix-17
     * or 31x31 passes: one butterfly per work-item per stage at most) */
    if (t > most)
        t = most;
    return (int)(t < 1 ? 1 : t);
}

/* Two local buffers (stages read one and write the other). */
static size_t generic_local(const limits *lim, int64_t p, int cols)
{
    return 2 * local_need(lim, p, cols);
}

/* Whether cols columns of length p fit a group (threads: at least one per column's
 * largest-radix butterfly row, checked exactly once the stages are chosen). */
static bool generic_fits(const limits *lim, int64_t p, int cols)
{
    return generic_local(lim, p, cols) <= lim->local_bytes &&
           (uint64_t)cols <= lim->max_threads;
}

/* Splits n into pass lengths that each fit a group holding min_cols columns: every
 * prime factor, largest first, joins the shortest pass it fits in, or opens a pass.
 * Returns the number of passes, 0 when some factor fits nowhere or they are too many. */
static int generic_lengths(const limits *lim, int min_cols, int64_t n, int64_t *len)
{
    int64_t f[64];
    int nf = smooth_factors(n, f), np = 0;
    if (generic_fits(lim, n, 1)) {
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

static void generic_pass(const limits *lim, int min_cols, int64_t total_cols, ufft__pass *ps)
{
    ps->generic = true;
    generic_stages(ps);
    ps->threads_per_col = generic_threads(lim, ps);
    ps->elems = (int)((ps->p + ps->threads_per_col - 1) / ps->threads_per_col);
    ps->stage_load = ps->stage_store = false;
    /* Columns until the group has at least `threads` work-items: short transforms
     * need several per group to keep the group's rounds busy. */
    int cols = min_cols;
    uint64_t T = (uint64_t)ps->threads_per_col;
    while ((uint64_t)cols * T < lim->threads && (uint64_t)cols * 2 * T <= lim->max_threads &&
           (int64_t)cols * 2 <= total_cols && generic_fits(lim, ps->p, cols * 2))
        cols *= 2;
    ps->cols = cols;
    ps->local_bytes = generic_local(lim, ps->p, cols);
}

ufft_status ufft__plan_schedule(const ufft__problem *pb, const ufft__device_caps *caps,
                                ufft__schedule *s, ufft__errbuf *err)
{
    return ufft__plan_schedule_tuned(pb, caps, ufft__tuning_for(caps), s, err);
}

ufft_status ufft__plan_schedule_tuned(const ufft__problem *pb, const ufft__device_caps *caps,
                                      const ufft__tuning *tu, ufft__schedule *s, ufft__errbuf *err)
{
    memset(s, 0, sizeof *s);
    int64_t factors[64];
    bool pow2 = ufft__is_pow2(pb->n);
    if (!pow2 && !smooth_factors(pb->n, factors)) {
        ufft__err_set(err, "length %lld has a prime factor above %d: Stockham passes cannot "
                           "run it (such lengths are Bluestein's)", (long long)pb->n,
                      UFFT__MAX_PRIME);
        return UFFT_ERROR_UNSUPPORTED;
    }
    limits lim = {
        .local_bytes = caps->local_mem < tu->local_bytes ? (uint32_t)caps->local_mem : tu->local_bytes,
        .max_threads = caps->max_group_size < tu->max_threads ? caps->max_group_size : tu->max_threads,
        .threads = tu->threads,
        .col_threads = tu->col_threads,
        .elems = pb->precision == UFFT_F64 ? tu->elems_f64 : tu->elems_f32,
        .pad_shift = pad_shift_for(tu->pad_bytes, pb->elem_bytes),
        .elem_bytes = pb->elem_bytes,
    };
    if (lim.threads > lim.max_threads)
        lim.threads = lim.max_threads;
    int min_cols = 1;
    while ((uint32_t)min_cols * pb->elem_bytes < tu->coalesce_bytes)
        min_cols *= 2;

    int64_t lengths[UFFT__MAX_PASSES];
    int np;
    if (!pow2) {
        np = generic_lengths(&lim, min_cols, pb->n, lengths);
        if (np == 0) {
            ufft__err_set(err, "length %lld does not split into at most %d passes that fit "
                               "%u bytes of local memory", (long long)pb->n, UFFT__MAX_PASSES,
                          lim.local_bytes);
            return UFFT_ERROR_UNSUPPORTED;
        }
    } else if (pb->n <= max_pass_length(&lim, 1, pb->n)) {
        np = 1;
        lengths[0] = pb->n;
    } else {
        int64_t pmax = max_pass_length(&lim, min_cols, pb->n);
        int ln = ufft__log2_exact(pb->n), lp = ufft__log2_exact(pmax);
        if (lp < 1) {
            ufft__err_set(err, "device local memory (%u bytes) too small for a multi-pass plan",
                          lim.local_bytes);
            return UFFT_ERROR_UNSUPPORTED;
        }
        np = (ln + lp - 1) / lp;
        if (np > UFFT__MAX_PASSES) {
            ufft__err_set(err, "length 2^%d needs %d passes, more than %d", ln, np,
                          UFFT__MAX_PASSES);
            return UFFT_ERROR_UNSUPPORTED;
        }
        /* Balanced split; the larger lengths first. */
        for (int i = 0; i < np; i++)
            lengths[i] = (int64_t)1 << (ln / np + (i < ln % np ? 1 : 0));
    }

    s->npasses = np;
    int64_t ns = 1;
    for (int i = 0; i < np; i++) {
        ufft__pass *ps = &s->pass[i];
        ps->p = lengths[i];
        ps->ns = ns;
        int64_t cols_per_batch = pb->n / ps->p, total_cols;
        if (!ufft__mul_i64(cols_per_batch, pb->batch, &total_cols))
            return UFFT_ERROR_SIZE_OVERFLOW;
        ps->pad_shift = lim.pad_shift;
        ps->lstride = col_stride(&lim, ps->p);
        if (!ufft__is_pow2(ps->p)) {
            generic_pass(&lim, np > 1 ? min_cols : 1, total_cols, ps);
            ps->load_cols_fastest = cols_per_batch > 1 && ps->threads_per_col > 1;
        } else {
            choose_stages(ps, elems_for(&lim, ps->p));
            ps->load_cols_fastest = cols_per_batch > 1 && ps->threads_per_col > 1;
            ps->stage_load = np == 1 && (uint32_t)ps->threads_per_col < tu->stage_below;
            ps->stage_store = ns == 1 && (ps->load_cols_fastest || ps->stage_load);
            ps->cols = choose_cols(&lim, ps, np > 1 ? min_cols : 1, total_cols);
            ps->local_bytes = (ps->nstages > 1 || ps->stage_load || ps->stage_store)
                                  ? local_need(&lim, ps->p, ps->cols) : 0;
        }
        ps->min_groups = group_hint(tu, caps, pb, ps);
        ns *= ps->p;
    }
    int64_t biggest = pb->in_extent > pb->out_extent ? pb->in_extent : pb->out_extent;
    int64_t packed;
    if (!ufft__mul_i64(pb->n, pb->batch, &packed))
        return UFFT_ERROR_SIZE_OVERFLOW;
    if (packed > biggest)
        biggest = packed;
    s->idx64 = biggest >= ((int64_t)1 << 31);
    assign_twiddles(s);
    assign_route(pb, s);
    return UFFT_SUCCESS;
}

bool ufft__needs_bluestein(int64_t n)
{
    int64_t f[64];
    return n > 1 && !ufft__is_pow2(n) && smooth_factors(n, f) == 0;
}
