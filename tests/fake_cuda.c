/* A stand-in for libcuda.so.1 (the CUDA driver), built as tests/fake-cuda/libcuda.so.1 so
 * that the CUDA backend's host side runs on machines without a GPU (test cuda_host): one
 * sm_90 device, a per-thread context stack, device "memory" in host memory, modules and
 * kernels that do nothing. Hooks for the test: fake_cu_depth / fake_cu_top (the calling
 * thread's stack), fake_cu_live (allocations, streams, modules and primary-context holds
 * outstanding), fake_cu_fail_push (the Nth next cuCtxPushCurrent fails) and
 * fake_cu_fail_function (the Nth next cuModuleGetFunction runs out of memory). Test-only
 * state lives in statics: the fake is a process's one driver. */
/* These functions are another library's interface, declared by its header, not ours. */
#pragma GCC diagnostic ignored "-Wmissing-prototypes"
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef void *CUcontext;

enum { OK = 0, INVALID_VALUE = 1, NOT_INITIALIZED = 3, INVALID_DEVICE = 101,
       INVALID_CONTEXT = 201, NOT_FOUND = 500 };

static int primary;
static _Thread_local CUcontext stack[32];
static _Thread_local int depth;
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static long live_mem, live_streams, live_modules, primary_holds;
static int push_fail_in; /* 0: none; else the push that many calls from now fails */
static int function_fail_in; /* the same for cuModuleGetFunction */

static void count(long *c, long by)
{
    pthread_mutex_lock(&mu);
    *c += by;
    pthread_mutex_unlock(&mu);
}

CUresult cuInit(unsigned flags) { return flags ? INVALID_VALUE : OK; }
CUresult cuDriverGetVersion(int *v) { *v = 13000; return OK; }
CUresult cuDeviceGetCount(int *n) { *n = 1; return OK; }
CUresult cuDeviceGet(CUdevice *d, int i) { *d = i; return i == 0 ? OK : INVALID_DEVICE; }

CUresult cuDeviceGetName(char *s, int len, CUdevice d)
{
    (void)d;
    snprintf(s, (size_t)len, "Fake sm_90 device");
    return OK;
}

CUresult cuDeviceGetAttribute(int *v, int attr, CUdevice d)
{
    (void)d;
    switch (attr) {
    case 1: *v = 1024; break;       /* threads per block */
    case 5: *v = 2147483647; break; /* grid x */
    case 8: *v = 49152; break;      /* static shared memory */
    case 10: *v = 32; break;        /* warp */
    case 16: *v = 132; break;       /* multiprocessors */
    case 36: *v = 2619000; break;   /* memory clock, kHz */
    case 37: *v = 5120; break;      /* bus width */
    case 75: *v = 9; break;         /* compute capability */
    case 76: *v = 0; break;
    case 97: *v = 232448; break;    /* opt-in shared memory per block */
    default: *v = 0; break;
    }
    return OK;
}

CUresult cuDeviceTotalMem_v2(size_t *bytes, CUdevice d)
{
    (void)d;
    *bytes = (size_t)1 << 30;
    return OK;
}

CUresult cuDevicePrimaryCtxRetain(CUcontext *c, CUdevice d)
{
    (void)d;
    count(&primary_holds, 1);
    *c = &primary;
    return OK;
}

CUresult cuDevicePrimaryCtxRelease_v2(CUdevice d)
{
    (void)d;
    count(&primary_holds, -1);
    return OK;
}

CUresult cuCtxPushCurrent_v2(CUcontext c)
{
    if (push_fail_in > 0 && --push_fail_in == 0)
        return INVALID_CONTEXT;
    if (!c || depth == (int)(sizeof stack / sizeof stack[0]))
        return INVALID_CONTEXT;
    stack[depth++] = c;
    return OK;
}

CUresult cuCtxPopCurrent_v2(CUcontext *c)
{
    if (depth == 0)
        return INVALID_CONTEXT;
    *c = stack[--depth];
    return OK;
}

CUresult cuCtxGetDevice(CUdevice *d)
{
    *d = 0;
    return depth ? OK : INVALID_CONTEXT;
}

CUresult cuStreamCreate(void **s, unsigned flags)
{
    (void)flags;
    if (!depth)
        return INVALID_CONTEXT;
    *s = malloc(1);
    count(&live_streams, 1);
    return OK;
}

CUresult cuStreamDestroy_v2(void *s)
{
    free(s);
    count(&live_streams, -1);
    return OK;
}

CUresult cuStreamSynchronize(void *s) { return s || depth ? OK : INVALID_CONTEXT; }

/* An allocation: a host block whose address is the device pointer, its size before it. */
CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t bytes)
{
    if (!depth)
        return INVALID_CONTEXT;
    size_t *block = bytes ? malloc(bytes + 16) : NULL;
    if (!block)
        return bytes ? 2 : INVALID_VALUE;
    block[0] = bytes;
    *p = (CUdeviceptr)(uintptr_t)((char *)block + 16);
    count(&live_mem, 1);
    return OK;
}

CUresult cuMemFree_v2(CUdeviceptr p)
{
    free((char *)(uintptr_t)p - 16);
    count(&live_mem, -1);
    return OK;
}

CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr dst, const void *src, size_t bytes, void *s)
{
    (void)s;
    memcpy((void *)(uintptr_t)dst, src, bytes);
    return depth ? OK : INVALID_CONTEXT;
}

CUresult cuMemcpyDtoHAsync_v2(void *dst, CUdeviceptr src, size_t bytes, void *s)
{
    (void)s;
    memcpy(dst, (const void *)(uintptr_t)src, bytes);
    return depth ? OK : INVALID_CONTEXT;
}

/* Only the start of an allocation is known here: wraps of other pointers are refused. */
CUresult cuMemGetAddressRange_v2(CUdeviceptr *base, size_t *size, CUdeviceptr p)
{
    if (base)
        *base = p;
    if (size)
        *size = *(size_t *)((char *)(uintptr_t)p - 16);
    return OK;
}

CUresult cuPointerGetAttribute(void *value, int attr, CUdeviceptr p)
{
    (void)attr;
    (void)p;
    *(CUcontext *)value = &primary;
    return OK;
}

CUresult cuModuleLoadData(void **m, const void *image)
{
    (void)image;
    if (!depth)
        return INVALID_CONTEXT;
    *m = malloc(1);
    count(&live_modules, 1);
    return OK;
}

CUresult cuModuleUnload(void *m)
{
    free(m);
    count(&live_modules, -1);
    return OK;
}

CUresult cuModuleGetFunction(void **f, void *m, const char *name)
{
    if (function_fail_in > 0 && --function_fail_in == 0)
        return 2; /* CUDA_ERROR_OUT_OF_MEMORY */
    *f = m;
    return name && *name ? OK : NOT_FOUND;
}

CUresult cuFuncSetAttribute(void *f, int attr, int v)
{
    (void)f;
    (void)attr;
    return v >= 0 ? OK : INVALID_VALUE;
}

CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                        unsigned bz, unsigned shared, void *s, void **params, void **extra)
{
    (void)f, (void)gy, (void)gz, (void)by, (void)bz, (void)s, (void)params, (void)extra;
    if (!depth)
        return INVALID_CONTEXT;
    return gx && bx && bx <= 1024 && shared <= 232448 ? OK : INVALID_VALUE;
}

CUresult cuGetErrorName(CUresult r, const char **s)
{
    *s = r == INVALID_CONTEXT ? "CUDA_ERROR_INVALID_CONTEXT"
         : r == 2             ? "CUDA_ERROR_OUT_OF_MEMORY"
                              : "CUDA_ERROR_FAKE";
    return OK;
}

int fake_cu_depth(void) { return depth; }
void *fake_cu_top(void) { return depth ? stack[depth - 1] : NULL; }
void fake_cu_fail_push(int nth) { push_fail_in = nth; }
void fake_cu_fail_function(int nth) { function_fail_in = nth; }

long fake_cu_live(void)
{
    pthread_mutex_lock(&mu);
    long n = live_mem + live_streams + live_modules + primary_holds;
    pthread_mutex_unlock(&mu);
    return n;
}
