/* Overflow-checked size arithmetic for the tools: every size read from a command
 * line or a file passes through these, so an absurd input is an error, not a wrap. */
#ifndef UFFT_TOOLS_CHECKED_H
#define UFFT_TOOLS_CHECKED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Each returns false on overflow (and leaves *r unspecified). */
static inline bool tool_mul_i64(int64_t a, int64_t b, int64_t *r)
{
    return !__builtin_mul_overflow(a, b, r);
}
static inline bool tool_add_i64(int64_t a, int64_t b, int64_t *r)
{
    return !__builtin_add_overflow(a, b, r);
}
static inline bool tool_mul_size(size_t a, size_t b, size_t *r)
{
    return !__builtin_mul_overflow(a, b, r);
}
static inline bool tool_add_size(size_t a, size_t b, size_t *r)
{
    return !__builtin_add_overflow(a, b, r);
}
/* int64 -> size_t, false when negative or too large for this platform's size_t. */
static inline bool tool_i64_to_size(int64_t a, size_t *r)
{
    if (a < 0 || (uint64_t)a > (uint64_t)SIZE_MAX)
        return false;
    *r = (size_t)a;
    return true;
}

#endif
