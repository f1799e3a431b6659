/* What the planner's two halves share (private to src/plan): the limits of one problem
 * on one device (passes.c fills them from the row and the device's caps), and the
 * generic passes' radices, work-items and registers (generic.c, the cost model). */
#ifndef UFFT_PLAN_LIMITS_H
#define UFFT_PLAN_LIMITS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "plan/plan.h"

typedef struct limits {
    uint32_t local_bytes, max_threads, threads, col_threads;
    uint32_t narrow; /* generic passes with a radix above 16: group work-items (0: threads) */
    int elems; /* elements per work-item, at least */
    int pad_shift;
    size_t elem_bytes;
    size_t lds_elem;   /* bytes an element takes in local memory: half where split */
    uint32_t warp;     /* SIMD width: work-items that issue together */
    uint64_t cu_local; /* local memory of one compute unit (the most one group may have) */
    uint32_t cu_regs;  /* 32-bit registers of one compute unit; 0: not a constraint */
    int reg_elems;     /* register passes of other lengths: elements per item, at most */
    int max_composite; /* composite radices (register and generic stages), at most */
    int max_elems;     /* register passes of powers of two: elements per item, at most */
    int item_elems;    /* generic passes: elements per item through a stage, at most */
    bool one_buffer;   /* generic passes may keep one local buffer */
    bool one_forced;   /* ... and do wherever they can (tuning one_buffer = 2) */
    bool odd_first;    /* generic passes: odd radices first (ufft__tuning.odd_first) */
    double round_ops, latency_weight; /* the generic cost model's calibration */
    /* generic stages spread over work-items (ufft__pass.spread): from which radix, into
     * how many parts at most and, where forced, at least */
    int spread_from, spread_max, spread_min;
    int64_t max_prime; /* the largest prime radix (ufft__max_prime) */
    int rader_from;    /* prime butterflies by Rader's algorithm from here (ufft__rader_codelet) */
} limits;

/* passes.c: bytes of local memory cols columns of length p take, padding included. */
size_t ufft__local_need(const limits *lim, int64_t p, int cols);

/* generic.c */
/* Registers a work-item needs for `values` complex values (extra: of indices and
 * temporaries, 0: about 32). */
uint64_t ufft__regs_per_item(int values, size_t elem_bytes, bool odd_reg, uint32_t extra);
/* Whether g groups of `group` work-items, each group with `local` bytes of local memory
 * and each work-item with `regs` registers, fit one compute unit: its work-items (twice
 * the largest group), local memory, and registers as its partitions share them out. */
bool ufft__unit_holds(const ufft__tuning *tu, const ufft__device_caps *caps, uint64_t g,
                      uint64_t group, size_t local, uint64_t regs);
/* Work-items a radix-R butterfly takes when the plan spreads over `parts`. */
int ufft__spread_parts(const limits *lim, int R, int parts);
/* Whether an f64 generic pass has an unspread radix-37..61 stage. */
bool ufft__large_prime_regs(const int *radix, const int *spread, int n, size_t elem_bytes);
/* The most complex values one of T work-items holds through a stage. */
int ufft__stage_values(int64_t p, const int *radix, const int *spread, int n, int64_t T,
                       bool one_buffer);
/* Local memory of a generic pass: two buffers, or one (register and one-buffer passes). */
size_t ufft__generic_local(const limits *lim, int64_t p, int cols, bool one_buffer);
/* Radices, work-items and columns of a length-p pass that is not a power of two, as the
 * cost model ranks them (rank: its rank-th choice; whole: the pass is the whole
 * transform, where narrow groups apply); false when none fits. */
bool ufft__generic_pass(const limits *lim, int rank, int min_cols, int64_t total_cols,
                        bool whole, ufft__pass *ps);

#endif
