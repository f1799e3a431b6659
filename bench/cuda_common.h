/*
 * What the CUDA benchmarks (cufft_bench, vkfft_bench) share: --device cuda[:D], the
 * device and its versions, the stream, events and filled buffers, CUDA failures, the
 * timing loop (warm-ups, then one run each between CUDA events, or the host clock with
 * --wall; the median) and --check. Needs cudart; the library-specific part of each
 * program is an enqueue callback.
 */
#ifndef UFFT_BENCH_CUDA_COMMON_H
#define UFFT_BENCH_CUDA_COMMON_H

#include <cuda_runtime_api.h>

#include <stddef.h>
#include <stdint.h>

#include "bench_common.h"

/* The --device help line of bench_parse_args. */
#define BENCH_CUDA_DEVICE_HELP "cuda or cuda:D (default device 0)"

typedef struct bench_cuda {
    cudaStream_t stream; /* vkfft_bench: VkFFT's configuration.stream points here */
    cudaEvent_t e0, e1;
    void *in, *out;      /* vkfft_bench: VkFFT's buffer pointers point at these fields */
    int wall;            /* --wall */
} bench_cuda;

typedef struct bench_cuda_info {
    int dev;
    int driver, runtime; /* cudaDriverGetVersion, cudaRuntimeGetVersion */
    size_t free_mem, total_mem;
    struct cudaDeviceProp prop;
} bench_cuda_info;

/* 0 when e is cudaSuccess, else 1 after bench_report_code(n, what, its string, e). */
int bench_cu_failed(cudaError_t e, long long n, const char *what);

/* Clears b (for bench_cuda_alloc / bench_cuda_free) with a's --wall, parses a's --device
 * (none, "cuda", "auto" or "cuda:D"), makes the device current and reads its properties,
 * versions and memory into info. 0, 2 for a bad --device, 1 for a CUDA failure (each
 * after printing it). */
int bench_cuda_init(bench_cuda *b, const bench_args *a, bench_cuda_info *info);
/* Prints "# cuda device ..." and "# CUDA driver X.Y, runtime X.Y, LIBS". */
void bench_cuda_print(const bench_cuda_info *info, const char *libs);

/* Creates the stream and events, allocates in and out (bytes each) and fills both with
 * pseudo-random data; 0, or 1 after printing the failure. bench_cuda_free releases what
 * is there. */
int bench_cuda_alloc(bench_cuda *b, size_t bytes, int f64);
void bench_cuda_free(bench_cuda *b);

/* Queues one operation on b->stream: NULL, or the name of its failure with *code set. */
typedef const char *(*bench_cuda_enqueue_fn)(bench_cuda *b, void *ctx, int *code);

typedef struct bench_cuda_op {
    bench_cuda_enqueue_fn enqueue;
    void *ctx;
    const char *what;      /* names a failed enqueue */
    const char *sync_what; /* names a failed synchronisation after a timed run */
} bench_cuda_op;

/* Warm-ups, then timed runs; median in ms, or -1 after printing the failure. */
double bench_cuda_time(bench_cuda *b, const bench_cuda_op *op, int warmup, int runs,
                       long long n);

/* --check (bench_common.h) of the transform op queues: reads b->in, writes b->out (or
 * b->in when inplace). Returns 0 when within bound, 1 after a failure or over it. */
int bench_cuda_check(bench_cuda *b, const bench_cuda_op *op, const char *library, int f64,
                     int inplace, int64_t n, int64_t batch);

#endif
