/*
 * cufft_bench: times cuFFT (batched 1D C2C / Z2Z, forward) with the protocol of
 * `ufft bench`, and cudaMemcpy device-to-device of the same bytes as the ceiling.
 * Each run is bracketed by CUDA events on one stream; the median of the runs is
 * reported. See bench/README.md.
 */
#include <cufft.h>

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cuda_common.h"

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

static int fft_failed(cufftResult r, long long n, const char *what)
{
    if (r == CUFFT_SUCCESS)
        return 0;
    bench_report_code(n, what, cufft_err_name(r), (int)r);
    return 1;
}

typedef enum { OP_COPY, OP_FFT } op_kind;

typedef struct op {
    op_kind kind;
    size_t bytes;     /* OP_COPY */
    cufftHandle plan; /* OP_FFT */
    int f64, inplace;
} op;

/* bench_cuda_enqueue_fn: queues the operation ctx (an op). */
static const char *enqueue(bench_cuda *b, void *ctx, int *code)
{
    const op *o = ctx;
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

/* The timed operation: o with the name of its call. */
static bench_cuda_op timed_op(op *o)
{
    bench_cuda_op t;
    t.enqueue = enqueue;
    t.ctx = o;
    t.what = o->kind == OP_COPY ? "cudaMemcpyAsync" : (o->f64 ? "cufftExecZ2Z" : "cufftExecC2C");
    t.sync_what = t.what;
    return t;
}

int main(int argc, char **argv)
{
    bench_args a;
    bench_cuda b;
    bench_cuda_info info;
    int rc, fftv = 0, status = 0, check_bad = 0;
    size_t elem, need;
    char libs[32];
    FILE *csv = NULL;

    rc = bench_parse_args(argc, argv, &a, PROG, BENCH_CUDA_DEVICE_HELP);
    if (rc)
        return rc == 2 ? 0 : 2;
    rc = bench_cuda_init(&b, &a, &info);
    if (rc)
        return rc;
    elem = a.f64 ? 16 : 8;
    cufftGetVersion(&fftv);
    snprintf(libs, sizeof libs, "cuFFT %d", fftv);
    bench_cuda_print(&info, libs);

    need = bench_max_bytes(&a, SIZE_MAX);
    if (a.bytes > need)
        need = a.bytes;
    if (bench_cuda_alloc(&b, need, a.f64))
        return 1;

    if (bench_csv_open(a.csv, &csv))
        return 1;
    bench_print_header();

    {
        op o;
        bench_cuda_op t;
        double ms;
        memset(&o, 0, sizeof o);
        o.kind = OP_COPY;
        o.bytes = a.bytes;
        t = timed_op(&o);
        ms = bench_cuda_time(&b, &t, a.warmup, a.runs, 0);
        if (ms >= 0) {
            bench_row r = bench_memcpy_row("memcpy", &a, a.bytes, ms);
            bench_emit_row(csv, &r);
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
        bench_cuda_op t;
        double t_plan = bench_now_ms(), ms;
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
        t_plan = bench_now_ms() - t_plan;
        fprintf(stderr, PROG ": N=%lld: plan %.1f ms, workspace %zu bytes\n", n, t_plan, work2);
        o.kind = OP_FFT;
        o.plan = plan;
        o.f64 = a.f64;
        o.inplace = a.inplace;
        t = timed_op(&o);
        ms = bench_cuda_time(&b, &t, a.warmup, a.runs, n);
        if (ms >= 0) {
            bench_row r = bench_fft_row("cufft", &a, n, batch, ms, work2 > work ? work2 : work);
            bench_emit_row(csv, &r);
            if (a.check)
                check_bad |= bench_cuda_check(&b, &t, "cufft", a.f64, a.inplace, n, batch);
        } else {
            status = 1;
        }
        cufftDestroy(plan);
    }

    bench_cuda_free(&b);
    if (csv)
        fclose(csv);
    bench_args_free(&a);
    if (check_bad)
        return 3;
    return status;
}
