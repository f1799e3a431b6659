/* FFTW as the oracle: the reference in long double, and FFTW's own error in float or
 * double on the same input and the same layout (fftw*_plan_many_dft). */
#ifndef UFFT_TESTS_FFTW_REF_H
#define UFFT_TESTS_FFTW_REF_H

#include <stdbool.h>

#include "layout.h"

/* The transform of in (l->in_count elements in l's input layout) in long double.
 * Returns 2 * l->out_count long doubles (re, im at each output index; gaps are 0) to be
 * freed with free(), or NULL when out of memory or the layout does not fit FFTW's ints. */
long double *check_fftw_reference(const check_layout *l, ufft_direction dir,
                                  const check_cbuf *in);

/* FFTW at in->precision on in; out (out->precision == in->precision, at least
 * l->out_count elements) receives the output layout's elements. False when FFTW cannot
 * plan it. */
bool check_fftw_run(const check_layout *l, ufft_direction dir, const check_cbuf *in,
                    check_cbuf *out);

/* Relative RMS error of FFTW at in->precision against ref, over the output layout;
 * a negative value when FFTW could not run. */
double check_fftw_error(const check_layout *l, ufft_direction dir, const check_cbuf *in,
                        const long double *ref);

/* Relative RMS error of out (l->out_count or more elements) against ref, over the
 * output layout. */
double check_layout_error(const check_layout *l, const check_cbuf *out, const long double *ref);

#endif
