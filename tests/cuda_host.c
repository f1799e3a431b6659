/* The CUDA backend's host side without a GPU, on the fake driver and NVRTC of
 * tests/fake_cuda.c and fake_nvrtc.c (LD_LIBRARY_PATH and UFFT_NVRTC_LIBRARY point at
 * them; exit 77 where libcuda.so.1 is another). The caller's own CUDA context stays
 * current through every call, also where ufft's push of its context fails (that call
 * fails, and pops nothing); buffers copy both ways; a plan compiles, loads and launches;
 * a kernel the driver has no memory for fails as the device's memory; the context goes
 * before its plan and buffer; nothing is left allocated. */
#include <dlfcn.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "ufft.h"

static int failures;

static void expect(const char *what, bool ok, const char *detail)
{
    printf("%-58s %s%s%s\n", what, ok ? "PASS" : "FAIL", detail[0] ? "  " : "", detail);
    failures += !ok;
}

int main(void)
{
    void *cu = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    int (*push)(void *) = cu ? (int (*)(void *))dlsym(cu, "cuCtxPushCurrent_v2") : NULL;
    int (*depth)(void) = cu ? (int (*)(void))dlsym(cu, "fake_cu_depth") : NULL;
    void *(*top)(void) = cu ? (void *(*)(void))dlsym(cu, "fake_cu_top") : NULL;
    void (*fail_push)(int) = cu ? (void (*)(int))dlsym(cu, "fake_cu_fail_push") : NULL;
    void (*fail_function)(int) = cu ? (void (*)(int))dlsym(cu, "fake_cu_fail_function") : NULL;
    long (*live)(void) = cu ? (long (*)(void))dlsym(cu, "fake_cu_live") : NULL;
    if (!push || !depth || !top || !fail_push || !fail_function || !live) {
        printf("libcuda.so.1 is not tests/fake_cuda.c: skipped\n");
        return 77;
    }
    static int mine;
    push(&mine);
    char detail[300] = "";
    ufft_context *ctx = NULL;
    ufft_status st = ufft_context_create_with_detail(&ctx, "cuda", detail, sizeof detail);
    expect("context on the fake device", st == UFFT_SUCCESS, detail);
    if (st != UFFT_SUCCESS)
        return 1;
    snprintf(detail, sizeof detail, "depth %d", depth());
    expect("the caller's context current after creation", top() == &mine && depth() == 1, detail);

    ufft_buffer *in = NULL, *out = NULL, *none = NULL;
    float x[128], y[128];
    for (int i = 0; i < 128; i++)
        x[i] = (float)i;
    st = ufft_buffer_create(ctx, sizeof x, &in);
    if (st == UFFT_SUCCESS)
        st = ufft_buffer_create(ctx, sizeof y, &out);
    if (st == UFFT_SUCCESS)
        st = ufft_buffer_write(in, 0, x, sizeof x);
    if (st == UFFT_SUCCESS)
        st = ufft_buffer_read(in, 0, y, sizeof y);
    expect("buffers written and read back",
           st == UFFT_SUCCESS && memcmp(x, y, sizeof x) == 0, ufft_status_name(st));

    fail_push(1);
    st = ufft_buffer_create(ctx, 256, &none);
    ufft_context_last_error(ctx, detail, sizeof detail);
    expect("a failed push fails the call", st != UFFT_SUCCESS && !none &&
                                               strstr(detail, "cuCtxPushCurrent"), detail);
    snprintf(detail, sizeof detail, "depth %d", depth());
    expect("and leaves the caller's context current", top() == &mine && depth() == 1, detail);

    ufft_desc d;
    memset(&d, 0, sizeof d);
    d.rank = 1;
    d.n[0] = 64;
    d.batch = 1;
    ufft_plan *plan = NULL;
    st = ufft_plan_create(ctx, &d, &plan);
    if (st == UFFT_SUCCESS)
        st = ufft_execute(plan, UFFT_FORWARD, in, out);
    if (st == UFFT_SUCCESS)
        st = ufft_context_finish(ctx);
    if (st == UFFT_SUCCESS)
        ufft_plan_describe(plan, detail, sizeof detail);
    else
        ufft_context_last_error(ctx, detail, sizeof detail);
    expect("a plan compiled, loaded and launched", st == UFFT_SUCCESS, detail);
    fail_push(1);
    st = plan ? ufft_execute(plan, UFFT_FORWARD, in, out) : UFFT_ERROR_INTERNAL;
    snprintf(detail, sizeof detail, "%s, depth %d", ufft_status_name(st), depth());
    expect("an execute whose push fails fails, caller's context kept",
           st != UFFT_SUCCESS && top() == &mine && depth() == 1, detail);

    /* a kernel the driver has no memory for is the device's failure, not ufft's bug */
    ufft_plan *other = NULL;
    d.n[0] = 128;
    fail_function(1);
    st = ufft_plan_create(ctx, &d, &other);
    ufft_context_last_error(ctx, detail, sizeof detail);
    expect("cuModuleGetFunction out of memory: UFFT_ERROR_DEVICE_MEMORY",
           st == UFFT_ERROR_DEVICE_MEMORY && !other, detail);
    ufft_plan_destroy(other);

    ufft_context_destroy(ctx);
    ufft_plan_destroy(plan);
    ufft_buffer_destroy(in);
    ufft_buffer_destroy(out);
    snprintf(detail, sizeof detail, "%ld objects left, depth %d", live(), depth());
    expect("the context before its plan and buffers: all released", live() == 0 &&
                                                                      depth() == 1, detail);
    printf("%d failed\n", failures);
    return failures ? 1 : 0;
}
