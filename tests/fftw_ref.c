#include "fftw_ref.h"

#include <fftw3.h>
#include <limits.h>
#include <stdlib.h>

#include "check.h"

/* FFTW's plan_many takes ints. */
typedef struct int_layout {
    int n, batch, istride, idist, ostride, odist;
} int_layout;

static bool fits_int(int64_t v) { return v >= 0 && v <= INT_MAX; }

static bool to_int(const check_layout *l, int_layout *o)
{
    if (!fits_int(l->n) || !fits_int(l->batch) || !fits_int(l->istride) ||
        !fits_int(l->idist) || !fits_int(l->ostride) || !fits_int(l->odist))
        return false;
    *o = (int_layout){(int)l->n,       (int)l->batch,   (int)l->istride,
                      (int)l->idist,   (int)l->ostride, (int)l->odist};
    return true;
}

/* The embeddings only matter for rank > 1; FFTW reads inembed[0] not at all. */
#define PLAN_MANY(prefix, il, in, out, dir)                                                   \
    prefix##_plan_many_dft(1, &(il).n, (il).batch, in, NULL, (il).istride, (il).idist, out,  \
                           NULL, (il).ostride, (il).odist, (int)(dir), FFTW_ESTIMATE)

long double *check_fftw_reference(const check_layout *l, ufft_direction dir,
                                  const check_cbuf *in)
{
    int_layout il;
    if (!to_int(l, &il))
        return NULL;
    fftwl_complex *a = fftwl_malloc(sizeof *a * l->in_count);
    fftwl_complex *b = fftwl_malloc(sizeof *b * l->out_count);
    long double *ref = calloc(2 * l->out_count, sizeof *ref);
    fftwl_plan p = a && b && ref ? PLAN_MANY(fftwl, il, a, b, dir) : NULL;
    if (!p) {
        free(ref);
        ref = NULL;
        goto done;
    }
    for (size_t i = 0; i < l->in_count; i++)
        check_cbuf_get(in, i, &a[i][0], &a[i][1]);
    fftwl_execute(p);
    fftwl_destroy_plan(p);
    for (int64_t bt = 0; bt < l->batch; bt++)
        for (int64_t j = 0; j < l->n; j++) {
            size_t o = check_out_index(l, bt, j);
            ref[2 * o] = b[o][0];
            ref[2 * o + 1] = b[o][1];
        }
done:
    fftwl_free(a);
    fftwl_free(b);
    return ref;
}

/* Defines run_PREFIX: FFTW in one precision, its output copied into out (a check_cbuf of
 * that precision) so that its error is computed exactly as ufft's is. */
#define DEFINE_FFTW_RUN(prefix, real)                                                          \
    static bool run_##prefix(const int_layout *il, const check_layout *l, ufft_direction dir, \
                             const check_cbuf *in, check_cbuf *out)                            \
    {                                                                                          \
        prefix##_complex *a = prefix##_malloc(sizeof *a * l->in_count);                       \
        prefix##_complex *b = prefix##_malloc(sizeof *b * l->out_count);                      \
        prefix##_plan p = a && b ? PLAN_MANY(prefix, *il, a, b, dir) : NULL;                  \
        bool ok = p != NULL;                                                                   \
        if (ok) {                                                                              \
            for (size_t i = 0; i < l->in_count; i++) {                                         \
                long double re, im;                                                            \
                check_cbuf_get(in, i, &re, &im);                                               \
                a[i][0] = (real)re;                                                            \
                a[i][1] = (real)im;                                                            \
            }                                                                                  \
            prefix##_execute(p);                                                               \
            prefix##_destroy_plan(p);                                                          \
            for (int64_t bt = 0; bt < l->batch; bt++)                                          \
                for (int64_t j = 0; j < l->n; j++) {                                           \
                    size_t o = check_out_index(l, bt, j);                                      \
                    check_cbuf_set(out, o, b[o][0], b[o][1]);                                  \
                }                                                                              \
        }                                                                                      \
        prefix##_free(a);                                                                      \
        prefix##_free(b);                                                                      \
        return ok;                                                                             \
    }

DEFINE_FFTW_RUN(fftwf, float)
DEFINE_FFTW_RUN(fftw, double)

bool check_fftw_run(const check_layout *l, ufft_direction dir, const check_cbuf *in,
                    check_cbuf *out)
{
    int_layout il;
    if (!to_int(l, &il))
        return false;
    return in->precision == UFFT_F64 ? run_fftw(&il, l, dir, in, out)
                                     : run_fftwf(&il, l, dir, in, out);
}

double check_fftw_error(const check_layout *l, ufft_direction dir, const check_cbuf *in,
                        const long double *ref)
{
    check_cbuf out;
    if (!check_cbuf_alloc(&out, in->precision, l->out_count))
        return -1;
    bool ok = check_fftw_run(l, dir, in, &out);
    double err = ok ? check_layout_error(l, &out, ref) : -1;
    check_cbuf_free(&out);
    return err;
}

double check_layout_error(const check_layout *l, const check_cbuf *out, const long double *ref)
{
    check_err e = {0, 0};
    for (int64_t b = 0; b < l->batch; b++)
        for (int64_t j = 0; j < l->n; j++) {
            size_t o = check_out_index(l, b, j);
            long double re, im;
            check_cbuf_get(out, o, &re, &im);
            check_err_add(&e, re, im, ref[2 * o], ref[2 * o + 1]);
        }
    return check_err_value(&e);
}
