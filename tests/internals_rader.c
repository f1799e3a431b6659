/* internals: Rader's plans and tables, and the host DFT behind Rader's and Bluestein's spectra,
 * against direct sums. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/gen.h"
#include "internals.h"

/* Rader or Bluestein on the H100 row: Rader where p - 1 has prime factors up to 19 and,
 * as a register pass, fewer than 30 elements per work-item (rader_max_prime,
 * rader_max_elems; f32 1153 = 12 x 12 x 8 + 1, 4001); Bluestein for 1381 (p - 1 = 23 x
 * 60), 1117 (31 x 36) and f32 751, 811 (register passes of 30). Rows that name neither
 * keep 31 and any size (PoCL's: 1381 and 751 stay Rader). */
void rader_or_bluestein(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
     * Bluestein ones. f32 3571 (21 x 17 x 10 + 1) and f64 449 (7 x 8 x 8 + 1) are session
     * 82's, whose rules' ratio gives them to Bluestein (2026-12-07-h100-rader-ratio.md);
     * f32 547 and f64 97 session 83's, Bluestein by entry (2026-12-07-h100-rader-off.md). */
    static const struct { int64_t p; ufft_precision prec; bool rader; int radix0; } measured[] = {
        {2857, UFFT_F32, true, 17}, {1429, UFFT_F32, true, 17}, {3673, UFFT_F32, true, 18},
        {487, UFFT_F32, false, 0}, {3889, UFFT_F32, false, 0}, {3571, UFFT_F32, true, 21},
        {2347, UFFT_F64, true, 23}, {1453, UFFT_F64, true, 12}, {647, UFFT_F64, false, 0},
        {4001, UFFT_F64, false, 0}, {449, UFFT_F64, true, 7}, {547, UFFT_F32, false, 0},
        {97, UFFT_F64, false, 0}};
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
        /* routes_listed=0: the rules' route, the other one for each of these */
        ufft__tuning rules = row_with(h100, "routes_listed=0");
        bool by_rules = ufft__plan_rader_fused(&pb, h100, &rules, &s, &g);
        snprintf(what, sizeof what, "cuda sm90 %s %lld routes_listed=0: %s",
                 measured[i].prec == UFFT_F64 ? "f64" : "f32", (long long)measured[i].p,
                 measured[i].rader ? "Bluestein" : "Rader");
        printf("%s: %s\n", what, by_rules ? "Rader" : "Bluestein");
        check(by_rules != measured[i].rader, what, by_rules ? "Rader" : "Bluestein");
        if (measured[i].rader) /* PoCL's row: its rules give those to Bluestein */
            continue;
        snprintf(what, sizeof what, "cpu %s %lld: Rader",
                 measured[i].prec == UFFT_F64 ? "f64" : "f32", (long long)measured[i].p);
        check(ufft__plan_rader_fused(&pb, cpu, ufft__tuning_for(cpu), &s, &g), what, "Bluestein");
    }
    /* every listed length a prime that Rader's kernel could take (above the row's largest
     * codelet prime), ascending */
    const ufft__tuning *tu = ufft__tuning_for(h100);
    const ufft__prime_route *lists[] = {tu->routes_f32, tu->routes_f64};
    for (int l = 0; l < 2; l++) {
        uint32_t last = 0;
        int64_t codelets = ufft__max_prime(tu, l ? UFFT_F64 : UFFT_F32);
        bool ok = lists[l] != NULL;
        for (const ufft__prime_route *r = lists[l]; ok && r->p; last = r->p, r++)
            ok = r->p > last && r->p > codelets && r->p < UFFT__RADER_FUSED_LIMIT &&
                 ufft__is_prime(r->p) && r->rader <= 1;
        char what[64];
        snprintf(what, sizeof what, "cuda sm90 %s routes: ascending primes", l ? "f64" : "f32");
        check(ok, what, ok ? "ok" : "bad entry");
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
void host_dft_exact(void)
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
void rader_plans(const char *label, const ufft__device_caps *caps, const ufft__tuning *tu)
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
void rader_three_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
void rader_tables_exact(void)
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
void rader_slot_tables(const ufft__device_caps *h100)
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
