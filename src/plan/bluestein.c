/* Bluestein's plan: the convolution length, whether it runs in one kernel, and its
 * tables on the host, in long double: the chirp, and the transform of the convolution
 * kernel by an iterative radix-2 FFT (m is a power of two), so the only rounding of B
 * is the final one to the working precision. */
#include <stdlib.h>
#include <string.h>

#include "plan/plan.h"
#include "util/checked.h"

bool ufft__plan_bluestein_fused(const ufft__problem *pb, const ufft__device_caps *caps,
                                const ufft__tuning *tu, int64_t m, ufft__schedule *s)
{
    ufft__problem sub = *pb;
    ufft__schedule one;
    memset(s, 0, sizeof *s);
    sub.n = m;
    sub.placement = UFFT_IN_PLACE;
    sub.istride = sub.ostride = 1;
    sub.idist = sub.odist = m;
    if (!ufft__mul_i64(m, pb->batch, &sub.in_extent))
        return false;
    sub.out_extent = sub.in_extent;
    if (ufft__plan_schedule_tuned(&sub, caps, tu, &one, NULL) != UFFT_SUCCESS ||
        one.npasses != 1 || one.pass[0].generic)
        return false;
    /* the kernel indexes the caller's layout only; local indices are 32-bit */
    int64_t span = pb->in_extent > pb->out_extent ? pb->in_extent : pb->out_extent;
    one.idx64 = span >= ((int64_t)1 << 31);
    *s = one;
    return true;
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

/* In-place forward FFT (exp(-2 pi i jk/m)) of m = 2^k points, natural order. */
static void fft_pow2(long double *re, long double *im, int64_t m)
{
    for (int64_t i = 1, j = 0; i < m; i++) { /* bit reversal */
        int64_t bit = m >> 1;
        for (; j & bit; bit >>= 1)
            j ^= bit;
        j |= bit;
        if (i < j) {
            long double t = re[i];
            re[i] = re[j];
            re[j] = t;
            t = im[i];
            im[i] = im[j];
            im[j] = t;
        }
    }
    for (int64_t len = 2; len <= m; len *= 2)
        for (int64_t k = 0; k < len / 2; k++) {
            long double wr, wi;
            ufft__unit_root(k, len, &wr, &wi);
            for (int64_t s = 0; s < m; s += len) {
                int64_t a = s + k, b = a + len / 2;
                long double xr = re[b] * wr - im[b] * wi, xi = re[b] * wi + im[b] * wr;
                re[b] = re[a] - xr;
                im[b] = im[a] - xi;
                re[a] += xr;
                im[a] += xi;
            }
        }
}

ufft_status ufft__bluestein_tables(int64_t n, int64_t m, ufft_precision prec, void *host)
{
    long double *re = calloc((size_t)m, sizeof *re), *im = calloc((size_t)m, sizeof *im);
    if (!re || !im) {
        free(re);
        free(im);
        return UFFT_ERROR_HOST_MEMORY;
    }
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
    fft_pow2(re, im, m);
    for (int64_t k = 0; k < m; k++)
        ufft__put_complex(host, prec, k, re[k] / (long double)m, im[k] / (long double)m);
    free(re);
    free(im);
    return UFFT_SUCCESS;
}
