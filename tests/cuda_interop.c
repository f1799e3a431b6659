/* CUDA interoperability, on a machine with NVIDIA's driver: a ufft context on the
 * caller's CUcontext and CUstream, buffers wrapping the caller's cuMemAlloc memory
 * (one of them at an offset inside its allocation), and a transform whose answer is
 * known: the forward transform of x[j] = exp(2 pi i m j / n) is n at bin m, 0 elsewhere.
 * Exit 77 (CTest: skipped) without a driver or a CUDA device. */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/cuda_api.h"
#include "ufft.h"

#define N 4096
#define BATCH 3
#define BIN 77

static int failed, passed;

static void check(bool ok, const char *what, double value)
{
    printf("%-52s %.3e %s\n", what, value, ok ? "PASS" : "FAIL");
    ok ? passed++ : failed++;
}

int main(void)
{
    ufft__cuda_api cu;
    char why[256];
    int count = 0;
    if (ufft__cuda_api_load(&cu, why, sizeof why) != 0 || cu.Init(0) != 0 ||
        cu.DeviceGetCount(&count) != 0 || count == 0) {
        printf("SKIPPED: %s\n", cu.lib ? "no CUDA device" : why);
        return 77;
    }
    ufft__CUdevice dev;
    ufft__CUcontext cctx;
    ufft__CUstream stream;
    ufft__CUdeviceptr mem_in, mem_out;
    size_t bytes = sizeof(float) * 2 * N * BATCH;
    if (cu.DeviceGet(&dev, 0) || cu.DevicePrimaryCtxRetain(&cctx, dev) || cu.CtxPushCurrent(cctx) ||
        cu.StreamCreate(&stream, UFFT__CU_STREAM_NON_BLOCKING) || cu.MemAlloc(&mem_in, bytes) ||
        cu.MemAlloc(&mem_out, bytes + 4096)) {
        printf("FAIL: setting up the caller's CUDA context\n");
        return 1;
    }
    float *host = malloc(bytes);
    for (int b = 0; b < BATCH; b++)
        for (int j = 0; j < N; j++) {
            double a = 2 * M_PI * (double)((int64_t)(BIN + b) * j % N) / N;
            host[2 * (b * N + j)] = (float)cos(a);
            host[2 * (b * N + j) + 1] = (float)sin(a);
        }
    cu.MemcpyHtoDAsync(mem_in, host, bytes, stream);

    ufft_context *ctx = NULL;
    ufft_plan *plan = NULL;
    ufft_buffer *in = NULL, *out = NULL;
    ufft_desc d = {0};
    d.rank = 1;
    d.n[0] = N;
    d.batch = BATCH;
    ufft_status st = ufft_context_create_cuda(&ctx, cctx, stream, why, sizeof why);
    check(st == UFFT_SUCCESS, "context on the caller's CUcontext and CUstream", 0);
    if (st != UFFT_SUCCESS) {
        printf("  %s: %s\n", ufft_status_name(st), why);
        return 1;
    }
    printf("device: %s (%s)\n", ufft_context_device_name(ctx), ufft_context_backend(ctx));
    /* The output starts 4096 bytes into its allocation. */
    st = ufft_buffer_wrap(ctx, (void *)(uintptr_t)mem_in, bytes, &in);
    if (st == UFFT_SUCCESS)
        st = ufft_buffer_wrap(ctx, (void *)(uintptr_t)(mem_out + 4096), bytes, &out);
    check(st == UFFT_SUCCESS, "wrap cuMemAlloc pointers (one at an offset)", 0);
    check(ufft_buffer_native(out) == (void *)(uintptr_t)(mem_out + 4096), "native handle is the pointer", 0);
    ufft_buffer *too_big = NULL;
    check(ufft_buffer_wrap(ctx, (void *)(uintptr_t)(mem_out + 4096), bytes + 8192, &too_big) ==
              UFFT_ERROR_OUT_OF_RANGE,
          "wrap past the allocation's end is refused", 0);
    int dummy = 0;
    check(ufft_buffer_wrap(ctx, &dummy, 4, &too_big) == UFFT_ERROR_INVALID_ARGUMENT,
          "wrap of a host pointer is refused", 0);
    if (st == UFFT_SUCCESS)
        st = ufft_plan_create(ctx, &d, &plan);
    /* Pointers inside an allocation that its elements' loads cannot use: refused before
     * any kernel runs (a misaligned load would leave the context unusable), and the
     * context works after. fp32 complex needs 8 bytes, fp64 complex 16. */
    ufft_buffer *odd = NULL;
    ufft_plan *plan64 = NULL;
    ufft_desc d64 = d;
    d64.precision = UFFT_F64;
    d64.n[0] = N / 2;
    void *fp32_odd = (void *)(uintptr_t)(mem_out + 4100); /* 4 bytes past 4096 */
    if (st == UFFT_SUCCESS && ufft_buffer_wrap(ctx, fp32_odd, bytes - 8, &odd) == UFFT_SUCCESS) {
        check(ufft_execute(plan, UFFT_FORWARD, in, odd) == UFFT_ERROR_INVALID_ARGUMENT,
              "fp32 output 4 bytes into its allocation is refused", 0);
        ufft_buffer_destroy(odd);
        odd = NULL;
    } else {
        check(false, "wrap 4 bytes into an allocation", 0);
    }
    if (st == UFFT_SUCCESS && ufft_plan_create(ctx, &d64, &plan64) == UFFT_SUCCESS &&
        ufft_buffer_wrap(ctx, (void *)(uintptr_t)(mem_in + 8), bytes - 16, &odd) == UFFT_SUCCESS) {
        check(ufft_execute(plan64, UFFT_FORWARD, odd, out) == UFFT_ERROR_INVALID_ARGUMENT,
              "fp64 input 8 bytes into its allocation is refused", 0);
        char text[256];
        ufft_context_last_error(ctx, text, sizeof text);
        printf("  reason: %s\n", text);
    } else {
        check(false, "an fp64 plan and a wrap 8 bytes into an allocation", 0);
    }
    ufft_buffer_destroy(odd);
    ufft_plan_destroy(plan64);
    if (st == UFFT_SUCCESS)
        st = ufft_execute(plan, UFFT_FORWARD, in, out);
    check(st == UFFT_SUCCESS, "plan and execute on the caller's stream", 0);
    /* Work is on the caller's stream: synchronising it is enough. */
    cu.StreamSynchronize(stream);
    memset(host, 0, bytes);
    cu.MemcpyDtoHAsync(host, mem_out + 4096, bytes, stream);
    cu.StreamSynchronize(stream);
    double worst = 0;
    for (int b = 0; b < BATCH; b++)
        for (int k = 0; k < N; k++) {
            double want = k == BIN + b ? N : 0;
            double e = hypot(host[2 * (b * N + k)] - want, host[2 * (b * N + k) + 1]) / N;
            worst = e > worst ? e : worst;
        }
    check(worst < 1e-5, "largest error / n against the exact spectrum", worst);
    ufft_buffer_destroy(in);
    ufft_buffer_destroy(out);
    ufft_plan_destroy(plan);
    ufft_context_destroy(ctx);
    /* The caller's memory, stream and context are still the caller's. */
    check(cu.MemFree(mem_in) == 0 && cu.MemFree(mem_out) == 0 && cu.StreamDestroy(stream) == 0,
          "caller's memory and stream outlive the ufft context", 0);
    ufft__CUcontext popped;
    cu.CtxPopCurrent(&popped);
    cu.DevicePrimaryCtxRelease(dev);
    free(host);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
