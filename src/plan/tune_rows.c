/* The device classes other than CUDA sm_90 (tune_sm90.c) and the lookup by name that
 * ufft__tuning_for and UFFT_TUNING's row= use. */
#include <string.h>

#include "plan/plan.h"

/* NVIDIA's OpenCL on the H100: the lengths of 2..4096 that split in one kernel there
 * (split_one = 70; f32 205, f64 68 of the H100 CUDA row's lists) and ran below 0.97x of
 * Bluestein of the whole length in one call (2026-11-25-h100-split-one-opencl.csv.gz). */
static const uint32_t nv_ocl_split_one_off_f32[] = {
    219, 226, 362, 453, 489, 502, 505, 511, 542, 753, 755, 802, 813, 906, 974, 978, 979,
    985, 1004, 1017, 1082, 1255, 1282, 1355, 1359, 1502, 1510, 1604, 1622, 1623, 1626,
    1629, 1757, 1803, 1897, 1898, 1948, 1956, 1963, 1971, 2005, 2008, 2031, 2037, 2044,
    0};
static const uint32_t nv_ocl_split_one_off_f64[] = {
    219, 489, 511, 526, 538, 542, 554, 562, 566, 579, 591, 657, 730, 753, 802, 815, 866,
    965, 978, 981, 985, 1004, 1010, 1022, 0};
/* NVIDIA's OpenCL on the H100, the H100 lists timed on a sample of the lengths each serves
 * (12 or fewer per m, against the powers of two in one run): 1296 1.65x, 1331 1.30x, f64
 * 576 1.28x kept; f32 169..576 lost (0.45-0.89x); 4608, 5184, 2197 and 2304 are not one
 * kernel in its 48 KB. */
static const ufft__blue_length nv_ocl_blue_f32[] = {
    {1296, 0, 0, 0, 0, 0, 0, 0, 0}, {1331, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0}};
static const ufft__blue_length nv_ocl_blue_f64[] = {
    {576, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0}};

static const ufft__tuning others[] = {
    /* Older CUDA GPUs: 48 KB without opt-in is always available (split exchanges as
     * measured through OpenCL's 48 KB on the H100); the large primes as on the H100
     * (the same 255 registers per thread, 64 K per unit). */
    {.name = "cuda", .local_bytes = 48 * 1024, .threads = 256, .max_threads = 1024,
     .elems_f32 = 8, .elems_f64 = 8, .col_threads = 128, .stage_below = 4, .min_groups = 2,
     .cu_regs = 65536, .coalesce_bytes = 32, .pad_bytes = 128, .reg_elems = 32, .one_buffer = 0, .rader = 1, .rader_ratio = 29, .rader_three = 2,
     .round_ops = 0, .latency_weight = 3, .coalesce_deep = 0, .split_exchange = 1,
     .max_prime_f32 = 61, .max_prime_f64 = 53,
     .split_m_f32 = 8192, .split_m_f64 = 8192, .split_blue = 1},
    /* NVIDIA through OpenCL exposes 48 KiB of shared memory per group; on the H100,
     * 16 elements per item above 128 items per column gave 1.2x at N = 2^11, 2^12, and
     * split exchanges make f32 2^13 and f64 2^12 one pass (1.5x, 2x;
     * 2026-11-23-h100-models.md). Second passes that read rows (mid_rows) in f64 only:
     * f64 2^16..2^20 1.01-1.07x, f32 0.96-1.08x (2026-11-24-h100-mid-rows.md). Generic
     * single passes with their first and last stages in device memory and odd radices
     * first after a radix 8 or 16 (direct_io, odd_first; 2026-11-24-h100-direct-io.md):
     * 64 f32 plans 1.34x faster (0.996-2.1x), 46 f64 1.29x (0.96-2.4x). */
    {.name = "nvidia-gpu", .local_bytes = 48 * 1024, .threads = 256, .max_threads = 1024,
     .elems_f32 = 8, .elems_f64 = 8, .col_threads = 128, .stage_below = 4, .min_groups = 1,
     .coalesce_bytes = 32, .pad_bytes = 128, .reg_elems = 32, .one_buffer = 0, .rader = 1, .rader_ratio = 29, .rader_three = 2,
     .round_ops = 0, .latency_weight = 3, .coalesce_deep = 0, .split_exchange = 1,
     .max_prime_f32 = 61, .max_prime_f64 = 53, .blue_f32 = nv_ocl_blue_f32, .blue_f64 = nv_ocl_blue_f64,
     .mid_rows = 2, .direct_io = 64, .odd_first = 3,
     .split_m_f32 = 8192, .split_m_f64 = 8192, .split_blue = 1,
     /* split in one kernel: 1.255x (f32, 205 lengths) / 1.124x (f64, 68) over Bluestein
      * of the whole length, those not listed off 1.410x / 1.354x
      * (2026-11-25-h100-split-one.md) */
     .split_one = 70, .split_one_off_f32 = nv_ocl_split_one_off_f32,
     .split_one_off_f64 = nv_ocl_split_one_off_f64, .split_one_listed = 1},
    /* Other GPUs keep prime factors above 31 for Rader and Bluestein: the large-prime
     * codelets' registers were measured on NVIDIA's only. */
    {.name = "amd-gpu", .local_bytes = 64 * 1024, .threads = 256, .max_threads = 1024,
     .elems_f32 = 8, .elems_f64 = 8, .col_threads = 1024, .stage_below = 64, .min_groups = 1,
     .coalesce_bytes = 64, .pad_bytes = 128, .reg_elems = 32, .one_buffer = 0, .rader = 1, .rader_ratio = 29, .rader_three = 2,
     .round_ops = 0, .latency_weight = 3, .coalesce_deep = 0, .split_exchange = 0,
     .max_prime_f32 = 31, .max_prime_f64 = 31,
     .split_m_f32 = 8192, .split_m_f64 = 8192, .split_blue = 1},
    {.name = "gpu", .local_bytes = 32 * 1024, .threads = 256, .max_threads = 256,
     .elems_f32 = 8, .elems_f64 = 8, .col_threads = 256, .stage_below = 32, .min_groups = 1,
     .coalesce_bytes = 32, .pad_bytes = 128, .reg_elems = 32, .one_buffer = 0, .rader = 1, .rader_ratio = 29, .rader_three = 2,
     .round_ops = 0, .latency_weight = 3, .coalesce_deep = 0, .split_exchange = 0,
     .max_prime_f32 = 31, .max_prime_f64 = 31,
     .split_m_f32 = 8192, .split_m_f64 = 8192, .split_blue = 1},
    /* PoCL and other CPU runtimes: local memory is cache-resident host memory, the
     * group is a loop over work-items, so moderate groups and no padding; prime
     * factors above 31 go to Bluestein, whose one program per convolution size PoCL
     * compiles once (a radix-61 kernel takes it 10-20 s, per length). */
    {.name = "cpu", .local_bytes = 256 * 1024, .threads = 64, .max_threads = 1024,
     .elems_f32 = 8, .elems_f64 = 8, .col_threads = 1024, .stage_below = 0, .min_groups = 1,
     .coalesce_bytes = 64, .pad_bytes = 0, .reg_elems = 32, .one_buffer = 0, .rader = 1, .rader_ratio = 29, .rader_three = 2,
     .round_ops = 0, .latency_weight = 3, .coalesce_deep = 0, .split_exchange = 0,
     .max_prime_f32 = 31, .max_prime_f64 = 31,
     .split_m_f32 = 8192, .split_m_f64 = 8192, .split_blue = 1, .rolled = 1},
};

const ufft__tuning *ufft__tuning_row(const char *name)
{
    if (strcmp(ufft__row_cuda_sm90.name, name) == 0)
        return &ufft__row_cuda_sm90;
    for (size_t i = 0; i < sizeof others / sizeof others[0]; i++)
        if (strcmp(others[i].name, name) == 0)
            return &others[i];
    return NULL;
}
