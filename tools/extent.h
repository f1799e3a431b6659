/* Buffer sizes and work of a problem, for the benchmark: how many bytes the input and
 * output layouts span (FFTW plan_many rules, as ufft.h describes them), how many bytes
 * a transform logically moves, and its nominal flop count. */
#ifndef UFFT_TOOLS_EXTENT_H
#define UFFT_TOOLS_EXTENT_H

#include <stddef.h>
#include <stdint.h>

#include "problem.h"

typedef struct problem_extent {
    int64_t total_n;    /* product of the sizes: the length of each transform */
    int64_t batch;      /* desc.batch, with 0 read as 1 */
    size_t in_bytes;    /* bytes the input layout spans (the input buffer's size) */
    size_t out_bytes;   /* bytes the output layout spans */
    size_t moved_bytes; /* packed input + packed output: one read and one write */
    double flops;       /* 5 N log2 N per complex transform (2.5 N log2 N for real) */
} problem_extent;

/* Returns 0, or -1 with a reason in err when the problem is malformed or a size
 * overflows. For in-place real transforms the real side is taken as padded to
 * 2*(n/2+1) in its last dimension, as in FFTW, unless inembed/onembed say otherwise. */
int problem_extent_compute(const ufft_problem *p, problem_extent *e, char *err, size_t errlen);

/* Bytes of packed input of one transform (N elements of the input's type). */
int problem_transform_bytes(const ufft_problem *p, int64_t *bytes);

#endif
