/*
 * clfft_bench: times clFFT (batched 1D C2C, forward) on one OpenCL device with the
 * protocol of `ufft bench`, and the device-to-device copy of the same bytes
 * (clEnqueueCopyBuffer) as the OpenCL ceiling. See bench/README.md.
 *
 * Timing: each run enqueues a 16-byte copy (a time stamp) and then the transform, and
 * takes the time from the end of the copy to the end of the transform's last kernel
 * (clFFT returns the event of its last kernel), from OpenCL profiling counters. A run
 * whose counters are missing or implausible falls back to the host clock around a
 * synchronised enqueue (also forced by --wall). CLFFT_BENCH_DEBUG=1 prints both times
 * of every run.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <clFFT.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_common.h"

#define PROG "clfft_bench"

static const char *cl_err_name(int e)
{
    switch (e) {
#define C(x) \
    case x:  \
        return #x;
        C(CL_SUCCESS)
        C(CL_DEVICE_NOT_FOUND)
        C(CL_DEVICE_NOT_AVAILABLE)
        C(CL_COMPILER_NOT_AVAILABLE)
        C(CL_MEM_OBJECT_ALLOCATION_FAILURE)
        C(CL_OUT_OF_RESOURCES)
        C(CL_OUT_OF_HOST_MEMORY)
        C(CL_PROFILING_INFO_NOT_AVAILABLE)
        C(CL_BUILD_PROGRAM_FAILURE)
        C(CL_INVALID_VALUE)
        C(CL_INVALID_DEVICE)
        C(CL_INVALID_CONTEXT)
        C(CL_INVALID_COMMAND_QUEUE)
        C(CL_INVALID_MEM_OBJECT)
        C(CL_INVALID_BUFFER_SIZE)
        C(CL_INVALID_PROGRAM_EXECUTABLE)
        C(CL_INVALID_KERNEL_ARGS)
        C(CL_INVALID_WORK_GROUP_SIZE)
        C(CL_INVALID_WORK_ITEM_SIZE)
        C(CL_INVALID_GLOBAL_WORK_SIZE)
        C(CL_INVALID_EVENT)
        C(CL_INVALID_OPERATION)
        C(CL_INVALID_GLOBAL_OFFSET)
        C(CLFFT_BUGCHECK)
        C(CLFFT_NOTIMPLEMENTED)
        C(CLFFT_TRANSPOSED_NOTIMPLEMENTED)
        C(CLFFT_FILE_NOT_FOUND)
        C(CLFFT_FILE_CREATE_FAILURE)
        C(CLFFT_VERSION_MISMATCH)
        C(CLFFT_INVALID_PLAN)
        C(CLFFT_DEVICE_NO_DOUBLE)
        C(CLFFT_DEVICE_MISMATCH)
#undef C
    default:
        return "unknown error";
    }
}

/* Prints "clfft_bench: N=..: what failed: CODE (n)" and returns 1 when e is an error. */
static int failed(int e, long long n, const char *what)
{
    if (e == CL_SUCCESS)
        return 0;
    bench_report_code(n, what, cl_err_name(e), e);
    return 1;
}

static int pick_device(const char *spec, cl_platform_id *plat, cl_device_id *dev)
{
    cl_platform_id ps[16];
    cl_uint np = 0;
    int want_p = -1, want_d = -1;
    if (spec && strcmp(spec, "opencl") && strcmp(spec, "auto")) {
        if (sscanf(spec, "opencl:%d:%d", &want_p, &want_d) != 2 || want_p < 0 || want_d < 0) {
            fprintf(stderr, PROG ": --device must be opencl or opencl:P:D, not '%s'\n", spec);
            return -1;
        }
    }
    if (clGetPlatformIDs(16, ps, &np) != CL_SUCCESS || np == 0) {
        fprintf(stderr, PROG ": no OpenCL platform found\n");
        return -1;
    }
    if (np > 16)
        np = 16;
    if (want_p >= 0) {
        cl_device_id ds[64];
        cl_uint nd = 0;
        if ((cl_uint)want_p >= np ||
            clGetDeviceIDs(ps[want_p], CL_DEVICE_TYPE_ALL, 64, ds, &nd) != CL_SUCCESS ||
            (cl_uint)want_d >= nd) {
            fprintf(stderr, PROG ": no OpenCL device %s\n", spec);
            return -1;
        }
        *plat = ps[want_p];
        *dev = ds[want_d];
        return 0;
    }
    for (int pass = 0; pass < 2; pass++) {
        for (cl_uint p = 0; p < np; p++) {
            cl_device_id d;
            cl_uint nd = 0;
            cl_device_type t = pass == 0 ? CL_DEVICE_TYPE_GPU : CL_DEVICE_TYPE_ALL;
            if (clGetDeviceIDs(ps[p], t, 1, &d, &nd) == CL_SUCCESS && nd > 0) {
                *plat = ps[p];
                *dev = d;
                return 0;
            }
        }
    }
    fprintf(stderr, PROG ": no OpenCL device found\n");
    return -1;
}

typedef struct bench_cl {
    cl_context ctx;
    cl_command_queue q;
    cl_mem in, out, stamp; /* stamp: 2 x 64 bytes for the time-stamp copies */
    int wall;
    int fallbacks;
} bench_cl;

/* One timed run: enqueue(arg) between a time stamp and its own event. Returns ms or -1. */
typedef int (*enqueue_fn)(void *arg, cl_event *ev);

static double timed_run(bench_cl *b, enqueue_fn fn, void *arg, int *err)
{
    cl_event e0 = NULL, e1 = NULL;
    cl_ulong t0 = 0, t1 = 0;
    double w0, w1, ev_ms = -1.0;
    int e;
    *err = clFinish(b->q);
    if (*err)
        return -1.0;
    w0 = bench_now_ms();
    if (!b->wall) {
        e = clEnqueueCopyBuffer(b->q, b->stamp, b->stamp, 0, 64, 16, 0, NULL, &e0);
        if (e) {
            *err = e;
            return -1.0;
        }
    }
    e = fn(arg, &e1);
    if (e) {
        if (e0)
            clReleaseEvent(e0);
        *err = e;
        return -1.0;
    }
    e = clFinish(b->q);
    w1 = bench_now_ms();
    if (e) {
        *err = e;
    } else if (!b->wall && e1 &&
               clGetEventProfilingInfo(e0, CL_PROFILING_COMMAND_END, sizeof t0, &t0, NULL) ==
                   CL_SUCCESS &&
               clGetEventProfilingInfo(e1, CL_PROFILING_COMMAND_END, sizeof t1, &t1, NULL) ==
                   CL_SUCCESS &&
               t1 > t0) {
        ev_ms = (double)(t1 - t0) * 1e-6;
        if (ev_ms > (w1 - w0) * 1.05 + 0.05) /* longer than the host saw: not trusted */
            ev_ms = -1.0;
    }
    if (getenv("CLFFT_BENCH_DEBUG"))
        fprintf(stderr, PROG ": run: events %.4f ms, host %.4f ms\n", ev_ms, w1 - w0);
    if (e0)
        clReleaseEvent(e0);
    if (e1)
        clReleaseEvent(e1);
    if (*err)
        return -1.0;
    if (ev_ms < 0) {
        if (!b->wall)
            b->fallbacks++;
        ev_ms = w1 - w0;
    }
    return ev_ms;
}

/* Warm-ups, then runs; median in ms, or -1 with *err set. */
static double time_median(bench_cl *b, enqueue_fn fn, void *arg, int warmup, int runs, int *err)
{
    double *t = malloc((size_t)runs * sizeof *t), med;
    *err = 0;
    if (!t) {
        *err = CL_OUT_OF_HOST_MEMORY;
        return -1.0;
    }
    for (int i = 0; i < warmup; i++) {
        cl_event ev = NULL;
        *err = fn(arg, &ev);
        if (ev)
            clReleaseEvent(ev);
        if (*err || (*err = clFinish(b->q))) {
            free(t);
            return -1.0;
        }
    }
    for (int i = 0; i < runs; i++) {
        t[i] = timed_run(b, fn, arg, err);
        if (*err) {
            free(t);
            return -1.0;
        }
    }
    med = bench_median(t, runs);
    free(t);
    return med;
}

typedef struct copy_arg {
    bench_cl *b;
    size_t bytes;
} copy_arg;

static int enqueue_copy(void *arg, cl_event *ev)
{
    copy_arg *c = arg;
    return clEnqueueCopyBuffer(c->b->q, c->b->in, c->b->out, 0, 0, c->bytes, 0, NULL, ev);
}

typedef struct fft_arg {
    bench_cl *b;
    clfftPlanHandle plan;
    int inplace;
    cl_mem tmp;
} fft_arg;

static int enqueue_fft(void *arg, cl_event *ev)
{
    fft_arg *f = arg;
    cl_mem out = f->b->out;
    return clfftEnqueueTransform(f->plan, CLFFT_FORWARD, 1, &f->b->q, 0, NULL, ev, &f->b->in,
                                 f->inplace ? NULL : &out, f->tmp);
}

static void print_device(cl_platform_id plat, cl_device_id dev)
{
    char s[256];
    cl_ulong gm = 0, ma = 0;
    cl_uint major = 0, minor = 0, patch = 0;
    if (clGetPlatformInfo(plat, CL_PLATFORM_NAME, sizeof s, s, NULL) == CL_SUCCESS)
        printf("# opencl platform: %s", s);
    if (clGetPlatformInfo(plat, CL_PLATFORM_VERSION, sizeof s, s, NULL) == CL_SUCCESS)
        printf(" (%s)", s);
    printf("\n");
    if (clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof s, s, NULL) == CL_SUCCESS)
        printf("# opencl device: %s", s);
    if (clGetDeviceInfo(dev, CL_DEVICE_VERSION, sizeof s, s, NULL) == CL_SUCCESS)
        printf(", %s", s);
    if (clGetDeviceInfo(dev, CL_DRIVER_VERSION, sizeof s, s, NULL) == CL_SUCCESS)
        printf(", driver %s", s);
    clGetDeviceInfo(dev, CL_DEVICE_GLOBAL_MEM_SIZE, sizeof gm, &gm, NULL);
    clGetDeviceInfo(dev, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof ma, &ma, NULL);
    printf(", %.1f GiB (max alloc %.1f GiB)\n", (double)gm / 1073741824.0,
           (double)ma / 1073741824.0);
    clfftGetVersion(&major, &minor, &patch);
    printf("# clFFT %u.%u.%u\n", major, minor, patch);
    fflush(stdout);
}

/* Fills the buffer from a repeated pseudo-random chunk. */
static int fill_buffer(bench_cl *b, cl_mem m, size_t bytes, int f64)
{
    const size_t chunk = (size_t)4 << 20;
    size_t elem = f64 ? 16 : 8;
    void *h = malloc(chunk);
    int e = CL_SUCCESS;
    if (!h)
        return CL_OUT_OF_HOST_MEMORY;
    bench_fill(h, chunk / elem, f64, 1);
    for (size_t off = 0; off < bytes && !e; off += chunk) {
        size_t len = bytes - off < chunk ? bytes - off : chunk;
        e = clEnqueueWriteBuffer(b->q, m, CL_FALSE, off, len, h, 0, NULL, NULL);
    }
    if (!e)
        e = clFinish(b->q);
    free(h);
    return e;
}

/* --check: writes known data to the first and last transform of the batch, runs one
 * transform and compares both with the reference DFT. Returns 0 when within bound. */
static int check_fft(fft_arg *f, int64_t n, int64_t batch, int f64)
{
    size_t elem = f64 ? 16 : 8, len = (size_t)n * elem;
    void *hin = malloc(len), *hout = malloc(len);
    int64_t which[2];
    int nw = bench_check_entries(batch, which);
    int bad = 0, e = CL_SUCCESS;
    cl_event ev = NULL;
    if (!hin || !hout) {
        free(hin);
        free(hout);
        return 1;
    }
    for (int w = 0; w < nw && !e; w++) {
        bench_check_input(hin, n, f64, w);
        e = clEnqueueWriteBuffer(f->b->q, f->b->in, CL_TRUE, (size_t)which[w] * len, len, hin, 0,
                                 NULL, NULL);
    }
    if (!e)
        e = enqueue_fft(f, &ev);
    if (ev)
        clReleaseEvent(ev);
    for (int w = 0; w < nw && !e; w++) {
        int r;
        e = clEnqueueReadBuffer(f->b->q, f->inplace ? f->b->in : f->b->out, CL_TRUE,
                                (size_t)which[w] * len, len, hout, 0, NULL, NULL);
        if (e)
            break;
        r = bench_check_result("clfft", hin, hout, n, f64, w, which[w]);
        if (r < 0)
            break;
        bad |= r;
    }
    fflush(stdout);
    free(hin);
    free(hout);
    if (failed(e, (long long)n, "check"))
        return 1;
    return bad;
}

int main(int argc, char **argv)
{
    bench_args a;
    bench_cl b;
    cl_platform_id plat;
    cl_device_id dev;
    cl_ulong max_alloc = 0;
    cl_int e;
    clfftSetupData setup;
    size_t elem, need;
    FILE *csv = NULL;
    int rc, status = 0, check_bad = 0;
    const char *lib = "clfft";

    rc = bench_parse_args(argc, argv, &a, PROG, "opencl (first GPU, else first device) or opencl:P:D");
    if (rc)
        return rc == 2 ? 0 : 2;
    memset(&b, 0, sizeof b);
    b.wall = a.wall;
    elem = a.f64 ? 16 : 8;
    if (pick_device(a.device, &plat, &dev)) {
        bench_args_free(&a);
        return 1;
    }
    print_device(plat, dev);
    if (a.f64) {
        cl_device_fp_config fp = 0;
        clGetDeviceInfo(dev, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof fp, &fp, NULL);
        if (!fp) {
            fprintf(stderr, PROG ": the device has no double precision\n");
            bench_args_free(&a);
            return 1;
        }
    }
    clGetDeviceInfo(dev, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof max_alloc, &max_alloc, NULL);
    need = bench_max_bytes(&a, (size_t)max_alloc);
    if (a.bytes <= max_alloc && a.bytes > need)
        need = a.bytes;
    if (need == 0) {
        fprintf(stderr, PROG ": every size exceeds the device's largest buffer\n");
        bench_args_free(&a);
        return 1;
    }

    {
        cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)plat, 0};
        b.ctx = clCreateContext(props, 1, &dev, NULL, NULL, &e);
    }
    if (failed(e, 0, "clCreateContext"))
        return 1;
    b.q = clCreateCommandQueue(b.ctx, dev, CL_QUEUE_PROFILING_ENABLE, &e);
    if (failed(e, 0, "clCreateCommandQueue"))
        return 1;
    b.in = clCreateBuffer(b.ctx, CL_MEM_READ_WRITE, need, NULL, &e);
    if (!e)
        b.out = clCreateBuffer(b.ctx, CL_MEM_READ_WRITE, need, NULL, &e);
    if (!e)
        b.stamp = clCreateBuffer(b.ctx, CL_MEM_READ_WRITE, 128, NULL, &e);
    if (!e) {
        char z[128] = {0};
        e = clEnqueueWriteBuffer(b.q, b.stamp, CL_TRUE, 0, sizeof z, z, 0, NULL, NULL);
    }
    if (!e)
        e = fill_buffer(&b, b.in, need, a.f64);
    if (!e)
        e = fill_buffer(&b, b.out, need, a.f64);
    if (failed(e, 0, "allocating and filling two buffers"))
        return 1;

    if (bench_csv_open(a.csv, &csv))
        return 1;
    bench_print_header();

    /* The ceiling: one device-to-device copy of the same bytes. */
    {
        copy_arg c = {&b, a.bytes <= need ? a.bytes : need};
        int err;
        double ms = time_median(&b, enqueue_copy, &c, a.warmup, a.runs, &err);
        if (!failed(err, 0, "memcpy")) {
            bench_row r = bench_memcpy_row("memcpy-opencl", &a, c.bytes, ms);
            bench_emit_row(csv, &r);
        } else {
            status = 1;
        }
    }

    /* What clfftInitSetupData does: that is a C99 `inline` function in clFFT.h with no
     * external definition, so calling it fails to link when it is not inlined (-O0). */
    memset(&setup, 0, sizeof setup);
    setup.major = clfftVersionMajor;
    setup.minor = clfftVersionMinor;
    setup.patch = clfftVersionPatch;
    e = clfftSetup(&setup);
    if (failed(e, 0, "clfftSetup"))
        return 1;

    for (size_t i = 0; i < a.nsizes; i++) {
        int64_t n = a.sizes[i], batch = bench_batch(a.bytes, n, elem);
        size_t lengths[1] = {(size_t)n}, tmp_size = 0;
        clfftPlanHandle plan = 0;
        fft_arg f;
        double t_plan, ms;
        int err = 0, have_plan = 0;
        memset(&f, 0, sizeof f);
        f.b = &b;
        f.inplace = a.inplace;
        if ((size_t)n * (size_t)batch * elem > need) {
            fprintf(stderr, PROG ": N=%lld: %zu bytes exceed the device's largest buffer\n",
                    (long long)n, (size_t)n * (size_t)batch * elem);
            printf("# error: N=%lld: too large for one buffer\n", (long long)n);
            status = 1;
            continue;
        }
        t_plan = bench_now_ms();
        e = clfftCreateDefaultPlan(&plan, b.ctx, CLFFT_1D, lengths);
        if (!failed(e, n, "clfftCreateDefaultPlan")) {
            have_plan = 1;
            e = clfftSetPlanPrecision(plan, a.f64 ? CLFFT_DOUBLE : CLFFT_SINGLE);
            if (!e)
                e = clfftSetLayout(plan, CLFFT_COMPLEX_INTERLEAVED, CLFFT_COMPLEX_INTERLEAVED);
            if (!e)
                e = clfftSetResultLocation(plan, a.inplace ? CLFFT_INPLACE : CLFFT_OUTOFPLACE);
            if (!e)
                e = clfftSetPlanBatchSize(plan, (size_t)batch);
            if (!e)
                e = clfftSetPlanDistance(plan, (size_t)n, (size_t)n);
            if (!failed(e, n, "clfftSetPlan*")) {
                e = clfftBakePlan(plan, 1, &b.q, NULL, NULL);
                if (!failed(e, n, "clfftBakePlan")) {
                    e = clfftGetTmpBufSize(plan, &tmp_size);
                    if (!failed(e, n, "clfftGetTmpBufSize") && tmp_size > 0) {
                        f.tmp = clCreateBuffer(b.ctx, CL_MEM_READ_WRITE, tmp_size, NULL, &e);
                        failed(e, n, "clCreateBuffer(tmp)");
                    }
                }
            }
        }
        t_plan = bench_now_ms() - t_plan;
        if (!e) {
            f.plan = plan;
            fprintf(stderr, PROG ": N=%lld: plan %.1f ms, tmp %zu bytes\n", (long long)n, t_plan,
                    tmp_size);
            b.fallbacks = 0;
            ms = time_median(&b, enqueue_fft, &f, a.warmup, a.runs, &err);
            if (!failed(err, n, "clfftEnqueueTransform")) {
                bench_row r = bench_fft_row(lib, &a, n, batch, ms, tmp_size);
                bench_emit_row(csv, &r);
                if (b.fallbacks)
                    fprintf(stderr, PROG ": N=%lld: %d of %d runs timed by the host clock\n",
                            (long long)n, b.fallbacks, a.runs);
                if (a.check)
                    check_bad |= check_fft(&f, n, batch, a.f64);
            } else {
                status = 1;
            }
        } else {
            status = 1;
        }
        if (f.tmp)
            clReleaseMemObject(f.tmp);
        if (have_plan)
            clfftDestroyPlan(&plan);
        clFinish(b.q);
    }

    clfftTeardown();
    clReleaseMemObject(b.stamp);
    clReleaseMemObject(b.out);
    clReleaseMemObject(b.in);
    clReleaseCommandQueue(b.q);
    clReleaseContext(b.ctx);
    if (csv)
        fclose(csv);
    bench_args_free(&a);
    if (check_bad)
        return 3;
    return status;
}
