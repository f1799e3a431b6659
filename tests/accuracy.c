/* Accuracy against FFTW. Each case transforms pseudo-random input (seeded by the case's
 * problem string) with ufft and with FFTW in float or double, and compares both with
 * FFTW in long double on the same input and layout:
 *
 *   relative RMS error = sqrt(sum |x - ref|^2 / sum |ref|^2)   (over all batch entries)
 *
 * A case passes when ufft's error is at most twice FFTW's own error at the same
 * precision, when nothing outside the output layout changed (gaps, the buffer's tail,
 * the input of an out-of-place plan), and when its problem string replays it.
 *
 *   accuracy [--quick]       the matrix (--quick: a smaller one)
 *   accuracy --lengths A..B f32|f64   every length from A to B
 *   accuracy PROBLEM...      just these cases, e.g. accuracy f32:1024*3,inplace,inverse
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "device_run.h"
#include "fftw_ref.h"
#include "layout.h"
#include "problem.h"

/* The floor of the bound. FFTW's error can be exactly 0 (N = 1 copies; N = 2, 4 can be
 * exact for lucky input), and twice 0 would demand exact results. An exact result
 * rounded once to the working precision has a relative RMS error of at most the unit
 * roundoff u = epsilon/2; the floor allows twice that, epsilon, the same factor of 2 as
 * the bound relative to FFTW. */
static double error_bound(double fftw_err, ufft_precision p)
{
    double floor = check_epsilon(p);
    return 2 * fftw_err > floor ? 2 * fftw_err : floor;
}

static void fill_input(const check_layout *l, const char *name, check_cbuf *in)
{
    check_rng rng;
    check_rng_seed_text(&rng, name);
    for (int64_t b = 0; b < l->batch; b++)
        for (int64_t j = 0; j < l->n; j++) {
            double re = check_rng_uniform(&rng), im = check_rng_uniform(&rng);
            check_cbuf_set(in, check_in_index(l, b, j), re, im);
        }
}

static bool replays(const ufft_problem *p, const char *name)
{
    ufft_problem q;
    char err[160];
    return ufft_problem_parse(name, &q, err, sizeof err) == 0 &&
           memcmp(&q.desc, &p->desc, sizeof q.desc) == 0 && q.direction == p->direction;
}

typedef struct outcome {
    double err, fftw_err;
    check_integrity integrity;
    char failure[600]; /* empty when ufft ran */
} outcome;

/* Runs ufft on in; fills o. */
static void run_ufft(ufft_context *ctx, const ufft_problem *p, const check_layout *l,
                     const check_cbuf *in, const long double *ref, outcome *o)
{
    ufft_plan *plan;
    check_cbuf out;
    ufft_status st = check_plan(ctx, &p->desc, &plan);
    if (st != UFFT_SUCCESS) {
        check_describe_failure(ctx, st, o->failure, sizeof o->failure);
        return;
    }
    st = check_execute(ctx, plan, l, p->direction, in, &out, &o->integrity);
    if (st == UFFT_SUCCESS)
        o->err = check_layout_error(l, &out, ref);
    else
        check_describe_failure(ctx, st, o->failure, sizeof o->failure);
    check_cbuf_free(&out);
    ufft_plan_destroy(plan);
}

static bool has_fp64(ufft_context *ctx)
{
    ufft_device_info info;
    return ufft_context_device_info(ctx, &info) == UFFT_SUCCESS && info.has_fp64;
}

/* One case: prints one line and counts it. */
static bool run_case(ufft_context *ctx, ufft_problem prob, check_tally *t)
{
    const ufft_problem *p = &prob;
    char name[200];
    ufft_problem_format(p, name, sizeof name);
    double t0 = check_seconds();
    check_layout l;
    if (!check_layout_of(&p->desc, &l)) {
        printf("%s: not a rank-1 transform with a valid layout FAIL\n", name);
        return check_count(t, false);
    }
    if (p->desc.precision == UFFT_F64 && !has_fp64(ctx)) {
        ufft_plan *plan;
        ufft_status st = check_plan(ctx, &p->desc, &plan);
        ufft_plan_destroy(plan);
        printf("%s: no fp64 on this device: %s %s\n", name, ufft_status_name(st),
               st == UFFT_ERROR_UNSUPPORTED ? "PASS" : "FAIL");
        return check_count(t, st == UFFT_ERROR_UNSUPPORTED);
    }
    check_cbuf in;
    long double *ref = NULL;
    outcome o = {NAN, NAN, {0, 0}, ""};
    if (!check_cbuf_alloc(&in, l.precision, check_layout_span(&l))) {
        snprintf(o.failure, sizeof o.failure, "host memory");
    } else {
        fill_input(&l, name, &in);
        ref = check_fftw_reference(&l, p->direction, &in);
        if (!ref)
            snprintf(o.failure, sizeof o.failure, "FFTW reference failed");
    }
    if (ref) {
        o.fftw_err = check_fftw_error(&l, p->direction, &in, ref);
        run_ufft(ctx, p, &l, &in, ref, &o);
    }
    double bound = error_bound(o.fftw_err, l.precision);
    bool replay = replays(p, name);
    bool ok = !o.failure[0] && o.fftw_err >= 0 && o.err <= bound && replay &&
              o.integrity.gaps_changed == 0 && o.integrity.input_changed == 0;
    printf("%-44s err %.3e fftw %.3e ratio %6.3f", name, o.err, o.fftw_err,
           o.fftw_err > 0 ? o.err / o.fftw_err : (o.err > 0 ? INFINITY : 0.0));
    if (o.failure[0])
        printf(" [%s]", o.failure);
    if (o.integrity.gaps_changed)
        printf(" [%zu elements outside the output layout changed]", o.integrity.gaps_changed);
    if (o.integrity.input_changed)
        printf(" [%zu input elements changed]", o.integrity.input_changed);
    if (!replay)
        printf(" [the name does not parse back to this problem]");
    printf(" %.2fs %s\n", check_seconds() - t0, ok ? "PASS" : "FAIL");
    fflush(stdout);
    free(ref);
    check_cbuf_free(&in);
    return check_count(t, ok);
}

static ufft_problem problem(ufft_precision prec, int64_t n, int64_t batch, bool in_place,
                            ufft_direction dir)
{
    ufft_problem p;
    memset(&p, 0, sizeof p);
    p.desc.rank = 1;
    p.desc.n[0] = n;
    p.desc.batch = batch == 1 ? 0 : batch; /* 0 is the canonical spelling of 1 */
    p.desc.precision = prec;
    p.desc.placement = in_place ? UFFT_IN_PLACE : UFFT_OUT_OF_PLACE;
    p.direction = dir;
    return p;
}

static ufft_problem strided(ufft_problem p, int64_t istride, int64_t idist, int64_t ostride,
                            int64_t odist)
{
    p.desc.istride = istride;
    p.desc.idist = idist;
    p.desc.ostride = ostride;
    p.desc.odist = odist;
    return p;
}

static const ufft_precision precisions[] = {UFFT_F32, UFFT_F64};

/* Every power of two, batch 1, forward, out-of-place. */
static void powers_of_two(ufft_context *ctx, int max_log, check_tally *t)
{
    for (int k = 0; k <= max_log; k++)
        for (int pi = 0; pi < 2; pi++)
            run_case(ctx, problem(precisions[pi], (int64_t)1 << k, 1, false, UFFT_FORWARD), t);
}

/* Batches 1, 3, 17 x placements x directions for small sizes. */
static void batches(ufft_context *ctx, int max_log, int step, check_tally *t)
{
    static const int64_t counts[] = {1, 3, 17};
    static const ufft_direction dirs[] = {UFFT_FORWARD, UFFT_INVERSE};
    for (int k = 0; k <= max_log; k += step)
        for (int pi = 0; pi < 2; pi++)
            for (int bi = 0; bi < 3; bi++)
                for (int in_place = 0; in_place < 2; in_place++)
                    for (int di = 0; di < 2; di++) {
                        if (bi == 0 && !in_place && di == 0)
                            continue; /* in powers_of_two */
                        run_case(ctx,
                                 problem(precisions[pi], (int64_t)1 << k, counts[bi], in_place,
                                          dirs[di]),
                                 t);
                    }
}

/* Large sizes in the other placement and direction, and batched. */
static void large(ufft_context *ctx, int min_log, int max_log, check_tally *t)
{
    for (int k = min_log; k <= max_log; k++)
        for (int pi = 0; pi < 2; pi++) {
            int64_t n = (int64_t)1 << k;
            run_case(ctx, problem(precisions[pi], n, 1, true, UFFT_INVERSE), t);
            if (k <= 16)
                run_case(ctx, problem(precisions[pi], n, 3, false, UFFT_FORWARD), t);
        }
}

/* FFTW plan_many layouts: padded distances, strides 2 and 3, interleaved batches. */
static void layouts_for(ufft_context *ctx, ufft_precision prec, int64_t n, check_tally *t)
{
    const ufft_direction fwd = UFFT_FORWARD, inv = UFFT_INVERSE;
    ufft_problem cases[] = {
        strided(problem(prec, n, 3, false, fwd), 2, 2 * n + 5, 3, 3 * n + 1),
        strided(problem(prec, n, 3, false, inv), 3, 3 * n, 2, 2 * n + 7),
        strided(problem(prec, n, 3, true, fwd), 2, 2 * n + 3, 2, 2 * n + 3),
        strided(problem(prec, n, 3, true, inv), 3, 3 * n + 1, 3, 3 * n + 1),
        strided(problem(prec, n, 3, false, fwd), 3, 1, 1, n + 2),  /* interleaved input */
        strided(problem(prec, n, 17, false, inv), 1, n, 17, 1),    /* interleaved output */
        strided(problem(prec, n, 17, false, fwd), 1, n + 7, 1, n + 3),
        strided(problem(prec, n, 17, true, fwd), 1, n + 5, 1, n + 5),
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        run_case(ctx, cases[i], t);
}

static void layouts(ufft_context *ctx, bool quick, check_tally *t)
{
    static const int full[] = {0, 1, 2, 3, 5, 8, 10, 12, 14, 16};
    static const int brief[] = {1, 3, 10};
    const int *logs = quick ? brief : full;
    size_t count = quick ? sizeof brief / sizeof brief[0] : sizeof full / sizeof full[0];
    for (size_t i = 0; i < count; i++)
        for (int pi = 0; pi < 2; pi++)
            layouts_for(ctx, precisions[pi], (int64_t)1 << logs[i], t);
}

/* Lengths with factors 3, 5, 7, 11, 13 (generic passes): prime powers, products of
 * all of them, lengths that need several passes on a GPU; then layouts and batches. */
static void mixed_radix(ufft_context *ctx, bool quick, check_tally *t)
{
    static const int64_t lengths[] = {
        3,     5,     6,     7,     9,      10,     11,      12,      13,    15,
        25,    27,    49,    60,    81,     100,    121,     125,     169,   243,
        343,   625,   1000,  1001,  1331,   2187,   2197,    3125,    6561,  10000,
        14641, 16807, 28561, 30030, 59049,  78125,  100000,  248832,  1000000,
        1594323, 1953125, 2 * 3 * 5 * 7 * 11 * 13 * 16,
    };
    size_t count = sizeof lengths / sizeof lengths[0];
    for (size_t i = 0; i < count; i++)
        for (int pi = 0; pi < 2; pi++) {
            if (quick && lengths[i] > 100000)
                continue;
            ufft_direction dir = i % 2 ? UFFT_INVERSE : UFFT_FORWARD;
            run_case(ctx, problem(precisions[pi], lengths[i], lengths[i] < 5000 ? 3 : 1,
                                  i % 3 == 0, dir), t);
        }
    static const int64_t laid_out[] = {12, 1000, 2187};
    for (size_t i = 0; i < (quick ? 1u : 3u); i++)
        for (int pi = 0; pi < 2; pi++)
            layouts_for(ctx, precisions[pi], laid_out[i], t);
}

static bool is_prime(int64_t n)
{
    if (n < 2)
        return false;
    for (int64_t d = 2; d * d <= n; d++)
        if (n % d == 0)
            return false;
    return true;
}

/* Bluestein in separate steps runs a few rows of the batch at a time so that its
 * workspace stays within the caller's data, once the batch has more rows than one
 * row's convolution and the sub-plan's scratch need (2 to 6 here): checks the plan's
 * workspace against the data's bytes and prints both. */
static void bluestein_workspace(ufft_context *ctx, check_tally *t)
{
    static const struct { int64_t n, batch; ufft_precision prec; } cases[] = {
        {65537, 64, UFFT_F32}, {99991, 16, UFFT_F64}, {1009 * 1013, 8, UFFT_F32}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ufft_problem pr = problem(cases[i].prec, cases[i].n, cases[i].batch, false, UFFT_FORWARD);
        ufft_plan *plan = NULL;
        size_t ws = 0, data = (size_t)(cases[i].n * cases[i].batch) *
                              (cases[i].prec == UFFT_F64 ? 16u : 8u);
        ufft_status st = check_plan(ctx, &pr.desc, &plan);
        if (st == UFFT_SUCCESS)
            st = ufft_plan_workspace_size(plan, &ws);
        bool ok = st == UFFT_SUCCESS && ws <= data;
        printf("workspace %s n=%lld batch=%lld: %zu bytes for %zu bytes of data %s\n",
               cases[i].prec == UFFT_F64 ? "f64" : "f32", (long long)cases[i].n,
               (long long)cases[i].batch, ws, data, ok ? "PASS" : "FAIL");
        check_count(t, ok);
        ufft_plan_destroy(plan);
    }
}

/* Lengths with a prime factor above 13 (Rader or Bluestein): every prime below 2000
 * (below 200 with --quick), large primes, a sample up to 10^5 and products with
 * them, alternating direction, placement and batch; every layout for three primes; Bluestein
 * past one kernel in rounds of rows and its workspace. */
static void primes(ufft_context *ctx, bool quick, check_tally *t)
{
    int i = 0;
    for (int64_t n = 17; n < (quick ? 200 : 2000); n++)
        if (is_prime(n)) {
            i++;
            run_case(ctx, problem(precisions[i % 2], n, 1 + i % 3, i % 2 == 0,
                                  i % 4 < 2 ? UFFT_FORWARD : UFFT_INVERSE), t);
        }
    static const int64_t large[] = {4099, 65537, 2 * 65537, 1009 * 1013, 99991, 1000003};
    for (size_t k = 0; k < sizeof large / sizeof large[0]; k++)
        for (int pi = 0; pi < 2; pi++) {
            if (quick && large[k] > 70000)
                continue;
            run_case(ctx, problem(precisions[pi], large[k], 1, k % 2 == 1,
                                  pi ? UFFT_INVERSE : UFFT_FORWARD), t);
        }
    /* a sample of primes up to 10^5: Rader in one kernel (12289 in f32), p - 1 with a
     * large factor (10007, 20011, 80021), smooth but past one pass (40961, 65521) */
    static const int64_t sample[] = {12289, 10007, 40961, 20011, 65521, 80021, 99989};
    for (size_t k = 0; !quick && k < sizeof sample / sizeof sample[0]; k++)
        run_case(ctx, problem(precisions[k % 2], sample[k], 1 + k % 2, k % 3 == 0,
                              k % 4 < 2 ? UFFT_FORWARD : UFFT_INVERSE), t);
    /* every layout through Rader in one kernel: register (257) and generic (71)
     * passes of p - 1; 9601, whose Bluestein would need separate steps */
    static const int64_t layout_primes[] = {127, 257, 71};
    for (size_t k = 0; k < sizeof layout_primes / sizeof layout_primes[0]; k++)
        for (int pi = 0; pi < 2; pi++)
            layouts_for(ctx, precisions[pi], layout_primes[k], t);
    for (int pi = 0; pi < 2; pi++)
        run_case(ctx, problem(precisions[pi], 9601, 2, pi == 1, pi ? UFFT_INVERSE : UFFT_FORWARD), t);
    /* Bluestein past one kernel (three kernels) in rounds of rows, the last one shorter */
    run_case(ctx, problem(UFFT_F32, 65537, 17, false, UFFT_FORWARD), t);
    run_case(ctx, problem(UFFT_F64, 65537, 5, true, UFFT_INVERSE), t);
    bluestein_workspace(ctx, t);
}

/* Every length in lo..hi against FFTW (batch 2, alternating direction and placement). */
static void every_length(ufft_context *ctx, int64_t lo, int64_t hi, ufft_precision prec,
                         check_tally *t)
{
    for (int64_t n = lo; n <= hi; n++)
        run_case(ctx, problem(prec, n, 2, n % 2 == 0, n % 3 ? UFFT_FORWARD : UFFT_INVERSE), t);
}

static void matrix(ufft_context *ctx, bool quick, check_tally *t)
{
    powers_of_two(ctx, quick ? 16 : 22, t);
    mixed_radix(ctx, quick, t);
    primes(ctx, quick, t);
    batches(ctx, quick ? 12 : 12, quick ? 3 : 1, t);
    if (!quick)
        large(ctx, 13, 22, t);
    layouts(ctx, quick, t);
}

int main(int argc, char **argv)
{
    check_tally t = {0, 0};
    bool quick = argc == 2 && strcmp(argv[1], "--quick") == 0;
    long long lo = 0, hi = 0;
    char prec[8] = "";
    bool lengths = argc == 4 && strcmp(argv[1], "--lengths") == 0 &&
                   sscanf(argv[2], "%lld..%lld", &lo, &hi) == 2 && lo >= 1 && hi >= lo &&
                   sscanf(argv[3], "%7s", prec) == 1 &&
                   (strcmp(prec, "f32") == 0 || strcmp(prec, "f64") == 0);
    if (argc > 1 && argv[1][0] == '-' && !quick && !lengths) {
        printf("usage: accuracy [--quick | --lengths LO..HI f32|f64 | PROBLEM...]\n");
        return 2;
    }
    ufft_context *ctx = NULL;
    if (check_context(&ctx) != UFFT_SUCCESS) {
        check_count(&t, false);
        return check_summary(&t);
    }
    double t0 = check_seconds();
    if (argc == 1 || quick) {
        matrix(ctx, quick, &t);
    } else if (lengths) {
        every_length(ctx, lo, hi, strcmp(prec, "f64") == 0 ? UFFT_F64 : UFFT_F32, &t);
    } else {
        for (int i = 1; i < argc; i++) {
            ufft_problem p;
            char err[200];
            if (ufft_problem_parse(argv[i], &p, err, sizeof err) != 0) {
                printf("%s: %s FAIL\n", argv[i], err);
                check_count(&t, false);
                continue;
            }
            run_case(ctx, p, &t);
        }
    }
    printf("%.1f s\n", check_seconds() - t0);
    ufft_context_destroy(ctx);
    return check_summary(&t);
}
