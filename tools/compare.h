/* "ufft bench --compare": ufft beside the competitor benchmarks of bench/ (cufft_bench,
 * vkfft_bench, clfft_bench, fftw_bench) in one run. This header has two halves:
 *
 *  - pure functions (compare.c, no device, no processes, tested by the tools'
 *    self-test): a table of rows in the columns the benchmark CSVs share
 *    (library,precision,n,batch,placement,time_ms,gbps,gflops,workspace_bytes), a CSV
 *    reader that finds those columns by name, the ratios, geometric means and copy
 *    ceiling, the combined table, and the competitors' command lines;
 *  - running the competitors (compare_run.c: fork/execv, a temporary directory). */
#ifndef UFFT_TOOLS_COMPARE_H
#define UFFT_TOOLS_COMPARE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* One measured problem, or a copy ceiling (a library starting with "memcpy", n = 0). */
typedef struct compare_row {
    char *library;     /* lower case ("ufft-opencl", "cufft", "memcpy-opencl") */
    int f64;           /* precision f64 (else f32) */
    int inplace;       /* placement in-place (else out-of-place) */
    int64_t n;         /* transform length; 0 for a copy row */
    int64_t batch;     /* -1 when unknown */
    double time_ms;    /* median time per execution; < 0 when unknown */
    double gbps;       /* 2 x data bytes / time: always known (> 0) */
    double gflops;     /* < 0 when unknown */
    int64_t workspace; /* bytes; -1 when unknown */
} compare_row;

typedef struct compare_table {
    compare_row *rows;
    size_t count;
    size_t capacity;
} compare_table;

/* Adds a copy of *row (its library copied and lower-cased). A row with the same
 * library, precision, placement and n is replaced (the later measurement wins).
 * Returns 0, or -1 when out of memory (the table is then unchanged). */
int compare_table_add(compare_table *t, const compare_row *row);
/* Adds every row of src to t (as compare_table_add). 0, or -1 out of memory. */
int compare_table_merge(compare_table *t, const compare_table *src);
const compare_row *compare_table_find(const compare_table *t, const char *library, int f64,
                                      int inplace, int64_t n);
void compare_table_free(compare_table *t);

/* Reads a benchmark CSV (len bytes of text) into t. Lines starting with '#' (after
 * blanks) and blank lines are skipped; the first other line is the header, whose
 * column names (any order, any case, extra columns ignored) must include library,
 * precision and n, and gbps or time_ms + batch (gbps is then computed from them).
 * Fields may be quoted as RFC 4180 says (commas, quotes and line breaks inside). A row
 * whose precision, placement or n cannot be read, or with no rate (a failed size), is
 * skipped and counted in *skipped; an empty library becomes default_library (may be
 * NULL: the row is then skipped). Returns 0, or -1 with a reason in err (no header, a
 * missing column, an unterminated quote, out of memory); rows read before an error
 * are kept. added and skipped may be NULL. */
int compare_parse_csv(compare_table *t, const char *text, size_t len,
                      const char *default_library, size_t *added, size_t *skipped,
                      char *err, size_t errlen);

/* The shared columns, as bench/merge.py reads them; unknown values are left empty. */
void compare_csv_header(FILE *out);
void compare_csv_row(FILE *out, const compare_row *row);
/* Every row of t, in table order. */
void compare_csv_rows(FILE *out, const compare_table *t);

/* GB/s of library over GB/s of ref for one problem: 1 and *ratio when both have a row,
 * else 0. */
int compare_ratio(const compare_table *t, const char *library, const char *ref, int f64,
                  int inplace, int64_t n, double *ratio);

/* Geometric mean of compare_ratio over every n where both ran. */
typedef struct compare_mean {
    size_t count;     /* sizes counted; 0: no common size (the rest is unset) */
    double geomean;
    double lowest;    /* the smallest ratio */
    int64_t lowest_n; /* and its n */
} compare_mean;
void compare_geomean(const compare_table *t, const char *library, const char *ref, int f64,
                     int inplace, compare_mean *m);

/* The copy ceiling for ufft's rows of one precision and placement: a "memcpy…" row of
 * that precision and placement, else of that precision, else any. With prefer_opencl
 * (ufft ran on OpenCL) "memcpy-opencl" (clfft_bench's copy) comes first, else
 * "memcpy" (cufft_bench's cudaMemcpy); then any other "memcpy…" row. NULL when none. */
const compare_row *compare_ceiling(const compare_table *t, int f64, int inplace,
                                   int prefer_opencl);

/* Prints the combined table: for each precision and placement, per N the GB/s of
 * every library (ufft first, then cuFFT, VkFFT, clFFT, FFTW, others), ufft's ratio to
 * each competitor and its percentage of the copy ceiling; then the geometric means of
 * those ratios and of each competitor over cuFFT. Returns 0, or -1 out of memory. */
int compare_print(FILE *out, const compare_table *t);

/* ---------------------------------------------------------------- competitors */

/* The programs of bench/, in the order they run. */
typedef struct compare_program {
    const char *name;          /* "cufft_bench" */
    const char *device_prefix; /* ufft device ids it takes: "cuda", "opencl"; NULL: none */
    int host;                  /* runs on the CPU: gets COMPARE_HOST_BYTES by default */
} compare_program;
extern const compare_program compare_programs[];
extern const size_t compare_program_count;

/* fftw_bench's --bytes unless --bytes was given: a CPU transform of 1 GiB per size
 * would take minutes. */
#define COMPARE_HOST_BYTES ((int64_t)64 << 20)

/* What ufft bench was asked for, passed on to every competitor. */
typedef struct compare_options {
    int f64;
    int inplace;
    int64_t bytes;
    int bytes_given; /* --bytes was on the command line */
    int64_t runs;
    int64_t warmup;
    const char *device; /* the device ufft ran on ("opencl:0:1", "cuda:0"), or NULL */
    const int64_t *sizes;
    size_t nsizes;
} compare_options;

/* The argument vector for one program (argv[0] = its name; NULL-terminated; every
 * string malloc'd): --precision, --bytes, [--inplace], --runs, --warmup, --csv
 * csv_path, [--device: ufft's device when its API is the program's], then the sizes.
 * NULL when out of memory. */
char **compare_argv(const compare_options *o, const compare_program *p, const char *csv_path);
void compare_argv_free(char **argv);

/* Runs each program of compare_programs found in the directory (dir_option, else the
 * environment's UFFT_BENCH_DIR, else ../bench next to the running executable), each
 * writing its CSV into a temporary directory; notes (skipped, failed, rows read) go to
 * out. Their rows are added to t and, when csv is not NULL, written to it. A missing or
 * failing program is noted and the run goes on. Returns 0, or -1 when the comparison
 * itself failed (no temporary directory, out of memory). */
int compare_run_competitors(const compare_options *o, const char *dir_option,
                            compare_table *t, FILE *csv, FILE *out);

#endif
