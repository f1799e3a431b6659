/* Host-side arrays in the device's format and the rank-1 layout of ufft.h, so that the
 * tests can place input exactly where a plan reads it and find output where it writes. */
#ifndef UFFT_TESTS_LAYOUT_H
#define UFFT_TESTS_LAYOUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ufft.h"

/* Every byte of memory a plan must not write starts as this, so changes show. */
#define CHECK_SENTINEL_BYTE 0xA5

/* A rank-1 descriptor with its packed defaults filled in as ufft.h defines them. */
typedef struct check_layout {
    int64_t n, batch;
    int64_t istride, idist, ostride, odist;
    size_t in_count;  /* elements from the first input element to the last, inclusive */
    size_t out_count; /* the same for the output */
    bool in_place;
    ufft_precision precision;
} check_layout;

/* A packed, out-of-place, fp32 complex rank-1 descriptor: n points, batch of them. */
ufft_desc check_desc1(int64_t n, int64_t batch);
/* False for ranks other than 1, non-positive sizes or sizes that overflow. */
bool check_layout_of(const ufft_desc *d, check_layout *l);
/* Elements the buffer(s) of a plan must hold: in-place plans share one. */
size_t check_layout_span(const check_layout *l);
size_t check_in_index(const check_layout *l, int64_t b, int64_t j);
size_t check_out_index(const check_layout *l, int64_t b, int64_t j);

/* Complex numbers as interleaved float or double, exactly as the device holds them. */
typedef struct check_cbuf {
    ufft_precision precision;
    size_t count;
    unsigned char *data;
} check_cbuf;

size_t check_elem_bytes(ufft_precision p);
/* Allocates count elements, every byte CHECK_SENTINEL_BYTE. False when out of memory. */
bool check_cbuf_alloc(check_cbuf *c, ufft_precision p, size_t count);
void check_cbuf_free(check_cbuf *c);
size_t check_cbuf_bytes(const check_cbuf *c);
/* Rounds to the buffer's precision. */
void check_cbuf_set(check_cbuf *c, size_t i, long double re, long double im);
void check_cbuf_get(const check_cbuf *c, size_t i, long double *re, long double *im);

#endif
