/* A 128-bit content hash (two independent FNV-1a-64 lanes) for cache keys: collisions
 * would silently reuse a wrong kernel, so one 64-bit lane is not enough. */
#ifndef UFFT_UTIL_HASH_H
#define UFFT_UTIL_HASH_H

#include <stddef.h>
#include <stdint.h>

typedef struct ufft__hash {
    uint64_t a, b;
} ufft__hash;

void ufft__hash_init(ufft__hash *h);
void ufft__hash_bytes(ufft__hash *h, const void *data, size_t len);
void ufft__hash_str(ufft__hash *h, const char *s); /* includes the terminator */
/* 32 hex digits + NUL. */
void ufft__hash_hex(const ufft__hash *h, char out[33]);

#endif
