/* Bluestein's plan: the convolution length, whether it runs in one kernel, and its
 * tables on the host, in long double: the chirp, and the transform of the convolution
 * kernel (ufft__host_dft), so the only sizeable rounding of B is the final one to the
 * working precision. */
#include <stdlib.h>
#include <string.h>

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
    /* the fused kernels exchange whole elements through buffers of their own */
    ufft__tuning whole = *tu;
    whole.split_exchange = 0;
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
    if (ufft__plan_fused_pass(pb, caps, tu, m, s) && !s->pass[0].generic)
        return true;
    memset(s, 0, sizeof *s);
    return false;
}

bool ufft__plan_bluestein(const ufft__problem *pb, const ufft__device_caps *caps,
                          const ufft__tuning *tu, int64_t *m, ufft__schedule *s)
{
    int64_t pow2 = ufft__bluestein_length(pb->n);
    *m = pow2;
    if (!pow2)
        return false;
    int64_t need = 2 * pb->n - 1;
    const ufft__blue_length *list = pb->precision == UFFT_F64 ? tu->blue_f64 : tu->blue_f32;
    if (tu->blue_m) {
        /* the kernel's guards know only m / 4 < n <= (m + 1) / 2 */
        if (tu->blue_m >= need && tu->blue_m / 4 < pb->n &&
            ufft__plan_bluestein_fused(pb, caps, tu, tu->blue_m, s)) {
            *m = tu->blue_m;
            return true;
        }
    } else if (list && !tu->blue_pow2) {
        for (; list->m; list++)
            if (list->m >= need && list->m < pow2 &&
                ufft__plan_bluestein_fused(pb, caps, tu, list->m, s)) {
                if (list->groups && list->groups < s->pass[0].min_groups)
                    s->pass[0].min_groups = list->groups;
                *m = list->m;
                return true;
            }
    }
    return ufft__plan_bluestein_fused(pb, caps, tu, pow2, s);
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

/* w[j] = exp(-i pi j^2 / n) = exp(-2 pi i (j^2 mod 2n) / 2n): exact integer reduction
 * keeps the argument small for every j. */
static void chirp(int64_t j, int64_t n, long double *re, long double *im)
{
    int64_t two_n = 2 * n;
    /* j^2 mod 2n without overflow: j < n < 2^62 needs 128-bit products */
    unsigned __int128 sq = (unsigned __int128)(uint64_t)j * (uint64_t)j;
    int64_t r = (int64_t)(sq % (unsigned __int128)(uint64_t)two_n);
    ufft__unit_root(r, two_n, re, im);
}

ufft_status ufft__bluestein_tables(int64_t n, int64_t m, ufft_precision prec, void *host)
{
    long double *re = calloc((size_t)m, sizeof *re), *im = calloc((size_t)m, sizeof *im);
    long double *sre = malloc((size_t)m * sizeof *sre), *sim = malloc((size_t)m * sizeof *sim);
    ufft_status st = UFFT_ERROR_HOST_MEMORY;
    if (re && im && sre && sim) {
        for (int64_t j = 0; j < n; j++) {
            long double cr, ci;
            chirp(j, n, &cr, &ci);
            ufft__put_complex(host, prec, m + j, cr, ci);
            re[j] = cr; /* b[j] = conj(w[j]) */
            im[j] = -ci;
            if (j > 0) {
                re[m - j] = cr;
                im[m - j] = -ci;
            }
        }
        st = ufft__host_dft(re, im, m, sre, sim);
    }
    for (int64_t k = 0; st == UFFT_SUCCESS && k < m; k++)
        ufft__put_complex(host, prec, k, sre[k] / (long double)m, sim[k] / (long double)m);
    free(re);
    free(im);
    free(sre);
    free(sim);
    return st;
}
