/* The forward DFT of any length on the host, in long double, for the spectra of the
 * convolution kernels that Bluestein and Rader multiply by on the device: mixed-radix
 * decimation in time on radix 4 or the smallest prime factor, every twiddle an exact root from one
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

/* Y_j[k] w_len^(jk) for the radix's j < r, into d->tre/tim: j*k < r*m = len, so the
 * root's index needs no reduction. */
static void twiddle_inputs(dft *d, int64_t y, int64_t k, int64_t r, int64_t m, int64_t wstep)
{
    for (int64_t j = 0; j < r; j++) {
        int64_t at = y + j * m + k, e = j * k * wstep;
        long double ar = d->re[at], ai = d->im[at];
        d->tre[j] = ar * d->wre[e] - ai * d->wim[e];
        d->tim[j] = ar * d->wim[e] + ai * d->wre[e];
    }
}

/* y[0..len) = DFT_len of x[off + j*stride], j < len; w step n/len. Radix 4 where 4
 * divides len, else the smallest prime factor. Radices 2 and 4 take their butterflies
 * by additions alone (w_4 = -i) instead of r^2 root products: Bluestein's spectrum of
 * m = 2^22 had taken 4 s of plan creation in 22 levels of radix 2. */
static void rec(dft *d, int64_t off, int64_t stride, int64_t y, int64_t len)
{
    if (len == 1) {
        d->re[y] = d->xre[off];
        d->im[y] = d->xim[off];
        return;
    }
    int64_t r = len % 4 == 0 ? 4 : smallest_factor(len), m = len / r, wstep = d->n / len;
    for (int64_t j = 0; j < r; j++)
        rec(d, off + j * stride, stride * r, y + j * m, m);
    /* X[k + m s] = sum_j (Y_j[k] w_len^{jk}) w_r^{js}: in place over y[j m + k] */
    long double *tr = d->tre, *ti = d->tim;
    for (int64_t k = 0; k < m; k++) {
        twiddle_inputs(d, y, k, r, m, wstep);
        long double *xr = d->re + y + k, *xi = d->im + y + k;
        if (r == 2) {
            xr[0] = tr[0] + tr[1];
            xi[0] = ti[0] + ti[1];
            xr[m] = tr[0] - tr[1];
            xi[m] = ti[0] - ti[1];
            continue;
        }
        if (r == 4) {
            long double ar = tr[0] + tr[2], ai = ti[0] + ti[2], br = tr[0] - tr[2], bi = ti[0] - ti[2];
            long double cr = tr[1] + tr[3], ci = ti[1] + ti[3], dr = tr[1] - tr[3], di = ti[1] - ti[3];
            xr[0] = ar + cr;
            xi[0] = ai + ci;
            xr[m] = br + di; /* b - i d */
            xi[m] = bi - dr;
            xr[2 * m] = ar - cr;
            xi[2 * m] = ai - ci;
            xr[3 * m] = br - di; /* b + i d */
            xi[3 * m] = bi + dr;
            continue;
        }
        for (int64_t s = 0; s < r; s++) {
            long double sr = 0, si = 0;
            for (int64_t j = 0; j < r; j++) {
                int64_t e = (j * s % r) * (d->n / r);
                sr += tr[j] * d->wre[e] - ti[j] * d->wim[e];
                si += tr[j] * d->wim[e] + ti[j] * d->wre[e];
            }
            xr[s * m] = sr;
            xi[s * m] = si;
        }
    }
}

ufft_status ufft__host_dft(const long double *xre, const long double *xim, int64_t n,
                           long double *re, long double *im)
{
    int64_t big = 4; /* radix 4's inputs, or the largest prime factor's */
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
