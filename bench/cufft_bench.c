/*
 * cufft_bench: times cuFFT (batched 1D C2C / Z2Z, forward) with the protocol of
 * `ufft bench`, and cudaMemcpy device-to-device of the same bytes as the ceiling.
 * Each run is bracketed by CUDA events on one stream; the median of the runs is
 * reported. See bench/README.md.
 */
#include <cuda_runtime_api.h>
#include <cufft.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_common.h"

#define PROG "cufft_bench"

static const char *cufft_err_name(cufftResult r)
{
    switch (r) {
#define C(x) \
    case x:  \
        return #x;
        C(CUFFT_SUCCESS)
        C(CUFFT_INVALID_PLAN)
        C(CUFFT_ALLOC_FAILED)
        C(CUFFT_INVALID_TYPE)
        C(CUFFT_INVALID_VALUE)
        C(CUFFT_INTERNAL_ERROR)
        C(CUFFT_EXEC_FAILED)
        C(CUFFT_SETUP_FAILED)
        C(CUFFT_INVALID_SIZE)
        C(CUFFT_UNALIGNED_DATA)
        C(CUFFT_INVALID_DEVICE)
        C(CUFFT_NO_WORKSPACE)
        C(CUFFT_NOT_IMPLEMENTED)
        C(CUFFT_NOT_SUPPORTED)
#undef C
    default:
        return "unknown cuFFT error";
    }
}

static void report(long long n, const char *what, const char *name, int code)
{
    if (n > 0)
        fprintf(stderr, PROG ": N=%lld: %s failed: %s (%d)\n", n, what, name, code);
    else
        fprintf(stderr, PROG ": %s failed: %s (%d)\n", what, name, code);
    printf("# error: N=%lld: %s failed: %s (%d)\n", n, what, name, code);
    fflush(stdout);
}

/* Return 1 (after printing) when the call failed. */
static int cu_failed(cudaError_t e, long long n, const char *what)
{
    if (e == cudaSuccess)
        return 0;
    report(n, what, cudaGetErrorString(e), (int)e);
    return 1;
}

static int fft_failed(cufftResult r, long long n, const char *what)
{
    if (r == CUFFT_SUCCESS)
        return 0;
    report(n, what, cufft_err_name(r), (int)r);
    return 1;
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

typedef struct bench_cu {
    cudaStream_t stream;
    cudaEvent_t e0, e1;
    void *in, *out;
    int wall;
} bench_cu;

typedef enum { OP_COPY, OP_FFT } op_kind;

typedef struct op {
    op_kind kind;
    size_t bytes;     /* OP_COPY */
    cufftHandle plan; /* OP_FFT */
    int f64, inplace;
} op;

/* Queues the operation; returns a printable failure or NULL. */
static const char *enqueue(bench_cu *b, const op *o, int *code)
{
    void *out = o->inplace ? b->in : b->out;
    if (o->kind == OP_COPY) {
        cudaError_t e = cudaMemcpyAsync(b->out, b->in, o->bytes, cudaMemcpyDeviceToDevice,
                                        b->stream);
        *code = (int)e;
        return e ? cudaGetErrorString(e) : NULL;
    } else {
        cufftResult r = o->f64 ? cufftExecZ2Z(o->plan, b->in, out, CUFFT_FORWARD)
                               : cufftExecC2C(o->plan, b->in, out, CUFFT_FORWARD);
        *code = (int)r;
        return r ? cufft_err_name(r) : NULL;
    }
}

/* Warm-ups, then timed runs; median in ms, or -1 after printing the failure. */
static double time_median(bench_cu *b, const op *o, int warmup, int runs, long long n)
{
    double *t = malloc((size_t)runs * sizeof *t), med = -1.0;
    const char *what = o->kind == OP_COPY ? "cudaMemcpyAsync" : (o->f64 ? "cufftExecZ2Z" : "cufftExecC2C");
    const char *msg;
    int code = 0;
    if (!t) {
        report(n, "malloc", "out of host memory", 0);
        return -1.0;
    }
    for (int i = 0; i < warmup; i++) {
        if ((msg = enqueue(b, o, &code))) {
            report(n, what, msg, code);
            goto done;
        }
    }
    if (cu_failed(cudaStreamSynchronize(b->stream), n, "warm-up"))
        goto done;
    for (int i = 0; i < runs; i++) {
        float ms = 0.0f;
        double w0 = now_ms();
        if (!b->wall && cu_failed(cudaEventRecord(b->e0, b->stream), n, "cudaEventRecord"))
            goto done;
        if ((msg = enqueue(b, o, &code))) {
            report(n, what, msg, code);
            goto done;
        }
        if (!b->wall && cu_failed(cudaEventRecord(b->e1, b->stream), n, "cudaEventRecord"))
            goto done;
        if (cu_failed(cudaStreamSynchronize(b->stream), n, what))
            goto done;
        if (b->wall) {
            t[i] = now_ms() - w0;
        } else {
            if (cu_failed(cudaEventElapsedTime(&ms, b->e0, b->e1), n, "cudaEventElapsedTime"))
                goto done;
            t[i] = (double)ms;
        }
    }
    med = bench_median(t, runs);
done:
    free(t);
    return med;
}

/* Fills device memory from a repeated pseudo-random chunk. */
static cudaError_t fill_device(void *dst, size_t bytes, int f64)
{
    const size_t chunk = (size_t)4 << 20;
    void *h = malloc(chunk);
    cudaError_t e = cudaSuccess;
    if (!h)
        return cudaErrorMemoryAllocation;
    bench_fill(h, chunk / (f64 ? 16 : 8), f64, 1);
    for (size_t off = 0; off < bytes && !e; off += chunk) {
        size_t len = bytes - off < chunk ? bytes - off : chunk;
        e = cudaMemcpy((char *)dst + off, h, len, cudaMemcpyHostToDevice);
    }
    free(h);
    return e;
}

/* --check: known data in the first and last transform of the batch, one transform,
 * both compared with the reference DFT. Returns 0 when within bound. */
static int check_fft(bench_cu *b, const op *o, int64_t n, int64_t batch)
{
    size_t elem = o->f64 ? 16 : 8, len = (size_t)n * elem;
    void *hin = malloc(len), *hout = malloc(len);
    int64_t which[2] = {0, batch - 1};
    int nw = batch > 1 ? 2 : 1;
    int bad = 0, code = 0;
    const char *msg;
    if (!hin || !hout) {
        free(hin);
        free(hout);
        return 1;
    }
    for (int w = 0; w < nw; w++) {
        bench_fill(hin, (size_t)n, o->f64, 1000 + (uint64_t)w);
        if (cu_failed(cudaMemcpy((char *)b->in + (size_t)which[w] * len, hin, len,
                                 cudaMemcpyHostToDevice),
                      (long long)n, "check upload"))
            bad = 1;
    }
    if (!bad && (msg = enqueue(b, o, &code))) {
        report((long long)n, "check transform", msg, code);
        bad = 1;
    }
    if (!bad && cu_failed(cudaStreamSynchronize(b->stream), (long long)n, "check transform"))
        bad = 1;
    for (int w = 0; w < nw && !bad; w++) {
        int bins = 0;
        double err, bound = bench_check_bound(n, o->f64);
        char *src = (char *)(o->inplace ? b->in : b->out) + (size_t)which[w] * len;
        if (cu_failed(cudaMemcpy(hout, src, len, cudaMemcpyDeviceToHost), (long long)n,
                      "check download")) {
            bad = 1;
            break;
        }
        bench_fill(hin, (size_t)n, o->f64, 1000 + (uint64_t)w);
        err = bench_check_error(hin, hout, n, o->f64, &bins);
        if (err < 0) {
            printf("# check: cufft N=%lld: skipped (N > 2^22)\n", (long long)n);
            break;
        }
        printf("# check: cufft %s N=%lld batch entry %lld: rel. RMS error %.3g over %d bins "
               "(bound %.3g) %s\n",
               o->f64 ? "f64" : "f32", (long long)n, (long long)which[w], err, bins, bound,
               err <= bound ? "ok" : "FAIL");
        bad |= err > bound;
    }
    fflush(stdout);
    free(hin);
    free(hout);
    return bad;
}

int main(int argc, char **argv)
{
    bench_args a;
    bench_cu b;
    int rc, dev = 0, ndev = 0, drv = 0, rtv = 0, fftv = 0, status = 0, check_bad = 0;
    size_t elem, need = 0, free_mem = 0, total_mem = 0;
    struct cudaDeviceProp prop;
    FILE *csv = NULL;

    rc = bench_parse_args(argc, argv, &a, PROG, "cuda or cuda:D (default device 0)");
    if (rc)
        return rc == 2 ? 0 : 2;
    memset(&b, 0, sizeof b);
    b.wall = a.wall;
    elem = a.f64 ? 16 : 8;
    if (a.device && strcmp(a.device, "cuda") && strcmp(a.device, "auto") &&
        (sscanf(a.device, "cuda:%d", &dev) != 1 || dev < 0)) {
        fprintf(stderr, PROG ": --device must be cuda or cuda:D, not '%s'\n", a.device);
        return 2;
    }
    if (cu_failed(cudaGetDeviceCount(&ndev), 0, "cudaGetDeviceCount"))
        return 1;
    if (dev >= ndev) {
        fprintf(stderr, PROG ": no CUDA device %d (%d found)\n", dev, ndev);
        return 1;
    }
    if (cu_failed(cudaSetDevice(dev), 0, "cudaSetDevice") ||
        cu_failed(cudaGetDeviceProperties(&prop, dev), 0, "cudaGetDeviceProperties"))
        return 1;
    cudaDriverGetVersion(&drv);
    cudaRuntimeGetVersion(&rtv);
    cufftGetVersion(&fftv);
    cudaMemGetInfo(&free_mem, &total_mem);
    printf("# cuda device %d: %s, sm_%d%d, %d SMs, %.1f GiB (%.1f free)\n", dev, prop.name,
           prop.major, prop.minor, prop.multiProcessorCount, (double)total_mem / 1073741824.0,
           (double)free_mem / 1073741824.0);
    printf("# CUDA driver %d.%d, runtime %d.%d, cuFFT %d\n", drv / 1000, (drv % 1000) / 10,
           rtv / 1000, (rtv % 1000) / 10, fftv);
    fflush(stdout);

    for (size_t i = 0; i < a.nsizes; i++) {
        size_t nb = (size_t)a.sizes[i] * (size_t)bench_batch(a.bytes, a.sizes[i], elem) * elem;
        if (nb > need)
            need = nb;
    }
    if (a.bytes > need)
        need = a.bytes;
    if (cu_failed(cudaStreamCreate(&b.stream), 0, "cudaStreamCreate") ||
        cu_failed(cudaEventCreate(&b.e0), 0, "cudaEventCreate") ||
        cu_failed(cudaEventCreate(&b.e1), 0, "cudaEventCreate") ||
        cu_failed(cudaMalloc(&b.in, need), 0, "cudaMalloc(in)") ||
        cu_failed(cudaMalloc(&b.out, need), 0, "cudaMalloc(out)") ||
        cu_failed(fill_device(b.in, need, a.f64), 0, "filling the input") ||
        cu_failed(fill_device(b.out, need, a.f64), 0, "filling the output"))
        return 1;

    if (a.csv) {
        csv = bench_csv_open(a.csv);
        if (!csv) {
            fprintf(stderr, PROG ": cannot write %s\n", a.csv);
            return 1;
        }
    }
    bench_print_header();

    {
        op o;
        double ms;
        memset(&o, 0, sizeof o);
        o.kind = OP_COPY;
        o.bytes = a.bytes;
        ms = time_median(&b, &o, a.warmup, a.runs, 0);
        if (ms >= 0) {
            bench_row r = bench_memcpy_row("memcpy", a.f64, a.bytes, ms);
            r.inplace = a.inplace;
            bench_print_row(&r);
            bench_csv_row(csv, &r);
        } else {
            status = 1;
        }
    }

    for (size_t i = 0; i < a.nsizes; i++) {
        long long n = (long long)a.sizes[i];
        long long batch = (long long)bench_batch(a.bytes, a.sizes[i], elem);
        long long nn[1] = {n};
        size_t work = 0, work2 = 0;
        cufftHandle plan;
        op o;
        double t_plan = now_ms(), ms;
        memset(&o, 0, sizeof o);
        if (fft_failed(cufftCreate(&plan), n, "cufftCreate")) {
            status = 1;
            continue;
        }
        if (fft_failed(cufftMakePlanMany64(plan, 1, nn, NULL, 1, n, NULL, 1, n,
                                           a.f64 ? CUFFT_Z2Z : CUFFT_C2C, batch, &work),
                       n, "cufftMakePlanMany64") ||
            fft_failed(cufftSetStream(plan, b.stream), n, "cufftSetStream") ||
            fft_failed(cufftGetSize(plan, &work2), n, "cufftGetSize")) {
            cufftDestroy(plan);
            status = 1;
            continue;
        }
        t_plan = now_ms() - t_plan;
        fprintf(stderr, PROG ": N=%lld: plan %.1f ms, workspace %zu bytes\n", n, t_plan, work2);
        o.kind = OP_FFT;
        o.plan = plan;
        o.f64 = a.f64;
        o.inplace = a.inplace;
        ms = time_median(&b, &o, a.warmup, a.runs, n);
        if (ms >= 0) {
            bench_row r;
            memset(&r, 0, sizeof r);
            r.library = "cufft";
            r.f64 = a.f64;
            r.n = n;
            r.batch = batch;
            r.inplace = a.inplace;
            r.time_ms = ms;
            r.workspace_bytes = work2 > work ? work2 : work;
            bench_row_rates(&r);
            bench_print_row(&r);
            bench_csv_row(csv, &r);
            if (a.check)
                check_bad |= check_fft(&b, &o, n, batch);
        } else {
            status = 1;
        }
        cufftDestroy(plan);
    }

    cudaFree(b.out);
    cudaFree(b.in);
    cudaEventDestroy(b.e1);
    cudaEventDestroy(b.e0);
    cudaStreamDestroy(b.stream);
    if (csv)
        fclose(csv);
    bench_args_free(&a);
    if (check_bad)
        return 3;
    return status;
}
