#include "backend/cuda_api.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

/* cuda.h maps most calls to versioned symbols; dlsym needs the real names. */
typedef struct entry {
    const char *names[2]; /* preferred, fallback (NULL: none) */
    size_t offset;
} entry;

#define ENTRY(field, a, b) {{a, b}, offsetof(ufft__cuda_api, field)}

static const entry entries[] = {
    ENTRY(Init, "cuInit", NULL),
    ENTRY(DriverGetVersion, "cuDriverGetVersion", NULL),
    ENTRY(DeviceGetCount, "cuDeviceGetCount", NULL),
    ENTRY(DeviceGet, "cuDeviceGet", NULL),
    ENTRY(DeviceGetName, "cuDeviceGetName", NULL),
    ENTRY(DeviceGetAttribute, "cuDeviceGetAttribute", NULL),
    ENTRY(DeviceTotalMem, "cuDeviceTotalMem_v2", NULL),
    ENTRY(DevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain", NULL),
    ENTRY(DevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2", "cuDevicePrimaryCtxRelease"),
    ENTRY(CtxPushCurrent, "cuCtxPushCurrent_v2", NULL),
    ENTRY(CtxPopCurrent, "cuCtxPopCurrent_v2", NULL),
    ENTRY(CtxGetDevice, "cuCtxGetDevice", NULL),
    ENTRY(StreamCreate, "cuStreamCreate", NULL),
    ENTRY(StreamDestroy, "cuStreamDestroy_v2", "cuStreamDestroy"),
    ENTRY(StreamSynchronize, "cuStreamSynchronize", NULL),
    ENTRY(MemAlloc, "cuMemAlloc_v2", NULL),
    ENTRY(MemFree, "cuMemFree_v2", NULL),
    ENTRY(MemcpyHtoDAsync, "cuMemcpyHtoDAsync_v2", NULL),
    ENTRY(MemcpyDtoHAsync, "cuMemcpyDtoHAsync_v2", NULL),
    ENTRY(MemGetAddressRange, "cuMemGetAddressRange_v2", NULL),
    ENTRY(PointerGetAttribute, "cuPointerGetAttribute", NULL),
    ENTRY(ModuleLoadData, "cuModuleLoadData", NULL),
    ENTRY(ModuleUnload, "cuModuleUnload", NULL),
    ENTRY(ModuleGetFunction, "cuModuleGetFunction", NULL),
    ENTRY(FuncSetAttribute, "cuFuncSetAttribute", NULL),
    ENTRY(LaunchKernel, "cuLaunchKernel", NULL),
    ENTRY(GetErrorName, "cuGetErrorName", NULL),
};

int ufft__cuda_api_load(ufft__cuda_api *api, char *why, size_t len)
{
    memset(api, 0, sizeof *api);
    api->lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!api->lib)
        api->lib = dlopen("libcuda.so", RTLD_NOW | RTLD_LOCAL);
    if (!api->lib) {
        snprintf(why, len, "CUDA: NVIDIA's driver library libcuda.so.1 was not found");
        return -1;
    }
    for (size_t i = 0; i < sizeof entries / sizeof entries[0]; i++) {
        void *f = dlsym(api->lib, entries[i].names[0]);
        if (!f && entries[i].names[1])
            f = dlsym(api->lib, entries[i].names[1]);
        if (!f) {
            snprintf(why, len, "CUDA: libcuda has no %s (driver too old?)", entries[i].names[0]);
            ufft__cuda_api_unload(api);
            return -1;
        }
        /* POSIX guarantees object and function pointers convert through dlsym. */
        memcpy((char *)api + entries[i].offset, &f, sizeof f);
    }
    return 0;
}

void ufft__cuda_api_unload(ufft__cuda_api *api)
{
    if (api->lib)
        dlclose(api->lib);
    memset(api, 0, sizeof *api);
}

const char *ufft__cuda_error_name(const ufft__cuda_api *api, ufft__CUresult r)
{
    const char *name = NULL;
    if (api->GetErrorName && api->GetErrorName(r, &name) == UFFT__CU_SUCCESS && name)
        return name;
    return "CUDA error";
}
