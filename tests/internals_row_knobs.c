/* internals: the sm_90 row's per-length lists and knobs: narrow and second groups, cuFFT's
 * shape, register pass strides, direct bases, multi-pass rows, fast memory, prefetch,
 * lean direct passes, forced groups and the widths its entries name. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/gen.h"
#include "internals.h"
#include "util/checked.h"

/* pb's schedule on caps under the row with `tuning` over it, into *tu and *s; a failed
 * check under `what` where the tuning is bad or pb does not plan. */
static bool row_schedule(const ufft__device_caps *caps, const char *tuning, const char *what,
                         const ufft__problem *pb, ufft__tuning *tu, ufft__schedule *s)
{
    if (!row_tuned(caps, tuning, what, tu))
        return false;
    if (ufft__plan_schedule_tuned(pb, caps, tu, s, NULL) == UFFT_SUCCESS)
        return true;
    check(false, what, "not planned");
    return false;
}

/* Narrow groups (tuning narrow_f32/f64): the H100 row's single generic passes with a
 * radix above 16 take fewer columns than under narrow 0, but the lengths it lists off;
 * passes of radices up to 16, passes of longer plans, Rader's kernel and the CPU row
 * keep theirs. */
void narrow_groups(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        bool cpu;
        ufft_precision prec;
        int64_t n;
        bool narrower;
    } c[] = {
        {false, UFFT_F64, 87, true},    /* 29 x 3: 64 columns of 3 work-items -> 16 */
        {false, UFFT_F64, 155, true},   /* 31 x 5 */
        {false, UFFT_F32, 783, true},   /* 29 x 27 */
        {false, UFFT_F64, 340, false},  /* 17 x 20, listed off */
        {false, UFFT_F64, 333, true},   /* 37 x 9, off the list since session 78 (1.30x) */
        {false, UFFT_F32, 41, false},   /* listed off */
        {false, UFFT_F64, 312, false},  /* 13 x 24: no radix above 16 */
        {false, UFFT_F64, 8211, false}, /* two passes: 391 = 17 x 23, then 21 */
        {true, UFFT_F64, 87, false},    /* the CPU row: narrow 0 */
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].cpu ? cpu : h100;
        ufft__tuning row = *ufft__tuning_for(caps), wide = row;
        wide.narrow_f32 = wide.narrow_f64 = 0;
        ufft__problem pb = packed(c[i].n, 1000, c[i].prec, false);
        ufft__schedule a, b;
        char what[96], got[128];
        row_case(what, sizeof what, "narrow groups", c[i].cpu, c[i].prec, c[i].n);
        if (!plan_two_ways(&pb, caps, &row, &wide, what, &a, &b))
            continue;
        const ufft__pass *x = &a.pass[0], *y = &b.pass[0];
        int64_t group = (int64_t)x->cols * x->threads_per_col;
        int64_t wide_group = (int64_t)y->cols * y->threads_per_col;
        bool narrower = a.npasses == 1 && x->generic && group < wide_group;
        bool same = a.npasses == b.npasses && x->cols == y->cols &&
                    x->threads_per_col == y->threads_per_col;
        snprintf(got, sizeof got, "%d pass(es), %d cols x %d items against %d x %d under narrow 0",
                 a.npasses, x->cols, x->threads_per_col, y->cols, y->threads_per_col);
        check(c[i].narrower ? narrower : same, what, got);
        printf("  %s: %s\n", what, got);
    }
    /* Rader's kernel plans its p - 1 pass with narrow 0: 137 - 1 = 17 x 8 */
    ufft__problem pb = packed(137, 1000, UFFT_F64, false);
    ufft__tuning row = *ufft__tuning_for(h100), wide = row;
    wide.narrow_f64 = 0;
    ufft__schedule a, b;
    int64_t ga = 0, gb = 0;
    bool ra = ufft__plan_rader_fused(&pb, h100, &row, &a, &ga);
    bool rb = ufft__plan_rader_fused(&pb, h100, &wide, &b, &gb);
    check(ra && rb && a.pass[0].generic && a.pass[0].cols == b.pass[0].cols &&
              a.pass[0].threads_per_col == b.pass[0].threads_per_col,
          "narrow groups, h100 f64 Rader 137", "not planned, or its pass changed with narrow");
    check(ascending_list(row.narrow_off_f32) && ascending_list(row.narrow_off_f64),
          "narrow_off lists", "ascending, ending in 0");
}

/* Second groups for single register passes (tuning reg_pass_regs): the H100 row asks
 * for two groups per unit where the estimate of 32 extra registers gave one, and for up
 * to min_groups on the lengths it lists; passes with more groups, powers of two, generic
 * passes, passes of longer plans and the CPU row keep their hint. */
void register_pass_groups(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        bool cpu;
        ufft_precision prec;
        int64_t n;
        uint32_t off, on; /* the hint without reg_pass_regs, with the row's */
    } c[] = {
        {false, UFFT_F32, 7776, 1, 2}, /* 6^5: 648 work-items of 12 values */
        {false, UFFT_F32, 6250, 1, 2}, /* 10 x 5^4: 625 of 10 */
        {false, UFFT_F64, 4374, 1, 2}, /* 9^3 x 6: 243 of 18 */
        {false, UFFT_F32, 5000, 2, 3}, /* listed */
        {false, UFFT_F32, 5625, 2, 2}, /* two groups already, not listed */
        {false, UFFT_F32, 8192, 0, 0}, /* a power of two: unchanged */
        {false, UFFT_F32, 4410, 0, 0}, /* generic: unchanged */
        {false, UFFT_F32, 1 << 20, 0, 0}, /* passes of a longer plan: unchanged */
        {true, UFFT_F32, 7776, 0, 0},  /* the CPU row: reg_pass_regs 0 */
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].cpu ? cpu : h100;
        ufft__tuning row = *ufft__tuning_for(caps), off = row;
        off.reg_pass_regs = 0;
        ufft__problem pb = packed(c[i].n, 64, c[i].prec, false);
        ufft__schedule a, b;
        char what[96], got[160];
        row_case(what, sizeof what, "register pass groups", c[i].cpu, c[i].prec, c[i].n);
        if (!plan_two_ways(&pb, caps, &row, &off, what, &a, &b))
            continue;
        bool ok = a.npasses == b.npasses;
        for (int k = 0; k < a.npasses && ok; k++) {
            const ufft__pass *x = &a.pass[k], *y = &b.pass[k];
            ok = x->cols == y->cols && x->threads_per_col == y->threads_per_col;
            /* 0 in the table: the hint must not change */
            ok = ok && (c[i].on ? a.npasses == 1 && !x->generic && x->min_groups == c[i].on &&
                                      y->min_groups == c[i].off
                                : x->min_groups == y->min_groups);
        }
        snprintf(got, sizeof got, "%d pass(es), pass 0: %d cols x %d items, %s, %u groups (%u with "
                 "reg_pass_regs 0)", a.npasses, a.pass[0].cols, a.pass[0].threads_per_col,
                 a.pass[0].generic ? "generic" : "registers", a.pass[0].min_groups,
                 b.pass[0].min_groups);
        check(ok, what, got);
        printf("  %s: %s\n", what, got);
    }
    const ufft__tuning *row = ufft__tuning_for(h100);
    check(ascending_list(row->reg_pass_on_f32) && row->reg_pass_on_f64 == NULL,
          "reg_pass_on lists", "f32 ascending, ending in 0; no f64 list");
}

/* Whether a row's list of lengths and counts is there, ascending, ends in {0} and
 * holds counts in lo..hi. */
static bool count_list_ok(const ufft__length_count *l, uint32_t lo, uint32_t hi)
{
    bool ok = l != NULL;
    for (; ok && l->n; l++)
        ok = (l[1].n == 0 || l[0].n < l[1].n) && l->count >= lo && l->count <= hi;
    return ok;
}

/* cuFFT's shape for single generic passes (tuning few_threads, few_listed): the H100
 * row's listed lengths run one local buffer in at most their entries' work-items (f64
 * 1083 = 19 x 19 x 3: 57 whole radix-19 butterflies where the row spreads each over 3 of
 * 171; f32 7350 at up to 512); unlisted lengths keep the row's plan, but under
 * few_listed=0; a length with no one-buffer plan (f32 7840), register passes, powers of
 * two, longer plans, Rader's p - 1 pass and the CPU row's default keep theirs; the CPU
 * row takes it when asked. */
void few_shape(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        bool cpu, everywhere; /* few_listed=0, and on the CPU row few_threads=256 too */
        ufft_precision prec;
        int64_t n;
        int64_t group; /* the work-items a group may have in cuFFT's shape; 0: not taken */
    } c[] = {
        {false, false, UFFT_F64, 1083, 64},   /* listed at 64: 57 work-items */
        {false, false, UFFT_F64, 4056, 256},  /* listed: 26 x 26 x 6 in 169 */
        {false, false, UFFT_F32, 4410, 224},  /* listed at 224, rank 1: 30 x 21 x 7 in 210 */
        {false, false, UFFT_F32, 7350, 512},  /* listed at 512: 25 x 21 x 14 in 350 */
        {false, false, UFFT_F64, 2349, 96},   /* listed at 96: 29 x 9 x 9 in 87 */
        {false, false, UFFT_F32, 1736, 128},  /* listed at 128, rank 1: 2 x 62 of 31 x 14 x 4 */
        {false, false, UFFT_F64, 1421, 0},    /* not listed (no shape ran faster) */
        {false, false, UFFT_F64, 1209, 0},    /* left the list in session 79: 31 x 13 x 3 */
        {false, true, UFFT_F64, 1421, 256},   /* ... but everywhere */
        {false, true, UFFT_F32, 7007, 0},     /* no one-buffer plan in 256 items */
        {false, true, UFFT_F32, 7776, 0},     /* a register pass */
        {false, true, UFFT_F32, 4096, 0},     /* a power of two */
        {false, true, UFFT_F32, 11 * 13 * 17 * 19, 0}, /* two passes */
        {true, false, UFFT_F64, 1083, 0},     /* the CPU row: few_threads 0 */
        {true, true, UFFT_F64, 1083, 256},    /* ... unless asked */
        {true, true, UFFT_F32, 4410, 256},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].cpu ? cpu : h100;
        ufft__tuning row = *ufft__tuning_for(caps), off = row;
        if (c[i].everywhere) {
            row.few_listed = 0;
            row.few_threads = 256;
        }
        off.few_threads = 0;
        ufft__problem pb = packed(c[i].n, 1000, c[i].prec, false);
        ufft__schedule a, b;
        char what[96], got[160];
        row_case(what, sizeof what, c[i].everywhere ? "few shape everywhere" : "few shape",
                 c[i].cpu, c[i].prec, c[i].n);
        if (!plan_two_ways(&pb, caps, &row, &off, what, &a, &b))
            continue;
        const ufft__pass *x = &a.pass[0];
        int64_t group = (int64_t)x->cols * x->threads_per_col;
        bool same = memcmp(&a, &b, sizeof a) == 0;
        bool few = a.npasses == 1 && x->generic && x->one_buffer && group <= c[i].group &&
                   (int64_t)ufft__few_for(&row, &pb) == c[i].group && !same;
        snprintf(got, sizeof got, "%d pass(es), pass 0: %s%s, %d cols x %d items (%d x %d "
                 "without)", a.npasses, x->generic ? "generic" : "registers",
                 x->one_buffer ? " in one buffer" : "", x->cols, x->threads_per_col,
                 b.pass[0].cols, b.pass[0].threads_per_col);
        check(c[i].group ? few : same, what, got);
        printf("  %s: %s\n", what, got);
    }
    /* Rader's kernel plans its generic p - 1 pass without it: 137 - 1 = 17 x 8 */
    ufft__problem pb = packed(137, 1000, UFFT_F64, false);
    ufft__tuning row = *ufft__tuning_for(h100), off = row;
    row.few_listed = 0;
    off.few_threads = 0;
    ufft__schedule a, b;
    int64_t ga = 0, gb = 0;
    bool ra = ufft__plan_rader_fused(&pb, h100, &row, &a, &ga);
    bool rb = ufft__plan_rader_fused(&pb, h100, &off, &b, &gb);
    check(ra && rb && a.pass[0].generic && memcmp(&a, &b, sizeof a) == 0,
          "few shape, h100 f64 Rader 137", "not planned, or its pass changed with few_threads");
    const ufft__tuning *h = ufft__tuning_for(h100);
    check(count_list_ok(h->few_on_f32, 32, 1024), "few_on_f32 list",
          "ascending, ending in {0}, 32..1024 work-items");
    check(count_list_ok(h->few_on_f64, 32, 1024), "few_on_f64 list",
          "ascending, ending in {0}, 32..1024 work-items");
    check(ufft__listed_count(h->few_on_f32, 7350) == 512 &&
              ufft__listed_count(h->few_on_f32, 7351) == 0 &&
              ufft__listed_count(NULL, 7350) == 0,
          "listed counts", "f32 7350 at 512, 7351 none, an empty list none");
}

/* Single register passes' column strides by the model of the banks (tuning
 * bank_stride) and staged loads below stage_bytes per column: the H100 row's strides
 * for lengths whose columns start in one bank at stride p (f32 80 = 20 x 4: 82; f32 24,
 * one work-item per column: 25; the strides of scripts/bank_model.py, an independent
 * model of the same accesses, for these plans), staging below 128 bytes per column
 * (f32 fewer than 16 work-items, f64 fewer than 8); the row without the knobs keeps p
 * and direct loads; powers of two (padded), Rader's and Bluestein's passes and the CPU
 * row's default keep theirs; the CPU row takes them when asked. Every H100 single
 * register pass up to 2048 keeps its stride within one row of the banks past p and its
 * group within the row's local memory. */
void register_pass_strides(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        bool cpu;
        const char *tuning; /* over the row's */
        ufft_precision prec;
        int64_t n, lstride;
        bool staged;
    } c[] = {
        {false, "", UFFT_F32, 80, 82, true},
        {false, "", UFFT_F32, 24, 25, true},
        {false, "", UFFT_F32, 40, 41, true},
        {false, "", UFFT_F32, 75, 85, true},
        {false, "", UFFT_F32, 625, 625, false}, /* 25 work-items: 200 bytes per column */
        {false, "", UFFT_F32, 810, 811, false},
        {false, "", UFFT_F64, 75, 77, true},
        {false, "", UFFT_F64, 100, 101, false}, /* 10 work-items: 160 bytes */
        {false, "bank_stride=0,stage_bytes=0", UFFT_F32, 80, 80, false},
        {false, "bank_stride=0,stage_bytes=0", UFFT_F64, 75, 75, false},
        {false, "bank_stride=2", UFFT_F32, 80, 80, true},  /* fp64 only */
        {true, "", UFFT_F32, 80, 80, false},
        {true, "bank_stride=3,stage_bytes=128", UFFT_F32, 80, 82, true},
        {true, "bank_stride=3,stage_bytes=128", UFFT_F32, 1000, 1010, false},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].cpu ? cpu : h100;
        ufft__tuning tu = *ufft__tuning_for(caps);
        char what[96], got[160];
        row_case(what, sizeof what, c[i].tuning[0] ? c[i].tuning : "register pass stride",
                 c[i].cpu, c[i].prec, c[i].n);
        ufft__problem pb = packed(c[i].n, 1000, c[i].prec, false);
        ufft__schedule s;
        if (ufft__tuning_override(&tu, c[i].tuning, NULL) != UFFT_SUCCESS ||
            ufft__plan_schedule_tuned(&pb, caps, &tu, &s, NULL) != UFFT_SUCCESS) {
            check(false, what, "not planned");
            continue;
        }
        const ufft__pass *x = &s.pass[0];
        snprintf(got, sizeof got, "%d pass(es), %s, %d cols x %d items, stride %lld, %s loads",
                 s.npasses, x->generic ? "generic" : "registers", x->cols, x->threads_per_col,
                 (long long)x->lstride, x->stage_load ? "staged" : "direct");
        check(s.npasses == 1 && !x->generic && x->lstride == c[i].lstride &&
                  x->stage_load == c[i].staged && x->stage_store == c[i].staged &&
                  x->local_bytes == (size_t)x->cols * (size_t)x->lstride * pb.elem_bytes,
              what, got);
        printf("  %s: %s\n", what, got);
    }
    /* whatever the knobs, these keep their plans */
    static const struct {
        ufft_precision prec;
        int64_t n;
    } keep[] = {{UFFT_F32, 256}, {UFFT_F32, 4096}, {UFFT_F64, 1024}, {UFFT_F32, 103},
                {UFFT_F32, 181}, {UFFT_F64, 113}, {UFFT_F32, 751}, {UFFT_F64, 1117}};
    ufft__tuning row = *ufft__tuning_for(h100), off = row;
    off.bank_stride = off.stage_bytes = 0;
    for (size_t i = 0; i < sizeof keep / sizeof keep[0]; i++) {
        ufft__problem pb = packed(keep[i].n, 1000, keep[i].prec, false);
        ufft__schedule a, b;
        int64_t ga = 0, gb = 0, ma = 0, mb = 0;
        char what[96];
        row_case(what, sizeof what, "stride kept", false, keep[i].prec, keep[i].n);
        bool same;
        if (ufft__plan_rader_fused(&pb, h100, &row, &a, &ga)) {
            same = ufft__plan_rader_fused(&pb, h100, &off, &b, &gb);
        } else if (ufft__needs_bluestein(keep[i].n, ufft__max_prime(&row, keep[i].prec))) {
            same = ufft__plan_bluestein(&pb, h100, &row, &ma, &a) &&
                   ufft__plan_bluestein(&pb, h100, &off, &mb, &b) && ma == mb;
        } else {
            same = plan_two_ways(&pb, h100, &row, &off, what, &a, &b);
        }
        check(same && memcmp(&a, &b, sizeof a) == 0, what, "the plan changed with bank_stride");
    }
    int passes = 0, moved = 0;
    bool ok = true;
    for (int prec = 0; prec < 2; prec++)
        for (int64_t n = 2; n <= 2048; n++) {
            ufft_precision pr = prec ? UFFT_F64 : UFFT_F32;
            ufft__problem pb = packed(n, 1000, pr, false);
            ufft__schedule s;
            if (ufft__plan_schedule_tuned(&pb, h100, &row, &s, NULL) != UFFT_SUCCESS ||
                s.npasses != 1 || s.pass[0].generic || ufft__is_pow2(n))
                continue;
            const ufft__pass *x = &s.pass[0];
            int64_t row_elems = 128 / (int64_t)pb.elem_bytes;
            passes++;
            moved += x->lstride != n;
            ok = ok && x->lstride >= n && x->lstride < n + row_elems &&
                 x->local_bytes <= row.local_bytes;
        }
    char got[96];
    snprintf(got, sizeof got, "%d register single passes, %d with a longer stride", passes, moved);
    check(ok && moved > 0, "register pass strides within a row of the banks", got);
    printf("  register pass strides: %s\n", got);
}

/* direct_base: the H100 row's listed single generic passes with direct I/O read from a
 * base per butterfly (gq) and write from one (go) in CUDA, behind an opaque move, and
 * take their last stage's twiddle row and output place as q (f32 2523 = 29 x 29 x 3,
 * whose last stage of 841 butterflies over 87 work-items ends in a guarded round; f64
 * 2610); lengths not listed keep the indexed form (f32 1377, f64 3306) unless the knob
 * takes every length; OpenCL's row has no opaque move; a stride leaves its side indexed
 * (the input of f32 2523 at istride 2 stays gin[...], its output still goes from go). */
void direct_bases(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        bool cpu;
        const char *tuning; /* over the row's */
        ufft_precision prec;
        int64_t n, istride;
        bool base, in, out; /* the schedule takes it; gq / go in the program */
    } c[] = {
        {false, "", UFFT_F32, 2523, 1, true, true, true},
        {false, "", UFFT_F64, 2610, 1, true, true, true},
        {false, "", UFFT_F64, 3306, 1, false, false, false},
        {false, "direct_base=2", UFFT_F64, 3306, 1, true, true, true},
        {false, "", UFFT_F32, 1377, 1, false, false, false},
        {false, "direct_base=1", UFFT_F32, 1377, 1, true, true, true},
        {false, "", UFFT_F32, 2523, 2, true, false, true},
        {false, "direct_base=4", UFFT_F32, 2523, 1, false, false, false},
        {true, "direct_io=1", UFFT_F32, 2523, 1, false, false, false},
        {true, "direct_base=1,direct_io=1", UFFT_F32, 2523, 1, true, true, true},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].cpu ? cpu : h100;
        ufft__tuning tu;
        char what[96], got[160];
        row_case(what, sizeof what, c[i].tuning[0] ? c[i].tuning : "direct_base", c[i].cpu,
                 c[i].prec, c[i].n);
        ufft__problem pb = strided_input(c[i].n, 7, c[i].prec, c[i].istride);
        ufft__schedule s;
        if (!row_schedule(caps, c[i].tuning, what, &pb, &tu, &s))
            continue;
        s.direct_base = ufft__direct_base_for(&tu, &pb, 4);
        const char *dialect = c[i].cpu ? "opencl" : "cuda";
        char *src = ufft__gen_program(ufft__dialect_find(dialect), &pb, &s);
        bool in = src && strstr(src, "gq[0]") && !strstr(src, "gin["),
             out = src && strstr(src, "go[0]") && !strstr(src, "gout["),
             last = src && strstr(src, "const uint jr = q;") && strstr(src, "const uint o = q;"),
             opaque = src && strstr(src, "asm volatile(\"\" : \"+l\"");
        snprintf(got, sizeof got, "direct %d, takes it %d: based in %d, out %d, last places %d, "
                 "opaque %d", s.npasses == 1 && s.pass[0].direct_io, s.direct_base, in, out, last,
                 opaque);
        printf("  %s: %s\n", what, got);
        check(src && s.npasses == 1 && s.pass[0].generic && s.pass[0].direct_io &&
                  s.direct_base == c[i].base && in == c[i].in && out == c[i].out &&
                  last == c[i].base && opaque == (c[i].base && !c[i].cpu),
              what, got);
        free(src);
    }
    const ufft__tuning *row = ufft__tuning_for(h100);
    check(ascending_list(row->direct_base_on_f32) && ascending_list(row->direct_base_on_f64),
          "direct_base_on lists", "ascending, ending in 0");
}

/* Plans of two passes or more (tuning multi_*): the H100 row plans them as the row with
 * 256 work-items per group (fp32) or fp64 register passes of up to 32 elements would,
 * and differently from the row without the rule; single passes, and the CPU row, stay
 * as they were. */
void multi_pass_rows(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const char *off = "multi_threads_f32=0,multi_threads_f64=0,multi_reg_f64=0";
    static const struct {
        bool cpu;
        ufft_precision prec;
        int64_t n;
        const char *as; /* the row's plan equals the plan under this, the rule off */
        bool multi, changed; /* two passes or more; differs from the row's without the rule */
    } c[] = {
        {false, UFFT_F32, 1971216, "threads=256", true, true},
        {false, UFFT_F32, 371293, "threads=256", true, true},
        {false, UFFT_F64, 1000000, "reg_f64=32", true, true},
        {false, UFFT_F64, 21168, "reg_f64=32", true, true},
        {false, UFFT_F32, 3392, "", false, false},
        {false, UFFT_F64, 1444, "", false, false},
        {true, UFFT_F32, 390625, "", true, false},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].cpu ? cpu : h100;
        char what[96], as[160], got[96];
        row_case(what, sizeof what, "multi-pass rule", c[i].cpu, c[i].prec, c[i].n);
        snprintf(as, sizeof as, "%s%s%s", off, c[i].as[0] ? "," : "", c[i].as);
        ufft__tuning row = *ufft__tuning_for(caps), alike, without;
        ufft__problem pb = packed(c[i].n, 2, c[i].prec, false);
        ufft__schedule s, a, b;
        if (!row_tuned(caps, as, what, &alike) || !row_tuned(caps, off, what, &without) ||
            !plan_two_ways(&pb, caps, &row, &alike, what, &s, &a) ||
            !plan_two_ways(&pb, caps, &row, &without, what, &s, &b))
            continue;
        bool same = memcmp(&s, &a, sizeof s) == 0, changed = memcmp(&s, &b, sizeof s) != 0;
        snprintf(got, sizeof got, "%d passes, %d work-items a group: as %s %d, changed %d",
                 s.npasses, s.pass[0].threads_per_col * s.pass[0].cols,
                 c[i].as[0] ? c[i].as : "the rule off", same, changed);
        printf("  %s: %s\n", what, got);
        check(same && changed == c[i].changed && (s.npasses > 1) == c[i].multi, what, got);
    }
}

/* Wider rows for lengths of two passes (tuning wide_rows_f32/f64 for odd lengths,
 * wide_even_f32/f64 for even ones): the H100 row reads 16 columns side by side (f64
 * even: 8) where the length's factors are at most 13 and it stays two passes (f64 29403
 * as 243 x 121 instead of 1089 x 27 in 4 columns); powers of two, larger primes (40733
 * = 7 x 11 x 23^2), lengths that would need a third pass (177147), the lengths the
 * row lists off (19683), even f32 lengths whose passes the wider rows would not shorten
 * (26460, wide_same) and the CPU row plan as with the knobs off. */
void wide_rows_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const char *off = "wide_rows_f32=0,wide_rows_f64=0,wide_even_f32=0,wide_even_f64=0";
    static const struct {
        bool cpu;
        ufft_precision prec;
        int64_t n, p0, p1; /* the row's pass lengths */
        int cols0;         /* its first pass's columns */
        bool changed;      /* differs from the row's with the knob off */
    } c[] = {
        {false, UFFT_F64, 29403, 243, 121, 16, true},
        {false, UFFT_F64, 117649, 343, 343, 16, true},
        {false, UFFT_F64, 15625, 125, 125, 16, true},
        {false, UFFT_F32, 29403, 363, 81, 16, true},
        {false, UFFT_F64, 177147, 729, 243, 4, false},
        {false, UFFT_F64, 40733, 529, 77, 8, false},
        {false, UFFT_F64, 96768, 378, 256, 8, true},
        {false, UFFT_F32, 96768, 378, 256, 16, true},
        {false, UFFT_F64, 65536, 256, 256, 4, false},
        {false, UFFT_F64, 19683, 729, 27, 4, false}, /* listed off */
        {false, UFFT_F32, 117649, 343, 343, 16, true}, /* odd: more columns alone */
        {false, UFFT_F32, 26460, 735, 36, 8, false},   /* even: only shorter passes */
        {true, UFFT_F64, 29403, 0, 0, 0, false},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].cpu ? cpu : h100;
        char what[96], got[128];
        row_case(what, sizeof what, "wide rows", c[i].cpu, c[i].prec, c[i].n);
        ufft__tuning row = *ufft__tuning_for(caps), without;
        ufft__problem pb = packed(c[i].n, 3, c[i].prec, false);
        ufft__schedule s, b;
        if (!row_tuned(caps, off, what, &without) ||
            !plan_two_ways(&pb, caps, &row, &without, what, &s, &b))
            continue;
        bool changed = memcmp(&s, &b, sizeof s) != 0;
        snprintf(got, sizeof got, "%d passes: %lld (%d cols) x %lld, off: %lld (%d cols) x %lld, changed %d",
                 s.npasses, (long long)s.pass[0].p, s.pass[0].cols,
                 s.npasses > 1 ? (long long)s.pass[1].p : 0LL, (long long)b.pass[0].p,
                 b.pass[0].cols, b.npasses > 1 ? (long long)b.pass[1].p : 0LL, changed);
        printf("  %s: %s\n", what, got);
        bool shape = c[i].cpu || (s.npasses == 2 && s.pass[0].p == c[i].p0 &&
                                  s.pass[1].p == c[i].p1 && s.pass[0].cols == c[i].cols0);
        check(shape && changed == c[i].changed, what, got);
    }
    const ufft__tuning *row = ufft__tuning_for(h100);
    check(ascending_list(row->wide_off_f32) && ascending_list(row->wide_off_f64),
          "wide_off lists", "ascending, ending in 0");
}

/* More groups on fast memory (tuning fast_mem_gbps, fast_groups_f32): over the sm_90 row
 * with fast_groups_f32=6, a device of the H200's bandwidth gives every fp32 single pass
 * whose radices have no prime factor above 16 a launch bound of more groups than the
 * H100's bandwidth does, within the unit's local memory and threads; fp64, stages of
 * primes 17..31, passes of longer plans, and the row itself (the knob at 0: its lengths
 * that won hold min_groups=6 in the list) plan alike at both bandwidths (all with the
 * per-length list, fast_memory_lengths' subject, off). */
void fast_memory_groups(const ufft__device_caps *h100)
{
    static const struct {
        const char *tuning; /* over the row's */
        ufft_precision prec;
        int64_t n;
        bool more;
    } c[] = {
        {"", UFFT_F32, 1859, false},  {"", UFFT_F32, 2352, false},
        {"fast_groups_f32=6", UFFT_F32, 1859, true},   {"fast_groups_f32=6", UFFT_F32, 2352, true},
        {"fast_groups_f32=6", UFFT_F32, 160, true},    {"fast_groups_f32=6", UFFT_F32, 343, true},
        {"fast_groups_f32=6", UFFT_F32, 1274, true},   {"fast_groups_f32=6", UFFT_F32, 2527, false},
        {"fast_groups_f32=6", UFFT_F32, 1856, false},  {"fast_groups_f32=6", UFFT_F64, 1859, false},
        {"fast_groups_f32=6", UFFT_F64, 2352, false},  {"fast_groups_f32=6", UFFT_F32, 40000, false},
        {"fast_groups_f32=6", UFFT_F32, 65536, false},
    };
    ufft__device_caps slow = *h100, fast = *h100;
    slow.mem_gbps = 3352;
    fast.mem_gbps = 4915;
    ufft__tuning off;
    if (!row_tuned(&fast, "fast_choices=0", "fast memory", &off))
        return;
    check(ufft__tuning_for(&fast)->fast_groups_f32 == 0, "fast memory row", "fast_groups_f32 0");
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        char what[96], got[160];
        char tuning[64];
        ufft__tuning row;
        snprintf(tuning, sizeof tuning, "fast_choices=0%s%s", *c[i].tuning ? "," : "", c[i].tuning);
        if (!row_tuned(&fast, tuning, "fast memory", &row))
            continue;
        snprintf(what, sizeof what, "fast memory %s %lld %s", c[i].prec == UFFT_F64 ? "f64" : "f32",
                 (long long)c[i].n, c[i].tuning);
        ufft__problem pb = packed(c[i].n, 3, c[i].prec, false);
        ufft__schedule a, b, k;
        if (!plan_two_ways(&pb, &fast, &row, &off, what, &a, &k))
            continue; /* a failed check already */
        if (ufft__plan_stockham_built(&pb, &slow, &row, &b, NULL) != UFFT_SUCCESS) {
            check(false, what, "not planned");
            continue;
        }
        bool more = memcmp(&a, &b, sizeof a) != 0;
        uint32_t most = row.fast_groups_f32 > row.min_groups ? row.fast_groups_f32 : row.min_groups;
        bool fits = true;
        for (int j = 0; j < a.npasses; j++)
            fits = fits && groups_in_unit(&fast, &a.pass[j]) && a.pass[j].min_groups <= most;
        snprintf(got, sizeof got, "%d passes, groups %u at %u GB/s, %u at %u GB/s, knob off %u",
                 a.npasses, a.pass[0].min_groups, fast.mem_gbps, b.pass[0].min_groups,
                 slow.mem_gbps, k.pass[0].min_groups);
        printf("  %s: %s\n", what, got);
        bool only_groups = a.npasses == b.npasses && a.pass[0].p == b.pass[0].p &&
                           a.pass[0].cols == b.pass[0].cols &&
                           a.pass[0].threads_per_col == b.pass[0].threads_per_col;
        check(more == c[i].more && only_groups && fits && memcmp(&k, &b, sizeof k) == 0 &&
                  (!more || a.pass[0].min_groups > b.pass[0].min_groups),
              what, got);
    }
}

/* A floor on the groups per unit (tuning least_groups): f64 3971 in one local buffer (the
 * H200's entry) asks the compiler for one group by its register estimate, for as many as
 * the floor says under it, never more than the unit's local memory and threads hold; the
 * rest of the schedule is the same. The row itself has no floor. */
void least_groups_floor(const ufft__device_caps *h100)
{
    static const struct {
        const char *floor;
        ufft_precision prec;
        int64_t n;
        uint32_t row_groups, groups; /* without the floor, with it */
    } c[] = {
        {"least_groups=2", UFFT_F64, 3971, 1, 2},
        {"least_groups=3", UFFT_F64, 3971, 1, 3},
        {"least_groups=8", UFFT_F64, 3971, 1, 3}, /* 3 x 63.5 KB of the unit's 227 */
        {"least_groups=8", UFFT_F32, 828, 4, 8},
        {"least_groups=32", UFFT_F32, 828, 4, 17}, /* 17 x 13 KB of the unit's 227 */
        {"least_groups=2", UFFT_F32, 828, 4, 4},   /* a floor below the estimate */
    };
    ufft__device_caps fast = *h100;
    fast.mem_gbps = 4915;
    check(ufft__tuning_for(&fast)->least_groups == 0, "least groups row", "no floor");
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        char what[96], got[128], base[96], floored[128];
        const char *prec = c[i].prec == UFFT_F64 ? "f64" : "f32";
        snprintf(what, sizeof what, "least groups %s %lld %s", prec, (long long)c[i].n,
                 c[i].floor);
        snprintf(base, sizeof base, "fast_choices=0,one_buffer=2,reg_f64=32");
        snprintf(floored, sizeof floored, "%s,%s", base, c[i].floor);
        ufft__tuning without, with;
        ufft__schedule a, b;
        ufft__problem pb = packed(c[i].n, 1024, c[i].prec, false);
        if (!row_tuned(&fast, base, what, &without) || !row_tuned(&fast, floored, what, &with) ||
            !plan_two_ways(&pb, &fast, &without, &with, what, &a, &b))
            continue;
        const ufft__pass *ps = &b.pass[0];
        uint64_t group = (uint64_t)ps->threads_per_col * (uint64_t)ps->cols;
        bool fits = groups_in_unit(&fast, ps);
        uint32_t groups = b.pass[0].min_groups;
        b.pass[0].min_groups = a.pass[0].min_groups;
        bool rest_same = a.npasses == 1 && b.npasses == 1 && memcmp(&a, &b, sizeof a) == 0;
        snprintf(got, sizeof got, "%llu work-items, %zu bytes: groups %u without, %u with",
                 (unsigned long long)group, ps->local_bytes, a.pass[0].min_groups, groups);
        printf("  %s: %s\n", what, got);
        check(a.pass[0].min_groups == c[i].row_groups && groups == c[i].groups && fits &&
                  rest_same,
              what, got);
    }
}

/* Whether a per-length knob list (ufft__fast_choice) holds n. */
static bool knob_listed(const ufft__fast_choice *l, uint32_t n)
{
    for (; l && l->n; l++)
        if (l->n == n)
            return true;
    return false;
}

/* Whether pb's routes past Stockham under a and b (ufft__large_prime_route, the row's
 * lists of Bluestein lengths as a's) are alike: kind, Bluestein's m, the split's q and
 * head, and each pass's length, shape, groups and local memory; false where both are
 * Bluestein in several kernels, which ufft_plan_create chooses after the route. */
static bool same_route(const ufft__problem *pb, const ufft__device_caps *caps,
                       const ufft__tuning *a, const ufft__tuning *b)
{
    static ufft__route ra, rb; /* four schedules each: off the stack */
    bool listed = ufft__blue_listed(pb, caps, a);
    ufft__large_prime_route(pb, caps, a, listed, &ra);
    ufft__large_prime_route(pb, caps, b, listed, &rb);
    if (ra.kind == UFFT__ROUTE_BLUESTEIN && !ra.fused && rb.kind == ra.kind && !rb.fused)
        return false; /* several kernels, chosen past the route: not compared here */
    if (ra.kind != rb.kind || ra.m != rb.m || ra.sp.q != rb.sp.q || ra.sp.m != rb.sp.m ||
        ra.s.npasses != rb.s.npasses)
        return false;
    for (int i = 0; i < ra.s.npasses; i++) {
        const ufft__pass *x = &ra.s.pass[i], *y = &rb.s.pass[i];
        if (x->p != y->p || x->cols != y->cols || x->threads_per_col != y->threads_per_col ||
            x->elems != y->elems || x->min_groups != y->min_groups ||
            x->local_bytes != y->local_bytes || x->direct_io != y->direct_io ||
            x->nstages != y->nstages || memcmp(x->radix, y->radix, sizeof x->radix) != 0)
            return false;
    }
    return true;
}

/* One entry of a per-length knob list, at the bandwidth where its list applies (`at`: the
 * H200's for fast_lengths, the H100's for slow_lengths) and at the other one: its knobs
 * parse as UFFT_TUNING (without row=) and differ from the row's. A Stockham length plans
 * exactly as the row with those knobs set through UFFT_TUNING and the lists off (how the
 * screens timed it), differently from the row with the lists off (no entry is inert), and
 * alike either way at the other bandwidth unless the other list holds it too; a length past
 * Stockham (Bluestein's, Rader's, a split plan) gets them through ufft__fast_row, marked
 * applied, and a route other than the row's, or Stockham's passes without them. Returns
 * whether it took a Stockham plan. */
static bool knob_entry(const ufft__device_caps *at, const ufft__device_caps *other,
                       const ufft__fast_choice *other_list, const char *list,
                       ufft_precision prec, const ufft__fast_choice *e)
{
    char what[160], knobs[160], got[128];
    snprintf(what, sizeof what, "%s lengths %s %u \"%s\"", list, prec == UFFT_F64 ? "f64" : "f32",
             e->n, e->knobs);
    snprintf(knobs, sizeof knobs, "fast_choices=0,%s", e->knobs);
    const ufft__tuning *row = ufft__tuning_for(at);
    ufft__tuning as, off, own;
    if (!row_tuned(at, knobs, what, &as) || !row_tuned(at, "fast_choices=0", what, &off))
        return false;
    check(!strstr(e->knobs, "row=") && memcmp(&as, &off, sizeof as) != 0, what,
          "knobs of the row's own, other than its values");
    ufft__problem pb = packed(e->n, 4096, prec, false); /* columns to group */
    ufft__schedule listed, alike, without, other_row, other_off;
    if (ufft__plan_stockham_built(&pb, at, row, &listed, NULL) != UFFT_SUCCESS) {
        const ufft__tuning *took = ufft__fast_row(row, at, &pb, &own);
        check(took == &own && memcmp(&own, &as, sizeof own) == 0, what,
              "past Stockham: the entry's knobs through ufft__fast_row, marked applied");
        /* or it takes the length out of Stockham's passes (a smaller max_prime: f64 235
         * = 47 x 5 on Bluestein), a route of its own by that alone */
        bool left = ufft__plan_stockham_built(&pb, at, &off, &without, NULL) == UFFT_SUCCESS;
        check(left || !same_route(&pb, at, &own, &off), what,
              "past Stockham: a route (kind, lengths, passes' shapes and groups) of its own, "
              "or Bluestein's kernels past one (three, five or steps), which it leaves to "
              "ufft_plan_create");
        return false;
    }
    if (ufft__plan_stockham_built(&pb, at, &as, &alike, NULL) != UFFT_SUCCESS) {
        check(false, what, "not planned under its knobs");
        return false;
    }
    /* an entry may bring a length into Stockham's passes (a larger max_prime: f64 244 =
     * 61 x 4 by Rader's radix 61), where the row without it, here or on the other
     * device, takes Rader's or Bluestein's kernels */
    bool off_planned = ufft__plan_stockham_built(&pb, at, &off, &without, NULL) == UFFT_SUCCESS;
    bool other_planned =
        ufft__plan_stockham_built(&pb, other, row, &other_row, NULL) == UFFT_SUCCESS;
    bool other_off_planned =
        ufft__plan_stockham_built(&pb, other, &off, &other_off, NULL) == UFFT_SUCCESS;
    bool same = memcmp(&listed, &alike, sizeof listed) == 0;
    bool changed = !off_planned || memcmp(&listed, &without, sizeof listed) != 0;
    bool other_same = knob_listed(other_list, e->n) ||
                      (other_planned == other_off_planned &&
                       (!other_planned || memcmp(&other_row, &other_off, sizeof other_row) == 0));
    snprintf(got, sizeof got, "as its knobs %d, other than the lists off %d, alike at %u GB/s %d",
             same, changed, other->mem_gbps, other_same);
    check(same && changed && other_same, what, got);
    return true;
}

/* The per-length knob lists of the sm_90 row (ufft__fast_choice): the H200's
 * (fast_lengths_f32/f64, from fast_mem_gbps) and the H100's (slow_lengths_f32/f64, below
 * it), every entry as knob_entry says; the lists ascend; unlisted lengths and the row with
 * fast_choices=0 plan alike at either bandwidth; in a list of the test's own an entry
 * that does not parse leaves the row as it is; f64 6409 (13 x 17 x 29; 2065 was this
 * case until session 73 gave it an H100 entry) takes its entry's 64 KiB at the H200's
 * bandwidth only, f32 459 its min_groups=2 at the
 * H100's only. */
void fast_memory_lengths(const ufft__device_caps *h100)
{
    ufft__device_caps slow = *h100, fast = *h100;
    slow.mem_gbps = 3352;
    fast.mem_gbps = 4915;
    const ufft__tuning *row = ufft__tuning_for(&fast);
    for (int f64 = 0; f64 < 2; f64++) {
        const ufft__fast_choice *lists[2] = {f64 ? row->fast_lengths_f64 : row->fast_lengths_f32,
                                             f64 ? row->slow_lengths_f64 : row->slow_lengths_f32};
        for (int k = 0; k < 2; k++) {
            const char *list = k ? "slow" : "fast";
            const ufft__fast_choice *l = lists[k];
            bool ascending = l != NULL;
            int entries = 0, stockham = 0;
            for (; l && l->n; l++, entries++) {
                ascending = ascending && (!l[1].n || l[1].n > l->n) && l->knobs;
                if (l->knobs)
                    stockham += knob_entry(k ? &slow : &fast, k ? &fast : &slow, lists[1 - k], list,
                                           f64 ? UFFT_F64 : UFFT_F32, l);
            }
            char what[64];
            snprintf(what, sizeof what, "%s_lengths_%s list", list, f64 ? "f64" : "f32");
            printf("  %s lengths %s: %d entries, %d of them Stockham plans\n", list,
                   f64 ? "f64" : "f32", entries, stockham);
            check(ascending, what, "ascending, each with its knobs, ending in {0, NULL}");
        }
    }
    static const struct {
        ufft_precision prec;
        int64_t n;
        const char *tuning;
    } alike[] = {
        {UFFT_F32, 1274, ""},               /* unlisted */
        {UFFT_F64, 3969, ""},               /* unlisted */
        {UFFT_F32, 2450, "fast_choices=0"}, /* listed, the list off */
        {UFFT_F32, 529, "fast_choices=0"},  /* listed (direct_io=8), the list off */
    };
    for (size_t i = 0; i < sizeof alike / sizeof alike[0]; i++) {
        char what[96];
        snprintf(what, sizeof what, "fast lengths %s %lld %s",
                 alike[i].prec == UFFT_F64 ? "f64" : "f32", (long long)alike[i].n,
                 alike[i].tuning);
        ufft__problem pb = packed(alike[i].n, 4096, alike[i].prec, false);
        ufft__tuning tu, bare = *row; /* the row without its lists */
        bare.fast_lengths_f32 = bare.fast_lengths_f64 = NULL;
        bare.slow_lengths_f32 = bare.slow_lengths_f64 = NULL;
        ufft__schedule a, b;
        if (!row_tuned(&fast, alike[i].tuning, what, &tu) ||
            !plan_two_ways(&pb, &fast, &tu, &bare, what, &a, &b))
            continue;
        check(memcmp(&a, &b, sizeof a) == 0, what, "plans as the row without its lists");
    }
    /* a list of the caller's: an entry that does not parse leaves the row as it is */
    static const ufft__fast_choice own_list[] = {{100, "min_groups=2"}, {120, "no_such_knob=1"},
                                                 {0, NULL}};
    ufft__tuning mine = *row, own;
    mine.fast_lengths_f32 = own_list;
    ufft__problem p100 = packed(100, 3, UFFT_F32, false), p120 = packed(120, 3, UFFT_F32, false),
                  p110 = packed(110, 3, UFFT_F32, false);
    bool took = ufft__fast_row(&mine, &fast, &p100, &own) == &own && own.min_groups == 2 &&
                own.fast_choices == 0;
    const char *k120 = ufft__fast_knobs(&mine, &fast, &p120);
    bool ignored = ufft__fast_row(&mine, &fast, &p120, &own) == &mine && k120 &&
                   strcmp(k120, "no_such_knob=1") == 0;
    bool unlisted = !ufft__fast_knobs(&mine, &fast, &p110) &&
                    ufft__fast_row(&mine, &fast, &p110, &own) == &mine;
    printf("  fast lengths, a list of the caller's: 100 took its knobs %d, 120's unknown knob "
           "left the row %d, 110 unlisted %d\n", took, ignored, unlisted);
    check(took && ignored && unlisted, "fast lengths, a list of the caller's",
          "min_groups=2 taken, an unknown knob ignored, an unlisted length the row's");
    ufft__problem pb = packed(6409, 3, UFFT_F64, false);
    const ufft__tuning *at_fast = ufft__fast_row(row, &fast, &pb, &own);
    const ufft__tuning *at_slow = ufft__fast_row(row, &slow, &pb, &own);
    printf("  fast lengths f64 6409: local_bytes %u at 4915 GB/s, %u at 3352\n",
           at_fast->local_bytes, at_slow->local_bytes);
    check(at_fast == &own && own.local_bytes == 65536 && own.fast_choices == 0 && at_slow == row,
          "fast lengths f64 6409", "the entry's 64 KiB at 4915 GB/s only, marked applied");
    ufft__problem p459 = packed(459, 3, UFFT_F32, false);
    at_slow = ufft__fast_row(row, &slow, &p459, &own);
    uint32_t groups_slow = at_slow->min_groups;
    at_fast = ufft__fast_row(row, &fast, &p459, &own);
    const char *k459 = ufft__fast_knobs(row, &fast, &p459);
    printf("  slow lengths f32 459: min_groups %u at 3352 GB/s; at 4915 the fast list's \"%s\"\n",
           groups_slow, k459 ? k459 : "");
    check(groups_slow == 2 && k459 && !strstr(k459, "min_groups=2"), "slow lengths f32 459",
          "min_groups=2 at 3352 GB/s, the fast list's own entry at 4915");
}

/* Loads with the 256-byte prefetch hint (tuning load_prefetch): the H100 row gives them
 * to Stockham plans of two passes or more, both precisions, packed or strided; single
 * passes keep plain loads unless the knob's bit 1 or 2 says otherwise. The OpenCL dialect
 * has no such hint: its schedules never take it, and its programs keep plain loads. Where it takes them, no device
 * load of the program is plain. */
void load_prefetch_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        bool cpu;
        const char *tuning; /* over the row's */
        ufft_precision prec;
        int64_t n, istride;
        bool multi, sched, hinted; /* two passes or more; the schedule takes it; the program */
    } c[] = {
        {false, "", UFFT_F32, 1048576, 1, true, true, true},
        {false, "", UFFT_F64, 19683, 1, true, true, true},
        {false, "", UFFT_F32, 65536, 3, true, true, true},
        {false, "", UFFT_F32, 3392, 1, false, false, false},
        {false, "", UFFT_F64, 1444, 1, false, false, false},
        {false, "load_prefetch=1", UFFT_F32, 3392, 1, false, true, true},
        {false, "load_prefetch=1", UFFT_F32, 833, 1, false, true, true},
        {false, "load_prefetch=1", UFFT_F64, 1444, 1, false, false, false},
        {false, "load_prefetch=2", UFFT_F64, 1444, 1, false, true, true},
        {false, "load_prefetch=3", UFFT_F32, 1048576, 1, true, false, false},
        {false, "load_prefetch=4", UFFT_F64, 19683, 1, true, false, false},
        {true, "load_prefetch=15", UFFT_F32, 1048576, 1, true, false, false},
        {true, "load_prefetch=15", UFFT_F64, 1444, 1, false, false, false},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].cpu ? cpu : h100;
        ufft__tuning tu;
        char what[96], got[160];
        row_case(what, sizeof what, c[i].tuning[0] ? c[i].tuning : "load_prefetch", c[i].cpu,
                 c[i].prec, c[i].n);
        ufft__problem pb = strided_input(c[i].n, 3, c[i].prec, c[i].istride);
        ufft__schedule s;
        if (!row_schedule(caps, c[i].tuning, what, &pb, &tu, &s))
            continue;
        s.load_prefetch = ufft__load_prefetch_for(caps, &tu, &pb, &s, 4);
        /* Rader's, Bluestein's and split programs (kinds 1, 2) never take it */
        bool others = ufft__load_prefetch_for(caps, &tu, &pb, &s, 1) ||
                      ufft__load_prefetch_for(caps, &tu, &pb, &s, 2);
        char *src = ufft__gen_program(ufft__dialect_find(c[i].cpu ? "opencl" : "cuda"), &pb, &s);
        const char *ptx = c[i].prec == UFFT_F64 ? "ld.global.L2::256B.v2.f64" : "ld.global.L2::256B.v2.f32";
        const char *def = src ? strstr(src, "ld_prefetch(") : NULL;
        bool hinted = def && strstr(src, ptx) && strstr(def + 1, "ld_prefetch("),
             plain = src && (strstr(src, "= src[") || strstr(src, "? blk[") ||
                             strstr(src, "? in[") || strstr(src, "? gin[") || strstr(src, "? gq["));
        snprintf(got, sizeof got, "%d passes, takes it %d (other kinds %d): hinted loads %d, plain %d",
                 s.npasses, s.load_prefetch, others, hinted, plain);
        printf("  %s: %s\n", what, got);
        check(src && (s.npasses > 1) == c[i].multi && s.load_prefetch == c[i].sched && !others &&
                  hinted == c[i].hinted && (def != NULL) == c[i].hinted && plain == !c[i].hinted,
              what, got);
        free(src);
    }
}

/* lean_direct: the H100 row's f64 4116 (21 x 14 x 14 in one buffer, direct in and out)
 * has five barriers a direction; without the one after its first stage's device reads
 * and the one before its last stage's device writes, three. A two-buffer pass (f64 385 =
 * 11 x 7 x 5) has no such barrier to drop. */
void lean_direct_barriers(const ufft__device_caps *h100)
{
    static const struct {
        int64_t n;
        int barriers, lean; /* in both directions' kernels */
    } c[] = {{4116, 10, 6}, {385, 4, 4}};
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        ufft__problem pb = packed(c[i].n, 9, UFFT_F64, false);
        ufft__schedule s;
        int count[2] = {-1, -1};
        bool ok = ufft__plan_schedule_tuned(&pb, h100, ufft__tuning_for(h100), &s, NULL) ==
                  UFFT_SUCCESS;
        for (int lean = 0; ok && lean < 2; lean++) {
            s.lean_direct = lean;
            char *src = ufft__gen_program(ufft__dialect_find("cuda"), &pb, &s);
            count[lean] = 0;
            for (const char *at = src; at && (at = strstr(at, "__syncthreads()")); at++)
                count[lean]++;
            free(src);
        }
        char what[64], got[96];
        snprintf(what, sizeof what, "lean_direct, h100 f64 %lld", (long long)c[i].n);
        snprintf(got, sizeof got, "%d barriers, %d with lean_direct (one buffer %d)", count[0],
                 count[1], ok && s.pass[0].one_buffer);
        printf("  %s: %s\n", what, got);
        check(count[0] == c[i].barriers && count[1] == c[i].lean, what, got);
    }
}

/* Which programs drop those barriers (ufft__lean_direct_for): the H100 row lists f32 6655
 * and f64 4400 (2026-11-27-h100-lean-on.md) but not f32 4400 or f64 2175 (0.77x so), and
 * only their Stockham programs; lean_direct=1 drops them in every program, 0 in none, and
 * the CPU row lists nothing. */
void lean_direct_rows(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        bool cpu;
        const char *tuning; /* over the row's */
        ufft_precision prec;
        int64_t n;
        uint32_t kind; /* fold_io's bits */
        bool lean;
    } c[] = {
        {false, "", UFFT_F32, 6655, 4, true},   {false, "", UFFT_F64, 4400, 4, true},
        {false, "", UFFT_F32, 4400, 4, false},  {false, "", UFFT_F64, 2175, 4, false},
        {false, "", UFFT_F64, 4400, 1, false},  {false, "lean_direct=1", UFFT_F64, 2175, 1, true},
        {false, "lean_direct=0", UFFT_F32, 6655, 4, false}, {true, "", UFFT_F32, 6655, 4, false},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        ufft__tuning row;
        char what[96], got[64];
        row_case(what, sizeof what, c[i].tuning[0] ? c[i].tuning : "lean_on", c[i].cpu,
                 c[i].prec, c[i].n);
        if (!row_tuned(c[i].cpu ? cpu : h100, c[i].tuning, what, &row))
            continue;
        ufft__problem pb = packed(c[i].n, 9, c[i].prec, false);
        bool lean = ufft__lean_direct_for(&row, &pb, c[i].kind);
        snprintf(got, sizeof got, "program kind %u drops them: %s", c[i].kind,
                 lean ? "yes" : "no");
        printf("  %s: %s\n", what, got);
        check(lean == c[i].lean, what, got);
    }
}

/* Launch bounds past the register estimate for single register passes (tuning
 * pass_groups, pass_groups_on_f32/f64): the H100 row lists f64 5324 and 5400 at two
 * groups (the estimate gives one), not 5000; pass_groups=2 asks it of 5000 too but not of
 * a generic pass (f64 1421) or where local memory holds one group (f64 8192's register
 * pass, 144 KiB); the CPU row lists none. */
void forced_groups(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        bool cpu;
        const char *tuning; /* over the row's */
        int64_t n;
        uint32_t groups, unlisted; /* the pass's launch bound, and with no list */
    } c[] = {
        {false, "", 5400, 2, 1},
        {false, "", 5324, 2, 1},
        {false, "", 5000, 1, 1},
        {false, "pass_groups=2", 5000, 2, 2},
        {false, "pass_groups=2", 1421, 3, 3},
        {false, "pass_groups=2", 8192, 1, 1},
        {true, "", 5400, 1, 1},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].cpu ? cpu : h100;
        ufft__tuning row, bare;
        char what[96], got[160];
        row_case(what, sizeof what, c[i].tuning[0] ? c[i].tuning : "pass groups", c[i].cpu,
                 UFFT_F64, c[i].n);
        if (!row_tuned(caps, c[i].tuning, what, &row))
            continue;
        bare = row;
        bare.pass_groups_on_f32 = bare.pass_groups_on_f64 = NULL;
        ufft__problem pb = packed(c[i].n, 100, UFFT_F64, false);
        ufft__schedule a, b;
        if (!plan_two_ways(&pb, caps, &row, &bare, what, &a, &b))
            continue;
        snprintf(got, sizeof got, "%d pass(es), %s, %u groups (%u unlisted), %zu local bytes",
                 a.npasses, a.pass[0].generic ? "generic" : "registers", a.pass[0].min_groups,
                 b.pass[0].min_groups, a.pass[0].local_bytes);
        printf("  %s: %s\n", what, got);
        check(a.npasses == 1 && a.pass[0].min_groups == c[i].groups &&
                  b.pass[0].min_groups == c[i].unlisted,
              what, got);
    }
}

/* More groups per unit (tunings few_groups_f32/f64 and their lists, lone_groups): on the
 * H100 row f32 7350 and 7560 in cuFFT's shape ask for two groups where the hint gave one
 * (f64 4056's hint stands: few_groups_f64 is 0); the listed f64 4320 asks for two, f32
 * 6875 for the hint's one; f64 3750, 3125 and 3136 take one column instead of two and
 * then two groups (one column is the least), f32 3750 and 1500 half their columns and
 * then four; f32 1944 and f64 75 (three groups) keep theirs; the CPU row's default keeps
 * its columns, and under lone_groups halves them down to one (its min_groups is 1). */
void second_groups(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        bool cpu;
        const char *off; /* the knob off, over the row */
        ufft_precision prec;
        int64_t n;
        int cols, groups, cols_off, groups_off;
    } c[] = {
        {false, "few_groups_f32=0", UFFT_F32, 7350, 1, 2, 1, 1},
        {false, "few_groups_f32=0", UFFT_F32, 7560, 1, 2, 1, 1},
        {false, "few_groups_f32=0", UFFT_F64, 4056, 1, 2, 1, 2},
        {false, "lone_groups=0", UFFT_F64, 3750, 1, 2, 2, 1},
        {false, "lone_groups=0", UFFT_F64, 3125, 1, 2, 2, 1},
        {false, "lone_groups=0", UFFT_F64, 3136, 1, 2, 2, 1},
        {false, "lone_groups=0", UFFT_F32, 3750, 1, 4, 2, 2},
        {false, "lone_groups=0", UFFT_F32, 1500, 2, 4, 4, 2},
        {false, "lone_groups=0", UFFT_F32, 1944, 2, 3, 2, 3},
        {false, "lone_groups=0", UFFT_F64, 75, 32, 3, 32, 3},
        {true, "lone_groups=3", UFFT_F32, 80, 16, 1, 1, 1}, /* "off" here is on */
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].cpu ? cpu : h100;
        ufft__tuning row = *ufft__tuning_for(caps), off;
        char what[96], got[160];
        row_case(what, sizeof what, c[i].off, c[i].cpu, c[i].prec, c[i].n);
        ufft__problem pb = packed(c[i].n, 1000, c[i].prec, false);
        ufft__schedule a, b;
        if (!row_tuned(caps, c[i].off, what, &off))
            continue;
        if (!plan_two_ways(&pb, caps, &row, &off, what, &a, &b))
            continue;
        const ufft__pass *x = &a.pass[0], *y = &b.pass[0];
        snprintf(got, sizeof got, "%d cols, %u groups (%d cols, %u groups with %s)", x->cols,
                 x->min_groups, y->cols, y->min_groups, c[i].off);
        /* a register pass's local memory follows its columns */
        bool local = x->generic || x->local_bytes == 0 ||
                     x->local_bytes == (size_t)x->cols * (size_t)x->lstride * pb.elem_bytes;
        check(a.npasses == 1 && b.npasses == 1 && x->cols == c[i].cols &&
                  (int)x->min_groups == c[i].groups && y->cols == c[i].cols_off &&
                  (int)y->min_groups == c[i].groups_off && local,
              what, got);
        printf("  %s: %s\n", what, got);
    }
    /* the lengths listed with their own groups: f64 4320 two where the hint gives one, f32
     * 6875 the hint's one where the row asks for two; f64 2175 three where the hint
     * gives two, f32 4116 four */
    static const struct {
        ufft_precision prec;
        int64_t n;
        uint32_t groups, unlisted;
    } l[] = {{UFFT_F64, 4320, 2, 1}, {UFFT_F32, 6875, 1, 2}, {UFFT_F64, 2175, 3, 2},
             {UFFT_F32, 4116, 4, 2}};
    for (size_t i = 0; i < sizeof l / sizeof l[0]; i++) {
        ufft__tuning row = *ufft__tuning_for(h100), bare = row;
        bare.few_groups_on_f32 = bare.few_groups_on_f64 = NULL;
        ufft__problem pb = packed(l[i].n, 1000, l[i].prec, false);
        ufft__schedule a, b;
        char what[96], got[96];
        row_case(what, sizeof what, "few groups listed", false, l[i].prec, l[i].n);
        if (!plan_two_ways(&pb, h100, &row, &bare, what, &a, &b))
            continue;
        snprintf(got, sizeof got, "%u groups, %u unlisted", a.pass[0].min_groups,
                 b.pass[0].min_groups);
        check(a.pass[0].generic && a.pass[0].one_buffer && a.pass[0].min_groups == l[i].groups &&
                  b.pass[0].min_groups == l[i].unlisted,
              what, got);
        printf("  %s: %s\n", what, got);
    }
    const ufft__tuning *h = ufft__tuning_for(h100);
    check(count_list_ok(h->few_groups_on_f32, 1, 32), "few_groups_on_f32 list",
          "ascending, ending in {0}, 1..32 groups");
    check(count_list_ok(h->few_groups_on_f64, 1, 32), "few_groups_on_f64 list",
          "ascending, ending in {0}, 1..32 groups");
}

/* Group widths, launch bounds and ranks the H100 row's entries name: f64 279 and 800 planned at 64
 * work-items per group instead of the row's 128 (half the columns: 248 -> 124, 200 -> 100
 * work-items), f64 Rader's 571 and 613 by their routes' 64 (152 -> 114, 204 -> 102), 601
 * at its route's rank 2 (another pass than the cheapest); threads_listed=0 and
 * rank_listed=0 take them back. */
static int planned_width(const ufft__device_caps *h100, int64_t n, uint32_t listed)
{
    ufft__tuning tu = *ufft__tuning_for(h100);
    tu.threads_listed = listed;
    ufft__problem pb = packed(n, 100, UFFT_F64, false);
    ufft__schedule s;
    int64_t g = 0;
    bool ok = ufft__is_prime(n) ? ufft__plan_rader_fused(&pb, h100, &tu, &s, &g)
                                : ufft__plan_schedule_tuned(&pb, h100, &tu, &s, NULL) == UFFT_SUCCESS;
    return ok ? s.pass[0].cols * s.pass[0].threads_per_col : 0;
}

void listed_widths(const ufft__device_caps *h100)
{
    static const int64_t lengths[] = {279, 800, 571, 613};
    for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++) {
        int on = planned_width(h100, lengths[i], 1), off = planned_width(h100, lengths[i], 0);
        char what[96], got[64];
        snprintf(what, sizeof what, "h100 f64 %lld: narrower groups listed than not",
                 (long long)lengths[i]);
        snprintf(got, sizeof got, "%d work-items listed, %d not", on, off);
        printf("%s: %s\n", what, got);
        check(on > 0 && off > on, what, got);
    }
    /* f32 1624 = 29 x 8 x 7 and 2116 = 2^2 x 23^2: launch bounds of the entries' 6
     * groups per unit, more than the row's */
    static const struct { int64_t n; uint32_t groups; } bounds[] = {{1624, 6}, {2116, 6}};
    for (size_t i = 0; i < sizeof bounds / sizeof bounds[0]; i++) {
        uint32_t got[2] = {0, 0};
        for (uint32_t listed = 0; listed < 2; listed++) {
            ufft__tuning tu = *ufft__tuning_for(h100);
            tu.groups_listed = listed;
            ufft__problem bp = packed(bounds[i].n, 100, UFFT_F32, false);
            ufft__schedule bs;
            if (ufft__plan_schedule_tuned(&bp, h100, &tu, &bs, NULL) == UFFT_SUCCESS)
                got[listed] = bs.pass[0].min_groups;
        }
        char what[96], text[64];
        snprintf(what, sizeof what, "h100 f32 %lld: launch bounds of %u groups listed",
                 (long long)bounds[i].n, bounds[i].groups);
        snprintf(text, sizeof text, "%u groups listed, %u not", got[1], got[0]);
        printf("%s: %s\n", what, text);
        check(got[1] == bounds[i].groups && got[0] < got[1], what, text);
    }
    /* f64 601: the route's rank 2 gives Rader's pass of 600 other radices than rank 0 */
    ufft__problem pb = packed(601, 100, UFFT_F64, false);
    ufft__schedule a, b;
    int64_t g = 0;
    ufft__tuning off = *ufft__tuning_for(h100);
    off.rank_listed = 0;
    bool ok = ufft__plan_rader_fused(&pb, h100, ufft__tuning_for(h100), &a, &g) &&
              ufft__plan_rader_fused(&pb, h100, &off, &b, &g);
    bool differ = ok && (a.pass[0].nstages != b.pass[0].nstages ||
                         memcmp(a.pass[0].radix, b.pass[0].radix, sizeof a.pass[0].radix) != 0);
    printf("h100 f64 601: the route's rank 2 changes Rader's radices: %s\n", differ ? "yes" : "no");
    check(differ, "h100 f64 601: the route's rank 2", "the same radices as rank 0");
}
