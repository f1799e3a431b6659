/* Bluestein's plan: the convolution length, whether it runs in one kernel, and its
 * tables on the host, in long double: the chirp, and the transform of the convolution
 * kernel (ufft__host_dft_stream; in double for fp32 tables), so the only sizeable
 * rounding of B is the final one to the working precision. */
#include <stdlib.h>
#include <string.h>

#include "plan/limits.h"
#include "plan/plan.h"
#include "util/checked.h"

bool ufft__rows_problem(const ufft__problem *pb, int64_t n, int64_t batch, ufft__problem *sub)
{
    *sub = *pb;
    sub->n = n;
    sub->batch = batch;
    sub->placement = UFFT_IN_PLACE;
    sub->istride = sub->ostride = 1;
    sub->idist = sub->odist = n;
    if (!ufft__mul_i64(n, batch, &sub->in_extent))
        return false;
    sub->out_extent = sub->in_extent;
    return true;
}

bool ufft__plan_fused_pass(const ufft__problem *pb, const ufft__device_caps *caps,
                           const ufft__tuning *tu, int64_t n, ufft__schedule *s)
{
    ufft__problem sub;
    memset(s, 0, sizeof *s);
    if (!ufft__rows_problem(pb, n, pb->batch, &sub))
        return false;
    /* the fused kernels exchange whole elements through buffers of their own, and load
     * and store their rows their own way (Bluestein's decides direct_io itself) */
    ufft__tuning whole = *tu;
    whole.split_exchange = 0;
    whole.direct_io = 0;
    /* the row measured these on whole transforms (the H100's slow lists too: its entry
     * for f64 2440 had given Rader's kernel of 2441 radix 61, which no call timed) */
    whole.lengths_f32 = whole.lengths_f64 = NULL;
    whole.fast_lengths_f32 = whole.fast_lengths_f64 = NULL;
    whole.slow_lengths_f32 = whole.slow_lengths_f64 = NULL;
    whole.narrow_f32 = whole.narrow_f64 = 0;
    whole.reg_pass_regs = 0;
    whole.few_threads = 0;
    whole.pass_groups = 0;
    whole.pass_groups_on_f32 = whole.pass_groups_on_f64 = NULL;
    whole.bank_stride = whole.stage_bytes = whole.lone_groups = 0;
    whole.exchange_skew = tu->exchange_skew >> 2 & 3; /* the rows kernels' bits */
    ufft__schedule one;
    if (ufft__plan_schedule_tuned(&sub, caps, &whole, &one, NULL) != UFFT_SUCCESS ||
        one.npasses != 1)
        return false;
    /* the kernel indexes the caller's layout only; local indices are 32-bit */
    int64_t span = pb->in_extent > pb->out_extent ? pb->in_extent : pb->out_extent;
    one.idx64 = span >= ((int64_t)1 << 31);
    *s = one;
    return true;
}

bool ufft__plan_bluestein_fused(const ufft__problem *pb, const ufft__device_caps *caps,
                                const ufft__tuning *tu, int64_t m, ufft__schedule *s)
{
    if (ufft__plan_fused_pass(pb, caps, tu, m, s) && !s->pass[0].generic) {
        /* x and X straight from and to device memory where a row's work-items are
         * enough to read it in whole segments (direct_io), or the row is short enough
         * that its round trips through local memory cost more (blue_direct_m) */
        ufft__pass *ps = &s->pass[0];
        ps->direct_io = ufft__direct_io_for(tu, ps->threads_per_col) ||
                        (tu->blue_direct_m && m <= (int64_t)tu->blue_direct_m);
        return true;
    }
    memset(s, 0, sizeof *s);
    return false;
}

static const ufft__blue_length *list_entry(const ufft__tuning *tu, ufft_precision prec,
                                           int64_t m)
{
    const ufft__blue_length *list = prec == UFFT_F64 ? tu->blue_f64 : tu->blue_f32;
    for (; list && list->m; list++)
        if ((int64_t)list->m == m)
            return list;
    return NULL;
}

void ufft__blue_rows_apply(const ufft__problem *pb, const ufft__device_caps *caps,
                           const ufft__tuning *tu, ufft__schedule *s)
{
    ufft__pass *ps = &s->pass[0];
    /* the stage holds x up to n <= (m + 1) / 2, unpadded after the exchanges' words */
    /* sm_90's bulk copy (cp.async.bulk): whole fp64 rows of unit stride */
    bool bulk = caps->cuda && caps->cc >= 90 && pb->precision == UFFT_F64 && pb->istride == 1;
    size_t stage = (size_t)((ps->p + 1) / 2) * pb->elem_bytes + (bulk ? 16u : 0u);
    /* the knob, else the row's list for this m (3: none, for comparing) */
    const ufft__blue_length *entry = list_entry(tu, pb->precision, ps->p);
    uint32_t rows = tu->blue_rows ? tu->blue_rows : entry ? entry->rows : 0;
    if (rows == 0 || rows > 2 || s->npasses != 1 || ps->cols != 1 || !ps->direct_io ||
        ps->local_bytes == 0 || ps->local_bytes > caps->local_mem ||
        stage > caps->local_mem - ps->local_bytes)
        return;
    /* the groups a unit holds by local memory, with the stage and without it (where the
     * launch bound asks for fewer, those) */
    uint64_t fit = caps->local_mem / (ps->local_bytes + stage);
    uint64_t held = caps->local_mem / ps->local_bytes;
    if (ps->min_groups && ps->min_groups < held)
        held = ps->min_groups;
    if (rows == 2 && fit < held)
        return;
    ps->rows_loop = true;
    ps->stage_bulk = bulk;
    ps->local_bytes += stage;
    /* no launch bound that asks registers for groups the unit's local memory cannot hold */
    if (ps->min_groups > fit || ps->min_groups == 0)
        ps->min_groups = (uint32_t)fit;
}

uint64_t ufft__rows_loop_groups(const ufft__pass *ps, const ufft__device_caps *caps, int64_t rows)
{
    uint64_t most = (uint64_t)caps->compute_units * (ps->min_groups ? ps->min_groups : 1u);
    return rows < 1 ? 0 : (uint64_t)rows < most ? (uint64_t)rows : most;
}

/* Whether every prime factor of p is at most `bound` (2..13). */
static bool smooth_to(int64_t p, int bound)
{
    static const int primes[] = {2, 3, 5, 7, 11, 13};
    for (size_t i = 0; i < sizeof primes / sizeof primes[0] && primes[i] <= bound; i++)
        while (p % primes[i] == 0)
            p /= primes[i];
    return p == 1;
}

/* Whether every prime factor of p is at most 7: register passes of such lengths exist
 * more often, and their codelets cost less than 11's and 13's. */
static bool smooth7(int64_t p)
{
    return smooth_to(p, 7);
}

/* A register pass of length p whose groups hold exactly `cols` columns, planned as a
 * packed batch of cols rows with the row's preferred group widened to them. */
static bool widened_pass(const ufft__problem *pb, const ufft__device_caps *caps,
                         const ufft__tuning *tu, int64_t p, int cols, ufft__schedule *s)
{
    ufft__problem few = *pb;
    few.batch = cols;
    if (!ufft__plan_fused_pass(&few, caps, tu, p, s) || s->pass[0].generic)
        return false;
    ufft__tuning wide = *tu;
    wide.threads = (uint32_t)cols * (uint32_t)s->pass[0].threads_per_col;
    return wide.threads <= tu->max_threads && ufft__plan_fused_pass(&few, caps, &wide, p, s) &&
           !s->pass[0].generic && s->pass[0].cols == cols;
}

/* Bluestein by r cosets of length P (gen/bluestein_cosets.c): a pass of r columns, one
 * row's parts; or on clusters (blue_coset_cluster) where the device has them, a group
 * per part where the row plans r rows of P one a group. Each part reads x and stores its
 * share of X itself. */
static bool coset_pass(const ufft__problem *pb, const ufft__device_caps *caps,
                       const ufft__tuning *tu, int r, int64_t P, ufft__schedule *s)
{
    bool cluster = tu->blue_coset_cluster && (uint32_t)r <= caps->max_cluster;
    ufft__problem parts = *pb;
    parts.batch = r;
    if (cluster ? !ufft__plan_fused_pass(&parts, caps, tu, P, s) || s->pass[0].generic ||
                      s->pass[0].cols != 1
                : !widened_pass(pb, caps, tu, P, r, s)) {
        memset(s, 0, sizeof *s);
        return false;
    }
    s->cosets = r;
    s->coset_cluster = cluster;
    s->pass[0].direct_io = true;
    return true;
}

/* The cosets the knobs ask for pb (0: none), and the length P of each: blue_coset_p, or
 * the shortest length from n on of factors up to blue_coset_prime that plans (n <= P <
 * 2n, so P/2 < n). */
static bool plan_cosets(const ufft__problem *pb, const ufft__device_caps *caps,
                        const ufft__tuning *tu, int64_t *m, ufft__schedule *s)
{
    uint32_t r = pb->precision == UFFT_F64 ? tu->blue_cosets_f64 : tu->blue_cosets_f32;
    int64_t n = pb->n;
    if (r < 2 || n < 2)
        return false;
    int64_t P = tu->blue_coset_p;
    if (P) {
        if (P < n || P / 2 >= n || !coset_pass(pb, caps, tu, (int)r, P, s))
            return false;
    } else {
        int bound = tu->blue_coset_prime ? (int)tu->blue_coset_prime : 7;
        for (P = n; P < 2 * n; P++)
            if (smooth_to(P, bound) && coset_pass(pb, caps, tu, (int)r, P, s))
                break;
        if (P == 2 * n)
            return false;
    }
    *m = (int64_t)r * P;
    return true;
}

static bool plan_listed(const ufft__problem *pb, const ufft__device_caps *caps,
                        const ufft__tuning *tu, bool head, int64_t *m, ufft__schedule *s)
{
    int64_t pow2 = ufft__bluestein_length(pb->n);
    *m = pow2;
    if (!pow2)
        return false;
    int64_t need = 2 * pb->n - 1;
    const ufft__blue_length *list = pb->precision == UFFT_F64 ? tu->blue_f64 : tu->blue_f32;
    /* by cosets for the whole length only: a split's head reads its columns its own way */
    if (!head && plan_cosets(pb, caps, tu, m, s))
        return true;
    if (tu->blue_m) {
        /* the kernel's guards know only m / 4 < n <= (m + 1) / 2 */
        if (tu->blue_m >= need && tu->blue_m / 4 < pb->n &&
            ufft__plan_bluestein_fused(pb, caps, tu, tu->blue_m, s)) {
            *m = tu->blue_m;
            return true;
        }
    } else if (list && !tu->blue_pow2) {
        for (; list->m; list++) {
            ufft__tuning padded = *tu;
            if (list->pad_bytes) { /* the entry's, whether m is a power of two or not */
                padded.pad_bytes = list->pad_bytes == UFFT__PAD_NONE ? 0 : list->pad_bytes;
                padded.odd_pad = 0;
            }
            if (list->reg && !tu->reg_f64)
                padded.reg_f64 = list->reg;
            if (list->plain & UFFT__PLAIN_SKEW)
                padded.exchange_skew = 0;
            /* more groups than the hint where local memory holds them (the planner's
             * least_groups): measured on whole lengths only, and a split's head asks
             * for groups of its own (plan/split.c) */
            if (!head && list->groups > tu->least_groups)
                padded.least_groups = list->groups;
            /* an entry for the whole length only, or for the heads only */
            bool passed = head ? list->whole == UFFT__BLUE_WHOLE
                               : list->whole == UFFT__BLUE_HEADS && tu->blue_heads_only;
            if (list->m >= need && list->m <= pow2 && !passed &&
                ufft__plan_bluestein_fused(pb, caps, &padded, list->m, s)) {
                if (list->groups && list->groups < s->pass[0].min_groups)
                    s->pass[0].min_groups = list->groups;
                *m = list->m;
                return true;
            }
        }
    }
    return ufft__plan_bluestein_fused(pb, caps, tu, pow2, s);
}

bool ufft__plan_bluestein(const ufft__problem *pb, const ufft__device_caps *caps,
                          const ufft__tuning *tu, int64_t *m, ufft__schedule *s)
{
    return plan_listed(pb, caps, tu, false, m, s);
}

bool ufft__plan_bluestein_head(const ufft__problem *pb, const ufft__device_caps *caps,
                               const ufft__tuning *tu, int64_t *m, ufft__schedule *s)
{
    return plan_listed(pb, caps, tu, true, m, s);
}

bool ufft__blue_listed(const ufft__problem *pb, const ufft__device_caps *caps,
                       const ufft__tuning *tu)
{
    const uint32_t *on = pb->precision == UFFT_F64 ? tu->blue_on_f64 : tu->blue_on_f32;
    if (!tu->blue_listed || !ufft__in_list(on, pb->n))
        return false;
    int64_t m;
    ufft__schedule s;
    return ufft__plan_bluestein(pb, caps, tu, &m, &s);
}

uint32_t ufft__blue_plain(const ufft__tuning *tu, ufft_precision prec, int64_t m)
{
    const ufft__blue_length *entry = list_entry(tu, prec, m);
    return entry ? entry->plain : 0;
}

void ufft__blue_forms(const ufft__device_caps *caps, const ufft__tuning *tu,
                      const ufft__problem *pb, int64_t m, ufft__schedule *s)
{
    ufft__schedule_forms(caps, tu, pb, 1, ufft__blue_plain(tu, pb->precision, m), 0, s);
}

int64_t ufft__blue_split_weight(const ufft__tuning *tu, ufft_precision prec, int64_t m)
{
    const ufft__blue_length *entry = list_entry(tu, prec, m);
    return entry && entry->split_weight ? entry->split_weight : m;
}

int64_t ufft__blue_head_weight(const ufft__tuning *tu, ufft_precision prec, int64_t m)
{
    const ufft__blue_length *entry = list_entry(tu, prec, m);
    return entry && entry->head_weight ? entry->head_weight : m;
}

bool ufft__plan_bluestein_cluster(const ufft__problem *pb, const ufft__device_caps *caps,
                                  const ufft__tuning *tu, int64_t m3, int64_t *m, int *groups,
                                  ufft__schedule *s)
{
    uint32_t most = tu->blue_cluster < caps->max_cluster ? tu->blue_cluster : caps->max_cluster;
    int64_t pow2 = ufft__bluestein_length(pb->n);
    *m = pow2;
    *groups = 0;
    for (uint32_t C = 2; pow2 && C <= most && pow2 / C >= C; C *= 2) {
        int64_t p0 = pow2 / C;
        if (!ufft__plan_bluestein_fused(pb, caps, tu, p0, s))
            continue;
        const ufft__pass *ps = &s->pass[0];
        /* pow2 = C p0 is small here: C <= 8 groups of what one group holds */
        bool shorter = !m3 || !tu->blue_cluster_ratio ||
                       pow2 * 100 <= m3 * (int64_t)tu->blue_cluster_ratio;
        if (ps->cols == 1 && (p0 / C) % ps->threads_per_col == 0 && shorter) {
            *groups = (int)C;
            return true;
        }
    }
    memset(s, 0, sizeof *s);
    return false;
}

/* Whether a group of the pass gives each work-item the registers blue_three_regs_f32 /
 * _f64 asks (plan/tuning.h) out of one unit's. */
static bool three_registers(const ufft__problem *pb, const ufft__tuning *tu, const ufft__pass *ps)
{
    uint32_t more = pb->precision == UFFT_F64 ? tu->blue_three_regs_f64 : tu->blue_three_regs_f32;
    more = tu->blue_three_least && tu->blue_three_least < more ? tu->blue_three_least : more;
    if (!more || !tu->cu_regs)
        return true;
    uint64_t group = (uint64_t)ps->threads_per_col * (uint64_t)ps->cols;
    uint64_t regs = ufft__regs_per_item(ps->elems, pb->elem_bytes, false, more);
    return group * regs <= tu->cu_regs;
}

/* Groups per unit the pass asks for with blue_three_groups (plan/tuning.h): as many as
 * hold each work-item's words plus that many registers and `more` (ufft__unit_holds),
 * never fewer than its hint. */
static void fill_unit(const ufft__problem *pb, const ufft__device_caps *caps,
                      const ufft__tuning *tu, uint32_t more, ufft__pass *ps)
{
    if (!tu->blue_three_groups || !tu->cu_regs)
        return;
    uint64_t group = (uint64_t)ps->threads_per_col * (uint64_t)ps->cols;
    uint64_t regs =
        ufft__regs_per_item(ps->elems, pb->elem_bytes, false, tu->blue_three_groups + more);
    uint64_t g = ps->min_groups;
    /* 32: the most groups an NVIDIA unit (sm_50 on) keeps resident */
    while (g < 32 && ufft__unit_holds(tu, caps, g + 1, group, ps->local_bytes, regs))
        g++;
    ps->min_groups = (uint32_t)g;
}

/* widened_pass's whose groups give each work-item the registers blue_three_regs_f32 /
 * _f64 ask (three_registers). */
static bool columns_pass(const ufft__problem *pb, const ufft__device_caps *caps,
                         const ufft__tuning *tu, int64_t p, int cols, ufft__schedule *s)
{
    return widened_pass(pb, caps, tu, p, cols, s) && three_registers(pb, tu, &s->pass[0]);
}

/* Passes of lengths len[0..count-1] (count 2 or 3) stacked into one schedule for the
 * kernels of gen/bluestein_three.c: each a register pass of `cols` columns with the same
 * padding, their stage tables one after the other, W_m's (m the product) on pass 1. */
static bool stacked_passes(const ufft__problem *pb, const ufft__device_caps *caps,
                           const ufft__tuning *tu, const int64_t *len, int count, int cols,
                           ufft__schedule *s)
{
    /* one padding for the program's passes: the row's pad_bytes (as measured) */
    ufft__tuning same = *tu;
    same.odd_pad = 0;
    /* other lengths than powers of two skew their exchanges instead, where
     * exchange_skew says; powers of two keep the padding (H100: 0.96-0.99x unpadded) */
    if ((tu->three_unpadded >> (pb->precision == UFFT_F64) & 1) && !ufft__is_pow2(len[0]))
        same.pad_bytes = 0;
    ufft__schedule one[3];
    int64_t m = 1;
    for (int i = 0; i < count; i++) {
        if (!columns_pass(pb, caps, &same, len[i], cols, &one[i]) ||
            one[i].pass[0].pad_shift != one[0].pass[0].pad_shift)
            return false;
        m *= len[i];
    }
    memset(s, 0, sizeof *s);
    s->npasses = count;
    int64_t off = 0;
    for (int i = 0; i < count; i++) {
        s->pass[i] = one[i].pass[0];
        if (s->pass[i].tw_local >= 0)
            s->pass[i].tw_local += off;
        off += one[i].twiddle_count;
    }
    /* the middle kernel (the last pass's) holds both transforms' addresses: ptxas
     * spilled 100-190 bytes of f32 m = 2^21's (16 elements per work-item) at 64
     * registers */
    ufft__pass *mid = &s->pass[count - 1];
    if (mid->elems >= 16 && mid->min_groups > 1)
        mid->min_groups /= 2;
    for (int i = 0; i < count - 1; i++)
        fill_unit(pb, caps, tu, 0, &s->pass[i]);
    /* the five kernels' middle one twiddles on both sides of its transforms: ptxas
     * spilled f32 m = 288 x 512 x 256's (8 elements per work-item) at 48 registers, f64's
     * 216 bytes at 64, none with the elements' words more (64, 96) */
    uint32_t words = (uint32_t)ufft__regs_per_item(mid->elems, pb->elem_bytes, false, 1) - 1;
    if (mid->elems < 16)
        fill_unit(pb, caps, tu, count == 3 ? words : 0, mid);
    /* W_m = lo[r % split] * hi[r / split], as a pass of ns = m / p1 reads it */
    ufft__pass *ps = &s->pass[1];
    int64_t split = 1;
    while (split * split < m)
        split *= 2;
    ps->ns = m / ps->p;
    ps->tw_split = split;
    ps->tw_lo = off;
    ps->tw_hi = off + split;
    s->twiddle_count = off + split + (m + split - 1) / split;
    return true;
}

bool ufft__plan_three_passes(const ufft__problem *pb, const ufft__device_caps *caps,
                             const ufft__tuning *tu, int64_t p0, int64_t p1, int cols,
                             ufft__schedule *s)
{
    const int64_t len[2] = {p0, p1};
    return stacked_passes(pb, caps, tu, len, 2, cols, s);
}

/* The shortest m = p0 x p1 >= need of passes with cols columns: every power of two p1
 * with the shortest p0 in [p1 / 2, 2 p1] (neither pass long; a multiple of cols,
 * factors up to 7, or a power of two with pow2) that has a register pass; 0 if none. */
static int64_t three_search(const ufft__problem *pb, const ufft__device_caps *caps,
                            const ufft__tuning *tu, int64_t need, int cols, bool pow2,
                            int64_t *best_p0)
{
    int64_t best_p1 = 0;
    *best_p0 = 0;
    for (int64_t p1 = cols; p1 <= ((int64_t)1 << 13); p1 *= 2) {
        int64_t p0 = (need + p1 - 1) / p1;
        p0 = p0 < p1 / 2 ? p1 / 2 : p0;
        p0 = (p0 + cols - 1) / cols * cols;
        ufft__schedule t;
        for (int tries = 0; p0 <= 2 * p1 && tries < 48 && (!*best_p0 || p0 * p1 < *best_p0 * best_p1);
             p0 += cols) {
            if (pow2 ? !ufft__is_pow2(p0) : !smooth7(p0))
                continue;
            tries++;
            if (ufft__plan_three_passes(pb, caps, tu, p0, p1, cols, &t)) {
                *best_p0 = p0;
                best_p1 = p1;
                break;
            }
        }
    }
    return best_p1;
}

/* The column counts of the three kernels' groups, widest first: up to coalesce_bytes per
 * row of a strided access, at least 32 bytes; the first that `each` takes. */
static bool by_columns(const ufft__problem *pb, const ufft__device_caps *caps,
                       const ufft__tuning *tu, ufft__three_try each, void *arg)
{
    int64_t eb = (int64_t)pb->elem_bytes;
    int cols = 1;
    while ((int64_t)cols * 2 * eb <= (int64_t)tu->coalesce_bytes)
        cols *= 2;
    for (; (int64_t)cols * eb >= 32; cols /= 2)
        if (each(pb, caps, tu, cols, arg))
            return true;
    return false;
}

bool ufft__three_by_columns(const ufft__problem *pb, const ufft__device_caps *caps,
                            const ufft__tuning *tu, ufft__three_try each, void *arg)
{
    ufft__tuning strict = *tu;
    strict.blue_three_least = 0;
    if (by_columns(pb, caps, &strict, each, arg))
        return true;
    return tu->blue_three_least && by_columns(pb, caps, tu, each, arg);
}

/* Bluestein's convolution of at least `need` with groups of cols columns. */
typedef struct blue_three {
    int64_t need, *m;
    ufft__schedule *s;
} blue_three;

static bool blue_columns(const ufft__problem *pb, const ufft__device_caps *caps,
                         const ufft__tuning *tu, int cols, void *arg)
{
    const blue_three *b = arg;
    /* a p0 that is not a power of two where m is at most 0.8 of the powers of two's:
     * on the H100 m = 0.53..0.77 of it ran 1.04-1.73x faster, 0.75 (f32 12007: 192
     * x 128, 8 work-items per column) 0.93x, 0.98 (f64 1000003) 0.93x
     * (2026-11-24-h100-bluestein-three.md) */
    int64_t q0, q1 = three_search(pb, caps, tu, b->need, cols, true, &q0), p0 = q0, p1 = q1;
    if (!tu->blue_pow2) {
        int64_t r0, r1 = three_search(pb, caps, tu, b->need, cols, false, &r0);
        if (r1 && (!q1 || 5 * r0 * r1 <= 4 * q0 * q1)) {
            p0 = r0;
            p1 = r1;
        }
    }
    if (!p1 || !ufft__plan_three_passes(pb, caps, tu, p0, p1, cols, b->s))
        return false;
    *b->m = p0 * p1;
    return true;
}

bool ufft__plan_bluestein_three(const ufft__problem *pb, const ufft__device_caps *caps,
                                const ufft__tuning *tu, int64_t *m, ufft__schedule *s)
{
    memset(s, 0, sizeof *s);
    *m = 0;
    int64_t need;
    if (tu->blue_steps || !ufft__mul_i64(pb->n, 2, &need))
        return false;
    blue_three b = {need - 1, m, s};
    if (ufft__three_by_columns(pb, caps, tu, blue_columns, &b))
        return true;
    memset(s, 0, sizeof *s);
    return false;
}

/* Passes of a length-m row on this device, 0 where it cannot be planned. */
static int row_passes(const ufft__problem *pb, const ufft__device_caps *caps,
                      const ufft__tuning *tu, int64_t m)
{
    ufft__problem row;
    ufft__schedule s;
    if (!ufft__rows_problem(pb, m, 1, &row) ||
        ufft__plan_schedule_tuned(&row, caps, tu, &s, NULL) != UFFT_SUCCESS)
        return 0;
    return s.npasses;
}

/* The shortest m = p0 x p1 x p2 >= need of passes with cols columns: powers of two p1
 * and p2 neither over twice the other, with the shortest p0 (a multiple of cols, factors
 * up to 7, or a power of two with pow2) between half the shorter and twice the longer
 * that has a register pass; 0 if none. */
static int64_t five_search(const ufft__problem *pb, const ufft__device_caps *caps,
                           const ufft__tuning *tu, int64_t need, int cols, bool pow2,
                           int64_t len[3])
{
    int64_t best = 0;
    for (int64_t p2 = cols; p2 <= ((int64_t)1 << 13); p2 *= 2)
        for (int64_t p1 = p2 / 2 > cols ? p2 / 2 : cols; p1 <= 2 * p2 && p1 <= ((int64_t)1 << 13);
             p1 *= 2) {
            int64_t q = p1 * p2, lo = p1 < p2 ? p1 : p2, hi = p1 < p2 ? p2 : p1;
            int64_t p0 = (need + q - 1) / q;
            p0 = p0 < lo / 2 ? lo / 2 : p0;
            p0 = (p0 + cols - 1) / cols * cols;
            ufft__schedule t;
            for (int tries = 0; p0 <= 2 * hi && tries < 48 && (!best || p0 * q < best);
                 p0 += cols) {
                if (pow2 ? !ufft__is_pow2(p0) : !smooth7(p0))
                    continue;
                tries++;
                const int64_t try_len[3] = {p0, p1, p2};
                if (stacked_passes(pb, caps, tu, try_len, 3, cols, &t)) {
                    best = p0 * q;
                    memcpy(len, try_len, sizeof try_len);
                    break;
                }
            }
        }
    return best;
}

typedef struct blue_five {
    int64_t need, m;
    ufft__schedule *s;
} blue_five;

static bool five_columns(const ufft__problem *pb, const ufft__device_caps *caps,
                         const ufft__tuning *tu, int cols, void *arg)
{
    blue_five *b = arg;
    /* a p0 that is not a power of two where m is at most 0.8 of the powers of two's, as
     * for the three kernels */
    int64_t q[3], r[3], *len = q;
    int64_t mq = five_search(pb, caps, tu, b->need, cols, true, q), mr = 0;
    if (!tu->blue_pow2)
        mr = five_search(pb, caps, tu, b->need, cols, false, r);
    if (mr && (!mq || 5 * mr <= 4 * mq)) {
        len = r;
        mq = mr;
    }
    if (!mq || !stacked_passes(pb, caps, tu, len, 3, cols, b->s))
        return false;
    b->m = mq;
    return true;
}

double ufft__bluestein_steps_traffic(const ufft__problem *pb, const ufft__device_caps *caps,
                                     const ufft__tuning *tu, int64_t m)
{
    int k = row_passes(pb, caps, tu, m);
    return k ? (double)m * (4.0 + 4.0 * k) : 0.0;
}

bool ufft__plan_bluestein_five(const ufft__problem *pb, const ufft__device_caps *caps,
                               const ufft__tuning *tu, double steps_traffic, int64_t *m,
                               ufft__schedule *s)
{
    memset(s, 0, sizeof *s);
    *m = 0;
    int64_t need;
    if (!tu->blue_five || tu->blue_steps || !ufft__mul_i64(pb->n, 2, &need))
        return false;
    blue_five b = {need - 1, 0, s};
    /* the kernels index a row in 32 bits (gen/bluestein_three.c) */
    if (ufft__three_by_columns(pb, caps, tu, five_columns, &b) && b.m <= (int64_t)UINT32_MAX) {
        /* a reads x and writes the row, b, c and d read and write it, e reads it: 8 m
         * against the five steps' m (4 + 4 passes) */
        if ((tu->blue_five & 2) || steps_traffic <= 0.0 || 8.0 * (double)b.m < steps_traffic) {
            *m = b.m;
            return true;
        }
    }
    memset(s, 0, sizeof *s);
    return false;
}

int64_t ufft__bluestein_length(int64_t n)
{
    int64_t need, m = 1;
    if (n < 1 || !ufft__mul_i64(n, 2, &need))
        return 0;
    need -= 1;
    while (m < need) {
        if (m > INT64_MAX / 2)
            return 0;
        m *= 2;
    }
    return m;
}

int64_t ufft__bluestein_steps_length(const ufft__problem *pb, const ufft__device_caps *caps,
                                     const ufft__tuning *tu, double *traffic)
{
    int64_t pow2 = ufft__bluestein_length(pb->n);
    double pow2_cost = pow2 ? ufft__bluestein_steps_traffic(pb, caps, tu, pow2) : 0.0;
    if (traffic)
        *traffic = pow2_cost;
    if (pow2_cost <= 0.0 || tu->blue_pow2)
        return pow2;
    /* memory traffic in units of m: "in" writes the row, each FFT reads and writes it
     * once a pass, "mul" reads and writes it, "out" reads it; a 7-smooth m is taken
     * where that is at most 0.8 of the power of two's, the margin the three kernels'
     * smooth p0 needed on the H100 (2026-11-24-h100-bluestein-three.md) */
    int64_t need = 2 * pb->n - 1, best = pow2;
    double best_cost = 0.8 * pow2_cost;
    /* f * k where that stays below pow2, else pow2 (which ends the loop) */
#define NEXT(f, k) ((f) < pow2 / (k) ? (f) * (k) : pow2)
    for (int64_t f7 = 1; f7 < pow2; f7 = NEXT(f7, 7))
        for (int64_t f5 = f7; f5 < pow2; f5 = NEXT(f5, 5))
            for (int64_t f3 = f5; f3 < pow2; f3 = NEXT(f3, 3)) {
                int64_t m = f3;
                while (m < need)
                    m *= 2;
                /* at least 8 m: one pass each way */
                if (m >= pow2 || 8.0 * (double)m >= best_cost)
                    continue;
                double cost = ufft__bluestein_steps_traffic(pb, caps, tu, m);
                if (cost > 0.0 && cost < best_cost) {
                    best = m;
                    best_cost = cost;
                    if (traffic)
                        *traffic = cost;
                }
            }
#undef NEXT
    return best;
}

/* exp(-2 pi i e / w->n) from w's tables, in double where in_double (fp32 tables) */
static void root(const ufft__split_roots *w, bool in_double, int64_t e, long double *re,
                 long double *im)
{
    if (in_double) {
        double dr, di;
        ufft__split_root_d(w, e, &dr, &di);
        *re = dr;
        *im = di;
    } else {
        ufft__split_root(w, e, re, im);
    }
}

/* w[j] = exp(-i pi j^2 / n) = exp(-2 pi i (j^2 mod 2n) / 2n): exact integer reduction
 * keeps the argument small for every j; the root from tables of about sqrt(2n). */
static void chirp(const ufft__split_roots *w, bool in_double, int64_t j, long double *re,
                  long double *im)
{
    uint64_t two_n = (uint64_t)w->n;
    /* j^2 mod 2n without overflow: j < n < 2^62 needs 128-bit products */
    unsigned __int128 sq = (unsigned __int128)(uint64_t)j * (uint64_t)j;
    root(w, in_double, (int64_t)(sq % two_n), re, im);
}

/* What B's transform reads and where it writes. */
typedef struct spectrum {
    const ufft__split_roots *w;
    bool in_double;
    int64_t n, m, cols, mid, rest;
    ufft_precision prec;
    void *host;
} spectrum;

/* b[j] = b[m - j] = conj(w[j]) for j < n, 0 between */
static void kernel_source(int64_t j, void *arg, long double *re, long double *im)
{
    const spectrum *sp = arg;
    int64_t at = j < sp->n ? j : j > sp->m - sp->n ? sp->m - j : -1;
    if (at < 0) {
        *re = *im = 0;
        return;
    }
    chirp(sp->w, sp->in_double, at, re, im);
    *im = -*im;
}

static void spectrum_sink(int64_t k, long double re, long double im, void *arg)
{
    const spectrum *sp = arg;
    int64_t q = k / sp->cols;
    int64_t at = (k % sp->cols + sp->cols * (q % sp->mid)) * sp->rest + q / sp->mid;
    ufft__put_complex(sp->host, sp->prec, at, re / (long double)sp->m, im / (long double)sp->m);
}

ufft_status ufft__bluestein_tables(int64_t n, int64_t m, int64_t cols, int64_t mid,
                                   ufft_precision prec, void *host)
{
    ufft__split_roots w;
    bool in_double = prec == UFFT_F32; /* double carries 29 bits beyond fp32 */
    if (!ufft__split_roots_make(&w, 2 * n))
        return UFFT_ERROR_HOST_MEMORY;
    for (int64_t j = 0; j < n; j++) {
        long double cr, ci;
        chirp(&w, in_double, j, &cr, &ci);
        ufft__put_complex(host, prec, m + j, cr, ci);
    }
    spectrum sp = {&w, in_double, n, m, cols, mid, m / (cols * mid), prec, host};
    ufft_status st = ufft__host_dft_stream(m, in_double, kernel_source, spectrum_sink, &sp);
    ufft__split_roots_free(&w);
    return st;
}

ufft_status ufft__bluestein_coset_tables(int64_t n, int64_t m, int r, ufft_precision prec,
                                         void *host)
{
    ufft_status st = ufft__bluestein_tables(n, m, r, 1, prec, host);
    if (st != UFFT_SUCCESS)
        return st;
    ufft__split_roots w, wm;
    bool in_double = prec == UFFT_F32;
    if (!ufft__split_roots_make(&w, 2 * n))
        return UFFT_ERROR_HOST_MEMORY;
    if (!ufft__split_roots_make(&wm, m)) {
        ufft__split_roots_free(&w);
        return UFFT_ERROR_HOST_MEMORY;
    }
    for (int64_t j = 0; j < n; j++) {
        long double cr, ci;
        chirp(&w, in_double, j, &cr, &ci);
        for (int s = 0; s < r; s++) {
            /* W_m^(s j) from s j mod m, so its argument stays below 2 pi */
            int64_t e = (int64_t)(((unsigned __int128)(uint64_t)s * (uint64_t)j) % (uint64_t)m);
            long double wr, wi;
            root(&wm, in_double, e, &wr, &wi);
            /* F_s = w W_m^(s j), G_s = w conj(W_m^(s j)) */
            ufft__put_complex(host, prec, m + s * n + j, cr * wr - ci * wi, cr * wi + ci * wr);
            ufft__put_complex(host, prec, m + (r + s) * n + j, cr * wr + ci * wi, ci * wr - cr * wi);
        }
    }
    ufft__split_roots_free(&wm);
    ufft__split_roots_free(&w);
    return UFFT_SUCCESS;
}

void ufft__bluestein_cluster_twiddles(int64_t m, int groups, ufft_precision prec, void *host)
{
    int64_t p0 = m / groups;
    for (int64_t r = 0; r < groups; r++)
        ufft__twiddle_row(host, prec, r * p0, p0, r, m);
}
