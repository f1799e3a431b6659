/* internals: UFFT_TUNING's parser, UFFT_TUNE's candidates and distinct schedules, and the disk
 * cache's refusal of damaged entries. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "backend/disk_cache.h"
#include "internals.h"

void disk_cache(void)
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
    /* a FIFO under an entry's name: opening it for reading would wait for a writer */
    remove(path);
    if (mkfifo(path, 0600) == 0)
        check(!ufft__disk_cache_load(dir, key, &got, &len), "disk cache", "a FIFO was read as an entry");
    remove(path);
    /* a cache directory whose parents do not exist yet is made, parents and all */
    char deep[512], mid[512], leaf[600];
    snprintf(mid, sizeof mid, "%s/a", dir);
    snprintf(deep, sizeof deep, "%s/a/b", dir);
    snprintf(leaf, sizeof leaf, "%s/ufft-%s.bin", deep, key);
    ufft__disk_cache_store(deep, key, payload, sizeof payload);
    hit = ufft__disk_cache_load(deep, key, &got, &len);
    check(hit && len == sizeof payload, "disk cache", "no entry under a directory with new parents");
    free(got);
    remove(leaf);
    rmdir(deep);
    rmdir(mid);
    rmdir(dir);
}

/* UFFT_TUNING: known keys within range change the row; anything else is refused with a
 * reason and leaves the planner's input as it was checked. */
void tuning_override(void)
{
    ufft__device_caps nv = fake_caps("NVIDIA Corporation", true, 48 * 1024);
    ufft__tuning tu = *ufft__tuning_for(&nv);
    ufft_status st = ufft__tuning_override(&tu, "col_threads=64,min_groups=3,stage_below=0", NULL);
    check(st == UFFT_SUCCESS && tu.col_threads == 64 && tu.min_groups == 3 && tu.stage_below == 0,
          "tuning override", "valid keys not applied");
    static const char *const bad[] = {"bogus=1", "threads", "threads=", "threads=12x",
                                      "threads=0", "threads=100000", "elems_f32=6", ",",
                                      "col_threads=48", "latency_weight=0", "max_prime_f32=12",
                                      "max_prime_f64=128", "blue_pow2=2", "blue_m=-1",
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
void tune_candidates(const char *label, const ufft__tuning *row)
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
void tune_distinct(const ufft__device_caps *h100)
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

/* UFFT_TUNE on a length of a per-length knob list (ufft__tune_unlisted): after the
 * variants of the length's row comes the context's row with the lists off, whose schedule
 * is the unlisted plan; none for an unlisted length, at a bandwidth whose list does not
 * hold it, with the lists off, or with the array full. f32 459 is in the H100's list
 * (slow_lengths_f32) and f64 3971 in both. */
void tune_unlisted(const ufft__device_caps *h100)
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
