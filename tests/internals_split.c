/* internals: split plans: heads, tails, deep columns, composite heads, split in one kernel,
 * group bounds. */
#include <stdio.h>
#include <string.h>

#include "internals.h"

/* A split plan's head takes neighbouring columns only where two of its widened groups
 * (the H100 row's head_wide_groups), in fp64 six (its head_wide_groups_f64; four here),
 * fit a unit: f64 65502 = 54 x 1213 keeps Bluestein's group of one column (four would
 * fill the unit's local memory alone), 4383 = 9 x 487 keeps two columns of Rader's 487
 * (four would leave two groups a unit) but widens to four under two, and with the knobs
 * off 65502 widens too; f32 4383 widens under the row's two. */
void split_head_width(const ufft__device_caps *h100)
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
void split_deep_columns(const ufft__device_caps *h100)
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
void split_composite_heads(const ufft__device_caps *h100)
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

/* f64 n = q1 q2 whose whole length runs Bluestein on a cluster of 2 groups (m = 16384):
 * the H100 row's split_tail_ratio_f64 = 24 takes the tail where m >= 2.4 n (5251 = 59 x
 * 89, 6767 = 67 x 101), not above (6887 = 71 x 97), nor with the knob off; f32 keeps its
 * cluster (10981 = 79 x 139: split_tail_ratio_f32 0). */
void cluster_tails(const ufft__device_caps *h100)
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
void split_tails(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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
void split_group_bounds(const ufft__device_caps *h100)
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
void split_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu)
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

/* Split plans in one kernel (ufft__plan_split_one): n = q x S with S up to 32 is one
 * pass of length q over S columns per row, in to out, whose head is Rader's kernel for q
 * where it takes q as a register pass (q - 1 smooth; x through lds) or Bluestein's
 * (m_q >= 2q - 1, x read directly) with whole rows per group (columns a multiple of S,
 * the group and its local memory within the row's and device's limits, S times the
 * column's convolution at most split_one percent of m). Not so: the knob off or too
 * low, the row's list of lengths measured slower (f32 2433), S too long (64), two large
 * primes, a prime, a group that cannot hold S columns (the CPU row's 256-item columns
 * of Bluestein's m = 2048 times 31). */
void split_one_plans(const ufft__device_caps *h100, const ufft__device_caps *nv,
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
