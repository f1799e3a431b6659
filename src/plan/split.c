/* Split plans (plan/plan.h, ufft__split): a length with one large prime factor q as
 * Rader's kernel for q followed by the Stockham passes of the rest. */
#include <string.h>

#include "plan/plan.h"
#include "util/checked.h"

/* The prime factor of n above max_prime where there is exactly one, once; else 0. */
static int64_t single_large_prime(int64_t n, int64_t max_prime)
{
    int64_t q = 0;
    for (int64_t f = 2; f * f <= n; f++)
        for (; n % f == 0; n /= f)
            if (f > max_prime) {
                if (q)
                    return 0;
                q = f;
            }
    if (n > max_prime) {
        if (q)
            return 0;
        q = n;
    }
    return q;
}

bool ufft__plan_split(const ufft__problem *pb, const ufft__device_caps *caps,
                      const ufft__tuning *tu, ufft__split *sp, ufft__schedule *s)
{
    memset(sp, 0, sizeof *sp);
    int64_t q = tu->split_m ? single_large_prime(pb->n, ufft__max_prime(tu, pb->precision)) : 0;
    if (!q || q == pb->n || q >= UFFT__RADER_FUSED_LIMIT)
        return false;
    ufft__problem rows = *pb;
    rows.n = q;
    if (!ufft__mul_i64(pb->n / q, pb->batch, &rows.batch))
        return false;
    ufft__tuning ht = *tu;
    /* the routes and ratios weigh Rader against Bluestein in one kernel for a prime
     * length; here the alternative is Bluestein of the whole length */
    ht.routes_f32 = ht.routes_f64 = NULL;
    ht.rader_ratio = 0;
    ht.rader_max_prime = ht.rader_max_elems = 0;
    /* the program has one padding: the passes' (odd_pad spares single passes only) */
    ht.odd_pad = 0;
    if (!ufft__plan_rader_fused(&rows, caps, &ht, &sp->head, &sp->g))
        return false;
    /* its loads read the group's rows side by side: at least the row's coalesce_bytes of
     * neighbouring columns where a group can take them */
    int min_cols = 1;
    while ((uint32_t)min_cols * pb->elem_bytes < tu->coalesce_bytes)
        min_cols *= 2;
    const ufft__pass *hp = &sp->head.pass[0];
    uint32_t wide = (uint32_t)min_cols * (uint32_t)hp->threads_per_col;
    if (hp->cols < min_cols && wide <= tu->max_threads && wide <= caps->max_group_size) {
        ufft__schedule more;
        int64_t g;
        ht.threads = wide;
        if (ufft__plan_rader_fused(&rows, caps, &ht, &more, &g) && more.pass[0].cols > hp->cols)
            sp->head = more;
    }
    if (ufft__plan_schedule_after(pb, caps, tu, q, s, NULL) != UFFT_SUCCESS ||
        hp->pad_shift != s->pass[1].pad_shift)
        return false;
    ufft__pass *p0 = &s->pass[0];
    p0->cols = hp->cols;
    p0->threads_per_col = hp->threads_per_col;
    p0->elems = hp->elems;
    p0->local_bytes = hp->local_bytes;
    p0->min_groups = hp->min_groups;
    sp->head.idx64 = s->idx64;
    /* one table for the program: the passes', Rader's stages' after them (filled from
     * sp->head at these offsets), then its spectra */
    if (sp->head.pass[0].tw_local >= 0)
        sp->head.pass[0].tw_local += s->twiddle_count;
    s->twiddle_count += sp->head.twiddle_count;
    sp->q = q;
    return true;
}
