/* internals: the backend interface's helpers that need no device: the alignment of a
 * device address that execute checks a wrapped CUDA pointer against. */
#include <stdio.h>

#include "backend/backend.h"
#include "internals.h"

/* ufft__addr_align: the lowest set bit of the address, capped at UFFT__MEM_ALIGN, which
 * an address of 0 (every bit clear) also gets. A pointer 4 bytes into an allocation
 * holds fp32 reals but not fp32 complex elements (8), 8 bytes in not fp64 ones (16). */
void address_alignment(void)
{
    static const struct {
        uint64_t addr;
        size_t align;
    } c[] = {
        {0, 256},           {0x7f0000000000ull, 256}, {0x7f0000001000ull, 256},
        {0x7f0000000080ull, 128}, {0x7f0000000010ull, 16}, {0x7f0000000008ull, 8},
        {0x7f0000000004ull, 4},   {0x7f0000000001ull, 1}, {0x7f0000000018ull, 8},
        {0x8000000000000000ull, 256},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        char what[64], got[64];
        snprintf(what, sizeof what, "address %#llx alignment", (unsigned long long)c[i].addr);
        snprintf(got, sizeof got, "%zu, expected %zu", ufft__addr_align(c[i].addr), c[i].align);
        check(ufft__addr_align(c[i].addr) == c[i].align, what, got);
    }
}
