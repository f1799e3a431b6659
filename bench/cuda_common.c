#include "cuda_common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int bench_cu_failed(cudaError_t e, long long n, const char *what)
{
    if (e == cudaSuccess)
        return 0;
    bench_report_code(n, what, cudaGetErrorString(e), (int)e);
    return 1;
}

int bench_cuda_init(bench_cuda *b, const bench_args *a, bench_cuda_info *info)
{
    const char *device = a->device;
    int ndev = 0;
    memset(b, 0, sizeof *b);
    b->wall = a->wall;
    memset(info, 0, sizeof *info);
    if (device && strcmp(device, "cuda") && strcmp(device, "auto") &&
        (sscanf(device, "cuda:%d", &info->dev) != 1 || info->dev < 0)) {
        fprintf(stderr, "%s: --device must be cuda or cuda:D, not '%s'\n", bench_prog(), device);
        return 2;
    }
    if (bench_cu_failed(cudaGetDeviceCount(&ndev), 0, "cudaGetDeviceCount"))
        return 1;
    if (info->dev >= ndev) {
        fprintf(stderr, "%s: no CUDA device %d (%d found)\n", bench_prog(), info->dev, ndev);
        return 1;
    }
    if (bench_cu_failed(cudaSetDevice(info->dev), 0, "cudaSetDevice") ||
        bench_cu_failed(cudaGetDeviceProperties(&info->prop, info->dev), 0,
                        "cudaGetDeviceProperties") ||
        bench_cu_failed(cudaDriverGetVersion(&info->driver), 0, "cudaDriverGetVersion") ||
        bench_cu_failed(cudaRuntimeGetVersion(&info->runtime), 0, "cudaRuntimeGetVersion") ||
        bench_cu_failed(cudaMemGetInfo(&info->free_mem, &info->total_mem), 0, "cudaMemGetInfo"))
        return 1;
    return 0;
}

void bench_cuda_print(const bench_cuda_info *info, const char *libs)
{
    int drv = info->driver, rtv = info->runtime;
    printf("# cuda device %d: %s, sm_%d%d, %d SMs, %.1f GiB (%.1f free)\n", info->dev,
           info->prop.name, info->prop.major, info->prop.minor, info->prop.multiProcessorCount,
           (double)info->total_mem / 1073741824.0, (double)info->free_mem / 1073741824.0);
    printf("# CUDA driver %d.%d, runtime %d.%d, %s\n", drv / 1000, (drv % 1000) / 10, rtv / 1000,
           (rtv % 1000) / 10, libs);
    fflush(stdout);
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

int bench_cuda_alloc(bench_cuda *b, size_t bytes, int f64)
{
    return bench_cu_failed(cudaStreamCreate(&b->stream), 0, "cudaStreamCreate") ||
           bench_cu_failed(cudaEventCreate(&b->e0), 0, "cudaEventCreate") ||
           bench_cu_failed(cudaEventCreate(&b->e1), 0, "cudaEventCreate") ||
           bench_cu_failed(cudaMalloc(&b->in, bytes), 0, "cudaMalloc(in)") ||
           bench_cu_failed(cudaMalloc(&b->out, bytes), 0, "cudaMalloc(out)") ||
           bench_cu_failed(fill_device(b->in, bytes, f64), 0, "filling the input") ||
           bench_cu_failed(fill_device(b->out, bytes, f64), 0, "filling the output");
}

void bench_cuda_free(bench_cuda *b)
{
    if (b->out)
        cudaFree(b->out);
    if (b->in)
        cudaFree(b->in);
    if (b->e1)
        cudaEventDestroy(b->e1);
    if (b->e0)
        cudaEventDestroy(b->e0);
    if (b->stream)
        cudaStreamDestroy(b->stream);
    memset(b, 0, sizeof *b);
}

/* Queues op; 1 after reporting its failure as `what`. */
static int enqueue_failed(bench_cuda *b, const bench_cuda_op *op, long long n, const char *what)
{
    int code = 0;
    const char *msg = op->enqueue(b, op->ctx, &code);
    if (!msg)
        return 0;
    bench_report_code(n, what, msg, code);
    return 1;
}

double bench_cuda_time(bench_cuda *b, const bench_cuda_op *op, int warmup, int runs,
                       long long n)
{
    double *t = malloc((size_t)runs * sizeof *t), med = -1.0;
    if (!t) {
        bench_report_code(n, "malloc", "out of host memory", 0);
        return -1.0;
    }
    for (int i = 0; i < warmup; i++)
        if (enqueue_failed(b, op, n, op->what))
            goto done;
    if (bench_cu_failed(cudaStreamSynchronize(b->stream), n, "warm-up"))
        goto done;
    for (int i = 0; i < runs; i++) {
        float ms = 0.0f;
        double w0 = bench_now_ms();
        if (!b->wall && bench_cu_failed(cudaEventRecord(b->e0, b->stream), n, "cudaEventRecord"))
            goto done;
        if (enqueue_failed(b, op, n, op->what))
            goto done;
        if (!b->wall && bench_cu_failed(cudaEventRecord(b->e1, b->stream), n, "cudaEventRecord"))
            goto done;
        if (bench_cu_failed(cudaStreamSynchronize(b->stream), n, op->sync_what))
            goto done;
        if (b->wall) {
            t[i] = bench_now_ms() - w0;
        } else {
            if (bench_cu_failed(cudaEventElapsedTime(&ms, b->e0, b->e1), n,
                                "cudaEventElapsedTime"))
                goto done;
            t[i] = (double)ms;
        }
    }
    med = bench_median(t, runs);
done:
    free(t);
    return med;
}

int bench_cuda_check(bench_cuda *b, const bench_cuda_op *op, const char *library, int f64,
                     int inplace, int64_t n, int64_t batch)
{
    size_t elem = f64 ? 16 : 8, len = 0;
    void *hin = NULL, *hout = NULL;
    int64_t which[2];
    int nw = bench_check_entries(batch, which);
    int bad = 0;
    if (bench_problem_bytes(n, 1, elem, &len)) {
        bench_report_code((long long)n, "check", "size overflow", 0);
        return 1;
    }
    hin = malloc(len);
    hout = malloc(len);
    if (!hin || !hout) {
        bench_report_code((long long)n, "check", "out of host memory", 0);
        bad = 1;
        goto cleanup;
    }
    for (int w = 0; w < nw && !bad; w++) {
        bench_check_input(hin, n, f64, w);
        if (bench_cu_failed(cudaMemcpy((char *)b->in + (size_t)which[w] * len, hin, len,
                                       cudaMemcpyHostToDevice),
                            (long long)n, "check upload"))
            bad = 1;
    }
    if (!bad && enqueue_failed(b, op, (long long)n, "check transform"))
        bad = 1;
    if (!bad &&
        bench_cu_failed(cudaStreamSynchronize(b->stream), (long long)n, "check transform"))
        bad = 1;
    for (int w = 0; w < nw && !bad; w++) {
        const char *src = (const char *)(inplace ? b->in : b->out) + (size_t)which[w] * len;
        int r;
        if (bench_cu_failed(cudaMemcpy(hout, src, len, cudaMemcpyDeviceToHost), (long long)n,
                            "check download")) {
            bad = 1;
            break;
        }
        r = bench_check_result(library, hin, hout, n, f64, w, which[w]);
        if (r < 0)
            break;
        bad |= r;
    }
cleanup:
    fflush(stdout);
    free(hin);
    free(hout);
    return bad;
}
