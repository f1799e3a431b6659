/* The indices of a device string after its backend's name: ":P:D" (OpenCL) or ":D"
 * (CUDA). sscanf's %u and %d accept signs and spaces, and wrap or are undefined for
 * numbers out of range, so "opencl:4294967296:0" opened device 0:0; these take plain
 * decimal digits only. */
#ifndef UFFT_UTIL_DEVICE_SPEC_H
#define UFFT_UTIL_DEVICE_SPEC_H

#include <stdbool.h>

/* Larger than any count of platforms or devices a driver lists. */
#define UFFT__MAX_DEVICE_INDEX 65535u

/* Exactly `count` indices, each after a ':', then the end of the string. */
static inline bool ufft__parse_device_spec(const char *spec, unsigned *idx, int count)
{
    for (int i = 0; i < count; i++) {
        if (*spec++ != ':' || *spec < '0' || *spec > '9')
            return false;
        unsigned v = 0;
        for (; *spec >= '0' && *spec <= '9'; spec++) {
            v = v * 10u + (unsigned)(*spec - '0');
            if (v > UFFT__MAX_DEVICE_INDEX)
                return false;
        }
        idx[i] = v;
    }
    return *spec == '\0';
}

#endif
