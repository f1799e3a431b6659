/* The backend interface: everything that touches a device runtime goes through one
 * const table of functions per backend, chosen at run time (FFTW registers SIMD
 * codelets the same way: only after a probe succeeds). Nothing here knows FFT maths. */
#ifndef UFFT_BACKEND_H
#define UFFT_BACKEND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ufft.h"

/* Alignment in bytes that ufft's own allocations give and that its kernels never need more
 * of (the widest element, fp64 complex, is 16 bytes). */
#define UFFT__MEM_ALIGN 256u

/* The largest power of two up to UFFT__MEM_ALIGN that divides a device address. */
static inline size_t ufft__addr_align(uint64_t addr)
{
    uint64_t low = addr & (~addr + 1u); /* the lowest set bit; 0 for address 0 */
    return low == 0 || low > UFFT__MEM_ALIGN ? UFFT__MEM_ALIGN : (size_t)low;
}

/* Where a backend reports failure detail; owned by the context. */
typedef struct ufft__errbuf ufft__errbuf;
void ufft__err_set(ufft__errbuf *err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* What the planner needs to know of a device. */
typedef struct ufft__device_caps {
    bool is_gpu;
    bool has_fp64;
    uint64_t global_mem;
    uint64_t max_alloc;
    uint64_t local_mem;       /* usable local/shared memory per work-group */
    uint32_t max_group_size;  /* work-items per work-group */
    uint32_t compute_units;
    uint32_t warp;            /* SIMD width the planner rounds groups to */
    bool cuda;                /* the CUDA backend (its own tuning rows) */
    int cc;                   /* CUDA compute capability x 10 + minor (90 = sm_90); 0 else */
    /* Device memory's peak bandwidth in GB/s from its clock and bus width (CUDA: H100 SXM
     * 3352, H200 4915); 0 where the backend cannot tell. Tells apart chips of one
     * compute capability whose kernels need different occupancy to keep memory busy. */
    uint32_t mem_gbps;
    /* Most groups of a cluster whose local memories its groups may read (CUDA thread-block
     * clusters, sm_90 on: 8, the portable size); 0 where there are none. */
    uint32_t max_cluster;
    char vendor[64];
} ufft__device_caps;

typedef struct ufft__device ufft__device;  /* a backend's opened device + queue */
typedef struct ufft__module ufft__module;  /* a compiled program */
typedef struct ufft__kernel ufft__kernel;  /* one entry point of a module */

typedef enum ufft__arg_kind { UFFT__ARG_MEM, UFFT__ARG_U64, UFFT__ARG_I64, UFFT__ARG_U32 } ufft__arg_kind;
typedef struct ufft__arg {
    ufft__arg_kind kind;
    union {
        void *mem; /* native buffer handle */
        uint64_t u64;
        int64_t i64;
        uint32_t u32;
    } v;
} ufft__arg;

typedef struct ufft__backend_ops {
    const char *name;      /* "opencl", "cuda" */
    const char *dialect;   /* generator dialect name, see gen/dialect.h */
    /* Appends this backend's devices to infos[*count..capacity), counting all. */
    ufft_status (*enumerate)(ufft_device_info *infos, size_t capacity, size_t *count);
    /* spec: what follows "opencl" in the device string ("", ":P:D"), or NULL for
     * "the best device of this backend". prefer_gpu: skip non-GPUs when one exists. */
    ufft_status (*open)(const char *spec, ufft__device **dev, ufft_device_info *info,
                        ufft__device_caps *caps, ufft__errbuf *err);
    /* A device on the caller's own native context and queue (CUcontext + CUstream);
     * NULL where the backend has no such interop. */
    ufft_status (*open_native)(void *context, void *queue, ufft__device **dev,
                               ufft_device_info *info, ufft__device_caps *caps, ufft__errbuf *err);
    void (*close)(ufft__device *dev);
    ufft_status (*finish)(ufft__device *dev, ufft__errbuf *err);

    ufft_status (*mem_alloc)(ufft__device *dev, size_t bytes, void **mem, ufft__errbuf *err);
    /* Takes a reference on a caller's native memory; checks its size when possible. */
    ufft_status (*mem_wrap)(ufft__device *dev, void *native, size_t bytes, void **mem,
                            ufft__errbuf *err);
    void (*mem_free)(ufft__device *dev, void *mem);
    /* The handle a caller sees (cl_mem, CUdeviceptr) for a backend's memory object. */
    void *(*mem_native)(void *mem);
    /* The largest power of two, up to UFFT__MEM_ALIGN, that divides the memory's device
     * address; NULL where every memory object is aligned that far (OpenCL's buffers, and
     * its sub-buffers, start at CL_DEVICE_MEM_BASE_ADDR_ALIGN). */
    size_t (*mem_align)(void *mem);
    ufft_status (*mem_write)(ufft__device *dev, void *mem, size_t offset, const void *src,
                             size_t bytes, ufft__errbuf *err);
    ufft_status (*mem_read)(ufft__device *dev, void *mem, size_t offset, void *dst, size_t bytes,
                            ufft__errbuf *err);
    /* True when two native handles may alias the same storage. */
    bool (*mem_alias)(ufft__device *dev, void *a, void *b);

    /* Compiles source; `cache_dir` (may be NULL) enables the on-disk binary cache. */
    ufft_status (*compile)(ufft__device *dev, const char *source, const char *cache_dir,
                           ufft__module **mod, ufft__errbuf *err);
    void (*module_release)(ufft__device *dev, ufft__module *mod);
    ufft_status (*kernel_get)(ufft__device *dev, ufft__module *mod, const char *name,
                              ufft__kernel **k, ufft__errbuf *err);
    void (*kernel_release)(ufft__device *dev, ufft__kernel *k);
    /* 1-D launch: groups × group_size work-items, `local_bytes` of dynamic local memory. */
    ufft_status (*launch)(ufft__device *dev, ufft__kernel *k, const ufft__arg *args, int nargs,
                          uint64_t groups, uint32_t group_size, size_t local_bytes,
                          ufft__errbuf *err);
} ufft__backend_ops;

extern const ufft__backend_ops ufft__opencl_ops;
extern const ufft__backend_ops ufft__cuda_ops;

/* Backends in order of preference for "auto". NULL-terminated. */
const ufft__backend_ops *const *ufft__backends(void);

#endif
