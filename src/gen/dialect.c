#include "gen/dialect.h"

#include <string.h>

static const ufft__dialect opencl = {
    .name = "opencl",
    .kernel = "__kernel void",
    .group_attr = "__attribute__((reqd_work_group_size(%u, 1, 1)))",
    .func = "static inline",
    .global = "__global",
    .local = "__local",
    .dynamic_local = "",
    .restrict_kw = "restrict",
    .barrier = "barrier(CLK_LOCAL_MEM_FENCE)",
    .local_id = "(uint)get_local_id(0)",
    .group_id = "get_group_id(0)",
    .group_count = "get_num_groups(0)",
    .prologue = "",
    .fp64_prologue = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable",
    .opaque_u32 = "",
    .opaque_u64 = "",
    .cluster_attr = "",
    .cluster_helpers = "",
    .table_u16 = "__constant ushort",
    .make_f32 = "(float2)",
    .make_f64 = "(double2)",
    .fma_f32 = "fma",
    .u32 = "uint",
    .u64 = "ulong",
    .load_prefetch = "",
    /* no asynchronous copy to local memory of single elements: a plain one (%s %d unused) */
    .stage_copy = "static inline void stage_put(__local cplx_t *d, __global const cplx_t *s) { *d = *s; } /* %s %d */\n"
                  "static inline void stage_wait(void) { }",
};

static const ufft__dialect cuda = {
    .name = "cuda",
    .kernel = "extern \"C\" __global__ void",
    .group_attr = "__launch_bounds__(%u, %u)",
    .func = "static __device__ __forceinline__",
    .global = "",
    .local = "__shared__",
    .dynamic_local = "extern __shared__ __align__(16) real_t ufft_smem[];",
    .restrict_kw = "__restrict__",
    .barrier = "__syncthreads()",
    .local_id = "threadIdx.x",
    .group_id = "blockIdx.x",
    .group_count = "gridDim.x",
    .prologue = "typedef unsigned int uint;",
    .fp64_prologue = "",
    .opaque_u32 = "asm volatile(\"\" : \"+r\"(%s));",
    .opaque_u64 = "asm volatile(\"\" : \"+l\"(%s));",
    .cluster_attr = "__cluster_dims__(%u, 1, 1)",
    /* PTX (sm_90) rather than cooperative groups: NVRTC then needs no headers */
    .cluster_helpers =
        "static __device__ __forceinline__ uint cl_rank(void) { uint r; asm volatile(\"mov.u32 %0, %%cluster_ctarank;\" : \"=r\"(r)); return r; }\n"
        "static __device__ __forceinline__ void cl_arrive(void) { asm volatile(\"barrier.cluster.arrive.release.aligned;\" ::: \"memory\"); }\n"
        "static __device__ __forceinline__ void cl_wait(void) { asm volatile(\"barrier.cluster.wait.acquire.aligned;\" ::: \"memory\"); }\n"
        "static __device__ __forceinline__ void cl_sync(void) { cl_arrive(); cl_wait(); }\n"
        "static __device__ __forceinline__ const cplx_t *cl_map(const cplx_t *p, uint r) { unsigned long long a; asm volatile(\"mapa.u64 %0, %1, %2;\" : \"=l\"(a) : \"l\"(p), \"r\"(r)); return (const cplx_t *)a; }\n"
        "static __device__ __forceinline__ cplx_t *cl_mapw(cplx_t *p, uint r) { return (cplx_t *)cl_map(p, r); }",
    .table_u16 = "static __device__ const unsigned short",
    .make_f32 = "make_float2",
    .make_f64 = "make_double2",
    .fma_f32 = "fmaf",
    .u32 = "unsigned int",
    .u64 = "unsigned long long",
    /* Neither volatile nor a memory clobber, so ptxas schedules these loads as freely as
     * plain ones (as timed). That is safe: a pass's every store depends on values its
     * loads produced, so no load can move past a store to its address (in place). */
    .load_prefetch = "static __device__ __forceinline__ cplx_t ld_prefetch(const cplx_t *p) { cplx_t v; "
                     "asm(\"ld.global.L2::256B.v2.%s {%%0, %%1}, [%%2];\" : \"=%s\"(v.x), \"=%s\"(v.y) : \"l\"(p)); return v; }",
    /* cp.async (sm_80 on) in PTX, so NVRTC needs no headers: the shared address from the
     * generic one, then the copy, which completes behind the work-item's later
     * instructions until cp.async.wait_all */
    .stage_copy = "static __device__ __forceinline__ void stage_put(cplx_t *d, const cplx_t *s) { "
                  "asm volatile(\"{ .reg .u64 a; .reg .u32 b; cvta.to.shared.u64 a, %%0; cvt.u32.u64 b, a; "
                  "cp.async.%s.shared.global [b], [%%1], %d; }\" :: \"l\"(d), \"l\"(s) : \"memory\"); }\n"
                  "static __device__ __forceinline__ void stage_wait(void) { asm volatile(\"cp.async.wait_all;\" ::: \"memory\"); }",
    /* PTX again (no cuda/barrier header under NVRTC). The proxy fence before each copy
     * orders the work-items' earlier reads of the stage (generic proxy) before the copy's
     * writes (async proxy); the try_wait loop's labels are local to its braces. */
    .stage_bulk =
        "static __device__ __forceinline__ unsigned stage_smem(const void *p) { unsigned r; "
        "asm(\"{ .reg .u64 a; cvta.to.shared.u64 a, %1; cvt.u32.u64 %0, a; }\" : \"=r\"(r) : \"l\"(p)); return r; }\n"
        "static __device__ __forceinline__ void stage_init(unsigned long long *bar) { "
        "asm volatile(\"mbarrier.init.shared::cta.b64 [%0], 1;\" :: \"r\"(stage_smem(bar)) : \"memory\"); "
        "asm volatile(\"fence.proxy.async.shared::cta;\" ::: \"memory\"); }\n"
        "static __device__ __forceinline__ void stage_get(cplx_t *d, const cplx_t *s, unsigned bytes, unsigned long long *bar) { "
        "asm volatile(\"fence.proxy.async.shared::cta;\" ::: \"memory\"); "
        "asm volatile(\"mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\" :: \"r\"(stage_smem(bar)), \"r\"(bytes) : \"memory\"); "
        "asm volatile(\"{ .reg .u64 g; cvta.to.global.u64 g, %1; "
        "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [g], %2, [%3]; }\" "
        ":: \"r\"(stage_smem(d)), \"l\"(s), \"r\"(bytes), \"r\"(stage_smem(bar)) : \"memory\"); }\n"
        "static __device__ __forceinline__ void stage_arrived(unsigned long long *bar, unsigned parity) { "
        "asm volatile(\"{ .reg .pred p; STAGE_WAIT: mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1; "
        "@!p bra STAGE_WAIT; }\" :: \"r\"(stage_smem(bar)), \"r\"(parity) : \"memory\"); }",
};

const ufft__dialect *ufft__dialect_find(const char *name)
{
    if (!name)
        return NULL;
    if (strcmp(name, opencl.name) == 0)
        return &opencl;
    if (strcmp(name, cuda.name) == 0)
        return &cuda;
    return NULL;
}
