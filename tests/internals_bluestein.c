/* internals: Bluestein's plans: convolution lengths and lists, one kernel, clusters, three and
 * five kernels, their registers and groups. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/gen.h"
#include "internals.h"
#include "util/checked.h"

/* Bluestein in one kernel reads x and writes X directly on the H100 up to m = 512
 * (blue_direct_m) whatever its work-items per row: f32 167 (m = 338 = 2 x 13^2) and f64
 * 127 (m = 256, 32) do, f32 262 (m = 576, 24) does not, nor 167 with blue_direct_m=0; the
 * NVIDIA OpenCL row only from 64 work-items per row (direct_io). */
void bluestein_direct_short(const ufft__device_caps *h100, const ufft__device_caps *nv)
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
void bluestein_entry_registers(const ufft__device_caps *h100)
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
    /* entries for whole lengths only: f64 2903 takes m = 6561 alone, but as the head of
     * 5806 = 2 x 2903 the power of two (its heads of 6561 ran 0.84x of 8192's) */
    ufft__problem alone = packed(2903, 100, UFFT_F64, false);
    ufft__problem two = packed(5806, 100, UFFT_F64, false);
    int64_t m_alone = 0, m_head = 0;
    bool fused = ufft__plan_bluestein(&alone, h100, tu, &m_alone, &s);
    bool head = ufft__plan_bluestein_head(&alone, h100, tu, &m_head, &s);
    memset(&sp, 0, sizeof sp);
    bool split_two = ufft__plan_split(&two, h100, tu, &sp, &one);
    snprintf(got, sizeof got, "alone m %lld, as a head m %lld, 5806 split %d q %lld m_q %lld",
             fused ? (long long)m_alone : 0LL, head ? (long long)m_head : 0LL, split_two,
             (long long)sp.q, (long long)sp.m);
    printf("  bluestein whole-length entry, h100 f64 2903: %s\n", got);
    check(fused && m_alone == 6561 && head && m_head == 8192 && split_two && sp.q == 2903 &&
              sp.m == 8192,
          "bluestein whole-length entry, h100 f64 2903", got);
}

/* Entries for split heads only (UFFT__BLUE_HEADS): on the H100 the whole length runs
 * faster on a longer m (f32 n 3457..3750 on 8192, not 7500; f64 2049..2401 on 5000, not
 * 4802), where the heads were never timed on it and keep theirs; blue_heads_only=0 gives
 * the whole length the entry back. */
void bluestein_entry_heads(const ufft__device_caps *h100)
{
    static const struct {
        int64_t n;
        ufft_precision prec;
        int64_t whole, head;
    } c[] = {{3467, UFFT_F32, 8192, 7500}, {2203, UFFT_F64, 5000, 4802}};
    const ufft__tuning *tu = ufft__tuning_for(h100);
    ufft__tuning off = *tu;
    off.blue_heads_only = 0;
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        ufft__problem pb = packed(c[i].n, 100, c[i].prec, false);
        ufft__schedule s;
        int64_t m = 0, m_head = 0, m_off = 0;
        bool whole = ufft__plan_bluestein(&pb, h100, tu, &m, &s);
        bool head = ufft__plan_bluestein_head(&pb, h100, tu, &m_head, &s);
        bool both = ufft__plan_bluestein(&pb, h100, &off, &m_off, &s); /* as the heads */
        char what[96], got[96];
        snprintf(what, sizeof what, "bluestein heads-only entry, h100 %s %lld: m %lld, head %lld",
                 c[i].prec == UFFT_F64 ? "f64" : "f32", (long long)c[i].n,
                 (long long)c[i].whole, (long long)c[i].head);
        snprintf(got, sizeof got, "m %lld, head %lld, blue_heads_only=0 m %lld",
                 whole ? (long long)m : 0LL, head ? (long long)m_head : 0LL,
                 both ? (long long)m_off : 0LL);
        printf("  %s: %s\n", what, got);
        check(whole && head && both && m == c[i].whole && m_head == c[i].head &&
                  m_off == c[i].head,
              what, got);
    }
}

/* A Bluestein list entry's groups per unit (groups): more than the planner's hint for
 * the whole length where a unit's local memory holds them (the H100's f64 m = 512 asks
 * for 8, 1.12x), never for a split's head, which asks for its own (plan/split.c); fewer
 * where the entry says so (f32 m = 4608, 2). */
void bluestein_entry_groups(const ufft__device_caps *h100)
{
    const ufft__tuning *tu = ufft__tuning_for(h100);
    ufft__problem pb = packed(237, 100, UFFT_F64, false);
    ufft__schedule s, hint;
    int64_t m = 0, m_head = 0;
    bool whole = ufft__plan_bluestein(&pb, h100, tu, &m, &s);
    uint32_t g_whole = whole ? s.pass[0].min_groups : 0;
    bool head = ufft__plan_bluestein_head(&pb, h100, tu, &m_head, &s);
    uint32_t g_head = head ? s.pass[0].min_groups : 0;
    bool planned = ufft__plan_bluestein_fused(&pb, h100, tu, 512, &hint);
    char got[160];
    snprintf(got, sizeof got, "m %lld: %u groups, as a head %u, the hint %u", (long long)m,
             g_whole, g_head, planned ? hint.pass[0].min_groups : 0);
    printf("  bluestein entry groups, h100 f64 237: %s\n", got);
    check(whole && head && planned && m == 512 && m_head == 512 && g_whole == 8 &&
              g_head == hint.pass[0].min_groups && g_head < g_whole,
          "bluestein entry groups, h100 f64 237", got);
    pb = packed(2287, 100, UFFT_F32, false);
    whole = ufft__plan_bluestein(&pb, h100, tu, &m, &s);
    planned = ufft__plan_bluestein_fused(&pb, h100, tu, 4608, &hint);
    snprintf(got, sizeof got, "m %lld: %u groups, the hint %u", (long long)m,
             whole ? s.pass[0].min_groups : 0, planned ? hint.pass[0].min_groups : 0);
    printf("  bluestein entry groups, h100 f32 2287: %s\n", got);
    check(whole && planned && m == 4608 && s.pass[0].min_groups == 2 &&
              hint.pass[0].min_groups > 2,
          "bluestein entry groups, h100 f32 2287", got);
    /* and every entry's groups fit a unit's local memory */
    for (int prec = 0; prec < 2; prec++) {
        const ufft__blue_length *list = prec ? tu->blue_f64 : tu->blue_f32;
        for (const ufft__blue_length *e = list; e && e->m; e++) {
            if (!e->groups)
                continue;
            pb = packed(((int64_t)e->m + 1) / 2, 100, prec ? UFFT_F64 : UFFT_F32, false);
            whole = ufft__plan_bluestein(&pb, h100, tu, &m, &s);
            uint64_t bytes = whole ? (uint64_t)s.pass[0].min_groups * s.pass[0].local_bytes : 0;
            snprintf(got, sizeof got, "m %lld: %u groups of %zu bytes (entry %u)", (long long)m,
                     whole ? s.pass[0].min_groups : 0, whole ? s.pass[0].local_bytes : (size_t)0,
                     e->groups);
            char what[96];
            snprintf(what, sizeof what, "bluestein entry groups fit, h100 %s m = %u",
                     prec ? "f64" : "f32", e->m);
            printf("  %s: %s\n", what, got);
            check(whole && m == (int64_t)e->m && s.pass[0].min_groups == e->groups &&
                      bytes <= h100->local_mem,
                  what, got);
        }
    }
}

/* Every entry of a row's Bluestein lists is live: ascending, and the longest n it serves,
 * (m+1)/2, takes it in one kernel, so an entry that is not one register pass on its
 * device, or that a neighbour hides, fails here instead of going unused. */
void bluestein_lists_live(const ufft__device_caps *h100, const ufft__device_caps *nv)
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
                /* an entry for split heads only, as a head */
                bool fused = e->whole == UFFT__BLUE_HEADS
                                 ? ufft__plan_bluestein_head(&pb, rows[r], tu, &m, &s)
                                 : ufft__plan_bluestein(&pb, rows[r], tu, &m, &s);
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
void bluestein_lengths(const ufft__device_caps *h100, const ufft__device_caps *nv,
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
        {"h100", 0, 3457, 0, 0, 0, 8192, 0}, /* 7500 for split heads only */
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
        {"h100", 1, 2049, 0, 0, 0, 5000, 0}, /* 4802 = 2 x 7^4 for split heads only */
        {"h100", 1, 2401, 0, 0, 0, 5000, 0}, /* 2n-1 = 4801 */
        {"h100", 1, 2402, 0, 0, 0, 5000, 0},
        {"h100", 1, 2501, 0, 0, 0, 5184, 0},
        {"h100", 1, 2592, 0, 0, 0, 5184, 0},
        {"h100", 1, 2593, 0, 0, 0, 5625, 0},
        {"h100", 1, 2814, 0, 0, 0, 6561, 0}, /* 3^8, whole lengths only */
        {"h100", 1, 3281, 0, 0, 0, 6561, 0}, /* 2n-1 = 6561 */
        {"h100", 1, 3282, 0, 0, 0, 6912, 0},
        {"h100", 1, 3456, 0, 0, 0, 6912, 0}, /* 2n-1 = 6911 */
        {"h100", 1, 3457, 0, 0, 0, 8192, 0},
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
void bluestein_cluster(const ufft__device_caps *h100, const ufft__device_caps *nv,
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

/* The five kernels' table reads past 2^32: f32 n = 1500000007 takes m = 3145728000, so
 * the chirp at spec + m + i ends past 2^32 entries; each read must be an idx_t sum (a
 * 64-bit plan's), not a uint one that wrapped for i >= 1149121215 (wrong numbers). */
static bool five_reads_wide(const ufft__device_caps *h100, char *detail, size_t len)
{
    ufft__tuning tu = *ufft__tuning_for(h100);
    ufft__problem pb = packed(1500000007, 1, UFFT_F32, true);
    ufft__schedule s;
    int64_t m = 0;
    if (!ufft__plan_bluestein_five(&pb, h100, &tu, 0.0, &m, &s)) {
        snprintf(detail, len, "no five-kernel plan");
        return false;
    }
    s.idx64 = true;
    char *src = ufft__gen_bluestein_three_program(ufft__dialect_find("cuda"), UFFT_F32, &s,
                                                  s.twiddle_count, 0, 0);
    char chirp[64], narrow[64];
    snprintf(chirp, sizeof chirp, "tw[(idx_t)%lldu + i]", (long long)(s.twiddle_count + m));
    snprintf(narrow, sizeof narrow, "tw[%lldu + ", (long long)s.twiddle_count);
    bool ok = src && s.twiddle_count + m + pb.n > (int64_t)UINT32_MAX && strstr(src, chirp) &&
              !strstr(src, narrow);
    snprintf(detail, len, "m=%lld, chirp at %lld: %s", (long long)m,
             (long long)(s.twiddle_count + m), ok ? "idx_t reads" : "a 32-bit read");
    free(src);
    return ok;
}

/* The five steps' convolution length (ufft__bluestein_steps_length): at least 2n - 1,
 * 7-smooth, at most the power of two, which blue_pow2 keeps and which stays where the
 * smooth m saves too little (f32 1000003: 2000376 is 0.95 of 2^21). */
void bluestein_steps_length(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
void bluestein_five(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
    char detail[96];
    bool wide = five_reads_wide(h100, detail, sizeof detail);
    printf("bluestein five h100 f32 n=1500000007, its table past 2^32: %s\n", detail);
    check(wide, "bluestein five h100 f32 n=1500000007, its table past 2^32", detail);
}

/* Bluestein in three kernels, where the convolution is too long for one: m >= 2n - 1 of
 * two register passes with equal columns per group (dividing both kernels' columns per
 * row, at least 32 bytes of a row), neither pass over twice the other, tables laid out
 * one after the other; powers of two only with blue_pow2, none with blue_steps; the
 * generated program has its six entry points. */
void bluestein_three(const ufft__device_caps *h100, const ufft__device_caps *nv,
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
void bluestein_three_registers(const ufft__device_caps *h100)
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
void bluestein_three_groups(const ufft__device_caps *h100)
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

/* The lengths the H100 row lists for Bluestein of the whole length (blue_on_f32/f64):
 * listed, and one kernel, whatever route the rules give them (f32 131 Rader, 3143 split
 * 449 x 7, 3481 = 59^2 Stockham; f64 954 = 53 x 18); blue_listed=0 takes them back;
 * lengths not listed (f32 2523 = 3 x 29^2, the prime 3719 that is Bluestein's anyway,
 * f32 3721 = 61^2 and f64 901 = 53 x 17, which left the lists in session 78) and other
 * rows' lengths are not. */
void blue_listed_lengths(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        const char *row, *tuning;
        int64_t n;
        ufft_precision prec;
        bool listed;
    } c[] = {
        {"h100", "", 131, UFFT_F32, true},    {"h100", "", 3143, UFFT_F32, true},
        {"h100", "", 3481, UFFT_F32, true},   {"h100", "", 954, UFFT_F64, true},
        {"h100", "", 109, UFFT_F64, true},    {"h100", "blue_listed=0", 3481, UFFT_F32, false},
        {"h100", "", 2523, UFFT_F32, false},  {"h100", "", 3719, UFFT_F32, false},
        {"h100", "", 3721, UFFT_F32, false},  {"h100", "", 901, UFFT_F64, false},
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

/* Bluestein's whole-length kernel in one, several rows per group (tuning blue_rows,
 * ufft__blue_rows_apply): where the pass is one row per group with direct I/O and the
 * stage of (m + 1) / 2 elements fits beside the exchanges, the rows per group are the
 * knob's (at 0 the row's list's for m, at 3 none), the local memory grows by the stage
 * and the launch bound asks for no more groups than the unit then holds (f64 m = 4096 on
 * the A100: 2 -> 1); elsewhere (several columns per group, no rows from knob or list, a
 * unit too small: the A100's 163 KB against f64 m = 8192's 144 KB plus 64 KB) nothing
 * changes. The CUDA program then starts each next row's copy
 * inside the forward FFT's first exchange and loops over the rows: on sm_90 an fp64 row
 * of unit stride in one bulk copy by work-item 0 (stage_bulk, 16 bytes more for its
 * barrier), else each element by cp.async (f32, strided, sm_80); the OpenCL one copies
 * at once. At blue_rows=2 only where the unit holds as many groups with the stage as
 * without it (every one-row kernel of the sm_90 row on the H100; not f64 m = 4096 on a
 * 163 KB unit, 2 -> 1). */
void blue_rows_stage(const ufft__device_caps *h100)
{
    static const struct {
        ufft_precision prec;
        int64_t n;
        uint32_t rows, shared; /* the knob; the unit's local memory (0: the H100's) */
        bool looped;           /* rows looped after */
        uint32_t groups;       /* the launch bound's groups after */
        int istride, cc;       /* x's stride, the compute capability (0: the H100's) */
        bool bulk;             /* each row in one bulk copy (stage_bulk) */
    } c[] = {
        {UFFT_F64, 3511, 1, 0, true, 1, 1, 0, true},     {UFFT_F64, 3511, 0, 0, false, 1, 1, 0, false},
        {UFFT_F32, 4001, 1, 0, true, 2, 1, 0, false},
        {UFFT_F32, 257, 1, 0, false, 4, 1, 0, false},     /* several columns per group */
        {UFFT_F64, 3511, 1, 166912, false, 1, 1, 0, false}, /* the A100's unit */
        {UFFT_F64, 1500, 1, 0, true, 2, 1, 0, true},
        {UFFT_F64, 2000, 1, 166912, true, 1, 1, 0, true}, /* m = 4096: 2 x 100 KB no longer fit 163 KB */
        {UFFT_F64, 3511, 1, 0, true, 1, 2, 0, false},     /* strided: each element by cp.async */
        {UFFT_F64, 2000, 1, 0, true, 2, 1, 80, false},    /* sm_80: no bulk copy */
        /* blue_rows=2: only where the unit keeps its groups */
        {UFFT_F64, 3511, 2, 0, true, 1, 1, 0, true},      /* 1 group a unit either way */
        {UFFT_F32, 4001, 2, 0, true, 2, 1, 0, false},     /* 2 either way */
        {UFFT_F64, 2000, 2, 0, true, 2, 1, 0, true},      /* m = 4096: 2 either way */
        {UFFT_F64, 1500, 2, 0, true, 2, 1, 0, true},      /* m = 3375: 2 either way */
        {UFFT_F64, 2000, 2, 166912, false, 2, 1, 0, false}, /* 163 KB unit: 2 -> 1, not */
        /* 0: the sm_90 row's list for m (f64 4802 ... 6912 loop); 3: none */
        {UFFT_F64, 2611, 0, 0, true, 1, 1, 0, true},      /* m = 5625 */
        {UFFT_F64, 2344, 0, 0, true, 1, 1, 0, true},      /* m = 4802 */
        {UFFT_F64, 3001, 0, 0, true, 1, 1, 0, true},      /* m = 6561 */
        {UFFT_F64, 3301, 0, 0, true, 1, 1, 0, true},      /* m = 6912 */
        {UFFT_F64, 2611, 3, 0, false, 1, 1, 0, false},
        {UFFT_F32, 2611, 0, 0, false, 3, 1, 0, false},    /* f32 m = 5832: no rows, 3 groups */
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        char what[96], got[160], knob[32];
        snprintf(what, sizeof what, "blue rows %s %lld blue_rows=%u%s istride %d%s",
                 c[i].prec == UFFT_F64 ? "f64" : "f32", (long long)c[i].n, c[i].rows,
                 c[i].shared ? " (163 KB unit)" : "", c[i].istride, c[i].cc ? " sm_80" : "");
        snprintf(knob, sizeof knob, "blue_rows=%u", c[i].rows);
        ufft__device_caps caps = *h100;
        if (c[i].shared)
            caps.local_mem = c[i].shared;
        ufft__tuning tu;
        if (!row_tuned(&caps, knob, what, &tu))
            continue;
        if (c[i].cc) /* the sm_90 row's plan on a device without the bulk copy */
            caps.cc = c[i].cc;
        ufft__problem pb = packed(c[i].n, 7, c[i].prec, false);
        pb.istride = c[i].istride;
        ufft__schedule s;
        int64_t m;
        if (!ufft__plan_bluestein(&pb, &caps, &tu, &m, &s)) {
            check(false, what, "not Bluestein in one kernel");
            continue;
        }
        size_t before = s.pass[0].local_bytes;
        ufft__blue_rows_apply(&pb, &caps, &tu, &s);
        const ufft__pass *ps = &s.pass[0];
        size_t stage = (size_t)((m + 1) / 2) * pb.elem_bytes + (c[i].bulk ? 16u : 0u);
        bool grown = c[i].looped ? ps->local_bytes == before + stage : ps->local_bytes == before;
        char *cu = ufft__gen_bluestein_fused_program(ufft__dialect_find("cuda"), pb.precision, &s,
                                                     s.twiddle_count);
        char *cl = ufft__gen_bluestein_fused_program(ufft__dialect_find("opencl"), pb.precision,
                                                     &s, s.twiddle_count);
        const char *loop = "for (idx_t row = row0; row < nrows; row += groups, phase ^= 1u)";
        /* CUDA: each element by cp.async, or the row by one bulk copy whose barrier each
         * work-item waits on (no cp.async of elements); OpenCL: plain copies either way */
        bool async = cu && strstr(cu, "cp.async.") && strstr(cu, "cp.async.wait_all");
        bool bulk = cu && strstr(cu, "cp.async.bulk.shared::cluster.global.mbarrier") &&
                    strstr(cu, "stage_arrived(&stage_bar, phase);") &&
                    strstr(cu, "if (sr < nrows && lid == 0u)") && !strstr(cu, "stage_put");
        bool looped = cu && cl && strstr(cu, loop) && strstr(cl, loop);
        bool plain = cl && strstr(cl, "{ *d = *s; }") && !strstr(cl, "cp.async") &&
                     !strstr(cl, "stage_bar");
        bool text = c[i].looped ? (c[i].bulk ? bulk : async && !bulk) && looped && plain
                                : cu && cl && !strstr(cu, "stage_put") && !strstr(cl, "stage_put") &&
                                      !strstr(cu, "stage_get");
        snprintf(got, sizeof got, "m %lld, %d cols: rows looped %d, local %zu -> %zu, groups %u, "
                 "cp.async %d, bulk %d, row loop %d, OpenCL copies %d",
                 (long long)m, ps->cols, ps->rows_loop, before, ps->local_bytes, ps->min_groups,
                 async, bulk, looped, plain);
        printf("  %s: %s\n", what, got);
        uint64_t launched = ufft__rows_loop_groups(ps, &caps, 1000), few = ufft__rows_loop_groups(ps, &caps, 3);
        check(ps->rows_loop == c[i].looped && ps->stage_bulk == c[i].bulk && grown && text &&
                  ps->min_groups == c[i].groups && ps->local_bytes * ps->min_groups <= caps.local_mem &&
                  launched == (uint64_t)caps.compute_units * c[i].groups && few == 3,
              what, got);
        free(cu);
        free(cl);
    }
}

/* Bluestein by cosets (gen/bluestein_cosets.c): blue_cosets_f32/f64 = r plans m = r P
 * with P/2 < n <= P, the shortest 7-smooth P from n on (or blue_coset_p where it serves
 * n), r columns of a group that read and write directly; on clusters (blue_coset_cluster)
 * where the device has them, a one-column group per part; a P that does not serve n
 * leaves the convolution of length m in one. */
void bluestein_cosets(const ufft__device_caps *h100, const ufft__device_caps *cpu)
{
    static const struct {
        int prec; int64_t n; uint32_t r, p, cluster; bool on_h100;
        int64_t want_p; /* 0: no cosets */
        bool clustered;
    } c[] = {
        {1, 3001, 2, 0, 0, true, 3072, false},   /* 3024 = 2^4 3^3 7 is no pass of two columns */
        {1, 4001, 2, 0, 1, true, 4096, true},
        {1, 2049, 2, 4096, 1, false, 4096, false}, /* no clusters on the CPU */
        {0, 2063, 4, 0, 0, false, 2160, false},  /* 2100 = 2^2 3 5^2 7 no pass of four */
        {0, 2063, 2, 2048, 0, true, 0, false},   /* P below n */
        {0, 2063, 2, 4200, 0, true, 0, false},   /* P/2 >= n */
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const ufft__device_caps *caps = c[i].on_h100 ? h100 : cpu;
        ufft__tuning tu = *ufft__tuning_for(caps);
        tu.blue_cosets_f32 = tu.blue_cosets_f64 = c[i].r;
        tu.blue_coset_p = c[i].p;
        tu.blue_coset_cluster = c[i].cluster;
        ufft__problem pb = packed(c[i].n, 3, (ufft_precision)c[i].prec, false);
        ufft__schedule s;
        int64_t m = 0;
        bool fused = ufft__plan_bluestein(&pb, caps, &tu, &m, &s);
        const ufft__pass *ps = &s.pass[0];
        bool ok;
        char *src = NULL;
        if (c[i].want_p) {
            int cols = c[i].clustered ? 1 : (int)c[i].r;
            ok = fused && s.cosets == (int)c[i].r && ps->p == c[i].want_p &&
                 m == (int64_t)c[i].r * ps->p && s.coset_cluster == c[i].clustered &&
                 ps->cols == cols && ps->direct_io && !ps->rows_loop;
            src = ok ? ufft__gen_bluestein_fused_program(ufft__dialect_find(c[i].on_h100 ? "cuda" : "opencl"),
                                                         pb.precision, &s, s.twiddle_count)
                     : NULL;
            char by[32];
            snprintf(by, sizeof by, "in one kernel by %u cosets", c[i].r);
            ok = ok && src && strstr(src, by) &&
                 (strstr(src, "__cluster_dims__(2, 1, 1)") != NULL) == c[i].clustered &&
                 (strstr(src, "cl_mapw(lds") != NULL) == c[i].clustered;
        } else {
            ok = s.cosets == 0 && (!fused || m >= 2 * c[i].n - 1);
        }
        char what[128], detail[96];
        snprintf(what, sizeof what, "bluestein cosets f%d n=%lld r=%u P=%u cluster=%u on %s",
                 c[i].prec ? 64 : 32, (long long)c[i].n, c[i].r, c[i].p, c[i].cluster,
                 c[i].on_h100 ? "the H100" : "the CPU");
        snprintf(detail, sizeof detail, "m=%lld cosets %d P=%lld cols %d%s", (long long)m,
                 s.cosets, (long long)ps->p, ps->cols, s.coset_cluster ? " on clusters" : "");
        printf("%s: %s\n", what, detail);
        check(ok, what, detail);
        free(src);
    }
}

/* The cosets' chirp tables (ufft__bluestein_coset_tables): F_0 = G_0 = w, and for every
 * part F_s conj(G_s) = W_m^(2 s j) |w|^2 = W_m^(2 s j), to the working precision's
 * rounding. */
void bluestein_coset_tables(void)
{
    const int64_t n = 37, m = 80;
    const int r = 2;
    size_t count = (size_t)(m + 2 * r * n);
    double *t = calloc(2 * count, sizeof *t);
    bool ok = t && ufft__bluestein_coset_tables(n, m, r, UFFT_F64, t) == UFFT_SUCCESS;
    double worst = 0.0;
    for (int64_t j = 0; ok && j < n; j++)
        for (int s = 0; s < r; s++) {
            const double *f = t + 2 * (m + s * n + j), *g = t + 2 * (m + (r + s) * n + j);
            const double *w = t + 2 * (m + j);
            double pr = f[0] * g[0] + f[1] * g[1], pi = f[1] * g[0] - f[0] * g[1];
            double a = -2.0 * 3.14159265358979323846 * (double)(2 * s * j % m) / (double)m;
            double e = fabs(pr - cos(a)) + fabs(pi - sin(a));
            if (s == 0)
                e += fabs(f[0] - w[0]) + fabs(f[1] - w[1]) + fabs(g[0] - w[0]) + fabs(g[1] - w[1]);
            worst = e > worst ? e : worst;
        }
    char detail[64];
    snprintf(detail, sizeof detail, "worst %.3g", worst);
    printf("bluestein coset tables n=%lld m=%lld: %s\n", (long long)n, (long long)m, detail);
    check(ok && worst < 1e-14, "bluestein coset tables", detail);
    free(t);
}
