/* Small helpers shared by the test programs: pass/fail counting, the context every
 * test runs on, replayable pseudo-random input and the relative RMS error. */
#ifndef UFFT_TESTS_CHECK_H
#define UFFT_TESTS_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ufft.h"

/* Counts of checks; every program ends with check_summary's line. */
typedef struct check_tally {
    int passed;
    int failed;
} check_tally;

/* Counts one check and returns ok. */
bool check_count(check_tally *t, bool ok);
/* Prints "N passed, M failed" and returns the process exit status (0 when M == 0). */
int check_summary(const check_tally *t);

/* A context on $UFFT_DEVICE (or the library's default when unset). Prints the device
 * it got, or the status and the reason it got none. */
ufft_status check_context(ufft_context **ctx);

/* Prints "STATUS_NAME: detail" from the context's last error into text. */
void check_describe_failure(ufft_context *ctx, ufft_status st, char *text, size_t len);

/* splitmix64: deterministic, so a case's input depends only on its seed. */
typedef struct check_rng {
    uint64_t state;
} check_rng;

/* Seeds from a text (a problem string), so replaying one case sees the same input as
 * the whole matrix did. */
void check_rng_seed_text(check_rng *r, const char *text);
/* Uniform in [-1, 1), with 53 random bits. */
double check_rng_uniform(check_rng *r);
/* Uniform integer in [0, bound). */
uint64_t check_rng_below(check_rng *r, uint64_t bound);

/* Sums for a relative RMS error: sqrt(sum |x - ref|^2 / sum |ref|^2). */
typedef struct check_err {
    long double diff2;
    long double ref2;
} check_err;

void check_err_add(check_err *e, long double re, long double im, long double ref_re,
                   long double ref_im);
/* 0 when both sums are 0; infinity when only the reference is 0; NaN stays NaN. */
double check_err_value(const check_err *e);

/* Machine epsilon of a precision: the distance from 1 to the next larger number
 * (2^-23 for fp32, 2^-52 for fp64), i.e. twice the unit roundoff. */
double check_epsilon(ufft_precision p);

/* Seconds on a monotonic clock. */
double check_seconds(void);

#endif
