/* The forward DFT of any length on the host, in long double, for the spectra of the
 * convolution kernels that Bluestein and Rader multiply by on the device: mixed-radix
 * decimation in time on the smallest prime factor, every twiddle an exact root from one
 * table of n roots (ufft__unit_root), so the spectrum's only sizeable rounding is the
 * final one to the working precision. O(n * sum of the prime factors). */
#include <stdlib.h>

#include "plan/plan.h"

typedef struct dft {
    long double *re, *im;     /* the data, transformed in place */
    long double *wre, *wim;   /* w[k] = exp(-2 pi i k / n), k < n */
    long double *tre, *tim;   /* one butterfly's inputs, up to the largest prime */
    const long double *xre, *xim; /* the input */
    int64_t n;
} dft;

static int64_t smallest_factor(int64_t n)
{
    for (int64_t f = 2; f * f <= n; f++)
        if (n % f == 0)
            return f;
    return n;
}

/* y[0..len) = DFT_len of x[off + j*stride], j < len; w step n/len. */
static void rec(dft *d, int64_t off, int64_t stride, int64_t y, int64_t len)
{
    if (len == 1) {
        d->re[y] = d->xre[off];
        d->im[y] = d->xim[off];
        return;
    }
    int64_t r = smallest_factor(len), m = len / r, wstep = d->n / len;
    for (int64_t j = 0; j < r; j++)
        rec(d, off + j * stride, stride * r, y + j * m, m);
    /* X[k + m s] = sum_j (Y_j[k] w_len^{jk}) w_r^{js}: in place over y[j m + k] */
    for (int64_t k = 0; k < m; k++) {
        for (int64_t j = 0; j < r; j++) {
            int64_t at = y + j * m + k, e = (j * k % len) * wstep;
            long double ar = d->re[at], ai = d->im[at];
            d->tre[j] = ar * d->wre[e] - ai * d->wim[e];
            d->tim[j] = ar * d->wim[e] + ai * d->wre[e];
        }
        for (int64_t s = 0; s < r; s++) {
            long double sr = 0, si = 0;
            for (int64_t j = 0; j < r; j++) {
                int64_t e = (j * s % r) * (d->n / r);
                sr += d->tre[j] * d->wre[e] - d->tim[j] * d->wim[e];
                si += d->tre[j] * d->wim[e] + d->tim[j] * d->wre[e];
            }
            d->re[y + k + s * m] = sr;
            d->im[y + k + s * m] = si;
        }
    }
}

ufft_status ufft__host_dft(const long double *xre, const long double *xim, int64_t n,
                           long double *re, long double *im)
{
    int64_t big = 1;
    for (int64_t left = n; left > 1;) {
        int64_t f = smallest_factor(left);
        big = f > big ? f : big;
        left /= f;
    }
    dft d = {.re = re, .im = im, .xre = xre, .xim = xim, .n = n};
    d.wre = malloc((size_t)n * sizeof *d.wre);
    d.wim = malloc((size_t)n * sizeof *d.wim);
    d.tre = malloc((size_t)big * sizeof *d.tre);
    d.tim = malloc((size_t)big * sizeof *d.tim);
    ufft_status st = UFFT_ERROR_HOST_MEMORY;
    if (d.wre && d.wim && d.tre && d.tim) {
        for (int64_t k = 0; k < n; k++)
            ufft__unit_root(k, n, &d.wre[k], &d.wim[k]);
        rec(&d, 0, 1, 0, n);
        st = UFFT_SUCCESS;
    }
    free(d.wre);
    free(d.wim);
    free(d.tre);
    free(d.tim);
    return st;
}
