/* UFFT_TUNE=1: a plan's knobs chosen by timing. The planner's row and a few variants of
 * it (more or fewer threads per group, elements per item, groups per unit, coalescing
 * width, local memory) are planned; each distinct schedule is built and timed on
 * scratch buffers of the problem's size; the fastest wins. The winner is remembered
 * in the disk cache (UFFT_CACHE_DIR), keyed by device, driver, problem and row, so
 * later plans of the same problem skip the timing. Tuning never fails a plan: when
 * anything goes wrong the row is used as it is, and the note says why. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "api/internal.h"
#include "backend/disk_cache.h"
#include "util/hash.h"

#define TIMED_RUNS 3

/* The next candidate, a copy of row for the caller to change and name; NULL when the
 * array is full, should a variant be added without raising the limit. */
static ufft__tune_candidate *next_slot(ufft__tune_candidate *c, int *n, const ufft__tuning *row)
{
    if (*n >= UFFT__TUNE_MAX_CANDIDATES)
        return NULL;
    c[*n].tu = *row;
    return &c[(*n)++];
}

/* A candidate: the row with field set to value where cond holds. */
#define VARIANT(cond, field, value, text)                                 \
    if ((cond) && (s = next_slot(c, &n, row)) != NULL) {                   \
        s->tu.field = (value);                                             \
        snprintf(s->label, sizeof s->label, text, s->tu.field);            \
    }

int ufft__tune_candidates(const ufft__tuning *row, ufft__tune_candidate *c)
{
    int n = 0;
    ufft__tune_candidate *s = next_slot(c, &n, row); /* the first: never NULL */
    snprintf(s->label, sizeof s->label, "row");
    VARIANT(row->threads * 2 <= row->max_threads, threads, row->threads * 2, "threads=%u")
    VARIANT(row->threads >= 64, threads, row->threads / 2, "threads=%u")
    VARIANT(row->col_threads <= 512, col_threads, row->col_threads * 2, "col_threads=%u")
    VARIANT(row->col_threads >= 32, col_threads, row->col_threads / 2, "col_threads=%u")
    VARIANT(row->min_groups > 1, min_groups, row->min_groups / 2, "min_groups=%u")
    VARIANT(row->coalesce_bytes <= 256, coalesce_bytes, row->coalesce_bytes * 2, "coalesce_bytes=%u")
    VARIANT(row->local_bytes >= 32 * 1024, local_bytes, row->local_bytes / 2, "local_bytes=%u")
    /* lengths with odd factors: the cost model's runners-up (the same schedule as the row
     * for powers of two, so not timed twice) */
    VARIANT(row->generic_rank == 0, generic_rank, 1, "generic_rank=%u")
    VARIANT(row->generic_rank == 0, generic_rank, 2, "generic_rank=%u")
    VARIANT(row->one_buffer == 0, one_buffer, 1, "one_buffer=%u")
    /* generic stages spread over work-items, from radix 17 (a schedule of the other
     * precision is the row's, not timed twice) */
    VARIANT(row->spread_f32 == 0, spread_f32, 17, "spread_f32=%u")
    VARIANT(row->spread_f64 == 0, spread_f64, 17, "spread_f64=%u")
    /* fp64 register passes of up to 32 elements and composite radices, and generic single
     * passes straight from and to device memory at any work-items per column: each won
     * on some lengths and lost on others on the H100 (2026-11-25-h100-lists.md) */
    VARIANT(row->reg_f64 == 0, reg_f64, 32, "reg_f64=%u")
    VARIANT(row->direct_io != 1, direct_io, 1, "direct_io=%u")
    /* narrower groups for single generic passes of radices above 16, as the H100 row's
     * (2026-11-25-h100-narrow.md: 1.034x f32, 1.058x f64 over the lengths it changes) */
    VARIANT(row->narrow_f32 == 0, narrow_f32, 64, "narrow_f32=%u")
    VARIANT(row->narrow_f64 == 0, narrow_f64, 32, "narrow_f64=%u")
    /* a second group per unit for single register passes that would get one, as the
     * H100 row's (2026-11-25-h100-reg-groups.md: f32 1.18x, f64 1.05x where it applies) */
    VARIANT(row->reg_pass_regs == 0, reg_pass_regs, 8, "reg_pass_regs=%u")
    /* cuFFT's shape for single generic passes (one buffer, at most 256 or 512 work-items
     * of whole butterflies), as the H100 row's listed lengths (2026-11-26-h100-few.md:
     * 1.08-1.20x there), lists aside */
    for (uint32_t t = 256; t <= 512; t *= 2)
        if ((row->few_threads != t || row->few_listed) && (s = next_slot(c, &n, row))) {
            s->tu.few_threads = t;
            s->tu.few_listed = 0;
            snprintf(s->label, sizeof s->label, "few_threads=%u,few_listed=0", t);
        }
    /* single register passes: bank-model column strides and staged loads below 128
     * bytes per column, as the H100 row's (2026-11-26-h100-banks.md) */
    if ((row->bank_stride != 3 || row->stage_bytes != 128) && (s = next_slot(c, &n, row))) {
        s->tu.bank_stride = 3;
        s->tu.stage_bytes = 128;
        snprintf(s->label, sizeof s->label, "bank_stride=3,stage_bytes=128");
    }
    /* every program's local accesses folded (the H100 row folds Rader's and Bluestein's
     * only: Stockham passes gained on some lengths and lost on others,
     * 2026-11-26-h100-fold.md) */
    VARIANT(row->fold_at != 7, fold_at, 7, "fold_at=%u")
    /* padded programs' local accesses folded (fold_pad) */
    VARIANT(row->fold_pad != 63, fold_pad, 63, "fold_pad=%u")
    /* every Stockham program's twiddle reads and unit-stride device accesses folded (the
     * H100 row folds fp32 one-column register passes only: 2026-11-26-h100-fold-io.md) */
    VARIANT(!(row->fold_io & 4), fold_io, row->fold_io | 4, "fold_io=%u")
    /* one-buffer generic passes without the barrier beside a direct stage's device access
     * (0.76-1.13x on the H100 by length, 2026-11-26-h100-lean-direct.md; its row drops
     * them for listed lengths only) */
    VARIANT(row->lean_direct != 1, lean_direct, 1, "lean_direct=%u")
    /* composite radices above 32 (33 .. 60) in every stage: radix 35, 49, 55 won on some
     * lengths and lost on more on the H100 (2026-11-27-h100-composite.md; its row takes
     * them for listed lengths only) */
    VARIANT(row->composite == 0, composite, UFFT__MAX_COMPOSITE, "composite=%u")
    /* prime butterflies from radix 31 by Rader's algorithm where the row has the direct
     * form, the direct form where it has Rader's (the H100 row from 31, lengths listed
     * off aside: 2026-11-27-h100-rader-codelets.md) */
    if ((s = next_slot(c, &n, row))) {
        bool on = row->rader_codelet_f32 || row->rader_codelet_f64;
        s->tu.rader_codelet_f32 = s->tu.rader_codelet_f64 = on ? 0 : 31;
        s->tu.rader_codelet_off_f32 = s->tu.rader_codelet_off_f64 = NULL;
        snprintf(s->label, sizeof s->label, "rader_codelet_f32=%u,rader_codelet_f64=%u",
                 s->tu.rader_codelet_f32, s->tu.rader_codelet_f64);
    }
    /* two-stage generic passes with direct I/O in one local buffer where the row keeps
     * two, two where it keeps one (the H100 row: one, lengths listed off aside,
     * 2026-11-27-h100-one-local.md) */
    if ((s = next_slot(c, &n, row))) {
        s->tu.direct_one_local = row->direct_one_local ? 0 : 3;
        s->tu.one_local_off_f32 = s->tu.one_local_off_f64 = NULL;
        snprintf(s->label, sizeof s->label, "direct_one_local=%u", s->tu.direct_one_local);
    }
    /* single generic passes' device accesses from a base per butterfly in both
     * precisions (0.92-1.11x by length on the H100; its row takes them for listed
     * lengths only, 2026-11-27-h100-direct-base.md) */
    VARIANT(row->direct_base != 3, direct_base, 3, "direct_base=%u")
    /* loads with the 256-byte prefetch hint where the row has plain ones and the other
     * way round (on the H100 single passes 0.86-1.02x by length, plans of two passes
     * or more 0.98-1.05x, 2026-11-27-h100-load-prefetch.md) */
    VARIANT(true, load_prefetch, row->load_prefetch ^ 15u, "load_prefetch=%u")
    /* plans of two passes or more as the row's others, where it plans them again with
     * wider groups and longer fp64 register passes (on the H100 0.95-1.48x by length,
     * 2026-11-27-h100-multi-pass.md) */
    if ((row->multi_threads_f32 || row->multi_threads_f64 || row->multi_reg_f64) &&
        (s = next_slot(c, &n, row))) {
        s->tu.multi_threads_f32 = s->tu.multi_threads_f64 = s->tu.multi_reg_f64 = 0;
        snprintf(s->label, sizeof s->label,
                 "multi_threads_f32=0,multi_threads_f64=0,multi_reg_f64=0");
    }
    /* 13-smooth lengths of two passes in the row's rows where it widens them, and widened
     * to the H100 row's where it does not (on the H100 0.81-1.38x by length,
     * 2026-11-28-h100-wide-rows.md) */
    if ((s = next_slot(c, &n, row))) {
        bool wide = row->wide_rows_f32 || row->wide_rows_f64 || row->wide_even_f32 ||
                    row->wide_even_f64;
        s->tu.wide_rows_f32 = s->tu.wide_even_f32 = s->tu.wide_even_f64 = wide ? 0 : 128;
        s->tu.wide_rows_f64 = wide ? 0 : 256;
        snprintf(s->label, sizeof s->label,
                 "wide_rows_f32=%u,wide_rows_f64=%u,wide_even_f32=%u,wide_even_f64=%u",
                 s->tu.wide_rows_f32, s->tu.wide_rows_f64, s->tu.wide_even_f32,
                 s->tu.wide_even_f64);
    }
    /* half as many groups per unit again as the row asks the compiler for: on the H200
     * fp32 single passes ran 0.90-1.14x by length at 6 instead of 4, fp64 0.78-1.05x
     * (2026-11-28-h200-sweep.md); last, so that cached choices keep their indices */
    VARIANT(row->min_groups * 3 / 2 > row->min_groups && row->min_groups * 3 / 2 <= 32,
            min_groups, row->min_groups * 3 / 2, "min_groups=%u")
    /* every generic pass in one local buffer where it can be (half the local memory per
     * group: f32 2450 in cuFFT's own shape of 98 work-items and 19.6 KB), for devices
     * whose memory needs more groups per unit than the row's two buffers leave room for
     * (2026-11-28-h200-sweep.md) */
    VARIANT(row->one_buffer != 2, one_buffer, 2, "one_buffer=%u")
    /* generic single passes straight from and to device memory from 8 work-items per
     * column where the row starts later or never: on the H200 not a rule (f32 0.975x
     * over the 421 lengths of 2..8192 it changes) but held by 396 entries of its list
     * (2026-11-28-h200-direct.md) */
    VARIANT(row->direct_io == 0 || row->direct_io > 8, direct_io, 8, "direct_io=%u")
    /* one local buffer at twice the row's groups per unit: on the H200 the knob set that
     * won most often among its full sweep's lows (2026-11-28-h200-sweep-full.md) */
    if (row->one_buffer != 2 && row->min_groups * 2 <= 32 && (s = next_slot(c, &n, row))) {
        s->tu.one_buffer = 2;
        s->tu.min_groups = row->min_groups * 2;
        snprintf(s->label, sizeof s->label, "one_buffer=2,min_groups=%u", s->tu.min_groups);
    }
    /* the same at a floor of that many groups (least_groups), whatever the register
     * estimate; and fp64 stages of up to 32 values in one buffer at a floor of two
     * groups: on the H200 the knob sets that won most often among the sweep's lows
     * after that, f64 3971 0.765 -> 0.83x cuFFT (2026-11-28-h200-least-groups.md) */
    if (row->one_buffer != 2 && row->min_groups * 2 <= 32 && (s = next_slot(c, &n, row))) {
        s->tu.one_buffer = 2;
        s->tu.least_groups = row->min_groups * 2;
        snprintf(s->label, sizeof s->label, "one_buffer=2,least_groups=%u", s->tu.least_groups);
    }
    if (row->one_buffer != 2 && (s = next_slot(c, &n, row))) {
        s->tu.one_buffer = 2;
        s->tu.reg_f64 = 32;
        s->tu.least_groups = 2;
        snprintf(s->label, sizeof s->label, "one_buffer=2,reg_f64=32,least_groups=2");
    }
    return n;
}

int ufft__tune_prime_candidates(const ufft__tuning *row, ufft__tune_candidate *c)
{
    int n = 0;
    ufft__tune_candidate *s = next_slot(c, &n, row); /* the first: never NULL */
    snprintf(s->label, sizeof s->label, "row");
    /* Rader's three kernels in both precisions, or in neither: on the H100 f32 won on
     * some primes (786433: 1.16x) and lost on more (2026-11-27-h100-rader-three.md) */
    VARIANT(row->rader_three != 3, rader_three, 3, "rader_three=%u")
    VARIANT(row->rader_three != 0, rader_three, 0, "rader_three=%u")
    /* n = q1 q2: two one-prime kernels beside any whole-length kernel, or never */
    VARIANT(row->split_tail != 1, split_tail, 1, "split_tail=%u")
    VARIANT(row->split_tail != 0, split_tail, 0, "split_tail=%u")
    /* Bluestein's three kernels instead of a cluster's one */
    VARIANT(row->blue_cluster != 0, blue_cluster, 0, "blue_cluster=%u")
    /* Bluestein past three kernels in five kernels instead of the five steps, for rows
     * that keep the steps (the H100 row takes the five kernels: 1.15-1.37x the steps,
     * 2026-11-28-h100-bluestein-five.md) */
    VARIANT(!(row->blue_five & 1), blue_five, row->blue_five | 1, "blue_five=%u")
    /* Rader's permutations computed where the row reads them from a table (on the H100
     * the table ran 0.79-1.51x by length, 1.069x / 1.083x over 140 / 127 lengths:
     * 2026-11-27-h100-rader-slots.md), the table where it computes them */
    VARIANT(row->rader_slots != 0, rader_slots, 0, "rader_slots=%u")
    VARIANT(row->rader_slots == 0, rader_slots, 15, "rader_slots=%u")
    /* split plans' passes after the head in coalesce_deep's rows where the row widens them
     * (split_rows), and in 256-byte rows where it does not (on the H100 0.85-1.16x by
     * length, 2026-11-28-h100-wide-rows.md) */
    VARIANT(row->deep_split != 0, split_rows, row->split_rows ? 0u : 256u, "split_rows=%u")
    /* Bluestein of the whole length instead of split plans */
    if ((row->split_m_f32 || row->split_m_f64) && (s = next_slot(c, &n, row))) {
        s->tu.split_m_f32 = s->tu.split_m_f64 = 0;
        snprintf(s->label, sizeof s->label, "split_m_f32=0,split_m_f64=0");
    }
    return n;
}
#undef VARIANT

int ufft__tune_unlisted(const ufft__tuning *context_row, const ufft__tuning *row,
                        ufft__tune_candidate *c, int n)
{
    /* an entry's knobs were measured on one device (the H200's list,
     * 2026-11-28-h200-lengths.md, or the H100's, 2026-12-05-h100-sweep-full.md); another
     * of as fast a memory may do better without */
    ufft__tune_candidate *s;
    if (!row->fast_choices && context_row->fast_choices &&
        (s = next_slot(c, &n, context_row))) {
        s->tu.fast_choices = 0;
        snprintf(s->label, sizeof s->label, "fast_choices=0");
    }
    return n;
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Best of TIMED_RUNS executions after one untimed; a negative time on failure. */
static double time_plan(ufft_context *ctx, ufft_plan *plan, ufft_buffer *in, ufft_buffer *out)
{
    if (ufft_execute(plan, UFFT_FORWARD, in, out) != UFFT_SUCCESS ||
        ufft_context_finish(ctx) != UFFT_SUCCESS)
        return -1.0;
    double best = INFINITY;
    for (int r = 0; r < TIMED_RUNS; r++) {
        double t0 = now_s();
        if (ufft_execute(plan, UFFT_FORWARD, in, out) != UFFT_SUCCESS ||
            ufft_context_finish(ctx) != UFFT_SUCCESS)
            return -1.0;
        double t = now_s() - t0;
        best = t < best ? t : best;
    }
    return best;
}

static void cache_key(const ufft_context *ctx, const ufft__problem *pb, const ufft__tuning *row,
                      bool prime, char key[33])
{
    /* the row here is the length's (ufft__fast_row): its fast-memory entry, whatever
     * knobs that sets, keys the choice too */
    const char *entry = ufft__fast_knobs(&ctx->tuning, &ctx->caps, pb);
    char text[2048];
    snprintf(text, sizeof text,
             "tune v41%s|%s|%s|%s|%s|%s|n=%lld b=%lld p=%d pl=%d is=%lld id=%lld os=%lld od=%lld|"
             "%s %u %u %u %d %d %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u "
             "%u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u",
             prime ? " prime" : "", entry ? entry : "-", ctx->ops->name, ctx->info.name, ctx->info.platform,
             ctx->info.driver,
             (long long)pb->n, (long long)pb->batch, (int)pb->precision, (int)pb->placement,
             (long long)pb->istride, (long long)pb->idist, (long long)pb->ostride,
             (long long)pb->odist, row->name, row->local_bytes, row->threads, row->max_threads,
             row->elems_f32, row->elems_f64, row->col_threads, row->stage_below, row->min_groups,
             row->cu_regs, row->coalesce_bytes, row->pad_bytes, row->odd_pad, row->generic_rank,
             row->reg_elems, row->one_buffer, row->round_ops, row->latency_weight,
             row->coalesce_deep, row->split_exchange, row->spread_f32, row->spread_f64,
             row->spread_max, row->spread_listed, row->direct_listed,
             row->reg_listed, row->rank_listed, row->one_listed, row->reg_f64, row->few_threads,
             row->few_listed, row->bank_stride, row->stage_bytes, row->lone_groups,
             row->few_groups_f32, row->few_groups_f64, row->fold_at, row->fold_io,
             row->pass_groups, row->lean_direct, row->rader_codelet_f32, row->rader_codelet_f64,
             row->direct_one_local, row->composite, row->composite_listed, row->exchange_skew, row->skew_cols, row->three_unpadded,
             row->deep_split, row->head_wide_groups, row->head_wide_groups_f64,
             row->direct_base, row->rader_slots, row->rader_slots_off_s, row->load_prefetch,
             row->multi_threads_f32, row->multi_threads_f64, row->multi_reg_f64,
             row->wide_rows_f32, row->wide_rows_f64, row->wide_even_f32, row->wide_even_f64,
             row->split_rows, row->wide_same, row->fast_mem_gbps, row->fast_groups_f32,
             row->fast_choices, row->direct_io, row->pairs_f32, row->pairs_f64,
             row->least_groups, row->blue_rows, row->dit_fma, row->dit_max, row->dit_rader);
    ufft__hash h;
    ufft__hash_init(&h);
    ufft__hash_str(&h, text);
    ufft__hash_hex(&h, key);
}

static int cached_choice(const char *dir, const char *key, int count)
{
    unsigned char *data = NULL;
    size_t len = 0;
    int choice = -1;
    if (dir && ufft__disk_cache_load(dir, key, &data, &len)) {
        char text[16] = "";
        memcpy(text, data, len < sizeof text - 1 ? len : sizeof text - 1);
        char *end;
        long v = strtol(text, &end, 10);
        if (end != text && v >= 0 && v < count)
            choice = (int)v;
    }
    free(data);
    return choice;
}

/* Times the distinct plans of the candidates; the index of the fastest, or -1. */
static int timed_choice(ufft_context *ctx, const ufft_desc *desc, const ufft__problem *pb,
                        bool prime, const ufft__tune_candidate *c, int count, int *timed)
{
    int64_t in_elems = pb->in_extent, out_elems = pb->out_extent;
    if (pb->placement == UFFT_IN_PLACE)
        in_elems = in_elems > out_elems ? in_elems : out_elems;
    ufft_buffer *in = NULL, *out = NULL;
    int best = -1;
    double best_t = INFINITY;
    ufft__schedule seen[UFFT__TUNE_MAX_CANDIDATES];
    /* primes' plans are not one schedule: told apart by their descriptions and main
     * schedules (with their text forms, which descriptions do not show) */
    char(*said)[UFFT__TUNE_TEXT] = prime ? calloc(UFFT__TUNE_MAX_CANDIDATES, sizeof *said) : NULL;
    *timed = 0;
    if ((prime && !said) ||
        ufft_buffer_create(ctx, (size_t)in_elems * pb->elem_bytes, &in) != UFFT_SUCCESS ||
        (pb->placement == UFFT_OUT_OF_PLACE &&
         ufft_buffer_create(ctx, (size_t)out_elems * pb->elem_bytes, &out) != UFFT_SUCCESS))
        goto done;
    for (int i = 0; i < count; i++) {
        bool repeat = false;
        if (!prime) { /* one schedule is timed once, before anything is built */
            if (ufft__plan_stockham_built(pb, &ctx->caps, &c[i].tu, &seen[i], NULL) !=
                UFFT_SUCCESS)
                continue;
            for (int j = 0; j < i && !repeat; j++)
                repeat = memcmp(&seen[i], &seen[j], sizeof seen[i]) == 0;
        }
        ufft_plan *plan = NULL;
        if (repeat || ufft__plan_create_tuned(ctx, desc, &c[i].tu, &plan) != UFFT_SUCCESS) {
            ufft_plan_destroy(plan);
            continue;
        }
        if (prime) {
            ufft_plan_describe(plan, said[i], sizeof said[i]);
            memcpy(&seen[i], &plan->s, sizeof seen[i]);
            for (int j = 0; j < i && !repeat; j++)
                repeat = strcmp(said[i], said[j]) == 0 &&
                         memcmp(&seen[i], &seen[j], sizeof seen[i]) == 0;
            if (repeat) {
                ufft_plan_destroy(plan);
                continue;
            }
        }
        double t = time_plan(ctx, plan, in, out);
        ufft_plan_destroy(plan);
        if (t < 0)
            continue;
        (*timed)++;
        if (t < best_t) {
            best_t = t;
            best = i;
        }
    }
done:
    free(said);
    ufft_buffer_destroy(in);
    ufft_buffer_destroy(out);
    return best;
}

void ufft__tune_choose(ufft_context *ctx, const ufft_desc *desc, const ufft__problem *pb,
                       bool prime, ufft__tuning *tu, char *note, size_t len)
{
    ufft__tune_candidate c[UFFT__TUNE_MAX_CANDIDATES];
    int count = prime ? ufft__tune_prime_candidates(tu, c) : ufft__tune_candidates(tu, c);
    count = ufft__tune_unlisted(&ctx->tuning, tu, c, count);
    char key[33];
    cache_key(ctx, pb, tu, prime, key);
    int choice = cached_choice(ctx->cache_dir, key, count), timed = 0;
    if (choice >= 0) {
        snprintf(note, len, " tuned=%s (cache)", c[choice].label);
    } else if ((choice = timed_choice(ctx, desc, pb, prime, c, count, &timed)) >= 0) {
        snprintf(note, len, " tuned=%s (timed %d)", c[choice].label, timed);
        char text[16];
        int n = snprintf(text, sizeof text, "%d", choice);
        if (ctx->cache_dir)
            ufft__disk_cache_store(ctx->cache_dir, key, (const unsigned char *)text, (size_t)n);
    } else {
        snprintf(note, len, " tuned=row (timing failed)");
        return;
    }
    *tu = c[choice].tu;
}
