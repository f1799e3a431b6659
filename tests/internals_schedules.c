/* internals: every row's schedules and their invariants, generic passes' choices, the H100
 * calibration, radix and stage choices, clusters, banks, skews and column twiddles. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/gen.h"
#include "internals.h"
#include "util/checked.h"

/* Every schedule: radices multiply to each pass length, pass lengths to n, groups fit
 * the device, consecutive passes use different buffers, twiddles fit the table. */
void schedule_invariants(const char *label, const ufft__device_caps *caps)
{
    for (int k = 0; k <= 30; k++)
        for (int prec = 0; prec < 2; prec++)
            for (int ip = 0; ip < 2; ip++) {
                ufft__problem pb = packed((int64_t)1 << k, k > 20 ? 1 : 3, (ufft_precision)prec, ip);
                ufft__schedule s;
                char what[96];
                snprintf(what, sizeof what, "%s n=2^%d %s %s", label, k, prec ? "f64" : "f32",
                         ip ? "inplace" : "out-of-place");
                ufft_status st = ufft__plan_schedule(&pb, caps, &s, NULL);
                check(st == UFFT_SUCCESS, what, ufft_status_name(st));
                if (st != UFFT_SUCCESS)
                    continue;
                int64_t prod = 1;
                bool ok = s.npasses >= 1, phys_ok = true;
                for (int i = 0; i < s.npasses; i++) {
                    const ufft__pass *ps = &s.pass[i];
                    int64_t r = 1;
                    for (int j = 0; j < ps->nstages; j++)
                        r *= ps->radix[j];
                    ok = ok && r == ps->p && ps->ns == prod &&
                         (ps->generic ? ps->elems * ps->threads_per_col >= ps->p
                                      : ps->elems * ps->threads_per_col == ps->p) &&
                         ps->local_bytes <= caps->local_mem &&
                         (uint64_t)ps->threads_per_col * (uint64_t)ps->cols <= caps->max_group_size;
                    prod *= ps->p;
                    /* One pass may work in place (each group reads all it writes);
                     * with several, a pass's columns scatter over the whole array. */
                    int a = s.route[i], b = s.route[i + 1];
                    bool same = a == b || (ip && a <= UFFT__BUF_OUT && b <= UFFT__BUF_OUT);
                    /* a cluster's two passes are one kernel that reads all its rows
                     * before writing them */
                    phys_ok = phys_ok && (s.npasses == 1 || s.cluster || !same);
                }
                if (s.cluster) {
                    /* whole rows: two passes, no workspace, the groups side by side;
                     * or a radix-C step over columns M apart, M a multiple of cols */
                    int64_t M = ufft__cluster_stride(&s, pb.n);
                    bool row = M == 1 && s.npasses == 2 && s.nworkspace == 0 &&
                               (int64_t)s.pass[0].cols * s.cluster == s.pass[1].p;
                    bool split = M > 1 && s.npasses >= 3 && s.pass[1].p == s.cluster &&
                                 M % s.pass[0].cols == 0;
                    check((row || split) && (uint32_t)s.cluster <= caps->max_cluster &&
                              s.pass[0].elems % s.pass[1].p == 0 && s.pass[1].nstages == 1,
                          what, "a cluster plan's passes do not fit its groups");
                }
                check(ok && prod == pb.n, what, "passes do not multiply to n or exceed the device");
                check(phys_ok, what, "a pass reads and writes one buffer");
                check(s.route[0] == UFFT__BUF_IN && s.route[s.npasses] == UFFT__BUF_OUT, what,
                      "route does not start at in and end at out");
            }
}

/* Whether the codelets have radix r (gen/codelet.c): powers of two up to
 * UFFT__MAX_ELEMS (register passes; UFFT__MAX_RADIX elsewhere, lone_group_radix
 * checks where), primes up to max_prime, other composites up to composite. */
static bool codelet_radix(int r, int composite, int64_t max_prime)
{
    if (ufft__is_pow2(r))
        return r >= 2 && r <= UFFT__MAX_ELEMS;
    if (ufft__is_prime(r))
        return r <= max_prime;
    return r <= composite && r <= UFFT__MAX_COMPOSITE;
}

/* The largest radix of ps's stages that is not a prime (0: none). */
static int widest_composite(const ufft__pass *ps)
{
    int widest = 0;
    for (int k = 0; k < ps->nstages; k++)
        if (!ufft__is_prime(ps->radix[k]) && ps->radix[k] > widest)
            widest = ps->radix[k];
    return widest;
}

static bool smooth_to(int64_t n, int64_t max_prime)
{
    for (int64_t d = 2; d <= max_prime; d++)
        while (n % d == 0)
            n /= d;
    return n == 1;
}

/* Every length 3..8192 whose prime factors are at most the row's max_prime, or its
 * entry's where the row lists one for it (and a multi-pass one of each kind): the cost
 * model's radices multiply to each pass length and are codelets the generator has, its
 * work-items cover the column and fit the group and its local memory the device; a
 * register pass's radices divide its elements per work-item, which are at most the row's
 * reg_elems (half in fp64, or reg_f64). Prints the first failure's plan so it can be
 * replayed, and how many passes of each kind there were. */
void generic_choices(const char *label, const ufft__device_caps *caps,
                     const ufft__tuning *tu)
{
    static const int64_t big[] = {3 * 3 * 5 * 7 * 11 * 13 * 17, 31 * 31 * 31 * 31, 10000000,
                                  61 * 61 * 61 * 59, 37 * 41 * 43 * 47 * 2};
    int bad = 0, nreg = 0, ngeneric = 0, none = 0;
    for (int64_t n = 3; n <= 8192 + 5; n++) {
        int64_t len = n <= 8192 ? n : big[n - 8193];
        for (int prec = 0; prec < 2; prec++) {
            ufft__problem pb = packed(len, 3, (ufft_precision)prec, false);
            /* the row as the length plans with it: with its per-length knobs, if any,
             * whose max_prime may take it into Stockham's passes (f32 158 = 79 x 2) or
             * out of them (f64 235 = 47 x 5 on Bluestein) */
            ufft__tuning own;
            const ufft__tuning *lt = ufft__fast_row(tu, caps, &pb, &own);
            int64_t max_prime = ufft__max_prime(lt, (ufft_precision)prec);
            if (ufft__is_pow2(len) || !smooth_to(len, max_prime))
                continue;
            ufft__schedule s;
            ufft_status st = ufft__plan_schedule_tuned(&pb, caps, tu, &s, NULL);
            bool ok = st == UFFT_SUCCESS;
            int64_t prod = 1;
            /* fp64: half of reg_elems and composites to 16, or as the row's reg_f64 or
             * the length's entry says */
            ufft__length_choice listed = ufft__listed_length(lt, &pb);
            /* cuFFT's shape plans with composites and values up to 32 (fp64 too) */
            ufft__tuning used = *lt;
            if (ufft__few_for(lt, &pb) && s.npasses == 1 && s.pass[0].generic &&
                s.pass[0].one_buffer)
                used.reg_f64 = 32;
            /* and plans of two passes or more with the row's multi_reg_f64 */
            if (s.npasses > 1 && lt->multi_reg_f64)
                used.reg_f64 = lt->multi_reg_f64;
            uint32_t reg_f64 = ufft__reg_f64(&used, &listed);
            uint32_t cap = !prec ? lt->reg_elems : reg_f64 ? reg_f64 : lt->reg_elems / 2;
            int composite = ufft__max_composite(&used, &listed, (ufft_precision)prec);
            for (int i = 0; ok && i < s.npasses; i++) {
                const ufft__pass *ps = &s.pass[i];
                int64_t r = 1;
                bool reg = !ps->generic && !ufft__is_pow2(ps->p);
                for (int j = 0; j < ps->nstages; j++) {
                    r *= ps->radix[j];
                    ok = ok && codelet_radix(ps->radix[j], composite, max_prime) &&
                         (!reg || ps->elems % ps->radix[j] == 0);
                }
                ok = ok && (!reg || ((int64_t)ps->elems * ps->threads_per_col == ps->p &&
                                     (uint32_t)ps->elems <= cap));
                /* one buffer: a work-item holds a stage's rounds of butterflies, up to
                 * cap values or one butterfly of the widest composite allowed */
                int64_t one_cap = composite > (int)cap ? composite : (int64_t)cap;
                for (int j = 0; ps->one_buffer && j < ps->nstages; j++) {
                    int64_t B = ps->p / ps->radix[j], T = ps->threads_per_col;
                    ok = ok && ps->generic && (B + T - 1) / T * ps->radix[j] <= one_cap;
                }
                /* spread butterflies: odd direct-form radices of two-buffer generic
                 * stages, at most one work-item per output pair */
                for (int j = 0; j < ps->nstages; j++) {
                    int R = ps->radix[j], P = ps->spread[j];
                    ok = ok && (P <= 1 || (ps->generic && !ps->one_buffer && R % 2 == 1 &&
                                           !ufft__radix_split(R) && P <= (R - 1) / 2 &&
                                           P <= UFFT__MAX_SPREAD));
                }
                nreg += reg;
                ngeneric += ps->generic;
                none += ps->one_buffer;
                ok = ok && r == ps->p && ps->threads_per_col >= 1 &&
                     (int64_t)ps->elems * ps->threads_per_col >= ps->p &&
                     ps->local_bytes <= caps->local_mem &&
                     (uint64_t)ps->threads_per_col * (uint64_t)ps->cols <= caps->max_group_size;
                prod *= ps->p;
            }
            ok = ok && prod == len;
            if (!ok && bad++ == 0) {
                char what[96];
                snprintf(what, sizeof what, "%s generic n=%lld %s", label, (long long)len,
                         prec ? "f64" : "f32");
                check(false, what, st == UFFT_SUCCESS ? "a pass breaks the invariants"
                                                      : ufft_status_name(st));
            }
        }
    }
    char what[160];
    snprintf(what, sizeof what, "%s generic lengths (%d register passes, %d generic, %d of them one-buffer)",
             label, nreg, ngeneric, none);
    printf("%s\n", what);
    check(bad == 0, what, "failures above");
}

/* direct_one_local: the H100 row's two-stage generic passes with direct I/O take one
 * local buffer (f64 530 = 53 x 10, f32 1591 = 43 x 37), half the two-buffer bytes, and
 * their program declares no second; the lengths listed off (f64 376 = 47 x 8) and
 * three-stage passes (f64 385 = 11 x 7 x 5) keep two. */
void one_local_buffer(const ufft__device_caps *h100)
{
    static const struct {
        int64_t n;
        ufft_precision prec;
        bool one;
    } c[] = {{530, UFFT_F64, true}, {1591, UFFT_F32, true}, {376, UFFT_F64, false},
             {385, UFFT_F64, false}};
    const ufft__tuning *row = ufft__tuning_for(h100);
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        ufft__problem pb = packed(c[i].n, 9, c[i].prec, false);
        ufft__schedule s;
        bool ok = ufft__plan_schedule_tuned(&pb, h100, row, &s, NULL) == UFFT_SUCCESS &&
                  s.npasses == 1 && s.pass[0].generic && s.pass[0].direct_io;
        const ufft__pass *ps = &s.pass[0];
        size_t one = ok ? (size_t)ps->cols * (size_t)ps->lstride * pb.elem_bytes : 0;
        char *src = ok ? ufft__gen_program(ufft__dialect_find("cuda"), &pb, &s) : NULL;
        bool second = src && strstr(src, "*const lb") != NULL;
        free(src);
        char what[64], got[128];
        snprintf(what, sizeof what, "one local buffer, h100 %s %lld",
                 c[i].prec == UFFT_F64 ? "f64" : "f32", (long long)c[i].n);
        snprintf(got, sizeof got, "planned %d, one_local %d, %zu local bytes of %zu a buffer, "
                 "second buffer %d", ok, ok && ps->one_local, ok ? ps->local_bytes : 0, one,
                 second);
        printf("  %s: %s\n", what, got);
        check(ok && ps->one_local == c[i].one && ps->local_bytes == (c[i].one ? 1 : 2) * one &&
                  second == !c[i].one,
              what, got);
    }
    check(ascending_list(row->one_local_off_f32) && ascending_list(row->one_local_off_f64),
          "one_local_off lists", "ascending, ending in 0");
}

/* The H100 row's length entries: direct 2 keeps a pass off device memory above the
 * direct_io threshold (f64 1421, 203 work-items a column), 1 puts it there below it (f64
 * 1519, 49); one 2 forces one local buffer (f64 57: staged, 19 x 3 in one buffer, where
 * the cost model keeps two). */
void listed_direct_one(const ufft__device_caps *h100)
{
    static const struct {
        int64_t n;
        bool direct, one;
    } c[] = {{1421, false, false}, {1519, true, false}, {57, false, true}};
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        ufft__problem pb = packed(c[i].n, 300, UFFT_F64, false);
        ufft__schedule s;
        bool ok = ufft__plan_schedule_tuned(&pb, h100, ufft__tuning_for(h100), &s, NULL) ==
                      UFFT_SUCCESS &&
                  s.npasses == 1 && s.pass[0].generic;
        char what[64], got[96];
        snprintf(what, sizeof what, "listed direct and one buffer, h100 f64 %lld",
                 (long long)c[i].n);
        snprintf(got, sizeof got, "planned %d, %d work-items, direct %d, one buffer %d", ok,
                 ok ? s.pass[0].threads_per_col : 0, ok && s.pass[0].direct_io,
                 ok && s.pass[0].one_buffer);
        printf("  %s: %s\n", what, got);
        check(ok && s.pass[0].direct_io == c[i].direct && s.pass[0].one_buffer == c[i].one,
              what, got);
    }
}

/* Length entries may allow composite radices above UFFT__MAX_GENERIC_RADIX (composite):
 * the H100's f32 6125 runs cuFFT's 35 x 35 x 5 on 175 work-items, three groups per unit,
 * f64 1519 a radix-49 stage; f32 6000, not listed, keeps its composites to 32. */
void listed_composite(const ufft__device_caps *h100)
{
    static const struct {
        ufft_precision prec;
        int64_t n;
        int widest, threads, groups;
    } c[] = {{UFFT_F32, 6125, 35, 175, 3}, {UFFT_F64, 1519, 49, 0, 0}, {UFFT_F32, 6000, 0, 0, 0}};
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        ufft__problem pb = packed(c[i].n, 30, c[i].prec, false);
        ufft__schedule s;
        bool ok = ufft__plan_schedule_tuned(&pb, h100, ufft__tuning_for(h100), &s, NULL) ==
                      UFFT_SUCCESS &&
                  s.npasses == 1 && (s.pass[0].generic || !c[i].widest);
        int widest = ok ? widest_composite(&s.pass[0]) : 0;
        char what[64], got[96];
        snprintf(what, sizeof what, "listed composite, h100 %s %lld",
                 c[i].prec == UFFT_F64 ? "f64" : "f32", (long long)c[i].n);
        snprintf(got, sizeof got, "planned %d, widest composite %d, %d work-items, %u groups",
                 ok, widest, ok ? s.pass[0].threads_per_col : 0, ok ? s.pass[0].min_groups : 0);
        printf("  %s: %s\n", what, got);
        check(ok && (c[i].widest ? widest == c[i].widest : widest <= UFFT__MAX_GENERIC_RADIX) &&
                  (!c[i].threads || s.pass[0].threads_per_col == c[i].threads) &&
                  (!c[i].groups || s.pass[0].min_groups == (uint32_t)c[i].groups),
              what, got);
    }
}

/* The H100 row's calibrations (bench/results/2026-11-23-h100-models.md): plans of
 * three passes read 128-byte rows (16 f32 columns) where that adds no pass, two-pass
 * plans keep 64 (8), and the cost model's per-round costs take 2156 in three stages
 * (14x14x11, 1.41x faster there) where the first model's constants take four. */
void h100_calibration(const ufft__device_caps *h100)
{
    const ufft__tuning *row = ufft__tuning_for(h100);
    static const struct { int log2n, passes, cols; } rows[] = {{21, 2, 8}, {22, 2, 8}, {25, 3, 16}, {27, 3, 16}};
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        ufft__problem pb = packed((int64_t)1 << rows[i].log2n, 1, UFFT_F32, false);
        ufft__schedule s;
        ufft_status st = ufft__plan_schedule_tuned(&pb, h100, row, &s, NULL);
        bool ok = st == UFFT_SUCCESS && s.npasses == rows[i].passes;
        for (int k = 0; ok && k < s.npasses; k++)
            ok = s.pass[k].cols >= rows[i].cols && (rows[i].passes == 3 || s.pass[k].cols < 16);
        char what[96];
        snprintf(what, sizeof what, "cuda sm90 f32 2^%d: %d passes of %d-column rows",
                 rows[i].log2n, rows[i].passes, rows[i].cols);
        check(ok, what, st == UFFT_SUCCESS ? "other passes or rows" : ufft_status_name(st));
    }
    /* without mid_rows the pass of 1024-work-item groups second: f32 2^21 = 1024 x 2048;
     * f64 2^21's 2048 pass has 512 (it stays first); with it (the row) the longer first */
    ufft__tuning cols_mid = *row;
    cols_mid.mid_rows = 0;
    static const struct { ufft_precision prec; int64_t p0, p1; bool mid; } order[] = {
        {UFFT_F32, 1024, 2048, false}, {UFFT_F64, 2048, 1024, false},
        {UFFT_F32, 2048, 1024, true}, {UFFT_F64, 2048, 1024, true}};
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        ufft__problem pb = packed((int64_t)1 << 21, 2, order[i].prec, false);
        ufft__schedule s;
        char what[96];
        snprintf(what, sizeof what, "cuda sm90 %s 2^21%s: passes %lld x %lld",
                 order[i].prec == UFFT_F64 ? "f64" : "f32", order[i].mid ? "" : " mid_rows=0",
                 (long long)order[i].p0, (long long)order[i].p1);
        check(ufft__plan_schedule_tuned(&pb, h100, order[i].mid ? row : &cols_mid, &s, NULL) ==
                      UFFT_SUCCESS &&
                  s.npasses == 2 && s.pass[0].p == order[i].p0 && s.pass[1].p == order[i].p1 &&
                  s.pass[0].store_cols == order[i].mid && s.pass[1].load_rows == order[i].mid,
              what, "other pass order");
    }
    ufft__tuning first = *row;
    check(ufft__tuning_override(&first, "round_ops=0,latency_weight=3", NULL) == UFFT_SUCCESS,
          "tuning override round_ops, latency_weight", "rejected");
    ufft__problem pb = packed(2156, 3, UFFT_F32, false);
    ufft__schedule cal, old;
    bool ok = ufft__plan_schedule_tuned(&pb, h100, row, &cal, NULL) == UFFT_SUCCESS &&
              ufft__plan_schedule_tuned(&pb, h100, &first, &old, NULL) == UFFT_SUCCESS;
    printf("cuda sm90 f32 2156: calibrated %d stages, first model %d\n",
           ok ? cal.pass[0].nstages : 0, ok ? old.pass[0].nstages : 0);
    check(ok && cal.npasses == 1 && cal.pass[0].nstages == 3 && old.pass[0].nstages == 4,
          "cuda sm90 f32 2156 stages", "the calibrated model should take 3 stages, the first 4");
}

/* The H100 row's radix-32 stages (max_elems = 32): only a power of two in one pass whose
 * group takes more than half of the row's local memory (f32 2^14, f64 2^13, in place
 * too), so that it runs alone on its unit; shorter ones, multi-pass and cluster plans,
 * and rows without the knob keep radix 16 at most. */
void lone_group_radix(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct { int log2n; ufft_precision prec; int most; } want[] = {
        {14, UFFT_F32, 32}, {13, UFFT_F64, 32}, {13, UFFT_F32, 16}, {12, UFFT_F64, 16},
        {11, UFFT_F32, 16}, {15, UFFT_F32, 16}, {14, UFFT_F64, 16}, {21, UFFT_F32, 16},
        {24, UFFT_F64, 16}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        for (int ip = 0; ip < 2; ip++) {
            ufft__problem pb = packed((int64_t)1 << want[i].log2n, 3, want[i].prec, ip);
            ufft__schedule s;
            ufft_status st = ufft__plan_schedule(&pb, h100, &s, NULL);
            int most = 0;
            for (int k = 0; st == UFFT_SUCCESS && k < s.npasses; k++)
                for (int j = 0; j < s.pass[k].nstages; j++)
                    most = s.pass[k].radix[j] > most ? s.pass[k].radix[j] : most;
            char what[96];
            snprintf(what, sizeof what, "cuda sm90 %s 2^%d%s: largest radix %d",
                     want[i].prec == UFFT_F64 ? "f64" : "f32", want[i].log2n,
                     ip ? " inplace" : "", want[i].most);
            check(st == UFFT_SUCCESS && most == want[i].most &&
                      (most < 32 || (s.npasses == 1 && s.pass[0].elems == 32 &&
                                     s.pass[0].threads_per_col * 32 == pb.n)),
                  what, st == UFFT_SUCCESS ? "another radix" : ufft_status_name(st));
        }
    /* PoCL's row has no max_elems; with it (and short columns) f32 2^14 in 192 KB takes
     * radix 32, 2^13 (a third of it) does not */
    ufft__tuning tu = *ufft__tuning_for(cpu);
    check(ufft__tuning_override(&tu, "max_elems=32,col_threads=16,local_bytes=196608", NULL) == UFFT_SUCCESS &&
              ufft__tuning_override(&tu, "max_elems=24", NULL) != UFFT_SUCCESS,
          "tuning max_elems", "32 should be taken, 24 refused");
    for (int log2n = 13; log2n <= 14; log2n++) {
        ufft__problem pb = packed((int64_t)1 << log2n, 2, UFFT_F32, false);
        ufft__schedule s, plain;
        bool ok = ufft__plan_schedule_tuned(&pb, cpu, &tu, &s, NULL) == UFFT_SUCCESS &&
                  ufft__plan_schedule(&pb, cpu, &plain, NULL) == UFFT_SUCCESS &&
                  s.npasses == 1 && plain.pass[0].elems <= UFFT__MAX_RADIX &&
                  (s.pass[0].elems == 32) == (log2n == 14);
        char what[96];
        snprintf(what, sizeof what, "cpu max_elems=32,col_threads=16 f32 2^%d: radix %s", log2n,
                 log2n == 14 ? "32" : "16");
        check(ok, what, "another plan");
    }
}

/* Two-pass plans whose first pass stores where it loaded and whose second loads rows
 * (mid_rows, on for both precisions in the H100 row): the flags, the stores and loads
 * they change, a route that never makes the second pass read the output, and no such
 * flags in three-pass, cluster and single-pass plans or on rows that leave it off. */
void mid_row_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct { int log2n; ufft_precision prec; bool mid; } want[] = {
        {24, UFFT_F32, true}, {23, UFFT_F32, true}, {18, UFFT_F32, true}, {21, UFFT_F64, true},
        {16, UFFT_F64, true}, {25, UFFT_F32, false}, {23, UFFT_F64, false}, {15, UFFT_F32, false},
        {12, UFFT_F32, false}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        for (int ip = 0; ip < 2; ip++) {
            ufft__problem pb = packed((int64_t)1 << want[i].log2n, 2, want[i].prec, ip);
            ufft__schedule s;
            bool ok = ufft__plan_schedule(&pb, h100, &s, NULL) == UFFT_SUCCESS;
            for (int k = 0; ok && k < s.npasses; k++)
                ok = s.pass[k].store_cols == (want[i].mid && k == 0) &&
                     s.pass[k].load_rows == (want[i].mid && k == 1);
            if (ok && want[i].mid)
                ok = s.npasses == 2 && !s.cluster && !s.pass[0].stage_store &&
                     s.pass[1].stage_load && s.pass[1].local_bytes > 0 &&
                     s.route[1] == UFFT__BUF_WS0 && s.route[2] == UFFT__BUF_OUT;
            char *src = ok && want[i].mid ? ufft__gen_program(ufft__dialect_find("cuda"), &pb, &s)
                                          : NULL;
            /* pass 0 stores at its loads' stride (n/p), pass 1 loads whole blocks of rows */
            if (src) {
                char store[96], rows[96];
                snprintf(store, sizeof store, "const idx_t ks = (idx_t)%lld * ostride;",
                         (long long)(pb.n / s.pass[0].p));
                snprintf(rows, sizeof rows, "const cplx_t *const blk = in + (idx_t)blockIdx.x * %lldu + lid;",
                         (long long)(s.pass[1].p * s.pass[1].cols));
                ok = strstr(src, store) && strstr(src, rows) && !strstr(src, "out + (idx_t)blockIdx.x");
            }
            free(src);
            char what[96];
            snprintf(what, sizeof what, "cuda sm90 %s 2^%d%s: %s", want[i].prec == UFFT_F64 ? "f64" : "f32",
                     want[i].log2n, ip ? " inplace" : "",
                     want[i].mid ? "pass 0 stores in columns, pass 1 loads rows" : "no mid_rows");
            check(ok, what, "other passes, flags or source");
        }
    ufft__problem pb = packed((int64_t)1 << 20, 2, UFFT_F32, false);
    ufft__schedule c;
    check(ufft__plan_schedule(&pb, cpu, &c, NULL) == UFFT_SUCCESS && c.npasses == 2 &&
              !c.pass[0].store_cols && !c.pass[1].load_rows,
          "cpu f32 2^20: no mid_rows", "mid_rows on a row that leaves it off");
}

/* Generic single passes of at least direct_io work-items per column (64 on the H100 row)
 * read device memory in their first stage and write it in their last: no staged load or
 * store, each access a constant offset where the layout is packed, the column's stride
 * where not; never a pass of one stage (in place its reads and writes would race), nor
 * fewer work-items, nor a row that leaves it off. */
void direct_io_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct { int64_t n; ufft_precision prec; bool direct; int64_t istride; } want[] = {
        {2688, UFFT_F64, true, 1}, {7840, UFFT_F32, true, 1}, {4356, UFFT_F64, true, 3},
        {600, UFFT_F32, false, 1}, {6561, UFFT_F32, false, 1}, {4096, UFFT_F32, false, 1}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        ufft__problem pb = packed(want[i].n, 2, want[i].prec, false);
        if (want[i].istride > 1) {
            pb.istride = want[i].istride;
            pb.idist = want[i].n * want[i].istride;
            pb.in_extent = pb.idist * pb.batch;
        }
        ufft__schedule s;
        bool ok = ufft__plan_schedule(&pb, h100, &s, NULL) == UFFT_SUCCESS && s.npasses == 1 &&
                  s.pass[0].direct_io == want[i].direct &&
                  (!want[i].direct || (s.pass[0].generic && s.pass[0].threads_per_col >= 64));
        char *src = ok ? ufft__gen_program(ufft__dialect_find("cuda"), &pb, &s) : NULL;
        if (src && want[i].direct)
            ok = strstr(src, "gin[") && strstr(src, "gout[") && !strstr(src, "blk[") &&
                 (want[i].istride == 1) == !strstr(src, "* istride]");
        else if (src)
            ok = !strstr(src, "gin[");
        free(src);
        char what[96];
        snprintf(what, sizeof what, "cuda sm90 %s %lld%s: %s", want[i].prec == UFFT_F64 ? "f64" : "f32",
                 (long long)want[i].n, want[i].istride > 1 ? " istride=3" : "",
                 want[i].direct ? "first and last stages in device memory" : "no direct_io");
        check(ok, what, "other plan or source");
    }
    /* odd_first: f64 2688 (8x8x7x6 by the cost model, a radix-8 first stage) runs 7x8x8x6
     * on the H100 row; 4356 (11x11x6x6) keeps its order; without the knob 2688 keeps 8 first
     * (cuFFT's shape off: the row lists 4356 for it) */
    static const struct { int64_t n; int first; bool knob; } odd[] = {
        {2688, 7, true}, {4356, 11, true}, {2688, 8, false}};
    for (size_t i = 0; i < sizeof odd / sizeof odd[0]; i++) {
        ufft__tuning row = *ufft__tuning_for(h100);
        row.few_threads = 0;
        if (!odd[i].knob)
            row.odd_first = 0;
        ufft__problem q = packed(odd[i].n, 2, UFFT_F64, false);
        ufft__schedule t;
        char what[96];
        snprintf(what, sizeof what, "cuda sm90%s f64 %lld: first radix %d",
                 odd[i].knob ? "" : " odd_first=0", (long long)odd[i].n, odd[i].first);
        check(ufft__plan_schedule_tuned(&q, h100, &row, &t, NULL) == UFFT_SUCCESS &&
                  t.pass[0].generic && t.pass[0].radix[0] == odd[i].first,
              what, "another radix order");
    }
    /* Bluestein in one kernel: x and X straight from and to device memory (f32 2063, m =
     * 4608 or 8192, one row per group); Rader's kernel never (its own permuted I/O) */
    ufft__problem bp = packed(2063, 3, UFFT_F32, false), rp = packed(4001, 3, UFFT_F32, false);
    ufft__schedule bs, rs;
    int64_t bm = 0, g = 0;
    bool bok = ufft__plan_bluestein(&bp, h100, ufft__tuning_for(h100), &bm, &bs) &&
               bs.pass[0].cols == 1 && bs.pass[0].direct_io;
    char *bsrc = bok ? ufft__gen_bluestein_fused_program(ufft__dialect_find("cuda"), UFFT_F32, &bs,
                                                         bs.twiddle_count)
                     : NULL;
    check(bok && bsrc && strstr(bsrc, "gin[") && strstr(bsrc, "gout[") && !strstr(bsrc, "lds[c2 *"),
          "cuda sm90 f32 2063: Bluestein's x and X in device memory", "staged rows");
    free(bsrc);
    /* several rows per group too (f32 367: m = 1024, two rows of 64 work-items) */
    ufft__problem b2 = packed(367, 3, UFFT_F32, false);
    ufft__schedule bs2;
    check(ufft__plan_bluestein(&b2, h100, ufft__tuning_for(h100), &bm, &bs2) && bs2.pass[0].cols > 1 &&
              bs2.pass[0].threads_per_col >= 64 && bs2.pass[0].direct_io,
          "cuda sm90 f32 367: Bluestein's rows of a group in device memory", "staged rows");
    check(ufft__plan_rader_fused(&rp, h100, ufft__tuning_for(h100), &rs, &g) && !rs.pass[0].direct_io,
          "cuda sm90 f32 4001: Rader's pass without direct_io", "direct_io on Rader's pass");
    ufft__tuning all = *ufft__tuning_for(cpu);
    all.direct_io = 1;
    all.max_prime_f32 = 61;
    ufft__problem pb = packed(37, 5, UFFT_F32, false), big = packed(3136, 2, UFFT_F64, false);
    ufft__schedule one, c;
    check(ufft__plan_schedule_tuned(&pb, cpu, &all, &one, NULL) == UFFT_SUCCESS &&
              one.pass[0].generic && one.pass[0].nstages == 1 && !one.pass[0].direct_io,
          "cpu direct_io=1 f32 37: one stage stays staged", "direct I/O for one stage");
    check(ufft__plan_schedule(&big, cpu, &c, NULL) == UFFT_SUCCESS && c.pass[0].generic &&
              !c.pass[0].direct_io,
          "cpu f64 3136: no direct_io", "direct I/O on a row that leaves it off");
}

/* Stage twiddles as products of two table rows (pairs_f32 = 16, pairs_f64 = 8 on the H100
 * row): f32 2^14's two radix-32 stages read 7 + 3 rows per butterfly instead of 31 (42
 * reads fewer in each of the forward and inverse kernels), f32 2^21's radix-16 ones 3 +
 * 3 (passes 4x16x16 and 8x16x16: 36 fewer per direction), f64 2^21's radix 16 3 + 3 and
 * radix 8 3 + 1 (passes 16x16x8 and 16x16x4: 15 + 9 fewer), f32 6561 = 27 x 27 x 9
 * (radices not powers of two) 29, f32 7560's generic pass (12 x 10 x 9 x 7 where cuFFT's
 * shape is off: radix 10 5 reads for 9, radix 9 4 for 8, radix 7 4 for 6 in each of two
 * rounds) 12; the rows' twiddles in
 * pairs on the H100 row too (row_pairs); PoCL's row neither. */
void twiddle_pairs(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct { int64_t n; ufft_precision prec; int pairs; int64_t reads; } want[] = {
        {16384, UFFT_F32, 16, 2 * 42}, {2097152, UFFT_F32, 16, 2 * 36}, {8192, UFFT_F64, 8, 2 * 42},
        {2097152, UFFT_F64, 8, 2 * 24}, {6561, UFFT_F32, 16, 2 * 29}, {7560, UFFT_F32, 16, 2 * 12}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        ufft__problem pb = packed(want[i].n, 2, want[i].prec, false);
        ufft__schedule s, plain;
        ufft__tuning row = *ufft__tuning_for(h100);
        row.few_threads = 0; /* the row lists 7560 for cuFFT's shape (other stages) */
        ufft__tuning off = row;
        off.pairs_f32 = off.pairs_f64 = 0;
        bool ok = ufft__plan_schedule_tuned(&pb, h100, &row, &s, NULL) == UFFT_SUCCESS &&
                  ufft__plan_schedule_tuned(&pb, h100, &off, &plain, NULL) == UFFT_SUCCESS;
        for (int k = 0; ok && k < s.npasses; k++)
            ok = s.pass[k].pairs_pow2 == want[i].pairs &&
                 plain.pass[k].pairs_pow2 == 0 && s.pass[k].row_pairs;
        char *src = ok ? ufft__gen_program(ufft__dialect_find("cuda"), &pb, &s) : NULL;
        char *old = ok ? ufft__gen_program(ufft__dialect_find("cuda"), &pb, &plain) : NULL;
        /* table reads of the forward and inverse kernels' stages, with and without */
        int64_t with = 0, without = 0;
        for (const char *p = src; p && (p = strstr(p, "tw[")); p++)
            with++;
        for (const char *p = old; p && (p = strstr(p, "tw[")); p++)
            without++;
        char what[96];
        snprintf(what, sizeof what, "cuda sm90 %s %lld: twiddle pairs, %lld table reads fewer",
                 want[i].prec == UFFT_F64 ? "f64" : "f32", (long long)want[i].n, (long long)want[i].reads);
        printf("%s: %lld table reads in the source, %lld without pairs\n", what, (long long)with,
               (long long)without);
        bool fewer = without - with == want[i].reads;
        check(ok && src && old && fewer, what, "other reads");
        free(src);
        free(old);
    }
    ufft__problem pb = packed(6561, 2, UFFT_F32, false);
    ufft__schedule c;
    check(ufft__plan_schedule(&pb, cpu, &c, NULL) == UFFT_SUCCESS && c.pass[0].pairs_pow2 == 0 &&
              !c.pass[0].row_pairs,
          "cpu f32 6561: no twiddle pairs", "pairs on a row that leaves them off");
}

/* Prime factors 37..61 as radix-p stages where the row takes them (the H100's CUDA row:
 * up to 61 in f32, 53 in f64; PoCL's: 31), Rader or Bluestein above; a fused Rader
 * kernel's p - 1 never gets such a stage (1061 - 1 = 53 x 20 stays Bluestein). */
void large_prime_rows(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const int64_t ns[] = {37, 74, 2209, 3481, 3721, 4012, 37 * 41 * 43 * 2};
    static const struct { const char *name; int64_t f32, f64; } rows[] = {{"cuda sm90", 61, 53},
                                                                          {"cpu", 31, 31}};
    for (int r = 0; r < 2; r++) {
        const ufft__device_caps *caps = r ? cpu : h100;
        const ufft__tuning *tu = ufft__tuning_for(caps);
        for (int prec = 0; prec < 2; prec++) {
            int64_t want = prec ? rows[r].f64 : rows[r].f32;
            bool ok = ufft__max_prime(tu, (ufft_precision)prec) == want;
            char detail[160] = "";
            for (size_t i = 0; ok && i < sizeof ns / sizeof ns[0]; i++) {
                int64_t n = ns[i], big = 1, left = n;
                for (int64_t d = 2; d <= left; d++)
                    for (; left % d == 0; left /= d)
                        big = d;
                bool stockham = big <= want;
                ok = ufft__needs_bluestein(n, want) == !stockham;
                ufft__problem pb = packed(n, 3, (ufft_precision)prec, false);
                ufft__schedule s;
                ufft_status st = ufft__plan_schedule(&pb, caps, &s, NULL);
                bool has_big = false;
                for (int k = 0; st == UFFT_SUCCESS && k < s.npasses; k++)
                    for (int j = 0; j < s.pass[k].nstages; j++)
                        has_big |= s.pass[k].radix[j] == big;
                ok = ok && (stockham ? st == UFFT_SUCCESS && has_big : st == UFFT_ERROR_UNSUPPORTED);
                if (!ok)
                    snprintf(detail, sizeof detail, "n=%lld: %s, radix %lld %s", (long long)n,
                             ufft_status_name(st), (long long)big, has_big ? "taken" : "not taken");
            }
            int64_t g;
            ufft__problem pb = packed(1061, 3, (ufft_precision)prec, false);
            ufft__schedule s;
            if (ok && ufft__plan_rader_fused(&pb, caps, tu, &s, &g)) {
                ok = false;
                snprintf(detail, sizeof detail, "Rader took 1061 (a radix-53 stage)");
            }
            char what[96];
            snprintf(what, sizeof what, "%s f%d: prime factors up to %lld as codelets",
                     rows[r].name, prec ? 64 : 32, (long long)want);
            printf("%s%s%s\n", what, detail[0] ? ": " : "", detail);
            check(ok, what, detail);
        }
    }
}

/* Generic passes with a radix-37..61 stage on the H100 row: f64 counts the pair sums its
 * codelet keeps, so f64 492 = 41 x 12 asks for one group per unit (two gave it 168
 * registers and 776 bytes of spills) and runs 12 work-items per column; a work-item may
 * take up to 96 elements through a stage (item_elems), so f32 305 = 61 x 5 runs 5 (13 radix-5
 * butterflies each, 65 elements) instead of 61 of which the radix-61 stage kept 5 busy,
 * and 671 = 61 x 11 runs 11. Groups as wide as before narrow_f32/f64 (narrow_groups
 * tests those), where the group counts are the registers' alone. */
void large_prime_generic(const ufft__device_caps *h100)
{
    ufft__tuning tu = *ufft__tuning_for(h100);
    tu.narrow_f32 = tu.narrow_f64 = 0;
    static const struct { int64_t n; ufft_precision prec; int threads, min_groups; } want[] = {
        {492, UFFT_F64, 12, 1}, {656, UFFT_F64, 16, 1},
        {305, UFFT_F32, 5, 1}, {671, UFFT_F32, 11, 1}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        ufft__problem pb = packed(want[i].n, 1000, want[i].prec, false);
        ufft__schedule s;
        bool ok = ufft__plan_schedule_tuned(&pb, h100, &tu, &s, NULL) == UFFT_SUCCESS &&
                  s.npasses == 1 && s.pass[0].generic;
        const ufft__pass *ps = &s.pass[0];
        char what[96], detail[96];
        snprintf(what, sizeof what, "cuda sm90 %s %lld: %d work-items per column, %d group(s)",
                 want[i].prec == UFFT_F64 ? "f64" : "f32", (long long)want[i].n, want[i].threads,
                 want[i].min_groups);
        snprintf(detail, sizeof detail, "%d work-items, %u groups, radices %d x %d",
                 ok ? ps->threads_per_col : 0, ok ? ps->min_groups : 0, ok ? ps->radix[0] : 0,
                 ok ? ps->radix[1] : 0);
        printf("%s: %s\n", what, detail);
        check(ok && ps->threads_per_col == want[i].threads &&
                  ps->min_groups == (uint32_t)want[i].min_groups,
              what, detail);
    }
}

/* Launch bounds that count the H100's register partitions (cu_parts, parts_bound: f64
 * generic passes, down to two groups): f64 1932 = 23 x 12 x 7 in 161 work-items asks for
 * two groups (three would leave 96 registers: 5 warps on the fullest partition), 2457
 * stays at two, Rader's 613 as before; f32 and PoCL's row count one pool. parts_above:
 * f32 948 = 79 x 12 (radix 79 by Rader; max_prime_f32=79, direct_io=8) in 96 work-items
 * asks for three groups in one pool, two with a stage radix above parts_above (61, not
 * 79). */
void partition_bounds(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        const char *row;
        int64_t n;
        ufft_precision prec;
        uint32_t parts, want, above;
        /* knobs in place of the length's entry (NULL: the row's own) */
        const char *knobs;
    } c[] = {
        {"h100", 1932, UFFT_F64, 2, 2, 0, NULL}, {"h100", 1932, UFFT_F64, 0, 3, 0, NULL},
        {"h100", 2254, UFFT_F64, 2, 2, 0, NULL}, {"h100", 2457, UFFT_F64, 2, 2, 0, NULL},
        {"h100", 1932, UFFT_F32, 2, 4, 0, NULL}, {"h100", 613, UFFT_F64, 2, 2, 0, NULL},
        /* 948's entry before session 72 */
        {"h100", 948, UFFT_F32, 2, 3, 0, "max_prime_f32=79,direct_io=8"},
        {"h100", 948, UFFT_F32, 2, 2, 61, "max_prime_f32=79,direct_io=8"},
        {"h100", 948, UFFT_F32, 2, 3, 79, "max_prime_f32=79,direct_io=8"},
        {"cpu", 1932, UFFT_F64, 2, 1, 0, NULL}};
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = strcmp(c[i].row, "h100") == 0 ? h100 : cpu;
        ufft__tuning tu = *ufft__tuning_for(caps);
        if (strcmp(c[i].row, "h100") == 0) {
            tu.parts_bound = c[i].parts;
            tu.parts_above = c[i].above;
            tu.threads_listed = 0; /* Rader's 613 at the row's group width, its route's aside */
        }
        /* such lengths at the H100 sweeps' 256 MiB of batch: at 100 rows the unit holds
         * their few groups whatever the bound */
        int64_t batch = 100;
        if (c[i].knobs) {
            tu.fast_choices = 0;
            check(ufft__tuning_override(&tu, c[i].knobs, NULL) == UFFT_SUCCESS, c[i].knobs,
                  "does not parse");
            batch = ((int64_t)256 << 20) / (c[i].n * (int64_t)(c[i].prec == UFFT_F64 ? 16 : 8));
        }
        ufft__problem pb = packed(c[i].n, batch, c[i].prec, false);
        ufft__schedule s;
        int64_t g = 0;
        bool ok = ufft__is_prime(c[i].n) ? ufft__plan_rader_fused(&pb, caps, &tu, &s, &g)
                                         : ufft__plan_schedule_tuned(&pb, caps, &tu, &s, NULL) ==
                                               UFFT_SUCCESS;
        char what[112], got[32];
        snprintf(what, sizeof what, "%s %s %lld parts_bound=%u parts_above=%u: %u groups",
                 c[i].row, c[i].prec == UFFT_F64 ? "f64" : "f32", (long long)c[i].n, c[i].parts,
                 c[i].above, c[i].want);
        snprintf(got, sizeof got, "%u groups", ok ? s.pass[0].min_groups : 0);
        printf("%s: %s\n", what, got);
        check(ok && s.pass[0].min_groups == c[i].want, what, got);
    }
}

/* Generic stages that store outputs as they are summed: from the H100 row's stream_f32/f64
 * (11 and 29), so f64 1302 = 31 x 7 x 6 streams its radix 31 and 1127 = 23 x 7 x 7 does
 * not; PoCL's row never below radix 37. */
void streamed_stages(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        const char *row;
        int64_t n;
        ufft_precision prec;
        int stream;
        bool y0;
    } c[] = {
        {"h100", 1302, UFFT_F64, 29, true}, {"h100", 1127, UFFT_F64, 29, false},
        {"h100", 1127, UFFT_F32, 11, true}, {"h100", 1302, UFFT_F32, 11, true},
        {"cpu", 1302, UFFT_F64, 0, false}, {"cpu", 1127, UFFT_F32, 0, false}};
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = strcmp(c[i].row, "h100") == 0 ? h100 : cpu;
        ufft__problem pb = packed(c[i].n, 100, c[i].prec, false);
        ufft__schedule s;
        bool ok = ufft__plan_schedule(&pb, caps, &s, NULL) == UFFT_SUCCESS && s.npasses == 1 &&
                  s.pass[0].generic;
        const char *dialect = caps == h100 ? "cuda" : "opencl";
        char *src = ok ? ufft__gen_program(ufft__dialect_find(dialect), &pb, &s) : NULL;
        bool y0 = src && strstr(src, "cplx_t y0 = x0;");
        char what[96], got[64];
        snprintf(what, sizeof what, "%s %s %lld: stream_prime %d, %s", c[i].row,
                 c[i].prec == UFFT_F64 ? "f64" : "f32", (long long)c[i].n, c[i].stream,
                 c[i].y0 ? "summed outputs stored" : "outputs in registers");
        snprintf(got, sizeof got, "stream_prime %d, %s", ok ? s.pass[0].stream_prime : -1,
                 y0 ? "stored" : "registers");
        printf("%s: %s\n", what, got);
        check(ok && src && s.pass[0].stream_prime == c[i].stream && y0 == c[i].y0, what, got);
        free(src);
    }
}

/* Plans n (batch `batch`, packed) on a row under UFFT_TUNING-style `tuning`: Rader's
 * one-kernel pass for a prime (its generator in *g), else the Stockham schedule. */
static bool plan_tuned(const ufft__device_caps *caps, const char *tuning, int64_t n,
                       int64_t batch, ufft_precision prec, ufft__schedule *s, int64_t *g)
{
    ufft__tuning tu = *ufft__tuning_for(caps);
    ufft__problem pb = packed(n, batch, prec, false);
    *g = 0;
    if (ufft__tuning_override(&tu, tuning, &(ufft__errbuf){0}) != UFFT_SUCCESS)
        return false;
    return ufft__is_prime(n) ? ufft__plan_rader_fused(&pb, caps, &tu, s, g)
                             : ufft__plan_schedule_tuned(&pb, caps, &tu, s, NULL) == UFFT_SUCCESS;
}

/* Spread butterflies (ufft__pass.spread): the H100 row spreads the lengths it lists as
 * each entry says (f64 1302 from radix 11 in up to 8 parts where cuFFT's shape, which
 * it lists too, is off; 2809 = 53^2 in 2), but only where the radix keeps the direct
 * form (the row writes 31 and 53 by Rader's algorithm: rader_codelet_f64), and no
 * others (f64 1369 = 37^2, f32 1302), none with spread_listed=0 or in Rader's pass
 * (f64 1453: p - 1 = 2^2 x 3 x 11^2, forced); forced from radix 3 in PoCL's row, radix 7
 * takes at most 3 parts (its output pairs), spread_max bounds the parts and 15 (a nested
 * codelet) takes none. The generated stage names its parts. */
void spread_stages(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        const char *row, *tuning;
        int64_t n;
        ufft_precision prec;
        int radix, want; /* the spread of the stage of this radix, 0: no stage spreads */
    } c[] = {
        {"h100", "few_threads=0,rader_codelet_f64=0", 1302, UFFT_F64, 31, 5},
        {"h100", "rader_codelet_f64=0", 1302, UFFT_F64, 0, 0}, /* cuFFT's shape (one buffer) */
        {"h100", "rader_codelet_f64=0", 2809, UFFT_F64, 53, 2},
        {"h100", "", 2809, UFFT_F64, 0, 0}, /* 53 by Rader: the direct form's parts gone */
        {"h100", "few_threads=0", 1302, UFFT_F64, 0, 0},
        {"h100", "", 1369, UFFT_F64, 0, 0},
        {"h100", "", 1302, UFFT_F32, 0, 0},
        {"h100", "spread_listed=0", 1302, UFFT_F64, 0, 0},
        {"h100", "spread_f64=3,spread_min=2", 1453, UFFT_F64, 0, 0},
        {"cpu", "", 1302, UFFT_F64, 0, 0},
        {"cpu", "spread_f32=3,spread_min=8", 1519, UFFT_F32, 7, 3},   /* 31 x 7^2 */
        {"cpu", "spread_f32=3,spread_min=2,spread_max=2", 1302, UFFT_F32, 31, 2},
        {"cpu", "spread_f64=3,spread_min=8", 225, UFFT_F64, 0, 0},    /* 15 x 15 */
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = strcmp(c[i].row, "h100") == 0 ? h100 : cpu;
        ufft__problem pb = packed(c[i].n, 100, c[i].prec, false);
        ufft__schedule s;
        int64_t g;
        bool ok = plan_tuned(caps, c[i].tuning, c[i].n, 100, c[i].prec, &s, &g);
        int got = 0, spread_radix = 0;
        for (int k = 0; ok && k < s.pass[0].nstages; k++)
            if (s.pass[0].spread[k] > 1 && (!spread_radix || s.pass[0].radix[k] == c[i].radix)) {
                spread_radix = s.pass[0].radix[k];
                got = s.pass[0].spread[k];
            }
        bool named = true;
        if (ok && got && !g) {
            char *src = ufft__gen_program(ufft__dialect_find(caps == h100 ? "cuda" : "opencl"),
                                          &pb, &s);
            named = src && strstr(src, "butterflies of") && strstr(src, "if (part == 1u)");
            free(src);
        }
        char what[128], detail[64];
        snprintf(what, sizeof what, "%s %s %s %lld: radix %d in %d parts", c[i].row,
                 c[i].tuning[0] ? c[i].tuning : "(row)", c[i].prec == UFFT_F64 ? "f64" : "f32",
                 (long long)c[i].n, c[i].radix, c[i].want);
        snprintf(detail, sizeof detail, "radix %d in %d parts%s", spread_radix, got,
                 named ? "" : ", not in the generated stage");
        printf("%s: %s\n", what, detail);
        check(ok && got == c[i].want && spread_radix == c[i].radix && named, what, detail);
    }
}

/* The H100 row's measured lengths (ufft__length_choice): f64 3125 as a register pass of
 * 25 elements per work-item (25x25x5; 5 with reg_listed=0), f32 255 = 17 x 15 in 17
 * work-items per column straight from and to device memory (not with direct_listed=0),
 * f64 3136 = 28x28x4 (the entry's 32; 16 at most with reg_f64=16, the row's rule before
 * the list); never in Rader's pass (f64 2179: p - 1 = 2178 is listed, direct and 24), nor
 * in PoCL's row; a listed rank of the cost model's choices, and a listed local buffer. */
void listed_lengths(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        const char *row, *tuning;
        int64_t n;
        ufft_precision prec;
        int elems, radix0; /* a register pass's; 0: a generic pass */
        bool direct;
    } c[] = {
        {"h100", "", 3125, UFFT_F64, 25, 25, false},
        {"h100", "reg_listed=0", 3125, UFFT_F64, 5, 5, false},
        {"h100", "", 255, UFFT_F32, 0, 0, true},
        {"h100", "direct_listed=0", 255, UFFT_F32, 0, 0, false},
        {"h100", "", 3136, UFFT_F64, 28, 28, false},
        {"h100", "reg_f64=16", 3136, UFFT_F64, 0, 0, true},
        {"h100", "", 2179, UFFT_F64, 0, 0, false},
        /* listed generic: 12 x 9 x 9 x 5 in 540 work-items, not the register pass */
        {"h100", "", 4860, UFFT_F32, 0, 0, true},
        {"h100", "reg_listed=0", 4860, UFFT_F32, 30, 15, false},
        {"cpu", "", 255, UFFT_F32, 0, 0, false},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = strcmp(c[i].row, "h100") == 0 ? h100 : cpu;
        ufft__schedule s;
        int64_t g;
        bool ok = plan_tuned(caps, c[i].tuning, c[i].n, 10, c[i].prec, &s, &g);
        const ufft__pass *ps = &s.pass[0];
        int widest = ok ? widest_composite(ps) : 0;
        bool reg = ok && !ps->generic;
        ok = ok && s.npasses == 1 && ps->direct_io == c[i].direct &&
             (c[i].elems ? reg && ps->elems == c[i].elems && ps->radix[0] == c[i].radix0
                         : !reg && (c[i].prec == UFFT_F32 || widest <= 16));
        char what[128], got[96];
        snprintf(what, sizeof what, "%s %s %s %lld: %s%s", c[i].row,
                 c[i].tuning[0] ? c[i].tuning : "(row)", c[i].prec == UFFT_F64 ? "f64" : "f32",
                 (long long)c[i].n, c[i].elems ? "register pass" : "generic, no f64 composite above 16",
                 c[i].direct ? ", direct I/O" : "");
        snprintf(got, sizeof got, "%s pass, %d elems, first radix %d, widest %d, direct %d",
                 reg ? "register" : "generic", ps->elems, ps->radix[0], widest, ps->direct_io);
        printf("%s: %s\n", what, got);
        check(ok, what, got);
    }
    /* a listed rank: f32 4563 = 27 x 13^2 takes the cost model's second choice (27 x 13 x
     * 13, not 13 x 13 x 9 x 3), as generic_rank=1 would (out of cuFFT's shape, which the
     * row lists it for too) */
    int first[3];
    const char *tunings[3] = {"few_threads=0", "few_threads=0,rank_listed=0",
                              "few_threads=0,generic_rank=1,rank_listed=0"};
    for (int k = 0; k < 3; k++) {
        ufft__schedule s;
        int64_t g;
        first[k] = plan_tuned(h100, tunings[k], 4563, 10, UFFT_F32, &s, &g) && s.npasses == 1
                       ? s.pass[0].radix[0]
                       : -1;
    }
    char got[64];
    snprintf(got, sizeof got, "first radix %d, %d unlisted, %d at rank 1", first[0], first[1],
             first[2]);
    printf("h100 (row) f32 4563: the listed rank 1: %s\n", got);
    check(first[0] == 27 && first[1] == 13 && first[2] == 27,
          "h100 (row) f32 4563: the listed rank 1", got);
    /* a listed local buffer: f32 1922 = 2 x 31^2 keeps one (not with one_listed=0) */
    bool one[2];
    for (int k = 0; k < 2; k++) {
        ufft__schedule s;
        int64_t g;
        one[k] = plan_tuned(h100, k ? "one_listed=0" : "", 1922, 10, UFFT_F32, &s, &g) &&
                 s.pass[0].one_buffer;
    }
    snprintf(got, sizeof got, "one buffer %d, unlisted %d", one[0], one[1]);
    printf("h100 (row) f32 1922: one local buffer: %s\n", got);
    check(one[0] && !one[1], "h100 (row) f32 1922: one local buffer", got);
    /* one_buffer=2 takes one buffer wherever a plan has one: f32 5145 in at most 256
     * work-items, cuFFT's shape (the cost model keeps two buffers under one_buffer=1; the
     * row's own entry for that shape left out) */
    ufft__schedule forced[2];
    int64_t fg;
    bool planned = plan_tuned(h100, "one_buffer=1,max_threads=256,few_threads=0", 5145, 10,
                              UFFT_F32, &forced[0], &fg) &&
                   plan_tuned(h100, "one_buffer=2,max_threads=256,few_threads=0", 5145, 10,
                              UFFT_F32, &forced[1], &fg);
    snprintf(got, sizeof got, "=1: %d buffer(s); =2: %d of %zu bytes, %d items",
             planned && forced[0].pass[0].one_buffer ? 1 : 2,
             planned && forced[1].pass[0].one_buffer ? 1 : 2, forced[1].pass[0].local_bytes,
             forced[1].pass[0].threads_per_col);
    printf("h100 f32 5145 forced one buffer: %s\n", got);
    check(planned && !forced[0].pass[0].one_buffer && forced[1].pass[0].one_buffer &&
              forced[1].pass[0].local_bytes == 5145 * 8 && forced[1].pass[0].threads_per_col <= 256,
          "h100 f32 5145: one_buffer=2 forces one buffer", got);
}

/* The H100 row pads no local memory for single passes of other lengths than powers of
 * two (odd_pad), but keeps padding powers of two and multi-pass plans; PoCL's row pads
 * nothing. */
void odd_padding(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct { bool h; int prec; int64_t n; int passes; int shift; } c[] = {
        {true, 0, 2100, 1, 0},   {true, 0, 19683, 1, 0}, {true, 1, 6615, 1, 0},
        {true, 0, 4096, 1, 4},   {true, 0, 100000, 2, 4}, {true, 1, 14400, 2, 3},
        {false, 0, 2100, 1, 0},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        ufft__problem pb = packed(c[i].n, 3, (ufft_precision)c[i].prec, false);
        ufft__schedule s;
        const ufft__device_caps *caps = c[i].h ? h100 : cpu;
        bool ok = ufft__plan_schedule(&pb, caps, &s, NULL) == UFFT_SUCCESS &&
                  s.npasses == c[i].passes && s.pass[0].pad_shift == c[i].shift;
        char what[96], detail[64];
        snprintf(what, sizeof what, "padding %s f%d n=%lld: %d pass(es), pad shift %d",
                 c[i].h ? "h100" : "cpu", c[i].prec ? 64 : 32, (long long)c[i].n, c[i].passes,
                 c[i].shift);
        snprintf(detail, sizeof detail, "%d pass(es), pad shift %d", s.npasses, s.pass[0].pad_shift);
        printf("%s: %s\n", what, detail);
        check(ok, what, detail);
    }
}

/* Split exchanges where NVIDIA's rows take them: one pass where whole elements need
 * two (f32 2^13 and f64 2^12 in 48 KB), never a multi-pass plan, never a pass whose
 * group's registers exceed the unit (f64 2^14 on the H100's CUDA row, told to split). */
void split_choices(const ufft__device_caps *nv, const ufft__device_caps *h100)
{
    static const struct { int log2n; ufft_precision prec; int passes; bool split; } want[] = {
        {12, UFFT_F32, 1, false}, {13, UFFT_F32, 1, true}, {14, UFFT_F32, 2, false},
        {12, UFFT_F64, 1, true}, {13, UFFT_F64, 2, false}, {21, UFFT_F32, 3, false}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        ufft__problem pb = packed((int64_t)1 << want[i].log2n, 3, want[i].prec, false);
        ufft__schedule s;
        ufft_status st = ufft__plan_schedule(&pb, nv, &s, NULL);
        bool ok = st == UFFT_SUCCESS && s.npasses == want[i].passes;
        for (int k = 0; ok && k < s.npasses; k++)
            ok = s.pass[k].split == want[i].split && s.pass[k].local_bytes <= 48 * 1024;
        char what[96];
        snprintf(what, sizeof what, "nvidia %s 2^%d: %d pass(es)%s",
                 want[i].prec == UFFT_F64 ? "f64" : "f32", want[i].log2n, want[i].passes,
                 want[i].split ? ", split" : "");
        check(ok, what, st == UFFT_SUCCESS ? "other passes or exchanges" : ufft_status_name(st));
    }
    ufft__tuning tu = *ufft__tuning_for(h100);
    tu.split_exchange = 1;
    ufft__problem pb = packed(16384, 3, UFFT_F64, false);
    ufft__schedule s;
    check(ufft__plan_schedule_tuned(&pb, h100, &tu, &s, NULL) == UFFT_SUCCESS && s.npasses == 2 &&
              !s.pass[0].split && !s.pass[1].split,
          "cuda sm90 f64 2^14 with split_exchange=1", "split into one pass whose registers spill");
}

/* Thread-block clusters (2026-11-24-h100-clusters.md): on the H100's row two groups
 * take f32 2^15 and f64 2^14 (each holds 8 columns of the first pass, the second is one
 * radix-16 step), with no workspace, in place too; one-pass lengths and those needing
 * more than two groups keep their plans unless UFFT_TUNING asks (cluster=8: f32 2^16 on
 * four groups, 2^17 on eight, 2^18 none; cluster_bytes: one-pass f32 2^14 on two), and
 * devices without clusters never get one, whatever the row says. */
void cluster_plans(const ufft__device_caps *h100, const ufft__device_caps *nv)
{
    static const struct { int log2n; ufft_precision prec; int cluster, passes; int64_t p0; } want[] = {
        {15, UFFT_F32, 2, 2, 2048}, {14, UFFT_F64, 2, 2, 1024}, {14, UFFT_F32, 0, 1, 16384},
        {13, UFFT_F64, 0, 1, 8192}, {16, UFFT_F32, 0, 2, 256},  {15, UFFT_F64, 0, 2, 256}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        for (int ip = 0; ip < 2; ip++) {
            ufft__problem pb = packed((int64_t)1 << want[i].log2n, 3, want[i].prec, ip);
            ufft__schedule s;
            ufft_status st = ufft__plan_schedule(&pb, h100, &s, NULL);
            bool ok = st == UFFT_SUCCESS && s.cluster == want[i].cluster &&
                      s.npasses == want[i].passes && s.pass[0].p == want[i].p0 &&
                      (!s.cluster || (s.nworkspace == 0 && s.pass[0].cols == 8 &&
                                      s.pass[1].p == 16 && s.pass[1].ns == want[i].p0));
            char what[96];
            snprintf(what, sizeof what, "cuda sm90 %s 2^%d%s: cluster %d, first pass %lld",
                     want[i].prec == UFFT_F64 ? "f64" : "f32", want[i].log2n,
                     ip ? " inplace" : "", want[i].cluster, (long long)want[i].p0);
            check(ok, what, st == UFFT_SUCCESS ? "another plan" : ufft_status_name(st));
        }
    /* three-pass lengths: the first pass fused with a radix-2 (2^23) or radix-4 (2^24)
     * step, two kernels; 2^25 would need eight groups, more than the row's four; f32 2^23
     * and 2^24 are two passes of 32-byte rows instead (narrow_rows) */
    static const struct { int log2n; ufft_precision prec; int cluster, passes; } split[] = {
        {23, UFFT_F32, 0, 2}, {24, UFFT_F32, 0, 2}, {23, UFFT_F64, 2, 3}, {24, UFFT_F64, 4, 3},
        {25, UFFT_F32, 0, 3}};
    for (size_t i = 0; i < sizeof split / sizeof split[0]; i++) {
        ufft__problem pb = packed((int64_t)1 << split[i].log2n, 1, split[i].prec, false);
        ufft__schedule s;
        ufft_status st = ufft__plan_schedule(&pb, h100, &s, NULL);
        bool ok = st == UFFT_SUCCESS && s.cluster == split[i].cluster &&
                  s.npasses == split[i].passes &&
                  (split[i].passes != 2 || (s.pass[0].cols == 4 && s.pass[1].cols == 4)) &&
                  (!s.cluster || (s.pass[0].p == 2048 && s.pass[1].p == s.cluster &&
                                  s.pass[1].ns == 2048 && s.nworkspace == 1 &&
                                  ufft__kernel_count(&s) == 2 && ufft__kernel_pass(&s, 1) == 2));
        char what[96];
        snprintf(what, sizeof what, "cuda sm90 %s 2^%d: %s", split[i].prec == UFFT_F64 ? "f64" : "f32",
                 split[i].log2n, split[i].cluster ? "first pass and a radix-C step on a cluster"
                                 : split[i].passes == 2 ? "two passes of 4-column rows" : "three passes");
        check(ok, what, st == UFFT_SUCCESS ? "another plan" : ufft_status_name(st));
    }
    ufft__tuning eight = *ufft__tuning_for(h100);
    eight.cluster = 8;
    eight.cluster_bytes = 65536;
    static const struct { int log2n, cluster; } wide[] = {{14, 2}, {16, 4}, {17, 8}, {18, 0}};
    for (size_t i = 0; i < sizeof wide / sizeof wide[0]; i++) {
        ufft__problem pb = packed((int64_t)1 << wide[i].log2n, 3, UFFT_F32, false);
        ufft__schedule s;
        char what[96];
        snprintf(what, sizeof what, "cuda sm90 cluster=8,cluster_bytes=65536 f32 2^%d: cluster %d",
                 wide[i].log2n, wide[i].cluster);
        check(ufft__plan_schedule_tuned(&pb, h100, &eight, &s, NULL) == UFFT_SUCCESS &&
                  s.cluster == wide[i].cluster,
              what, "another cluster");
    }
    ufft__device_caps none = *h100;
    none.max_cluster = 0;
    ufft__problem pb = packed(32768, 3, UFFT_F32, false);
    ufft__schedule s, t;
    check(ufft__plan_schedule_tuned(&pb, &none, &eight, &s, NULL) == UFFT_SUCCESS && !s.cluster &&
              ufft__plan_schedule_tuned(&pb, nv, &eight, &t, NULL) == UFFT_SUCCESS && !t.cluster,
          "no clusters where the device has none", "cluster planned");
    /* the kernel: one per direction, cluster attribute, per direction a whole cluster
     * barrier before the step and one split around its compute (and cl_sync's own
     * definition: eight halves) */
    ufft__plan_schedule(&pb, h100, &s, NULL);
    char *src = ufft__gen_program(ufft__dialect_find("cuda"), &pb, &s);
    int syncs = 0;
    static const char *const barriers[] = {"cl_sync();", "cl_arrive();", "cl_wait();"};
    for (int b = 0; b < 3; b++)
        for (const char *at = src; at && (at = strstr(at, barriers[b])) != NULL; at++)
            syncs++;
    check(src && strstr(src, "__cluster_dims__(2, 1, 1)") && strstr(src, "ufft_pass0_inv") &&
              !strstr(src, "ufft_pass1_fwd") && syncs == 8,
          "cluster kernel source", "attribute, entry points or barriers missing");
    printf("cluster kernel f32 2^15: %d cluster barrier halves in %zu bytes of source\n", syncs,
           src ? strlen(src) : 0);
    free(src);
}

/* Passes whose neighbouring work-items take neighbouring columns start their columns an
 * odd multiple of (16 f32 / 8 f64 elements, a row of the banks) / columns apart: two
 * elements for the H100's 8-column f32 and 4-column f64 passes, one (odd) for 16 columns;
 * the first pass of the f32 2^15 cluster too. */
void bank_strides(const ufft__device_caps *h100)
{
    static const struct { int log2n; ufft_precision prec; int64_t unit; } want[] = {
        {21, UFFT_F32, 2}, {17, UFFT_F32, 2}, {21, UFFT_F64, 2}, {25, UFFT_F32, 1}, {15, UFFT_F32, 2},
        {23, UFFT_F32, 4}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        ufft__problem pb = packed((int64_t)1 << want[i].log2n, 2, want[i].prec, false);
        ufft__schedule s;
        bool ok = ufft__plan_schedule(&pb, h100, &s, NULL) == UFFT_SUCCESS;
        char detail[128] = "";
        for (int kk = 0; ok && kk < ufft__kernel_count(&s); kk++) {
            int k = ufft__kernel_pass(&s, kk);
            const ufft__pass *ps = &s.pass[k];
            int64_t L = ps->lstride;
            ok = ps->load_cols_fastest && L % want[i].unit == 0 && (L / want[i].unit) % 2 == 1 &&
                 L >= ps->p + (ps->p >> ps->pad_shift);
            snprintf(detail, sizeof detail, "pass %d: %d columns, stride %lld", k, ps->cols,
                     (long long)L);
        }
        char what[96];
        snprintf(what, sizeof what, "cuda sm90 %s 2^%d column strides odd multiples of %lld",
                 want[i].prec == UFFT_F64 ? "f64" : "f32", want[i].log2n, (long long)want[i].unit);
        check(ok, what, detail);
    }
}

/* Most 4-byte words of one bank that a warp's 32 lanes touch, element el(lane) of
 * `words` words each: the wavefronts of the access. */
static int warp_wavefronts(const int64_t *el, int words)
{
    int count[32] = {0}, most = 0;
    for (int l = 0; l < 32; l++)
        for (int k = 0; k < words; k++) {
            int b = (int)((el[l] * words + k) % 32);
            most = ++count[b] > most ? count[b] : most;
        }
    return most;
}

/* Skewed exchanges (ufft__pass.skew) on the H100's row: Bluestein's and Rader's
 * one-kernel passes of other lengths than powers of two take them (f32 n = 2266, m =
 * 4608 = 24 x 24 x 8, f64 1097, m = 2744; Rader's 1297, 1296 = 6^4, and 577, 576 in 8
 * columns), and so do Bluestein's three kernels of such m, unpadded (f32 20297); Stockham
 * passes (f32 2592), powers of two (padded: m = 256 x 256 in three kernels) and the m the
 * row lists off (448) do not, nor anything with exchange_skew=0.
 * Every skew has its block dividing the work-items or they dividing it, and the column
 * holds the skewed layout. Independently of the model: f32 m = 2592 = 12 x 6 x 6 x 6's
 * first exchange writes a warp's stride-12 outputs in 8 wavefronts, skewed in 2. */
void exchange_skews(const ufft__device_caps *h100)
{
    const ufft__tuning *row = ufft__tuning_for(h100);
    ufft__tuning off = *row;
    off.exchange_skew = 0;
    const struct {
        int64_t n;
        ufft_precision prec;
        int kind; /* 0 Bluestein, 1 Rader, 2 Stockham */
        bool skewed;
        const ufft__tuning *tu;
    } cases[] = {{2266, UFFT_F32, 0, true, row},   {1097, UFFT_F64, 0, true, row},
                 {1297, UFFT_F32, 1, true, row},   {2592, UFFT_F32, 2, false, row},
                 {1009, UFFT_F32, 0, false, row},  {2266, UFFT_F32, 0, false, &off},
                 {577, UFFT_F32, 1, true, row},    /* 576 = 24 x 24, 8 columns (skew_cols) */
                 {223, UFFT_F32, 0, false, row},   /* m = 448 listed off */
                 {20297, UFFT_F32, 3, true, row},  /* m = 160 x 256, unpadded (three_unpadded) */
                 {31153, UFFT_F64, 3, false, row}}; /* m = 256 x 256 keeps its padding */
    static const char *kinds[] = {"Bluestein", "Rader", "Stockham", "Bluestein's three kernels"};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ufft__problem pb = packed(cases[i].n, 3, cases[i].prec, false);
        ufft__schedule s;
        int64_t m = 0, g = 0;
        int kind = cases[i].kind;
        bool ok = kind == 0   ? ufft__plan_bluestein(&pb, h100, cases[i].tu, &m, &s)
                  : kind == 1 ? ufft__plan_rader_fused(&pb, h100, cases[i].tu, &s, &g)
                  : kind == 3 ? ufft__plan_bluestein_three(&pb, h100, cases[i].tu, &m, &s)
                              : ufft__plan_schedule_tuned(&pb, h100, cases[i].tu, &s, NULL) ==
                                        UFFT_SUCCESS && s.npasses == 1;
        bool any = false;
        char detail[160] = "not planned";
        for (int j = 0; ok && j < (kind == 3 ? 2 : 1); j++) {
            const ufft__pass *ps = &s.pass[j];
            int64_t B = 1, T = ps->threads_per_col;
            /* skewed three kernels pad nothing; padded ones skew nothing */
            ok = kind != 3 || (ps->pad_shift == 0) == cases[i].skewed;
            for (int k = 0; ok && k + 1 < ps->nstages; k++) {
                B *= ps->radix[k];
                if (!ps->skew[k])
                    continue;
                any = true;
                ok = (T % B == 0 || B % T == 0) && !ps->pad_shift &&
                     ps->lstride >= ps->p + (ps->p - 1) / B * ps->skew[k] &&
                     ps->local_bytes >= (size_t)ps->lstride * (size_t)ps->cols * pb.elem_bytes;
                snprintf(detail, sizeof detail,
                         "pass %d exchange %d: block %lld, skew %d, %lld work-items, %d columns %lld apart",
                         j, k, (long long)B, ps->skew[k], (long long)T, ps->cols, (long long)ps->lstride);
            }
        }
        if (ok && any != cases[i].skewed)
            snprintf(detail, sizeof detail, "%s", any ? "skewed" : "not skewed");
        char what[112];
        snprintf(what, sizeof what, "cuda sm90 %s %lld (%s) exchanges %s%s",
                 cases[i].prec == UFFT_F64 ? "f64" : "f32", (long long)cases[i].n, kinds[kind],
                 cases[i].skewed ? "skewed" : "plain", cases[i].tu == &off ? ", exchange_skew=0" : "");
        check(ok && any == cases[i].skewed, what, detail);
    }
    ufft__pass ps;
    memset(&ps, 0, sizeof ps);
    ps.p = 2592;
    ps.nstages = 4;
    ps.radix[0] = 12;
    ps.radix[1] = ps.radix[2] = ps.radix[3] = 6;
    ps.elems = 12;
    ps.threads_per_col = 216;
    ps.cols = 1;
    int64_t span = ufft__exchange_skews(&ps, 8, false), plain[32], skewed[32];
    for (int l = 0; l < 32; l++) { /* output 0 of lane l's butterfly: o = jb * 12 (+ jb * K) */
        plain[l] = (int64_t)l * 12;
        skewed[l] = (int64_t)l * (12 + ps.skew[0]);
    }
    char detail[96];
    snprintf(detail, sizeof detail, "skew %d: %d -> %d wavefronts, span %lld", ps.skew[0],
             warp_wavefronts(plain, 2), warp_wavefronts(skewed, 2), (long long)span);
    check(warp_wavefronts(plain, 2) == 8 && warp_wavefronts(skewed, 2) == 2 &&
              span >= 2592 + 2591 / 12 * ps.skew[0],
          "f32 2592 = 12 x 6 x 6 x 6: first exchange skewed to the fewest wavefronts", detail);
}

/* Inter-pass twiddles on the H100's row: power-of-two passes take a work-item's W^(t jm)
 * times a table of its rows' (tw_rows, ns E entries), other lengths' register passes of
 * several columns a table of the group's width (tw_cols); the shorter radix last in
 * f64 only; neither in a first pass (ns = 1) nor where the device row leaves them off
 * (PoCL's). */
void column_twiddles(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    for (int prec = 0; prec < 2; prec++) {
        ufft__problem pb = packed((int64_t)1 << 21, 2, (ufft_precision)prec, false);
        ufft__schedule s, c;
        bool ok = ufft__plan_schedule(&pb, h100, &s, NULL) == UFFT_SUCCESS && s.npasses == 2 &&
                  s.pass[0].tw_rows < 0 && s.pass[0].tw_cols < 0 && s.pass[1].tw_cols < 0 &&
                  s.pass[1].tw_rows >= 0 && s.pass[1].tw_rows + s.pass[1].ns * s.pass[1].elems <= s.twiddle_count;
        const ufft__pass *last = &s.pass[1];
        bool shorter_last = last->radix[last->nstages - 1] < last->radix[0];
        ok = ok && shorter_last == (prec == 1);
        char what[96];
        snprintf(what, sizeof what, "cuda sm90 %s 2^21: row twiddles%s", prec ? "f64" : "f32",
                 prec ? ", shorter radix last" : "");
        check(ok, what, "other twiddles or radix order");
        ok = ufft__plan_schedule(&pb, cpu, &c, NULL) == UFFT_SUCCESS;
        for (int i = 0; ok && i < c.npasses; i++)
            ok = c.pass[i].tw_cols < 0 && c.pass[i].tw_rows < 0;
        check(ok, prec ? "cpu f64 2^21: no column or row twiddles" : "cpu f32 2^21: no column or row twiddles",
              "table twiddles on a row that leaves them off");
        /* f32 995328 = 1024 x 972, f64 746496 = 1024 x 729: register passes of other
         * lengths keep the column tables */
        int64_t other = prec ? 746496 : 995328;
        pb = packed(other, 2, (ufft_precision)prec, false);
        int cols = 0, rows = 0;
        ok = ufft__plan_schedule(&pb, h100, &s, NULL) == UFFT_SUCCESS;
        for (int i = 0; ok && i < s.npasses; i++) {
            cols += s.pass[i].tw_cols >= 0;
            rows += s.pass[i].tw_rows >= 0;
        }
        snprintf(what, sizeof what, "cuda sm90 %s %lld: column twiddles, no row twiddles",
                 prec ? "f64" : "f32", (long long)other);
        check(ok && cols > 0 && rows == 0, what, "other twiddles");
    }
}
