/*
 * Shared pieces of the competitor benchmarks (cufft_bench, clfft_bench, vkfft_bench,
 * fftw_bench): the command line, the size-list syntax of `ufft bench`, failure lines,
 * the host clock, the CSV format and rows, medians and the --check protocol with its
 * reference DFT. Host only, independent of the ufft library (cuda_common.h holds what
 * the CUDA programs share).
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
 * (1 for an error, 2 for --help). Records prog for bench_prog(). */
int bench_parse_args(int argc, char **argv, bench_args *a, const char *prog,
                     const char *device_help);
void bench_args_free(bench_args *a);

/* The program name given to bench_parse_args: the prefix of its messages on stderr. */
const char *bench_prog(void);

/* A failure, in every benchmark's format: "PROG: N=n: WHAT failed: WHY" on stderr (no
 * "N=n: " when n <= 0) and "# error: N=n: WHAT failed: WHY" on stdout (flushed);
 * bench_report_code appends " (CODE)" to both. */
void bench_report(long long n, const char *what, const char *why);
void bench_report_code(long long n, const char *what, const char *why, int code);

/* Milliseconds of the monotonic host clock. */
double bench_now_ms(void);

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
/* The largest bench_problem_bytes over a's sizes (with their batches) that is at most
 * limit; 0 when none is. Sizes whose bytes overflow are passed over. */
size_t bench_max_bytes(const bench_args *a, size_t limit);

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

/* The row of one timed transform (precision and placement from a), gbps and gflops
 * filled in. */
bench_row bench_fft_row(const char *library, const bench_args *a, int64_t n, int64_t batch,
                        double time_ms, uint64_t workspace_bytes);
/* A memcpy row: n = 0, batch = 0, gbps = 2 * bytes / time (read + write), gflops 0. */
bench_row bench_memcpy_row(const char *library, const bench_args *a, size_t bytes,
                           double time_ms);

/* Opens path (NULL: *f = NULL, no CSV) and writes the header line; -1 after
 * "PROG: cannot write PATH" on stderr. */
int bench_csv_open(const char *path, FILE **f);
void bench_csv_row(FILE *f, const bench_row *r);
void bench_print_header(void);
void bench_print_row(const bench_row *r);
/* bench_print_row, then bench_csv_row when f is not NULL. */
void bench_emit_row(FILE *f, const bench_row *r);

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

/* The --check protocol: known data in the first and last transform of the batch (the
 * one transform when batch is 1), one transform, both compared with the reference DFT.
 * bench_check_entries: how many entries (1 or 2), their batch indices in which.
 * bench_check_input: the known input of entry w (n complex values) into dst.
 * bench_check_result: regenerates entry w's input into scratch (n complex values),
 * compares out (entry w's result, at batch index which) with its reference DFT and
 * prints "# check: LIBRARY ..."; returns 0 within bound, 1 over it, -1 when skipped
 * (N too large for the reference; printed as such). */
int bench_check_entries(int64_t batch, int64_t which[2]);
void bench_check_input(void *dst, int64_t n, int f64, int w);
int bench_check_result(const char *library, void *scratch, const void *out, int64_t n, int f64,
                       int w, int64_t which);

#endif
