/* What tests and tools need to plan and generate a GPU's programs on a host without
 * it: the capabilities the CUDA backend reports for an NVIDIA GPU, and problems. */
#ifndef UFFT_TESTS_HOST_PLAN_H
#define UFFT_TESTS_HOST_PLAN_H

#include <stdio.h>
#include <string.h>

#include "backend/backend.h"
#include "plan/plan.h"

/* cc: compute capability x 10; shared_optin: local memory per group; mem_gbps: the
 * memory's speed (0: unknown, below every fast-memory threshold). */
static inline ufft__device_caps ufft_test_gpu_caps(int cc, uint64_t shared_optin,
                                                   uint32_t mem_gbps, uint64_t global_mem)
{
    ufft__device_caps c;
    memset(&c, 0, sizeof c);
    c.is_gpu = c.has_fp64 = c.cuda = true;
    c.cc = cc;
    c.global_mem = global_mem;
    c.max_alloc = c.global_mem;
    c.local_mem = shared_optin;
    c.max_group_size = 1024;
    c.compute_units = 132;
    c.warp = 32;
    c.max_cluster = cc >= 90 ? 8 : 0;
    c.mem_gbps = mem_gbps;
    snprintf(c.vendor, sizeof c.vendor, "NVIDIA Corporation");
    return c;
}

/* n x batch, in or out of place, elements at stride `stride`, rows one after another */
static inline ufft__problem ufft_test_problem(int64_t n, int64_t batch, ufft_precision prec,
                                              bool in_place, int64_t stride)
{
    ufft__problem pb;
    memset(&pb, 0, sizeof pb);
    pb.n = n;
    pb.batch = batch;
    pb.precision = prec;
    pb.placement = in_place ? UFFT_IN_PLACE : UFFT_OUT_OF_PLACE;
    pb.elem_bytes = prec == UFFT_F64 ? 16 : 8;
    pb.istride = pb.ostride = stride;
    pb.idist = pb.odist = n * stride;
    pb.in_extent = pb.out_extent = (batch - 1) * pb.idist + (n - 1) * stride + 1;
    return pb;
}

#endif
