/* Self-test of the .npy reader and writer: round trips, hand-made files in every
 * accepted variant, and malformed files that must be refused with a clear reason. */
#define _POSIX_C_SOURCE 200809L /* mkfifo, fork, symlink, lstat */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "npy.h"
#include "selftest.h"

/* A hand-made file: preamble, header padded to 64 bytes, then data. */
typedef struct blob {
    unsigned char bytes[16384];
    size_t len;
} blob;

static void make_blob(blob *b, int major, int minor, const char *dict, size_t data_bytes)
{
    size_t field = major == 1 ? 2 : 4, pre = 8 + field, dlen = strlen(dict);
    size_t total = (pre + dlen + 1 + 63) / 64 * 64, hlen = total - pre;
    memcpy(b->bytes, "\x93NUMPY", 6);
    b->bytes[6] = (unsigned char)major;
    b->bytes[7] = (unsigned char)minor;
    for (size_t i = 0; i < field; i++)
        b->bytes[8 + i] = (unsigned char)(hlen >> (8 * i));
    memcpy(b->bytes + pre, dict, dlen);
    memset(b->bytes + pre + dlen, ' ', hlen - dlen - 1);
    b->bytes[total - 1] = '\n';
    for (size_t i = 0; i < data_bytes; i++)
        b->bytes[total + i] = (unsigned char)(i * 7 + 1);
    b->len = total + data_bytes;
}

static void write_bytes(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (f) {
        fwrite(data, 1, len, f);
        fclose(f);
    }
}

static long file_size(const char *path)
{
    FILE *f = fopen(path, "rb");
    long n = -1;
    if (f && fseek(f, 0, SEEK_END) == 0)
        n = ftell(f);
    if (f)
        fclose(f);
    return n;
}

static void fill_pattern(ufft_npy_array *a)
{
    size_t reals = a->bytes / (a->dtype == UFFT_NPY_C64 || a->dtype == UFFT_NPY_F32 ? 4 : 8);
    for (size_t i = 0; i < reals; i++) {
        double v = (double)i * 0.5 - 3.25;
        if (a->dtype == UFFT_NPY_C64 || a->dtype == UFFT_NPY_F32)
            ((float *)a->data)[i] = (float)v;
        else
            ((double *)a->data)[i] = v;
    }
}

static void round_trip(tally *t, const char *dir, ufft_npy_dtype dtype, int ndim,
                       const int64_t *shape)
{
    char path[4200], err[512] = "", desc[512] = "(";
    for (int i = 0; i < ndim; i++)
        snprintf(desc + strlen(desc), sizeof desc - strlen(desc), "%lld%s", (long long)shape[i],
                 ndim == 1 ? ",)" : i + 1 < ndim ? ", " : ")");
    snprintf(path, sizeof path, "%s/rt_%s_%d.npy", dir, ufft_npy_dtype_name(dtype), ndim);
    ufft_npy_array a, b;
    memset(&b, 0, sizeof b);
    int ok = ufft_npy_alloc(&a, dtype, ndim, shape, err, sizeof err) == 0;
    if (ok) {
        fill_pattern(&a);
        ok = ufft_npy_write(path, &a, err, sizeof err) == 0 &&
             ufft_npy_read(path, &b, err, sizeof err) == 0 && b.dtype == a.dtype &&
             b.ndim == a.ndim && b.count == a.count && b.bytes == a.bytes &&
             !memcmp(b.shape, a.shape, (size_t)ndim * sizeof shape[0]) &&
             (a.bytes == 0 || !memcmp(a.data, b.data, a.bytes));
    }
    long size = file_size(path);
    ok = ok && size >= 0 && ((size_t)size - a.bytes) % 64 == 0;
    check(t, ok, "npy round trip %s %s (%ld bytes, 64-aligned header)%s%s",
          ufft_npy_dtype_name(dtype), desc, size, err[0] ? ": " : "", err);
    ufft_npy_free(&a);
    ufft_npy_free(&b);
}

static void round_trips(tally *t, const char *dir)
{
    const int64_t s1[] = {5}, s2[] = {3, 4}, s3[] = {2, 3, 4}, empty[] = {0, 4};
    const ufft_npy_dtype complex_types[] = {UFFT_NPY_C64, UFFT_NPY_C128};
    for (int k = 0; k < 2; k++) {
        round_trip(t, dir, complex_types[k], 1, s1);
        round_trip(t, dir, complex_types[k], 2, s2);
        round_trip(t, dir, complex_types[k], 3, s3);
    }
    round_trip(t, dir, UFFT_NPY_F32, 2, s2);
    round_trip(t, dir, UFFT_NPY_F64, 1, s1);
    round_trip(t, dir, UFFT_NPY_C64, 2, empty);
    int64_t many[UFFT_NPY_MAX_DIMS];
    for (int i = 0; i < UFFT_NPY_MAX_DIMS; i++)
        many[i] = 1;
    round_trip(t, dir, UFFT_NPY_C128, UFFT_NPY_MAX_DIMS, many);
}

/* A hand-made file that must be read with this dtype and shape. */
static void accept(tally *t, const char *dir, const char *name, const blob *b,
                   ufft_npy_dtype dtype, int ndim, const int64_t *shape)
{
    char path[4200], err[512] = "";
    snprintf(path, sizeof path, "%s/%s.npy", dir, name);
    write_bytes(path, b->bytes, b->len);
    ufft_npy_array a;
    int ok = ufft_npy_read(path, &a, err, sizeof err) == 0 && a.dtype == dtype &&
             a.ndim == ndim && !memcmp(a.shape, shape, (size_t)ndim * sizeof shape[0]);
    check(t, ok, "npy accepts %s%s%s", name, err[0] ? ": " : "", err);
    ufft_npy_free(&a);
}

static void acceptance(tally *t, const char *dir)
{
    blob b;
    const int64_t s23[] = {2, 3}, s4[] = {4}, s22[] = {2, 2};
    make_blob(&b, 2, 0, "{'descr': '<c8', 'fortran_order': False, 'shape': (2, 3), }", 48);
    accept(t, dir, "version 2.0", &b, UFFT_NPY_C64, 2, s23);
    make_blob(&b, 3, 0, "{'descr': '<c16', 'fortran_order': False, 'shape': (2, 3), }", 96);
    accept(t, dir, "version 3.0", &b, UFFT_NPY_C128, 2, s23);
    make_blob(&b, 1, 0, "{\"descr\":\"|c8\",\"fortran_order\":False,\"shape\":(4,)}", 32);
    accept(t, dir, "'|c8', double quotes, no spaces", &b, UFFT_NPY_C64, 1, s4);
    make_blob(&b, 1, 0, "{'shape': (2L, 2L), 'fortran_order': False, 'descr': '=c16'}", 64);
    accept(t, dir, "'=c16', Python 2 longs, keys reordered", &b, UFFT_NPY_C128, 2, s22);
    make_blob(&b, 1, 0, "{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }", 16);
    accept(t, dir, "float32", &b, UFFT_NPY_F32, 1, s4);
}

/* Writes raw bytes and expects the reader to refuse them with `needle` in the reason. */
static void refuse_bytes(tally *t, const char *dir, const char *name, const void *bytes,
                         size_t len, const char *needle)
{
    char path[4200], err[512] = "";
    snprintf(path, sizeof path, "%s/bad_%d.npy", dir, t->passed + t->failed);
    write_bytes(path, bytes, len);
    ufft_npy_array a;
    int rc = ufft_npy_read(path, &a, err, sizeof err);
    int ok = rc == -1 && a.data == NULL && strstr(err, needle) && !strchr(err, '\n');
    check(t, ok, "npy refuses %s: %s", name, err);
    ufft_npy_free(&a);
}

static void refuse(tally *t, const char *dir, const char *name, const char *dict,
                   size_t data_bytes, const char *needle)
{
    blob b;
    make_blob(&b, 1, 0, dict, data_bytes);
    refuse_bytes(t, dir, name, b.bytes, b.len, needle);
}

static void refusals_of_layout(tally *t, const char *dir)
{
    blob b;
    refuse_bytes(t, dir, "an empty file", "", 0, "bad magic");
    refuse_bytes(t, dir, "a cut preamble", "\x93NUMPY\x01", 7, "bad magic");
    refuse_bytes(t, dir, "a cut length field", "\x93NUMPY\x02\x00\x10", 9, "truncated");
    refuse_bytes(t, dir, "a wrong magic", "\x93NUMPZ\x01\x00\x10\x00", 10, "bad magic");
    make_blob(&b, 4, 0, "{'descr': '<c8', 'fortran_order': False, 'shape': (1,), }", 8);
    refuse_bytes(t, dir, "version 4.0", b.bytes, b.len, "version 4.0");
    make_blob(&b, 1, 1, "{'descr': '<c8', 'fortran_order': False, 'shape': (1,), }", 8);
    refuse_bytes(t, dir, "version 1.1", b.bytes, b.len, "version 1.1");
    make_blob(&b, 2, 0, "{'descr': '<c8', 'fortran_order': False, 'shape': (1,), }", 8);
    memset(b.bytes + 8, 0xff, 4);
    refuse_bytes(t, dir, "a 4 GiB header length", b.bytes, b.len, "exceeds the limit");
    make_blob(&b, 1, 0, "{'descr': '<c8', 'fortran_order': False, 'shape': (1,), }", 0);
    refuse_bytes(t, dir, "a cut header", b.bytes, 40, "truncated in the header");
    make_blob(&b, 1, 0, "{'descr': '<c8', 'fortran_order': False, 'shape': (5,), }", 40);
    refuse_bytes(t, dir, "cut data", b.bytes, b.len - 1, "truncated");
    make_blob(&b, 1, 0, "{'descr': '<c8', 'fortran_order': False, 'shape': (5,), }", 41);
    refuse_bytes(t, dir, "trailing bytes", b.bytes, b.len, "unexpected bytes");
}

static void refusals_of_header(tally *t, const char *dir)
{
    refuse(t, dir, "big-endian data", "{'descr': '>c8', 'fortran_order': False, 'shape': (2,), }",
           16, "big-endian");
    refuse(t, dir, "fortran_order True",
           "{'descr': '<c8', 'fortran_order': True, 'shape': (2, 2), }", 32, "fortran_order");
    refuse(t, dir, "a 0-d array", "{'descr': '<c8', 'fortran_order': False, 'shape': (), }", 8,
           "0-d");
    refuse(t, dir, "a terabyte shape in a small file",
           "{'descr': '<c8', 'fortran_order': False, 'shape': (1000000000000,), }", 8,
           "truncated");
    refuse(t, dir, "an overflowing shape",
           "{'descr': '<c8', 'fortran_order': False, 'shape': (9223372036854775807, 2), }", 8,
           "overflow");
    refuse(t, dir, "a huge dimension",
           "{'descr': '<c8', 'fortran_order': False, 'shape': (99999999999999999999,), }", 8,
           "overflow");
    refuse(t, dir, "an int32 dtype", "{'descr': '<i4', 'fortran_order': False, 'shape': (2,), }",
           8, "not supported");
    refuse(t, dir, "a structured dtype",
           "{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (2,), }", 8, "structured");
    refuse(t, dir, "an unknown key",
           "{'descr': '<c8', 'fortran_order': False, 'shape': (1,), 'foo': 1}", 8, "'foo'");
    refuse(t, dir, "a duplicate key",
           "{'descr': '<c8', 'descr': '<c8', 'fortran_order': False, 'shape': (1,)}", 8, "twice");
    refuse(t, dir, "a missing shape", "{'descr': '<c8', 'fortran_order': False}", 8, "'shape'");
    refuse(t, dir, "shape (5) without its comma",
           "{'descr': '<c8', 'fortran_order': False, 'shape': (5), }", 40, "trailing comma");
    refuse(t, dir, "a negative dimension",
           "{'descr': '<c8', 'fortran_order': False, 'shape': (-5,), }", 8, "integer");
    refuse(t, dir, "an unterminated string", "{'descr': '<c8}", 8, "unterminated");
    refuse(t, dir, "an escape in a string", "{'descr': '<c\\x38'}", 8, "escapes");
    refuse(t, dir, "text after the dict",
           "{'descr': '<c8', 'fortran_order': False, 'shape': (1,)} x", 8, "after the dict");
    refuse(t, dir, "fortran_order 'maybe'",
           "{'descr': '<c8', 'fortran_order': maybe, 'shape': (1,)}", 8, "not True or False");
    refuse(t, dir, "a list instead of a dict", "[1, 2]", 8, "not a dict");
    refuse(t, dir, "a list shape", "{'descr': '<c8', 'fortran_order': False, 'shape': [1]}", 8,
           "not a tuple");
    char dict[1024];
    size_t n = (size_t)snprintf(dict, sizeof dict,
                                "{'descr': '<c8', 'fortran_order': False, 'shape': (");
    for (int i = 0; i <= UFFT_NPY_MAX_DIMS; i++)
        n += (size_t)snprintf(dict + n, sizeof dict - n, "1, ");
    snprintf(dict + n, sizeof dict - n, ")}");
    refuse(t, dir, "65 dimensions", dict, 8, "more than 64");
}

static void misuse(tally *t, const char *dir)
{
    char path[4200], err[512] = "";
    ufft_npy_array a;
    snprintf(path, sizeof path, "%s/does-not-exist.npy", dir);
    int ok = ufft_npy_read(path, &a, err, sizeof err) == -1 && strstr(err, "cannot open");
    check(t, ok, "npy refuses a missing file: %s", err);
    const int64_t shape[] = {4};
    ufft_npy_alloc(&a, UFFT_NPY_C64, 1, shape, err, sizeof err);
    a.bytes -= 8;
    snprintf(path, sizeof path, "%s/inconsistent.npy", dir);
    ok = ufft_npy_write(path, &a, err, sizeof err) == -1 && file_size(path) < 0;
    check(t, ok, "npy write refuses data that do not match the shape: %s", err);
    ufft_npy_free(&a);
    const int64_t neg[] = {-1};
    ok = ufft_npy_alloc(&a, UFFT_NPY_C64, 1, neg, err, sizeof err) == -1 && a.data == NULL;
    check(t, ok, "npy alloc refuses a negative shape: %s", err);
}

/* A pipe has no length to check before reading: bytes after the data must still be
 * refused, as they are in a regular file. */
static void pipe_with_extra_bytes(tally *t, const char *dir)
{
    char path[4200], err[512] = "";
    snprintf(path, sizeof path, "%s/pipe.npy", dir);
    remove(path);
    blob b;
    make_blob(&b, 1, 0, "{'descr': '<c8', 'fortran_order': False, 'shape': (4,), }", 32);
    memcpy(b.bytes + b.len, "extra", 5);
    b.len += 5;
    if (mkfifo(path, 0600) != 0) {
        check(t, 1, "npy pipe test skipped: no FIFO here");
        return;
    }
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) { /* the writer; open blocks until the reader opens */
        FILE *f = fopen(path, "wb");
        if (f) {
            fwrite(b.bytes, 1, b.len, f);
            fclose(f);
        }
        _exit(0);
    }
    ufft_npy_array a;
    int rc = pid > 0 ? ufft_npy_read(path, &a, err, sizeof err) : 0;
    if (pid > 0)
        waitpid(pid, NULL, 0);
    check(t, rc == -1 && strstr(err, "unexpected bytes"),
          "npy refuses extra bytes after the data through a pipe: %s", err);
    if (rc == 0)
        ufft_npy_free(&a);
    remove(path);
}

/* A failed write removes the half-written file it made, never what the output path
 * named: here a symbolic link to /dev/full, whose writes fail with ENOSPC. */
static void failed_write_keeps_link(tally *t, const char *dir)
{
    char path[4200], err[512] = "";
    struct stat st;
    if (stat("/dev/full", &st) != 0 || !S_ISCHR(st.st_mode)) {
        check(t, 1, "npy failed-write test skipped: no /dev/full");
        return;
    }
    snprintf(path, sizeof path, "%s/full-link.npy", dir);
    remove(path);
    if (symlink("/dev/full", path) != 0) {
        check(t, 1, "npy failed-write test skipped: no symbolic links here");
        return;
    }
    const int64_t shape[] = {4096};
    ufft_npy_array a;
    int ok = ufft_npy_alloc(&a, UFFT_NPY_C64, 1, shape, err, sizeof err) == 0;
    if (ok) {
        fill_pattern(&a);
        ok = ufft_npy_write(path, &a, err, sizeof err) == -1 && strstr(err, "write failed") &&
             lstat(path, &st) == 0 && S_ISLNK(st.st_mode);
        ufft_npy_free(&a);
    }
    check(t, ok, "npy write to a full device fails and keeps the link: %s", err);
    remove(path);
}

void selftest_npy(tally *t, const char *dir)
{
    pipe_with_extra_bytes(t, dir);
    failed_write_keeps_link(t, dir);
    round_trips(t, dir);
    acceptance(t, dir);
    refusals_of_layout(t, dir);
    refusals_of_header(t, dir);
    misuse(t, dir);
}
