/* Timing one problem for "ufft bench": plan, buffers filled with pseudo-random data,
 * warm-up runs, then timed runs of execute + finish measured on the host clock. */
#ifndef UFFT_TOOLS_BENCH_RUN_H
#define UFFT_TOOLS_BENCH_RUN_H

#include <stddef.h>

#include "extent.h"
#include "problem.h"
#include "ufft.h"

typedef struct bench_config {
    int runs;             /* timed runs, >= 1 */
    int warmup;           /* untimed runs first, >= 0 */
    const char *progress; /* label for progress on stderr, NULL for none */
    int plan_only;        /* only the plan: no buffers, no runs (times stay 0) */
} bench_config;

typedef struct bench_result {
    ufft_status status;  /* UFFT_SUCCESS, or the first failure */
    const char *stage;   /* what failed ("plan", "buffers", ...); NULL on success */
    char *detail;        /* the context's error text for a failure (malloc'd or NULL) */
    double median_ms;
    double min_ms;
    size_t workspace;    /* ufft_plan_workspace_size */
    char *plan_text;     /* ufft_plan_describe (malloc'd or NULL) */
} bench_result;

/* Fills *r; its status says whether the problem ran. Returns r->status. */
ufft_status bench_run(ufft_context *ctx, const ufft_problem *p, const problem_extent *e,
                      const bench_config *cfg, bench_result *r);

void bench_result_free(bench_result *r);

#endif
