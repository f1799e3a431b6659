/* A layer between ufft and the OpenCL ICD loader (LD_PRELOAD) that fails the calls a test
 * arms, so that tests/opencl_faults.c can check the status and recovery of each failure
 * src/backend/opencl.c handles, on any OpenCL (PoCL in CI). Every call not armed goes on
 * to the loader's own function. A test's helper, not part of the library: its one table
 * of armed failures is process-wide by design. */
#define _GNU_SOURCE
#include <CL/cl.h>
#include <dlfcn.h>
#include <stdbool.h>
#include <string.h>

enum {
    F_CREATE_BUFFER,
    F_WRITE_BUFFER,
    F_READ_BUFFER,
    F_PROGRAM_SOURCE,
    F_CREATE_KERNEL,
    F_SET_ARG,
    F_ENQUEUE_KERNEL,
    F_FINISH,
    F_COUNT
};

static const char *const names[F_COUNT] = {
    "clCreateBuffer",           "clEnqueueWriteBuffer", "clEnqueueReadBuffer",
    "clCreateProgramWithSource", "clCreateKernel",      "clSetKernelArg",
    "clEnqueueNDRangeKernel",   "clFinish"};

static struct {
    bool armed;
    int skip;
    cl_int err;
} table[F_COUNT];

/* Arms `fn`: after `skip` more calls that succeed, the next one fails with `err` (once).
 * Returns 0, or -1 for a function this layer does not stand in for. The test finds it
 * with dlsym. */
int fail_cl_arm(const char *fn, int skip, cl_int err);
int fail_cl_arm(const char *fn, int skip, cl_int err)
{
    for (int f = 0; f < F_COUNT; f++)
        if (strcmp(names[f], fn) == 0) {
            table[f].armed = true;
            table[f].skip = skip;
            table[f].err = err;
            return 0;
        }
    return -1;
}

/* Whether this call of f fails, and with what. */
static bool fires(int f, cl_int *err)
{
    if (!table[f].armed || table[f].skip-- > 0)
        return false;
    table[f].armed = false;
    *err = table[f].err;
    return true;
}

static void *next(int f)
{
    return dlsym(RTLD_NEXT, names[f]);
}

/* The loader's fn, typed as cl.h declares it (the layer's own definition has that type) */
#define REAL(fn, f) ((__typeof__(&fn))next(f))

CL_API_ENTRY cl_mem CL_API_CALL clCreateBuffer(cl_context context, cl_mem_flags flags, size_t size,
                                               void *host_ptr, cl_int *errcode_ret)
{
    cl_int e;
    if (fires(F_CREATE_BUFFER, &e)) {
        if (errcode_ret)
            *errcode_ret = e;
        return NULL;
    }
    return REAL(clCreateBuffer, F_CREATE_BUFFER)(context, flags, size, host_ptr, errcode_ret);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueWriteBuffer(cl_command_queue queue, cl_mem buffer,
                                                     cl_bool blocking, size_t offset, size_t size,
                                                     const void *ptr, cl_uint nwait,
                                                     const cl_event *wait, cl_event *event)
{
    cl_int e;
    if (fires(F_WRITE_BUFFER, &e))
        return e;
    return REAL(clEnqueueWriteBuffer, F_WRITE_BUFFER)(queue, buffer, blocking, offset, size, ptr,
                                                      nwait, wait, event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueReadBuffer(cl_command_queue queue, cl_mem buffer,
                                                    cl_bool blocking, size_t offset, size_t size,
                                                    void *ptr, cl_uint nwait,
                                                    const cl_event *wait, cl_event *event)
{
    cl_int e;
    if (fires(F_READ_BUFFER, &e))
        return e;
    return REAL(clEnqueueReadBuffer, F_READ_BUFFER)(queue, buffer, blocking, offset, size, ptr,
                                                    nwait, wait, event);
}

CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithSource(cl_context context, cl_uint count,
                                                              const char **strings,
                                                              const size_t *lengths,
                                                              cl_int *errcode_ret)
{
    cl_int e;
    if (fires(F_PROGRAM_SOURCE, &e)) {
        if (errcode_ret)
            *errcode_ret = e;
        return NULL;
    }
    return REAL(clCreateProgramWithSource, F_PROGRAM_SOURCE)(context, count, strings, lengths,
                                                             errcode_ret);
}

CL_API_ENTRY cl_kernel CL_API_CALL clCreateKernel(cl_program program, const char *name,
                                                  cl_int *errcode_ret)
{
    cl_int e;
    if (fires(F_CREATE_KERNEL, &e)) {
        if (errcode_ret)
            *errcode_ret = e;
        return NULL;
    }
    return REAL(clCreateKernel, F_CREATE_KERNEL)(program, name, errcode_ret);
}

CL_API_ENTRY cl_int CL_API_CALL clSetKernelArg(cl_kernel kernel, cl_uint index, size_t size,
                                               const void *value)
{
    cl_int e;
    if (fires(F_SET_ARG, &e))
        return e;
    return REAL(clSetKernelArg, F_SET_ARG)(kernel, index, size, value);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueNDRangeKernel(cl_command_queue queue, cl_kernel kernel,
                                                       cl_uint dims, const size_t *offset,
                                                       const size_t *global, const size_t *local,
                                                       cl_uint nwait, const cl_event *wait,
                                                       cl_event *event)
{
    cl_int e;
    if (fires(F_ENQUEUE_KERNEL, &e))
        return e;
    return REAL(clEnqueueNDRangeKernel, F_ENQUEUE_KERNEL)(queue, kernel, dims, offset, global,
                                                          local, nwait, wait, event);
}

CL_API_ENTRY cl_int CL_API_CALL clFinish(cl_command_queue queue)
{
    cl_int e;
    if (fires(F_FINISH, &e))
        return e;
    return REAL(clFinish, F_FINISH)(queue);
}
