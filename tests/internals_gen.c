/* internals: the generator's text in both dialects: Rader's codelet form, folded accesses,
 * nested radix 9, prime-factor codelets, decimation in time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/gen.h"
#include "internals.h"

static int count_char(const char *s, char c)
{
    int n = 0;
    for (; *s; s++)
        n += *s == c;
    return n;
}

void generator_text(void)
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

/* Rader's form of prime codelets (ufft__rader_codelet): from the tuning's radix, primes
 * whose p - 1 is 13-smooth only, and the program text takes it exactly there. */
void rader_codelet_form(void)
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

/* fold_at: a program's local accesses at constant offsets are a base pointer plus the
 * offset (ufft__emit_at) only where the schedule asks and the program is unpadded;
 * fold_pad: a padded program's are one of a few padded bases plus a constant (PAD(t +
 * i T) as PAD(t) + i T (1 + 2^-s), T a multiple of 2^s) only where the schedule asks;
 * else the text is the indexed one, as before folding existed (PoCL's kernel caches
 * keep). */
void folded_access(void)
{
    ufft__device_caps caps = fake_caps("NVIDIA Corporation", true, 48 * 1024);
    const char *folded = "(lds + cb + t)[", *folded_pad = "(lds + cb + PAD(t))[",
               *indexed = "lds[cb + PAD(t + ";
    const int64_t lens[] = {80, 4096};
    for (int li = 0; li < 2; li++)
        for (int pad = 0; pad < 2; pad++)
            for (int fold = 0; fold < 4; fold++) {
                ufft__tuning tu = *ufft__tuning_for(&caps);
                tu.pad_bytes = pad ? 128 : 0;
                tu.odd_pad = 0;
                ufft__problem pb = packed(lens[li], 5, UFFT_F32, false);
                ufft__schedule s;
                bool ok = ufft__plan_schedule_tuned(&pb, &caps, &tu, &s, NULL) == UFFT_SUCCESS;
                s.fold_at = fold & 1;
                s.fold_pad = (fold & 2) != 0;
                char *src = ok ? ufft__gen_program(ufft__dialect_find("cuda"), &pb, &s) : NULL;
                bool padded = ok && s.pass[0].pad_shift != 0;
                const char *want = padded ? (s.fold_pad ? folded_pad : indexed)
                                          : (s.fold_at ? folded : indexed);
                char what[96], detail[96];
                snprintf(what, sizeof what,
                         "folded access n=%lld pad_bytes=%d fold_at=%d fold_pad=%d",
                         (long long)lens[li], pad ? 128 : 0, s.fold_at, s.fold_pad);
                snprintf(detail, sizeof detail, "pad_shift %d, want %s",
                         ok ? s.pass[0].pad_shift : -1, want);
                printf("%s: %s\n", what, detail);
                int forms = src ? !!strstr(src, folded) + !!strstr(src, folded_pad) +
                                      !!strstr(src, indexed)
                                : 0;
                check(src && padded == (pad != 0) && strstr(src, want) && forms == 1, what,
                      detail);
                free(src);
            }
}

/* nest9: radix-9 register butterflies in the direct symmetric form (pair sums s1..s4)
 * unless the schedule nests them as two radix-3 steps (pairs s1 only); the H100 CUDA
 * row nests them in every program kind, PoCL's row in none (its kernel text unchanged). */
void nested_radix9(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
void prime_factor_codelets(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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

/* fold_io: the H100 CUDA row folds the twiddle reads and unit-stride device accesses of
 * fp32 single register passes of one column per group (f32 5625: "(tw + jr)[", loads
 * "src[375]"), not those of fp64 (5400), of several columns (f32 441) or generic passes
 * (f32 4851) unless fold_io=4 asks (then the generic pass's twiddles fold); a strided
 * input keeps its indexed loads while its twiddles fold; PoCL's row folds none. Without
 * the form the text is the indexed one, as before it existed. */
void folded_io(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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

/* dit_fma: power-of-two butterflies up to the emitter's radix by decimation in time,
 * their twiddled pairs through FMA (no complex product by a constant left); above it, and
 * with it off, decimation in frequency's c_mul. The H100 row takes it up to radix 16 in
 * Bluestein's kernels of both precisions (kind 1), not in Rader's (dit_rader), nor in
 * Stockham passes, nor in f32 m = 512 and f64 m = 256 (UFFT__PLAIN_DIT in its lists);
 * PoCL's row nowhere. */
void dit_codelets(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
        {UFFT_F64, 3511, "", "cuda", "#define FMA(a, b, c) fma(a, b, c)", false}, /* 8 x 32 x 32 */
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
            if (ufft__plan_rader_fused(&pb, h100, &tu, &s, &g))
                src = ufft__gen_rader_one(d, h100, &tu, &pb, &s, g);
        } else if (ufft__plan_bluestein(&pb, h100, &tu, &m, &s)) {
            src = ufft__gen_bluestein_one(d, h100, &tu, &pb, m, &s);
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
