/* Device classes and their knobs. A new device class is a new row. */
#include <string.h>

#include "plan/plan.h"

static const ufft__tuning table[] = {
    /* NVIDIA through OpenCL exposes 48 KiB of shared memory per group. */
    {"nvidia-gpu", 48 * 1024, 256, 1024, 8, 8, 32, 5},
    {"amd-gpu", 64 * 1024, 256, 1024, 8, 8, 64, 5},
    {"gpu", 32 * 1024, 256, 256, 8, 8, 32, 5},
    /* PoCL and other CPU runtimes: local memory is cache-resident host memory, the
     * group is a loop over work-items, so moderate groups and no padding. */
    {"cpu", 256 * 1024, 64, 1024, 8, 8, 64, 0},
};

const ufft__tuning *ufft__tuning_for(const ufft__device_caps *caps)
{
    if (!caps->is_gpu)
        return &table[3];
    if (strstr(caps->vendor, "NVIDIA"))
        return &table[0];
    if (strstr(caps->vendor, "Advanced Micro") || strstr(caps->vendor, "AMD"))
        return &table[1];
    return &table[2];
}
