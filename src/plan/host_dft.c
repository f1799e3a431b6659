/* The forward DFT of any length on the host, in long double, for the spectra of the
 * convolution kernels that Bluestein and Rader multiply by on the device: mixed-radix
 * decimation in time on radix 4 or the smallest prime factor, every twiddle an exact
 * root from one table of n roots (ufft__unit_root and exact symmetries), so the
 * spectrum's only sizeable rounding is the final one to the working precision.
 * O(n * sum of the prime factors).
 *
 * Each level of the recursion reads its twiddles w_len^(jk) from a copy of the roots it
 * uses, w_n^(k n/len) for k < (r-1) len/r, contiguous: read in place from the n roots
 * they lie n/len apart, a cache miss each. For Bluestein's m = 2^22 that, and radix 2's
 * r^2 root products, had taken 4 s of plan creation. */
#include <stdlib.h>

#include "plan/plan.h"

#define MAX_LEVELS 64 /* each level divides the length by 2 or more: n < 2^63 */

typedef struct dft {
    long double *re, *im;               /* the data, transformed in place */
    long double *wre, *wim;             /* w[k] = exp(-2 pi i k / n), k < n */
    long double *lre[MAX_LEVELS], *lim[MAX_LEVELS]; /* level L's w_len^k, k < (r-1) m */
    long double *tre, *tim;             /* one butterfly's inputs, up to the largest prime */
    const long double *xre, *xim;       /* the input */
    int64_t n;
} dft;

static int64_t smallest_factor(int64_t n)
{
    for (int64_t f = 2; f * f <= n; f++)
        if (n % f == 0)
            return f;
    return n;
}

/* The radix of a level of length len: 4 where it divides, which takes its butterflies by
 * additions alone (w_4 = -i) in half the levels of radix 2. */
static int64_t level_radix(int64_t len)
{
    return len % 4 == 0 ? 4 : smallest_factor(len);
}

/* Y_j[k] w_len^(jk) for the radix's j < r, into d->tre/tim from the level's roots:
 * j*k < (r-1) m, so the index needs no reduction. */
static void twiddle_inputs(dft *d, int level, int64_t y, int64_t k, int64_t r, int64_t m)
{
    const long double *wr = d->lre[level], *wi = d->lim[level];
    for (int64_t j = 0; j < r; j++) {
        int64_t at = y + j * m + k, e = j * k;
        long double ar = d->re[at], ai = d->im[at];
        d->tre[j] = ar * wr[e] - ai * wi[e];
        d->tim[j] = ar * wi[e] + ai * wr[e];
    }
}

/* y[0..len) = DFT_len of x[off + j*stride], j < len, at recursion depth `level`. */
static void rec(dft *d, int level, int64_t off, int64_t stride, int64_t y, int64_t len)
{
    if (len == 1) {
        d->re[y] = d->xre[off];
        d->im[y] = d->xim[off];
        return;
    }
    int64_t r = level_radix(len), m = len / r;
    for (int64_t j = 0; j < r; j++)
        rec(d, level + 1, off + j * stride, stride * r, y + j * m, m);
    /* X[k + m s] = sum_j (Y_j[k] w_len^{jk}) w_r^{js}: in place over y[j m + k] */
    const long double *tr = d->tre, *ti = d->tim;
    for (int64_t k = 0; k < m; k++) {
        twiddle_inputs(d, level, y, k, r, m);
        long double *xr = d->re + y + k, *xi = d->im + y + k;
        if (r == 2) {
            xr[0] = tr[0] + tr[1];
            xi[0] = ti[0] + ti[1];
            xr[m] = tr[0] - tr[1];
            xi[m] = ti[0] - ti[1];
        } else if (r == 4) {
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
        } else {
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
}

/* w[k] = w_n^k, k < n: the first quarter (half, or half and one) by ufft__unit_root,
 * the rest from it by w[k + n/4] = -i w[k], w[k + n/2] = -w[k] or w[n - k] = conj(w[k]),
 * exact operations that spare most of the sinl/cosl. */
static void fill_roots(dft *d)
{
    int64_t n = d->n, part = n % 4 == 0 ? n / 4 : n % 2 == 0 ? n / 2 : n / 2 + 1;
    for (int64_t k = 0; k < part; k++)
        ufft__unit_root(k, n, &d->wre[k], &d->wim[k]);
    for (int64_t k = part; k < n; k++) {
        if (n % 4 == 0) {
            d->wre[k] = d->wim[k - part];
            d->wim[k] = -d->wre[k - part];
        } else if (n % 2 == 0) {
            d->wre[k] = -d->wre[k - part];
            d->wim[k] = -d->wim[k - part];
        } else {
            d->wre[k] = d->wre[n - k];
            d->wim[k] = -d->wim[n - k];
        }
    }
}

/* The roots a level of length len > 1 reads: w_len^k for k < (r-1) m. */
static int64_t level_count(int64_t len)
{
    int64_t r = level_radix(len);
    return (r - 1) * (len / r);
}

/* The root tables of levels 1.. in one block (level 0 reads the n roots themselves):
 * false where memory fails. */
static bool level_tables(dft *d, long double **block)
{
    int64_t total = 0;
    for (int64_t len = d->n / level_radix(d->n); len > 1; len /= level_radix(len))
        total += level_count(len);
    *block = malloc((size_t)(2 * total + 1) * sizeof **block);
    if (!*block)
        return false;
    d->lre[0] = d->wre;
    d->lim[0] = d->wim;
    long double *at = *block;
    int level = 1;
    for (int64_t len = d->n / level_radix(d->n); len > 1; len /= level_radix(len), level++) {
        int64_t count = level_count(len), step = d->n / len;
        d->lre[level] = at;
        d->lim[level] = at + count;
        for (int64_t k = 0; k < count; k++) {
            d->lre[level][k] = d->wre[k * step];
            d->lim[level][k] = d->wim[k * step];
        }
        at += 2 * count;
    }
    return true;
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
    long double *levels = NULL;
    d.wre = malloc((size_t)n * sizeof *d.wre);
    d.wim = malloc((size_t)n * sizeof *d.wim);
    d.tre = malloc((size_t)big * sizeof *d.tre);
    d.tim = malloc((size_t)big * sizeof *d.tim);
    ufft_status st = UFFT_ERROR_HOST_MEMORY;
    if (d.wre && d.wim && d.tre && d.tim) {
        fill_roots(&d);
        if (level_tables(&d, &levels)) {
            rec(&d, 0, 0, 1, 0, n);
            st = UFFT_SUCCESS;
        }
    }
    free(levels);
    free(d.wre);
    free(d.wim);
    free(d.tre);
    free(d.tim);
    return st;
}
