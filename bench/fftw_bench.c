/*
 * fftw_bench: times FFTW 3 on the CPU (batched 1D C2C fp32 / fp64, forward, FFTW_MEASURE,
 * fftw[f]_plan_many_dft, all online cores through FFTW's threads) with the command line,
 * protocol and CSV of `ufft bench` and cufft_bench: plan (not timed; its time goes to
 * stderr), warm-ups, then timed runs, each timed with the monotonic host clock around
 * fftw_execute; the median is reported. workspace_bytes is 0 (FFTW does not report its
 * scratch memory). No copy row. See bench/README.md.
 *
 * CPU transforms of 1 GiB per size are slow: bench/run-h100.sh passes a smaller --bytes.
 */
#include <fftw3.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench_common.h"

#define PROG "fftw_bench"

/* One plan of either precision. */
typedef struct plan {
    fftwf_plan pf;
    fftw_plan pd;
} plan;

static int plan_make(plan *p, int f64, int n, int batch, void *in, void *out)
{
    int nn[1];
    nn[0] = n;
    memset(p, 0, sizeof *p);
    if (f64)
        p->pd = fftw_plan_many_dft(1, nn, batch, in, NULL, 1, n, out, NULL, 1, n, FFTW_FORWARD,
                                   FFTW_MEASURE);
    else
        p->pf = fftwf_plan_many_dft(1, nn, batch, in, NULL, 1, n, out, NULL, 1, n,
                                    FFTW_FORWARD, FFTW_MEASURE);
    return (f64 ? (void *)p->pd : (void *)p->pf) ? 0 : -1;
}

static void plan_exec(const plan *p)
{
    if (p->pd)
        fftw_execute(p->pd);
    else
        fftwf_execute(p->pf);
}

static void plan_free(plan *p)
{
    if (p->pd)
        fftw_destroy_plan(p->pd);
    if (p->pf)
        fftwf_destroy_plan(p->pf);
    memset(p, 0, sizeof *p);
}

/* Warm-ups, then timed runs; median in ms, or -1 after printing the failure. */
static double time_median(const plan *p, int warmup, int runs, long long n)
{
    double *t = malloc((size_t)runs * sizeof *t), med;
    if (!t) {
        bench_report(n, "malloc", "out of host memory");
        return -1.0;
    }
    for (int i = 0; i < warmup; i++)
        plan_exec(p);
    for (int i = 0; i < runs; i++) {
        double t0 = bench_now_ms();
        plan_exec(p);
        t[i] = bench_now_ms() - t0;
    }
    med = bench_median(t, runs);
    free(t);
    return med;
}

/* Fills host memory from a repeated pseudo-random chunk (as the GPU benchmarks do). */
static void fill_host(void *dst, size_t bytes, int f64)
{
    const size_t chunk = (size_t)4 << 20;
    size_t first = bytes < chunk ? bytes : chunk;
    size_t elem = f64 ? 16 : 8;
    bench_fill(dst, first / elem, f64, 1);
    for (size_t off = first; off < bytes; off += chunk) {
        size_t len = bytes - off < chunk ? bytes - off : chunk;
        memcpy((char *)dst + off, dst, len);
    }
}

/* --check: known data in the first and last transform of the batch, one transform,
 * both compared with the reference DFT. Returns 0 when within bound. */
static int check_fft(const plan *p, void *in, void *out, int f64, int64_t n, int64_t batch)
{
    size_t elem = f64 ? 16 : 8, len = 0;
    void *ref = NULL;
    int64_t which[2];
    int nw = bench_check_entries(batch, which);
    int bad = 0;
    if (bench_problem_bytes(n, 1, elem, &len)) {
        bench_report((long long)n, "check", "size overflow");
        return 1;
    }
    ref = malloc(len);
    if (!ref) {
        bench_report((long long)n, "check", "out of host memory");
        return 1;
    }
    for (int w = 0; w < nw; w++)
        bench_check_input((char *)in + (size_t)which[w] * len, n, f64, w);
    plan_exec(p);
    for (int w = 0; w < nw; w++) {
        const char *res = (const char *)out + (size_t)which[w] * len;
        int r = bench_check_result("fftw", ref, res, n, f64, w, which[w]);
        if (r < 0)
            break;
        bad |= r;
    }
    fflush(stdout);
    free(ref);
    return bad;
}

/* The CPU's model name from /proc/cpuinfo, or "unknown CPU". */
static void cpu_model(char *buf, size_t len)
{
    char line[512];
    FILE *f = fopen("/proc/cpuinfo", "r");
    snprintf(buf, len, "unknown CPU");
    if (!f)
        return;
    while (fgets(line, sizeof line, f)) {
        char *colon = strchr(line, ':');
        if (!strncmp(line, "model name", 10) && colon) {
            size_t l;
            colon++;
            while (*colon == ' ' || *colon == '\t')
                colon++;
            l = strcspn(colon, "\n");
            snprintf(buf, len, "%.*s", (int)l, colon);
            break;
        }
    }
    fclose(f);
}

int main(int argc, char **argv)
{
    bench_args a;
    int rc, status = 1, check_bad = 0, threads_ok = 0;
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    int nthreads = online > 0 ? (online > INT_MAX ? INT_MAX : (int)online) : 1;
    size_t elem, need;
    void *in = NULL, *out = NULL;
    char model[256];
    FILE *csv = NULL;

    rc = bench_parse_args(argc, argv, &a, PROG,
                          "cpu or cpu:T (T threads; default all online cores)");
    if (rc)
        return rc == 2 ? 0 : 2;
    elem = a.f64 ? 16 : 8;
    if (a.device && strcmp(a.device, "cpu") && strcmp(a.device, "auto")) {
        if (sscanf(a.device, "cpu:%d", &nthreads) != 1 || nthreads < 1) {
            fprintf(stderr, PROG ": --device must be cpu or cpu:T, not '%s'\n", a.device);
            status = 2;
            goto cleanup;
        }
    }
    if (!(a.f64 ? fftw_init_threads() : fftwf_init_threads())) {
        bench_report(0, "fftw_init_threads", "FFTW's threads could not be initialised");
        goto cleanup;
    }
    threads_ok = 1;
    if (a.f64)
        fftw_plan_with_nthreads(nthreads);
    else
        fftwf_plan_with_nthreads(nthreads);
    cpu_model(model, sizeof model);
    printf("# cpu: %s, %ld online cores\n", model, online);
    printf("# FFTW %s, FFTW_MEASURE, %d threads, host clock (CLOCK_MONOTONIC)\n",
           a.f64 ? fftw_version : fftwf_version, nthreads);
    fflush(stdout);

    need = bench_max_bytes(&a, SIZE_MAX); /* a size that overflows is reported in its turn */
    if (need == 0)
        need = elem;
    in = a.f64 ? (void *)fftw_malloc(need) : (void *)fftwf_malloc(need);
    if (!in) {
        bench_report(0, "fftw_malloc(in)", "out of host memory");
        goto cleanup;
    }
    if (!a.inplace) {
        out = a.f64 ? (void *)fftw_malloc(need) : (void *)fftwf_malloc(need);
        if (!out) {
            bench_report(0, "fftw_malloc(out)", "out of host memory");
            goto cleanup;
        }
    }
    if (bench_csv_open(a.csv, &csv))
        goto cleanup;
    bench_print_header();
    status = 0;

    for (size_t i = 0; i < a.nsizes; i++) {
        int64_t n = a.sizes[i];
        int64_t batch = bench_batch(a.bytes, n, elem);
        void *dst = a.inplace ? in : out;
        size_t nb = 0;
        plan p;
        double t_plan, ms;
        if (bench_problem_bytes(n, batch, elem, &nb)) {
            bench_report((long long)n, "sizing", "N x batch x element size overflows");
            status = 1;
            continue;
        }
        if (n > INT_MAX || batch > INT_MAX) {
            bench_report((long long)n, "fftw_plan_many_dft", "N or batch does not fit an int");
            status = 1;
            continue;
        }
        t_plan = bench_now_ms();
        if (plan_make(&p, a.f64, (int)n, (int)batch, in, dst)) {
            bench_report((long long)n, a.f64 ? "fftw_plan_many_dft" : "fftwf_plan_many_dft",
                   "no plan (NULL)");
            status = 1;
            continue;
        }
        t_plan = bench_now_ms() - t_plan;
        fprintf(stderr, PROG ": N=%lld: plan %.1f ms (FFTW_MEASURE, %d threads)\n",
                (long long)n, t_plan, nthreads);
        /* FFTW_MEASURE overwrote the arrays while planning. */
        fill_host(in, nb, a.f64);
        if (!a.inplace)
            fill_host(out, nb, a.f64);
        ms = time_median(&p, a.warmup, a.runs, (long long)n);
        if (ms >= 0) {
            bench_row r = bench_fft_row("fftw", &a, n, batch, ms, 0);
            bench_emit_row(csv, &r);
            if (a.check)
                check_bad |= check_fft(&p, in, dst, a.f64, n, batch);
        } else {
            status = 1;
        }
        plan_free(&p);
    }

cleanup:
    if (out) {
        if (a.f64)
            fftw_free(out);
        else
            fftwf_free(out);
    }
    if (in) {
        if (a.f64)
            fftw_free(in);
        else
            fftwf_free(in);
    }
    if (threads_ok) {
        if (a.f64)
            fftw_cleanup_threads();
        else
            fftwf_cleanup_threads();
    }
    if (csv && fclose(csv)) {
        fprintf(stderr, PROG ": error writing %s\n", a.csv);
        status = 1;
    }
    bench_args_free(&a);
    if (check_bad)
        return 3;
    return status;
}
