/* Overflow-checked size arithmetic: every size that reaches an allocation or an
 * index passes through these, so an absurd descriptor is an error, not a wrap. */
#ifndef UFFT_UTIL_CHECKED_H
#define UFFT_UTIL_CHECKED_H

#include <stdbool.h>
#include <stdint.h>

/* Returns false on overflow (and leaves *r unspecified). */
static inline bool ufft__mul_i64(int64_t a, int64_t b, int64_t *r)
{
    return !__builtin_mul_overflow(a, b, r);
}
static inline bool ufft__add_i64(int64_t a, int64_t b, int64_t *r)
{
    return !__builtin_add_overflow(a, b, r);
}
static inline bool ufft__mul_size(size_t a, size_t b, size_t *r)
{
    return !__builtin_mul_overflow(a, b, r);
}
static inline bool ufft__add_size(size_t a, size_t b, size_t *r)
{
    return !__builtin_add_overflow(a, b, r);
}

static inline int ufft__log2_exact(int64_t n)
{
    int k = 0;
    while (((int64_t)1 << k) < n)
        k++;
    return k;
}
static inline bool ufft__is_pow2(int64_t n) { return n > 0 && (n & (n - 1)) == 0; }
static inline int64_t ufft__gcd_i64(int64_t a, int64_t b)
{
    while (b) {
        int64_t r = a % b;
        a = b;
        b = r;
    }
    return a;
}

#endif
