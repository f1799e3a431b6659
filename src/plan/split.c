/* Split plans (plan/plan.h, ufft__split): a length with one large prime factor q as
 * Rader's or Bluestein's kernel for q followed by the Stockham passes of the rest; with
 * several (split_composite), q their product, Bluestein's. */
#include <string.h>

#include "plan/limits.h"
#include "plan/plan.h"
#include "util/checked.h"

/* The product of n's prime factors above max_prime, with their multiplicity, and in
 * *count how many there are (a composite head with split_composite where several). */
static int64_t large_part(int64_t n, int64_t max_prime, int *count)
{
    int64_t h = 1;
    *count = 0;
    for (int64_t f = 2; f * f <= n; f++)
        for (; n % f == 0; n /= f)
            if (f > max_prime) {
                h *= f;
                ++*count;
            }
    if (n > max_prime) {
        h *= n;
        ++*count;
    }
    return h;
}

/* The prime factor of n above max_prime where there is exactly one, once; else 0. */
static int64_t single_large_prime(int64_t n, int64_t max_prime)
{
    int count;
    int64_t q = large_part(n, max_prime, &count);
    return count == 1 ? q : 0;
}

/* The knobs a split's head is planned with: the routes and ratios weigh Rader against
 * Bluestein in one kernel for a prime length; here the alternative is Bluestein of the
 * whole length, so Rader's kernel wherever it takes q. */
static ufft__tuning head_tuning(const ufft__tuning *tu)
{
    ufft__tuning ht = *tu;
    ht.routes_f32 = ht.routes_f64 = NULL;
    ht.rader_ratio = 0;
    ht.rader_max_prime = ht.rader_max_elems = 0;
    return ht;
}

/* The head's problem: length q over the n / q columns of each row of the batch. */
static bool head_rows(const ufft__problem *pb, int64_t q, ufft__problem *rows)
{
    *rows = *pb;
    rows->n = q;
    return ufft__mul_i64(pb->n / q, pb->batch, &rows->batch);
}

/* Whether Rader's pass ps holds too many words per work-item for a column kernel
 * (split_rader_words): its butterflies' elements, in registers also where its stages
 * exchange through local memory, and beside them the prime butterflies' pair sums and
 * differences. f64 59's pass of 29 elements spilled 96 bytes at 255 registers, one
 * group of 128 work-items per unit (H100). */
static bool rader_too_wide(const ufft__tuning *tu, const ufft__problem *rows, const ufft__pass *ps)
{
    return tu->split_rader_words &&
           (uint64_t)ps->elems * (rows->elem_bytes / 4) >= tu->split_rader_words;
}

/* Pass 0's kernel for q over rows.batch columns: Rader's where it takes q, else
 * Bluestein's in one kernel, read through local memory (its direct I/O reads one row's
 * elements side by side, here S apart). */
static bool plan_head(const ufft__problem *rows, const ufft__device_caps *caps,
                      const ufft__tuning *ht, ufft__split *sp)
{
    sp->m = 0;
    if (ufft__plan_rader_fused(rows, caps, ht, &sp->head, &sp->g) &&
        !rader_too_wide(ht, rows, &sp->head.pass[0]))
        return true;
    sp->g = 0;
    if (!ht->split_blue || !ufft__plan_bluestein_head(rows, caps, ht, &sp->m, &sp->head)) {
        sp->m = 0;
        return false;
    }
    sp->head.pass[0].direct_io = false;
    return true;
}

/* plan_head, with at least the row's coalesce_bytes of neighbouring columns per group
 * where a group can take them: the kernel's loads read the group's rows side by side. */
static bool plan_head_wide(const ufft__problem *rows, const ufft__device_caps *caps,
                           ufft__tuning ht, ufft__split *sp)
{
    if (!plan_head(rows, caps, &ht, sp))
        return false;
    int min_cols = ufft__row_cols(ht.coalesce_bytes, rows->elem_bytes);
    const ufft__pass *hp = &sp->head.pass[0];
    uint32_t wide = (uint32_t)min_cols * (uint32_t)hp->threads_per_col;
    uint32_t wide_groups = rows->precision == UFFT_F64 && ht.head_wide_groups_f64
                               ? ht.head_wide_groups_f64
                               : ht.head_wide_groups;
    if (hp->cols < min_cols && wide <= ht.max_threads && wide <= caps->max_group_size) {
        ufft__split more = {0};
        ht.threads = wide;
        if (plan_head(rows, caps, &ht, &more) && more.m == sp->m &&
            more.head.pass[0].cols > hp->cols &&
            (uint64_t)wide_groups * more.head.pass[0].local_bytes <= caps->local_mem)
            *sp = more;
    }
    return true;
}

/* How Bluestein of the whole length would run, as large_prime_create plans it: 1 in one
 * group, C on a cluster of C groups, 0 in three kernels, -1 in five steps. A composite
 * head pays for the pass it adds only against three kernels: on the H100 f32 / f64
 * 15123 = 3 x 71^2, whose whole length runs on a cluster, split ran 0.56x / 0.82x of it
 * (2026-11-27-h100-split-composite.md). */
static int whole_groups(const ufft__problem *pb, const ufft__device_caps *caps,
                        const ufft__tuning *tu, int64_t *cluster_m)
{
    ufft__schedule s;
    int64_t m = 0, m3 = 0, mc;
    int groups;
    *cluster_m = 0;
    if (ufft__plan_bluestein(pb, caps, tu, &m, &s))
        return 1;
    bool three = m && ufft__plan_bluestein_three(pb, caps, tu, &m3, &s);
    if (m && ufft__plan_bluestein_cluster(pb, caps, tu, three ? m3 : 0, &mc, &groups, &s)) {
        *cluster_m = mc;
        return groups;
    }
    return three ? 0 : -1;
}

/* The kernel for prime (or composite, Bluestein's) q over the n / q columns of each row
 * as plan_head_wide plans it, into k, with the padding pad_shift of the passes around
 * it: the program has one (odd_pad spares single passes only), and Bluestein's measured
 * convolution lengths may carry their own, then the power of two with the row's. */
static bool plan_columns_kernel(const ufft__problem *pb, const ufft__device_caps *caps,
                                const ufft__tuning *tu, int64_t q, int pad_shift, ufft__split *k)
{
    ufft__problem rows;
    if (!head_rows(pb, q, &rows))
        return false;
    ufft__tuning ht = head_tuning(tu);
    ht.odd_pad = 0;
    if (!plan_head_wide(&rows, caps, ht, k))
        return false;
    if (k->m && k->head.pass[0].pad_shift != pad_shift) {
        ht.blue_pow2 = 1;
        if (!plan_head_wide(&rows, caps, ht, k))
            return false;
    }
    if (k->head.pass[0].pad_shift != pad_shift)
        return false;
    /* more groups per unit than the kernel's own hint, where local memory and a unit's
     * work-items (twice the largest group, as ufft__group_hint counts them) hold them,
     * whatever their registers */
    ufft__pass *kp = &k->head.pass[0];
    uint32_t more = kp->min_groups + tu->split_groups;
    uint32_t below = pb->precision == UFFT_F64 ? tu->split_groups_below_f64
                                               : tu->split_groups_below_f32;
    if (tu->split_groups && (!below || q < below) &&
        ufft__unit_holds(tu, caps, more, (uint64_t)kp->cols * (uint64_t)kp->threads_per_col,
                         kp->local_bytes, 0))
        kp->min_groups = more;
    return true;
}

/* Pass ps of the schedule takes kernel k's shape, and k's stage tables follow the
 * schedule's in the program's one table. */
static void place_kernel(ufft__schedule *s, ufft__pass *ps, ufft__schedule *k)
{
    const ufft__pass *kp = &k->pass[0];
    ps->cols = kp->cols;
    ps->threads_per_col = kp->threads_per_col;
    ps->elems = kp->elems;
    ps->local_bytes = kp->local_bytes;
    ps->min_groups = kp->min_groups;
    k->idx64 = s->idx64;
    if (k->pass[0].tw_local >= 0)
        k->pass[0].tw_local += s->twiddle_count;
    s->twiddle_count += k->twiddle_count;
}

static int64_t largest_prime_factor(int64_t n)
{
    int64_t p = 1;
    for (int64_t f = 2; f * f <= n; f++)
        for (; n % f == 0; n /= f)
            p = f;
    return n > 1 ? n : p;
}

/* n = q1 q2 S with q1 >= q2 the two prime factors above the codelets: the head for q1,
 * S's passes, the tail for q2 (ufft__split.tail_q). */
static bool plan_split_tail(const ufft__problem *pb, const ufft__device_caps *caps,
                            const ufft__tuning *tu, int64_t q, ufft__split *sp, ufft__schedule *s)
{
    int64_t q1 = largest_prime_factor(q), q2 = q / q1;
    ufft__split tail;
    memset(sp, 0, sizeof *sp);
    memset(&tail, 0, sizeof tail);
    if (q1 >= UFFT__RADER_FUSED_LIMIT ||
        ufft__plan_schedule_after(pb, caps, tu, q1, q2, s, NULL) != UFFT_SUCCESS ||
        !plan_columns_kernel(pb, caps, tu, q1, s->pass[1].pad_shift, sp) ||
        !plan_columns_kernel(pb, caps, tu, q2, s->pass[1].pad_shift, &tail)) {
        memset(sp, 0, sizeof *sp);
        return false;
    }
    place_kernel(s, &s->pass[0], &sp->head);
    sp->tail = tail.head;
    place_kernel(s, &s->pass[s->npasses - 1], &sp->tail);
    sp->q = q1;
    sp->tail_q = q2;
    sp->tail_g = tail.g;
    sp->tail_m = tail.m;
    return true;
}

/* A head for q (one large prime, or with `composite` the product of several) and S's
 * passes. */
static bool plan_split_head(const ufft__problem *pb, const ufft__device_caps *caps,
                            const ufft__tuning *tu, int64_t q, bool composite, ufft__split *sp,
                            ufft__schedule *s)
{
    memset(sp, 0, sizeof *sp);
    if (q == pb->n || q >= UFFT__RADER_FUSED_LIMIT ||
        ufft__plan_schedule_after(pb, caps, tu, q, 1, s, NULL) != UFFT_SUCCESS ||
        !plan_columns_kernel(pb, caps, tu, q, s->pass[1].pad_shift, sp) ||
        (composite && sp->m > tu->split_composite))
        return false;
    place_kernel(s, &s->pass[0], &sp->head);
    sp->q = q;
    return true;
}

bool ufft__plan_split(const ufft__problem *pb, const ufft__device_caps *caps,
                      const ufft__tuning *tu, ufft__split *sp, ufft__schedule *s)
{
    memset(sp, 0, sizeof *sp);
    int count;
    int64_t q = large_part(pb->n, ufft__max_prime(tu, pb->precision), &count);
    if (!ufft__split_m(tu, pb->precision) || count == 0)
        return false;
    if (count == 1)
        return plan_split_head(pb, caps, tu, q, false, sp, s);
    /* several prime factors above the codelets: Bluestein's kernel of their product
     * (plan_head takes Rader's for primes only) where Bluestein of the whole length
     * takes three kernels */
    int64_t cluster_m;
    int whole = whole_groups(pb, caps, tu, &cluster_m);
    bool composite = whole == 0 && tu->split_composite && tu->split_blue &&
                     plan_split_head(pb, caps, tu, q, true, sp, s);
    /* two: a head and a tail instead, except where the composite head convolves over a
     * power of two, or where the whole length runs in one kernel unless n is the two
     * primes and that kernel spans split_tail groups or more. On the H100 the tail ran
     * 1.51x / 1.26x faster than three kernels of the whole length (f32 22 lengths, f64
     * 17), 0.78x / 0.62x of a composite head of m = 16384 / 8192 (10, 4), 1.20x / 1.28x
     * of other composite heads (8 each); for n = q1 q2, 0.56x / 0.70x of one group, 0.79x
     * / 0.95x of a cluster of 2 groups, 1.24x / 1.19x of 4 (8 each)
     * (2026-11-27-h100-split-tail.md). */
    uint32_t ratio = pb->precision == UFFT_F64 ? tu->split_tail_ratio_f64
                                               : tu->split_tail_ratio_f32;
    bool beside_one = q == pb->n && (whole >= (int)tu->split_tail ||
                                     (ratio && whole > 1 && cluster_m * 10 >= (int64_t)ratio * pb->n));
    if (count == 2 && tu->split_tail && !(composite && ufft__is_pow2(sp->m)) &&
        (whole <= 0 || beside_one)) {
        ufft__split tail;
        ufft__schedule ts;
        if (plan_split_tail(pb, caps, tu, q, &tail, &ts)) {
            *sp = tail;
            *s = ts;
            return true;
        }
    }
    return composite;
}

/* S's step runs as one codelet on S values per work-item, S up to the generic passes'
 * largest radix: on the H100 the steps of primes 37..61 (their groups of as many
 * columns) ran 0.43-0.77x of Bluestein of the whole length
 * (bench/results/2026-11-25-h100-split-one.md). */
static bool step_codelet(int64_t S)
{
    return S <= UFFT__MAX_GENERIC_RADIX;
}

/* The head of a split in one kernel for q over rows->batch columns: Rader's kernel
 * where it takes q as a register pass (whatever the row's routes for prime lengths say:
 * those weigh it against Bluestein of q alone), else Bluestein's as a register pass. On
 * the H100 Rader heads of a register pass ran 1.170x (f32, 50 lengths) / 1.203x (f64, 33)
 * faster than Bluestein of the whole length, those of a generic pass 1.074x / 1.015x with
 * a third to two fifths of them slower (2026-11-25-h100-split-one-rader.csv.gz). *g the
 * generator (0 for Bluestein), *mq its convolution length (0 for Rader). */
static bool plan_one_head(const ufft__problem *rows, const ufft__device_caps *caps,
                          const ufft__tuning *tu, ufft__schedule *head, int64_t *g, int64_t *mq)
{
    ufft__tuning ht = head_tuning(tu);
    *mq = 0;
    if (ufft__plan_rader_fused(rows, caps, &ht, head, g) && !head->pass[0].generic)
        return true;
    *g = 0;
    return tu->split_blue && ufft__plan_bluestein_head(rows, caps, tu, mq, head) &&
           !head->pass[0].generic;
}

/* Whether the row lists n as slower split in one kernel. */
static bool listed_off(const ufft__tuning *tu, const ufft__problem *pb)
{
    const uint32_t *off = pb->precision == UFFT_F64 ? tu->split_one_off_f64 : tu->split_one_off_f32;
    return tu->split_one_listed && ufft__in_list(off, pb->n);
}

bool ufft__plan_split_one(const ufft__problem *pb, const ufft__device_caps *caps,
                          const ufft__tuning *tu, int64_t m, ufft__split *sp, ufft__schedule *s)
{
    memset(sp, 0, sizeof *sp);
    if (listed_off(tu, pb))
        return false;
    int64_t max_prime = ufft__max_prime(tu, pb->precision);
    int64_t q = tu->split_one ? single_large_prime(pb->n, max_prime) : 0;
    if (!q || q == pb->n || !step_codelet(pb->n / q))
        return false;
    int64_t S = pb->n / q;
    ufft__problem rows;
    if (!head_rows(pb, q, &rows))
        return false;
    ufft__schedule head;
    int64_t g, mq;
    /* each column's convolution: Rader's q - 1, Bluestein's m_q (as its list weighs it) */
    if (!plan_one_head(&rows, caps, tu, &head, &g, &mq) ||
        S * (mq ? ufft__blue_head_weight(tu, pb->precision, mq) : q - 1) * 100 >
            (int64_t)tu->split_one * m)
        return false;
    /* whole rows per group, as many as the row's group width holds (at least one): the
     * pass widened, its columns' layout independent of their count (a pass whose
     * columns interleave, load_cols_fastest, planned again with one column) */
    int64_t R = head.pass[0].cols / S > 1 ? head.pass[0].cols / S : 1, g1, m1;
    sp->head = head;
    if (head.pass[0].load_cols_fastest) {
        ufft__tuning narrow = *tu;
        narrow.threads = (uint32_t)head.pass[0].threads_per_col;
        if (!plan_one_head(&rows, caps, &narrow, &sp->head, &g1, &m1) || g1 != g || m1 != mq)
            return false;
    }
    ufft__pass *hp = &sp->head.pass[0];
    size_t per_col = hp->local_bytes / (size_t)hp->cols, local = (size_t)(R * S) * per_col;
    int64_t threads = R * S * hp->threads_per_col;
    if (hp->threads_per_col != head.pass[0].threads_per_col || hp->load_cols_fastest ||
        per_col == 0 || per_col * (size_t)hp->cols != hp->local_bytes || local > tu->local_bytes ||
        local > caps->local_mem || threads > (int64_t)tu->max_threads ||
        threads > (int64_t)caps->max_group_size) {
        memset(sp, 0, sizeof *sp);
        return false;
    }
    /* the launch bound of the widened group, less what Bluestein's list took off its
     * own (Rader's kernel takes one group off for one column; widened, taking it off too
     * ran its heads 0.90-0.93x: 2026-11-25-h100-split-one.md) */
    uint32_t hint = ufft__group_hint(tu, caps, &rows, hp);
    uint32_t cut = mq && hint > hp->min_groups ? hint - hp->min_groups : 0;
    hp->local_bytes = local;
    uint32_t cols = (uint32_t)(R * S);
    hp->cols = (int)cols;
    hint = ufft__group_hint(tu, caps, &rows, hp);
    hp->min_groups = hint > cut ? hint - cut : 1;
    /* Bluestein's reads x straight from device memory (gen/bluestein_fused.c), Rader's
     * through lds for its permutation; X through lds, where the step reads its S inputs */
    hp->direct_io = mq != 0;
    memset(s, 0, sizeof *s);
    s->npasses = 1;
    s->pass[0] = *hp;
    s->pass[0].p = q;
    s->idx64 = sp->head.idx64;
    s->twiddle_count = sp->head.twiddle_count;
    s->route[0] = UFFT__BUF_IN;
    s->route[1] = UFFT__BUF_OUT;
    sp->q = q;
    sp->g = g;
    sp->m = mq;
    sp->one = true;
    return true;
}

void ufft__split_twiddles(int64_t q, int64_t S, ufft_precision prec, void *host)
{
    for (int64_t j = 1; j < S; j++)
        ufft__twiddle_row(host, prec, (j - 1) * q, q, j, q * S);
}
