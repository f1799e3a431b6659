/*
 * vkfft_bench: times VkFFT 1.2 (header-only, CUDA backend: driver API + NVRTC) on batched
 * 1D C2C / Z2Z forward transforms with the protocol of `ufft bench` and cufft_bench.
 * Each run is bracketed by CUDA events on one stream (VkFFT launches its kernels on that
 * stream); the median of the runs is reported. No copy row: cufft_bench measures the
 * CUDA copy ceiling of the same device. See bench/README.md.
 *
 * VkFFT keeps pointers to the buffer handles and sizes it is given (configuration.buffer
 * etc. are void ** and uint64_t *), so those live in structures that outlive each plan.
 *
 * VKFFT_BENCH_CACHE=DIR keeps each plan's compiled kernels (VkFFT's saveApplicationToString)
 * in DIR, keyed by precision, placement, N and batch, and loads them on the next run, so
 * a sweep over thousands of lengths can compile in parallel processes first and then
 * time in one process without compiling (sweep-lengths.sh). Timing is the same either way.
 */
#ifndef VKFFT_BACKEND
#define VKFFT_BACKEND 1
#endif
#if VKFFT_BACKEND != 1
#error "vkfft_bench needs VkFFT's CUDA backend (VKFFT_BACKEND=1)"
#endif

#include <cuda.h>
#include <nvrtc.h>
#include <vkFFT.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuda_common.h"

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

static int drv_failed(CUresult r, long long n, const char *what)
{
    const char *name = NULL;
    if (r == CUDA_SUCCESS)
        return 0;
    if (cuGetErrorName(r, &name) != CUDA_SUCCESS || !name)
        name = "unknown CUDA driver error";
    bench_report_code(n, what, name, (int)r);
    return 1;
}

static int vk_failed(VkFFTResult r, long long n, const char *what)
{
    if (r == VKFFT_SUCCESS)
        return 0;
    bench_report_code(n, what, vkfft_err_name(r), (int)r);
    return 1;
}

typedef struct vk_plan {
    VkFFTApplication *app;
    uint64_t bytes; /* bufferSize / inputBufferSize point here */
    int f64, inplace;
    void *binaries; /* loaded from VKFFT_BENCH_CACHE; lives as long as the plan */
} vk_plan;

/* The whole file at path (malloc'ed), or NULL. */
static void *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    void *buf = NULL;
    long size;
    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (size = ftell(f)) > 0 && fseek(f, 0, SEEK_SET) == 0 &&
        (buf = malloc((size_t)size)) && fread(buf, 1, (size_t)size, f) != (size_t)size) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    *len = buf ? (size_t)size : 0;
    return buf;
}

/* Writes len bytes to path through a temporary name, so a reader never sees half. */
static void write_all(const char *path, const void *data, size_t len)
{
    char tmp[600];
    FILE *f;
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    if (!(f = fopen(tmp, "wb")))
        return;
    int ok = fwrite(data, 1, len, f) == len;
    if (fclose(f) == 0 && ok)
        rename(tmp, path);
    else
        remove(tmp);
}

/* bench_cuda_enqueue_fn: queues one forward transform of the plan ctx (a vk_plan). */
static const char *enqueue(bench_cuda *b, void *ctx, int *code)
{
    vk_plan *p = ctx;
    VkFFTLaunchParams lp;
    VkFFTResult r;
    memset(&lp, 0, sizeof lp);
    if (p->inplace) {
        lp.buffer = &b->in;
    } else {
        lp.inputBuffer = &b->in;
        lp.buffer = &b->out;
    }
    r = VkFFTAppend(p->app, -1, &lp); /* -1: forward */
    *code = (int)r;
    return r == VKFFT_SUCCESS ? NULL : vkfft_err_name(r);
}

/* Creates the VkFFT application for one size; 0, or 1 after printing the failure (the
 * application is then released). */
static int make_plan(bench_cuda *b, vk_plan *p, CUdevice *cudev, int64_t n, int64_t batch,
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
        bench_report_code((long long)n, "calloc(VkFFTApplication)", "out of host memory", 0);
        return 1;
    }
    const char *cache = getenv("VKFFT_BENCH_CACHE");
    char path[512] = "";
    size_t blen = 0;
    if (cache && *cache) {
        snprintf(path, sizeof path, "%s/vkfft-%s-%s-%lld-%lld.bin", cache, p->f64 ? "f64" : "f32",
                 p->inplace ? "ip" : "oop", (long long)n, (long long)batch);
        p->binaries = read_all(path, &blen);
        if (p->binaries) {
            cfg.loadApplicationFromString = 1;
            cfg.loadApplicationString = p->binaries;
        } else {
            cfg.saveApplicationToString = 1;
        }
    }
    r = initializeVkFFT(p->app, cfg);
    if (r == VKFFT_SUCCESS && path[0] && !p->binaries && p->app->saveApplicationString)
        write_all(path, p->app->saveApplicationString, (size_t)p->app->applicationStringSize);
    if (vk_failed(r, (long long)n, "initializeVkFFT")) {
        deleteVkFFT(p->app); /* initializeVkFFT already released what it made; harmless */
        free(p->app);
        p->app = NULL;
        free(p->binaries);
        p->binaries = NULL;
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
    free(p->binaries);
    p->binaries = NULL;
}

int main(int argc, char **argv)
{
    bench_args a;
    bench_cuda b;
    bench_cuda_info info;
    CUdevice cudev = 0;
    CUcontext ctx = NULL;
    int rc, nv_major = 0, nv_minor = 0, vkv;
    int status = 0, check_bad = 0, have_ctx = 0;
    size_t elem;
    char libs[64];
    FILE *csv = NULL;

    rc = bench_parse_args(argc, argv, &a, PROG, BENCH_CUDA_DEVICE_HELP);
    if (rc)
        return rc == 2 ? 0 : 2;
    elem = a.f64 ? 16 : 8;
    status = bench_cuda_init(&b, &a, &info);
    if (status)
        goto cleanup;
    status = 1; /* until the setup is done */
    /* VkFFT loads its NVRTC-compiled modules into the current driver context: make it the
     * device's primary context, the one the runtime (events, copies, the stream) uses. */
    if (drv_failed(cuInit(0), 0, "cuInit") ||
        drv_failed(cuDeviceGet(&cudev, info.dev), 0, "cuDeviceGet") ||
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
    snprintf(libs, sizeof libs, "NVRTC %d.%d, VkFFT %d.%d.%d (CUDA backend)", nv_major,
             nv_minor, vkv / 10000, (vkv / 100) % 100, vkv % 100);
    bench_cuda_print(&info, libs);

    if (bench_cuda_alloc(&b, bench_max_bytes(&a, SIZE_MAX), a.f64))
        goto cleanup;

    if (bench_csv_open(a.csv, &csv))
        goto cleanup;
    bench_print_header();
    status = 0;

    for (size_t i = 0; i < a.nsizes; i++) {
        int64_t n = a.sizes[i];
        int64_t batch = bench_batch(a.bytes, n, elem);
        size_t nb = 0;
        uint64_t work = 0;
        vk_plan p;
        bench_cuda_op t = {enqueue, &p, "VkFFTAppend", "VkFFTAppend (stream)"};
        double t_plan, ms;
        memset(&p, 0, sizeof p);
        if (bench_problem_bytes(n, batch, elem, &nb)) {
            bench_report_code((long long)n, "sizing", "N x batch x element size overflows", 0);
            status = 1;
            continue;
        }
        p.bytes = (uint64_t)nb;
        p.f64 = a.f64;
        p.inplace = a.inplace;
        t_plan = bench_now_ms();
        if (make_plan(&b, &p, &cudev, n, batch, &work)) {
            status = 1;
            continue;
        }
        t_plan = bench_now_ms() - t_plan;
        fprintf(stderr, PROG ": N=%lld: plan %.1f ms, temp buffer %llu bytes\n", (long long)n,
                t_plan, (unsigned long long)work);
        ms = bench_cuda_time(&b, &t, a.warmup, a.runs, (long long)n);
        if (ms >= 0) {
            bench_row r = bench_fft_row("vkfft", &a, n, batch, ms, work);
            bench_emit_row(csv, &r);
            if (a.check)
                check_bad |= bench_cuda_check(&b, &t, "vkfft", a.f64, a.inplace, n, batch);
        } else {
            status = 1;
        }
        free_plan(&p);
    }

cleanup:
    bench_cuda_free(&b);
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
