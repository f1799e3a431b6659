/* Every CUDA program the generator emits for a matrix of lengths, batches, precisions,
 * placements and index widths, compiled with NVRTC to machine code for the GPUs of the
 * CUDA tuning rows. NVRTC needs no GPU, so a broken CUDA code path fails here, on CI
 * machines without one. Identical sources are compiled once.
 *
 *   test_nvrtc [--quick]     exit 77 (CTest: skipped) when NVRTC is not installed
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "backend/nvrtc.h"
#include "gen/gen.h"
#include "host_plan.h"
#include "plan/plan.h"
#include "util/checked.h"
#include "util/hash.h"

typedef struct gpu {
    const char *name;
    int cc;
    uint64_t shared_optin;
} gpu;

static const gpu gpus[] = {
    {"H100", 90, 232448},
    {"A100", 80, 166912},
};

typedef struct seen {
    ufft__hash *keys;
    size_t count, cap;
} seen;

/* True the first time a (source, arch) pair is offered. */
static bool first_time(seen *s, const char *source, int cc)
{
    ufft__hash h;
    ufft__hash_init(&h);
    ufft__hash_str(&h, source);
    ufft__hash_bytes(&h, &cc, sizeof cc);
    for (size_t i = 0; i < s->count; i++)
        if (s->keys[i].a == h.a && s->keys[i].b == h.b)
            return false;
    if (s->count == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 256;
        ufft__hash *k = realloc(s->keys, cap * sizeof *k);
        if (!k)
            return true;
        s->keys = k;
        s->cap = cap;
    }
    s->keys[s->count++] = h;
    return true;
}

static ufft__device_caps caps_of(const gpu *g)
{
    return ufft_test_gpu_caps(g->cc, g->shared_optin, 0, (uint64_t)80 << 30);
}

static ufft__problem problem(int64_t n, int64_t batch, ufft_precision prec, bool in_place,
                             int64_t stride)
{
    return ufft_test_problem(n, batch, prec, in_place, stride);
}

static void keep_cubin(const char *dir, int cc, const char *label, const unsigned char *cubin,
                       size_t len)
{
    char path[512];
    int at = snprintf(path, sizeof path, "%s/sm%d-", dir, cc);
    for (const char *c = label; *c && at > 0 && (size_t)at + 1 < sizeof path; c++)
        if (*c != ' ' || (at > 0 && path[at - 1] != '-'))
            path[at++] = *c == ' ' ? '-' : *c;
    if (at <= 0 || (size_t)at + 7 >= sizeof path)
        return;
    snprintf(path + at, sizeof path - (size_t)at, ".cubin");
    FILE *f = fopen(path, "wb");
    if (f) {
        fwrite(cubin, 1, len, f);
        fclose(f);
    }
}

/* Compiles src for sm_<cc> unless this (source, arch) was compiled already; prints one
 * line, and the log and source when it fails. A NULL src is a generator failure. */
static void compile_once(const ufft__nvrtc *nv, seen *s, const char *src, int cc,
                         const char *label, const char *cubin_dir, int *passed, int *failed)
{
    if (!src) {
        printf("sm_%d %s: generator failed FAIL\n", cc, label);
        (*failed)++;
        return;
    }
    if (!first_time(s, src, cc))
        return;
    unsigned char *cubin = NULL;
    size_t len = 0;
    char *log = NULL;
    clock_t c0 = clock();
    int rc = ufft__nvrtc_compile(nv, src, cc, &cubin, &len, &log);
    printf("sm_%d %s: %s %zu bytes %.2fs\n", cc, label, rc == 0 ? "PASS" : "FAIL", len,
           (double)(clock() - c0) / CLOCKS_PER_SEC);
    if (rc != 0)
        printf("%s\n--- source ---\n%s\n", log ? log : "(no log)", src);
    if (rc == 0 && cubin_dir)
        keep_cubin(cubin_dir, cc, label, cubin, len);
    rc == 0 ? (*passed)++ : (*failed)++;
    free(cubin);
    free(log);
}

static bool has_one_buffer(const ufft__schedule *s) { return s->pass[0].one_buffer; }
static bool has_split(const ufft__schedule *s) { return s->pass[0].split; }
static bool has_cluster(const ufft__schedule *s) { return s->cluster > 0; }
static bool has_wide_registers(const ufft__schedule *s)
{
    return !s->pass[0].generic && !ufft__is_pow2(s->pass[0].p) && s->pass[0].elems > 16;
}
static bool has_direct_few(const ufft__schedule *s)
{
    return s->pass[0].direct_io && s->pass[0].threads_per_col < 64;
}
static bool has_spread(const ufft__schedule *s)
{
    for (int i = 0; i < s->npasses; i++)
        for (int k = 0; k < s->pass[i].nstages; k++)
            if (s->pass[i].spread[k] > 1)
                return true;
    return false;
}

/* Bluestein's whole-length kernel in one of convolution length m for pb under tu, where
 * that fits one pass, in the forms the row gives it (api/plan.c: fold_at, nest9, pfa,
 * dit_fma's butterflies through FMA); with tu's blue_rows, staged over that many rows per
 * group (by one bulk copy a row where stage_bulk), skipped where the stage does not fit
 * beside the exchanges. */
static void compile_blue_fused(const ufft__nvrtc *nv, seen *s, const ufft__dialect *d, const gpu *g,
                               int prec, const ufft__tuning *tu, int64_t m, ufft__problem pb,
                               const char *cubin_dir, int *passed, int *failed)
{
    ufft__device_caps caps = caps_of(g);
    ufft__schedule sched;
    if (!ufft__plan_bluestein_fused(&pb, &caps, tu, m, &sched))
        return;
    char *fused = ufft__gen_bluestein_one(d, &caps, tu, &pb, m, &sched);
    if (tu->blue_rows && !sched.pass[0].rows_loop) {
        free(fused);
        return;
    }
    char label[112];
    snprintf(label, sizeof label, "f%d bluestein m=%-6lld batch=%-10lld one kernel idx%d%s%s",
             prec ? 64 : 32, (long long)m, (long long)pb.batch, sched.idx64 ? 64 : 32,
             sched.dit_fma ? ", FMA" : "",
             !sched.pass[0].rows_loop        ? ""
             : sched.pass[0].stage_bulk     ? ", rows staged in bulk"
                                            : ", rows staged");
    compile_once(nv, s, fused, g->cc, label, cubin_dir, passed, failed);
    free(fused);
}

/* The programs of a tuning variant that adds a kind of pass (one local buffer, split
 * exchanges) for `lengths`, packed with batch 3 and strided with 64-bit indices. has()
 * says whether a plan took that kind; where it did not, the length is skipped, or fails
 * when the variant must give it. */
static void compile_variant(const ufft__nvrtc *nv, seen *s, const ufft__dialect *d, const gpu *g,
                            int prec, const ufft__tuning *tu, const int64_t *lengths, size_t count,
                            const char *kind, bool (*has)(const ufft__schedule *), bool must,
                            const char *cubin_dir, int *passed, int *failed)
{
    ufft__device_caps caps = caps_of(g);
    for (size_t i = 0; i < count; i++)
        for (int variant = 0; variant < 2; variant++) {
            int64_t n = lengths[i], batch = variant ? ((int64_t)1 << 32) / n + 1 : 3;
            ufft__problem pb = problem(n, batch, (ufft_precision)prec, false, variant ? 2 : 1);
            ufft__schedule sched;
            if (ufft__plan_schedule_tuned(&pb, &caps, tu, &sched, NULL) != UFFT_SUCCESS ||
                !has(&sched)) {
                if (must) {
                    printf("%s f%d n=%lld: no %s plan FAIL\n", g->name, prec ? 64 : 32,
                           (long long)n, kind);
                    (*failed)++;
                }
                continue;
            }
            char label[96];
            snprintf(label, sizeof label, "f%d n=%-8lld batch=%-10lld %s, %d pass%s idx%d",
                     prec ? 64 : 32, (long long)n, (long long)batch, kind, sched.npasses,
                     sched.npasses > 1 ? "es" : "", sched.idx64 ? 64 : 32);
            char *src = ufft__gen_program(d, &pb, &sched);
            compile_once(nv, s, src, g->cc, label, cubin_dir, passed, failed);
            free(src);
        }
}

int main(int argc, char **argv)
{
    bool quick = false;
    const char *cubin_dir = NULL; /* --cubin-dir D: keep each CUBIN, for cuobjdump -res-usage */
    for (int a = 1; a < argc; a++) {
        if (strcmp(argv[a], "--quick") == 0)
            quick = true;
        else if (strcmp(argv[a], "--cubin-dir") == 0 && a + 1 < argc)
            cubin_dir = argv[++a];
        else {
            fprintf(stderr, "usage: test_nvrtc [--quick] [--cubin-dir DIR]\n");
            return 2;
        }
    }
    ufft__nvrtc nv;
    char why[256];
    if (ufft__nvrtc_load(&nv, why, sizeof why) != 0) {
        printf("SKIPPED: %s\n", why);
        return 77;
    }
    printf("NVRTC %d.%d\n", nv.major, nv.minor);
    const ufft__dialect *d = ufft__dialect_find("cuda");
    seen s = {NULL, 0, 0};
    int passed = 0, failed = 0, max_log = quick ? 20 : 27;
    /* powers of two, then lengths of generic passes (factors 3..13, then the rows'
     * large-prime codelets 37..61 where they take them), one and several */
    int64_t lengths[64];
    int nlen = 0;
    for (int k = 0; k <= max_log; k++)
        lengths[nlen++] = (int64_t)1 << k;
    static const int64_t mixed[] = {3,     15,     343,     1000,    1001, 2187, 6561,
                                    10000, 59049,  1000000, 1594323, 74,   2209, 3721,
                                    37 * 41 * 43 * 2};
    for (size_t i = 0; i < sizeof mixed / sizeof mixed[0]; i++)
        lengths[nlen++] = mixed[i];
    clock_t t0 = clock();
    for (size_t g = 0; g < sizeof gpus / sizeof gpus[0]; g++) {
        ufft__device_caps caps = caps_of(&gpus[g]);
        for (int prec = 0; prec < 2; prec++) {
            for (int li = 0; li < nlen; li++)
                for (int variant = 0; variant < 4; variant++) {
                    int64_t n = lengths[li];
                    /* packed batch 1; batch 3 in place; a large strided batch (64-bit
                     * indices); a batch that fills 1 GiB */
                    int64_t batch = variant == 1 ? 3 : variant == 2 ? ((int64_t)1 << 32) / n + 1
                                  : variant == 3 ? ((int64_t)1 << 27) / n + 1 : 1;
                    ufft__problem pb = problem(n, batch, (ufft_precision)prec, variant == 1,
                                               variant == 2 ? 2 : 1);
                    if (ufft__needs_bluestein(n, ufft__max_prime(ufft__tuning_for(&caps), pb.precision)))
                        continue;
                    /* in the text forms the row gives the plan's program (fold_io,
                     * load_prefetch, ...), as the library builds it */
                    ufft__schedule sched;
                    if (ufft__plan_stockham_built(&pb, &caps, ufft__tuning_for(&caps), &sched,
                                                  NULL) != UFFT_SUCCESS) {
                        printf("%s f%d n=%lld batch=%lld: no schedule FAIL\n", gpus[g].name,
                               prec ? 64 : 32, (long long)n, (long long)batch);
                        failed++;
                        continue;
                    }
                    char label[96];
                    snprintf(label, sizeof label, "f%d n=%-8lld batch=%-10lld %d pass%s idx%d",
                             prec ? 64 : 32, (long long)n, (long long)batch, sched.npasses,
                             sched.npasses > 1 ? "es" : "  ", sched.idx64 ? 64 : 32);
                    char *src = ufft__gen_program(d, &pb, &sched);
                    compile_once(&nv, &s, src, gpus[g].cc, label, cubin_dir, &passed, &failed);
                    free(src);
                }
            /* generic passes with one local buffer (UFFT_TUNING=one_buffer=1, a UFFT_TUNE
             * candidate), where the model takes them */
            static const int64_t one_n[] = {42, 1050, 1365, 3430};
            ufft__tuning one = *ufft__tuning_for(&caps);
            one.one_buffer = 1;
            compile_variant(&nv, &s, d, &gpus[g], prec, &one, one_n, 4, "one buffer",
                            has_one_buffer, false, cubin_dir, &passed, &failed);
            /* cuFFT's shape for single generic passes (few_threads, the H100 row's listed
             * lengths; here every length: UFFT_TUNING=few_threads=256,few_listed=0): one
             * local buffer, few work-items, fp64 composites to 32, 21x7x7x5 in 245 items,
             * 19x19x3 in 57, 26x26x6 in 169 */
            static const int64_t few_n[] = {5145, 1083, 4056, 4410};
            ufft__tuning few = *ufft__tuning_for(&caps);
            few.few_threads = 256;
            few.few_listed = 0;
            compile_variant(&nv, &s, d, &gpus[g], prec, &few, few_n, 4, "few work-items",
                            has_one_buffer, false, cubin_dir, &passed, &failed);
            /* split exchanges in every pass (UFFT_TUNING=split_exchange=2; the 48 KB rows
             * take them for single passes, which the lengths above reach): one and
             * several passes, staged stores */
            static const int64_t split_n[] = {1024, 8192, 65536, 2097152};
            ufft__tuning split = *ufft__tuning_for(&caps);
            split.split_exchange = 2;
            compile_variant(&nv, &s, d, &gpus[g], prec, &split, split_n, 4, "split",
                            has_split, true, cubin_dir, &passed, &failed);
            /* butterflies spread over work-items (UFFT_TUNING=spread_f32=3,spread_f64=3,
             * spread_min=2): first and later stages, radix 53, several passes */
            static const int64_t spread_n[] = {1302, 2809, 3971, 29791};
            ufft__tuning spread = *ufft__tuning_for(&caps);
            spread.spread_f32 = spread.spread_f64 = 3;
            spread.spread_min = 2;
            compile_variant(&nv, &s, d, &gpus[g], prec, &spread, spread_n, 4, "spread",
                            has_spread, false, cubin_dir, &passed, &failed);
            /* fp64 register passes of up to 32 elements per work-item and composite
             * radices up to 32 (UFFT_TUNING=reg_f64=32, as the H100 row's measured
             * lengths): 25x25x5, 20x20x10, 18x6x6x6, radix 31 alone; the 48 KB of the
             * A100's row take other plans for some, so only the H100 must have them */
            bool lists = gpus[g].cc == 90;
            static const int64_t wide_n[] = {3125, 4000, 3888, 31};
            ufft__tuning wide = *ufft__tuning_for(&caps);
            wide.reg_f64 = 32;
            if (prec == 1)
                compile_variant(&nv, &s, d, &gpus[g], prec, &wide, wide_n, 4, "wide registers",
                                has_wide_registers, lists, cubin_dir, &passed, &failed);
            /* generic single passes of fewer than 64 work-items per column straight from
             * and to device memory (UFFT_TUNING=direct_io=1, as the H100 row's measured
             * lengths): 17x13 in 17 items, 29x3 in 3, 31x31x2, 29x6x5 */
            static const int64_t direct_n[] = {221, 87, 1922, 870};
            ufft__tuning direct = *ufft__tuning_for(&caps);
            direct.direct_io = 1;
            compile_variant(&nv, &s, d, &gpus[g], prec, &direct, direct_n, 4, "direct, few items",
                            has_direct_few, lists, cubin_dir, &passed, &failed);
            /* clusters of up to 8 groups (UFFT_TUNING=cluster=8,cluster_bytes=65536)
             * where the device has them: 2^14 (one pass that would need more than 64 KB)
             * and 2^15, 2^16 (two passes), C = 2..8 */
            static const int64_t cluster_n[] = {16384, 32768, 65536};
            ufft__tuning clus = *ufft__tuning_for(&caps);
            clus.cluster = 8;
            clus.cluster_bytes = 65536;
            compile_variant(&nv, &s, d, &gpus[g], prec, &clus, cluster_n, 3, "cluster",
                            has_cluster, caps.max_cluster >= 8, cubin_dir, &passed, &failed);
            /* Bluestein in one kernel: every convolution length that fits one pass
             * (one program per m serves all n in (m/4, m/2]), packed and strided,
             * batches that need 64-bit indices */
            for (int64_t m = 64; m <= ((int64_t)1 << 15); m *= 2)
                for (int variant = 0; variant < 3; variant++) {
                    int64_t n = m / 4 + 1;
                    int64_t batch = variant == 0 ? 1 : variant == 1 ? 1000 : ((int64_t)1 << 32) / n + 1;
                    compile_blue_fused(&nv, &s, d, &gpus[g], prec, ufft__tuning_for(&caps), m,
                                       problem(n, batch, (ufft_precision)prec, false, variant + 1),
                                       cubin_dir, &passed, &failed);
                }
            /* the same looping over rows, each next row's x staged into local memory
             * (UFFT_TUNING=blue_rows=1): packed (sm_90's f64 by one bulk copy), and
             * strided with 64-bit indices (cp.async of each element) */
            ufft__tuning rows_tu = *ufft__tuning_for(&caps);
            rows_tu.blue_rows = 1;
            for (int64_t m = 2048; m <= 8192; m *= 4)
                for (int variant = 0; variant < 3; variant += 2) {
                    int64_t n = m / 2;
                    int64_t batch = variant == 0 ? 1000 : ((int64_t)1 << 32) / n + 1;
                    compile_blue_fused(&nv, &s, d, &gpus[g], prec, &rows_tu, m,
                                       problem(n, batch, (ufft_precision)prec, false, variant + 1),
                                       cubin_dir, &passed, &failed);
                }
            /* Bluestein in one kernel on clusters (UFFT_TUNING=blue_cluster=8) where the
             * device has them: C = 2, 4, 8 for the shortest and longest n each serves,
             * packed and strided, batches that need 64-bit indices */
            ufft__tuning blue_cl = *ufft__tuning_for(&caps);
            blue_cl.blue_cluster = 8;
            int64_t cl_top = prec ? 32768 : 65536; /* n of m = C x the longest one-group pass */
            for (int64_t q = cl_top / 8; caps.max_cluster >= 8 && q < cl_top; q *= 2) /* m/4 */
                for (int variant = 0; variant < 3; variant++) {
                    int64_t nn = variant == 1 ? 2 * q : q + 1;
                    int64_t batch = variant == 2 ? ((int64_t)1 << 32) / nn + 1 : 16;
                    ufft__problem pb = problem(nn, batch, (ufft_precision)prec, false, variant + 1);
                    ufft__schedule sched;
                    int64_t m = 0;
                    int C = 0;
                    char label[96];
                    snprintf(label, sizeof label, "f%d bluestein n=%-6lld batch=%-10lld cluster",
                             prec ? 64 : 32, (long long)nn, (long long)batch);
                    if (!ufft__plan_bluestein_cluster(&pb, &caps, &blue_cl, 0, &m, &C, &sched)) {
                        printf("sm_%d %s: not planned FAIL\n", gpus[g].cc, label);
                        failed++;
                        continue;
                    }
                    char *cl = ufft__gen_bluestein_cluster_program(d, (ufft_precision)prec, &sched,
                                                                   sched.twiddle_count, C);
                    compile_once(&nv, &s, cl, gpus[g].cc, label, cubin_dir, &passed, &failed);
                    free(cl);
                }
            /* Bluestein by two cosets (UFFT_TUNING=blue_cosets_f32/f64=2), columns of a
             * group and, where the device has clusters, a cluster's groups
             * (blue_coset_cluster=1): n just above P/2 packed, n near P strided with a
             * batch that needs 64-bit indices; where this device's row plans them (the
             * A100's f32 4001 takes no pass of two columns), and on clusters always */
            static const int64_t coset_n[] = {2063, 4001};
            for (int on_cluster = 0; on_cluster < (caps.max_cluster >= 2 ? 2 : 1); on_cluster++)
                for (int variant = 0; variant < 2; variant++) {
                    ufft__tuning cos_tu = *ufft__tuning_for(&caps);
                    cos_tu.blue_cosets_f32 = cos_tu.blue_cosets_f64 = 2;
                    cos_tu.blue_coset_cluster = (uint32_t)on_cluster;
                    int64_t nn = coset_n[variant];
                    int64_t batch = variant ? ((int64_t)1 << 32) / nn + 1 : 16;
                    ufft__problem pb = problem(nn, batch, (ufft_precision)prec, false, variant + 1);
                    ufft__schedule sched;
                    int64_t m = 0;
                    char label[112];
                    snprintf(label, sizeof label, "f%d bluestein n=%-6lld batch=%-10lld cosets%s",
                             prec ? 64 : 32, (long long)nn, (long long)batch,
                             on_cluster ? " on clusters" : "");
                    bool planned = ufft__plan_bluestein(&pb, &caps, &cos_tu, &m, &sched) &&
                                   sched.cosets == 2 && sched.coset_cluster == (on_cluster == 1);
                    if (!planned && on_cluster) {
                        printf("sm_%d %s: not planned FAIL\n", gpus[g].cc, label);
                        failed++;
                    }
                    if (!planned)
                        continue;
                    char *co = ufft__gen_bluestein_fused_program(d, (ufft_precision)prec, &sched,
                                                                 sched.twiddle_count);
                    compile_once(&nv, &s, co, gpus[g].cc, label, cubin_dir, &passed, &failed);
                    free(co);
                }
            /* the row's other convolution lengths (odd ones such as 169 and 2197 too),
             * for the longest n each serves (n = (m+1)/2), as the planner gives them:
             * their launch bounds included, looping over rows where the list says (the
             * H100's f64 m = 4802 ... 6912) */
            const ufft__tuning *row = ufft__tuning_for(&caps);
            for (const ufft__blue_length *b = prec ? row->blue_f64 : row->blue_f32; b && b->m; b++)
                for (int variant = 1; variant < 3; variant++) {
                    int64_t n = ((int64_t)b->m + 1) / 2, m = 0;
                    int64_t batch = variant == 1 ? 1000 : ((int64_t)1 << 32) / n + 1;
                    ufft__problem pb = problem(n, batch, (ufft_precision)prec, false, variant);
                    ufft__schedule sched;
                    char label[112];
                    /* an entry for split heads only (the H100's f32 7500), as a head */
                    bool planned = b->whole == UFFT__BLUE_HEADS
                                       ? ufft__plan_bluestein_head(&pb, &caps, row, &m, &sched)
                                       : ufft__plan_bluestein(&pb, &caps, row, &m, &sched);
                    char *fused = planned && m == b->m
                                      ? ufft__gen_bluestein_one(d, &caps, row, &pb, m, &sched)
                                      : NULL;
                    snprintf(label, sizeof label, "f%d bluestein m=%-6u n=%-5lld batch=%-10lld one kernel%s",
                             prec ? 64 : 32, b->m, (long long)n, (long long)batch,
                             planned && sched.pass[0].rows_loop ? ", rows staged" : "");
                    if (!planned || m != b->m) {
                        printf("sm_%d %s: planned m=%lld instead FAIL\n", gpus[g].cc, label,
                               (long long)m);
                        failed++;
                        continue;
                    }
                    compile_once(&nv, &s, fused, gpus[g].cc, label, cubin_dir, &passed, &failed);
                    free(fused);
                }
            /* Rader in one kernel: register (37, 97, 257, 641) and generic (71, 1009,
             * 4177, 9601) passes of p - 1, packed and strided, batches that need
             * 64-bit indices, computing the permutation or reading it from a table of
             * slots (rader_slots); whichever of them this device takes */
            static const int64_t rader_p[] = {37, 97, 257, 641, 71, 1009, 4177, 9601};
            for (size_t i = 0; i < sizeof rader_p / sizeof rader_p[0]; i++)
                for (int variant = 0; variant < 4; variant++) {
                    int64_t n = rader_p[i], root, big = variant & 1;
                    int64_t batch = big ? ((int64_t)1 << 32) / n + 1 : 3;
                    ufft__problem pb = problem(n, batch, (ufft_precision)prec, false, (int)big + 1);
                    ufft__schedule sched;
                    if (!ufft__plan_rader_fused(&pb, &caps, ufft__tuning_for(&caps), &sched, &root))
                        continue;
                    sched.rader_slots = variant > 1 ? 3u : 0u;
                    char label[96];
                    snprintf(label, sizeof label, "f%d rader p=%-6lld batch=%-10lld one kernel%s idx%d",
                             prec ? 64 : 32, (long long)n, (long long)batch,
                             sched.rader_slots ? " slots" : "", sched.idx64 ? 64 : 32);
                    char *rader = ufft__gen_rader_fused_program(d, (ufft_precision)prec, &sched,
                                                                sched.twiddle_count, n, root);
                    compile_once(&nv, &s, rader, gpus[g].cc, label, cubin_dir, &passed, &failed);
                    free(rader);
                }
            /* Split plans: Rader's kernel for q over the columns, then the passes of the
             * rest (33271 = 97 x 7^3: a register head; 8260 = 59 x 140 in f64, 42924 = 73
             * x 588: generic heads on some rows; 97 x 2^20: three passes), or Bluestein's
             * where q - 1 has a prime factor above 31 (5312 = 83 x 64, 1316370 = 3989 x
             * 330, 331480 = 8287 x 40); whichever of them this device splits. Then split
             * plans in one kernel (split_one forced): Rader's or Bluestein's for q over
             * whole rows of S columns, then the radix-S step: S = 2, 3, 4, 15 (a nested
             * codelet), 19 and 31 (odd direct ones); all of them on the H100's row, on
             * others those that fit. Packed and strided, 32- and 64-bit indices, Rader's
             * permutation computed or read from a table of slots (rader_slots). */
            static const struct {
                int64_t n;
                bool one;
            } split_cases[] = {{33271, false}, {8260, false}, {42924, false},
                               {(int64_t)97 << 20, false}, {5312, false}, {1316370, false},
                               {331480, false}, {2062, true}, {166, true}, {2078, true},
                               {3027, true}, {4036, true}, {1005, true}, {2413, true},
                               {4061, true}};
            ufft__tuning one_tu = *ufft__tuning_for(&caps);
            one_tu.split_one = 1000;
            for (size_t i = 0; i < sizeof split_cases / sizeof split_cases[0]; i++)
                for (int variant = 0; variant < 4; variant++) {
                    int64_t n = split_cases[i].n, m, big = variant & 1;
                    bool in_one = split_cases[i].one;
                    int64_t batch = big ? ((int64_t)1 << 32) / n + 1 : 3;
                    ufft__problem pb = problem(n, batch, (ufft_precision)prec, false, (int)big + 1);
                    ufft__split sp;
                    ufft__schedule sched;
                    bool planned;
                    if (in_one) {
                        ufft__plan_bluestein(&pb, &caps, &one_tu, &m, &sched);
                        planned = ufft__plan_split_one(&pb, &caps, &one_tu, m, &sp, &sched);
                    } else {
                        planned = ufft__plan_split(&pb, &caps, ufft__tuning_for(&caps), &sp, &sched);
                    }
                    /* 48 KB rows: not every one fits */
                    if (!planned && (!in_one || gpus[g].cc != 90))
                        continue;
                    if (!planned) {
                        printf("sm_%d f%d split in one kernel n=%lld: not planned FAIL\n",
                               gpus[g].cc, prec ? 64 : 32, (long long)n);
                        failed++;
                        continue;
                    }
                    sched.rader_slots = variant > 1 ? 3u : 0u;
                    if (sched.rader_slots && sp.m && !sp.tail_g)
                        continue; /* Bluestein's kernels take no table */
                    char label[96];
                    snprintf(label, sizeof label, "f%d split %lld x %-6lld %s%s%s batch=%-10lld idx%d",
                             prec ? 64 : 32, (long long)sp.q, (long long)(n / sp.q),
                             sp.m ? "bluestein" : "rader", in_one ? " one kernel" : "",
                             sched.rader_slots ? " slots" : "", (long long)batch,
                             sched.idx64 ? 64 : 32);
                    char *src = ufft__gen_split_program(d, &pb, &sched, &sp, sched.twiddle_count);
                    compile_once(&nv, &s, src, gpus[g].cc, label, cubin_dir, &passed, &failed);
                    free(src);
                }
            /* The H100 list's splits in one kernel for lengths the row gives to Bluestein
             * (slow_lengths_f32/f64, session 67: reg_f64=32 with Rader's heads of 89 and
             * 113, split_one=90 or 100 with Bluestein's heads of m = 324, 288 and 300),
             * routed with the length's knobs as ufft_plan_create routes it on the H100
             * (these caps report no bandwidth, so the H100's list applies) */
            static const struct {
                int64_t n;
                int prec;
            } listed_split[] = {{267, 1}, {3616, 1}, {685, 1}, {822, 0}, {2235, 0}};
            for (size_t i = 0; i < sizeof listed_split / sizeof listed_split[0]; i++) {
                if (gpus[g].cc != 90 || listed_split[i].prec != prec)
                    continue;
                int64_t n = listed_split[i].n;
                ufft__problem pb = problem(n, 3, (ufft_precision)prec, false, 1);
                ufft__tuning own;
                const ufft__tuning *tu = ufft__fast_row(ufft__tuning_for(&caps), &caps, &pb, &own);
                static ufft__route r; /* four schedules: off the stack */
                bool listed = ufft__blue_listed(&pb, &caps, ufft__tuning_for(&caps));
                ufft__large_prime_route(&pb, &caps, tu, listed, &r);
                if (tu == ufft__tuning_for(&caps) || r.kind != UFFT__ROUTE_SPLIT_ONE) {
                    printf("sm_%d f%d listed split n=%lld: not split in one kernel FAIL\n", gpus[g].cc,
                           prec ? 64 : 32, (long long)n);
                    failed++;
                    continue;
                }
                const ufft__split *sp = &r.sp;
                char label[96];
                snprintf(label, sizeof label, "f%d listed split %lld x %-6lld %s one kernel",
                         prec ? 64 : 32, (long long)sp->q, (long long)(n / sp->q),
                         sp->m ? "bluestein" : "rader");
                char *src = ufft__gen_split_program(d, &pb, &r.s, sp, r.s.twiddle_count);
                compile_once(&nv, &s, src, gpus[g].cc, label, cubin_dir, &passed, &failed);
                free(src);
            }
            /* Bluestein in three kernels: lengths whose convolution is two passes, a first
             * pass that is a power of two and not (on the H100 16411: m = 36864 = 144 x
             * 256, 65537: 288 x 512, 1000003: 2048 x 1024, 4194403: 2160 or 2304 x 4096);
             * Rader's in the same kernels for 65537 (2^16) and 786433 (3 x 2^18), f32 too;
             * packed and strided, 32- and 64-bit indices; every GPU row takes those marked
             * `always` */
            static const struct {
                int64_t n;
                bool rader, always;
            } three_n[] = {{16411, false, true},  {65537, false, true}, {1000003, false, false},
                           {4194403, false, false}, {65537, true, true},  {786433, true, true}};
            for (size_t i = 0; i < sizeof three_n / sizeof three_n[0]; i++)
                for (int variant = 0; variant < 2; variant++) {
                    int64_t n = three_n[i].n, m = 0, rg = 0;
                    bool rader = three_n[i].rader;
                    ufft__problem pb = problem(n, variant ? ((int64_t)1 << 32) / n + 1 : 3,
                                               (ufft_precision)prec, false, variant + 1);
                    ufft__tuning tu = *ufft__tuning_for(&caps);
                    tu.rader_three = 3;
                    ufft__schedule sched;
                    if (rader ? !ufft__plan_rader_three(&pb, &caps, &tu, &sched, &rg)
                              : !ufft__plan_bluestein_three(&pb, &caps, &tu, &m, &sched)) {
                        if (three_n[i].always) {
                            printf("sm_%d f%d %s n=%lld: no three kernels FAIL\n", gpus[g].cc,
                                   prec ? 64 : 32, rader ? "rader" : "bluestein", (long long)n);
                            failed++;
                        }
                        continue;
                    }
                    m = rader ? n - 1 : m;
                    sched.idx64 = variant == 1;
                    char label[96];
                    snprintf(label, sizeof label, "f%d %s m=%-8lld three kernels %lldx%lld idx%d",
                             prec ? 64 : 32, rader ? "rader" : "bluestein", (long long)m,
                             (long long)sched.pass[0].p, (long long)sched.pass[1].p,
                             sched.idx64 ? 64 : 32);
                    char *three = ufft__gen_bluestein_three_program(
                        d, (ufft_precision)prec, &sched, sched.twiddle_count, rader ? n : 0, rg);
                    compile_once(&nv, &s, three, gpus[g].cc, label, cubin_dir, &passed, &failed);
                    free(three);
                }
            /* Bluestein in five kernels (blue_five): 65537 with bit 2 (where three would
             * do), 16777259 with bit 1 (three cannot: m = 288 x 512 x 256 on the H100);
             * 32- and 64-bit indices */
            static const struct {
                int64_t n;
                uint32_t five;
            } five_n[] = {{65537, 3}, {16777259, 1}};
            for (size_t i = 0; i < sizeof five_n / sizeof five_n[0]; i++)
                for (int variant = 0; variant < 2; variant++) {
                    int64_t n = five_n[i].n, m = 0;
                    ufft__problem pb = problem(n, variant ? ((int64_t)1 << 32) / n + 1 : 3,
                                               (ufft_precision)prec, false, variant + 1);
                    ufft__tuning tu = *ufft__tuning_for(&caps);
                    tu.blue_five = five_n[i].five;
                    ufft__schedule sched;
                    if (!ufft__plan_bluestein_five(&pb, &caps, &tu, 0, &m, &sched)) {
                        printf("sm_%d f%d n=%lld: no five kernels FAIL\n", gpus[g].cc,
                               prec ? 64 : 32, (long long)n);
                        failed++;
                        continue;
                    }
                    sched.idx64 = variant == 1;
                    char label[96];
                    snprintf(label, sizeof label, "f%d bluestein m=%-8lld five kernels %lldx%lldx%lld idx%d",
                             prec ? 64 : 32, (long long)m, (long long)sched.pass[0].p,
                             (long long)sched.pass[1].p, (long long)sched.pass[2].p,
                             sched.idx64 ? 64 : 32);
                    char *five = ufft__gen_bluestein_three_program(d, (ufft_precision)prec, &sched,
                                                                   sched.twiddle_count, 0, 0);
                    compile_once(&nv, &s, five, gpus[g].cc, label, cubin_dir, &passed, &failed);
                    free(five);
                }
            /* Bluestein's element-wise steps: one program per precision */
            char *src = ufft__gen_bluestein_program(d, (ufft_precision)prec);
            compile_once(&nv, &s, src, gpus[g].cc, prec ? "f64 bluestein steps" : "f32 bluestein steps",
                         cubin_dir, &passed, &failed);
            free(src);
        }
    }
    printf("%d programs compiled in %.1fs CPU\n", passed + failed,
           (double)(clock() - t0) / CLOCKS_PER_SEC);
    printf("%d passed, %d failed\n", passed, failed);
    free(s.keys);
    ufft__nvrtc_unload(&nv);
    return failed ? 1 : 0;
}
