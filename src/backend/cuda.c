/* CUDA backend: the driver API and NVRTC, both opened at run time. Kernels are compiled
 * to CUBIN for the device's compute capability and launched on the context's stream
 * (ufft's own non-blocking stream, or the caller's). Every call makes the context
 * current for its duration and restores the caller's. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/backend.h"
#include "backend/cuda_api.h"
#include "backend/disk_cache.h"
#include "backend/nvrtc.h"
#include "util/device_spec.h"
#include "util/hash.h"

#define STATIC_SHARED_LIMIT (48 * 1024) /* beyond this a kernel must opt in */

struct ufft__device {
    ufft__cuda_api cu;
    ufft__nvrtc nv;
    ufft__CUdevice device;
    ufft__CUcontext context;
    ufft__CUstream stream;
    int cc;              /* compute capability, e.g. 90 */
    int own_context;     /* primary context retained by us */
    int own_stream;
    char identity[512];  /* device, cc, driver, NVRTC and options: part of cache keys */
};

/* Device memory: the pointer, and whether ufft allocated it (wrapped memory is the
 * caller's to free). */
typedef struct cuda_mem {
    ufft__CUdeviceptr ptr;
    int owned;
} cuda_mem;

struct ufft__module {
    ufft__CUmodule module;
};

struct ufft__kernel {
    ufft__CUfunction function;
    size_t dynamic_limit; /* dynamic shared memory opted in so far */
};

static ufft_status cu_fail(const ufft__device *d, ufft__errbuf *err, ufft__CUresult r,
                           const char *what)
{
    ufft__err_set(err, "CUDA: %s failed: %s (%d)", what, ufft__cuda_error_name(&d->cu, r), r);
    return r == UFFT__CU_ERROR_OUT_OF_MEMORY ? UFFT_ERROR_DEVICE_MEMORY : UFFT_ERROR_BACKEND;
}

/* Makes the device's context current over the caller's; where that fails nothing may run
 * (it would run in the caller's context) and nothing is popped (that would drop the
 * caller's). */
static ufft__CUresult push(ufft__device *d) { return d->cu.CtxPushCurrent(d->context); }

/* push(d) for a call that reports: its failure recorded and returned as the call's */
static ufft_status enter(ufft__device *d, ufft__errbuf *err)
{
    ufft__CUresult r = push(d);
    return r == UFFT__CU_SUCCESS ? UFFT_SUCCESS : cu_fail(d, err, r, "cuCtxPushCurrent");
}

static void pop(ufft__device *d)
{
    ufft__CUcontext c;
    d->cu.CtxPopCurrent(&c);
}

/* Loads the driver and initialises it; the count of devices on success. */
static int driver_open(ufft__cuda_api *cu, int *count, char *why, size_t len)
{
    if (ufft__cuda_api_load(cu, why, len) != 0)
        return -1;
    ufft__CUresult r = cu->Init(0);
    if (r == UFFT__CU_SUCCESS)
        r = cu->DeviceGetCount(count);
    if (r != UFFT__CU_SUCCESS || *count <= 0) {
        snprintf(why, len, "CUDA: no usable device (%s)",
                 r == UFFT__CU_SUCCESS ? "count 0" : ufft__cuda_error_name(cu, r));
        ufft__cuda_api_unload(cu);
        return -1;
    }
    return 0;
}

static int attr(const ufft__cuda_api *cu, ufft__CUdevice dev, int which)
{
    int v = 0;
    if (cu->DeviceGetAttribute(&v, which, dev) != UFFT__CU_SUCCESS)
        v = 0;
    return v;
}

static void fill_info(const ufft__cuda_api *cu, ufft__CUdevice dev, int ordinal,
                      ufft_device_info *info, ufft__device_caps *caps)
{
    memset(info, 0, sizeof *info);
    snprintf(info->id, sizeof info->id, "cuda:%d", ordinal);
    snprintf(info->backend, sizeof info->backend, "cuda");
    if (cu->DeviceGetName(info->name, (int)sizeof info->name, dev) != UFFT__CU_SUCCESS)
        snprintf(info->name, sizeof info->name, "CUDA device %d", ordinal);
    info->name[sizeof info->name - 1] = '\0';
    int version = 0;
    cu->DriverGetVersion(&version);
    snprintf(info->platform, sizeof info->platform, "CUDA driver API %d.%d", version / 1000,
             version % 1000 / 10);
    snprintf(info->driver, sizeof info->driver, "%d", version);
    size_t mem = 0;
    cu->DeviceTotalMem(&mem, dev);
    int optin = attr(cu, dev, UFFT__CU_ATTR_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN);
    int plain = attr(cu, dev, UFFT__CU_ATTR_MAX_SHARED_MEMORY_PER_BLOCK);
    info->is_gpu = 1;
    info->has_fp64 = 1;
    info->global_mem = mem;
    info->max_alloc = mem;
    info->local_mem = (uint64_t)(optin > plain ? optin : plain);
    info->compute_units = (uint32_t)attr(cu, dev, UFFT__CU_ATTR_MULTIPROCESSOR_COUNT);
    if (caps) {
        memset(caps, 0, sizeof *caps);
        caps->is_gpu = true;
        caps->has_fp64 = true;
        caps->global_mem = info->global_mem;
        caps->max_alloc = info->max_alloc;
        caps->local_mem = info->local_mem;
        caps->max_group_size = (uint32_t)attr(cu, dev, UFFT__CU_ATTR_MAX_THREADS_PER_BLOCK);
        caps->compute_units = info->compute_units;
        caps->warp = (uint32_t)attr(cu, dev, UFFT__CU_ATTR_WARP_SIZE);
        caps->cc = attr(cu, dev, UFFT__CU_ATTR_CC_MAJOR) * 10 + attr(cu, dev, UFFT__CU_ATTR_CC_MINOR);
        caps->cuda = true;
        caps->max_cluster = caps->cc >= 90 ? 8 : 0;
        /* double data rate: two transfers per clock of bus-width bits */
        uint64_t khz = (uint64_t)attr(cu, dev, UFFT__CU_ATTR_MEMORY_CLOCK_RATE);
        uint64_t bits = (uint64_t)attr(cu, dev, UFFT__CU_ATTR_GLOBAL_MEMORY_BUS_WIDTH);
        caps->mem_gbps = (uint32_t)(khz * 2 * (bits / 8) / 1000000);
        snprintf(caps->vendor, sizeof caps->vendor, "NVIDIA Corporation");
    }
}

static ufft_status cuda_enumerate(ufft_device_info *infos, size_t capacity, size_t *count)
{
    ufft__cuda_api cu;
    char why[256];
    int n = 0;
    if (driver_open(&cu, &n, why, sizeof why) != 0)
        return UFFT_SUCCESS; /* no driver: no CUDA devices, not an error */
    for (int i = 0; i < n; i++) {
        ufft__CUdevice dev;
        if (cu.DeviceGet(&dev, i) != UFFT__CU_SUCCESS)
            continue;
        if (*count < capacity)
            fill_info(&cu, dev, i, &infos[*count], NULL);
        (*count)++;
    }
    ufft__cuda_api_unload(&cu);
    return UFFT_SUCCESS;
}

static void cuda_close(ufft__device *d)
{
    if (!d)
        return;
    if (d->cu.lib && d->context) {
        if (d->own_stream && d->stream && push(d) == UFFT__CU_SUCCESS) {
            d->cu.StreamDestroy(d->stream);
            pop(d);
        }
        if (d->own_context)
            d->cu.DevicePrimaryCtxRelease(d->device);
    }
    ufft__nvrtc_unload(&d->nv);
    ufft__cuda_api_unload(&d->cu);
    free(d);
}

/* Everything after the driver is loaded and d->device/context/stream are set. */
static ufft_status finish_open(ufft__device *d, int ordinal, ufft_device_info *info,
                               ufft__device_caps *caps, ufft__errbuf *err)
{
    char why[256];
    if (ufft__nvrtc_load(&d->nv, why, sizeof why) != 0) {
        ufft__err_set(err, "%s", why);
        return UFFT_ERROR_NO_DEVICE;
    }
    fill_info(&d->cu, d->device, ordinal, info, caps);
    d->cc = caps->cc;
    char opts[128];
    ufft__nvrtc_options_text(d->cc, opts, sizeof opts);
    snprintf(d->identity, sizeof d->identity, "%s|sm_%d|driver %s|nvrtc %d.%d|%s", info->name,
             d->cc, info->driver, d->nv.major, d->nv.minor, opts);
    return UFFT_SUCCESS;
}

static ufft_status cuda_open(const char *spec, ufft__device **out, ufft_device_info *info,
                             ufft__device_caps *caps, ufft__errbuf *err)
{
    int ordinal = 0;
    if (spec && *spec) {
        unsigned ix;
        if (!ufft__parse_device_spec(spec, &ix, 1)) {
            ufft__err_set(err, "CUDA: device 'cuda%s' is not of the form cuda:D", spec);
            return UFFT_ERROR_NO_DEVICE;
        }
        ordinal = (int)ix;
    }
    ufft__device *d = calloc(1, sizeof *d);
    if (!d)
        return UFFT_ERROR_HOST_MEMORY;
    char why[256];
    int n = 0;
    ufft_status st = UFFT_ERROR_NO_DEVICE;
    if (driver_open(&d->cu, &n, why, sizeof why) != 0) {
        ufft__err_set(err, "%s", why);
        goto error;
    }
    if (ordinal >= n) {
        ufft__err_set(err, "CUDA: no device %d (%d found)", ordinal, n);
        goto error;
    }
    ufft__CUresult r = d->cu.DeviceGet(&d->device, ordinal);
    if (r == UFFT__CU_SUCCESS)
        r = d->cu.DevicePrimaryCtxRetain(&d->context, d->device);
    if (r != UFFT__CU_SUCCESS) {
        st = cu_fail(d, err, r, "cuDevicePrimaryCtxRetain");
        goto error;
    }
    d->own_context = 1;
    if ((st = enter(d, err)) != UFFT_SUCCESS)
        goto error;
    r = d->cu.StreamCreate(&d->stream, UFFT__CU_STREAM_NON_BLOCKING);
    pop(d);
    if (r != UFFT__CU_SUCCESS) {
        st = cu_fail(d, err, r, "cuStreamCreate");
        goto error;
    }
    d->own_stream = 1;
    if ((st = finish_open(d, ordinal, info, caps, err)) != UFFT_SUCCESS)
        goto error;
    *out = d;
    return UFFT_SUCCESS;
error:
    cuda_close(d);
    return st;
}

static ufft_status cuda_open_native(void *context, void *queue, ufft__device **out,
                                    ufft_device_info *info, ufft__device_caps *caps,
                                    ufft__errbuf *err)
{
    ufft__device *d = calloc(1, sizeof *d);
    if (!d)
        return UFFT_ERROR_HOST_MEMORY;
    char why[256];
    int n = 0;
    ufft_status st = UFFT_ERROR_NO_DEVICE;
    if (driver_open(&d->cu, &n, why, sizeof why) != 0) {
        ufft__err_set(err, "%s", why);
        goto error;
    }
    d->context = context;
    d->stream = queue;
    ufft__CUresult r = push(d);
    if (r != UFFT__CU_SUCCESS) {
        st = cu_fail(d, err, r, "cuCtxPushCurrent of the caller's context");
        goto error;
    }
    r = d->cu.CtxGetDevice(&d->device);
    pop(d);
    if (r != UFFT__CU_SUCCESS) {
        st = cu_fail(d, err, r, "cuCtxGetDevice on the caller's context");
        goto error;
    }
    int ordinal = 0;
    for (int i = 0; i < n; i++) {
        ufft__CUdevice dev;
        if (d->cu.DeviceGet(&dev, i) == UFFT__CU_SUCCESS && dev == d->device)
            ordinal = i;
    }
    if ((st = finish_open(d, ordinal, info, caps, err)) != UFFT_SUCCESS)
        goto error;
    *out = d;
    return UFFT_SUCCESS;
error:
    cuda_close(d);
    return st;
}

static ufft_status cuda_finish(ufft__device *d, ufft__errbuf *err)
{
    ufft_status st = enter(d, err);
    if (st != UFFT_SUCCESS)
        return st;
    ufft__CUresult r = d->cu.StreamSynchronize(d->stream);
    pop(d);
    return r == UFFT__CU_SUCCESS ? UFFT_SUCCESS : cu_fail(d, err, r, "cuStreamSynchronize");
}

static ufft_status cuda_mem_alloc(ufft__device *d, size_t bytes, void **mem, ufft__errbuf *err)
{
    cuda_mem *m = malloc(sizeof *m);
    if (!m) {
        ufft__err_set(err, "CUDA: out of host memory for a buffer");
        return UFFT_ERROR_HOST_MEMORY;
    }
    ufft_status st = enter(d, err);
    if (st != UFFT_SUCCESS) {
        free(m);
        return st;
    }
    ufft__CUresult r = d->cu.MemAlloc(&m->ptr, bytes);
    pop(d);
    if (r != UFFT__CU_SUCCESS) {
        free(m);
        return cu_fail(d, err, r, "cuMemAlloc");
    }
    m->owned = 1;
    *mem = m;
    return UFFT_SUCCESS;
}

static ufft_status cuda_mem_wrap(ufft__device *d, void *native, size_t bytes, void **mem,
                                 ufft__errbuf *err)
{
    ufft__CUdeviceptr p = (ufft__CUdeviceptr)(uintptr_t)native, base = 0;
    ufft__CUcontext owner = NULL;
    size_t size = 0;
    ufft_status st = enter(d, err);
    if (st != UFFT_SUCCESS)
        return st;
    ufft__CUresult r = d->cu.PointerGetAttribute(&owner, UFFT__CU_POINTER_ATTR_CONTEXT, p);
    ufft__CUresult r2 = r == UFFT__CU_SUCCESS ? d->cu.MemGetAddressRange(&base, &size, p) : r;
    pop(d);
    if (r != UFFT__CU_SUCCESS || r2 != UFFT__CU_SUCCESS) {
        ufft__err_set(err, "CUDA: %#llx is not a device pointer (%s)", (unsigned long long)p,
                      ufft__cuda_error_name(&d->cu, r != UFFT__CU_SUCCESS ? r : r2));
        return UFFT_ERROR_INVALID_ARGUMENT;
    }
    if (owner && owner != d->context) {
        ufft__err_set(err, "CUDA: the pointer belongs to another CUDA context");
        return UFFT_ERROR_WRONG_CONTEXT;
    }
    if (bytes > size - (size_t)(p - base)) {
        ufft__err_set(err, "CUDA: wrap of %zu bytes but the allocation has %zu from that pointer",
                      bytes, size - (size_t)(p - base));
        return UFFT_ERROR_OUT_OF_RANGE;
    }
    cuda_mem *m = malloc(sizeof *m);
    if (!m) {
        ufft__err_set(err, "CUDA: out of host memory for a buffer");
        return UFFT_ERROR_HOST_MEMORY;
    }
    m->ptr = p;
    m->owned = 0;
    *mem = m;
    return UFFT_SUCCESS;
}

static void cuda_mem_free(ufft__device *d, void *mem)
{
    cuda_mem *m = mem;
    if (!m)
        return;
    if (m->owned && push(d) == UFFT__CU_SUCCESS) {
        d->cu.MemFree(m->ptr);
        pop(d);
    }
    free(m);
}

static void *cuda_mem_native(void *mem) { return (void *)(uintptr_t)((cuda_mem *)mem)->ptr; }

/* A wrapped pointer may start anywhere in its allocation; a kernel's vector loads of
 * elements at a lesser alignment would fault and leave the context unusable. */
static size_t cuda_mem_align(void *mem) { return ufft__addr_align(((cuda_mem *)mem)->ptr); }

/* Host copies go on the stream, after the work queued there, then wait for it. */
static ufft_status cuda_mem_write(ufft__device *d, void *mem, size_t offset, const void *src,
                                  size_t bytes, ufft__errbuf *err)
{
    ufft_status st = enter(d, err);
    if (st != UFFT_SUCCESS)
        return st;
    ufft__CUresult r = d->cu.MemcpyHtoDAsync(((cuda_mem *)mem)->ptr + offset, src, bytes, d->stream);
    if (r == UFFT__CU_SUCCESS)
        r = d->cu.StreamSynchronize(d->stream);
    pop(d);
    return r == UFFT__CU_SUCCESS ? UFFT_SUCCESS : cu_fail(d, err, r, "cuMemcpyHtoDAsync");
}

static ufft_status cuda_mem_read(ufft__device *d, void *mem, size_t offset, void *dst,
                                 size_t bytes, ufft__errbuf *err)
{
    ufft_status st = enter(d, err);
    if (st != UFFT_SUCCESS)
        return st;
    ufft__CUresult r = d->cu.MemcpyDtoHAsync(dst, ((cuda_mem *)mem)->ptr + offset, bytes, d->stream);
    if (r == UFFT__CU_SUCCESS)
        r = d->cu.StreamSynchronize(d->stream);
    pop(d);
    return r == UFFT__CU_SUCCESS ? UFFT_SUCCESS : cu_fail(d, err, r, "cuMemcpyDtoHAsync");
}

static ufft__CUdeviceptr base_of(ufft__device *d, ufft__CUdeviceptr p)
{
    ufft__CUdeviceptr base = 0;
    size_t size = 0;
    return d->cu.MemGetAddressRange(&base, &size, p) == UFFT__CU_SUCCESS ? base : p;
}

static bool cuda_mem_alias(ufft__device *d, void *a, void *b)
{
    ufft__CUdeviceptr pa = ((cuda_mem *)a)->ptr, pb = ((cuda_mem *)b)->ptr;
    if (pa == pb)
        return true;
    /* Two views into one allocation count as aliasing: conservative, never wrong. */
    if (push(d) != UFFT__CU_SUCCESS)
        return true; /* unknown: the call fails (as overlapping) rather than run on it */
    bool same = base_of(d, pa) == base_of(d, pb);
    pop(d);
    return same;
}

static ufft_status load_module(ufft__device *d, const unsigned char *cubin, ufft__CUmodule *mod)
{
    if (push(d) != UFFT__CU_SUCCESS)
        return UFFT_ERROR_BACKEND;
    ufft__CUresult r = d->cu.ModuleLoadData(mod, cubin);
    pop(d);
    return r == UFFT__CU_SUCCESS ? UFFT_SUCCESS : UFFT_ERROR_BACKEND;
}

static ufft_status cuda_compile(ufft__device *d, const char *source, const char *cache_dir,
                                ufft__module **out, ufft__errbuf *err)
{
    char key[33] = "";
    unsigned char *cubin = NULL;
    size_t len = 0;
    ufft__CUmodule module = NULL;
    if (cache_dir && *cache_dir) {
        ufft__hash h;
        ufft__hash_init(&h);
        ufft__hash_str(&h, d->identity);
        ufft__hash_str(&h, source);
        ufft__hash_hex(&h, key);
        if (ufft__disk_cache_load(cache_dir, key, &cubin, &len) &&
            load_module(d, cubin, &module) != UFFT_SUCCESS)
            module = NULL; /* a stale entry: rebuild from source below */
        free(cubin);
        cubin = NULL;
    }
    if (!module) {
        char *log = NULL;
        if (ufft__nvrtc_compile(&d->nv, source, d->cc, &cubin, &len, &log) != 0) {
            ufft__err_set(err, "CUDA: NVRTC failed for sm_%d:\n%s", d->cc, log ? log : "(no log)");
            free(log);
            return UFFT_ERROR_COMPILE;
        }
        free(log);
        ufft_status st = enter(d, err);
        if (st != UFFT_SUCCESS) {
            free(cubin);
            return st;
        }
        ufft__CUresult r = d->cu.ModuleLoadData(&module, cubin);
        pop(d);
        if (r != UFFT__CU_SUCCESS) {
            free(cubin);
            return cu_fail(d, err, r, "cuModuleLoadData");
        }
        if (key[0])
            ufft__disk_cache_store(cache_dir, key, cubin, len);
        free(cubin);
    }
    ufft__module *m = malloc(sizeof *m);
    if (!m) {
        if (push(d) == UFFT__CU_SUCCESS) {
            d->cu.ModuleUnload(module);
            pop(d);
        }
        ufft__err_set(err, "CUDA: out of host memory for a module");
        return UFFT_ERROR_HOST_MEMORY;
    }
    m->module = module;
    *out = m;
    return UFFT_SUCCESS;
}

static void cuda_module_release(ufft__device *d, ufft__module *m)
{
    if (!m)
        return;
    if (push(d) == UFFT__CU_SUCCESS) {
        d->cu.ModuleUnload(m->module);
        pop(d);
    }
    free(m);
}

static ufft_status cuda_kernel_get(ufft__device *d, ufft__module *m, const char *name,
                                   ufft__kernel **out, ufft__errbuf *err)
{
    ufft__kernel *k = calloc(1, sizeof *k);
    if (!k) {
        ufft__err_set(err, "CUDA: out of host memory for a kernel");
        return UFFT_ERROR_HOST_MEMORY;
    }
    ufft_status st = enter(d, err);
    if (st != UFFT_SUCCESS) {
        free(k);
        return st;
    }
    ufft__CUresult r = d->cu.ModuleGetFunction(&k->function, m->module, name);
    pop(d);
    if (r != UFFT__CU_SUCCESS) {
        free(k);
        st = cu_fail(d, err, r, "cuModuleGetFunction");
        /* a name the program lacks is ufft's own bug; out of memory and the like are not */
        return r == UFFT__CU_ERROR_NOT_FOUND ? UFFT_ERROR_INTERNAL : st;
    }
    *out = k;
    return UFFT_SUCCESS;
}

static void cuda_kernel_release(ufft__device *d, ufft__kernel *k)
{
    (void)d;
    free(k);
}

#define MAX_ARGS 16

static ufft_status cuda_launch(ufft__device *d, ufft__kernel *k, const ufft__arg *args, int nargs,
                               uint64_t groups, uint32_t group_size, size_t local_bytes,
                               ufft__errbuf *err)
{
    union {
        ufft__CUdeviceptr ptr;
        uint64_t u64;
        int64_t i64;
        uint32_t u32;
    } values[MAX_ARGS];
    void *params[MAX_ARGS];
    if (nargs > MAX_ARGS) {
        ufft__err_set(err, "CUDA: %d kernel arguments, at most %d", nargs, MAX_ARGS);
        return UFFT_ERROR_INTERNAL;
    }
    if (groups == 0 || groups > 0x7fffffffu) {
        ufft__err_set(err, "CUDA: launch of %llu blocks is outside 1..2^31-1",
                      (unsigned long long)groups);
        return UFFT_ERROR_TOO_LARGE;
    }
    for (int i = 0; i < nargs; i++) {
        switch (args[i].kind) {
        case UFFT__ARG_MEM: values[i].ptr = ((cuda_mem *)args[i].v.mem)->ptr; break;
        case UFFT__ARG_U64: values[i].u64 = args[i].v.u64; break;
        case UFFT__ARG_I64: values[i].i64 = args[i].v.i64; break;
        case UFFT__ARG_U32: values[i].u32 = args[i].v.u32; break;
        }
        params[i] = &values[i];
    }
    ufft_status st = enter(d, err);
    if (st != UFFT_SUCCESS)
        return st;
    ufft__CUresult r = UFFT__CU_SUCCESS;
    if (local_bytes > STATIC_SHARED_LIMIT && local_bytes > k->dynamic_limit) {
        r = d->cu.FuncSetAttribute(k->function, UFFT__CU_FUNC_ATTR_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                   (int)local_bytes);
        if (r == UFFT__CU_SUCCESS)
            k->dynamic_limit = local_bytes;
    }
    if (r == UFFT__CU_SUCCESS)
        r = d->cu.LaunchKernel(k->function, (unsigned)groups, 1, 1, group_size, 1, 1,
                               (unsigned)local_bytes, d->stream, params, NULL);
    pop(d);
    return r == UFFT__CU_SUCCESS ? UFFT_SUCCESS : cu_fail(d, err, r, "cuLaunchKernel");
}

const ufft__backend_ops ufft__cuda_ops = {
    .name = "cuda",
    .dialect = "cuda",
    .enumerate = cuda_enumerate,
    .open = cuda_open,
    .open_native = cuda_open_native,
    .close = cuda_close,
    .finish = cuda_finish,
    .mem_alloc = cuda_mem_alloc,
    .mem_wrap = cuda_mem_wrap,
    .mem_free = cuda_mem_free,
    .mem_native = cuda_mem_native,
    .mem_align = cuda_mem_align,
    .mem_write = cuda_mem_write,
    .mem_read = cuda_mem_read,
    .mem_alias = cuda_mem_alias,
    .compile = cuda_compile,
    .module_release = cuda_module_release,
    .kernel_get = cuda_kernel_get,
    .kernel_release = cuda_kernel_release,
    .launch = cuda_launch,
};
