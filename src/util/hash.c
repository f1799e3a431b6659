#include "util/hash.h"

#include <stdio.h>
#include <string.h>

void ufft__hash_init(ufft__hash *h)
{
    h->a = 0xcbf29ce484222325ull;
    h->b = 0x84222325cbf29ce4ull;
}

void ufft__hash_bytes(ufft__hash *h, const void *data, size_t len)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < len; i++) {
        h->a = (h->a ^ p[i]) * 0x100000001b3ull;
        /* second lane: different basis, byte mixed with its position */
        h->b = (h->b ^ (uint64_t)(p[i] + 0x9e * (i & 0xff))) * 0x100000001b3ull;
        h->b ^= h->b >> 29;
    }
}

void ufft__hash_str(ufft__hash *h, const char *s)
{
    ufft__hash_bytes(h, s, strlen(s) + 1);
}

void ufft__hash_hex(const ufft__hash *h, char out[33])
{
    snprintf(out, 33, "%016llx%016llx", (unsigned long long)h->a, (unsigned long long)h->b);
}
