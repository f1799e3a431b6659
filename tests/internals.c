/* Unit checks of the parts behind the API that need no device: the planner's schedules
 * for fake devices of every class (Rader's too), the host DFT and Rader's tables against
 * direct sums, the generator's text in both dialects, and the disk cache's refusal of
 * damaged entries. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "api/internal.h"
#include "backend/disk_cache.h"
#include "gen/gen.h"
#include "host_plan.h"
#include "plan/plan.h"
#include "util/checked.h"

static int failed, passed;

static void check(bool ok, const char *what, const char *detail)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    printf("FAIL %s: %s\n", what, detail);
}

static ufft__device_caps fake_caps(const char *vendor, bool gpu, uint64_t local)
{
    ufft__device_caps c;
    memset(&c, 0, sizeof c);
    c.is_gpu = gpu;
    c.has_fp64 = true;
    c.global_mem = (uint64_t)80 << 30;
    c.max_alloc = (uint64_t)20 << 30;
    c.local_mem = local;
    c.max_group_size = 1024;
    c.compute_units = 132;
    c.warp = 32;
    snprintf(c.vendor, sizeof c.vendor, "%s", vendor);
    return c;
}

/* Whether the launch bound of ps (its min_groups groups) fits one unit of caps: its
 * work-items (twice the largest group's) and local memory. */
static bool groups_in_unit(const ufft__device_caps *caps, const ufft__pass *ps)
{
    uint64_t group = (uint64_t)ps->cols * (uint64_t)ps->threads_per_col;
    return group * ps->min_groups <= 2 * (uint64_t)caps->max_group_size &&
           ps->local_bytes * ps->min_groups <= caps->local_mem;
}

static ufft__problem packed(int64_t n, int64_t batch, ufft_precision prec, bool in_place)
{
    return ufft_test_problem(n, batch, prec, in_place, 1);
}

/* packed(), out of place, its input at element stride istride */
static ufft__problem strided_input(int64_t n, int64_t batch, ufft_precision prec, int64_t istride)
{
    ufft__problem pb = packed(n, batch, prec, false);
    pb.istride = istride;
    pb.idist = n * istride;
    pb.in_extent = pb.idist * batch;
    return pb;
}

/* Every schedule: radices multiply to each pass length, pass lengths to n, groups fit
 * the device, consecutive passes use different buffers, twiddles fit the table. */
static void schedule_invariants(const char *label, const ufft__device_caps *caps)
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

/* Every length 3..8192 whose prime factors are at most the row's max_prime (and a
 * multi-pass one of each kind): the cost model's radices multiply to each pass length and are codelets
 * the generator has, its work-items cover the column and fit the group and its local
 * memory the device; a register pass's radices divide its elements per work-item,
 * which are at most the row's reg_elems (half in fp64, or reg_f64). Prints the first failure's
 * plan so it can be replayed, and how many passes of each kind there were. */
static void generic_choices(const char *label, const ufft__device_caps *caps,
                            const ufft__tuning *tu)
{
    static const int64_t big[] = {3 * 3 * 5 * 7 * 11 * 13 * 17, 31 * 31 * 31 * 31, 10000000,
                                  61 * 61 * 61 * 59, 37 * 41 * 43 * 47 * 2};
    int bad = 0, nreg = 0, ngeneric = 0, none = 0;
    for (int64_t n = 3; n <= 8192 + 5; n++) {
        int64_t len = n <= 8192 ? n : big[n - 8193];
        for (int prec = 0; prec < 2; prec++) {
            int64_t max_prime = ufft__max_prime(tu, (ufft_precision)prec);
            if (ufft__is_pow2(len) || !smooth_to(len, max_prime))
                continue;
            ufft__problem pb = packed(len, 3, (ufft_precision)prec, false);
            ufft__schedule s;
            ufft_status st = ufft__plan_schedule_tuned(&pb, caps, tu, &s, NULL);
            bool ok = st == UFFT_SUCCESS;
            int64_t prod = 1;
            /* the row as the length plans with it: with its per-length knobs, if any */
            ufft__tuning own;
            const ufft__tuning *lt = ufft__fast_row(tu, caps, &pb, &own);
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

static int count_char(const char *s, char c)
{
    int n = 0;
    for (; *s; s++)
        n += *s == c;
    return n;
}

static void generator_text(void)
{
    ufft__device_caps caps = fake_caps("NVIDIA Corporation", true, 48 * 1024);
    const char *dialects[] = {"opencl", "cuda"};
    for (int di = 0; di < 2; di++)
        for (int k = 0; k <= 24; k += 3) {
            ufft__problem pb = packed((int64_t)1 << k, 5, UFFT_F32, false);
            ufft__schedule s;
            char what[64];
            snprintf(what, sizeof what, "%s source n=2^%d", dialects[di], k);
            if (ufft__plan_schedule(&pb, &caps, &s, NULL) != UFFT_SUCCESS) {
                check(false, what, "no schedule");
                continue;
            }
            char *src = ufft__gen_program(ufft__dialect_find(dialects[di]), &pb, &s);
            check(src != NULL, what, "generator failed");
            if (!src)
                continue;
            check(count_char(src, '{') == count_char(src, '}'), what, "unbalanced braces");
            check(count_char(src, '(') == count_char(src, ')'), what, "unbalanced parentheses");
            for (int i = 0; i < s.npasses; i++)
                for (int sign = -1; sign <= 1; sign += 2) {
                    char name[64];
                    ufft__gen_kernel_name(name, sizeof name, i, sign);
                    check(strstr(src, name) != NULL, what, name);
                }
            check(strstr(src, "native_") == NULL && strstr(src, "__sinf") == NULL &&
                      strstr(src, "__cosf") == NULL,
                  what, "hardware sin/cos in kernel text");
            free(src);
        }
}

static bool ascending_list(const uint32_t *list);

/* Rader's form of prime codelets (ufft__rader_codelet): from the tuning's radix, primes
 * whose p - 1 is 13-smooth only, and the program text takes it exactly there. */
static void rader_codelet_form(void)
{
    const struct {
        int r, from;
        bool rader;
    } cases[] = {{37, 31, true}, {31, 31, true}, {29, 31, false}, {61, 5, true},
                 {47, 5, false}, {59, 5, false}, {53, 37, true}, {37, 0, false},
                 {9, 5, false}, {3, 2, false}, {5, 5, true}, {41, 43, false}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char what[64];
        snprintf(what, sizeof what, "rader codelet r=%d from %d", cases[i].r, cases[i].from);
        check(ufft__rader_codelet(cases[i].r, cases[i].from) == cases[i].rader, what,
              cases[i].rader ? "direct form" : "Rader's form");
    }
    ufft__device_caps caps = fake_caps("NVIDIA Corporation", true, 48 * 1024);
    for (int from = 0; from <= 37; from += 37) {
        ufft__problem pb = packed(37 * 41, 5, UFFT_F32, false); /* p - 1 = 36, 40 */
        ufft__schedule s;
        char what[64];
        snprintf(what, sizeof what, "rader codelet program n=1517 from %d", from);
        if (ufft__plan_schedule(&pb, &caps, &s, NULL) != UFFT_SUCCESS) {
            check(false, what, "no schedule");
            continue;
        }
        s.rader_codelet = from;
        char *src = ufft__gen_program(ufft__dialect_find("cuda"), &pb, &s);
        check(src != NULL, what, "generator failed");
        if (!src)
            continue;
        check(count_char(src, '(') == count_char(src, ')'), what, "unbalanced parentheses");
        check((strstr(src, "radix 37 by Rader") != NULL) == (from != 0), what, "radix 37's form");
        check((strstr(src, "radix 41 by Rader") != NULL) == (from != 0), what, "radix 41's form");
        free(src);
    }
    /* the H100 row: from 31, but not for the lengths it lists off, and from 29 for f64
     * 1305 (listed on; 1421 = 29 x 7 x 7 not); NVIDIA's OpenCL row: never */
    ufft__device_caps h100 = fake_caps("NVIDIA Corporation", true, 232448);
    h100.cuda = true;
    h100.cc = 90;
    const ufft__tuning *row = ufft__tuning_for(&h100), *nv_row = ufft__tuning_for(&caps);
    const struct {
        int64_t n;
        ufft_precision prec;
        int from;
    } rows[] = {{1369, UFFT_F32, 31}, {62, UFFT_F32, 0},     {1085, UFFT_F64, 0},
                {1519, UFFT_F64, 31}, {1305, UFFT_F64, 29}, {1421, UFFT_F64, 31}};
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        ufft__problem pb = packed(rows[i].n, 3, rows[i].prec, false);
        char what[64];
        snprintf(what, sizeof what, "rader codelet h100 %s %lld",
                 rows[i].prec == UFFT_F64 ? "f64" : "f32", (long long)rows[i].n);
        check(ufft__rader_codelet_from(row, &pb) == rows[i].from, what, "wrong radix");
        check(ufft__rader_codelet_from(nv_row, &pb) == 0, what,
              "NVIDIA's OpenCL row (unmeasured) takes Rader's form");
    }
    check(ascending_list(row->rader_codelet_off_f32) && ascending_list(row->rader_codelet_off_f64),
          "rader_codelet_off lists", "ascending, ending in 0");
    /* the listed length's program takes radix 29 in Rader's form; with the row's Rader
     * form off, the listed length takes none either */
    ufft__problem pb = packed(1305, 3, UFFT_F64, false);
    ufft__schedule s;
    memset(&s, 0, sizeof s);
    char *src = NULL;
    if (ufft__plan_schedule_tuned(&pb, &h100, row, &s, NULL) == UFFT_SUCCESS) {
        s.rader_codelet = ufft__rader_codelet_from(row, &pb); /* as the plan takes it */
        src = ufft__gen_program(ufft__dialect_find("cuda"), &pb, &s);
    }
    printf("  rader codelet h100 f64 1305: from %d, program %s radix 29 by Rader\n",
           s.rader_codelet, src && strstr(src, "radix 29 by Rader") ? "has" : "lacks");
    check(src && s.rader_codelet == 29 && strstr(src, "radix 29 by Rader"),
          "rader codelet h100 f64 1305 program", "radix 29 in the direct form");
    free(src);
    ufft__tuning none = *row;
    none.rader_codelet_f64 = 0;
    check(ufft__rader_codelet_from(&none, &pb) == 0, "rader codelet h100 f64 1305, row's off",
          "listed length takes Rader's form with the row's form off");
}

/* direct_one_local: the H100 row's two-stage generic passes with direct I/O take one
 * local buffer (f64 530 = 53 x 10, f32 1591 = 43 x 37), half the two-buffer bytes, and
 * their program declares no second; the lengths listed off (f64 376 = 47 x 8) and
 * three-stage passes (f64 385 = 11 x 7 x 5) keep two. */
static void one_local_buffer(const ufft__device_caps *h100)
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
static void listed_direct_one(const ufft__device_caps *h100)
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
static void listed_composite(const ufft__device_caps *h100)
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

/* fold_at: a program's local accesses at constant offsets are a base pointer plus the
 * offset (ufft__emit_at) only where the schedule asks and the program is unpadded; else
 * the text is the indexed one, as before folding existed (PoCL's kernel caches keep). */
static void folded_access(void)
{
    ufft__device_caps caps = fake_caps("NVIDIA Corporation", true, 48 * 1024);
    const char *folded = "(lds + cb + t)[", *indexed = "lds[cb + PAD(t + ";
    const int64_t lens[] = {80, 4096};
    for (int li = 0; li < 2; li++)
        for (int pad = 0; pad < 2; pad++)
            for (int fold = 0; fold < 2; fold++) {
                ufft__tuning tu = *ufft__tuning_for(&caps);
                tu.pad_bytes = pad ? 128 : 0;
                tu.odd_pad = 0;
                ufft__problem pb = packed(lens[li], 5, UFFT_F32, false);
                ufft__schedule s;
                bool ok = ufft__plan_schedule_tuned(&pb, &caps, &tu, &s, NULL) == UFFT_SUCCESS;
                s.fold_at = fold;
                char *src = ok ? ufft__gen_program(ufft__dialect_find("cuda"), &pb, &s) : NULL;
                bool padded = ok && s.pass[0].pad_shift != 0, want = fold && !padded;
                char what[96], detail[96];
                snprintf(what, sizeof what, "folded access n=%lld pad_bytes=%d fold=%d",
                         (long long)lens[li], pad ? 128 : 0, fold);
                snprintf(detail, sizeof detail, "pad_shift %d, want %s",
                         ok ? s.pass[0].pad_shift : -1, want ? "folded" : "indexed");
                printf("%s: %s\n", what, detail);
                check(src && padded == (pad != 0) && strstr(src, want ? folded : indexed) &&
                          !strstr(src, want ? indexed : folded),
                      what, detail);
                free(src);
            }
}

/* nest9: radix-9 register butterflies in the direct symmetric form (pair sums s1..s4)
 * unless the schedule nests them as two radix-3 steps (pairs s1 only); the H100 CUDA
 * row nests them in every program kind, PoCL's row in none (its kernel text unchanged). */
static void nested_radix9(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    const char *direct = "const cplx_t s4 = c_add(";
    const int64_t lens[] = {81, 729, 6561};
    for (int li = 0; li < 3; li++)
        for (int nest = 0; nest < 2; nest++) {
            ufft__problem pb = packed(lens[li], 3, UFFT_F64, false);
            ufft__schedule s;
            bool ok = ufft__plan_schedule_tuned(&pb, h100, ufft__tuning_for(h100), &s, NULL) ==
                      UFFT_SUCCESS;
            bool nine = false; /* a stage of radix 9, or 27 = 3 x 9 */
            for (int i = 0; ok && i < s.npasses; i++)
                for (int k = 0; k < s.pass[i].nstages; k++)
                    nine = nine || s.pass[i].radix[k] == 9 || s.pass[i].radix[k] == 27;
            s.nest9 = nest;
            char *src = ok ? ufft__gen_program(ufft__dialect_find("cuda"), &pb, &s) : NULL;
            char what[64];
            snprintf(what, sizeof what, "radix-9 codelets n=%lld nest9=%d", (long long)lens[li],
                     nest);
            bool has_direct = src && strstr(src, direct);
            printf("%s: radix-9 stage %d, direct form %d\n", what, nine, has_direct);
            check(src && nine && has_direct == !nest, what,
                  nest ? "direct form left" : "no direct form");
            free(src);
        }
    check(ufft__tuning_for(h100)->nest9 == 7 && ufft__tuning_for(cpu)->nest9 == 0,
          "nest9 of the rows", "H100 CUDA 7, PoCL 0");
}

/* pfa: composite butterflies of coprime factors (6 = 3 x 2 ... 30 = 15 x 2 = 3 x 5 x 2)
 * take no constant twiddles between their steps where the emitter maps them by prime
 * factors; 25 and 27 (not coprime) and a power of two keep theirs. */
static void prime_factor_codelets(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct { int r; bool twiddled_when_mapped; } radices[] = {
        {6, false}, {10, false}, {12, false}, {15, false}, {20, false}, {21, false},
        {24, true}, {30, false}, {25, true}, {27, true}, {16, true}};
    for (size_t i = 0; i < sizeof radices / sizeof radices[0]; i++)
        for (int pfa = 0; pfa < 2; pfa++) {
            ufft__emitter e;
            ufft__emit_init(&e, ufft__dialect_find("cuda"));
            e.pfa = pfa;
            int slot[64];
            for (int k = 0; k < radices[i].r; k++)
                slot[k] = k;
            ufft__gen_dft(&e, radices[i].r, slot, -1, 0);
            char *src = ufft__emit_take(&e);
            /* 24 = 3 x 8 keeps the radix-8 network's W_8^3 */
            bool twiddled = src && strstr(src, "c_mul(") != NULL;
            bool want = pfa ? radices[i].twiddled_when_mapped : true;
            char what[64];
            snprintf(what, sizeof what, "radix-%d codelet pfa=%d", radices[i].r, pfa);
            printf("%s: constant twiddles %d\n", what, twiddled);
            check(src && twiddled == want, what, want ? "twiddles expected" : "twiddles left");
            free(src);
        }
    check(ufft__tuning_for(h100)->pfa == 3 && ufft__tuning_for(cpu)->pfa == 0,
          "pfa of the rows", "H100 CUDA 3, PoCL 0");
}

static void disk_cache(void)
{
    char dir[] = "/tmp/ufft-cache-test-XXXXXX";
    if (!mkdtemp(dir)) {
        check(false, "disk cache", "mkdtemp failed");
        return;
    }
    const char *key = "0123456789abcdef0123456789abcdef";
    unsigned char payload[300];
    for (size_t i = 0; i < sizeof payload; i++)
        payload[i] = (unsigned char)(i * 7 + 3);
    ufft__disk_cache_store(dir, key, payload, sizeof payload);
    unsigned char *got = NULL;
    size_t len = 0;
    bool hit = ufft__disk_cache_load(dir, key, &got, &len);
    check(hit && len == sizeof payload && memcmp(got, payload, len) == 0, "disk cache", "round trip");
    free(got);
    check(!ufft__disk_cache_load(dir, "ffffffffffffffffffffffffffffffff", &got, &len), "disk cache",
          "a missing key hits");

    char path[512];
    snprintf(path, sizeof path, "%s/ufft-%s.bin", dir, key);
    FILE *f = fopen(path, "r+b");
    if (f) { /* flip one payload byte */
        fseek(f, -10, SEEK_END);
        int c = fgetc(f);
        fseek(f, -10, SEEK_END);
        fputc(c ^ 0x40, f);
        fclose(f);
    }
    check(!ufft__disk_cache_load(dir, key, &got, &len), "disk cache", "a corrupted entry was trusted");
    if (truncate(path, 50) == 0)
        check(!ufft__disk_cache_load(dir, key, &got, &len), "disk cache", "a truncated entry was trusted");
    ufft__disk_cache_store(dir, key, payload, sizeof payload); /* the rebuild overwrites */
    hit = ufft__disk_cache_load(dir, key, &got, &len);
    check(hit && len == sizeof payload, "disk cache", "rewrite after corruption");
    free(got);
    remove(path);
    rmdir(dir);
}

/* UFFT_TUNING: known keys within range change the row; anything else is refused with a
 * reason and leaves the planner's input as it was checked. */
static void tuning_override(void)
{
    ufft__device_caps nv = fake_caps("NVIDIA Corporation", true, 48 * 1024);
    ufft__tuning tu = *ufft__tuning_for(&nv);
    ufft_status st = ufft__tuning_override(&tu, "col_threads=64,min_groups=3,stage_below=0", NULL);
    check(st == UFFT_SUCCESS && tu.col_threads == 64 && tu.min_groups == 3 && tu.stage_below == 0,
          "tuning override", "valid keys not applied");
    static const char *const bad[] = {"bogus=1", "threads", "threads=", "threads=12x",
                                      "threads=0", "threads=100000", "elems_f32=6", ",",
                                      "col_threads=48", "latency_weight=0", "max_prime_f32=12",
                                      "max_prime_f64=62", "blue_pow2=2", "blue_m=-1",
                                      "blue_m=2000000000", "cluster=9", "cluster_bytes=-1",
                                      "radix_last=4", "col_twiddles=4", "full_group_last=2",
                                      "composite=61", "row=", "row=h100", "row=cpu,bogus=1",
                                      "multi_threads_f32=96"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ufft__tuning t2 = *ufft__tuning_for(&nv);
        char what[64];
        snprintf(what, sizeof what, "tuning override '%s'", bad[i]);
        check(ufft__tuning_override(&t2, bad[i], NULL) == UFFT_ERROR_INVALID_ARGUMENT, what,
              "accepted");
    }
    /* row=NAME: that device class's whole row, the keys after it over it */
    ufft__device_caps h100 = fake_caps("NVIDIA Corporation", true, 232448);
    h100.cuda = true;
    h100.cc = 90;
    ufft__tuning named = *ufft__tuning_for(&nv);
    st = ufft__tuning_override(&named, "threads=64,row=cuda-sm90,multi_reg_f64=24", NULL);
    const ufft__tuning *want = ufft__tuning_for(&h100);
    check(st == UFFT_SUCCESS && strcmp(named.name, "cuda-sm90") == 0 &&
              named.threads == want->threads && named.local_bytes == want->local_bytes &&
              named.load_prefetch == want->load_prefetch &&
              named.multi_threads_f32 == want->multi_threads_f32 &&
              named.lengths_f32 == want->lengths_f32 && named.multi_reg_f64 == 24,
          "tuning override row=cuda-sm90", "not the H100 row with the key after it");
    /* max_prime: the largest codelet prime per precision, so 37 * 2 is Stockham in f32
     * but Rader/Bluestein in f64 */
    ufft__tuning primes = *ufft__tuning_for(&nv);
    st = ufft__tuning_override(&primes, "max_prime_f32=41,max_prime_f64=31", NULL);
    check(st == UFFT_SUCCESS && ufft__max_prime(&primes, UFFT_F32) == 41 &&
              ufft__max_prime(&primes, UFFT_F64) == 31 && !ufft__needs_bluestein(74, 41) &&
              ufft__needs_bluestein(74, 31) && ufft__needs_bluestein(43 * 2, 41),
          "tuning override max_prime", "not applied per precision");
    ufft__tuning blue = *ufft__tuning_for(&nv);
    st = ufft__tuning_override(&blue, "blue_pow2=1,blue_m=4913", NULL);
    check(st == UFFT_SUCCESS && blue.blue_pow2 == 1 && blue.blue_m == 4913,
          "tuning override blue_pow2, blue_m", "not applied");
    ufft__tuning clus = *ufft__tuning_for(&nv);
    st = ufft__tuning_override(&clus, "cluster=4,cluster_bytes=65536", NULL);
    check(st == UFFT_SUCCESS && clus.cluster == 4 && clus.cluster_bytes == 65536,
          "tuning override cluster, cluster_bytes", "not applied");
    /* A tuned schedule still satisfies the device: 16 elements per item, staged I/O. */
    ufft__problem pb = packed(4096, 3, UFFT_F32, false);
    ufft__schedule s;
    st = ufft__plan_schedule_tuned(&pb, &nv, &tu, &s, NULL);
    check(st == UFFT_SUCCESS && s.npasses == 1 && s.pass[0].elems == 16 &&
              s.pass[0].threads_per_col == 256,
          "tuned schedule n=4096", "col_threads=64 should give 16 elements x 256 items");
    pb = packed(16, 1000, UFFT_F32, false);
    st = ufft__plan_schedule(&pb, &nv, &s, NULL);
    check(st == UFFT_SUCCESS && s.pass[0].stage_load && s.pass[0].stage_store &&
              (s.pass[0].lstride & 1) == 1,
          "schedule n=16 on a GPU row", "expected staged loads/stores and an odd local stride");
}

/* The H100 row's calibrations (bench/results/2026-11-23-h100-models.md): plans of
 * three passes read 128-byte rows (16 f32 columns) where that adds no pass, two-pass
 * plans keep 64 (8), and the cost model's per-round costs take 2156 in three stages
 * (14x14x11, 1.41x faster there) where the first model's constants take four. */
static void h100_calibration(const ufft__device_caps *h100)
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
static void lone_group_radix(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
static void mid_row_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
static void direct_io_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
static void twiddle_pairs(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
static void large_prime_rows(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
static void large_prime_generic(const ufft__device_caps *h100)
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

/* Rader or Bluestein on the H100 row: Rader where p - 1 has prime factors up to 19 and,
 * as a register pass, fewer than 30 elements per work-item (rader_max_prime,
 * rader_max_elems; f32 1153 = 12 x 12 x 8 + 1, 4001); Bluestein for 1381 (p - 1 = 23 x
 * 60), 1117 (31 x 36) and f32 751, 811 (register passes of 30). Rows that name neither
 * keep 31 and any size (PoCL's: 1381 and 751 stay Rader). */
static void rader_or_bluestein(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const int64_t cpu_rader[] = {1381, 751};
    for (size_t i = 0; i < sizeof cpu_rader / sizeof cpu_rader[0]; i++) {
        ufft__problem pb = packed(cpu_rader[i], 1000, UFFT_F32, false);
        ufft__schedule s;
        int64_t g = 0;
        char what[64];
        snprintf(what, sizeof what, "cpu f32 %lld: Rader", (long long)cpu_rader[i]);
        check(ufft__plan_rader_fused(&pb, cpu, ufft__tuning_for(cpu), &s, &g), what, "Bluestein");
    }
    static const struct { int64_t p; ufft_precision prec; bool rader; } want[] = {
        {1153, UFFT_F32, true}, {4001, UFFT_F32, true}, {1153, UFFT_F64, true},
        {1381, UFFT_F32, false}, {1381, UFFT_F64, false}, {1117, UFFT_F64, false},
        {751, UFFT_F32, false}, {811, UFFT_F32, false}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        ufft__problem pb = packed(want[i].p, 1000, want[i].prec, false);
        ufft__schedule s;
        int64_t g = 0;
        bool rader = ufft__plan_rader_fused(&pb, h100, ufft__tuning_for(h100), &s, &g);
        char what[96];
        snprintf(what, sizeof what, "cuda sm90 %s %lld: %s",
                 want[i].prec == UFFT_F64 ? "f64" : "f32", (long long)want[i].p,
                 want[i].rader ? "Rader" : "Bluestein");
        printf("%s: %s\n", what, rader ? "Rader" : "Bluestein");
        check(rader == want[i].rader, what, rader ? "Rader" : "Bluestein");
    }
    /* the measured routes: against the rules both ways, Rader's pass then up to radix 31
     * (f64 2347 = 23 x 17 x 6 + 1); PoCL's row lists none and keeps Rader for the H100's
     * Bluestein ones */
    static const struct { int64_t p; ufft_precision prec; bool rader; int radix0; } measured[] = {
        {103, UFFT_F32, true, 17}, {1429, UFFT_F32, true, 17}, {3673, UFFT_F32, true, 18},
        {487, UFFT_F32, false, 0}, {3889, UFFT_F32, false, 0}, {2347, UFFT_F64, true, 23},
        {1453, UFFT_F64, true, 12}, {647, UFFT_F64, false, 0}, {4001, UFFT_F64, false, 0}};
    for (size_t i = 0; i < sizeof measured / sizeof measured[0]; i++) {
        ufft__problem pb = packed(measured[i].p, 1000, measured[i].prec, false);
        ufft__schedule s;
        int64_t g = 0;
        bool rader = ufft__plan_rader_fused(&pb, h100, ufft__tuning_for(h100), &s, &g);
        char what[96], got[64];
        snprintf(what, sizeof what, "cuda sm90 %s %lld (measured): %s radix %d first",
                 measured[i].prec == UFFT_F64 ? "f64" : "f32", (long long)measured[i].p,
                 measured[i].rader ? "Rader" : "Bluestein", measured[i].radix0);
        snprintf(got, sizeof got, "%s radix %d", rader ? "Rader" : "Bluestein",
                 rader ? s.pass[0].radix[0] : 0);
        printf("%s: %s\n", what, got);
        check(rader == measured[i].rader && (!rader || s.pass[0].radix[0] == measured[i].radix0),
              what, got);
        if (measured[i].rader) /* PoCL's row: its rules give those to Bluestein */
            continue;
        snprintf(what, sizeof what, "cpu %s %lld: Rader",
                 measured[i].prec == UFFT_F64 ? "f64" : "f32", (long long)measured[i].p);
        check(ufft__plan_rader_fused(&pb, cpu, ufft__tuning_for(cpu), &s, &g), what, "Bluestein");
    }
    /* every listed length a prime that Rader's kernel could take, ascending */
    const ufft__tuning *tu = ufft__tuning_for(h100);
    const ufft__prime_route *lists[] = {tu->routes_f32, tu->routes_f64};
    for (int l = 0; l < 2; l++) {
        uint32_t last = 0;
        bool ok = lists[l] != NULL;
        for (const ufft__prime_route *r = lists[l]; ok && r->p; last = r->p, r++)
            ok = r->p > last && r->p > UFFT__MAX_PRIME && r->p < UFFT__RADER_FUSED_LIMIT &&
                 ufft__is_prime(r->p) && r->rader <= 1;
        char what[64];
        snprintf(what, sizeof what, "cuda sm90 %s routes: ascending primes", l ? "f64" : "f32");
        check(ok, what, ok ? "ok" : "bad entry");
    }
}

/* Launch bounds that count the H100's register partitions (cu_parts, parts_bound: f64
 * generic passes, down to two groups): f64 1932 = 23 x 12 x 7 in 161 work-items asks for
 * two groups (three would leave 96 registers: 5 warps on the fullest partition), 2457
 * stays at two, Rader's 613 as before; f32 and PoCL's row count one pool. */
static void partition_bounds(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        const char *row;
        int64_t n;
        ufft_precision prec;
        uint32_t parts, want;
    } c[] = {
        {"h100", 1932, UFFT_F64, 2, 2}, {"h100", 1932, UFFT_F64, 0, 3},
        {"h100", 2254, UFFT_F64, 2, 2}, {"h100", 2457, UFFT_F64, 2, 2},
        {"h100", 1932, UFFT_F32, 2, 4}, {"h100", 613, UFFT_F64, 2, 2},
        {"cpu", 1932, UFFT_F64, 2, 1}};
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = strcmp(c[i].row, "h100") == 0 ? h100 : cpu;
        ufft__tuning tu = *ufft__tuning_for(caps);
        if (strcmp(c[i].row, "h100") == 0) {
            tu.parts_bound = c[i].parts;
            tu.threads_listed = 0; /* Rader's 613 at the row's group width, its route's aside */
        }
        ufft__problem pb = packed(c[i].n, 100, c[i].prec, false);
        ufft__schedule s;
        int64_t g = 0;
        bool ok = ufft__is_prime(c[i].n) ? ufft__plan_rader_fused(&pb, caps, &tu, &s, &g)
                                         : ufft__plan_schedule_tuned(&pb, caps, &tu, &s, NULL) ==
                                               UFFT_SUCCESS;
        char what[96], got[32];
        snprintf(what, sizeof what, "%s %s %lld parts_bound=%u: %u groups", c[i].row,
                 c[i].prec == UFFT_F64 ? "f64" : "f32", (long long)c[i].n, c[i].parts, c[i].want);
        snprintf(got, sizeof got, "%u groups", ok ? s.pass[0].min_groups : 0);
        printf("%s: %s\n", what, got);
        check(ok && s.pass[0].min_groups == c[i].want, what, got);
    }
}

/* Generic stages that store outputs as they are summed: from the H100 row's stream_f32/f64
 * (11 and 29), so f64 1302 = 31 x 7 x 6 streams its radix 31 and 1127 = 23 x 7 x 7 does
 * not; PoCL's row never below radix 37. */
static void streamed_stages(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
static void spread_stages(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
 * 25 elements per work-item (25x25x5; 5 with reg_listed=0), f32 221 = 17 x 13 in 17
 * work-items per column straight from and to device memory (not with direct_listed=0),
 * f64 3136 = 28x28x4 (the entry's 32; 16 at most with reg_f64=16, the row's rule before
 * the list); never in Rader's pass (f64 2179: p - 1 = 2178 is listed, direct and 24), nor
 * in PoCL's row; a listed rank of the cost model's choices, and a listed local buffer. */
static void listed_lengths(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
        {"h100", "", 221, UFFT_F32, 0, 0, true},
        {"h100", "direct_listed=0", 221, UFFT_F32, 0, 0, false},
        {"h100", "", 3136, UFFT_F64, 28, 28, false},
        {"h100", "reg_f64=16", 3136, UFFT_F64, 0, 0, true},
        {"h100", "", 2179, UFFT_F64, 0, 0, false},
        /* listed generic: 12 x 9 x 9 x 5 in 540 work-items, not the register pass */
        {"h100", "", 4860, UFFT_F32, 0, 0, true},
        {"h100", "reg_listed=0", 4860, UFFT_F32, 30, 15, false},
        {"cpu", "", 221, UFFT_F32, 0, 0, false},
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
    /* a listed rank: f32 5145 = 15 x 7^3 takes the cost model's second choice (343
     * work-items per column, not 735), as generic_rank=1 would (out of cuFFT's shape,
     * which the row lists it for too) */
    int items[3];
    const char *tunings[3] = {"few_threads=0", "few_threads=0,rank_listed=0",
                              "few_threads=0,generic_rank=1,rank_listed=0"};
    for (int k = 0; k < 3; k++) {
        ufft__schedule s;
        int64_t g;
        items[k] = plan_tuned(h100, tunings[k], 5145, 10, UFFT_F32, &s, &g)
                       ? s.pass[0].threads_per_col
                       : -1;
    }
    char got[64];
    snprintf(got, sizeof got, "%d items per column, %d unlisted, %d at rank 1", items[0],
             items[1], items[2]);
    printf("h100 (row) f32 5145: the listed rank 1: %s\n", got);
    check(items[0] == 343 && items[1] == 735 && items[2] == 343,
          "h100 (row) f32 5145: the listed rank 1", got);
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

/* Bluestein in one kernel reads x and writes X directly on the H100 up to m = 512
 * (blue_direct_m) whatever its work-items per row: f32 167 (m = 338 = 2 x 13^2) and f64
 * 127 (m = 256, 32) do, f32 262 (m = 576, 24) does not, nor 167 with blue_direct_m=0; the
 * NVIDIA OpenCL row only from 64 work-items per row (direct_io). */
static void bluestein_direct_short(const ufft__device_caps *h100, const ufft__device_caps *nv)
{
    static const struct {
        const char *row;
        uint32_t blue_direct_m;
        int64_t n;
        ufft_precision prec;
        int64_t m;
        bool direct;
    } c[] = {
        {"h100", 512, 167, UFFT_F32, 338, true}, {"h100", 512, 127, UFFT_F64, 256, true},
        {"h100", 512, 262, UFFT_F32, 576, false}, {"h100", 0, 167, UFFT_F32, 338, false},
        {"nv", 0, 167, UFFT_F32, 512, true},      {"nv", 0, 83, UFFT_F32, 256, false},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = strcmp(c[i].row, "h100") == 0 ? h100 : nv;
        ufft__tuning tu = *ufft__tuning_for(caps);
        if (caps == h100)
            tu.blue_direct_m = c[i].blue_direct_m;
        ufft__problem pb = packed(c[i].n, 100, c[i].prec, false);
        ufft__schedule s;
        int64_t m = 0;
        bool ok = ufft__plan_bluestein(&pb, caps, &tu, &m, &s) && m == c[i].m;
        char what[96], got[64];
        snprintf(what, sizeof what, "%s blue_direct_m=%u %s %lld: m %lld, %s", c[i].row,
                 c[i].blue_direct_m, c[i].prec == UFFT_F64 ? "f64" : "f32", (long long)c[i].n,
                 (long long)c[i].m, c[i].direct ? "direct" : "through local memory");
        snprintf(got, sizeof got, "m %lld, %s", (long long)m,
                 ok && s.pass[0].direct_io ? "direct" : "through local memory");
        printf("%s: %s\n", what, got);
        check(ok && s.pass[0].direct_io == c[i].direct, what, got);
    }
}

/* A Bluestein list entry's fp64 register size (reg): the H100's m = 324 runs as 18 x 18
 * on 18 work-items per row, which the row's 16 would not allow; as a split's head it
 * counts as 288 (head_weight), so f64 2358 = 18 x 131 still splits in one kernel. */
static void bluestein_entry_registers(const ufft__device_caps *h100)
{
    const ufft__tuning *tu = ufft__tuning_for(h100);
    ufft__problem pb = packed(139, 100, UFFT_F64, false);
    ufft__schedule s;
    int64_t m = 0;
    bool ok = ufft__plan_bluestein(&pb, h100, tu, &m, &s);
    const ufft__pass *ps = &s.pass[0];
    char got[128];
    snprintf(got, sizeof got, "m %lld, %d stages (%d x %d), %d elements per work-item",
             (long long)m, ok ? ps->nstages : 0, ok ? ps->radix[0] : 0, ok ? ps->radix[1] : 0,
             ok ? ps->elems : 0);
    printf("  bluestein entry registers, h100 f64 139: %s\n", got);
    check(ok && m == 324 && ps->nstages == 2 && ps->radix[0] == 18 && ps->radix[1] == 18 &&
              ps->elems == 18,
          "bluestein entry registers, h100 f64 139", got);
    ufft__problem whole = packed(2358, 100, UFFT_F64, false);
    ufft__split sp;
    ufft__schedule one;
    bool split = ufft__plan_bluestein(&whole, h100, tu, &m, &s) &&
                 ufft__plan_split_one(&whole, h100, tu,
                                      ufft__blue_split_weight(tu, UFFT_F64, m), &sp, &one);
    snprintf(got, sizeof got, "head weight %lld, split %d, q %lld, m_q %lld",
             (long long)ufft__blue_head_weight(tu, UFFT_F64, 324), split,
             split ? (long long)sp.q : 0LL, split ? (long long)sp.m : 0LL);
    printf("  bluestein head weight, h100 f64 2358: %s\n", got);
    check(ufft__blue_head_weight(tu, UFFT_F64, 324) == 288 && split && sp.q == 131 &&
              sp.m == 324,
          "bluestein head weight, h100 f64 2358", got);
}

/* Every entry of a row's Bluestein lists is live: ascending, and the longest n it serves,
 * (m+1)/2, takes it in one kernel, so an entry that is not one register pass on its
 * device, or that a neighbour hides, fails here instead of going unused. */
static void bluestein_lists_live(const ufft__device_caps *h100, const ufft__device_caps *nv)
{
    const ufft__device_caps *rows[] = {h100, nv};
    for (int r = 0; r < 2; r++) {
        const ufft__tuning *tu = ufft__tuning_for(rows[r]);
        for (int prec = 0; prec < 2; prec++) {
            const ufft__blue_length *list = prec ? tu->blue_f64 : tu->blue_f32;
            for (const ufft__blue_length *e = list; e && e->m; e++) {
                int64_t n = ((int64_t)e->m + 1) / 2, m = 0;
                ufft__problem pb = packed(n, 3, prec ? UFFT_F64 : UFFT_F32, false);
                ufft__schedule s;
                bool fused = ufft__plan_bluestein(&pb, rows[r], tu, &m, &s);
                bool ok = fused && m == e->m && (e == list || e[-1].m < e->m);
                char what[96], got[64];
                snprintf(what, sizeof what, "bluestein list %s f%d entry %u: n=%lld takes it",
                         r ? "nvidia" : "h100", prec ? 64 : 32, (unsigned)e->m, (long long)n);
                snprintf(got, sizeof got, "%s m=%lld", fused ? "one kernel" : "steps", (long long)m);
                printf("%s: %s\n", what, got);
                check(ok, what, got);
            }
        }
    }
}

/* Bluestein's convolution length: the H100 row's listed lengths (the shortest of at
 * least 2n - 1 below the power of two, with its launch bound), powers of two elsewhere
 * and with blue_pow2; blue_m where it is valid (odd too), else the power of two; Rader
 * still compared with the power of two. */
static void bluestein_lengths(const ufft__device_caps *h100, const ufft__device_caps *nv,
                              const ufft__device_caps *cpu)
{
    static const struct { const char *row; int prec; int64_t n; uint32_t pow2, m, blue_m, want, groups; } c[] = {
        {"h100", 0, 2063, 0, 0, 0, 4374, 0}, /* 2n-1 = 4125: 2 x 3^7 below 8192 */
        {"h100", 0, 2187, 0, 0, 0, 4374, 0},
        {"h100", 0, 2188, 0, 0, 0, 4500, 0},
        {"h100", 0, 2251, 0, 0, 0, 4608, 2}, /* 2n-1 = 4501 */
        {"h100", 0, 2304, 0, 0, 0, 4608, 2}, /* 2n-1 = 4607 */
        {"h100", 0, 2305, 0, 0, 0, 4802, 0}, /* 2n-1 = 4609: 2 x 7^4 */
        {"h100", 0, 2402, 0, 0, 0, 5184, 0},
        {"h100", 0, 2593, 0, 0, 0, 5832, 0}, /* 2n-1 = 5185 */
        {"h100", 0, 2917, 0, 0, 0, 6561, 0}, /* 2n-1 = 5833: 6561 once nested (nest9) */
        {"h100", 0, 3073, 0, 0, 0, 6561, 0}, /* 2n-1 = 6145 */
        {"h100", 0, 3282, 0, 0, 0, 6750, 0}, /* 2 x 3^3 x 5^3 */
        {"h100", 0, 3376, 0, 0, 0, 6912, 0},
        {"h100", 0, 3457, 0, 0, 0, 7500, 0},
        {"h100", 0, 3751, 0, 0, 0, 8192, 0}, /* past the last listed length */
        {"h100", 0, 4099, 0, 0, 0, 8748, 0}, /* past the power of two that fits a group */
        {"h100", 0, 4375, 0, 0, 0, 9261, 0}, /* 21^3 */
        {"h100", 0, 4632, 0, 0, 0, 13500, 0},
        {"h100", 0, 8193, 0, 0, 0, 19683, 0}, /* past 16384: 27^3 */
        {"h100", 0, 9842, 0, 0, 0, 19683, 0}, /* 2n-1 = 19683 */
        {"h100", 0, 9843, 0, 0, 0, 21952, 0},
        {"h100", 1, 4097, 0, 0, 0, 10000, 0}, /* past 8192: 10^4 */
        {"h100", 1, 5001, 0, 0, 0, 10368, 0},
        {"h100", 1, 5184, 0, 0, 0, 10368, 0},
        {"h100", 0, 1025, 0, 0, 0, 2197, 0}, /* past 2048: 13^3 */
        {"h100", 0, 1099, 0, 0, 0, 2197, 0}, /* 2n-1 = 2197 */
        {"h100", 0, 1100, 0, 0, 0, 2250, 0},
        {"h100", 0, 1126, 0, 0, 0, 2592, 0},
        {"h100", 0, 1297, 0, 0, 0, 2744, 0},
        {"h100", 0, 1373, 0, 0, 0, 2916, 0}, /* 4 x 3^6 */
        {"h100", 0, 1459, 0, 0, 0, 3087, 0}, /* 9 x 7^3 */
        {"h100", 0, 1545, 0, 0, 0, 3375, 0}, /* 15^3 once folded (fold_at) */
        {"h100", 0, 1689, 0, 0, 0, 4096, 0}, /* 3072 was within 4% */
        {"h100", 0, 1024, 0, 0, 0, 2048, 0}, /* never past the power of two */
        {"h100", 0, 521, 0, 0, 0, 1125, 0},
        {"h100", 0, 564, 0, 0, 0, 1296, 0},
        {"h100", 0, 667, 0, 0, 0, 1372, 0},
        {"h100", 0, 687, 0, 0, 0, 1458, 0},
        {"h100", 0, 730, 0, 0, 0, 1536, 0},
        {"h100", 0, 769, 0, 0, 0, 2048, 0},
        {"h100", 0, 107, 0, 0, 0, 225, 0},
        {"h100", 0, 134, 0, 0, 0, 288, 0},   /* 2 x 67 */
        {"h100", 0, 167, 0, 0, 0, 338, 0},   /* 2 x 13^2 */
        {"h100", 0, 241, 0, 0, 0, 484, 0},   /* 4 x 11^2 */
        {"h100", 1, 1033, 0, 0, 0, 2187, 0}, /* odd m, n = (m+1)/2 - 61 */
        {"h100", 1, 134, 0, 0, 0, 324, 0},   /* 18^2 (registers of 18) */
        {"h100", 1, 145, 0, 0, 0, 324, 0},
        {"h100", 1, 162, 0, 0, 0, 324, 0},   /* 2n-1 = 323 */
        {"h100", 1, 163, 0, 0, 0, 343, 0},   /* 7^3 past 324 */
        {"h100", 1, 172, 0, 0, 0, 343, 0},   /* 2n-1 = 343 */
        {"h100", 1, 173, 0, 0, 0, 441, 0},   /* 21^2 (registers of 21) */
        {"h100", 1, 221, 0, 0, 0, 441, 0},   /* 2n-1 = 441 */
        {"h100", 1, 222, 0, 0, 0, 512, 0},   /* 576 and 729 lie past the power of two */
        {"h100", 1, 365, 0, 0, 0, 729, 0},   /* 3^6 once nested (nest9) */
        {"h100", 0, 289, 0, 0, 0, 625, 0},   /* splits weigh against 1024 */
        {"h100", 0, 314, 0, 0, 0, 729, 0},
        {"h100", 0, 365, 0, 0, 0, 729, 0},
        {"h100", 0, 366, 0, 0, 0, 1024, 0},
        {"h100", 1, 1094, 0, 0, 0, 2187, 0}, /* 3^7 */
        {"h100", 1, 1095, 0, 0, 0, 2197, 0},
        {"h100", 1, 2049, 0, 0, 0, 4802, 0}, /* 2 x 7^4; splits weigh against 8192 */
        {"h100", 1, 2401, 0, 0, 0, 4802, 0}, /* 2n-1 = 4801 */
        {"h100", 1, 2402, 0, 0, 0, 5000, 0},
        {"h100", 1, 2501, 0, 0, 0, 5184, 0},
        {"h100", 1, 2592, 0, 0, 0, 5184, 0},
        {"h100", 1, 2593, 0, 0, 0, 5625, 0},
        {"h100", 1, 2814, 0, 0, 0, 8192, 0},
        {"h100", 1, 61, 0, 0, 0, 121, 0},    /* 11^2 */
        {"h100", 1, 83, 0, 0, 0, 169, 0},
        {"h100", 1, 97, 0, 0, 0, 196, 0},
        {"h100", 1, 107, 0, 0, 0, 256, 0},   /* 225 lost as split heads */
        {"h100", 1, 513, 0, 0, 0, 1125, 0},  /* 9 x 125; splits weigh against 2048 */
        {"h100", 1, 563, 0, 0, 0, 1125, 0},  /* 2n-1 = 1125 */
        {"h100", 1, 564, 0, 0, 0, 1331, 0},  /* 11^3 */
        {"h100", 1, 666, 0, 0, 0, 1331, 0},
        {"h100", 1, 667, 0, 0, 0, 2048, 0},
        {"h100", 1, 1100, 0, 0, 0, 2304, 0}, /* 2n-1 = 2199 */
        {"h100", 1, 1153, 0, 0, 0, 2744, 0}, /* 2n-1 = 2305 */
        {"h100", 1, 1373, 0, 0, 0, 3375, 0}, /* 15^3 once folded (fold_at) */
        {"h100", 1, 1688, 0, 0, 0, 3375, 0}, /* 2n-1 = 3375 */
        {"h100", 1, 1689, 0, 0, 0, 4096, 0},
        {"h100", 0, 2063, 1, 0, 0, 8192, 0}, /* blue_pow2 */
        {"nvidia", 0, 521, 0, 0, 0, 1296, 0}, /* OpenCL's own list */
        {"nvidia", 0, 262, 0, 0, 0, 1024, 0}, /* 576 lost there */
        {"nvidia", 1, 262, 0, 0, 0, 576, 0},
        {"cpu", 0, 2063, 0, 0, 0, 8192, 0},
        {"cpu", 1, 521, 0, 0, 0, 2048, 0},
        {"cpu", 0, 313, 0, 0, 625, 625, 0},  /* odd m with n = (m+1)/2 */
        {"cpu", 0, 1688, 0, 0, 3375, 3375, 0},
        {"cpu", 0, 313, 0, 0, 624, 1024, 0}, /* below 2n - 1 */
        {"cpu", 0, 200, 0, 0, 1000, 512, 0}, /* not below 4n */
        {"cpu", 0, 313, 0, 0, 629, 1024, 0}, /* 17 x 37: no register pass */
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].row[0] == 'h' ? h100 : c[i].row[0] == 'n' ? nv : cpu;
        ufft__tuning tu = *ufft__tuning_for(caps);
        tu.blue_pow2 = c[i].pow2;
        tu.blue_m = c[i].blue_m;
        ufft__problem pb = packed(c[i].n, 3, (ufft_precision)c[i].prec, false);
        ufft__schedule s;
        int64_t m = 0;
        bool fused = ufft__plan_bluestein(&pb, caps, &tu, &m, &s);
        bool ok = fused && m == c[i].want && (!c[i].groups || s.pass[0].min_groups == c[i].groups) &&
                  s.pass[0].p == m;
        char what[128], detail[96];
        snprintf(what, sizeof what, "bluestein %s f%d n=%lld pow2=%u blue_m=%u: m=%u", c[i].row,
                 c[i].prec ? 64 : 32, (long long)c[i].n, c[i].pow2, c[i].blue_m, c[i].want);
        snprintf(detail, sizeof detail, "%s m=%lld, %u groups", fused ? "one kernel" : "steps",
                 (long long)m, fused ? s.pass[0].min_groups : 0);
        printf("%s: %s\n", what, detail);
        check(ok, what, detail);
    }
    /* the list's padding: none for f32 4608, one element per 256 bytes for f64 4096 (an
     * entry of the power of two), the row's 128 for f32 8192 (none listed) */
    static const struct { int prec; int64_t n; int64_t m; int shift; } pads[] = {
        {0, 2251, 4608, 0}, {1, 1689, 4096, 4}, {0, 3751, 8192, 4}};
    for (size_t i = 0; i < sizeof pads / sizeof pads[0]; i++) {
        ufft__problem pb = packed(pads[i].n, 3, (ufft_precision)pads[i].prec, false);
        ufft__schedule s;
        int64_t m = 0;
        bool ok = ufft__plan_bluestein(&pb, h100, ufft__tuning_for(h100), &m, &s) &&
                  m == pads[i].m && s.pass[0].pad_shift == pads[i].shift;
        char what[96], detail[64];
        snprintf(what, sizeof what, "bluestein h100 f%d n=%lld: m=%lld, pad shift %d",
                 pads[i].prec ? 64 : 32, (long long)pads[i].n, (long long)pads[i].m, pads[i].shift);
        snprintf(detail, sizeof detail, "m=%lld, pad shift %d", (long long)m, s.pass[0].pad_shift);
        printf("%s: %s\n", what, detail);
        check(ok, what, detail);
    }
    /* the list's kernels that keep forms plain where the row asks for them in
     * Bluestein's: on the H100 f32 4608 and f64 576 without the prime-factor mapping,
     * no other */
    static const struct { const char *row; int prec; int64_t m; uint32_t plain; } plain[] = {
        {"h100", 0, 6144, 0}, {"h100", 0, 4608, UFFT__PLAIN_PFA},
        {"h100", 1, 576, UFFT__PLAIN_PFA}, {"h100", 0, 576, 0}, {"h100", 0, 6561, 0},
        {"h100", 1, 6144, 0}, {"h100", 0, 8192, 0}, {"cpu", 0, 6144, 0}};
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++) {
        const ufft__device_caps *caps = plain[i].row[0] == 'h' ? h100 : cpu;
        uint32_t got = ufft__blue_plain(ufft__tuning_for(caps), (ufft_precision)plain[i].prec,
                                        plain[i].m);
        char what[96];
        snprintf(what, sizeof what, "bluestein %s f%d m=%lld plain forms: %u", plain[i].row,
                 plain[i].prec ? 64 : 32, (long long)plain[i].m, (unsigned)plain[i].plain);
        printf("%s: %u\n", what, (unsigned)got);
        check(got == plain[i].plain, what, "other plain forms");
    }
    /* past the longest listed length: not one group's (f32 2n-1 above 21952, f64 above
     * 10368) */
    static const struct { int prec; int64_t n; } past[] = {{0, 10977}, {1, 5189}};
    for (size_t i = 0; i < sizeof past / sizeof past[0]; i++) {
        ufft__problem pb = packed(past[i].n, 3, (ufft_precision)past[i].prec, false);
        ufft__schedule s;
        int64_t m = 0, m3 = 0;
        bool fused = ufft__plan_bluestein(&pb, h100, ufft__tuning_for(h100), &m, &s);
        bool three = !fused && ufft__plan_bluestein_three(&pb, h100, ufft__tuning_for(h100), &m3, &s);
        char what[96], detail[64];
        snprintf(what, sizeof what, "bluestein h100 f%d n=%lld: not in one group's kernel",
                 past[i].prec ? 64 : 32, (long long)past[i].n);
        snprintf(detail, sizeof detail, "%s m=%lld", fused ? "one kernel" : three ? "three" : "neither",
                 (long long)(fused ? m : m3));
        printf("%s: %s\n", what, detail);
        check(three, what, detail);
    }
    /* 131 in f32 on the H100: a generic Rader pass of 130 = 13 x 10, against
     * Bluestein's 512 (3.9x p - 1, at least 2.9x: Rader), not the listed 288 (2.2x) */
    ufft__problem pb = packed(131, 3, UFFT_F32, false);
    ufft__schedule s;
    int64_t g;
    bool rader = ufft__plan_rader_fused(&pb, h100, ufft__tuning_for(h100), &s, &g);
    rader = rader && s.pass[0].generic;
    printf("rader f32 131 on the H100 row: %s\n", rader ? "generic rader" : "not generic rader");
    check(rader, "rader f32 131 on the H100 row", "not a generic Rader pass");
}

/* Bluestein on clusters: the H100 row's two or four groups where the power of two is at
 * most 1.34 times the three kernels' m (as large_prime_create asks), its length-m/C pass
 * one register pass of one column whose work-items divide m/C^2; never eight groups
 * there (blue_cluster=8 allows them), never where the device has no clusters (OpenCL,
 * PoCL). The program has both entry points, the cluster attribute and C-point steps. */
static void bluestein_cluster(const ufft__device_caps *h100, const ufft__device_caps *nv,
                              const ufft__device_caps *cpu)
{
    static const struct { const char *row; int prec; int64_t n; uint32_t most; int64_t m; int C; } c[] = {
        {"h100", 0, 10977, 0, 32768, 2}, /* past 21952: m3 = 32768 too */
        {"h100", 0, 16384, 0, 32768, 2},
        {"h100", 0, 16411, 0, 0, 0},     /* 65536 > 1.34 x 36864 */
        {"h100", 0, 20483, 0, 65536, 4}, /* 65536 <= 1.34 x 49152 */
        {"h100", 0, 33599, 0, 0, 0},     /* eight groups */
        {"h100", 0, 52583, 8, 131072, 8}, /* m3 = 131072 */
        {"h100", 1, 5189, 0, 16384, 2},
        {"h100", 1, 8191, 0, 16384, 2},
        {"h100", 1, 10007, 0, 32768, 4}, /* m3 = 24576 */
        {"h100", 1, 16411, 0, 0, 0},
        {"nvidia", 0, 12301, 8, 0, 0},
        {"cpu", 1, 8191, 8, 0, 0},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].row[0] == 'h' ? h100 : c[i].row[0] == 'n' ? nv : cpu;
        ufft__tuning tu = *ufft__tuning_for(caps);
        if (c[i].most)
            tu.blue_cluster = c[i].most;
        ufft__problem pb = packed(c[i].n, 3, (ufft_precision)c[i].prec, false);
        ufft__schedule s;
        int64_t m = 0, m3 = 0;
        int C = 0;
        bool three = ufft__plan_bluestein_three(&pb, caps, &tu, &m3, &s);
        bool on = ufft__plan_bluestein_cluster(&pb, caps, &tu, three ? m3 : 0, &m, &C, &s);
        const ufft__pass *ps = &s.pass[0];
        bool ok = on ? m == c[i].m && C == c[i].C && ps->p * C == m && ps->cols == 1 &&
                           !ps->generic && (m / C / C) % ps->threads_per_col == 0
                     : c[i].C == 0;
        char *src = NULL;
        if (on && ok) {
            src = ufft__gen_bluestein_cluster_program(ufft__dialect_find("cuda"),
                                                      (ufft_precision)c[i].prec, &s, s.twiddle_count, C);
            char attr[32];
            snprintf(attr, sizeof attr, "__cluster_dims__(%d, 1, 1)", C);
            ok = src && strstr(src, "ufft_blue_cluster_fwd") && strstr(src, "ufft_blue_cluster_inv") &&
                 strstr(src, attr) && strstr(src, "cl_mapw(lds");
            ok = ok && !ufft__gen_bluestein_cluster_program(ufft__dialect_find("opencl"),
                                                            (ufft_precision)c[i].prec, &s, 0, C);
        }
        char what[128], detail[96];
        snprintf(what, sizeof what, "bluestein cluster %s f%d n=%lld blue_cluster=%u: %s", c[i].row,
                 c[i].prec ? 64 : 32, (long long)c[i].n, c[i].most ? c[i].most : tu.blue_cluster,
                 c[i].C ? "one kernel" : "not on a cluster");
        snprintf(detail, sizeof detail, "%s m=%lld C=%d (three kernels' m %lld)",
                 on ? "cluster" : "none", (long long)m, C, (long long)m3);
        printf("%s: %s\n", what, detail);
        check(ok, what, detail);
        free(src);
    }
}

/* Whether the program of gen/bluestein_three.c for schedule s has its `kernels` entry
 * points in both directions. */
static bool three_entries(const ufft__problem *pb, const ufft__schedule *s, int kernels)
{
    char *src = ufft__gen_bluestein_three_program(ufft__dialect_find("opencl"), pb->precision, s,
                                                  s->twiddle_count, 0, 0);
    bool ok = src != NULL;
    for (int k = 0; k < kernels && ok; k++)
        for (int sign = -1; sign <= 1; sign += 2) {
            char name[64];
            ufft__gen_bluestein_three_name(name, sizeof name, k, sign);
            ok = ok && strstr(src, name);
        }
    free(src);
    return ok;
}

/* The five steps' convolution length (ufft__bluestein_steps_length): at least 2n - 1,
 * 7-smooth, at most the power of two, which blue_pow2 keeps and which stays where the
 * smooth m saves too little (f32 1000003: 2000376 is 0.95 of 2^21). */
static void bluestein_steps_length(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct { const char *row; int prec; int64_t n; uint32_t pow2; int64_t want; } c[] = {
        {"h100", 0, 16777259, 0, 33592320}, /* 2^10 3^8 5: 0.50 of 2^26 */
        {"h100", 1, 16777259, 0, 33592320}, {"h100", 0, 16777259, 1, 67108864},
        {"h100", 0, 12000017, 0, 24004512}, {"h100", 0, 1000003, 0, 2097152},
        {"cpu", 0, 65537, 0, 131220},       {"cpu", 1, 10007, 0, 20160},
        {"cpu", 1, 10007, 1, 32768},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].row[0] == 'h' ? h100 : cpu;
        ufft__tuning tu = *ufft__tuning_for(caps);
        tu.blue_pow2 = c[i].pow2;
        ufft__problem pb = packed(c[i].n, 1, (ufft_precision)c[i].prec, false);
        int64_t m = ufft__bluestein_steps_length(&pb, caps, &tu, NULL), r = m;
        for (int64_t f = 2; f <= 7 && r > 0; f++)
            while (r % f == 0)
                r /= f;
        char what[128], detail[96];
        snprintf(what, sizeof what, "bluestein steps length %s f%d n=%lld pow2=%u", c[i].row,
                 c[i].prec ? 64 : 32, (long long)c[i].n, c[i].pow2);
        snprintf(detail, sizeof detail, "m=%lld, want %lld", (long long)m, (long long)c[i].want);
        printf("%s: %s\n", what, detail);
        check(m == c[i].want && m >= 2 * c[i].n - 1 && r == 1 &&
                  m <= ufft__bluestein_length(c[i].n),
              what, detail);
    }
}

/* Bluestein in five kernels (blue_five): m = p0 x p1 x p2 >= 2n - 1 of three register
 * passes with equal columns, p1 and p2 powers of two neither over twice the other, W_m's
 * table on pass 1 (ns = m / p1) after the three passes' stage tables; bit 1 only where
 * three kernels do not take the length and five move less memory than the five steps;
 * none with blue_five 0 or blue_steps; the program has its ten entry points. */
static void bluestein_five(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct { const char *row; int prec; int64_t n; uint32_t five, steps; bool want; } c[] = {
        {"h100", 0, 16777259, 1, 0, true},  {"h100", 1, 16777259, 1, 0, true},
        {"h100", 0, 12000017, 1, 0, true},  {"h100", 0, 16777259, 0, 0, false},
        {"h100", 0, 16777259, 1, 1, false}, {"h100", 0, 65537, 3, 0, true},
        {"cpu", 0, 65537, 3, 0, true},      {"cpu", 1, 10007, 3, 0, true},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].row[0] == 'h' ? h100 : cpu;
        ufft__tuning tu = *ufft__tuning_for(caps);
        tu.blue_five = c[i].five;
        tu.blue_steps = c[i].steps;
        ufft__problem pb = packed(c[i].n, 1, (ufft_precision)c[i].prec, false);
        ufft__schedule s;
        double traffic;
        int64_t m = 0, steps_m = ufft__bluestein_steps_length(&pb, caps, &tu, &traffic);
        bool five = ufft__plan_bluestein_five(&pb, caps, &tu, traffic, &m, &s);
        const ufft__pass *a = &s.pass[0], *b = &s.pass[1], *q = &s.pass[2];
        bool ok = five == c[i].want;
        if (five) {
            int64_t split = b->tw_split;
            ok = ok && s.npasses == 3 && a->p * b->p * q->p == m && m >= 2 * c[i].n - 1 &&
                 ufft__is_pow2(b->p) && ufft__is_pow2(q->p) && b->p <= 2 * q->p &&
                 q->p <= 2 * b->p && !a->generic && !b->generic && !q->generic &&
                 a->cols == b->cols && b->cols == q->cols && a->p % a->cols == 0 &&
                 b->ns == m / b->p && split * split >= m && b->tw_hi == b->tw_lo + split &&
                 s.twiddle_count == b->tw_hi + (m + split - 1) / split &&
                 (c[i].five & 2 || 8.0 * (double)m < traffic) &&
                 traffic == ufft__bluestein_steps_traffic(&pb, caps, &tu, steps_m);
            for (int k = 0; k < 3; k++)
                ok = ok && (s.pass[k].tw_local < 0 ||
                            s.pass[k].tw_local + s.pass[k].p - s.pass[k].radix[0] <= b->tw_lo);
            ok = ok && three_entries(&pb, &s, 5);
        }
        char what[128], detail[128];
        snprintf(what, sizeof what, "bluestein five %s f%d n=%lld five=%u steps=%u", c[i].row,
                 c[i].prec ? 64 : 32, (long long)c[i].n, c[i].five, c[i].steps);
        snprintf(detail, sizeof detail, "%s m=%lld = %lld x %lld x %lld, %d cols (steps m=%lld)",
                 five ? "five" : "none", (long long)m, five ? (long long)a->p : 0LL,
                 five ? (long long)b->p : 0LL, five ? (long long)q->p : 0LL, five ? a->cols : 0,
                 (long long)steps_m);
        printf("%s: %s\n", what, detail);
        check(ok, what, detail);
    }
}

/* Bluestein in three kernels, where the convolution is too long for one: m >= 2n - 1 of
 * two register passes with equal columns per group (dividing both kernels' columns per
 * row, at least 32 bytes of a row), neither pass over twice the other, tables laid out
 * one after the other; powers of two only with blue_pow2, none with blue_steps; the
 * generated program has its six entry points. */
static void bluestein_three(const ufft__device_caps *h100, const ufft__device_caps *nv,
                            const ufft__device_caps *cpu)
{
    static const struct { const char *row; int prec; int64_t n; uint32_t pow2, steps; bool want; } c[] = {
        {"h100", 0, 8209, 0, 0, true},    {"h100", 0, 65537, 0, 0, true},
        {"h100", 0, 65537, 1, 0, true},   {"h100", 0, 65537, 0, 1, false},
        {"h100", 0, 1000003, 0, 0, true}, {"h100", 0, 8388733, 0, 0, true},
        {"h100", 1, 4099, 0, 0, true},    {"h100", 1, 99991, 0, 0, true},
        {"h100", 1, 4194403, 0, 0, true}, {"h100", 1, 4194403, 1, 0, true},
        {"nvidia", 0, 65537, 0, 0, true}, {"nvidia", 1, 99991, 0, 0, true},
        {"cpu", 0, 65537, 0, 0, true},    {"cpu", 1, 131074, 1, 0, true},
        {"cpu", 0, 40000003, 0, 0, false}, /* m of 2^27: passes too long */
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].row[0] == 'h' ? h100 : c[i].row[0] == 'n' ? nv : cpu;
        ufft__tuning tu = *ufft__tuning_for(caps);
        tu.blue_pow2 = c[i].pow2;
        tu.blue_steps = c[i].steps;
        ufft__problem pb = packed(c[i].n, 3, (ufft_precision)c[i].prec, false);
        ufft__schedule s;
        int64_t m = 0;
        bool three = ufft__plan_bluestein_three(&pb, caps, &tu, &m, &s);
        const ufft__pass *a = &s.pass[0], *b = &s.pass[1];
        int64_t eb = (int64_t)pb.elem_bytes;
        bool ok = three == c[i].want;
        if (three) {
            int64_t split = b->tw_split;
            ok = ok && s.npasses == 2 && a->p * b->p == m && m >= 2 * c[i].n - 1 &&
                 ufft__is_pow2(b->p) && (!c[i].pow2 || ufft__is_pow2(a->p)) &&
                 a->p <= 2 * b->p && b->p <= 2 * a->p && !a->generic && !b->generic &&
                 a->cols == b->cols && a->p % a->cols == 0 && b->p % b->cols == 0 &&
                 a->cols * eb >= 32 && a->local_bytes <= tu.local_bytes &&
                 b->local_bytes <= tu.local_bytes && b->ns == a->p && split * split >= m &&
                 b->tw_hi == b->tw_lo + split &&
                 s.twiddle_count == b->tw_hi + (m + split - 1) / split &&
                 (a->tw_local < 0 || a->tw_local + a->p - a->radix[0] <= b->tw_lo) &&
                 (b->tw_local < 0 || b->tw_local + b->p - b->radix[0] <= b->tw_lo);
            ok = ok && three_entries(&pb, &s, 3);
        }
        char what[128], detail[128];
        snprintf(what, sizeof what, "bluestein three %s f%d n=%lld pow2=%u steps=%u", c[i].row,
                 c[i].prec ? 64 : 32, (long long)c[i].n, c[i].pow2, c[i].steps);
        snprintf(detail, sizeof detail, "%s m=%lld = %lld x %lld, %d cols", three ? "three" : "none",
                 (long long)m, three ? (long long)a->p : 0LL, three ? (long long)b->p : 0LL,
                 three ? a->cols : 0);
        printf("%s: %s\n", what, detail);
        check(ok, what, detail);
    }
}

/* The H100 row's three kernels give each work-item its elements' words and
 * blue_three_regs_f32 / _f64 registers more. f32 2584459's radix-3000 passes of 800
 * work-items (ptxas: 72 registers, 536 bytes of spills) give way to 2592 x 2048 in groups
 * of four columns; with the knob off the row takes 3000 again. f32 1705539's radix-2048
 * passes of 16 elements (ptxas: 64 registers, 152 bytes of spills in groups of 1024) run
 * in groups of 512 at the row's f32 40, of 1024 at f64's 24. Where no m has passes that
 * give 40, those that give blue_three_least do. */
static void bluestein_three_registers(const ufft__device_caps *h100)
{
    static const struct {
        int64_t n;
        uint32_t regs; /* 0: the row's; else the knob set to it */
        int64_t p0;    /* the first pass's radix, 0: any */
        uint64_t group; /* the last pass's work-items per group */
        bool fit;      /* every pass gives the row's f32 registers */
    } c[] = {
        {2584459, 0, 0, 512, true},
        {2584459, 1000, 3000, 0, false}, /* 1000: the knob off */
        {1705539, 0, 2048, 512, true},
        {1705539, 24, 2048, 1024, false},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        ufft__tuning tu = *ufft__tuning_for(h100);
        const uint32_t row = tu.blue_three_regs_f32;
        if (c[i].regs)
            tu.blue_three_regs_f32 = c[i].regs == 1000 ? 0 : c[i].regs;
        ufft__problem pb = packed(c[i].n, 3, UFFT_F32, false);
        ufft__schedule s;
        int64_t m = 0;
        bool three = ufft__plan_bluestein_three(&pb, h100, &tu, &m, &s);
        bool fit = three;
        uint64_t group = 0;
        for (int k = 0; k < 2 && three; k++) {
            const ufft__pass *ps = &s.pass[k];
            group = (uint64_t)ps->cols * (uint64_t)ps->threads_per_col;
            fit = fit && group * (uint64_t)(2 * ps->elems + row) <= tu.cu_regs;
        }
        char what[96], got[128];
        snprintf(what, sizeof what, "bluestein three registers, h100 f32 %lld, blue_three_regs_f32=%u",
                 (long long)c[i].n, tu.blue_three_regs_f32);
        snprintf(got, sizeof got, "m=%lld = %lld x %lld, %d cols x %d items, fits %d",
                 (long long)m, three ? (long long)s.pass[0].p : 0LL,
                 three ? (long long)s.pass[1].p : 0LL, three ? s.pass[1].cols : 0,
                 three ? s.pass[1].threads_per_col : 0, fit);
        printf("  %s: %s\n", what, got);
        check(three && row == 40 && fit == c[i].fit && m >= 2 * pb.n - 1 &&
                  (!c[i].p0 || s.pass[0].p == c[i].p0) && (!c[i].group || group == c[i].group),
              what, got);
    }
    /* past 2^23 no f32 m has passes that give 40: blue_three_least's 24 keeps three
     * kernels (radix 4500 x 4096), without it there are none */
    for (int least = 0; least < 2; least++) {
        ufft__tuning tu = *ufft__tuning_for(h100);
        if (!least)
            tu.blue_three_least = 0;
        ufft__problem pb = packed(8388733, 3, UFFT_F32, false);
        ufft__schedule s;
        int64_t m = 0;
        bool three = ufft__plan_bluestein_three(&pb, h100, &tu, &m, &s);
        char what[96], got[64];
        snprintf(what, sizeof what, "bluestein three registers, h100 f32 8388733, blue_three_least=%u",
                 tu.blue_three_least);
        snprintf(got, sizeof got, "m=%lld = %lld x %lld", (long long)m,
                 three ? (long long)s.pass[0].p : 0LL, three ? (long long)s.pass[1].p : 0LL);
        printf("  %s: %s\n", what, got);
        check(least ? three && tu.blue_three_least == 24 && m >= 2 * pb.n - 1 : !three, what, got);
    }
}

/* The H100 row's blue_three_groups: the three kernels ask for as many groups per unit
 * as give each work-item its words and 32 registers more, within the unit's work-items,
 * local memory and register partitions; the middle kernel only below 16 elements per
 * work-item. f32 1098635's radix-1080 kernels (144 work-items, 30 elements) go from 3
 * groups per unit to 4; f32 20297's radix-160 ones (64 work-items) from the row's 4 to
 * 14, its middle one (8 elements) to 5; f32 1705539's radix-2048 middle (16 elements)
 * keeps its hint. With the knob off every pass keeps ufft__group_hint's. (With
 * blue_three_regs_f32=24, as in session 41, 1098635's groups were 288 work-items: 1 to 2.) */
static void bluestein_three_groups(const ufft__device_caps *h100)
{
    static const struct {
        int64_t n;
        uint32_t first, middle, first_off, middle_off;
    } c[] = {
        {1098635, 4, 1, 3, 1},
        {20297, 14, 5, 4, 4},
        {1705539, 2, 1, 2, 1},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        ufft__tuning on = *ufft__tuning_for(h100), off = on;
        off.blue_three_groups = 0;
        ufft__problem pb = packed(c[i].n, 3, UFFT_F32, false);
        ufft__schedule a, b;
        int64_t ma = 0, mb = 0;
        bool ok = ufft__plan_bluestein_three(&pb, h100, &on, &ma, &a) &&
                  ufft__plan_bluestein_three(&pb, h100, &off, &mb, &b) && ma == mb;
        for (int k = 0; k < 2 && ok; k++) {
            const ufft__pass *ps = &a.pass[k];
            ok = ps->p == b.pass[k].p && ps->cols == b.pass[k].cols &&
                 ps->min_groups >= b.pass[k].min_groups && groups_in_unit(h100, ps);
        }
        char what[96], got[160];
        snprintf(what, sizeof what, "bluestein three groups, h100 f32 %lld", (long long)c[i].n);
        snprintf(got, sizeof got, "m=%lld = %lld x %lld, groups %u x %u (knob off %u x %u)",
                 (long long)ma, (long long)a.pass[0].p, (long long)a.pass[1].p,
                 a.pass[0].min_groups, a.pass[1].min_groups, b.pass[0].min_groups,
                 b.pass[1].min_groups);
        printf("  %s: %s\n", what, got);
        check(ok && on.blue_three_groups == 32 && a.pass[0].min_groups == c[i].first &&
                  a.pass[1].min_groups == c[i].middle && b.pass[0].min_groups == c[i].first_off &&
                  b.pass[1].min_groups == c[i].middle_off,
              what, got);
    }
}

/* A split plan's head takes neighbouring columns only where two of its widened groups
 * (the H100 row's head_wide_groups), in fp64 six (its head_wide_groups_f64; four here),
 * fit a unit: f64 65502 = 54 x 1213 keeps Bluestein's group of one column (four would
 * fill the unit's local memory alone), 4383 = 9 x 487 keeps two columns of Rader's 487
 * (four would leave two groups a unit) but widens to four under two, and with the knobs
 * off 65502 widens too; f32 4383 widens under the row's two. */
static void split_head_width(const ufft__device_caps *h100)
{
    static const struct { int prec; int64_t n; uint32_t groups, groups_f64; int cols; } c[] = {
        {1, 65502, 2, 4, 1}, {1, 4383, 2, 4, 2}, {1, 4383, 2, 0, 4}, {1, 65502, 0, 0, 4},
        {0, 4383, 2, 4, 8},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        ufft__tuning tu = *ufft__tuning_for(h100);
        tu.head_wide_groups = c[i].groups;
        tu.head_wide_groups_f64 = c[i].groups_f64;
        ufft__problem pb = packed(c[i].n, 3, c[i].prec ? UFFT_F64 : UFFT_F32, false);
        ufft__split sp;
        ufft__schedule s;
        bool split = ufft__plan_split(&pb, h100, &tu, &sp, &s);
        const ufft__pass *hp = &sp.head.pass[0];
        uint32_t groups = c[i].prec && c[i].groups_f64 ? c[i].groups_f64 : c[i].groups;
        char what[112], got[96];
        snprintf(what, sizeof what, "split head width, h100 f%d %lld, head_wide_groups=%u, "
                 "head_wide_groups_f64=%u", c[i].prec ? 64 : 32, (long long)c[i].n,
                 c[i].groups, c[i].groups_f64);
        snprintf(got, sizeof got, "split %d, q %lld, %d cols, %zu bytes", split,
                 split ? (long long)sp.q : 0LL, split ? hp->cols : 0, split ? hp->local_bytes : 0);
        printf("  %s: %s\n", what, got);
        check(split && hp->cols == c[i].cols &&
                  (!groups || c[i].cols == 1 ||
                   (uint64_t)groups * hp->local_bytes <= h100->local_mem),
              what, got);
    }
    check(ufft__tuning_for(h100)->head_wide_groups == 2 &&
              ufft__tuning_for(h100)->head_wide_groups_f64 == 6,
          "split head width, h100 row", "head_wide_groups is not 2 or head_wide_groups_f64 not 6");
}

/* Split plans of three passes or more take coalesce_deep's columns after the head where
 * the knob (deep_split, the H100 row's) is on and the passes stay as many: f64 535854 =
 * 353 x 253 x 6 and 508928 = 71 x 448 x 16 with 128-byte columns in the middle pass
 * (353 x 759 x 2, 71 x 896 x 8 and 64-byte columns without), 9306112 = 71 x 512 x 256
 * in 8 columns instead of 4; with split_rows (the H100 row's 256 bytes) 16 columns where
 * the passes stay as many (508928 = 71 x 224 x 32); two-pass splits (40001 = 181 x 221,
 * 4652 = 1163 x 4) never change. */
static void split_deep_columns(const ufft__device_caps *h100)
{
    static const struct { int64_t n; uint32_t deep, rows; int64_t mid; int cols; } c[] = {
        {535854, 1, 0, 253, 8}, {535854, 0, 0, 759, 4}, {508928, 1, 0, 448, 8},
        {508928, 0, 0, 896, 4}, {9306112, 1, 0, 512, 8}, {9306112, 0, 0, 512, 4},
        {535854, 1, 256, 253, 16}, {508928, 1, 256, 224, 16}, {9306112, 1, 256, 512, 16},
        {508928, 0, 256, 896, 4},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        ufft__tuning tu = *ufft__tuning_for(h100);
        tu.deep_split = c[i].deep;
        tu.split_rows = c[i].rows;
        ufft__problem pb = packed(c[i].n, 3, UFFT_F64, false);
        ufft__split sp;
        ufft__schedule s;
        bool split = ufft__plan_split(&pb, h100, &tu, &sp, &s);
        char what[96], got[128];
        snprintf(what, sizeof what, "split deep columns, h100 f64 %lld, deep_split=%u split_rows=%u",
                 (long long)c[i].n, c[i].deep, c[i].rows);
        snprintf(got, sizeof got, "split %d, %d passes: %lld x %lld x %lld, middle %d cols",
                 split, split ? s.npasses : 0, split ? (long long)s.pass[0].p : 0LL,
                 split ? (long long)s.pass[1].p : 0LL,
                 split && s.npasses > 2 ? (long long)s.pass[2].p : 0LL,
                 split ? s.pass[1].cols : 0);
        printf("  %s: %s\n", what, got);
        check(split && s.npasses == 3 && s.pass[1].p == c[i].mid && s.pass[1].cols == c[i].cols &&
                  s.pass[0].p * s.pass[1].p * s.pass[2].p == c[i].n,
              what, got);
    }
    /* unchanged where the head and one pass are the whole plan */
    static const int64_t same[] = {40001, 4652};
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++) {
        ufft__tuning on = *ufft__tuning_for(h100), off = on;
        off.deep_split = 0;
        ufft__problem pb = packed(same[i], 3, UFFT_F64, false);
        ufft__split a, b;
        ufft__schedule sa, sb;
        bool ok = ufft__plan_split(&pb, h100, &on, &a, &sa) &&
                  ufft__plan_split(&pb, h100, &off, &b, &sb) && sa.npasses == sb.npasses;
        for (int k = 0; ok && k < sa.npasses; k++)
            ok = sa.pass[k].p == sb.pass[k].p && sa.pass[k].cols == sb.pass[k].cols;
        char what[96];
        snprintf(what, sizeof what, "split deep columns, h100 f64 %lld unchanged",
                 (long long)same[i]);
        printf("  %s: %s\n", what, ok ? "same" : "differs");
        check(ok, what, "not split, or deep_split changed the plan");
    }
    check(ufft__tuning_for(h100)->deep_split == 1 && ufft__tuning_for(h100)->coalesce_deep == 128 &&
              ufft__tuning_for(h100)->split_rows == 256,
          "split deep columns, h100 row",
          "deep_split is not 1, coalesce_deep not 128 or split_rows not 256");
}

/* The H100 row splits lengths with several prime factors above its codelets where the
 * head, Bluestein's of their product, convolves over at most split_composite and the
 * whole length would take three kernels: f32 1116861 = 141 x 89^2 and f64 18605 = 5 x
 * 61^2 split; 557898 = 66 x 79 x 107 (m = 19683) and 15123 = 3 x 71^2 (the whole length
 * on a cluster) do not, nor 1116861 with the knob off. */
/* Lengths with several prime factors above the H100 row's codelets: a composite head
 * (Bluestein's of their product, m up to split_composite) where it convolves over a
 * power of two, else with two of them a head and a tail (split_tail), not where the
 * whole length runs in one kernel (15123 = 3 x 71^2 and 11023 = 73 x 151 on clusters of
 * 2 groups) unless n is the two primes and the kernel spans split_tail groups (11023
 * with 2, 24613 = 151 x 163 on 4); f64 59's tail is Bluestein's (split_rader_words).
 * q 0: not split. */
static void split_composite_heads(const ufft__device_caps *h100)
{
    static const struct {
        int prec;
        int64_t n;
        uint32_t most, tail;
        int64_t q, m, tail_q;
        bool tail_blue;
    } c[] = {
        {0, 1116861, 16384, 4, 7921, 16384, 0, false}, {1, 18605, 16384, 4, 3721, 8192, 0, false},
        {0, 557898, 16384, 0, 0, 0, 0, false},         {0, 557898, 16384, 4, 107, 225, 79, false},
        {0, 15123, 16384, 4, 0, 0, 0, false},          {0, 11023, 16384, 4, 0, 0, 0, false},
        {0, 11023, 16384, 2, 151, 0, 73, false},       {0, 24613, 16384, 4, 163, 0, 151, false},
        {0, 1116861, 0, 0, 0, 0, 0, false},            {0, 1116861, 0, 4, 89, 0, 89, false},
        {1, 8378, 16384, 4, 71, 0, 59, true},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        ufft__tuning tu = *ufft__tuning_for(h100);
        tu.split_composite = c[i].most;
        tu.split_tail = c[i].tail;
        ufft__problem pb = packed(c[i].n, 3, c[i].prec ? UFFT_F64 : UFFT_F32, false);
        ufft__split sp;
        ufft__schedule s;
        bool split = ufft__plan_split(&pb, h100, &tu, &sp, &s);
        char what[112], got[128];
        snprintf(what, sizeof what, "split composite head, h100 f%d %lld, split_composite=%u "
                 "split_tail=%u", c[i].prec ? 64 : 32, (long long)c[i].n, c[i].most, c[i].tail);
        snprintf(got, sizeof got, "split %d, q %lld, m %lld, tail %lld (m %lld), %d passes",
                 split, split ? (long long)sp.q : 0LL, split ? (long long)sp.m : 0LL,
                 split ? (long long)sp.tail_q : 0LL, split ? (long long)sp.tail_m : 0LL,
                 split ? s.npasses : 0);
        printf("  %s: %s\n", what, got);
        const ufft__pass *last = &s.pass[split ? s.npasses - 1 : 0];
        check(c[i].q ? split && sp.q == c[i].q && sp.m == c[i].m && s.pass[0].p == c[i].q &&
                           sp.tail_q == c[i].tail_q && (sp.tail_m != 0) == c[i].tail_blue &&
                           (!sp.tail_q || (last->p == sp.tail_q && last->ns == c[i].n / sp.tail_q &&
                                           last->tw_lo >= 0 && !sp.one))
                     : !split,
              what, got);
    }
    const ufft__tuning *row = ufft__tuning_for(h100);
    check(row->split_composite == 16384 && row->split_tail == 4 && row->split_rader_words == 64 &&
              row->split_groups == 1 && row->split_groups_below_f32 == 192 &&
              row->split_groups_below_f64 == 160,
          "split composite head, h100 row", "split_composite, split_tail, split_rader_words, "
          "split_groups and its bounds are not 16384, 4, 64, 1, 192, 160");
}

/* The H100 row pads no local memory for single passes of other lengths than powers of
 * two (odd_pad), but keeps padding powers of two and multi-pass plans; PoCL's row pads
 * nothing. */
static void odd_padding(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
static void split_choices(const ufft__device_caps *nv, const ufft__device_caps *h100)
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
static void cluster_plans(const ufft__device_caps *h100, const ufft__device_caps *nv)
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
static void bank_strides(const ufft__device_caps *h100)
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
static void exchange_skews(const ufft__device_caps *h100)
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
static void column_twiddles(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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

/* The host DFT tests' input: values in [-0.5, 0.5) without a period below n. */
static void host_dft_input(int64_t n, long double *xr, long double *xi)
{
    for (int64_t j = 0; j < n; j++) {
        xr[j] = (long double)((j * 7919) % 101) / 101 - 0.5L;
        xi[j] = (long double)((j * 104729) % 103) / 103 - 0.5L;
    }
}

/* The host DFT behind Bluestein's and Rader's spectra against the direct sum with exact
 * roots, in long double: mixed radices, primes, powers of two, every bin; from 65536
 * points the four steps (n1 x n2: 256 x 256, 384 x 512, 441 x 450, odd radices in both
 * steps) on 61 bins, in long double and in double (in_double, for fp32 tables). */
static void host_dft_exact(void)
{
    static const int64_t sizes[] = {1,    2,    3,    4,    8,    12,    60,     97,    128,
                                    210,  1024, 1155, 1536, 2048, 65536, 196608, 198450};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        int64_t n = sizes[i], bins = n > 4096 ? 61 : n;
        long double *x = malloc(4 * (size_t)n * sizeof *x);
        if (!x) {
            check(false, "host DFT: memory", "");
            return;
        }
        long double *xr = x, *xi = x + n, *yr = x + 2 * n, *yi = x + 3 * n;
        host_dft_input(n, xr, xi);
        for (int in_double = 0; in_double < (n > 65535 ? 2 : 1); in_double++) {
            ufft_status st = ufft__host_dft(xr, xi, n, in_double, yr, yi);
            long double err = 0, norm = 0;
            for (int64_t b = 0; b < bins; b++) {
                int64_t k = bins == n ? b : b == bins - 1 ? n - 1 : b * (n / bins) + b;
                long double zr = 0, zi = 0;
                for (int64_t j = 0; j < n; j++) {
                    long double wr, wi;
                    int64_t e = (int64_t)((unsigned __int128)j * (uint64_t)k % (uint64_t)n);
                    ufft__unit_root(e, n, &wr, &wi);
                    zr += xr[j] * wr - xi[j] * wi;
                    zi += xr[j] * wi + xi[j] * wr;
                }
                err += (yr[k] - zr) * (yr[k] - zr) + (yi[k] - zi) * (yi[k] - zi);
                norm += zr * zr + zi * zi;
            }
            double rel = norm > 0 ? (double)sqrtl(err / norm) : 0.0;
            char detail[96];
            snprintf(detail, sizeof detail, "n=%lld %s %lld bins relative RMS %.3g", (long long)n,
                     in_double ? "double" : "long double", (long long)bins, rel);
            printf("host DFT %s\n", detail);
            check(st == UFFT_SUCCESS && rel < (in_double ? 2e-15 : 1e-16),
                  "host DFT matches the direct sum", detail);
        }
        free(x);
    }
}

/* Rader in one kernel, for every prime 2..12000 in both precisions on a device kind:
 * taken only for primes above 31 with tu->rader on; the pass is the whole length p - 1
 * and fits the device with the rows' extra element; g generates every residue; with
 * rader=0, never. Prints how many primes went each way. */
static void rader_plans(const char *label, const ufft__device_caps *caps, const ufft__tuning *tu)
{
    int reg = 0, gen = 0, none = 0;
    char detail[160] = "";
    bool ok = true;
    ufft__tuning off = *tu;
    off.rader = 0;
    uint64_t limit = caps->local_mem < tu->local_bytes ? caps->local_mem : tu->local_bytes;
    for (int prec = 0; prec < 2; prec++)
        for (int64_t p = 2; p < 12000; p++) {
            if (!ufft__is_prime(p) && p != 37 * 41)
                continue;
            ufft__problem pb = packed(p, 3, prec ? UFFT_F64 : UFFT_F32, p % 4 == 1);
            ufft__schedule s;
            int64_t g = 0;
            bool taken = ufft__plan_rader_fused(&pb, caps, tu, &s, &g);
            ufft__schedule s2;
            int64_t g2;
            if (ufft__plan_rader_fused(&pb, caps, &off, &s2, &g2) && ok) {
                ok = false;
                snprintf(detail, sizeof detail, "p=%lld taken with rader=0", (long long)p);
            }
            if (!taken) {
                none++;
                continue;
            }
            const ufft__pass *ps = &s.pass[0];
            size_t buffers = ps->generic ? 2 : 1;
            size_t need = (buffers * (size_t)ps->lstride * (size_t)ps->cols + (size_t)ps->cols) *
                          pb.elem_bytes;
            int64_t prod = 1;
            bool small = true;
            for (int k = 0; k < ps->nstages; k++) {
                prod *= ps->radix[k];
                for (int64_t r = ps->radix[k], q = 2; r > 1; q++)
                    for (; r % q == 0; r /= q)
                        small &= q <= UFFT__RADER_MAX_PRIME;
            }
            bool gen_ok = g > 1 && g < p && small;
            for (int64_t q = 2, left = p - 1; gen_ok && left > 1; q++)
                if (left % q == 0) {
                    gen_ok = ufft__pow_mod(g, (p - 1) / q, p) != 1;
                    while (left % q == 0)
                        left /= q;
                }
            if (ok && !(ufft__is_prime(p) && p > ufft__max_prime(tu, pb.precision) && s.npasses == 1 && ps->p == p - 1 &&
                        prod == p - 1 && ps->ns == 1 && ps->local_bytes >= need &&
                        ps->local_bytes <= limit && ps->min_groups >= 1 && gen_ok &&
                        !ps->one_buffer)) {
                ok = false;
                snprintf(detail, sizeof detail, "f%d p=%lld: passes %d length %lld stages %lld "
                         "local %zu (need %zu, limit %llu) g=%lld", prec ? 64 : 32, (long long)p,
                         s.npasses, (long long)ps->p, (long long)prod, ps->local_bytes, need,
                         (unsigned long long)limit, (long long)g);
            }
            reg += !ps->generic;
            gen += ps->generic;
        }
    printf("%s: Rader in one kernel for %d primes below 12000 (f32 + f64) with register "
           "passes, %d generic, %d others\n", label, reg, gen, none);
    char what[96];
    snprintf(what, sizeof what, "%s: Rader plans", label);
    check(ok, what, detail);
}

/* Rader in three kernels (ufft__plan_rader_three): the rows take f64 primes whose
 * Bluestein would run three kernels and whose p - 1 splits into two of its passes, at
 * most 4:1 and the most even; f32 only with rader_three's bit 1. 1000003 - 1 = 2 x 3 x
 * 166667 does not split; 786433 - 1 = 3 x 2^18 does, as 1024 x 768. The spectra's
 * column layout is the natural one's entry j + k*cols at j*(L/cols) + k. */
static void rader_three_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        int dev; /* 0 h100, 1 cpu */
        int64_t n;
        ufft_precision prec;
        uint32_t bits; /* rader_three, 0: the row's */
        bool three;
        int64_t p0, p1; /* 0: any split */
    } c[] = {
        {0, 65537, UFFT_F64, 0, true, 256, 256},
        {0, 65537, UFFT_F32, 0, false, 0, 0},
        {0, 65537, UFFT_F32, 3, true, 256, 256},
        {0, 786433, UFFT_F64, 0, true, 1024, 768},
        {0, 1000003, UFFT_F64, 0, false, 0, 0},
        {0, 65537, UFFT_F64, 1, false, 0, 0},
        {1, 65537, UFFT_F64, 0, true, 0, 0},
        {1, 40961, UFFT_F32, 3, true, 0, 0},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].dev ? cpu : h100;
        ufft__tuning tu = *ufft__tuning_for(caps);
        if (c[i].bits)
            tu.rader_three = c[i].bits;
        ufft__problem pb = packed(c[i].n, 3, c[i].prec, false);
        ufft__schedule s;
        int64_t g = 0;
        bool three = ufft__plan_rader_three(&pb, caps, &tu, &s, &g);
        const ufft__pass *a = &s.pass[0], *b = &s.pass[1];
        int64_t L = c[i].n - 1, lo = a->p < b->p ? a->p : b->p, hi = a->p ^ b->p ^ lo;
        bool ok = three == c[i].three;
        if (three)
            ok = ok && s.npasses == 2 && a->p * b->p == L && 4 * lo >= hi && a->cols == b->cols &&
                 a->p % a->cols == 0 && b->p % b->cols == 0 && b->ns == a->p &&
                 ufft__pow_mod(g, L / 2, c[i].n) == c[i].n - 1 &&
                 (!c[i].p0 || (a->p == c[i].p0 && b->p == c[i].p1));
        char what[96], got[96];
        snprintf(what, sizeof what, "rader three, %s f%d %lld, rader_three=%u",
                 c[i].dev ? "cpu" : "h100", c[i].prec == UFFT_F64 ? 64 : 32, (long long)c[i].n,
                 tu.rader_three);
        snprintf(got, sizeof got, "%s: %lld x %lld, %d cols, g=%lld", three ? "three" : "none",
                 three ? (long long)a->p : 0LL, three ? (long long)b->p : 0LL,
                 three ? a->cols : 0, (long long)g);
        printf("  %s: %s\n", what, got);
        check(ok, what, got);
    }
    /* the column layout of the spectra */
    int64_t p = 97, L = 96, cols = 8, g = ufft__prime_generator(p);
    double *nat = malloc(4 * (size_t)L * sizeof *nat), *col = malloc(4 * (size_t)L * sizeof *col);
    bool ok = nat && col && ufft__rader_tables(p, g, 1, UFFT_F64, nat) == UFFT_SUCCESS &&
              ufft__rader_tables(p, g, cols, UFFT_F64, col) == UFFT_SUCCESS;
    for (int64_t k = 0; ok && k < 2 * L; k++) {
        int64_t dir = k / L, j = k % L, at = dir * L + (j % cols) * (L / cols) + j / cols;
        ok = nat[2 * k] == col[2 * at] && nat[2 * k + 1] == col[2 * at + 1];
    }
    check(ok, "rader three tables by columns", "p=97, 8 columns");
    free(nat);
    free(col);
}

/* Rader's spectra against the direct sums: B[k] = (1/L) sum_s W_p^(dir g^-s) W_L^(sk). */
static void rader_tables_exact(void)
{
    static const int64_t ps[] = {67, 101, 257};
    for (size_t i = 0; i < sizeof ps / sizeof ps[0]; i++) {
        int64_t p = ps[i], L = p - 1, g = 0;
        ufft__problem pb = packed(p, 1, UFFT_F64, false);
        ufft__device_caps cpu = fake_caps("GenuineIntel", false, 256 * 1024);
        ufft__schedule s;
        if (!ufft__plan_rader_fused(&pb, &cpu, ufft__tuning_for(&cpu), &s, &g)) {
            check(false, "Rader tables: plan", "");
            continue;
        }
        double *t = malloc(4 * (size_t)L * sizeof *t);
        if (!t || ufft__rader_tables(p, g, 1, UFFT_F64, t) != UFFT_SUCCESS) {
            free(t);
            check(false, "Rader tables: computed", "");
            continue;
        }
        int64_t ginv = ufft__pow_mod(g, p - 2, p);
        double worst = 0;
        for (int dir = 0; dir < 2; dir++)
            for (int64_t k = 0; k < L; k++) {
                long double sr = 0, si = 0;
                for (int64_t q = 0; q < L; q++) {
                    long double br, bi, wr, wi;
                    ufft__unit_root(ufft__pow_mod(ginv, q, p), p, &br, &bi);
                    if (dir)
                        bi = -bi;
                    ufft__unit_root(q * k % L, L, &wr, &wi);
                    sr += br * wr - bi * wi;
                    si += br * wi + bi * wr;
                }
                sr /= L;
                si /= L;
                double e = hypot((double)(t[2 * (dir * L + k)] - sr),
                                 (double)(t[2 * (dir * L + k) + 1] - si));
                worst = e > worst ? e : worst;
            }
        char detail[96];
        snprintf(detail, sizeof detail, "p=%lld g=%lld largest error %.3g", (long long)p,
                 (long long)g, worst);
        printf("Rader tables %s\n", detail);
        check(worst < 1.2e-16, "Rader tables match the direct sums", detail);
        free(t);
    }
}

/* n candidates of distinct labels, the sentinel after the array intact. */
static void tune_candidates_check(const char *label, const ufft__tune_candidate *c, int n,
                                  const ufft__tune_candidate *sentinel, const char *what)
{
    bool distinct = true;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++)
            distinct = distinct && strcmp(c[i].label, c[j].label) != 0;
    char detail[96];
    snprintf(detail, sizeof detail, "%s: %d candidates, room for %d", label, n,
             UFFT__TUNE_MAX_CANDIDATES);
    printf("tune candidates %s\n", detail);
    check(n >= 1 && n <= UFFT__TUNE_MAX_CANDIDATES && distinct &&
              memcmp(&c[UFFT__TUNE_MAX_CANDIDATES], sentinel, sizeof *sentinel) == 0,
          what, detail);
}

/* UFFT_TUNE's candidates stay within their array for every row, and for a row where
 * every variant applies (the H100 row once had eleven for room for ten, and UFFT_TUNE=1
 * aborted there): a sentinel entry after the array must stay untouched. */
static void tune_candidates(const char *label, const ufft__tuning *row)
{
    ufft__tune_candidate c[UFFT__TUNE_MAX_CANDIDATES + 1];
    memset(&c[UFFT__TUNE_MAX_CANDIDATES], 0x5a, sizeof c[0]);
    ufft__tune_candidate sentinel = c[UFFT__TUNE_MAX_CANDIDATES];
    int n = ufft__tune_candidates(row, c);
    tune_candidates_check(label, c, n, &sentinel, "UFFT_TUNE candidates fit their array");
    n = ufft__tune_prime_candidates(row, c);
    tune_candidates_check(label, c, n, &sentinel, "UFFT_TUNE prime candidates fit their array");
}

/* UFFT_TUNE times each distinct schedule once, told apart with their programs' text
 * forms: a variant that changes only those (fold_io, direct_base, load_prefetch, set
 * after planning) is a plan of its own, not a repeat of the row's (before, planning's
 * schedules alone were compared and such variants were never timed); one that changes
 * nothing is still a repeat. */
static void tune_distinct(const ufft__device_caps *h100)
{
    static const struct {
        ufft_precision prec;
        int64_t n;
        const char *label;
        bool distinct;
    } c[] = {
        {UFFT_F32, 1048576, "load_prefetch=3", true},
        {UFFT_F32, 3392, "load_prefetch=3", true},
        {UFFT_F64, 3306, "direct_base=3", true},
        {UFFT_F32, 1000, "fold_io=12", true},
        {UFFT_F32, 4096, "generic_rank=1", false},
        {UFFT_F32, 1859, "min_groups=6", true},
        {UFFT_F32, 2450, "one_buffer=2", true},
        {UFFT_F64, 2352, "min_groups=6", false},
        {UFFT_F32, 529, "direct_io=8", true},
        {UFFT_F32, 1587, "direct_io=8", false},
        {UFFT_F32, 1587, "one_buffer=2,min_groups=8", true},
        {UFFT_F64, 4096, "one_buffer=2,min_groups=8", false},
        {UFFT_F32, 828, "one_buffer=2,least_groups=8", true},
        {UFFT_F64, 6859, "one_buffer=2,reg_f64=32,least_groups=2", true}, /* 3971 holds it */
        {UFFT_F64, 4096, "one_buffer=2,reg_f64=32,least_groups=2", false},
    };
    const ufft__tuning *row = ufft__tuning_for(h100);
    ufft__tune_candidate cand[UFFT__TUNE_MAX_CANDIDATES];
    int count = ufft__tune_candidates(row, cand);
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        char what[96], got[96];
        snprintf(what, sizeof what, "UFFT_TUNE %s, h100 %s %lld", c[i].label,
                 c[i].prec == UFFT_F64 ? "f64" : "f32", (long long)c[i].n);
        int k = 0;
        while (k < count && strcmp(cand[k].label, c[i].label) != 0)
            k++;
        ufft__problem pb = packed(c[i].n, 3, c[i].prec, false);
        ufft__schedule a, b;
        memset(&a, 0, sizeof a);
        memset(&b, 0, sizeof b);
        bool planned =
            k < count &&
            ufft__plan_stockham_built(&pb, h100, &cand[0].tu, &a, NULL) == UFFT_SUCCESS &&
            ufft__plan_stockham_built(&pb, h100, &cand[k].tu, &b, NULL) == UFFT_SUCCESS;
        bool distinct = memcmp(&a, &b, sizeof a) != 0;
        snprintf(got, sizeof got, "candidate %s, distinct from the row's %d",
                 k < count ? "found" : "missing", distinct);
        printf("  %s: %s\n", what, got);
        check(planned && distinct == c[i].distinct, what, got);
    }
}

/* A split-plan case's label into what ("row tuning prec n=N: <on> q", q = 0 expecting
 * none); where the planner made none, prints and checks that none was expected. Returns
 * whether there is a plan to check further. */
static bool split_case(char *what, size_t len, const char *row, const char *tuning,
                       ufft_precision prec, int64_t n, int64_t q, const char *on,
                       const char *off, bool planned)
{
    snprintf(what, len, "%s %s %s n=%lld: %s %lld", row, tuning, prec == UFFT_F64 ? "f64" : "f32",
             (long long)n, q ? on : off, (long long)q);
    if (!planned) {
        printf("%s: %s\n", what, off);
        check(q == 0, what, off);
    }
    return planned;
}

/* The row of caps with a UFFT_TUNING text applied (checked: a test's text must parse). */
static ufft__tuning row_with(const ufft__device_caps *caps, const char *tuning)
{
    ufft__tuning tu = *ufft__tuning_for(caps);
    check(ufft__tuning_override(&tu, tuning, &(ufft__errbuf){0}) == UFFT_SUCCESS, tuning,
          "tuning rejected");
    return tu;
}

/* f64 n = q1 q2 whose whole length runs Bluestein on a cluster of 2 groups (m = 16384):
 * the H100 row's split_tail_ratio_f64 = 24 takes the tail where m >= 2.4 n (5251 = 59 x
 * 89, 6767 = 67 x 101), not above (6887 = 71 x 97), nor with the knob off; f32 keeps its
 * cluster (10981 = 79 x 139: split_tail_ratio_f32 0). */
static void cluster_tails(const ufft__device_caps *h100)
{
    static const struct {
        int64_t n;
        ufft_precision prec;
        bool off, tail;
    } c[] = {
        {5251, UFFT_F64, false, true}, {6767, UFFT_F64, false, true},
        {6887, UFFT_F64, false, false}, {5251, UFFT_F64, true, false},
        {10981, UFFT_F32, false, false},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        ufft__tuning tu = *ufft__tuning_for(h100);
        if (c[i].off)
            tu.split_tail_ratio_f64 = 0;
        ufft__problem pb = packed(c[i].n, 3, c[i].prec, false);
        ufft__split sp;
        ufft__schedule s;
        bool split = ufft__plan_split(&pb, h100, &tu, &sp, &s);
        bool tail = split && sp.tail_q > 1 && sp.q * sp.tail_q == c[i].n;
        char what[96], got[64];
        snprintf(what, sizeof what, "cluster tail, h100 f%d %lld, split_tail_ratio_f64=%u",
                 c[i].prec == UFFT_F64 ? 64 : 32, (long long)c[i].n, tu.split_tail_ratio_f64);
        snprintf(got, sizeof got, "%s q=%lld tail=%lld", split ? "split" : "none",
                 split ? (long long)sp.q : 0LL, split ? (long long)sp.tail_q : 0LL);
        printf("  %s: %s\n", what, got);
        check(tail == c[i].tail && (tail || !split) && (c[i].off || tu.split_tail_ratio_f64 == 24),
              what, got);
    }
}

/* Split plans with a tail (split_tail): the larger large prime's kernel as pass 0, the
 * other's as the last pass (ns = n / tail_q, its two twiddle tables assigned), S's
 * Stockham passes between; the pass lengths multiply to n with ns their running
 * product, no pass reads the buffer it writes, each kernel's shape is its pass's, the
 * tail's stage tables lie after the head's, and Rader's kernel takes a prime unless
 * its q - 1 has a factor above 31 or (split_rader_words) its work-items would hold too
 * many words. */
static void split_tails(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        const char *row, *tuning;
        int64_t n;
        ufft_precision prec;
        int64_t q, tail_q;
        bool blue, tail_blue;
    } c[] = {
        {"h100", "", 1009 * 1013, UFFT_F32, 1013, 1009, false, false},
        {"h100", "", 2 * 97 * 97, UFFT_F32, 97, 97, false, false},
        {"h100", "", 8378, UFFT_F64, 71, 59, false, true}, /* 59's pass: 29 elements */
        {"h100", "split_rader_words=0", 8378, UFFT_F64, 71, 59, false, false},
        {"cpu", "split_tail=1", 9514, UFFT_F64, 71, 67, false, false}, /* 2 x 67 x 71 */
        {"cpu", "split_tail=1", 27722, UFFT_F32, 167, 83, true, true}, /* 166 = 2 x 83 */
        {"cpu", "split_tail=1", 41 * 37, UFFT_F64, 41, 37, false, false},
        {"cpu", "", 9514, UFFT_F64, 0, 0, false, false},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = strcmp(c[i].row, "cpu") == 0 ? cpu : h100;
        ufft__tuning tu = row_with(caps, c[i].tuning);
        ufft__problem pb = packed(c[i].n, 5, c[i].prec, false);
        ufft__split sp;
        ufft__schedule s;
        bool split = ufft__plan_split(&pb, caps, &tu, &sp, &s) && sp.tail_q;
        char what[128], got[192];
        snprintf(what, sizeof what, "split tail, %s [%s] f%d %lld", c[i].row, c[i].tuning,
                 c[i].prec == UFFT_F64 ? 64 : 32, (long long)c[i].n);
        if (!c[i].q) {
            check(!split, what, "has a tail");
            continue;
        }
        if (!split) {
            check(false, what, "no tail");
            continue;
        }
        int last = s.npasses - 1;
        const ufft__pass *h = &sp.head.pass[0], *t = &sp.tail.pass[0], *lp = &s.pass[last];
        int64_t product = 1;
        bool ok = !sp.one && sp.q == c[i].q && sp.tail_q == c[i].tail_q &&
                  (sp.m != 0) == c[i].blue && (sp.tail_m != 0) == c[i].tail_blue &&
                  (c[i].tail_blue ? t->p == sp.tail_m && sp.tail_m >= 2 * sp.tail_q - 1
                                  : t->p == sp.tail_q - 1 && sp.tail_g > 1) &&
                  s.pass[0].p == sp.q && lp->p == sp.tail_q && lp->ns == c[i].n / sp.tail_q &&
                  lp->tw_lo >= 0 && lp->tw_hi >= 0 && lp->cols == t->cols &&
                  lp->threads_per_col == t->threads_per_col && lp->local_bytes == t->local_bytes &&
                  s.pass[0].cols == h->cols && t->pad_shift == s.pass[1].pad_shift &&
                  h->pad_shift == s.pass[1].pad_shift &&
                  (t->tw_local < 0 || t->tw_local >= s.twiddle_count - sp.tail.twiddle_count) &&
                  (h->tw_local < 0 ||
                   h->tw_local < s.twiddle_count - sp.tail.twiddle_count) &&
                  s.route[0] == UFFT__BUF_IN && s.route[s.npasses] == UFFT__BUF_OUT;
        for (int k = 0; k < s.npasses; k++) {
            ok = ok && s.pass[k].ns == product && s.route[k] != s.route[k + 1];
            product *= s.pass[k].p;
        }
        snprintf(got, sizeof got, "%lld x %lld x %lld, head %s m %lld, tail %s m %lld, %d passes",
                 (long long)sp.q, (long long)(c[i].n / sp.q / sp.tail_q), (long long)sp.tail_q,
                 sp.m ? "bluestein" : "rader", (long long)sp.m, sp.tail_m ? "bluestein" : "rader",
                 (long long)sp.tail_m, s.npasses);
        printf("  %s: %s\n", what, got);
        check(ok && product == c[i].n, what, got);
    }
}

/* The H100 row's split_groups: the head and tail kernels of primes below 192 (f32) /
 * 160 (f64) ask one group per unit more than with the knob off, where local memory
 * holds it; longer ones keep their hint. */
static void split_group_bounds(const ufft__device_caps *h100)
{
    static const struct {
        int64_t n;
        ufft_precision prec;
        int more_head, more_tail;
    } c[] = {
        {557898, UFFT_F32, 1, 1},  /* 107 x 66 x 79 */
        {1022117, UFFT_F32, 0, 0}, /* 1013 x 1009 */
        {8378, UFFT_F64, 1, 1},    /* 71 x 2 x 59 */
        {331480, UFFT_F32, 0, 0},  /* 40 x 8287 */
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        ufft__tuning on = *ufft__tuning_for(h100), off = on;
        off.split_groups = 0;
        ufft__problem pb = packed(c[i].n, 3, c[i].prec, false);
        ufft__split a, b;
        ufft__schedule sa, sb;
        bool ok = ufft__plan_split(&pb, h100, &on, &a, &sa) &&
                  ufft__plan_split(&pb, h100, &off, &b, &sb) && sa.npasses == sb.npasses;
        int last = ok ? sa.npasses - 1 : 0;
        char what[96], got[128];
        snprintf(what, sizeof what, "split groups, h100 f%d %lld", c[i].prec == UFFT_F64 ? 64 : 32,
                 (long long)c[i].n);
        snprintf(got, sizeof got, "head %u -> %u groups, last pass %u -> %u", ok ? sb.pass[0].min_groups : 0,
                 ok ? sa.pass[0].min_groups : 0, ok ? sb.pass[last].min_groups : 0,
                 ok ? sa.pass[last].min_groups : 0);
        printf("  %s: %s\n", what, got);
        check(ok && sa.pass[0].min_groups == sb.pass[0].min_groups + (uint32_t)c[i].more_head &&
                  sa.pass[0].min_groups == a.head.pass[0].min_groups &&
                  (a.tail_q ? sa.pass[last].min_groups ==
                                  sb.pass[last].min_groups + (uint32_t)c[i].more_tail
                            : sa.pass[last].min_groups == sb.pass[last].min_groups),
              what, got);
    }
}

/* Split plans (plan/plan.h, ufft__split): a length with one prime factor q above the
 * row's max_prime, once, is Rader's kernel for q as pass 0 or, where q - 1 has a factor
 * above 31, Bluestein's in one kernel (m >= 2q - 1, read through local memory) (ns = 1,
 * the group's columns at least the row's coalesce_bytes where a group holds them) and
 * the rest's Stockham passes from ns = q on; the pass lengths multiply to n, no pass
 * reads the buffer it writes, at most one workspace region for two passes, and the
 * head's stage tables lie after the passes' in the one table. Not split: two large
 * primes or a large prime twice without split_tail (split_composite_heads and
 * split_tails have them), one past Rader's kernels, one whose Bluestein is not one
 * kernel (f64 8287) or with split_blue = 0, a prime itself, a smooth length, or
 * split_m_f32 = 0. */
static void split_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        const char *row, *tuning;
        int64_t n;
        ufft_precision prec;
        int64_t q; /* 0: not split */
        bool blue; /* Bluestein's kernel for q (q - 1 has a prime factor above 31) */
        int min_cols, passes;
    } c[] = {
        {"h100", "", 33271, UFFT_F32, 97, false, 8, 2},          /* 97 x 7^3 */
        {"h100", "", 20008, UFFT_F64, 61, false, 4, 2},          /* 61 x 2^3 x 41 */
        {"h100", "", 42924, UFFT_F32, 73, false, 8, 2},          /* 73 x 2^2 x 3 x 7^2 */
        {"h100", "", (int64_t)97 << 20, UFFT_F32, 97, false, 8, 3},
        {"cpu", "", 74, UFFT_F32, 37, false, 8, 2},
        {"cpu", "", 8260, UFFT_F64, 59, false, 4, 2},            /* 59 x 140 */
        {"h100", "", 2 * 83, UFFT_F32, 83, true, 4, 2},          /* 82 = 2 x 41 */
        {"cpu", "", 83 * 64, UFFT_F32, 83, true, 4, 2},
        {"cpu", "", 83 * 128, UFFT_F64, 83, true, 4, 2},
        {"h100", "", 1316370, UFFT_F32, 3989, true, 1, 2},       /* 330 x 3989, 3988 = 4 x 997 */
        {"h100", "", 1316370, UFFT_F64, 3989, true, 1, 2},
        {"h100", "", 331480, UFFT_F32, 8287, true, 1, 2},        /* 40 x 8287, 8286 = 6 x 1381 */
        {"h100", "", 331480, UFFT_F64, 0, false, 0, 0},          /* Bluestein's 8287: 3 kernels */
        {"h100", "split_tail=0", 1009 * 1013, UFFT_F32, 0, false, 0, 0},
        {"h100", "split_tail=0", 2 * 97 * 97, UFFT_F32, 0, false, 0, 0},
        {"h100", "", 2 * 65537, UFFT_F32, 0, false, 0, 0},
        {"h100", "", 65521, UFFT_F32, 0, false, 0, 0},
        {"h100", "", 10000, UFFT_F32, 0, false, 0, 0},
        {"h100", "split_m_f32=0", 33271, UFFT_F32, 0, false, 0, 0},
        {"cpu", "split_blue=0", 83 * 64, UFFT_F32, 0, false, 0, 0},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = strcmp(c[i].row, "cpu") == 0 ? cpu : h100;
        ufft__tuning tu = row_with(caps, c[i].tuning);
        /* rows enough for the columns a group may take */
        ufft__problem pb = packed(c[i].n, c[i].n < 100000 ? 100 : 3, c[i].prec, false);
        ufft__split sp;
        ufft__schedule s;
        bool split = ufft__plan_split(&pb, caps, &tu, &sp, &s);
        char what[128], got[160];
        if (!split_case(what, sizeof what, c[i].row, c[i].tuning, c[i].prec, c[i].n, c[i].q,
                        "split on", "not split", split))
            continue;
        const ufft__pass *h = &sp.head.pass[0];
        int64_t product = 1, tables = s.twiddle_count - sp.head.twiddle_count;
        bool ok = !sp.one && s.pass[0].p == sp.q && s.pass[0].ns == 1 && s.pass[0].cols == h->cols &&
                  s.pass[0].threads_per_col == h->threads_per_col &&
                  s.pass[0].local_bytes == h->local_bytes &&
                  (c[i].blue ? sp.g == 0 && h->p == sp.m && sp.m >= 2 * sp.q - 1 && !h->direct_io
                             : sp.m == 0 && h->p == sp.q - 1 &&
                                   ufft__pow_mod(sp.g, (sp.q - 1) / 2, sp.q) != 1) &&
                  (h->tw_local < 0 || h->tw_local >= tables) &&
                  s.route[0] == UFFT__BUF_IN && s.route[s.npasses] == UFFT__BUF_OUT &&
                  (s.npasses > 2 || s.nworkspace <= 1) && h->pad_shift == s.pass[1].pad_shift;
        for (int k = 0; k < s.npasses; k++) {
            ok = ok && s.pass[k].ns == product && s.route[k] != s.route[k + 1];
            product *= s.pass[k].p;
        }
        snprintf(got, sizeof got, "q %lld g %lld m %lld: %d passes, head %d cols x %d items, "
                 "pass 1 radix %lld ns %lld, %d workspace regions", (long long)sp.q,
                 (long long)sp.g, (long long)sp.m, s.npasses, h->cols, h->threads_per_col,
                 (long long)s.pass[1].p,
                 (long long)s.pass[1].ns, s.nworkspace);
        printf("%s: %s\n", what, got);
        check(ok && product == c[i].n && sp.q == c[i].q && h->cols >= c[i].min_cols &&
                  s.npasses == c[i].passes,
              what, got);
    }
}

/* A row's list of lengths (ufft__in_list stops at the first entry past n): present,
 * ascending. */
static bool ascending_list(const uint32_t *list)
{
    bool ascending = list != NULL;
    for (const uint32_t *o = list; o && o[0] && o[1]; o++)
        ascending = ascending && o[0] < o[1];
    return ascending;
}

/* "kind, row precision n": the name of a case on the H100 or CPU row. */
static void row_case(char *what, size_t len, const char *kind, bool cpu, ufft_precision prec,
                     int64_t n)
{
    snprintf(what, len, "%s, %s %s %lld", kind, cpu ? "cpu" : "h100",
             prec == UFFT_F64 ? "f64" : "f32", (long long)n);
}

/* The row of caps with `tuning` over it, into *tu; a failed check under `what` where the
 * tuning is bad. */
static bool row_tuned(const ufft__device_caps *caps, const char *tuning, const char *what,
                      ufft__tuning *tu)
{
    *tu = *ufft__tuning_for(caps);
    if (ufft__tuning_override(tu, tuning, NULL) == UFFT_SUCCESS)
        return true;
    check(false, what, "bad tuning");
    return false;
}

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

/* pb planned under two tunings as a plan builds it (its program's forms too), into a and
 * b; a failed check under `what` where either fails. */
static bool plan_two_ways(const ufft__problem *pb, const ufft__device_caps *caps,
                          const ufft__tuning *one, const ufft__tuning *two, const char *what,
                          ufft__schedule *a, ufft__schedule *b)
{
    bool planned = ufft__plan_stockham_built(pb, caps, one, a, NULL) == UFFT_SUCCESS &&
                   ufft__plan_stockham_built(pb, caps, two, b, NULL) == UFFT_SUCCESS;
    check(planned, what, "not planned");
    return planned;
}

/* Narrow groups (tuning narrow_f32/f64): the H100 row's single generic passes with a
 * radix above 16 take fewer columns than under narrow 0, but the lengths it lists off;
 * passes of radices up to 16, passes of longer plans, Rader's kernel and the CPU row
 * keep theirs. */
static void narrow_groups(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
        {false, UFFT_F64, 333, false},  /* 37 x 9, listed off (0.48-0.63x narrow) */
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
static void register_pass_groups(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
static void few_shape(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
static void register_pass_strides(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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

/* fold_io: the H100 CUDA row folds the twiddle reads and unit-stride device accesses of
 * fp32 single register passes of one column per group (f32 5625: "(tw + jr)[", loads
 * "src[375]"), not those of fp64 (5400), of several columns (f32 441) or generic passes
 * (f32 4851) unless fold_io=4 asks (then the generic pass's twiddles fold); a strided
 * input keeps its indexed loads while its twiddles fold; PoCL's row folds none. Without
 * the form the text is the indexed one, as before it existed. */
static void folded_io(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        bool cpu;
        const char *tuning; /* over the row's */
        ufft_precision prec;
        int64_t n, istride;
        bool fold, loads; /* the schedule folds; its loads are constant offsets */
    } c[] = {
        {false, "", UFFT_F32, 5625, 1, true, true},
        {false, "", UFFT_F32, 5625, 2, true, false},
        {false, "", UFFT_F64, 5400, 1, false, false},
        {false, "fold_io=16", UFFT_F64, 5400, 1, true, true},
        {false, "", UFFT_F32, 441, 1, false, false},
        {false, "", UFFT_F32, 4851, 1, false, false},
        {false, "fold_io=4", UFFT_F32, 4851, 1, true, false},
        {true, "", UFFT_F32, 5625, 1, false, false},
        {true, "fold_io=8", UFFT_F32, 5625, 1, true, true},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].cpu ? cpu : h100;
        ufft__tuning tu = *ufft__tuning_for(caps);
        ufft__problem pb = strided_input(c[i].n, 7, c[i].prec, c[i].istride);
        ufft__schedule s;
        char what[96], got[160];
        row_case(what, sizeof what, c[i].tuning[0] ? c[i].tuning : "fold_io", c[i].cpu, c[i].prec,
                 c[i].n);
        if (ufft__tuning_override(&tu, c[i].tuning, NULL) != UFFT_SUCCESS ||
            ufft__plan_schedule_tuned(&pb, caps, &tu, &s, NULL) != UFFT_SUCCESS) {
            check(false, what, "not planned");
            continue;
        }
        s.fold_io = ufft__fold_io_for(&tu, &pb, &s, 4);
        char *src = ufft__gen_program(ufft__dialect_find("cuda"), &pb, &s);
        bool tw_folded = src && strstr(src, "(tw + jr)[");
        bool tw_indexed = src && strstr(src, " + jr]");
        bool loads = src && strstr(src, "v1 = src[") &&
                     !strstr(src, "const idx_t ks = (idx_t)1 * istride");
        snprintf(got, sizeof got, "istride %lld: folds %d, twiddles folded %d / indexed %d, "
                 "constant-offset loads %d", (long long)c[i].istride, s.fold_io, tw_folded,
                 tw_indexed, loads);
        printf("  %s: %s\n", what, got);
        check(src && s.fold_io == c[i].fold && tw_folded == c[i].fold &&
                  tw_indexed == !c[i].fold && loads == c[i].loads,
              what, got);
        free(src);
    }
}

/* direct_base: the H100 row's listed single generic passes with direct I/O read from a
 * base per butterfly (gq) and write from one (go) in CUDA, behind an opaque move, and
 * take their last stage's twiddle row and output place as q (f32 2523 = 29 x 29 x 3,
 * whose last stage of 841 butterflies over 87 work-items ends in a guarded round; f64
 * 2610); lengths not listed keep the indexed form (f32 1377, f64 3306) unless the knob
 * takes every length; OpenCL's row has no opaque move; a stride leaves its side indexed
 * (the input of f32 2523 at istride 2 stays gin[...], its output still goes from go). */
static void direct_bases(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
static void multi_pass_rows(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
static void wide_rows_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
static void fast_memory_groups(const ufft__device_caps *h100)
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
static void least_groups_floor(const ufft__device_caps *h100)
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

/* One entry of a per-length knob list, at the bandwidth where its list applies (`at`: the
 * H200's for fast_lengths, the H100's for slow_lengths) and at the other one: its knobs
 * parse as UFFT_TUNING (without row=) and differ from the row's. A Stockham length plans
 * exactly as the row with those knobs set through UFFT_TUNING and the lists off (how the
 * screens timed it), differently from the row with the lists off (no entry is inert), and
 * alike either way at the other bandwidth unless the other list holds it too; a length past
 * Stockham (Bluestein's, Rader's, a split plan) gets them through ufft__fast_row, marked
 * applied. Returns whether it took a Stockham plan. */
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
        return false;
    }
    if (!plan_two_ways(&pb, at, &as, &off, what, &alike, &without) ||
        !plan_two_ways(&pb, other, row, &off, what, &other_row, &other_off))
        return false;
    bool same = memcmp(&listed, &alike, sizeof listed) == 0;
    bool changed = memcmp(&listed, &without, sizeof listed) != 0;
    bool other_same = knob_listed(other_list, e->n) ||
                      memcmp(&other_row, &other_off, sizeof other_row) == 0;
    snprintf(got, sizeof got, "as its knobs %d, other than the lists off %d, alike at %u GB/s %d",
             same, changed, other->mem_gbps, other_same);
    check(same && changed && other_same, what, got);
    return true;
}

/* The per-length knob lists of the sm_90 row (ufft__fast_choice): the H200's
 * (fast_lengths_f32/f64, from fast_mem_gbps) and the H100's (slow_lengths_f32/f64, below
 * it), every entry as knob_entry says; the lists ascend; unlisted lengths and the row with
 * fast_choices=0 plan alike at either bandwidth; in a list of the test's own an entry
 * that does not parse leaves the row as it is; f64 2065 (5 x 7 x 59, a split plan) takes
 * its entry's 64 KiB at the H200's bandwidth only, f32 459 its min_groups=2 at the
 * H100's only. */
static void fast_memory_lengths(const ufft__device_caps *h100)
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
    ufft__problem pb = packed(2065, 3, UFFT_F64, false);
    const ufft__tuning *at_fast = ufft__fast_row(row, &fast, &pb, &own);
    const ufft__tuning *at_slow = ufft__fast_row(row, &slow, &pb, &own);
    printf("  fast lengths f64 2065: local_bytes %u at 4915 GB/s, %u at 3352\n",
           at_fast->local_bytes, at_slow->local_bytes);
    check(at_fast == &own && own.local_bytes == 65536 && own.fast_choices == 0 && at_slow == row,
          "fast lengths f64 2065", "the entry's 64 KiB at 4915 GB/s only, marked applied");
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

/* UFFT_TUNE on a length of a per-length knob list (ufft__tune_unlisted): after the
 * variants of the length's row comes the context's row with the lists off, whose schedule
 * is the unlisted plan; none for an unlisted length, at a bandwidth whose list does not
 * hold it, with the lists off, or with the array full. f32 459 is in the H100's list
 * (slow_lengths_f32) and f64 3971 in both. */
static void tune_unlisted(const ufft__device_caps *h100)
{
    static const struct {
        ufft_precision prec;
        int64_t n;
        uint32_t gbps;
        const char *tuning; /* the context's row */
        bool added;
    } c[] = {
        {UFFT_F32, 2450, 4915, "", true},  {UFFT_F64, 2065, 4915, "", true},
        {UFFT_F32, 1274, 4915, "", false}, {UFFT_F32, 2450, 3352, "", false},
        {UFFT_F32, 2450, 4915, "fast_choices=0", false},
        {UFFT_F32, 459, 3352, "", true},   {UFFT_F64, 3971, 3352, "", true},
        {UFFT_F32, 459, 3352, "fast_choices=0", false},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        char what[96], got[96];
        snprintf(what, sizeof what, "UFFT_TUNE unlisted %s %lld at %u GB/s %s",
                 c[i].prec == UFFT_F64 ? "f64" : "f32", (long long)c[i].n, c[i].gbps, c[i].tuning);
        ufft__device_caps caps = *h100;
        caps.mem_gbps = c[i].gbps;
        ufft__tuning context_row, own, off;
        if (!row_tuned(&caps, c[i].tuning, what, &context_row) ||
            !row_tuned(&caps, "fast_choices=0", what, &off))
            continue;
        ufft__problem pb = packed(c[i].n, 3, c[i].prec, false);
        const ufft__tuning *row = ufft__fast_row(&context_row, &caps, &pb, &own);
        ufft__tune_candidate cand[UFFT__TUNE_MAX_CANDIDATES];
        bool prime = ufft__needs_bluestein(pb.n, ufft__max_prime(row, pb.precision));
        int count = prime ? ufft__tune_prime_candidates(row, cand) : ufft__tune_candidates(row, cand);
        int more = ufft__tune_unlisted(&context_row, row, cand, count);
        int full = ufft__tune_unlisted(&context_row, row, cand, UFFT__TUNE_MAX_CANDIDATES);
        bool unlisted_plan = true;
        if (more > count && !prime) {
            /* Stockham: the candidate's schedule is the list-off row's, not the entry's */
            ufft__schedule a, b, k;
            unlisted_plan = plan_two_ways(&pb, &caps, &cand[count].tu, &off, what, &a, &b) &&
                            ufft__plan_schedule_tuned(&pb, &caps, &cand[0].tu, &k, NULL) ==
                                UFFT_SUCCESS &&
                            memcmp(&a, &b, sizeof a) == 0 && memcmp(&a, &k, sizeof a) != 0;
        }
        snprintf(got, sizeof got, "%d candidates then %d, the last the unlisted plan %d, full %d",
                 count, more, unlisted_plan, full);
        printf("  %s: %s\n", what, got);
        check((more == count + 1) == c[i].added && more <= UFFT__TUNE_MAX_CANDIDATES &&
                  (!c[i].added || strcmp(cand[count].label, "fast_choices=0") == 0) &&
                  unlisted_plan && full == UFFT__TUNE_MAX_CANDIDATES,
              what, got);
    }
}

/* Loads with the 256-byte prefetch hint (tuning load_prefetch): the H100 row gives them
 * to Stockham plans of two passes or more, both precisions, packed or strided; single
 * passes keep plain loads unless the knob's bit 1 or 2 says otherwise. The OpenCL dialect
 * has no such hint: its schedules never take it, and its programs keep plain loads. Where it takes them, no device
 * load of the program is plain. */
static void load_prefetch_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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

/* The table of slots in program text (tuning rader_slots): the entries of its
 * declaration `name[2p] = { ... }` into slot; false where it is not there or malformed. */
static bool slot_table_of(const char *src, const char *decl, int64_t p, long *slot)
{
    const char *at = src ? strstr(src, decl) : NULL;
    at = at ? strchr(at, '{') : NULL;
    for (int64_t i = 0; at && i < 2 * p; i++) {
        char *end;
        slot[i] = strtol(at + 1, &end, 10);
        if (end == at + 1 || (*end != ',' && *end != '}'))
            return false;
        at = end;
    }
    return at != NULL;
}

/* rader_slots: which sides the row's value and the knob's bits give (1 x, 3 x and X; f32
 * bits 1 and 4, f64 2 and 8), and the program: the table in the dialect's declaration,
 * x[k] entering slot q where g^q = k and X[k] leaving slot r where g^-r = k, the
 * computed permutation (rader_pow) only where a side does not take the table, in
 * Rader's register (73) and generic (1009) kernels; the accuracy_rader_slots tests run
 * the split heads and tails. */
static void rader_slot_tables(const ufft__device_caps *h100)
{
    static const struct {
        const char *tuning;
        unsigned f32, f64;
    } knob[] = {{"", 3, 3}, {"rader_slots=0", 0, 0}, {"rader_slots=1", 1, 0},
                {"rader_slots=2", 0, 1}, {"rader_slots=5", 3, 0}, {"rader_slots=10", 0, 3},
                {"rader_slots=4", 0, 0}};
    for (size_t i = 0; i < sizeof knob / sizeof knob[0]; i++) {
        ufft__tuning tu;
        char what[96], got[64];
        snprintf(what, sizeof what, "rader_slots, h100 row %s", knob[i].tuning);
        if (!row_tuned(h100, knob[i].tuning, what, &tu))
            continue;
        ufft__problem p32 = packed(37, 4, UFFT_F32, false), p64 = packed(37, 4, UFFT_F64, false);
        unsigned a = ufft__rader_slots_for(&tu, &p32, 0), b = ufft__rader_slots_for(&tu, &p64, 0);
        snprintf(got, sizeof got, "f32 %u, f64 %u", a, b);
        printf("  %s: %s\n", what, got);
        check(a == knob[i].f32 && b == knob[i].f64, what, got);
    }
    /* rader_slots_off_s: the heads of splits in one kernel before the listed radix-S
     * steps compute their slots (the H100 row: S = 19, 21, 27, 31) */
    static const struct {
        const char *tuning;
        int64_t S;
        unsigned slots;
    } heads[] = {{"", 19, 0},  {"", 21, 0},  {"", 27, 0},  {"", 31, 0},
                 {"", 20, 3},  {"", 17, 3},  {"", 32, 3},  {"", 1, 3},
                 {"rader_slots_off_s=0", 19, 3}, {"rader_slots_off_s=2", 2, 0},
                 {"rader_slots_off_s=2", 3, 3}};
    for (size_t i = 0; i < sizeof heads / sizeof heads[0]; i++) {
        ufft__tuning tu;
        char what[96], got[64];
        snprintf(what, sizeof what, "rader_slots_off_s, h100 row %s, S = %lld", heads[i].tuning,
                 (long long)heads[i].S);
        if (!row_tuned(h100, heads[i].tuning, what, &tu))
            continue;
        ufft__problem p32 = packed(37, 4, UFFT_F32, false), p64 = packed(37, 4, UFFT_F64, false);
        unsigned a = ufft__rader_slots_for(&tu, &p32, heads[i].S),
                 b = ufft__rader_slots_for(&tu, &p64, heads[i].S);
        snprintf(got, sizeof got, "f32 %u, f64 %u", a, b);
        printf("  %s: %s\n", what, got);
        check(a == heads[i].slots && b == heads[i].slots, what, got);
    }
    static const struct {
        const char *dialect, *decl;
        ufft_precision prec;
        int64_t n;
        unsigned slots;
    } c[] = {
        {"cuda", "static __device__ const unsigned short rader_slot[146]", UFFT_F32, 73, 3},
        {"cuda", "static __device__ const unsigned short rader_slot[146]", UFFT_F64, 73, 1},
        {"cuda", "static __device__ const unsigned short rader_slot[146]", UFFT_F32, 73, 0},
        {"opencl", "__constant ushort rader_slot[2018]", UFFT_F64, 1009, 3},
        {"opencl", "__constant ushort rader_slot[2018]", UFFT_F32, 1009, 1},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        char what[96], got[160];
        row_case(what, sizeof what, c[i].dialect, false, c[i].prec, c[i].n);
        ufft__problem pb = packed(c[i].n, 5, c[i].prec, false);
        ufft__tuning tu = *ufft__tuning_for(h100);
        tu.rader_ratio = 0; /* Rader's kernel whatever Bluestein's would cost */
        ufft__schedule s;
        int64_t g, p = c[i].n, L = p - 1;
        if (!ufft__plan_rader_fused(&pb, h100, &tu, &s, &g)) {
            check(false, what, "no Rader kernel");
            continue;
        }
        s.rader_slots = c[i].slots;
        char *src = ufft__gen_rader_fused_program(ufft__dialect_find(c[i].dialect), c[i].prec,
                                                  &s, s.twiddle_count, p, g);
        long *slot = calloc(2 * (size_t)p, sizeof *slot);
        bool table = slot && slot_table_of(src, c[i].decl, p, slot), right = table;
        for (int64_t q = 0, k = 1; right && q < L; q++, k = k * g % p)
            right = slot[k] == q && slot[p + k] == (L - q) % L;
        bool computed = src && strstr(src, "rader_pow(");
        snprintf(got, sizeof got, "slots %u (%s): table %d, entries right %d, computed %d",
                 c[i].slots, s.pass[0].generic ? "generic" : "register", table, right, computed);
        printf("  %s: %s\n", what, got);
        check(src && table == (c[i].slots != 0) && right == table &&
                  computed == (c[i].slots != 3),
              what, got);
        free(slot);
        free(src);
    }
}

/* lean_direct: the H100 row's f64 4116 (21 x 14 x 14 in one buffer, direct in and out)
 * has five barriers a direction; without the one after its first stage's device reads
 * and the one before its last stage's device writes, three. A two-buffer pass (f64 385 =
 * 11 x 7 x 5) has no such barrier to drop. */
static void lean_direct_barriers(const ufft__device_caps *h100)
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
static void lean_direct_rows(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
static void forced_groups(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
static void second_groups(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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

/* Split plans in one kernel (ufft__plan_split_one): n = q x S with S up to 32 is one
 * pass of length q over S columns per row, in to out, whose head is Rader's kernel for q
 * where it takes q as a register pass (q - 1 smooth; x through lds) or Bluestein's
 * (m_q >= 2q - 1, x read directly) with whole rows per group (columns a multiple of S,
 * the group and its local memory within the row's and device's limits, S times the
 * column's convolution at most split_one percent of m). Not so: the knob off or too
 * low, the row's list of lengths measured slower (f32 2433), S too long (64), two large
 * primes, a prime, a group that cannot hold S columns (the CPU row's 256-item columns
 * of Bluestein's m = 2048 times 31). */
static void split_one_plans(const ufft__device_caps *h100, const ufft__device_caps *nv,
                            const ufft__device_caps *cpu)
{
    static const struct {
        const char *row, *tuning;
        int64_t n;
        ufft_precision prec;
        int64_t q; /* 0: not so */
        bool blue; /* Bluestein's head (q - 1 has a prime factor above 31) */
    } c[] = {
        {"h100", "split_one=1000", 2062, UFFT_F32, 1031, true},  /* S = 2, 1030 = 2 x 5 x 103 */
        {"h100", "split_one=1000", 3027, UFFT_F64, 1009, true},  /* S = 3, Rader's generic */
        {"h100", "split_one=1000", 1005, UFFT_F32, 67, true},    /* S = 15, likewise */
        {"h100", "split_one=1000", 4061, UFFT_F64, 131, true},   /* S = 31, likewise */
        {"h100", "", 292, UFFT_F32, 73, false},                  /* 72: a register pass */
        {"h100", "", 2056, UFFT_F64, 257, false},                /* S = 8 */
        {"h100", "", 1111, UFFT_F32, 101, false},                /* S = 11 */
        {"h100", "", 2433, UFFT_F32, 0, false},                  /* listed off */
        {"h100", "", 2051, UFFT_F64, 293, true},  /* 7 x 729 against 8192, not m = 4802 */
        {"h100", "", 2099, UFFT_F64, 0, false},   /* a prime: Bluestein's m = 4802 */
        {"h100", "", 2084, UFFT_F64, 521, true},  /* S = 4, m_q = 1125: against 8192 */
        {"h100", "", 2588, UFFT_F64, 0, false},   /* 4 x 647: listed off */
        {"h100", "split_one=1000", 4474, UFFT_F32, 2237, true},  /* 2236 = 4 x 13 x 43 */
        {"cpu", "split_one=1000", 74, UFFT_F32, 37, false},
        {"cpu", "split_one=1000", 999, UFFT_F64, 37, false},     /* S = 27 */
        {"cpu", "split_one=1000", 83 * 24, UFFT_F64, 83, true},
        {"cpu", "split_one=1000", 31 * 1031, UFFT_F32, 0, false}, /* 31 x 256 items */
        {"h100", "split_one=0", 2062, UFFT_F32, 0, false},
        {"h100", "split_one=1", 2062, UFFT_F32, 0, false},
        {"h100", "split_one=1000", 64 * 67, UFFT_F32, 0, false},
        {"h100", "split_one=1000", 67 * 71, UFFT_F32, 0, false},
        {"h100", "split_one=1000", 4099, UFFT_F32, 0, false},
    };
    const ufft__tuning *row = ufft__tuning_for(h100), *ocl = ufft__tuning_for(nv);
    const uint32_t *lists[] = {row->split_one_off_f32, row->split_one_off_f64,
                               ocl->split_one_off_f32, ocl->split_one_off_f64};
    for (int l = 0; l < 4; l++)
        check(ascending_list(lists[l]), "split_one_off lists", "ascending, ending in 0");
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = strcmp(c[i].row, "cpu") == 0 ? cpu : h100;
        ufft__tuning tu = row_with(caps, c[i].tuning);
        ufft__problem pb = packed(c[i].n, 100, c[i].prec, false);
        ufft__split sp;
        ufft__schedule s;
        int64_t m = 0;
        ufft__plan_bluestein(&pb, caps, &tu, &m, &s);
        int64_t weight = ufft__blue_split_weight(&tu, c[i].prec, m);
        bool one = m && ufft__plan_split_one(&pb, caps, &tu, weight, &sp, &s);
        char what[128], got[160];
        if (!split_case(what, sizeof what, c[i].row, c[i].tuning, c[i].prec, c[i].n, c[i].q,
                        "split in one kernel on", "not split in one kernel", one))
            continue;
        const ufft__pass *h = &sp.head.pass[0];
        int64_t S = c[i].n / sp.q, threads = (int64_t)h->cols * h->threads_per_col;
        uint32_t local = tu.local_bytes < caps->local_mem ? tu.local_bytes : (uint32_t)caps->local_mem;
        int64_t conv = c[i].blue ? sp.m : sp.q - 1;
        bool head = c[i].blue ? sp.g == 0 && h->p == sp.m && sp.m >= 2 * sp.q - 1 && h->direct_io
                              : sp.m == 0 && h->p == sp.q - 1 && !h->direct_io &&
                                    ufft__pow_mod(sp.g, (sp.q - 1) / 2, sp.q) != 1;
        bool ok = sp.one && head && h->cols % S == 0 && threads <= (int64_t)tu.max_threads &&
                  h->local_bytes <= local && S * conv * 100 <= (int64_t)tu.split_one * weight &&
                  s.npasses == 1 && s.pass[0].p == sp.q && s.pass[0].ns == 1 &&
                  s.pass[0].cols == h->cols && s.pass[0].threads_per_col == h->threads_per_col &&
                  s.pass[0].local_bytes == h->local_bytes && s.nworkspace == 0 &&
                  s.route[0] == UFFT__BUF_IN && s.route[1] == UFFT__BUF_OUT &&
                  s.twiddle_count == sp.head.twiddle_count;
        snprintf(got, sizeof got, "q %lld g %lld m_q %lld (whole m %lld, weighed %lld): %d cols x %d items, %zu bytes",
                 (long long)sp.q, (long long)sp.g, (long long)sp.m, (long long)m, (long long)weight, h->cols,
                 h->threads_per_col, h->local_bytes);
        printf("%s: %s\n", what, got);
        check(ok && sp.q == c[i].q, what, got);
    }
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

static void listed_widths(const ufft__device_caps *h100)
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

/* The lengths the H100 row lists for Bluestein of the whole length (blue_on_f32/f64):
 * listed, and one kernel, whatever route the rules give them (f32 131 Rader, 3143 split
 * 449 x 7, 3721 = 61^2 Stockham; f64 901 = 53 x 17); blue_listed=0 takes them back;
 * lengths not listed (f32 2523 = 3 x 29^2, the prime 3719 that is Bluestein's anyway)
 * and other rows' lengths are not. */
static void blue_listed_lengths(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        const char *row, *tuning;
        int64_t n;
        ufft_precision prec;
        bool listed;
    } c[] = {
        {"h100", "", 131, UFFT_F32, true},    {"h100", "", 3143, UFFT_F32, true},
        {"h100", "", 3721, UFFT_F32, true},   {"h100", "", 901, UFFT_F64, true},
        {"h100", "", 109, UFFT_F64, true},    {"h100", "blue_listed=0", 3721, UFFT_F32, false},
        {"h100", "", 2523, UFFT_F32, false},  {"h100", "", 3719, UFFT_F32, false},
        {"h100", "", 3721, UFFT_F64, false},  {"cpu", "", 3721, UFFT_F32, false},
    };
    const ufft__tuning *row = ufft__tuning_for(h100);
    check(ascending_list(row->blue_on_f32) && ascending_list(row->blue_on_f64),
          "blue_on lists", "ascending, ending in 0");
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = strcmp(c[i].row, "cpu") == 0 ? cpu : h100;
        ufft__tuning tu = row_with(caps, c[i].tuning);
        ufft__problem pb = packed(c[i].n, 100, c[i].prec, false);
        bool listed = ufft__blue_listed(&pb, caps, &tu);
        char what[96];
        snprintf(what, sizeof what, "%s %s %s %lld: %s", c[i].row, c[i].tuning,
                 c[i].prec == UFFT_F64 ? "f64" : "f32", (long long)c[i].n,
                 c[i].listed ? "Bluestein listed" : "not listed");
        printf("%s: %s\n", what, listed ? "listed" : "not listed");
        check(listed == c[i].listed, what, listed ? "listed" : "not listed");
    }
}

/* dit_fma: power-of-two butterflies up to the emitter's radix by decimation in time,
 * their twiddled pairs through FMA (no complex product by a constant left); above it, and
 * with it off, decimation in frequency's c_mul. The H100 row takes it up to radix 16 in
 * Bluestein's kernels of both precisions (kind 1), not in Rader's (dit_rader), nor in
 * Stockham passes, nor in f32 m = 512 and f64 m = 256 (UFFT__PLAIN_DIT in its lists);
 * PoCL's row nowhere. */
static void dit_codelets(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const int radices[] = {2, 4, 8, 16, 32}, dits[] = {0, 16, 32};
    for (size_t i = 0; i < sizeof radices / sizeof radices[0]; i++)
        for (size_t j = 0; j < sizeof dits / sizeof dits[0]; j++) {
            int r = radices[i];
            ufft__emitter e;
            ufft__emit_init(&e, ufft__dialect_find("cuda"));
            e.dit_fma = dits[j];
            int slot[32];
            for (int k = 0; k < r; k++)
                slot[k] = k;
            ufft__gen_dft(&e, r, slot, -1, 1);
            char *src = ufft__emit_take(&e);
            bool fma = src && strstr(src, "FMA(") != NULL, mul = src && strstr(src, "c_mul(");
            bool dit = r <= dits[j], twiddled = r >= 8; /* 2 and 4 take none but +-i */
            char what[64];
            snprintf(what, sizeof what, "radix-%d codelet dit_fma=%d", r, dits[j]);
            printf("%s: FMA %d, c_mul %d\n", what, fma, mul);
            check(src && fma == (dit && twiddled) && mul == (!dit && twiddled), what,
                  dit ? "FMA, no c_mul" : "c_mul, no FMA");
            free(src);
        }
    static const struct {
        ufft_precision prec;
        int64_t n;
        const char *tuning, *dialect, *define; /* define: the FMA macro's, NULL: none */
        bool rader;                            /* Rader's kernel in one, else Bluestein's */
    } c[] = {
        {UFFT_F64, 1999, "", "cuda", "#define FMA(a, b, c) fma(a, b, c)", false},
        {UFFT_F32, 1999, "", "cuda", "#define FMA(a, b, c) fmaf(a, b, c)", false},
        {UFFT_F32, 1999, "", "opencl", "#define FMA(a, b, c) fma(a, b, c)", false},
        {UFFT_F64, 3001, "", "cuda", "#define FMA(a, b, c) fma(a, b, c)", false}, /* 8 x 32 x 32 */
        {UFFT_F64, 1999, "dit_fma=0", "cuda", NULL, false},
        {UFFT_F64, 1999, "dit_fma=8", "cuda", "#define FMA(a, b, c) fma(a, b, c)", false},
        {UFFT_F32, 1999, "dit_fma=8", "cuda", NULL, false},
        {UFFT_F64, 4096, "", "cuda", NULL, false}, /* a Stockham pass */
        {UFFT_F64, 4096, "dit_fma=32", "cuda", "#define FMA(a, b, c) fma(a, b, c)", false},
        {UFFT_F64, 127, "", "cuda", NULL, false}, /* m = 256 */
        {UFFT_F64, 229, "", "cuda", "#define FMA(a, b, c) fma(a, b, c)", false}, /* m = 512 */
        {UFFT_F32, 251, "", "cuda", NULL, false}, /* m = 512 */
        {UFFT_F32, 2081, "", "cuda", NULL, true}, /* 13 x 16 x 10 */
        {UFFT_F32, 2081, "dit_rader=1", "cuda", "#define FMA(a, b, c) fmaf(a, b, c)", true},
        {UFFT_F64, 257, "dit_rader=1", "cuda", NULL, true},
        {UFFT_F64, 257, "dit_rader=2", "cuda", "#define FMA(a, b, c) fma(a, b, c)", true},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        char what[96];
        snprintf(what, sizeof what, "dit_fma %s %lld %s [%s]", c[i].prec == UFFT_F64 ? "f64" : "f32",
                 (long long)c[i].n, c[i].dialect, c[i].tuning);
        ufft__tuning tu;
        if (!row_tuned(h100, c[i].tuning, what, &tu))
            continue;
        ufft__problem pb = packed(c[i].n, 3, c[i].prec, false);
        ufft__schedule s;
        int64_t m = 0;
        const ufft__dialect *d = ufft__dialect_find(c[i].dialect);
        char *src = NULL;
        if ((c[i].n & (c[i].n - 1)) == 0) {
            if (ufft__plan_schedule_tuned(&pb, h100, &tu, &s, NULL) == UFFT_SUCCESS) {
                ufft__schedule_forms(h100, &tu, &pb, 4, 0, 0, &s);
                src = ufft__gen_program(d, &pb, &s);
            }
        } else if (c[i].rader) {
            int64_t g;
            if (ufft__plan_rader_fused(&pb, h100, &tu, &s, &g)) {
                ufft__schedule_forms(h100, &tu, &pb, 1, ufft__rader_plain(&tu, pb.precision), 0,
                                     &s);
                src = ufft__gen_rader_fused_program(d, pb.precision, &s, s.twiddle_count, pb.n, g);
            }
        } else if (ufft__plan_bluestein(&pb, h100, &tu, &m, &s)) {
            ufft__schedule_forms(h100, &tu, &pb, 1, ufft__blue_plain(&tu, pb.precision, m), 0, &s);
            src = ufft__gen_bluestein_fused_program(d, pb.precision, &s, s.twiddle_count);
        }
        bool defined = src && c[i].define && strstr(src, c[i].define);
        bool used = src && strstr(src, "FMA(-w.y") != NULL;
        printf("  %s: m %lld, dit up to radix %d, FMA defined %d, used %d\n", what, (long long)m,
               s.dit_fma, defined, used);
        check(src && (c[i].define ? defined && used : !strstr(src, "FMA")), what,
              c[i].define ? c[i].define : "no FMA");
        free(src);
    }
    check(ufft__tuning_for(h100)->dit_fma == 9 && ufft__tuning_for(h100)->dit_max == 16 &&
              ufft__tuning_for(h100)->dit_rader == 0 && ufft__tuning_for(cpu)->dit_fma == 0,
          "dit_fma of the rows", "H100 CUDA 9 up to radix 16, not in Rader's, PoCL 0");
}

int main(void)
{
    ufft__device_caps nv = fake_caps("NVIDIA Corporation", true, 48 * 1024);
    ufft__device_caps amd = fake_caps("Advanced Micro Devices, Inc.", true, 64 * 1024);
    ufft__device_caps cpu = fake_caps("GenuineIntel", false, 256 * 1024);
    ufft__device_caps small = fake_caps("Tiny GPU Inc.", true, 16 * 1024);
    schedule_invariants("nvidia", &nv);
    schedule_invariants("amd", &amd);
    schedule_invariants("cpu", &cpu);
    schedule_invariants("16k-local gpu", &small);
    ufft__device_caps h100 = fake_caps("NVIDIA Corporation", true, 232448);
    h100.cuda = true;
    h100.cc = 90;
    h100.max_cluster = 8;
    schedule_invariants("cuda sm90", &h100);
    cluster_plans(&h100, &nv);
    bank_strides(&h100);
    exchange_skews(&h100);
    column_twiddles(&h100, &cpu);
    h100_calibration(&h100);
    split_choices(&nv, &h100);
    large_prime_rows(&h100, &cpu);
    large_prime_generic(&h100);
    rader_or_bluestein(&h100, &cpu);
    split_plans(&h100, &cpu);
    split_one_plans(&h100, &nv, &cpu);
    blue_listed_lengths(&h100, &cpu);
    listed_widths(&h100);
    narrow_groups(&h100, &cpu);
    register_pass_groups(&h100, &cpu);
    few_shape(&h100, &cpu);
    register_pass_strides(&h100, &cpu);
    second_groups(&h100, &cpu);
    streamed_stages(&h100, &cpu);
    spread_stages(&h100, &cpu);
    listed_lengths(&h100, &cpu);
    partition_bounds(&h100, &cpu);
    lone_group_radix(&h100, &cpu);
    twiddle_pairs(&h100, &cpu);
    mid_row_plans(&h100, &cpu);
    direct_io_plans(&h100, &cpu);
    bluestein_lengths(&h100, &nv, &cpu);
    bluestein_lists_live(&h100, &nv);
    bluestein_entry_registers(&h100);
    bluestein_direct_short(&h100, &nv);
    bluestein_cluster(&h100, &nv, &cpu);
    bluestein_three(&h100, &nv, &cpu);
    bluestein_steps_length(&h100, &cpu);
    bluestein_five(&h100, &cpu);
    bluestein_three_registers(&h100);
    bluestein_three_groups(&h100);
    split_head_width(&h100);
    split_composite_heads(&h100);
    split_deep_columns(&h100);
    split_tails(&h100, &cpu);
    cluster_tails(&h100);
    split_group_bounds(&h100);
    odd_padding(&h100, &cpu);
    const ufft__device_caps *kinds[] = {&h100, &nv, &amd, &cpu, &small};
    const char *names[] = {"cuda sm90", "nvidia", "amd", "cpu", "16k-local gpu"};
    for (int i = 0; i < 5; i++)
        generic_choices(names[i], kinds[i], ufft__tuning_for(kinds[i]));
    /* the same under knobs only UFFT_TUNE and UFFT_TUNING (or the H100 row's measured
     * lengths) choose: one local buffer, butterflies spread wherever a stage may, fp64
     * register passes and composites up to 32, cuFFT's shape for every single generic pass */
    static const char *variants[] = {"one_buffer=1", "spread_f32=3,spread_f64=3,spread_min=2",
                                     "reg_f64=32", "few_threads=256,few_listed=0",
                                     "composite=60,few_threads=256,few_listed=0"};
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++)
        for (int i = 0; i < 5; i++) {
            ufft__tuning tu = *ufft__tuning_for(kinds[i]);
            char label[96];
            snprintf(label, sizeof label, "%s %s", names[i], variants[v]);
            check(ufft__tuning_override(&tu, variants[v], &(ufft__errbuf){0}) == UFFT_SUCCESS,
                  label, "tuning rejected");
            generic_choices(label, kinds[i], &tu);
        }
    for (int i = 0; i < 5; i++)
        rader_plans(names[i], kinds[i], ufft__tuning_for(kinds[i]));
    for (int i = 0; i < 5; i++)
        tune_candidates(names[i], ufft__tuning_for(kinds[i]));
    ufft__tuning every = *ufft__tuning_for(&h100); /* every variant's condition holds */
    every.col_threads = 64;
    every.min_groups = 4;
    every.coalesce_bytes = 64;
    every.narrow_f32 = every.narrow_f64 = 0;
    tune_candidates("every variant", &every);
    host_dft_exact();
    rader_tables_exact();
    rader_three_plans(&h100, &cpu);
    generator_text();
    rader_codelet_form();
    folded_access();
    folded_io(&h100, &cpu);
    lean_direct_rows(&h100, &cpu);
    forced_groups(&h100, &cpu);
    lean_direct_barriers(&h100);
    direct_bases(&h100, &cpu);
    load_prefetch_plans(&h100, &cpu);
    tune_distinct(&h100);
    tune_unlisted(&h100);
    multi_pass_rows(&h100, &cpu);
    wide_rows_plans(&h100, &cpu);
    fast_memory_groups(&h100);
    least_groups_floor(&h100);
    fast_memory_lengths(&h100);
    rader_slot_tables(&h100);
    one_local_buffer(&h100);
    listed_direct_one(&h100);
    listed_composite(&h100);
    nested_radix9(&h100, &cpu);
    prime_factor_codelets(&h100, &cpu);
    dit_codelets(&h100, &cpu);
    disk_cache();
    tuning_override();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
