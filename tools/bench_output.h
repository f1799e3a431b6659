/* Output of "ufft bench": a table on stdout and, optionally, the same columns as CSV. */
#ifndef UFFT_TOOLS_BENCH_OUTPUT_H
#define UFFT_TOOLS_BENCH_OUTPUT_H

#include <stdio.h>

#include "bench_run.h"
#include "extent.h"

/* One measured (or failed) problem, as the output needs it. */
typedef struct bench_row {
    const char *library; /* "ufft-opencl", "ufft-cuda": the CSV's library column */
    const char *problem; /* canonical problem string */
    const ufft_problem *p;
    const problem_extent *extent;
    const bench_result *result;
} bench_row;

void bench_table_header(FILE *out);
void bench_table_row(FILE *out, const bench_row *row);
void bench_csv_header(FILE *out);
void bench_csv_row(FILE *out, const bench_row *row);

#endif
