/*
 * Shared pieces of the competitor benchmarks (cufft_bench, clfft_bench, vkfft_bench,
 * fftw_bench): the command
 * line, the size-list syntax of `ufft bench`, the CSV format, medians and the
 * --check reference DFT. Independent of the ufft library.
 *
 * CSV columns (a subset of `ufft bench --csv`, which adds `plan`):
 *   library,precision,n,batch,placement,time_ms,gbps,gflops,workspace_bytes
 * gbps = 2*n*batch*elem / time (one read + one write), gflops = 5*n*log2(n)*batch / time.
 * A "memcpy" row (n = 0, batch = 0) is the device-to-device copy of the same bytes,
 * counted as one read + one write: the ceiling for one pass over the data.
 */
#ifndef UFFT_BENCH_COMMON_H
#define UFFT_BENCH_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct bench_args {
    int f64;             /* --precision f64 */
    size_t bytes;        /* --bytes, data per size (default 1 GiB) */
    int inplace;         /* --inplace */
    int runs;            /* --runs (default 20) */
    int warmup;          /* --warmup (default 3) */
    const char *csv;     /* --csv FILE or NULL */
    const char *device;  /* --device (clfft_bench: opencl[:P:D]; cufft_bench: cuda[:D]) */
    int check;           /* --check: compare one transform against a reference DFT */
    int wall;            /* --wall: time with host clocks instead of device events */
    int64_t *sizes;      /* the sizes, in the order given */
    size_t nsizes;
} bench_args;

/* Parses the command line; on error or --help prints usage and returns nonzero
 * (1 for an error, 2 for --help). */
int bench_parse_args(int argc, char **argv, bench_args *a, const char *prog,
                     const char *device_help);
void bench_args_free(bench_args *a);

/* Appends the sizes of one token of the size list: "1024", "2^10", "2^3..2^27" (every
 * power of two in the range, or doubling from the first bound when it is not one),
 * several tokens joined by ',' also work. Returns 0 or -1 with a reason in err. */
int bench_parse_sizes(const char *tok, int64_t **sizes, size_t *n, size_t *cap, char *err,
                      size_t errlen);

/* Median of v[0..n-1] (sorts v). */
double bench_median(double *v, int n);

/* Batch for a size: bytes / (n * elem), at least 1. */
int64_t bench_batch(size_t bytes, int64_t n, size_t elem);

/* *out = a * b; returns 0, or -1 (and *out = 0) when the product does not fit size_t. */
int bench_mul_size(size_t a, size_t b, size_t *out);
/* Bytes of one batched problem: n * batch * elem, checked; 0 on success, -1 on overflow
 * or a negative count. */
int bench_problem_bytes(int64_t n, int64_t batch, size_t elem, size_t *out);

typedef struct bench_row {
    const char *library;
    int f64;
    int64_t n;
    int64_t batch;
    int inplace;
    double time_ms;
    double gbps;
    double gflops;
    uint64_t workspace_bytes;
} bench_row;

/* Fills gbps and gflops from n, batch, precision and time_ms. */
void bench_row_rates(bench_row *r);
/* A memcpy row: n = 0, batch = 0, gbps = 2 * bytes / time (read + write), gflops 0. */
bench_row bench_memcpy_row(const char *library, int f64, size_t bytes, double time_ms);

/* Opens the CSV (NULL path: returns NULL) and writes its header line. */
FILE *bench_csv_open(const char *path);
void bench_csv_row(FILE *f, const bench_row *r);
void bench_print_header(void);
void bench_print_row(const bench_row *r);

/* Deterministic pseudo-random values in [-1, 1). */
uint64_t bench_rng_next(uint64_t *state);
double bench_rng_uniform(uint64_t *state);
/* Fills count complex values (2*count floats or doubles). */
void bench_fill(void *dst, size_t count, int f64, uint64_t seed);

/* Relative RMS error of out against the forward DFT of in (both n complex values of
 * the given precision), over every bin for n <= 4096, otherwise over 32 sampled bins.
 * Reference in long double with an exact twiddle table. Returns -1 when n is too
 * large for the table (n > 2^22) or memory fails. *bins receives the bins checked. */
double bench_check_error(const void *in, const void *out, int64_t n, int f64, int *bins);
/* A loose pass bound for bench_check_error at this precision. */
double bench_check_bound(int64_t n, int f64);

#endif
