/* The OpenCL backend's failures, each forced once by tests/fail_opencl.c (LD_PRELOAD;
 * exit 77 without it): out of device memory or resources is UFFT_ERROR_DEVICE_MEMORY,
 * out of host memory UFFT_ERROR_HOST_MEMORY, a refused kernel name or argument ufft's own
 * bug (UFFT_ERROR_INTERNAL), any other failed launch UFFT_ERROR_BACKEND; the context's
 * last error names the call; nothing is left half made (the call then succeeds), and a
 * transform after all of them matches the direct DFT. */
#define _GNU_SOURCE
#include <CL/cl.h>
#include <dlfcn.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "layout.h"
#include "ufft.h"

typedef int (*arm_fn)(const char *, int, cl_int);

static void expect(check_tally *t, const char *what, bool ok, const char *detail)
{
    printf("%-66s %s%s%s\n", what, ok ? "PASS" : "FAIL", detail[0] ? "  " : "", detail);
    check_count(t, ok);
}

/* One forced failure: `st` is what the call returned with `fn` failing with `err`. */
static void check_failure(check_tally *t, ufft_context *ctx, const char *fn, const char *err_name,
                          ufft_status want, ufft_status st)
{
    char detail[300], what[128];
    ufft_context_last_error(ctx, detail, sizeof detail);
    snprintf(what, sizeof what, "%s %s: %s", fn, err_name, ufft_status_name(want));
    char got[400];
    snprintf(got, sizeof got, "%s; %s", ufft_status_name(st), detail);
    expect(t, what, st == want && strstr(detail, fn) != NULL, got);
}

/* A plan for n, first with `fn` failing (the plan must not exist), then without. */
static ufft_plan *plan_after_failure(check_tally *t, ufft_context *ctx, arm_fn arm, int64_t n,
                                     const char *fn, cl_int err, const char *err_name,
                                     ufft_status want)
{
    ufft_desc d = check_desc1(n, 2);
    ufft_plan *plan = NULL;
    arm(fn, 0, err);
    ufft_status st = ufft_plan_create(ctx, &d, &plan);
    check_failure(t, ctx, fn, err_name, want, st);
    if (plan) {
        expect(t, "  and no plan", false, "a plan came back");
        ufft_plan_destroy(plan);
        plan = NULL;
    }
    arm(fn, 1 << 30, CL_SUCCESS); /* disarmed */
    st = ufft_plan_create(ctx, &d, &plan);
    char what[96];
    snprintf(what, sizeof what, "  then the plan of %lld", (long long)n);
    expect(t, what, st == UFFT_SUCCESS, ufft_status_name(st));
    return plan;
}

int main(void)
{
    arm_fn arm = (arm_fn)dlsym(RTLD_DEFAULT, "fail_cl_arm");
    if (!arm) {
        printf("tests/fail_opencl.c is not preloaded: skipped\n");
        return 77;
    }
    check_tally t = {0, 0};
    char detail[300] = "";
    ufft_context *ctx = NULL;
    ufft_status st = ufft_context_create_with_detail(&ctx, "opencl", detail, sizeof detail);
    if (st != UFFT_SUCCESS) {
        printf("no OpenCL device (%s): skipped\n", detail);
        return 77;
    }
    printf("device: %s\n", ufft_context_device_name(ctx));

    /* buffers */
    ufft_buffer *in = NULL, *out = NULL;
    const size_t bytes = 2 * 64 * 2 * sizeof(float);
    arm("clCreateBuffer", 0, CL_MEM_OBJECT_ALLOCATION_FAILURE);
    st = ufft_buffer_create(ctx, bytes, &in);
    check_failure(&t, ctx, "clCreateBuffer", "CL_MEM_OBJECT_ALLOCATION_FAILURE",
                  UFFT_ERROR_DEVICE_MEMORY, st);
    expect(&t, "  and no buffer", in == NULL, "");
    arm("clCreateBuffer", 0, CL_OUT_OF_HOST_MEMORY);
    st = ufft_buffer_create(ctx, bytes, &in);
    check_failure(&t, ctx, "clCreateBuffer", "CL_OUT_OF_HOST_MEMORY", UFFT_ERROR_HOST_MEMORY, st);
    st = ufft_buffer_create(ctx, bytes, &in);
    if (st == UFFT_SUCCESS)
        st = ufft_buffer_create(ctx, bytes, &out);
    expect(&t, "  then both buffers", st == UFFT_SUCCESS && in && out, ufft_status_name(st));
    if (st != UFFT_SUCCESS)
        return 1;

    float x[2 * 64 * 2], y[2 * 64 * 2];
    for (int i = 0; i < 2 * 64 * 2; i++)
        x[i] = (float)((i * 37) % 29) / 29.0f - 0.5f;
    arm("clEnqueueWriteBuffer", 0, CL_OUT_OF_RESOURCES);
    st = ufft_buffer_write(in, 0, x, sizeof x);
    check_failure(&t, ctx, "clEnqueueWriteBuffer", "CL_OUT_OF_RESOURCES", UFFT_ERROR_DEVICE_MEMORY,
                  st);
    st = ufft_buffer_write(in, 0, x, sizeof x);
    expect(&t, "  then the write", st == UFFT_SUCCESS, ufft_status_name(st));
    arm("clEnqueueReadBuffer", 0, CL_OUT_OF_HOST_MEMORY);
    st = ufft_buffer_read(in, 0, y, sizeof y);
    check_failure(&t, ctx, "clEnqueueReadBuffer", "CL_OUT_OF_HOST_MEMORY", UFFT_ERROR_HOST_MEMORY,
                  st);
    st = ufft_buffer_read(in, 0, y, sizeof y);
    expect(&t, "  then the read, the same bytes", st == UFFT_SUCCESS && !memcmp(x, y, sizeof x),
           ufft_status_name(st));

    /* plans: each length compiles programs of its own (UFFT_CACHE_DIR is empty) */
    ufft_plan *p = plan_after_failure(&t, ctx, arm, 48, "clCreateProgramWithSource",
                                      CL_OUT_OF_HOST_MEMORY, "CL_OUT_OF_HOST_MEMORY",
                                      UFFT_ERROR_HOST_MEMORY);
    ufft_plan_destroy(p);
    p = plan_after_failure(&t, ctx, arm, 80, "clCreateKernel", CL_OUT_OF_HOST_MEMORY,
                           "CL_OUT_OF_HOST_MEMORY", UFFT_ERROR_HOST_MEMORY);
    ufft_plan_destroy(p);
    p = plan_after_failure(&t, ctx, arm, 96, "clCreateKernel", CL_OUT_OF_RESOURCES,
                           "CL_OUT_OF_RESOURCES", UFFT_ERROR_DEVICE_MEMORY);
    ufft_plan_destroy(p);
    p = plan_after_failure(&t, ctx, arm, 112, "clCreateKernel", CL_INVALID_KERNEL_NAME,
                           "CL_INVALID_KERNEL_NAME", UFFT_ERROR_INTERNAL);
    ufft_plan_destroy(p);

    /* launches */
    ufft_desc d = check_desc1(64, 2);
    ufft_plan *plan = NULL;
    st = ufft_plan_create(ctx, &d, &plan);
    expect(&t, "the plan of 64 x 2", st == UFFT_SUCCESS, ufft_status_name(st));
    if (st != UFFT_SUCCESS)
        return 1;
    static const struct {
        const char *fn, *err_name;
        cl_int err;
        ufft_status want;
    } launch[] = {
        {"clSetKernelArg", "CL_OUT_OF_RESOURCES", CL_OUT_OF_RESOURCES, UFFT_ERROR_DEVICE_MEMORY},
        {"clSetKernelArg", "CL_OUT_OF_HOST_MEMORY", CL_OUT_OF_HOST_MEMORY, UFFT_ERROR_HOST_MEMORY},
        {"clSetKernelArg", "CL_INVALID_ARG_VALUE", CL_INVALID_ARG_VALUE, UFFT_ERROR_INTERNAL},
        {"clEnqueueNDRangeKernel", "CL_OUT_OF_RESOURCES", CL_OUT_OF_RESOURCES,
         UFFT_ERROR_DEVICE_MEMORY},
        {"clEnqueueNDRangeKernel", "CL_INVALID_WORK_GROUP_SIZE", CL_INVALID_WORK_GROUP_SIZE,
         UFFT_ERROR_BACKEND},
    };
    for (size_t i = 0; i < sizeof launch / sizeof launch[0]; i++) {
        arm(launch[i].fn, 0, launch[i].err);
        st = ufft_execute(plan, UFFT_FORWARD, in, out);
        check_failure(&t, ctx, launch[i].fn, launch[i].err_name, launch[i].want, st);
    }
    arm("clFinish", 0, CL_OUT_OF_RESOURCES);
    st = ufft_context_finish(ctx);
    check_failure(&t, ctx, "clFinish", "CL_OUT_OF_RESOURCES", UFFT_ERROR_DEVICE_MEMORY, st);

    /* after all of them, a transform like any other */
    st = ufft_execute(plan, UFFT_FORWARD, in, out);
    if (st == UFFT_SUCCESS)
        st = ufft_context_finish(ctx);
    if (st == UFFT_SUCCESS)
        st = ufft_buffer_read(out, 0, y, sizeof y);
    double worst = 0, scale = 0;
    for (int b = 0; b < 2 && st == UFFT_SUCCESS; b++)
        for (int k = 0; k < 64; k++) {
            double re = 0, im = 0;
            for (int j = 0; j < 64; j++) {
                double a = -2 * M_PI * (double)((j * k) % 64) / 64;
                double xr = x[2 * (64 * b + j)], xi = x[2 * (64 * b + j) + 1];
                re += xr * cos(a) - xi * sin(a);
                im += xr * sin(a) + xi * cos(a);
            }
            double dr = y[2 * (64 * b + k)] - re, di = y[2 * (64 * b + k) + 1] - im;
            worst = fmax(worst, sqrt(dr * dr + di * di));
            scale = fmax(scale, sqrt(re * re + im * im));
        }
    snprintf(detail, sizeof detail, "%s, max error %.3g of max |X| %.3g", ufft_status_name(st),
             worst, scale);
    expect(&t, "then a transform of 64 x 2 matches the direct DFT",
           st == UFFT_SUCCESS && worst <= 1e-5 * scale, detail);

    ufft_plan_destroy(plan);
    ufft_buffer_destroy(in);
    ufft_buffer_destroy(out);
    ufft_context_destroy(ctx);
    return check_summary(&t);
}
