/* The capabilities of an NVIDIA GPU as the CUDA backend reports them, for tests and
 * tools that plan and generate its programs on a host without it. */
#ifndef UFFT_TESTS_GPU_CAPS_H
#define UFFT_TESTS_GPU_CAPS_H

#include <stdio.h>
#include <string.h>

#include "backend/backend.h"

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

#endif
