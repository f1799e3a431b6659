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

CL_API_ENTRY cl_mem CL_API_CALL clCreateBuffer(cl_context context, cl_mem_flags flags, size_t size,
                                               void *host_ptr, cl_int *errcode_ret)
{
    cl_int e;
    if (fires(F_CREATE_BUFFER, &e)) {
        if (errcode_ret)
            *errcode_ret = e;
        return NULL;
    }
    cl_mem (*real)(cl_context, cl_mem_flags, size_t, void *, cl_int *) =
        (cl_mem(*)(cl_context, cl_mem_flags, size_t, void *, cl_int *))next(F_CREATE_BUFFER);
    return real(context, flags, size, host_ptr, errcode_ret);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueWriteBuffer(cl_command_queue queue, cl_mem buffer,
                                                     cl_bool blocking, size_t offset, size_t size,
                                                     const void *ptr, cl_uint nwait,
                                                     const cl_event *wait, cl_event *event)
{
    cl_int e;
    if (fires(F_WRITE_BUFFER, &e))
        return e;
    cl_int (*real)(cl_command_queue, cl_mem, cl_bool, size_t, size_t, const void *, cl_uint,
                   const cl_event *, cl_event *) =
        (cl_int(*)(cl_command_queue, cl_mem, cl_bool, size_t, size_t, const void *, cl_uint,
                   const cl_event *, cl_event *))next(F_WRITE_BUFFER);
    return real(queue, buffer, blocking, offset, size, ptr, nwait, wait, event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueReadBuffer(cl_command_queue queue, cl_mem buffer,
                                                    cl_bool blocking, size_t offset, size_t size,
                                                    void *ptr, cl_uint nwait,
                                                    const cl_event *wait, cl_event *event)
{
    cl_int e;
    if (fires(F_READ_BUFFER, &e))
        return e;
    cl_int (*real)(cl_command_queue, cl_mem, cl_bool, size_t, size_t, void *, cl_uint,
                   const cl_event *, cl_event *) =
        (cl_int(*)(cl_command_queue, cl_mem, cl_bool, size_t, size_t, void *, cl_uint,
                   const cl_event *, cl_event *))next(F_READ_BUFFER);
    return real(queue, buffer, blocking, offset, size, ptr, nwait, wait, event);
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
    cl_program (*real)(cl_context, cl_uint, const char **, const size_t *, cl_int *) =
        (cl_program(*)(cl_context, cl_uint, const char **, const size_t *, cl_int *))next(
            F_PROGRAM_SOURCE);
    return real(context, count, strings, lengths, errcode_ret);
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
    cl_kernel (*real)(cl_program, const char *, cl_int *) =
        (cl_kernel(*)(cl_program, const char *, cl_int *))next(F_CREATE_KERNEL);
    return real(program, name, errcode_ret);
}

CL_API_ENTRY cl_int CL_API_CALL clSetKernelArg(cl_kernel kernel, cl_uint index, size_t size,
                                               const void *value)
{
    cl_int e;
    if (fires(F_SET_ARG, &e))
        return e;
    cl_int (*real)(cl_kernel, cl_uint, size_t, const void *) =
        (cl_int(*)(cl_kernel, cl_uint, size_t, const void *))next(F_SET_ARG);
    return real(kernel, index, size, value);
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
    cl_int (*real)(cl_command_queue, cl_kernel, cl_uint, const size_t *, const size_t *,
                   const size_t *, cl_uint, const cl_event *, cl_event *) =
        (cl_int(*)(cl_command_queue, cl_kernel, cl_uint, const size_t *, const size_t *,
                   const size_t *, cl_uint, const cl_event *, cl_event *))next(F_ENQUEUE_KERNEL);
    return real(queue, kernel, dims, offset, global, local, nwait, wait, event);
}

CL_API_ENTRY cl_int CL_API_CALL clFinish(cl_command_queue queue)
{
    cl_int e;
    if (fires(F_FINISH, &e))
        return e;
    cl_int (*real)(cl_command_queue) = (cl_int(*)(cl_command_queue))next(F_FINISH);
    return real(queue);
}
