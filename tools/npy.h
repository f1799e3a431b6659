/* Reading and writing NumPy .npy files (format versions 1.0, 2.0 and 3.0), for the
 * element types an FFT tool needs. Only C-order, little-endian data is accepted:
 * the data go to the device as they lie in the file, so anything else would need a
 * conversion that NumPy does better (arr.astype('<c8'), np.ascontiguousarray). */
#ifndef UFFT_TOOLS_NPY_H
#define UFFT_TOOLS_NPY_H

#include <stddef.h>
#include <stdint.h>

/* NumPy's own limit on dimensions (NPY_MAXDIMS in NumPy 2). */
#define UFFT_NPY_MAX_DIMS 64

typedef enum ufft_npy_dtype {
    UFFT_NPY_C64 = 0, /* complex64,  '<c8'  */
    UFFT_NPY_C128,    /* complex128, '<c16' */
    UFFT_NPY_F32,     /* float32,    '<f4'  */
    UFFT_NPY_F64      /* float64,    '<f8'  */
} ufft_npy_dtype;

typedef struct ufft_npy_array {
    ufft_npy_dtype dtype;
    int ndim;                          /* 1..UFFT_NPY_MAX_DIMS; 0-d arrays are refused */
    int64_t shape[UFFT_NPY_MAX_DIMS];  /* row-major, shape[0] varies slowest */
    int64_t count;                     /* product of the shape (may be 0) */
    size_t bytes;                      /* count * element size */
    void *data;                        /* malloc'd; owned by the array */
} ufft_npy_array;

/* Bytes per element of a dtype (0 for an invalid value). */
size_t ufft_npy_dtype_size(ufft_npy_dtype dtype);
/* NumPy's name, e.g. "complex64" ("?" for an invalid value). */
const char *ufft_npy_dtype_name(ufft_npy_dtype dtype);
/* The little-endian descriptor written to files, e.g. "<c8" ("?" for an invalid value). */
const char *ufft_npy_dtype_descr(ufft_npy_dtype dtype);

/* Element count and byte size of a shape, overflow-checked. Returns 0, or -1 with a
 * one-line reason in err when a dimension is negative or a product overflows. */
int ufft_npy_sizes(const int64_t *shape, int ndim, ufft_npy_dtype dtype, int64_t *count,
                   size_t *bytes, char *err, size_t errlen);

/* Sets dtype and shape and allocates zeroed data for them. On failure returns -1 with a
 * reason in err and leaves *a empty (safe to ufft_npy_free). */
int ufft_npy_alloc(ufft_npy_array *a, ufft_npy_dtype dtype, int ndim, const int64_t *shape,
                   char *err, size_t errlen);

/* Reads a whole file into *a. On failure returns -1 with a one-line reason in err
 * (which names the file) and leaves *a empty (safe to ufft_npy_free). */
int ufft_npy_read(const char *path, ufft_npy_array *a, char *err, size_t errlen);

/* Writes *a as version 1.0 (or 2.0 when the header needs more than 65535 bytes). On
 * failure returns -1 with a reason in err and removes the partial file. */
int ufft_npy_write(const char *path, const ufft_npy_array *a, char *err, size_t errlen);

/* Frees the data and empties *a; a NULL or already empty array is fine. */
void ufft_npy_free(ufft_npy_array *a);

#endif
