/* The few strings in which OpenCL C and CUDA C differ. The generator writes every
 * kernel through one of these tables, so a new dialect is a new table, not new code. */
#ifndef UFFT_GEN_DIALECT_H
#define UFFT_GEN_DIALECT_H

typedef struct ufft__dialect {
    const char *name;
    const char *kernel;        /* before the return type of an entry point */
    const char *group_attr;    /* printf format: the work-group size (%u), then groups per unit (%u, optional) */
    const char *func;          /* qualifier of helper functions */
    const char *global;        /* address space of device buffers */
    const char *local;         /* declaration of work-group memory */
    /* Declaration of dynamically sized work-group memory named ufft_smem (sized at
     * launch, so CUDA kernels can opt in to more than 48 KB), or "" to size it
     * statically in the kernel. */
    const char *dynamic_local;
    const char *restrict_kw;
    const char *barrier;
    const char *local_id;
    const char *group_id;
    const char *group_count; /* the groups launched (one dimension) */
    const char *prologue;      /* dialect-specific lines before the preamble */
    const char *fp64_prologue; /* enables double precision */
    /* printf format: a statement after which the compiler cannot know the value of
     * the uint variable %s (so it cannot reuse, and keep live, what it computed from it
     * earlier), or "" where the dialect has none. */
    const char *opaque_u32;
    /* The same for a variable of type u64 (an element offset) */
    const char *opaque_u64;
    /* Thread-block clusters (groups that read each other's local memory), or "" where
     * the dialect has none: cluster_attr is a printf format of the groups per cluster
     * (%u) before the entry point's name; cluster_helpers defines cl_rank() (the group's
     * rank in its cluster), cl_sync() (a barrier of the whole cluster that orders its
     * local memory), its halves cl_arrive() and cl_wait() (work between them overlaps the
     * others' arrival) and cl_map(p, r) (the address of local pointer p in the group of
     * rank r). */
    const char *cluster_attr;
    const char *cluster_helpers;
    /* Before the name of a program-scope table of 16-bit unsigned integers that
     * kernels index by work-item (read through the cache, not broadcast) */
    const char *table_u16;
    const char *make_f32;      /* constructor of a float2 from two floats: "NAME(x, y)" */
    const char *make_f64;
    const char *u32, *u64;
    const char *fma_f32;       /* fused multiply-add of floats (fma of doubles is "fma") */
    /* printf format of the definition of cplx_t ld_prefetch(const cplx_t *p): a device
     * load that asks the cache to fetch the 256 bytes around p from DRAM at once; %s
     * the PTX type of a real ("f32", "f64"), then twice its asm constraint letter. ""
     * where the dialect has no such hint. */
    const char *load_prefetch;
    /* printf format of the definitions of stage_put(cplx_t *local_dst, const cplx_t
     * *global_src), which starts moving one element from device to local memory, and
     * stage_wait(), after which (and a barrier) every element this work-item put has
     * arrived; %s then %d: the copy's cache hint ("ca" or "cg") and its bytes (8 or 16).
     * CUDA copies asynchronously (cp.async, sm_80 on), the others at once. */
    const char *stage_copy;
    /* The definitions of stage_init(unsigned long long *bar), which readies a barrier in
     * local memory for one arrival a phase; stage_get(cplx_t *local_dst, const cplx_t
     * *global_src, uint bytes, bar), which one work-item calls to start moving a whole
     * row (16-byte aligned, bytes a multiple of 16) into local memory in one copy that
     * completes bar's phase; and stage_arrived(bar, parity), which waits until the phase
     * of that parity has completed, after which every work-item that waited sees the
     * row. CUDA's is the bulk copy of sm_90 (cp.async.bulk on an mbarrier); NULL where
     * the dialect has none (the per-element stage_copy then). */
    const char *stage_bulk;
} ufft__dialect;

/* NULL for an unknown name. */
const ufft__dialect *ufft__dialect_find(const char *name);

#endif
