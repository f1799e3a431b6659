/* The slice of the CUDA driver API that the CUDA backend uses, loaded from libcuda at
 * run time, so that one build of ufft runs on machines with and without NVIDIA's
 * driver. The types and constants are those of cuda.h (tests/cuda_abi.c checks them
 * against the toolkit's header where one is installed). */
#ifndef UFFT_BACKEND_CUDA_API_H
#define UFFT_BACKEND_CUDA_API_H

#include <stddef.h>

typedef int ufft__CUresult;
typedef int ufft__CUdevice;
typedef unsigned long long ufft__CUdeviceptr;
typedef struct ufft__CUctx_st *ufft__CUcontext;
typedef struct ufft__CUmod_st *ufft__CUmodule;
typedef struct ufft__CUfunc_st *ufft__CUfunction;
typedef struct ufft__CUstream_st *ufft__CUstream;

enum {
    UFFT__CU_SUCCESS = 0,
    UFFT__CU_ERROR_OUT_OF_MEMORY = 2,
    UFFT__CU_ERROR_NO_DEVICE = 100,
    UFFT__CU_ERROR_NOT_FOUND = 500,
    UFFT__CU_ATTR_MAX_THREADS_PER_BLOCK = 1,
    UFFT__CU_ATTR_MAX_GRID_DIM_X = 5,
    UFFT__CU_ATTR_MAX_SHARED_MEMORY_PER_BLOCK = 8,
    UFFT__CU_ATTR_WARP_SIZE = 10,
    UFFT__CU_ATTR_MULTIPROCESSOR_COUNT = 16,
    UFFT__CU_ATTR_MEMORY_CLOCK_RATE = 36, /* kHz */
    UFFT__CU_ATTR_GLOBAL_MEMORY_BUS_WIDTH = 37, /* bits */
    UFFT__CU_ATTR_CC_MAJOR = 75,
    UFFT__CU_ATTR_CC_MINOR = 76,
    UFFT__CU_ATTR_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97,
    UFFT__CU_FUNC_ATTR_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
    UFFT__CU_POINTER_ATTR_CONTEXT = 1,
    UFFT__CU_STREAM_NON_BLOCKING = 1,
};

/* One loaded copy of libcuda: each open device holds its own (dlopen counts
 * references), so ufft keeps no global state. */
typedef struct ufft__cuda_api {
    void *lib;
    ufft__CUresult (*Init)(unsigned);
    ufft__CUresult (*DriverGetVersion)(int *);
    ufft__CUresult (*DeviceGetCount)(int *);
    ufft__CUresult (*DeviceGet)(ufft__CUdevice *, int);
    ufft__CUresult (*DeviceGetName)(char *, int, ufft__CUdevice);
    ufft__CUresult (*DeviceGetAttribute)(int *, int, ufft__CUdevice);
    ufft__CUresult (*DeviceTotalMem)(size_t *, ufft__CUdevice);
    ufft__CUresult (*DevicePrimaryCtxRetain)(ufft__CUcontext *, ufft__CUdevice);
    ufft__CUresult (*DevicePrimaryCtxRelease)(ufft__CUdevice);
    ufft__CUresult (*CtxPushCurrent)(ufft__CUcontext);
    ufft__CUresult (*CtxPopCurrent)(ufft__CUcontext *);
    ufft__CUresult (*CtxGetDevice)(ufft__CUdevice *);
    ufft__CUresult (*StreamCreate)(ufft__CUstream *, unsigned);
    ufft__CUresult (*StreamDestroy)(ufft__CUstream);
    ufft__CUresult (*StreamSynchronize)(ufft__CUstream);
    ufft__CUresult (*MemAlloc)(ufft__CUdeviceptr *, size_t);
    ufft__CUresult (*MemFree)(ufft__CUdeviceptr);
    ufft__CUresult (*MemcpyHtoDAsync)(ufft__CUdeviceptr, const void *, size_t, ufft__CUstream);
    ufft__CUresult (*MemcpyDtoHAsync)(void *, ufft__CUdeviceptr, size_t, ufft__CUstream);
    ufft__CUresult (*MemGetAddressRange)(ufft__CUdeviceptr *, size_t *, ufft__CUdeviceptr);
    ufft__CUresult (*PointerGetAttribute)(void *, int, ufft__CUdeviceptr);
    ufft__CUresult (*ModuleLoadData)(ufft__CUmodule *, const void *);
    ufft__CUresult (*ModuleUnload)(ufft__CUmodule);
    ufft__CUresult (*ModuleGetFunction)(ufft__CUfunction *, ufft__CUmodule, const char *);
    ufft__CUresult (*FuncSetAttribute)(ufft__CUfunction, int, int);
    ufft__CUresult (*LaunchKernel)(ufft__CUfunction, unsigned, unsigned, unsigned, unsigned,
                                   unsigned, unsigned, unsigned, ufft__CUstream, void **, void **);
    ufft__CUresult (*GetErrorName)(ufft__CUresult, const char **);
} ufft__cuda_api;

/* Opens libcuda and resolves every entry point; on failure writes why into why
 * (NUL-terminated) and returns nonzero. */
int ufft__cuda_api_load(ufft__cuda_api *api, char *why, size_t len);
void ufft__cuda_api_unload(ufft__cuda_api *api);
/* "CUDA_ERROR_..." for a result code. */
const char *ufft__cuda_error_name(const ufft__cuda_api *api, ufft__CUresult r);

#endif
