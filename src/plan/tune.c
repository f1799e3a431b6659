/* Device classes and their knobs. A new device class is a new row. */
#include <string.h>

#include "plan/plan.h"

static const ufft__tuning table[] = {
    /* CUDA on Hopper-class GPUs: shared memory is opted in per kernel (up to 227 KB);
     * 96 KB keeps two groups per multiprocessor for latency hiding. */
    {"cuda-sm90", 96 * 1024, 256, 1024, 8, 8, 32, 5},
    /* Older CUDA GPUs: 48 KB without opt-in is always available. */
    {"cuda", 48 * 1024, 256, 1024, 8, 8, 32, 5},
    /* NVIDIA through OpenCL exposes 48 KiB of shared memory per group. */
    {"nvidia-gpu", 48 * 1024, 256, 1024, 8, 8, 32, 5},
    {"amd-gpu", 64 * 1024, 256, 1024, 8, 8, 64, 5},
    {"gpu", 32 * 1024, 256, 256, 8, 8, 32, 5},
    /* PoCL and other CPU runtimes: local memory is cache-resident host memory, the
     * group is a loop over work-items, so moderate groups and no padding. */
    {"cpu", 256 * 1024, 64, 1024, 8, 8, 64, 0},
};

static const ufft__tuning *row(const char *name)
{
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (strcmp(table[i].name, name) == 0)
            return &table[i];
    return &table[0];
}

const ufft__tuning *ufft__tuning_for(const ufft__device_caps *caps)
{
    if (caps->cuda)
        return row(caps->cc >= 90 ? "cuda-sm90" : "cuda");
    if (!caps->is_gpu)
        return row("cpu");
    if (strstr(caps->vendor, "NVIDIA"))
        return row("nvidia-gpu");
    if (strstr(caps->vendor, "Advanced Micro") || strstr(caps->vendor, "AMD"))
        return row("amd-gpu");
    return row("gpu");
}
