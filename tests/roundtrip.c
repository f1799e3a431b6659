/* Checks that need no reference transform, for sizes too large for a long-double one:
 * the round trip (forward, inverse, divide by N) and FFTW's self tests (verify-lib.c):
 * linearity, the impulse response and the time-shift theorem. Expected values come from
 * ufft's own outputs combined in long double, or from exp(+-2 pi i m/N) in long double.
 *
 * The bound, relative RMS: 2 * epsilon * (log2 N + 1). A correct FFT's error grows like
 * epsilon * sqrt(log2 N) (rms) to epsilon * log2 N (worst case); each identity compares
 * results of about two transforms, and the +1 covers rounding the input and N = 1.
 * FFTW's own round-trip error is printed next to ufft's for comparison.
 *
 *   roundtrip [--quick]      (--quick: sizes up to 65536 only)
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "device_run.h"
#include "fftw_ref.h"
#include "layout.h"
#include "problem.h"

static const long double two_pi = 6.283185307179586476925286766559005768L;

/* One plan and what every check on it needs. */
typedef struct suite {
    ufft_context *ctx;
    ufft_plan *plan;
    ufft_desc desc;
    check_layout l;
    check_tally *t;
} suite;

static double bound_for(const suite *s)
{
    return 2 * check_epsilon(s->l.precision) * (log2((double)s->l.n) + 1);
}

static void problem_name(const suite *s, ufft_direction dir, char *text, size_t len)
{
    ufft_problem p = {s->desc, dir};
    ufft_problem_format(&p, text, len);
}

/* Prints one line and counts it. */
static void report(const suite *s, ufft_direction dir, const char *test, ufft_status st,
                   double err, const char *extra)
{
    char name[200], why[600] = "";
    problem_name(s, dir, name, sizeof name);
    double bound = bound_for(s);
    bool ok = st == UFFT_SUCCESS && err <= bound;
    if (st != UFFT_SUCCESS)
        check_describe_failure(s->ctx, st, why, sizeof why);
    printf("%-28s %-16s err %.3e bound %.3e%s%s%s%s %s\n", name, test, err, bound,
           extra ? " " : "", extra ? extra : "", why[0] ? " " : "", why, ok ? "PASS" : "FAIL");
    fflush(stdout);
    check_count(s->t, ok);
}

/* ufft on in (the plan's input layout) into out; a write outside the output layout or
 * to the input of an out-of-place plan is reported as UFFT_ERROR_INTERNAL. */
static ufft_status run(const suite *s, ufft_direction dir, const check_cbuf *in,
                       check_cbuf *out)
{
    check_integrity integrity;
    ufft_status st = check_execute(s->ctx, s->plan, &s->l, dir, in, out, &integrity);
    if (st == UFFT_SUCCESS && (integrity.gaps_changed || integrity.input_changed)) {
        printf("  %zu elements outside the output layout and %zu input elements changed\n",
               integrity.gaps_changed, integrity.input_changed);
        return UFFT_ERROR_INTERNAL;
    }
    return st;
}

/* A zero input of the plan's layout; false when out of memory. */
static bool zero_input(const suite *s, check_cbuf *x)
{
    if (!check_cbuf_alloc(x, s->l.precision, check_layout_span(&s->l)))
        return false;
    for (int64_t b = 0; b < s->l.batch; b++)
        for (int64_t j = 0; j < s->l.n; j++)
            check_cbuf_set(x, check_in_index(&s->l, b, j), 0, 0);
    return true;
}

static bool random_input(const suite *s, const char *label, check_cbuf *x)
{
    char seed[260];
    check_rng rng;
    problem_name(s, UFFT_FORWARD, seed, sizeof seed - 40);
    strcat(seed, label);
    check_rng_seed_text(&rng, seed);
    if (!check_cbuf_alloc(x, s->l.precision, check_layout_span(&s->l)))
        return false;
    for (int64_t b = 0; b < s->l.batch; b++)
        for (int64_t j = 0; j < s->l.n; j++) {
            double re = check_rng_uniform(&rng), im = check_rng_uniform(&rng);
            check_cbuf_set(x, check_in_index(&s->l, b, j), re, im);
        }
    return true;
}

/* exp(dir * 2 pi i m / n) in long double, m reduced mod n exactly beforehand. */
static void phase(int64_t m, int64_t n, ufft_direction dir, long double *re, long double *im)
{
    long double a = two_pi * (long double)(m % n) / (long double)n;
    *re = cosl(a);
    *im = (long double)dir * sinl(a);
}

static void complex_mul(long double ar, long double ai, long double br, long double bi,
                        long double *re, long double *im)
{
    *re = ar * br - ai * bi;
    *im = ar * bi + ai * br;
}

/* FFTW's round trip on the same input, for comparison; -1 when it cannot run. */
static double fftw_roundtrip(const suite *s, const check_cbuf *x)
{
    check_cbuf y, z;
    check_layout l = s->l;
    double err = -1;
    l.in_place = false;
    if (!check_cbuf_alloc(&y, l.precision, l.out_count)) {
        return -1;
    }
    if (check_cbuf_alloc(&z, l.precision, l.out_count) && check_fftw_run(&l, UFFT_FORWARD, x, &y) &&
        check_fftw_run(&l, UFFT_INVERSE, &y, &z)) {
        check_err e = {0, 0};
        for (int64_t b = 0; b < l.batch; b++)
            for (int64_t j = 0; j < l.n; j++) {
                long double zr, zi, xr, xi;
                check_cbuf_get(&z, check_out_index(&l, b, j), &zr, &zi);
                check_cbuf_get(x, check_in_index(&l, b, j), &xr, &xi);
                check_err_add(&e, zr / (long double)l.n, zi / (long double)l.n, xr, xi);
            }
        err = check_err_value(&e);
    }
    check_cbuf_free(&z);
    check_cbuf_free(&y);
    return err;
}

/* inverse(forward(x)) / N == x. Needs the same input and output layout. */
static void test_roundtrip(const suite *s)
{
    check_cbuf x, y = {s->l.precision, 0, NULL}, z = {s->l.precision, 0, NULL};
    ufft_status st = random_input(s, "roundtrip", &x) ? UFFT_SUCCESS : UFFT_ERROR_HOST_MEMORY;
    if (st == UFFT_SUCCESS)
        st = run(s, UFFT_FORWARD, &x, &y);
    if (st == UFFT_SUCCESS)
        st = run(s, UFFT_INVERSE, &y, &z);
    check_err e = {0, 0};
    for (int64_t b = 0; st == UFFT_SUCCESS && b < s->l.batch; b++)
        for (int64_t j = 0; j < s->l.n; j++) {
            long double zr, zi, xr, xi;
            check_cbuf_get(&z, check_out_index(&s->l, b, j), &zr, &zi);
            check_cbuf_get(&x, check_in_index(&s->l, b, j), &xr, &xi);
            check_err_add(&e, zr / (long double)s->l.n, zi / (long double)s->l.n, xr, xi);
        }
    char extra[64];
    snprintf(extra, sizeof extra, "(fftw %.3e)", st == UFFT_SUCCESS ? fftw_roundtrip(s, &x) : -1.0);
    report(s, UFFT_FORWARD, "roundtrip", st, check_err_value(&e), extra);
    check_cbuf_free(&x);
    check_cbuf_free(&y);
    check_cbuf_free(&z);
}

/* F(a x + b y) == a F(x) + b F(y) for random x, y and complex a, b. */
static void test_linearity(const suite *s, ufft_direction dir)
{
    check_cbuf x, y, z, fx = {0, 0, NULL}, fy = {0, 0, NULL}, fz = {0, 0, NULL};
    check_rng rng;
    check_rng_seed_text(&rng, dir == UFFT_FORWARD ? "linearity-forward" : "linearity-inverse");
    long double ar = check_rng_uniform(&rng), ai = check_rng_uniform(&rng);
    long double br = check_rng_uniform(&rng), bi = check_rng_uniform(&rng);
    /* all three are made (and freed below) whichever fails */
    bool have_x = random_input(s, "linearity-x", &x), have_y = random_input(s, "linearity-y", &y);
    bool have_z = zero_input(s, &z), have = have_x && have_y && have_z;
    ufft_status st = have ? UFFT_SUCCESS : UFFT_ERROR_HOST_MEMORY;
    for (int64_t b = 0; st == UFFT_SUCCESS && b < s->l.batch; b++)
        for (int64_t j = 0; j < s->l.n; j++) {
            size_t i = check_in_index(&s->l, b, j);
            long double xr, xi, yr, yi, pr, pi, qr, qi;
            check_cbuf_get(&x, i, &xr, &xi);
            check_cbuf_get(&y, i, &yr, &yi);
            complex_mul(ar, ai, xr, xi, &pr, &pi);
            complex_mul(br, bi, yr, yi, &qr, &qi);
            check_cbuf_set(&z, i, pr + qr, pi + qi);
        }
    if (st == UFFT_SUCCESS)
        st = run(s, dir, &x, &fx);
    if (st == UFFT_SUCCESS)
        st = run(s, dir, &y, &fy);
    if (st == UFFT_SUCCESS)
        st = run(s, dir, &z, &fz);
    check_err e = {0, 0};
    for (int64_t b = 0; st == UFFT_SUCCESS && b < s->l.batch; b++)
        for (int64_t k = 0; k < s->l.n; k++) {
            size_t o = check_out_index(&s->l, b, k);
            long double xr, xi, yr, yi, zr, zi, pr, pi, qr, qi;
            check_cbuf_get(&fx, o, &xr, &xi);
            check_cbuf_get(&fy, o, &yr, &yi);
            check_cbuf_get(&fz, o, &zr, &zi);
            complex_mul(ar, ai, xr, xi, &pr, &pi);
            complex_mul(br, bi, yr, yi, &qr, &qi);
            check_err_add(&e, zr, zi, pr + qr, pi + qi);
        }
    report(s, dir, "linearity", st, check_err_value(&e), NULL);
    check_cbuf *all[] = {&x, &y, &z, &fx, &fy, &fz};
    for (size_t i = 0; i < 6; i++)
        check_cbuf_free(all[i]);
}

/* A unit impulse at position at: out[j] == exp(dir * 2 pi i j at / N). */
static void test_impulse(const suite *s, ufft_direction dir, int64_t at)
{
    check_cbuf x, fx = {0, 0, NULL};
    ufft_status st = zero_input(s, &x) ? UFFT_SUCCESS : UFFT_ERROR_HOST_MEMORY;
    for (int64_t b = 0; st == UFFT_SUCCESS && b < s->l.batch; b++)
        check_cbuf_set(&x, check_in_index(&s->l, b, at), 1, 0);
    if (st == UFFT_SUCCESS)
        st = run(s, dir, &x, &fx);
    check_err e = {0, 0};
    for (int64_t b = 0; st == UFFT_SUCCESS && b < s->l.batch; b++)
        for (int64_t j = 0; j < s->l.n; j++) {
            long double re, im, wr, wi;
            check_cbuf_get(&fx, check_out_index(&s->l, b, j), &re, &im);
            phase((int64_t)((uint64_t)j * (uint64_t)at % (uint64_t)s->l.n), s->l.n, dir, &wr,
                  &wi);
            check_err_add(&e, re, im, wr, wi);
        }
    char test[40];
    snprintf(test, sizeof test, "impulse@%lld", (long long)at);
    report(s, dir, test, st, check_err_value(&e), NULL);
    check_cbuf_free(&x);
    check_cbuf_free(&fx);
}

/* x shifted by `by` positions (cyclically): F(shifted)[k] == F(x)[k] exp(dir 2 pi i k by/N). */
static void test_shift(const suite *s, ufft_direction dir, int64_t by)
{
    check_cbuf x, xs, fx = {0, 0, NULL}, fxs = {0, 0, NULL};
    bool have_x = random_input(s, "shift", &x), have_xs = zero_input(s, &xs);
    bool have = have_x && have_xs;
    ufft_status st = have ? UFFT_SUCCESS : UFFT_ERROR_HOST_MEMORY;
    const int64_t n = s->l.n;
    for (int64_t b = 0; st == UFFT_SUCCESS && b < s->l.batch; b++)
        for (int64_t j = 0; j < n; j++) {
            long double re, im;
            check_cbuf_get(&x, check_in_index(&s->l, b, ((j - by) % n + n) % n), &re, &im);
            check_cbuf_set(&xs, check_in_index(&s->l, b, j), re, im);
        }
    if (st == UFFT_SUCCESS)
        st = run(s, dir, &x, &fx);
    if (st == UFFT_SUCCESS)
        st = run(s, dir, &xs, &fxs);
    check_err e = {0, 0};
    for (int64_t b = 0; st == UFFT_SUCCESS && b < s->l.batch; b++)
        for (int64_t k = 0; k < n; k++) {
            size_t o = check_out_index(&s->l, b, k);
            long double re, im, sr, si, wr, wi, pr, pi;
            check_cbuf_get(&fx, o, &re, &im);
            check_cbuf_get(&fxs, o, &sr, &si);
            phase((int64_t)((uint64_t)k * (uint64_t)by % (uint64_t)n), n, dir, &wr, &wi);
            complex_mul(re, im, wr, wi, &pr, &pi);
            check_err_add(&e, sr, si, pr, pi);
        }
    char test[40];
    snprintf(test, sizeof test, "shift by %lld", (long long)by);
    report(s, dir, test, st, check_err_value(&e), NULL);
    check_cbuf *all[] = {&x, &xs, &fx, &fxs};
    for (size_t i = 0; i < 4; i++)
        check_cbuf_free(all[i]);
}

typedef struct size_case {
    ufft_precision precision;
    int64_t n;
    int64_t batch;
    bool in_place;
} size_case;

static void run_size(ufft_context *ctx, const size_case *c, check_tally *t)
{
    suite s = {ctx, NULL, {0}, {0}, t};
    s.desc.rank = 1;
    s.desc.n[0] = c->n;
    s.desc.batch = c->batch == 1 ? 0 : c->batch;
    s.desc.precision = c->precision;
    s.desc.placement = c->in_place ? UFFT_IN_PLACE : UFFT_OUT_OF_PLACE;
    check_layout_of(&s.desc, &s.l);
    double t0 = check_seconds();
    ufft_device_info info;
    if (c->precision == UFFT_F64 && ufft_context_device_info(ctx, &info) == UFFT_SUCCESS &&
        !info.has_fp64) {
        printf("no fp64 on this device: skipped n=%lld\n", (long long)c->n);
        return;
    }
    ufft_status st = check_plan(ctx, &s.desc, &s.plan);
    if (st != UFFT_SUCCESS) {
        report(&s, UFFT_FORWARD, "plan", st, NAN, NULL);
        return;
    }
    check_rng rng;
    check_rng_seed_text(&rng, "positions");
    const int64_t n = s.l.n;
    int64_t k = (int64_t)check_rng_below(&rng, (uint64_t)n);
    test_roundtrip(&s);
    test_linearity(&s, UFFT_FORWARD);
    test_linearity(&s, UFFT_INVERSE);
    test_impulse(&s, UFFT_FORWARD, 0);
    test_impulse(&s, UFFT_INVERSE, 0);
    test_impulse(&s, UFFT_FORWARD, n > 1 ? 1 : 0);
    test_impulse(&s, UFFT_INVERSE, k);
    test_shift(&s, UFFT_FORWARD, n > 1 ? 1 : 0);
    test_shift(&s, UFFT_INVERSE, (int64_t)check_rng_below(&rng, (uint64_t)n));
    ufft_plan_destroy(s.plan);
    printf("  (%.1f s)\n", check_seconds() - t0);
}

int main(int argc, char **argv)
{
    /* Powers of two, lengths with factors 3..13 (generic passes) up to 3^15, then
     * lengths with larger prime factors (Bluestein). */
    static const size_case cases[] = {
        {UFFT_F32, 1, 3, false},         {UFFT_F64, 1, 3, true},
        {UFFT_F32, 2, 3, true},          {UFFT_F64, 2, 3, false},
        {UFFT_F32, 8, 3, false},         {UFFT_F64, 64, 3, true},
        {UFFT_F32, 1024, 3, true},       {UFFT_F64, 1024, 3, false},
        {UFFT_F32, 1 << 16, 1, false},   {UFFT_F64, 1 << 16, 1, true},
        {UFFT_F32, 1 << 20, 1, true},    {UFFT_F64, 1 << 20, 1, false},
        {UFFT_F32, 1 << 23, 1, false},   {UFFT_F64, 1 << 23, 1, false},
        {UFFT_F32, 1 << 24, 1, true},
        {UFFT_F32, 3, 3, false},         {UFFT_F64, 7, 3, true},
        {UFFT_F32, 1001, 3, true},       {UFFT_F64, 3125, 3, false},
        {UFFT_F32, 30030, 1, false},     {UFFT_F64, 59049, 1, true},
        {UFFT_F32, 1000000, 1, true},    {UFFT_F64, 1000000, 1, false},
        {UFFT_F32, 14348907, 1, false},  {UFFT_F64, 3 * 5 * 7 * 11 * 13 * 1024, 1, true},
        {UFFT_F32, 17, 3, true},         {UFFT_F64, 1009, 3, false}, /* Bluestein */
        {UFFT_F32, 65537, 1, false},     {UFFT_F64, 1000003, 1, true},
    };
    check_tally t = {0, 0};
    bool quick = argc == 2 && strcmp(argv[1], "--quick") == 0;
    if (argc > 1 && !quick) {
        printf("usage: roundtrip [--quick]\n");
        return 2;
    }
    ufft_context *ctx = NULL;
    if (check_context(&ctx) != UFFT_SUCCESS) {
        check_count(&t, false);
        return check_summary(&t);
    }
    double t0 = check_seconds();
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (!quick || cases[i].n <= 65536)
            run_size(ctx, &cases[i], &t);
    printf("%.1f s\n", check_seconds() - t0);
    ufft_context_destroy(ctx);
    return check_summary(&t);
}
