/* .npy file I/O: the fixed preamble (magic, version, header length), the header via
 * npy_header.c, then the raw data. Sizes come from the file, so each is bounded or
 * checked against the file's real length before anything is allocated. */
#define _POSIX_C_SOURCE 200809L /* lstat */
#include "npy.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "checked.h"
#include "npy_header.h"
#include "tool_error.h"

/* NumPy itself refuses headers over 10000 bytes by default; this is looser but still
 * bounds what a malformed length field can make us allocate. */
#define HEADER_MAX ((size_t)1 << 20)
/* magic (6) + version (2) + length field (2 in 1.0, 4 in 2.0/3.0) */
#define MAGIC "\x93NUMPY"
#define MAGIC_LEN 6
/* NumPy pads the preamble plus header to a multiple of 64 for aligned memory maps. */
#define ALIGN 64

static bool host_is_little_endian(void)
{
    const uint16_t one = 1;
    unsigned char first;
    memcpy(&first, &one, 1);
    return first == 1;
}

size_t ufft_npy_dtype_size(ufft_npy_dtype dtype)
{
    switch (dtype) {
    case UFFT_NPY_C64:
        return 8;
    case UFFT_NPY_C128:
        return 16;
    case UFFT_NPY_F32:
        return 4;
    case UFFT_NPY_F64:
        return 8;
    }
    return 0;
}

const char *ufft_npy_dtype_name(ufft_npy_dtype dtype)
{
    switch (dtype) {
    case UFFT_NPY_C64:
        return "complex64";
    case UFFT_NPY_C128:
        return "complex128";
    case UFFT_NPY_F32:
        return "float32";
    case UFFT_NPY_F64:
        return "float64";
    }
    return "?";
}

const char *ufft_npy_dtype_descr(ufft_npy_dtype dtype)
{
    switch (dtype) {
    case UFFT_NPY_C64:
        return "<c8";
    case UFFT_NPY_C128:
        return "<c16";
    case UFFT_NPY_F32:
        return "<f4";
    case UFFT_NPY_F64:
        return "<f8";
    }
    return "?";
}

int ufft_npy_sizes(const int64_t *shape, int ndim, ufft_npy_dtype dtype, int64_t *count,
                   size_t *bytes, char *err, size_t errlen)
{
    size_t elem = ufft_npy_dtype_size(dtype);
    if (elem == 0)
        return tool_fail(err, errlen, "invalid dtype %d", (int)dtype);
    if (ndim < 1 || ndim > UFFT_NPY_MAX_DIMS)
        return tool_fail(err, errlen, "%d dimensions (need 1..%d)", ndim, UFFT_NPY_MAX_DIMS);
    int64_t n = 1;
    for (int i = 0; i < ndim; i++) {
        if (shape[i] < 0)
            return tool_fail(err, errlen, "dimension %d is negative", i);
        if (!tool_mul_i64(n, shape[i], &n))
            return tool_fail(err, errlen, "the element count overflows 64 bits");
    }
    size_t total;
    if (!tool_i64_to_size(n, &total) || !tool_mul_size(total, elem, &total))
        return tool_fail(err, errlen, "the data size overflows size_t");
    *count = n;
    *bytes = total;
    return 0;
}

void ufft_npy_free(ufft_npy_array *a)
{
    if (!a)
        return;
    free(a->data);
    memset(a, 0, sizeof *a);
}

int ufft_npy_alloc(ufft_npy_array *a, ufft_npy_dtype dtype, int ndim, const int64_t *shape,
                   char *err, size_t errlen)
{
    memset(a, 0, sizeof *a);
    if (ufft_npy_sizes(shape, ndim, dtype, &a->count, &a->bytes, err, errlen) != 0)
        return -1;
    /* calloc(0) may return NULL; one byte keeps "NULL = failure" true. */
    a->data = calloc(a->bytes ? a->bytes : 1, 1);
    if (!a->data) {
        size_t bytes = a->bytes;
        memset(a, 0, sizeof *a);
        return tool_fail(err, errlen, "out of memory for %zu bytes of data", bytes);
    }
    a->dtype = dtype;
    a->ndim = ndim;
    memcpy(a->shape, shape, (size_t)ndim * sizeof shape[0]);
    return 0;
}

/* ---------------------------------------------------------------- reading */

/* Bytes left from the current position to the end, or -1 where the stream cannot
 * tell (a pipe); then truncation is found by the short read instead. */
static long long bytes_remaining(FILE *f)
{
    long here = ftell(f);
    if (here < 0 || fseek(f, 0, SEEK_END) != 0)
        return -1;
    long end = ftell(f);
    if (fseek(f, here, SEEK_SET) != 0 || end < here)
        return -1;
    return (long long)(end - here);
}

/* Reads the preamble and returns the header length. */
static int read_preamble(FILE *f, size_t *header_len, char *err, size_t errlen)
{
    unsigned char pre[MAGIC_LEN + 2 + 4];
    if (fread(pre, 1, MAGIC_LEN + 2, f) != MAGIC_LEN + 2 || memcmp(pre, MAGIC, MAGIC_LEN) != 0)
        return tool_fail(err, errlen, "not a .npy file (bad magic string)");
    int major = pre[MAGIC_LEN], minor = pre[MAGIC_LEN + 1];
    if (major < 1 || major > 3 || minor != 0)
        return tool_fail(err, errlen, "unsupported .npy format version %d.%d", major, minor);
    size_t field = major == 1 ? 2 : 4;
    unsigned char *lp = pre + MAGIC_LEN + 2;
    if (fread(lp, 1, field, f) != field)
        return tool_fail(err, errlen, "file truncated in the preamble");
    size_t len = (size_t)lp[0] | (size_t)lp[1] << 8;
    if (field == 4)
        len |= (size_t)lp[2] << 16 | (size_t)lp[3] << 24;
    if (len > HEADER_MAX)
        return tool_fail(err, errlen, "header length %zu exceeds the limit of %zu bytes", len,
                         HEADER_MAX);
    *header_len = len;
    return 0;
}

static int read_header(FILE *f, npy_header *h, char *err, size_t errlen)
{
    size_t len = 0;
    if (read_preamble(f, &len, err, errlen) != 0)
        return -1;
    char *text = malloc(len ? len : 1);
    if (!text)
        return tool_fail(err, errlen, "out of memory for a %zu-byte header", len);
    int rc = -1;
    if (fread(text, 1, len, f) != len) {
        tool_fail(err, errlen, "file truncated in the header");
        goto cleanup;
    }
    char why[256];
    if (npy_header_parse(text, len, h, why, sizeof why) != 0) {
        tool_fail(err, errlen, "bad header: %s", why);
        goto cleanup;
    }
    rc = 0;
cleanup:
    free(text);
    return rc;
}

/* Checks the data length against the file before allocating: a header may promise
 * terabytes that a short file does not hold. */
static int check_data_length(FILE *f, size_t bytes, char *err, size_t errlen)
{
    long long left = bytes_remaining(f);
    if (left < 0)
        return 0;
    if ((unsigned long long)left < (unsigned long long)bytes)
        return tool_fail(err, errlen,
                         "file truncated: the header promises %zu data bytes, %lld follow", bytes,
                         left);
    if ((unsigned long long)left > (unsigned long long)bytes)
        return tool_fail(err, errlen, "%lld unexpected bytes after the %zu data bytes",
                         left - (long long)bytes, bytes);
    return 0;
}

static int read_data(FILE *f, ufft_npy_array *a, char *err, size_t errlen)
{
    size_t got = fread(a->data, 1, a->bytes, f);
    if (got != a->bytes)
        return tool_fail(err, errlen, "file truncated: read %zu of %zu data bytes", got, a->bytes);
    /* check_data_length cannot measure a pipe: its extra bytes show only here */
    if (fgetc(f) != EOF)
        return tool_fail(err, errlen, "unexpected bytes after the %zu data bytes", a->bytes);
    return 0;
}

int ufft_npy_read(const char *path, ufft_npy_array *a, char *err, size_t errlen)
{
    memset(a, 0, sizeof *a);
    if (!host_is_little_endian())
        return tool_fail(err, errlen, "%s: .npy reading needs a little-endian host", path);
    char why[320];
    int rc = -1;
    FILE *f = fopen(path, "rb");
    if (!f)
        return tool_fail(err, errlen, "%s: cannot open for reading: %s", path, strerror(errno));
    npy_header h;
    int64_t count;
    size_t bytes;
    if (read_header(f, &h, why, sizeof why) != 0 ||
        ufft_npy_sizes(h.shape, h.ndim, h.dtype, &count, &bytes, why, sizeof why) != 0 ||
        check_data_length(f, bytes, why, sizeof why) != 0 ||
        ufft_npy_alloc(a, h.dtype, h.ndim, h.shape, why, sizeof why) != 0 ||
        read_data(f, a, why, sizeof why) != 0) {
        tool_fail(err, errlen, "%s: %s", path, why);
        ufft_npy_free(a);
        goto cleanup;
    }
    rc = 0;
cleanup:
    fclose(f);
    return rc;
}

/* ---------------------------------------------------------------- writing */

/* Builds preamble + header + padding + '\n' into *out (malloc'd). */
static int build_header(const ufft_npy_array *a, unsigned char **out, size_t *out_len,
                        char *err, size_t errlen)
{
    npy_header h;
    memset(&h, 0, sizeof h);
    h.dtype = a->dtype;
    h.ndim = a->ndim;
    memcpy(h.shape, a->shape, (size_t)a->ndim * sizeof a->shape[0]);
    size_t dict = npy_header_format(&h, NULL, 0);
    /* Version 1.0 stores the header length in 16 bits; 2.0 in 32. */
    size_t field = 2, pre = 0, total = 0, hlen = 0;
    for (;;) {
        pre = MAGIC_LEN + 2 + field;
        total = (pre + dict + 1 + ALIGN - 1) / ALIGN * ALIGN;
        hlen = total - pre;
        if (hlen <= 65535 || field == 4)
            break;
        field = 4;
    }
    unsigned char *buf = malloc(total + 1);
    if (!buf)
        return tool_fail(err, errlen, "out of memory for the header");
    memcpy(buf, MAGIC, MAGIC_LEN);
    buf[MAGIC_LEN] = field == 2 ? 1 : 2;
    buf[MAGIC_LEN + 1] = 0;
    for (size_t i = 0; i < field; i++)
        buf[MAGIC_LEN + 2 + i] = (unsigned char)(hlen >> (8 * i));
    npy_header_format(&h, (char *)buf + pre, dict + 1);
    memset(buf + pre + dict, ' ', hlen - dict - 1);
    buf[total - 1] = '\n';
    *out = buf;
    *out_len = total;
    return 0;
}

int ufft_npy_write(const char *path, const ufft_npy_array *a, char *err, size_t errlen)
{
    char why[256];
    int64_t count;
    size_t bytes;
    if (!host_is_little_endian())
        return tool_fail(err, errlen, "%s: .npy writing needs a little-endian host", path);
    if (ufft_npy_sizes(a->shape, a->ndim, a->dtype, &count, &bytes, why, sizeof why) != 0)
        return tool_fail(err, errlen, "%s: %s", path, why);
    if (bytes != a->bytes || (bytes > 0 && !a->data))
        return tool_fail(err, errlen, "%s: the array's data do not match its shape", path);
    unsigned char *head = NULL;
    size_t head_len = 0;
    if (build_header(a, &head, &head_len, why, sizeof why) != 0)
        return tool_fail(err, errlen, "%s: %s", path, why);
    int rc = -1;
    FILE *f = fopen(path, "wb");
    if (!f) {
        tool_fail(err, errlen, "%s: cannot open for writing: %s", path, strerror(errno));
        goto cleanup;
    }
    bool ok = fwrite(head, 1, head_len, f) == head_len && fwrite(a->data, 1, bytes, f) == bytes;
    /* fclose flushes: a full disk may only show here. */
    if (fclose(f) != 0)
        ok = false;
    if (!ok) {
        tool_fail(err, errlen, "%s: write failed: %s", path, strerror(errno));
        /* Only a regular file that this write left half-written goes; a device, FIFO or
         * symbolic link named as the output stays (run as root, /dev/full would go). */
        struct stat st;
        if (lstat(path, &st) == 0 && S_ISREG(st.st_mode))
            remove(path);
        goto cleanup;
    }
    rc = 0;
cleanup:
    free(head);
    return rc;
}
