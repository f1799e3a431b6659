/*
 * vkfft_bench: times VkFFT 1.2 (header-only, CUDA backend: driver API + NVRTC) on batched
 * 1D C2C / Z2Z forward transforms with the protocol of `ufft bench` and cufft_bench.
 * Each run is bracketed by CUDA events on one stream (VkFFT launches its kernels on that
 * stream); the median of the runs is reported. No copy row: cufft_bench measures the
 * CUDA copy ceiling of the same device. See bench/README.md.
 *
 * VkFFT keeps pointers to the buffer handles and sizes it is given (configuration.buffer
 * etc. are void ** and uint64_t *), so those live in structures that outlive each plan.
 */
#ifndef VKFFT_BACKEND
#define VKFFT_BACKEND 1
#endif
#if VKFFT_BACKEND != 1
#error "vkfft_bench needs VkFFT's CUDA backend (VKFFT_BACKEND=1)"
#endif

#include <cuda.h>
#include <cuda_runtime_api.h>
#include <nvrtc.h>
#include <vkFFT.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_common.h"

#define PROG "vkfft_bench"

static const char *vkfft_err_name(VkFFTResult r)
{
    switch (r) {
#define C(x) \
    case x:  \
        return #x;
        C(VKFFT_SUCCESS)
        C(VKFFT_ERROR_MALLOC_FAILED)
        C(VKFFT_ERROR_INSUFFICIENT_CODE_BUFFER)
        C(VKFFT_ERROR_INSUFFICIENT_TEMP_BUFFER)
        C(VKFFT_ERROR_PLAN_NOT_INITIALIZED)
        C(VKFFT_ERROR_NULL_TEMP_PASSED)
        C(VKFFT_ERROR_INVALID_DEVICE)
        C(VKFFT_ERROR_ONLY_FORWARD_FFT_INITIALIZED)
        C(VKFFT_ERROR_ONLY_INVERSE_FFT_INITIALIZED)
        C(VKFFT_ERROR_INVALID_CONTEXT)
        C(VKFFT_ERROR_EMPTY_FFTdim)
        C(VKFFT_ERROR_EMPTY_size)
        C(VKFFT_ERROR_EMPTY_bufferSize)
        C(VKFFT_ERROR_EMPTY_buffer)
        C(VKFFT_ERROR_EMPTY_tempBufferSize)
        C(VKFFT_ERROR_EMPTY_tempBuffer)
        C(VKFFT_ERROR_EMPTY_inputBufferSize)
        C(VKFFT_ERROR_EMPTY_inputBuffer)
        C(VKFFT_ERROR_EMPTY_outputBufferSize)
        C(VKFFT_ERROR_EMPTY_outputBuffer)
        C(VKFFT_ERROR_UNSUPPORTED_RADIX)
        C(VKFFT_ERROR_UNSUPPORTED_FFT_LENGTH)
        C(VKFFT_ERROR_FAILED_TO_ALLOCATE)
        C(VKFFT_ERROR_FAILED_TO_SYNCHRONIZE)
        C(VKFFT_ERROR_FAILED_TO_COPY)
        C(VKFFT_ERROR_FAILED_TO_CREATE_PROGRAM)
        C(VKFFT_ERROR_FAILED_TO_COMPILE_PROGRAM)
        C(VKFFT_ERROR_FAILED_TO_GET_CODE_SIZE)
        C(VKFFT_ERROR_FAILED_TO_GET_CODE)
        C(VKFFT_ERROR_FAILED_TO_DESTROY_PROGRAM)
        C(VKFFT_ERROR_FAILED_TO_LOAD_MODULE)
        C(VKFFT_ERROR_FAILED_TO_GET_FUNCTION)
        C(VKFFT_ERROR_FAILED_TO_SET_DYNAMIC_SHARED_MEMORY)
        C(VKFFT_ERROR_FAILED_TO_MODULE_GET_GLOBAL)
        C(VKFFT_ERROR_FAILED_TO_LAUNCH_KERNEL)
        C(VKFFT_ERROR_FAILED_TO_EVENT_RECORD)
        C(VKFFT_ERROR_FAILED_TO_GET_ATTRIBUTE)
        C(VKFFT_ERROR_FAILED_TO_CREATE_EVENT)
#undef C
    default:
        return "VkFFT error";
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

static int drv_failed(CUresult r, long long n, const char *what)
{
    const char *name = NULL;
    if (r == CUDA_SUCCESS)
        return 0;
    if (cuGetErrorName(r, &name) != CUDA_SUCCESS || !name)
        name = "unknown CUDA driver error";
    report(n, what, name, (int)r);
    return 1;
}

static int vk_failed(VkFFTResult r, long long n, const char *what)
{
    if (r == VKFFT_SUCCESS)
        return 0;
    report(n, what, vkfft_err_name(r), (int)r);
    return 1;
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

typedef struct bench_vk {
    cudaStream_t stream; /* VkFFT's configuration.stream points here */
    cudaEvent_t e0, e1;
    void *in, *out;      /* VkFFT's buffer pointers point at these fields */
    int wall;
} bench_vk;

typedef struct vk_plan {
    VkFFTApplication *app;
    uint64_t bytes; /* bufferSize / inputBufferSize point here */
    int f64, inplace;
} vk_plan;

/* Queues one forward transform; VKFFT_SUCCESS or the failure. */
static VkFFTResult enqueue(bench_vk *b, vk_plan *p)
{
    VkFFTLaunchParams lp;
    memset(&lp, 0, sizeof lp);
    if (p->inplace) {
        lp.buffer = &b->in;
    } else {
        lp.inputBuffer = &b->in;
        lp.buffer = &b->out;
    }
    return VkFFTAppend(p->app, -1, &lp); /* -1: forward */
}

/* Warm-ups, then timed runs; median in ms, or -1 after printing the failure. */
static double time_median(bench_vk *b, vk_plan *p, int warmup, int runs, long long n)
{
    double *t = malloc((size_t)runs * sizeof *t), med = -1.0;
    if (!t) {
        report(n, "malloc", "out of host memory", 0);
        return -1.0;
    }
    for (int i = 0; i < warmup; i++)
        if (vk_failed(enqueue(b, p), n, "VkFFTAppend"))
            goto done;
    if (cu_failed(cudaStreamSynchronize(b->stream), n, "warm-up"))
        goto done;
    for (int i = 0; i < runs; i++) {
        float ms = 0.0f;
        double w0 = now_ms();
        if (!b->wall && cu_failed(cudaEventRecord(b->e0, b->stream), n, "cudaEventRecord"))
            goto done;
        if (vk_failed(enqueue(b, p), n, "VkFFTAppend"))
            goto done;
        if (!b->wall && cu_failed(cudaEventRecord(b->e1, b->stream), n, "cudaEventRecord"))
            goto done;
        if (cu_failed(cudaStreamSynchronize(b->stream), n, "VkFFTAppend (stream)"))
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
static int check_fft(bench_vk *b, vk_plan *p, int64_t n, int64_t batch)
{
    size_t elem = p->f64 ? 16 : 8, len = 0;
    void *hin = NULL, *hout = NULL;
    int64_t which[2] = {0, batch - 1};
    int nw = batch > 1 ? 2 : 1;
    int bad = 0;
    if (bench_problem_bytes(n, 1, elem, &len)) {
        report((long long)n, "check", "size overflow", 0);
        return 1;
    }
    hin = malloc(len);
    hout = malloc(len);
    if (!hin || !hout) {
        report((long long)n, "check", "out of host memory", 0);
        bad = 1;
        goto cleanup;
    }
    for (int w = 0; w < nw && !bad; w++) {
        bench_fill(hin, (size_t)n, p->f64, 1000 + (uint64_t)w);
        if (cu_failed(cudaMemcpy((char *)b->in + (size_t)which[w] * len, hin, len,
                                 cudaMemcpyHostToDevice),
                      (long long)n, "check upload"))
            bad = 1;
    }
    if (!bad && vk_failed(enqueue(b, p), (long long)n, "check transform"))
        bad = 1;
    if (!bad && cu_failed(cudaStreamSynchronize(b->stream), (long long)n, "check transform"))
        bad = 1;
    for (int w = 0; w < nw && !bad; w++) {
        int bins = 0;
        double err, bound = bench_check_bound(n, p->f64);
        char *src = (char *)(p->inplace ? b->in : b->out) + (size_t)which[w] * len;
        if (cu_failed(cudaMemcpy(hout, src, len, cudaMemcpyDeviceToHost), (long long)n,
                      "check download")) {
            bad = 1;
            break;
        }
        bench_fill(hin, (size_t)n, p->f64, 1000 + (uint64_t)w);
        err = bench_check_error(hin, hout, n, p->f64, &bins);
        if (err < 0) {
            printf("# check: vkfft N=%lld: skipped (N > 2^22)\n", (long long)n);
            break;
        }
        printf("# check: vkfft %s N=%lld batch entry %lld: rel. RMS error %.3g over %d bins "
               "(bound %.3g) %s\n",
               p->f64 ? "f64" : "f32", (long long)n, (long long)which[w], err, bins, bound,
               err <= bound ? "ok" : "FAIL");
        bad |= err > bound;
    }
cleanup:
    fflush(stdout);
    free(hin);
    free(hout);
    return bad;
}

/* Creates the VkFFT application for one size; 0, or 1 after printing the failure (the
 * application is then released). */
static int make_plan(bench_vk *b, vk_plan *p, CUdevice *cudev, int64_t n, int64_t batch,
                     uint64_t *workspace)
{
    VkFFTConfiguration cfg;
    VkFFTResult r;
    memset(&cfg, 0, sizeof cfg);
    cfg.FFTdim = 1;
    cfg.size[0] = (uint64_t)n;
    cfg.numberBatches = (uint64_t)batch;
    cfg.device = cudev;
    cfg.stream = &b->stream;
    cfg.num_streams = 1;
    cfg.doublePrecision = (uint64_t)p->f64;
    cfg.makeForwardPlanOnly = 1;
    cfg.bufferSize = &p->bytes;
    if (p->inplace) {
        cfg.buffer = &b->in;
    } else {
        cfg.isInputFormatted = 1; /* read from inputBuffer, write to buffer */
        cfg.inputBuffer = &b->in;
        cfg.inputBufferSize = &p->bytes;
        cfg.buffer = &b->out;
    }
    p->app = calloc(1, sizeof *p->app);
    if (!p->app) {
        report((long long)n, "calloc(VkFFTApplication)", "out of host memory", 0);
        return 1;
    }
    r = initializeVkFFT(p->app, cfg);
    if (vk_failed(r, (long long)n, "initializeVkFFT")) {
        deleteVkFFT(p->app); /* initializeVkFFT already released what it made; harmless */
        free(p->app);
        p->app = NULL;
        return 1;
    }
    *workspace = 0;
    if (p->app->configuration.allocateTempBuffer && p->app->configuration.tempBufferSize)
        *workspace = p->app->configuration.tempBufferSize[0];
    return 0;
}

static void free_plan(vk_plan *p)
{
    if (p->app) {
        deleteVkFFT(p->app);
        free(p->app);
        p->app = NULL;
    }
}

int main(int argc, char **argv)
{
    bench_args a;
    bench_vk b;
    CUdevice cudev = 0;
    CUcontext ctx = NULL;
    int rc, dev = 0, ndev = 0, drv = 0, rtv = 0, nv_major = 0, nv_minor = 0, vkv;
    int status = 0, check_bad = 0, have_ctx = 0;
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
        status = 2;
        goto cleanup;
    }
    status = 1; /* until the setup is done */
    if (cu_failed(cudaGetDeviceCount(&ndev), 0, "cudaGetDeviceCount"))
        goto cleanup;
    if (dev >= ndev) {
        fprintf(stderr, PROG ": no CUDA device %d (%d found)\n", dev, ndev);
        goto cleanup;
    }
    if (cu_failed(cudaSetDevice(dev), 0, "cudaSetDevice") ||
        cu_failed(cudaGetDeviceProperties(&prop, dev), 0, "cudaGetDeviceProperties") ||
        cu_failed(cudaDriverGetVersion(&drv), 0, "cudaDriverGetVersion") ||
        cu_failed(cudaRuntimeGetVersion(&rtv), 0, "cudaRuntimeGetVersion") ||
        cu_failed(cudaMemGetInfo(&free_mem, &total_mem), 0, "cudaMemGetInfo"))
        goto cleanup;
    /* VkFFT loads its NVRTC-compiled modules into the current driver context: make it the
     * device's primary context, the one the runtime (events, copies, the stream) uses. */
    if (drv_failed(cuInit(0), 0, "cuInit") || drv_failed(cuDeviceGet(&cudev, dev), 0, "cuDeviceGet") ||
        drv_failed(cuDevicePrimaryCtxRetain(&ctx, cudev), 0, "cuDevicePrimaryCtxRetain"))
        goto cleanup;
    have_ctx = 1;
    if (drv_failed(cuCtxSetCurrent(ctx), 0, "cuCtxSetCurrent"))
        goto cleanup;
    if (nvrtcVersion(&nv_major, &nv_minor) != NVRTC_SUCCESS) {
        nv_major = 0;
        nv_minor = 0;
    }
    vkv = VkFFTGetVersion();
    printf("# cuda device %d: %s, sm_%d%d, %d SMs, %.1f GiB (%.1f free)\n", dev, prop.name,
           prop.major, prop.minor, prop.multiProcessorCount, (double)total_mem / 1073741824.0,
           (double)free_mem / 1073741824.0);
    printf("# CUDA driver %d.%d, runtime %d.%d, NVRTC %d.%d, VkFFT %d.%d.%d (CUDA backend)\n",
           drv / 1000, (drv % 1000) / 10, rtv / 1000, (rtv % 1000) / 10, nv_major, nv_minor,
           vkv / 10000, (vkv / 100) % 100, vkv % 100);
    fflush(stdout);

    for (size_t i = 0; i < a.nsizes; i++) {
        size_t nb;
        if (bench_problem_bytes(a.sizes[i], bench_batch(a.bytes, a.sizes[i], elem), elem, &nb))
            continue; /* reported when its turn comes */
        if (nb > need)
            need = nb;
    }
    if (cu_failed(cudaStreamCreate(&b.stream), 0, "cudaStreamCreate") ||
        cu_failed(cudaEventCreate(&b.e0), 0, "cudaEventCreate") ||
        cu_failed(cudaEventCreate(&b.e1), 0, "cudaEventCreate") ||
        cu_failed(cudaMalloc(&b.in, need), 0, "cudaMalloc(in)") ||
        cu_failed(cudaMalloc(&b.out, need), 0, "cudaMalloc(out)") ||
        cu_failed(fill_device(b.in, need, a.f64), 0, "filling the input") ||
        cu_failed(fill_device(b.out, need, a.f64), 0, "filling the output"))
        goto cleanup;

    if (a.csv) {
        csv = bench_csv_open(a.csv);
        if (!csv) {
            fprintf(stderr, PROG ": cannot write %s\n", a.csv);
            goto cleanup;
        }
    }
    bench_print_header();
    status = 0;

    for (size_t i = 0; i < a.nsizes; i++) {
        int64_t n = a.sizes[i];
        int64_t batch = bench_batch(a.bytes, n, elem);
        size_t nb = 0;
        uint64_t work = 0;
        vk_plan p;
        double t_plan, ms;
        memset(&p, 0, sizeof p);
        if (bench_problem_bytes(n, batch, elem, &nb)) {
            report((long long)n, "sizing", "N x batch x element size overflows", 0);
            status = 1;
            continue;
        }
        p.bytes = (uint64_t)nb;
        p.f64 = a.f64;
        p.inplace = a.inplace;
        t_plan = now_ms();
        if (make_plan(&b, &p, &cudev, n, batch, &work)) {
            status = 1;
            continue;
        }
        t_plan = now_ms() - t_plan;
        fprintf(stderr, PROG ": N=%lld: plan %.1f ms, temp buffer %llu bytes\n", (long long)n,
                t_plan, (unsigned long long)work);
        ms = time_median(&b, &p, a.warmup, a.runs, (long long)n);
        if (ms >= 0) {
            bench_row r;
            memset(&r, 0, sizeof r);
            r.library = "vkfft";
            r.f64 = a.f64;
            r.n = n;
            r.batch = batch;
            r.inplace = a.inplace;
            r.time_ms = ms;
            r.workspace_bytes = work;
            bench_row_rates(&r);
            bench_print_row(&r);
            bench_csv_row(csv, &r);
            if (a.check)
                check_bad |= check_fft(&b, &p, n, batch);
        } else {
            status = 1;
        }
        free_plan(&p);
    }

cleanup:
    if (b.out)
        cudaFree(b.out);
    if (b.in)
        cudaFree(b.in);
    if (b.e1)
        cudaEventDestroy(b.e1);
    if (b.e0)
        cudaEventDestroy(b.e0);
    if (b.stream)
        cudaStreamDestroy(b.stream);
    if (have_ctx)
        cuDevicePrimaryCtxRelease(cudev);
    if (csv && fclose(csv)) {
        fprintf(stderr, PROG ": error writing %s\n", a.csv);
        status = 1;
    }
    bench_args_free(&a);
    if (check_bad)
        return 3;
    return status;
}
