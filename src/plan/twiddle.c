/* Twiddle tables computed on the host in long double and rounded once to the working
 * precision: table twiddles are about 3x more accurate than hardware sin/cos. */
#include <math.h>
#include <stdlib.h>

#include "plan/plan.h"

/* exp(-2*pi*i*k/n), reduced to the first octant so the long double sin/cos see small
 * arguments (their error grows with the argument). */
void ufft__unit_root(int64_t k, int64_t n, long double *re, long double *im)
{
    const long double two_pi = 6.283185307179586476925286766559005768L;
    k %= n;
    if (k < 0)
        k += n;
    /* use symmetry: angle = 2*pi*k/n in [0, 2*pi); fold to [0, pi/4] */
    int64_t k8 = 8 * k; /* fits: n ≤ 2^62 */
    int oct = (int)(k8 / n);
    long double a, c, s;
    /* residual in units of n/8 */
    long double r = (long double)(k8 - (int64_t)oct * n) / (long double)n; /* in [0,1) */
    if (oct & 1)
        r = 1.0L - r; /* reflect so the argument is ≤ pi/4 */
    a = r * two_pi / 8.0L;
    c = cosl(a);
    s = sinl(a);
    long double x, y;
    switch (oct) { /* angle = oct*pi/4 ± a */
    case 0: x = c, y = s; break;
    case 1: x = s, y = c; break;
    case 2: x = -s, y = c; break;
    case 3: x = -c, y = s; break;
    case 4: x = -c, y = -s; break;
    case 5: x = -s, y = -c; break;
    case 6: x = s, y = -c; break;
    default: x = c, y = -s; break;
    }
    *re = x;
    *im = -y; /* forward sign */
}

bool ufft__split_roots_make(ufft__split_roots *w, int64_t n)
{
    int64_t s = (int64_t)sqrtl((long double)n);
    while (s * s < n)
        s++;
    while (s > 1 && (s - 1) * (s - 1) >= n)
        s--;
    int64_t hn = n / s + 1;
    *w = (ufft__split_roots){.n = n, .s = s, .hn = hn};
    w->lo = malloc(2 * (size_t)s * sizeof *w->lo);
    w->hi = malloc(2 * (size_t)hn * sizeof *w->hi);
    w->lo_d = malloc(2 * (size_t)s * sizeof *w->lo_d);
    w->hi_d = malloc(2 * (size_t)hn * sizeof *w->hi_d);
    if (!w->lo || !w->hi || !w->lo_d || !w->hi_d) {
        ufft__split_roots_free(w);
        return false;
    }
    for (int64_t k = 0; k < s; k++)
        ufft__unit_root(k, n, &w->lo[k], &w->lo[s + k]);
    for (int64_t k = 0; k < hn; k++)
        ufft__unit_root(k * s, n, &w->hi[k], &w->hi[hn + k]);
    for (int64_t k = 0; k < 2 * s; k++)
        w->lo_d[k] = (double)w->lo[k];
    for (int64_t k = 0; k < 2 * hn; k++)
        w->hi_d[k] = (double)w->hi[k];
    return true;
}

void ufft__split_roots_free(ufft__split_roots *w)
{
    free(w->lo);
    free(w->hi);
    free(w->lo_d);
    free(w->hi_d);
    w->lo = w->hi = NULL;
    w->lo_d = w->hi_d = NULL;
}

void ufft__split_root(const ufft__split_roots *w, int64_t e, long double *re, long double *im)
{
    int64_t h = e / w->s, l = e % w->s;
    long double ar = w->hi[h], ai = w->hi[w->hn + h], br = w->lo[l], bi = w->lo[w->s + l];
    *re = ar * br - ai * bi;
    *im = ar * bi + ai * br;
}

void ufft__split_root_d(const ufft__split_roots *w, int64_t e, double *re, double *im)
{
    int64_t h = e / w->s, l = e % w->s;
    double ar = w->hi_d[h], ai = w->hi_d[w->hn + h], br = w->lo_d[l], bi = w->lo_d[w->s + l];
    *re = ar * br - ai * bi;
    *im = ar * bi + ai * br;
}

void ufft__put_complex(void *host, ufft_precision prec, int64_t at, long double re, long double im)
{
    if (prec == UFFT_F64) {
        ((double *)host)[2 * at] = (double)re;
        ((double *)host)[2 * at + 1] = (double)im;
    } else {
        ((float *)host)[2 * at] = (float)re;
        ((float *)host)[2 * at + 1] = (float)im;
    }
}

void ufft__twiddle_row(void *host, ufft_precision prec, int64_t off, int64_t count, int64_t step,
                       int64_t n)
{
    for (int64_t k = 0; k < count; k++) {
        long double re, im;
        ufft__unit_root(k * step, n, &re, &im);
        ufft__put_complex(host, prec, off + k, re, im);
    }
}

void ufft__twiddles_fill(const ufft__schedule *s, ufft_precision prec, void *host)
{
    for (int i = 0; i < s->npasses; i++) {
        const ufft__pass *ps = &s->pass[i];
        if (s->cluster && i == 1) { /* the cluster step's table (passes.c) */
            for (int64_t m = 1; m < ps->p; m++)
                ufft__twiddle_row(host, prec, ps->tw_local + (m - 1) * ps->ns, ps->ns, m, ps->ns * ps->p);
            continue;
        }
        int64_t nsl = ps->nstages > 0 ? ps->radix[0] : 1;
        for (int st = 1; ps->tw_local >= 0 && st < ps->nstages; st++) {
            int64_t at = ps->tw_local + ufft__stage_twiddle_offset(ps, st), r = ps->radix[st];
            for (int64_t m = 1; m < r; m++) /* row m: W_{nsl r}^(m jr), jr < nsl */
                ufft__twiddle_row(host, prec, at + (m - 1) * nsl, nsl, m, nsl * r);
            nsl *= r;
        }
        if (ps->tw_lo >= 0) {
            int64_t d = ps->ns * ps->p, lo = ps->tw_split;
            ufft__twiddle_row(host, prec, ps->tw_lo, lo, 1, d);
            ufft__twiddle_row(host, prec, ps->tw_hi, (d + lo - 1) / lo, lo, d);
        }
        if (ps->tw_rows >= 0) /* W_{ns E}^m, m < ns E */
            ufft__twiddle_row(host, prec, ps->tw_rows, ps->ns * ps->elems, 1, ps->ns * ps->elems);
        for (int64_t k = 0; ps->tw_cols >= 0 && k < ps->p; k++) /* row k: W_d^(k c), c < cols */
            ufft__twiddle_row(host, prec, ps->tw_cols + k * ps->cols, ps->cols, k, ps->ns * ps->p);
    }
}
