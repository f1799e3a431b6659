/* OpenCL backend: devices through the ICD loader, one in-order queue per context,
 * programs built from source or from the on-disk binary cache. */
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/backend.h"
#include "backend/disk_cache.h"
#include "util/device_spec.h"
#include "util/hash.h"
#include "util/strbuf.h"

/* No -cl-fast-relaxed-math or -cl-mad-enable: accuracy first (DESIGN.md). */
#define BUILD_OPTIONS "-cl-std=CL1.2"
#define MAX_PLATFORMS 16
#define MAX_DEVICES 64

struct ufft__device {
    cl_platform_id platform;
    cl_device_id device;
    cl_context context;
    cl_command_queue queue;
    char identity[512]; /* device, driver, platform versions: part of every cache key */
    /* PoCL keeps its own disk cache of each kernel, compiled when first enqueued for the
     * work-group size it runs at; asking it for a program's binary compiles every kernel
     * again, generic in that size (about 4 s each for a long f64 codelet on two cores):
     * ufft's cache would triple the cold compile and save nothing warm. */
    bool binary_cache;
};

struct ufft__module {
    cl_program program;
};

struct ufft__kernel {
    cl_kernel kernel;
};

static const char *cl_error_name(cl_int e)
{
    switch (e) {
    case CL_DEVICE_NOT_FOUND: return "CL_DEVICE_NOT_FOUND";
    case CL_DEVICE_NOT_AVAILABLE: return "CL_DEVICE_NOT_AVAILABLE";
    case CL_COMPILER_NOT_AVAILABLE: return "CL_COMPILER_NOT_AVAILABLE";
    case CL_MEM_OBJECT_ALLOCATION_FAILURE: return "CL_MEM_OBJECT_ALLOCATION_FAILURE";
    case CL_OUT_OF_RESOURCES: return "CL_OUT_OF_RESOURCES";
    case CL_OUT_OF_HOST_MEMORY: return "CL_OUT_OF_HOST_MEMORY";
    case CL_BUILD_PROGRAM_FAILURE: return "CL_BUILD_PROGRAM_FAILURE";
    case CL_INVALID_VALUE: return "CL_INVALID_VALUE";
    case CL_INVALID_PLATFORM: return "CL_INVALID_PLATFORM";
    case CL_INVALID_DEVICE: return "CL_INVALID_DEVICE";
    case CL_INVALID_CONTEXT: return "CL_INVALID_CONTEXT";
    case CL_INVALID_MEM_OBJECT: return "CL_INVALID_MEM_OBJECT";
    case CL_INVALID_BINARY: return "CL_INVALID_BINARY";
    case CL_INVALID_BUILD_OPTIONS: return "CL_INVALID_BUILD_OPTIONS";
    case CL_INVALID_PROGRAM: return "CL_INVALID_PROGRAM";
    case CL_INVALID_KERNEL_NAME: return "CL_INVALID_KERNEL_NAME";
    case CL_INVALID_ARG_INDEX: return "CL_INVALID_ARG_INDEX";
    case CL_INVALID_ARG_VALUE: return "CL_INVALID_ARG_VALUE";
    case CL_INVALID_ARG_SIZE: return "CL_INVALID_ARG_SIZE";
    case CL_INVALID_KERNEL_ARGS: return "CL_INVALID_KERNEL_ARGS";
    case CL_INVALID_WORK_GROUP_SIZE: return "CL_INVALID_WORK_GROUP_SIZE";
    case CL_INVALID_GLOBAL_WORK_SIZE: return "CL_INVALID_GLOBAL_WORK_SIZE";
    case CL_INVALID_BUFFER_SIZE: return "CL_INVALID_BUFFER_SIZE";
    case -1001: return "CL_PLATFORM_NOT_FOUND_KHR";
    default: return "CL error";
    }
}

static ufft_status fail(ufft__errbuf *err, ufft_status st, const char *what, cl_int e)
{
    ufft__err_set(err, "OpenCL: %s failed: %s (%d)", what, cl_error_name(e), (int)e);
    return st;
}

/* Out of memory or resources is the device's or host's; other failures of calls that
 * take ufft's own arguments (a kernel's name, its arguments) are ufft's bug. */
static ufft_status status_of(cl_int e)
{
    switch (e) {
    case CL_MEM_OBJECT_ALLOCATION_FAILURE:
    case CL_OUT_OF_RESOURCES:
    case CL_INVALID_BUFFER_SIZE: return UFFT_ERROR_DEVICE_MEMORY;
    case CL_OUT_OF_HOST_MEMORY: return UFFT_ERROR_HOST_MEMORY;
    default: return UFFT_ERROR_BACKEND;
    }
}

static ufft_status own_bug(cl_int e)
{
    ufft_status st = status_of(e);
    return st == UFFT_ERROR_BACKEND ? UFFT_ERROR_INTERNAL : st;
}

static void dev_string(cl_device_id d, cl_device_info what, char *out, size_t len)
{
    out[0] = '\0';
    if (clGetDeviceInfo(d, what, len, out, NULL) != CL_SUCCESS)
        out[0] = '\0';
    out[len - 1] = '\0';
}

static cl_uint list_platforms(cl_platform_id *ids)
{
    cl_uint n = 0;
    if (clGetPlatformIDs(MAX_PLATFORMS, ids, &n) != CL_SUCCESS)
        return 0;
    return n < MAX_PLATFORMS ? n : MAX_PLATFORMS;
}

static cl_uint list_devices(cl_platform_id p, cl_device_id *ids)
{
    cl_uint n = 0;
    if (clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, MAX_DEVICES, ids, &n) != CL_SUCCESS)
        return 0;
    return n < MAX_DEVICES ? n : MAX_DEVICES;
}

static void fill_info(cl_platform_id p, cl_device_id d, unsigned pi, unsigned di,
                      ufft_device_info *info, ufft__device_caps *caps)
{
    memset(info, 0, sizeof *info);
    snprintf(info->id, sizeof info->id, "opencl:%u:%u", pi, di);
    snprintf(info->backend, sizeof info->backend, "opencl");
    dev_string(d, CL_DEVICE_NAME, info->name, sizeof info->name);
    if (clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof info->platform, info->platform, NULL) !=
        CL_SUCCESS)
        info->platform[0] = '\0';
    info->platform[sizeof info->platform - 1] = '\0';
    dev_string(d, CL_DRIVER_VERSION, info->driver, sizeof info->driver);
    cl_device_type type = 0;
    cl_ulong gmem = 0, alloc = 0, lmem = 0;
    cl_uint cu = 0;
    size_t wg = 0;
    cl_device_fp_config fp64 = 0;
    clGetDeviceInfo(d, CL_DEVICE_TYPE, sizeof type, &type, NULL);
    clGetDeviceInfo(d, CL_DEVICE_GLOBAL_MEM_SIZE, sizeof gmem, &gmem, NULL);
    clGetDeviceInfo(d, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof alloc, &alloc, NULL);
    clGetDeviceInfo(d, CL_DEVICE_LOCAL_MEM_SIZE, sizeof lmem, &lmem, NULL);
    clGetDeviceInfo(d, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof cu, &cu, NULL);
    clGetDeviceInfo(d, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof wg, &wg, NULL);
    clGetDeviceInfo(d, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof fp64, &fp64, NULL);
    info->is_gpu = (type & CL_DEVICE_TYPE_GPU) != 0;
    info->has_fp64 = fp64 != 0;
    info->global_mem = gmem;
    info->max_alloc = alloc;
    info->local_mem = lmem;
    info->compute_units = cu;
    if (caps) {
        memset(caps, 0, sizeof *caps);
        caps->is_gpu = info->is_gpu;
        caps->has_fp64 = info->has_fp64;
        caps->global_mem = gmem;
        caps->max_alloc = alloc;
        caps->local_mem = lmem;
        caps->max_group_size = wg > 0xffffffffu ? 0xffffffffu : (uint32_t)wg;
        caps->compute_units = cu;
        dev_string(d, CL_DEVICE_VENDOR, caps->vendor, sizeof caps->vendor);
        caps->warp = !info->is_gpu ? 1 : strstr(caps->vendor, "NVIDIA") ? 32
                                        : strstr(caps->vendor, "Advanced Micro") ? 64 : 16;
    }
}

static ufft_status cl_enumerate(ufft_device_info *infos, size_t capacity, size_t *count)
{
    cl_platform_id plats[MAX_PLATFORMS];
    cl_uint np = list_platforms(plats);
    for (cl_uint p = 0; p < np; p++) {
        cl_device_id devs[MAX_DEVICES];
        cl_uint nd = list_devices(plats[p], devs);
        for (cl_uint d = 0; d < nd; d++) {
            if (*count < capacity)
                fill_info(plats[p], devs[d], p, d, &infos[*count], NULL);
            (*count)++;
        }
    }
    return UFFT_SUCCESS;
}

/* spec "" or NULL: first GPU of any platform, else the first device. ":P:D": exact. */
static ufft_status pick(const char *spec, cl_platform_id *plat, cl_device_id *dev, unsigned *pi,
                        unsigned *di, ufft__errbuf *err)
{
    cl_platform_id plats[MAX_PLATFORMS];
    cl_uint np = list_platforms(plats);
    if (np == 0) {
        ufft__err_set(err, "OpenCL: no platform found (is an ICD such as PoCL installed?)");
        return UFFT_ERROR_NO_DEVICE;
    }
    if (spec && *spec) {
        unsigned ix[2];
        if (!ufft__parse_device_spec(spec, ix, 2)) {
            ufft__err_set(err, "OpenCL: device 'opencl%s' is not of the form opencl:P:D", spec);
            return UFFT_ERROR_NO_DEVICE;
        }
        unsigned p = ix[0], d = ix[1];
        cl_device_id devs[MAX_DEVICES];
        cl_uint nd = p < np ? list_devices(plats[p], devs) : 0;
        if (p >= np || d >= nd) {
            ufft__err_set(err, "OpenCL: no device %u on platform %u (%u platforms)", d, p,
                          (unsigned)np);
            return UFFT_ERROR_NO_DEVICE;
        }
        *plat = plats[p], *dev = devs[d], *pi = p, *di = d;
        return UFFT_SUCCESS;
    }
    bool found = false;
    for (int want_gpu = 1; want_gpu >= 0 && !found; want_gpu--) {
        for (cl_uint p = 0; p < np && !found; p++) {
            cl_device_id devs[MAX_DEVICES];
            cl_uint nd = list_devices(plats[p], devs);
            for (cl_uint d = 0; d < nd && !found; d++) {
                cl_device_type type = 0;
                clGetDeviceInfo(devs[d], CL_DEVICE_TYPE, sizeof type, &type, NULL);
                if (want_gpu && !(type & CL_DEVICE_TYPE_GPU))
                    continue;
                *plat = plats[p], *dev = devs[d], *pi = p, *di = d;
                found = true;
            }
        }
    }
    if (!found) {
        ufft__err_set(err, "OpenCL: platforms found but no device");
        return UFFT_ERROR_NO_DEVICE;
    }
    return UFFT_SUCCESS;
}

static void cl_close(ufft__device *d)
{
    if (!d)
        return;
    if (d->queue)
        clReleaseCommandQueue(d->queue);
    if (d->context)
        clReleaseContext(d->context);
    free(d);
}

static ufft_status cl_open(const char *spec, ufft__device **out, ufft_device_info *info,
                           ufft__device_caps *caps, ufft__errbuf *err)
{
    cl_platform_id plat;
    cl_device_id device;
    unsigned pi, di;
    ufft_status st = pick(spec, &plat, &device, &pi, &di, err);
    if (st != UFFT_SUCCESS)
        return st;
    ufft__device *d = calloc(1, sizeof *d);
    if (!d)
        return UFFT_ERROR_HOST_MEMORY;
    d->platform = plat;
    d->device = device;
    fill_info(plat, device, pi, di, info, caps);
    char pver[128];
    if (clGetPlatformInfo(plat, CL_PLATFORM_VERSION, sizeof pver, pver, NULL) != CL_SUCCESS)
        pver[0] = '\0';
    pver[sizeof pver - 1] = '\0';
    snprintf(d->identity, sizeof d->identity, "%s|%s|%s|%s|%s", info->name, info->driver,
             info->platform, pver, BUILD_OPTIONS);
    d->binary_cache = strstr(info->platform, "Portable Computing Language") == NULL;
    cl_int e;
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)plat, 0};
    d->context = clCreateContext(props, 1, &device, NULL, NULL, &e);
    if (!d->context) {
        st = fail(err, UFFT_ERROR_BACKEND, "clCreateContext", e);
        goto error;
    }
    d->queue = clCreateCommandQueue(d->context, device, 0, &e);
    if (!d->queue) {
        st = fail(err, UFFT_ERROR_BACKEND, "clCreateCommandQueue", e);
        goto error;
    }
    *out = d;
    return UFFT_SUCCESS;
error:
    cl_close(d);
    return st;
}

static ufft_status cl_finish(ufft__device *d, ufft__errbuf *err)
{
    cl_int e = clFinish(d->queue);
    return e == CL_SUCCESS ? UFFT_SUCCESS : fail(err, status_of(e), "clFinish", e);
}

static ufft_status cl_mem_alloc(ufft__device *d, size_t bytes, void **mem, ufft__errbuf *err)
{
    cl_int e;
    cl_mem m = clCreateBuffer(d->context, CL_MEM_READ_WRITE, bytes, NULL, &e);
    if (!m)
        return fail(err, status_of(e), "clCreateBuffer", e);
    *mem = m;
    return UFFT_SUCCESS;
}

static ufft_status cl_mem_wrap(ufft__device *d, void *native, size_t bytes, void **mem,
                               ufft__errbuf *err)
{
    cl_mem m = native;
    cl_context c = NULL;
    size_t size = 0;
    cl_int e = clGetMemObjectInfo(m, CL_MEM_CONTEXT, sizeof c, &c, NULL);
    if (e != CL_SUCCESS) {
        /* a released or foreign cl_mem; what is no cl_mem at all never gets here (the ICD
         * loader dereferences it first), which ufft.h tells callers */
        ufft__err_set(err, "OpenCL: the handle to wrap is not a live cl_mem (%s)",
                      cl_error_name(e));
        return UFFT_ERROR_INVALID_ARGUMENT;
    }
    if (c != d->context) {
        ufft__err_set(err, "OpenCL: the cl_mem belongs to another cl_context");
        return UFFT_ERROR_WRONG_CONTEXT;
    }
    clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof size, &size, NULL);
    if (bytes > size) {
        ufft__err_set(err, "OpenCL: wrap of %zu bytes but the cl_mem holds %zu", bytes, size);
        return UFFT_ERROR_OUT_OF_RANGE;
    }
    clRetainMemObject(m);
    *mem = m;
    return UFFT_SUCCESS;
}

static void cl_mem_free(ufft__device *d, void *mem)
{
    (void)d;
    if (mem)
        clReleaseMemObject((cl_mem)mem);
}

static void *cl_mem_native(void *mem) { return mem; }

static ufft_status cl_mem_write(ufft__device *d, void *mem, size_t offset, const void *src,
                                size_t bytes, ufft__errbuf *err)
{
    cl_int e = clEnqueueWriteBuffer(d->queue, (cl_mem)mem, CL_TRUE, offset, bytes, src, 0, NULL,
                                    NULL);
    return e == CL_SUCCESS ? UFFT_SUCCESS : fail(err, status_of(e), "clEnqueueWriteBuffer", e);
}

static ufft_status cl_mem_read(ufft__device *d, void *mem, size_t offset, void *dst, size_t bytes,
                               ufft__errbuf *err)
{
    cl_int e =
        clEnqueueReadBuffer(d->queue, (cl_mem)mem, CL_TRUE, offset, bytes, dst, 0, NULL, NULL);
    return e == CL_SUCCESS ? UFFT_SUCCESS : fail(err, status_of(e), "clEnqueueReadBuffer", e);
}

static cl_mem root_of(cl_mem m)
{
    cl_mem parent = NULL;
    if (clGetMemObjectInfo(m, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof parent, &parent, NULL) ==
            CL_SUCCESS &&
        parent)
        return parent;
    return m;
}

static bool cl_mem_alias(ufft__device *d, void *a, void *b)
{
    (void)d;
    /* Sub-buffers of one parent are taken as aliasing: conservative, never wrong. */
    return a == b || root_of((cl_mem)a) == root_of((cl_mem)b);
}

static ufft_status build(ufft__device *d, cl_program prog, ufft__errbuf *err)
{
    cl_int e = clBuildProgram(prog, 1, &d->device, BUILD_OPTIONS, NULL, NULL);
    if (e == CL_SUCCESS)
        return UFFT_SUCCESS;
    size_t len = 0;
    clGetProgramBuildInfo(prog, d->device, CL_PROGRAM_BUILD_LOG, 0, NULL, &len);
    char *log = malloc(len + 1);
    if (log) {
        if (clGetProgramBuildInfo(prog, d->device, CL_PROGRAM_BUILD_LOG, len, log, NULL) !=
            CL_SUCCESS)
            len = 0;
        log[len] = '\0';
    }
    ufft__err_set(err, "OpenCL: clBuildProgram failed: %s (%d)\n%s", cl_error_name(e), (int)e,
                  log ? log : "(no log)");
    free(log);
    return e == CL_BUILD_PROGRAM_FAILURE ? UFFT_ERROR_COMPILE : status_of(e);
}

static cl_program from_cache(ufft__device *d, const char *dir, const char *key)
{
    unsigned char *bin = NULL;
    size_t len = 0;
    if (!ufft__disk_cache_load(dir, key, &bin, &len))
        return NULL;
    cl_int bstatus = CL_SUCCESS, e;
    const unsigned char *bins[1] = {bin};
    cl_program prog =
        clCreateProgramWithBinary(d->context, 1, &d->device, &len, bins, &bstatus, &e);
    free(bin);
    if (!prog)
        return NULL;
    if (bstatus != CL_SUCCESS ||
        clBuildProgram(prog, 1, &d->device, BUILD_OPTIONS, NULL, NULL) != CL_SUCCESS) {
        clReleaseProgram(prog); /* a stale or damaged entry: rebuild from source */
        return NULL;
    }
    return prog;
}

static void to_cache(ufft__device *d, cl_program prog, const char *dir, const char *key)
{
    size_t len = 0;
    if (clGetProgramInfo(prog, CL_PROGRAM_BINARY_SIZES, sizeof len, &len, NULL) != CL_SUCCESS ||
        len == 0)
        return;
    unsigned char *bin = malloc(len);
    if (!bin)
        return;
    unsigned char *bins[1] = {bin};
    if (clGetProgramInfo(prog, CL_PROGRAM_BINARIES, sizeof bins, bins, NULL) == CL_SUCCESS)
        ufft__disk_cache_store(dir, key, bin, len);
    free(bin);
}

static ufft_status cl_compile(ufft__device *d, const char *source, const char *cache_dir,
                              ufft__module **out, ufft__errbuf *err)
{
    char key[33] = "";
    cl_program prog = NULL;
    if (cache_dir && *cache_dir && d->binary_cache) {
        ufft__hash h;
        ufft__hash_init(&h);
        ufft__hash_str(&h, d->identity);
        ufft__hash_str(&h, source);
        ufft__hash_hex(&h, key);
        prog = from_cache(d, cache_dir, key);
    }
    if (!prog) {
        cl_int e;
        prog = clCreateProgramWithSource(d->context, 1, &source, NULL, &e);
        if (!prog)
            return fail(err, status_of(e), "clCreateProgramWithSource", e);
        ufft_status st = build(d, prog, err);
        if (st != UFFT_SUCCESS) {
            clReleaseProgram(prog);
            return st;
        }
        if (key[0])
            to_cache(d, prog, cache_dir, key);
    }
    ufft__module *m = malloc(sizeof *m);
    if (!m) {
        clReleaseProgram(prog);
        ufft__err_set(err, "OpenCL: out of host memory for a program");
        return UFFT_ERROR_HOST_MEMORY;
    }
    m->program = prog;
    *out = m;
    return UFFT_SUCCESS;
}

static void cl_module_release(ufft__device *d, ufft__module *m)
{
    (void)d;
    if (!m)
        return;
    clReleaseProgram(m->program);
    free(m);
}

static ufft_status cl_kernel_get(ufft__device *d, ufft__module *m, const char *name,
                                 ufft__kernel **out, ufft__errbuf *err)
{
    (void)d;
    cl_int e;
    cl_kernel k = clCreateKernel(m->program, name, &e);
    if (!k)
        return fail(err, own_bug(e), "clCreateKernel", e);
    ufft__kernel *kk = malloc(sizeof *kk);
    if (!kk) {
        clReleaseKernel(k);
        ufft__err_set(err, "OpenCL: out of host memory for a kernel");
        return UFFT_ERROR_HOST_MEMORY;
    }
    kk->kernel = k;
    *out = kk;
    return UFFT_SUCCESS;
}

static void cl_kernel_release(ufft__device *d, ufft__kernel *k)
{
    (void)d;
    if (!k)
        return;
    clReleaseKernel(k->kernel);
    free(k);
}

static ufft_status cl_launch(ufft__device *d, ufft__kernel *k, const ufft__arg *args, int nargs,
                             uint64_t groups, uint32_t group_size, size_t local_bytes,
                             ufft__errbuf *err)
{
    for (int i = 0; i < nargs; i++) {
        cl_int e = CL_SUCCESS;
        switch (args[i].kind) {
        case UFFT__ARG_MEM: {
            cl_mem m = args[i].v.mem;
            e = clSetKernelArg(k->kernel, (cl_uint)i, sizeof m, &m);
            break;
        }
        case UFFT__ARG_U64: {
            cl_ulong v = args[i].v.u64;
            e = clSetKernelArg(k->kernel, (cl_uint)i, sizeof v, &v);
            break;
        }
        case UFFT__ARG_I64: {
            cl_long v = args[i].v.i64;
            e = clSetKernelArg(k->kernel, (cl_uint)i, sizeof v, &v);
            break;
        }
        case UFFT__ARG_U32: {
            cl_uint v = args[i].v.u32;
            e = clSetKernelArg(k->kernel, (cl_uint)i, sizeof v, &v);
            break;
        }
        }
        if (e != CL_SUCCESS)
            return fail(err, own_bug(e), "clSetKernelArg", e);
    }
    if (local_bytes) {
        cl_int e = clSetKernelArg(k->kernel, (cl_uint)nargs, local_bytes, NULL);
        if (e != CL_SUCCESS)
            return fail(err, own_bug(e), "clSetKernelArg(local)", e);
    }
    if (groups > SIZE_MAX / group_size) {
        ufft__err_set(err, "OpenCL: launch of %llu groups overflows size_t",
                      (unsigned long long)groups);
        return UFFT_ERROR_TOO_LARGE;
    }
    size_t global = (size_t)groups * group_size, local = group_size;
    cl_int e = clEnqueueNDRangeKernel(d->queue, k->kernel, 1, NULL, &global, &local, 0, NULL, NULL);
    return e == CL_SUCCESS ? UFFT_SUCCESS : fail(err, status_of(e), "clEnqueueNDRangeKernel", e);
}

const ufft__backend_ops ufft__opencl_ops = {
    .name = "opencl",
    .dialect = "opencl",
    .enumerate = cl_enumerate,
    .open = cl_open,
    .close = cl_close,
    .finish = cl_finish,
    .mem_alloc = cl_mem_alloc,
    .mem_wrap = cl_mem_wrap,
    .mem_free = cl_mem_free,
    .mem_native = cl_mem_native,
    .mem_write = cl_mem_write,
    .mem_read = cl_mem_read,
    .mem_alias = cl_mem_alias,
    .compile = cl_compile,
    .module_release = cl_module_release,
    .kernel_get = cl_kernel_get,
    .kernel_release = cl_kernel_release,
    .launch = cl_launch,
};
