/* Measurement of one bench problem (see bench_run.h). Each run is timed on the host
 * around execute + finish, so launch overhead counts, as a user would see it. */
#include "bench_run.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"

/* Input is generated and uploaded in pieces so a 1 GiB problem needs no 1 GiB host
 * copy. A multiple of 8 bytes, so pieces never split a float or double. */
#define FILL_CHUNK ((size_t)4 << 20)

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* splitmix64: a tiny, good-enough generator whose state lives with its caller. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

/* Uniform reals in [-1, 1) of the problem's precision. */
static void fill_chunk(void *dst, size_t bytes, int f64, uint64_t *state)
{
    if (f64) {
        double *v = dst;
        for (size_t i = 0; i < bytes / sizeof *v; i++)
            v[i] = (double)(next_random(state) >> 11) * 0x1p-52 - 1.0;
    } else {
        float *v = dst;
        for (size_t i = 0; i < bytes / sizeof *v; i++)
            v[i] = (float)(next_random(state) >> 40) * 0x1p-23f - 1.0f;
    }
}

/* One chunk of pseudo-random values, uploaded again and again: generating 1 GiB of them
 * took longer than timing most transforms (a sweep of thousands of lengths spent most
 * of its time here), and the values do not change the time. */
static ufft_status fill_buffer(ufft_buffer *buf, size_t bytes, int f64)
{
    size_t chunk = bytes < FILL_CHUNK ? bytes : FILL_CHUNK;
    void *host = malloc(chunk ? chunk : 1);
    if (!host)
        return UFFT_ERROR_HOST_MEMORY;
    /* A fixed seed: the same problem gets the same data on every run and machine. */
    uint64_t state = 0x5EED;
    fill_chunk(host, chunk, f64, &state);
    ufft_status st = UFFT_SUCCESS;
    for (size_t off = 0; off < bytes && st == UFFT_SUCCESS; off += chunk) {
        size_t len = bytes - off < chunk ? bytes - off : chunk;
        st = ufft_buffer_write(buf, off, host, len);
    }
    free(host);
    return st;
}

static char *describe(const ufft_plan *plan)
{
    size_t len = ufft_plan_describe(plan, NULL, 0);
    char *text = malloc(len + 1);
    if (text)
        ufft_plan_describe(plan, text, len + 1);
    return text;
}

static void progress(const bench_config *cfg, const char *phase, int i, int n)
{
    if (cfg->progress && n > 0)
        fprintf(stderr, "\r%s: %s %d/%d\033[K", cfg->progress, phase, i, n);
    else if (cfg->progress)
        fprintf(stderr, "\r%s: %s\033[K", cfg->progress, phase);
}

static int compare_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

#define SAMPLE_MS 5.0
#define MAX_BATCHED 1000

/* Warm-up and timed runs; times[] receives cfg->runs durations in ms. */
static ufft_status time_runs(ufft_context *ctx, ufft_plan *plan, const ufft_problem *p,
                             ufft_buffer *in, ufft_buffer *out, const bench_config *cfg,
                             double *times, const char **stage)
{
    ufft_status st = UFFT_SUCCESS;
    /* In-place runs transform the previous result, so values grow by about sqrt(n)
     * per run and may reach inf in fp32; GPUs (and x86 SSE) process inf and NaN at
     * full speed, so this does not change the timing and avoids re-uploading. */
    *stage = "warm-up";
    for (int i = 0; i < cfg->warmup && st == UFFT_SUCCESS; i++) {
        progress(cfg, "warm-up", i + 1, cfg->warmup);
        st = ufft_execute(plan, p->direction, in, out);
        if (st == UFFT_SUCCESS)
            st = ufft_context_finish(ctx);
    }
    /* A sample is k executions queued back to back, then one finish, divided by k:
     * the device's time per transform without the host's launch-and-wait latency
     * (tens of microseconds, a few percent of a 1 GiB transform), as device timers
     * would measure it. k makes a sample last about SAMPLE_MS. */
    *stage = "timed run";
    double t0 = now_ms();
    if (st == UFFT_SUCCESS)
        st = ufft_execute(plan, p->direction, in, out);
    if (st == UFFT_SUCCESS)
        st = ufft_context_finish(ctx);
    double once = now_ms() - t0;
    int k = once <= 0 ? MAX_BATCHED : (int)(SAMPLE_MS / once) + 1;
    k = k > MAX_BATCHED ? MAX_BATCHED : k;
    for (int i = 0; i < cfg->runs && st == UFFT_SUCCESS; i++) {
        progress(cfg, "run", i + 1, cfg->runs);
        t0 = now_ms();
        for (int j = 0; j < k && st == UFFT_SUCCESS; j++)
            st = ufft_execute(plan, p->direction, in, out);
        if (st == UFFT_SUCCESS)
            st = ufft_context_finish(ctx);
        times[i] = (now_ms() - t0) / k;
    }
    if (cfg->progress)
        fprintf(stderr, "\r\033[K");
    return st;
}

static void summarise(double *times, int runs, bench_result *r)
{
    qsort(times, (size_t)runs, sizeof *times, compare_double);
    r->min_ms = times[0];
    r->median_ms = runs % 2 ? times[runs / 2] : 0.5 * (times[runs / 2 - 1] + times[runs / 2]);
}

ufft_status bench_run(ufft_context *ctx, const ufft_problem *p, const problem_extent *e,
                      const bench_config *cfg, bench_result *r)
{
    memset(r, 0, sizeof *r);
    ufft_plan *plan = NULL;
    ufft_buffer *in = NULL, *out = NULL;
    double *times = malloc((size_t)cfg->runs * sizeof *times);
    ufft_status st = UFFT_ERROR_HOST_MEMORY;
    const char *stage = "host memory";
    if (!times)
        goto cleanup;
    stage = "plan";
    progress(cfg, "planning", 0, 0);
    if ((st = ufft_plan_create(ctx, &p->desc, &plan)) != UFFT_SUCCESS ||
        (st = ufft_plan_workspace_size(plan, &r->workspace)) != UFFT_SUCCESS)
        goto cleanup;
    r->plan_text = describe(plan);
    if (cfg->plan_only) {
        stage = NULL;
        goto cleanup;
    }
    stage = "buffers";
    int inplace = p->desc.placement == UFFT_IN_PLACE;
    size_t in_bytes = inplace && e->out_bytes > e->in_bytes ? e->out_bytes : e->in_bytes;
    if ((st = ufft_buffer_create(ctx, in_bytes, &in)) != UFFT_SUCCESS ||
        (!inplace && (st = ufft_buffer_create(ctx, e->out_bytes, &out)) != UFFT_SUCCESS))
        goto cleanup;
    stage = "input upload";
    progress(cfg, "filling", 0, 0);
    if ((st = fill_buffer(in, in_bytes, p->desc.precision == UFFT_F64)) != UFFT_SUCCESS)
        goto cleanup;
    if ((st = time_runs(ctx, plan, p, in, out, cfg, times, &stage)) != UFFT_SUCCESS)
        goto cleanup;
    summarise(times, cfg->runs, r);
    stage = NULL;
cleanup:
    if (cfg->progress)
        fprintf(stderr, "\r\033[K");
    r->status = st;
    r->stage = stage;
    if (st != UFFT_SUCCESS)
        r->detail = cli_last_error(ctx);
    /* The header does not promise that destroy(NULL) is a no-op, so check. */
    if (out)
        ufft_buffer_destroy(out);
    if (in)
        ufft_buffer_destroy(in);
    if (plan)
        ufft_plan_destroy(plan);
    free(times);
    return st;
}

void bench_result_free(bench_result *r)
{
    free(r->detail);
    free(r->plan_text);
    memset(r, 0, sizeof *r);
}
