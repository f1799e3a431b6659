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
 * r^2 root products, had taken 4 s of plan creation.
 *
 * Past FOUR_STEP_MIN points the recursion over the whole length missed the cache at
 * every level and its tables took 4 n long doubles beside the data: Bluestein's
 * m = 2^25 took 20 s and 4 GB of host memory to plan. Those lengths run in four steps,
 * n = n1 n2 with n1 the largest divisor up to sqrt(n): DFTs of n1 down the columns,
 * twiddles w_n^(j2 k1), DFTs of n2 along the rows, every sub-DFT in cache, the input
 * drawn from a function and the output handed to one, so the caller holds no n-point
 * arrays of its own. */
#include <stdlib.h>

#include "plan/plan.h"

#define MAX_LEVELS 64       /* each level divides the length by 2 or more: n < 2^63 */
#define FOUR_STEP_MIN 65536 /* shorter lengths fit the cache whole */
#define BLOCK 8             /* columns of the first step per sweep: the stores to the
                             * transposed buffer fill BLOCK consecutive elements a row */

/* One length's roots and the recursion's scratch. */
typedef struct sub_dft {
    int64_t n;
    long double *wre, *wim;                         /* w[k] = exp(-2 pi i k / n), k < n */
    long double *lre[MAX_LEVELS], *lim[MAX_LEVELS]; /* level L's w_len^k, k < (r-1) m */
    long double *levels;                            /* the block lre/lim 1.. point into */
    int64_t radix[MAX_LEVELS];                      /* level L's radix (level_radix) */
    long double *tre, *tim; /* one butterfly's inputs, up to the largest prime */
} sub_dft;

/* One transform: the input read at off + j * stride, the output written in place. */
typedef struct dft_io {
    const sub_dft *t;
    const long double *xre, *xim;
    long double *re, *im, *tre, *tim;
} dft_io;

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

/* The butterfly of radix r over t[j] (re then im, r each), into x[s m], s < r. */
static void butterfly(const sub_dft *t, int64_t r, const long double *tr, const long double *ti,
                      long double *xr, long double *xi, int64_t m)
{
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
        /* w_r^(js) = w_n^((js mod r) n/r), the exponent stepped by s without division */
        int64_t step = t->n / r;
        for (int64_t s = 0; s < r; s++) {
            long double sr = 0, si = 0;
            for (int64_t j = 0, e = 0; j < r; j++) {
                sr += tr[j] * t->wre[e * step] - ti[j] * t->wim[e * step];
                si += tr[j] * t->wim[e * step] + ti[j] * t->wre[e * step];
                e += s;
                if (e >= r)
                    e -= r;
            }
            xr[s * m] = sr;
            xi[s * m] = si;
        }
    }
}

/* y[0..len) = DFT_len of x[off + j*stride], j < len, at recursion depth `level`: the
 * last level reads its inputs from x itself, untwiddled (w^0 = 1 exactly). */
static void rec(const dft_io *d, int level, int64_t off, int64_t stride, int64_t y, int64_t len)
{
    const sub_dft *t = d->t;
    int64_t r = t->radix[level], m = len / r;
    long double *tr = d->tre, *ti = d->tim;
    if (m == 1) {
        for (int64_t j = 0; j < r; j++) {
            tr[j] = d->xre[off + j * stride];
            ti[j] = d->xim[off + j * stride];
        }
        butterfly(t, r, tr, ti, d->re + y, d->im + y, 1);
        return;
    }
    for (int64_t j = 0; j < r; j++)
        rec(d, level + 1, off + j * stride, stride * r, y + j * m, m);
    /* X[k + m s] = sum_j (Y_j[k] w_len^{jk}) w_r^{js}: in place over y[j m + k]; the
     * level's roots w_len^(jk), j k < (r-1) m, need no reduction */
    const long double *wr = t->lre[level], *wi = t->lim[level];
    for (int64_t k = 0; k < m; k++) {
        long double *xr = d->re + y + k, *xi = d->im + y + k;
        tr[0] = xr[0];
        ti[0] = xi[0];
        for (int64_t j = 1; j < r; j++) {
            long double ar = xr[j * m], ai = xi[j * m];
            int64_t e = j * k;
            tr[j] = ar * wr[e] - ai * wi[e];
            ti[j] = ar * wi[e] + ai * wr[e];
        }
        butterfly(t, r, tr, ti, xr, xi, m);
    }
}

/* w[k] = w_n^k, k < n: the first quarter (half, or half and one) by ufft__unit_root,
 * the rest from it by w[k + n/4] = -i w[k], w[k + n/2] = -w[k] or w[n - k] = conj(w[k]),
 * exact operations that spare most of the sinl/cosl. */
static void fill_roots(sub_dft *d)
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
static bool level_tables(sub_dft *d)
{
    int64_t total = 0;
    for (int64_t len = d->n / level_radix(d->n); len > 1; len /= level_radix(len))
        total += level_count(len);
    d->levels = malloc((size_t)(2 * total + 1) * sizeof *d->levels);
    if (!d->levels)
        return false;
    d->lre[0] = d->wre;
    d->lim[0] = d->wim;
    int depth = 0;
    for (int64_t len = d->n; len > 1; len /= level_radix(len))
        d->radix[depth++] = level_radix(len);
    long double *at = d->levels;
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

static void sub_dft_free(sub_dft *d)
{
    free(d->levels);
    free(d->wre);
    free(d->wim);
    free(d->tre);
    free(d->tim);
}

/* false where memory fails (d is then freed) */
static bool sub_dft_make(sub_dft *d, int64_t n)
{
    int64_t big = 4; /* radix 4's inputs, or the largest prime factor's */
    for (int64_t left = n; left > 1;) {
        int64_t f = smallest_factor(left);
        big = f > big ? f : big;
        left /= f;
    }
    *d = (sub_dft){.n = n};
    d->wre = malloc((size_t)n * sizeof *d->wre);
    d->wim = malloc((size_t)n * sizeof *d->wim);
    d->tre = malloc((size_t)big * sizeof *d->tre);
    d->tim = malloc((size_t)big * sizeof *d->tim);
    if (d->wre && d->wim && d->tre && d->tim) {
        fill_roots(d);
        if (level_tables(d))
            return true;
    }
    sub_dft_free(d);
    return false;
}

/* re/im = DFT of the contiguous xre/xim, both d->n long */
static void sub_dft_run(const sub_dft *d, const long double *xre, const long double *xim,
                        long double *re, long double *im)
{
    dft_io io = {d, xre, xim, re, im, d->tre, d->tim};
    if (d->n == 1) {
        re[0] = xre[0];
        im[0] = xim[0];
    } else {
        rec(&io, 0, 0, 1, 0, d->n);
    }
}

/* n1 for the four steps: the largest divisor of n up to sqrt(n); 1 below FOUR_STEP_MIN */
static int64_t first_factor(int64_t n)
{
    if (n < FOUR_STEP_MIN)
        return 1;
    int64_t best = 1;
    for (int64_t f = 2; f * f <= n; f++)
        if (n % f == 0)
            best = f;
    return best;
}

/* The four steps over a[k1 n2 + j2] (re then im, n each): columns j2 of n1 elements
 * x(j2 + n2 j1) transformed, twiddled by w_n^(j2 k1) and stored across, BLOCK columns a
 * sweep; then each row k1 transformed and handed out as X[k1 + n1 k2]. */
static void four_steps(int64_t n, int64_t n1, const sub_dft *d1, const sub_dft *d2,
                       const ufft__split_roots *w, ufft__host_source x, ufft__host_sink y, void *arg,
                       long double *a, long double *buf)
{
    int64_t n2 = n / n1;
    long double *are = a, *aim = a + n;
    /* buf: BLOCK columns in and out (4 BLOCK n1), or one row in and out (4 n2) */
    long double *xr = buf, *xi = buf + BLOCK * n1, *yr = xi + BLOCK * n1, *yi = yr + BLOCK * n1;
    for (int64_t j2 = 0; j2 < n2; j2 += BLOCK) {
        int64_t cols = n2 - j2 < BLOCK ? n2 - j2 : BLOCK;
        for (int64_t c = 0; c < cols; c++) {
            long double *cr = xr + c * n1, *ci = xi + c * n1;
            for (int64_t j1 = 0; j1 < n1; j1++)
                x(j2 + c + n2 * j1, arg, &cr[j1], &ci[j1]);
            sub_dft_run(d1, cr, ci, yr + c * n1, yi + c * n1);
        }
        for (int64_t k1 = 0; k1 < n1; k1++)
            for (int64_t c = 0; c < cols; c++) {
                long double vr = yr[c * n1 + k1], vi = yi[c * n1 + k1], tr = 1, ti = 0;
                if (n1 > 1)
                    ufft__split_root(w, (j2 + c) * k1, &tr, &ti);
                are[k1 * n2 + j2 + c] = vr * tr - vi * ti;
                aim[k1 * n2 + j2 + c] = vr * ti + vi * tr;
            }
    }
    yr = buf + n2;
    yi = yr + n2;
    for (int64_t k1 = 0; k1 < n1; k1++) {
        sub_dft_run(d2, are + k1 * n2, aim + k1 * n2, yr, yi);
        for (int64_t k2 = 0; k2 < n2; k2++)
            y(k1 + n1 * k2, yr[k2], yi[k2], arg);
    }
}

ufft_status ufft__host_dft_stream(int64_t n, ufft__host_source x, ufft__host_sink y, void *arg)
{
    int64_t n1 = first_factor(n), n2 = n / n1;
    int64_t bufn = 4 * (BLOCK * n1 > n2 ? BLOCK * n1 : n2);
    sub_dft d1 = {0}, d2 = {0};
    ufft__split_roots w = {0};
    long double *a = malloc(2 * (size_t)n * sizeof *a), *buf = malloc((size_t)bufn * sizeof *buf);
    bool ok = a && buf && sub_dft_make(&d1, n1);
    if (ok && !sub_dft_make(&d2, n2)) {
        sub_dft_free(&d1);
        ok = false;
    }
    if (ok && n1 > 1 && !ufft__split_roots_make(&w, n)) {
        sub_dft_free(&d1);
        sub_dft_free(&d2);
        ok = false;
    }
    if (ok) {
        four_steps(n, n1, &d1, &d2, &w, x, y, arg, a, buf);
        sub_dft_free(&d1);
        sub_dft_free(&d2);
        ufft__split_roots_free(&w);
    }
    free(a);
    free(buf);
    return ok ? UFFT_SUCCESS : UFFT_ERROR_HOST_MEMORY;
}

typedef struct arrays {
    const long double *xre, *xim;
    long double *re, *im;
} arrays;

static void array_source(int64_t j, void *arg, long double *re, long double *im)
{
    const arrays *a = arg;
    *re = a->xre[j];
    *im = a->xim[j];
}

static void array_sink(int64_t k, long double re, long double im, void *arg)
{
    arrays *a = arg;
    a->re[k] = re;
    a->im[k] = im;
}

ufft_status ufft__host_dft(const long double *xre, const long double *xim, int64_t n,
                           long double *re, long double *im)
{
    if (n < FOUR_STEP_MIN) { /* straight from and into the arrays, no copy */
        sub_dft d;
        if (!sub_dft_make(&d, n))
            return UFFT_ERROR_HOST_MEMORY;
        sub_dft_run(&d, xre, xim, re, im);
        sub_dft_free(&d);
        return UFFT_SUCCESS;
    }
    arrays a = {xre, xim, re, im};
    return ufft__host_dft_stream(n, array_source, array_sink, &a);
}
