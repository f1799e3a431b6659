/* The header of a .npy file is a Python dict literal such as
 *   {'descr': '<c8', 'fortran_order': False, 'shape': (3, 4), }
 * These read and write it, with no Python: the parser accepts the subset of literal
 * syntax NumPy writes (plus either quote style, any whitespace, Python 2's "3L") and
 * never reads past the given length. */
#ifndef UFFT_TOOLS_NPY_HEADER_H
#define UFFT_TOOLS_NPY_HEADER_H

#include <stddef.h>
#include <stdint.h>

#include "npy.h"

typedef struct npy_header {
    ufft_npy_dtype dtype;
    int ndim;
    int64_t shape[UFFT_NPY_MAX_DIMS];
} npy_header;

/* Parses len bytes (no NUL needed). Returns 0, or -1 with a one-line reason in err.
 * Refuses big-endian data, fortran_order True, 0-d arrays and unknown dtypes. */
int npy_header_parse(const char *text, size_t len, npy_header *h, char *err, size_t errlen);

/* Writes the dict (without padding or newline), NUL-terminated when len > 0, and
 * returns its full length. */
size_t npy_header_format(const npy_header *h, char *text, size_t len);

#endif
