/* Which lengths' Stockham programs a tuning override changes on a GPU, planned on this
 * host with that GPU's capabilities: a screen of knobs on a lent device is best spent
 * on the lengths whose program a knob changes (bench/README.md), and nothing here needs
 * the device.
 *
 *   plan_diff DEVICE f32|f64 KNOBS N|A..B...
 *   plan_diff DEVICE f32|f64 @FILE N|A..B...
 *
 * DEVICE: h100, h200 (fast memory: the row's per-length entries apply) or a100. KNOBS:
 * UFFT_TUNING's syntax, applied to the device's row as UFFT_TUNING is. Prints each length
 * (out of place, 256 MiB of batch) whose CUDA program differs from the row's, then a
 * count on a line of its own that starts with '#'; lengths that go to Bluestein, Rader's
 * kernels or split plans under the row and their entry (as ufft_plan_create takes them)
 * are counted apart, as this compares Stockham programs only.
 * With @FILE (one knob set a line; blank lines and lines from '#' skipped), prints for
 * each length "N KNOBS" for every knob set whose program differs from the row's and from
 * those of the sets before it: the distinct programs a length-by-length screen of those
 * sets would time, each once. Exit 2 on bad arguments or an unreadable FILE.
 *
 *   plan_diff --routes DEVICE f32|f64 KNOBS N|A..B...
 *
 * The lengths past Stockham's codelets instead (Rader's kernel, split plans, Bluestein:
 * ufft__large_prime_route, as ufft_plan_create takes it, the length's entry over the
 * knobs): prints "N ROUTE -> ROUTE" for each whose route (its kind, Bluestein's m,
 * the split's q and head, each pass's shape and groups) the knobs change, ROUTE
 * "stockham" where they take it into Stockham's passes or out of them (a max_prime),
 * then the count line; lengths Stockham's either way are counted apart. KNOBS "-"
 * prints every such length's route under the row as "N ROUTE" instead, so that two
 * trees' routes can be diffed (what a change to the row's lists moves, and nothing
 * else).
 *
 *   plan_diff --source DEVICE f32|f64 KNOBS N
 *
 * The CUDA program of N's kernels as ufft_plan_create would build it (out of place, 256
 * MiB of batch; KNOBS "-" for none): Stockham's, or Rader's or Bluestein's in one
 * kernel; other routes exit 3, a plan or program that cannot be built 1.
 * bench/sass-mix.sh counts its instructions with no GPU, so the cost of a convolution
 * length or a group count can be weighed before a device times it
 * (2026-12-06-h100-groups.md). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/gen.h"
#include "host_plan.h"
#include "plan/plan.h"
#include "util/hash.h"

typedef struct preset {
    const char *name;
    int cc;
    uint32_t mem_gbps;
    uint64_t shared_optin, global_gib;
} preset;

/* As the devices report themselves (2026-11: the lent H100 and H200) */
static const preset presets[] = {
    {"h100", 90, 3352, 232448, 80},
    {"h200", 90, 4915, 232448, 140},
    {"a100", 80, 2039, 166912, 80},
};

static ufft__device_caps caps_of(const preset *p)
{
    return ufft_test_gpu_caps(p->cc, p->shared_optin, p->mem_gbps, p->global_gib << 30);
}

/* n out of place in 256 MiB of batch (at least one row): the problem every mode plans. */
static ufft__problem problem_of(int64_t n, bool f64)
{
    int64_t batch = ((int64_t)256 << 20) / (n * (f64 ? 16 : 8));
    return ufft_test_problem(n, batch > 0 ? batch : 1, f64 ? UFFT_F64 : UFFT_F32, false, 1);
}

/* pb's Stockham program under tu, as a plan builds it; NULL where there is none. */
static char *stockham_source(const ufft__problem *pb, const ufft__device_caps *caps,
                             const ufft__tuning *tu)
{
    ufft__schedule s;
    if (ufft__plan_stockham_built(pb, caps, tu, &s, NULL) != UFFT_SUCCESS)
        return NULL;
    return ufft__gen_program(ufft__dialect_find("cuda"), pb, &s);
}

/* The hash of pb's Stockham program under tu; false where there is none. */
static bool program_hash(const ufft__problem *pb, const ufft__device_caps *caps,
                         const ufft__tuning *tu, ufft__hash *h)
{
    char *src = stockham_source(pb, caps, tu);
    if (!src)
        return false;
    ufft__hash_init(h);
    ufft__hash_str(h, src);
    free(src);
    return true;
}

/* Whether pb goes past Stockham's codelets as ufft_plan_create takes it with tu as the
 * context's knobs: under its length's entry (*row, in own where it has one; an entry's
 * max_prime brings lengths of radix 67..127 into Stockham's passes), *listed where the
 * knobs list it for Bluestein of the whole length. */
static bool past_stockham(const ufft__problem *pb, const ufft__device_caps *caps,
                          const ufft__tuning *tu, ufft__tuning *own, const ufft__tuning **row,
                          bool *listed)
{
    *row = ufft__fast_row(tu, caps, pb, own);
    return ufft__past_codelets(pb, caps, tu, *row, listed);
}

/* pb's route past Stockham under tu (as ufft_plan_create takes it with tu as the
 * context's knobs) as a line of text; false where pb is a Stockham length. */
static bool route_text(const ufft__problem *pb, const ufft__device_caps *caps,
                       const ufft__tuning *tu, char *buf, size_t len)
{
    ufft__tuning own;
    const ufft__tuning *row;
    bool listed;
    if (!past_stockham(pb, caps, tu, &own, &row, &listed))
        return false;
    ufft__route *r = malloc(sizeof *r);
    if (!r)
        return false;
    ufft__large_prime_route(pb, caps, row, listed, r);
    static const char *const kinds[] = {"", "rader", "split1", "split", "bluestein"};
    int at = snprintf(buf, len, "%s m %lld%s", kinds[r->kind], (long long)r->m,
                      r->fused ? " fused" : "");
    if (r->kind == UFFT__ROUTE_BLUESTEIN && r->blue.cosets > 1)
        at += snprintf(buf + at, len - (size_t)at, " cosets %d%s", r->blue.cosets,
                       r->blue.coset_cluster ? " cluster" : "");
    if (r->kind == UFFT__ROUTE_SPLIT_ONE || r->kind == UFFT__ROUTE_SPLIT)
        at += snprintf(buf + at, len - (size_t)at, " q %lld m_q %lld", (long long)r->sp.q,
                       (long long)r->sp.m);
    for (int i = 0; i < r->s.npasses && at > 0 && (size_t)at < len; i++) {
        const ufft__pass *ps = &r->s.pass[i];
        at += snprintf(buf + at, len - (size_t)at, " [%lld %dx%d e%d g%u%s%s]",
                       (long long)ps->p, ps->cols, ps->threads_per_col, ps->elems,
                       ps->min_groups, ps->direct_io ? " direct" : "",
                       ps->rows_loop ? " looped" : "");
    }
    free(r);
    return true;
}

/* pb's program under tu (the context's knobs) on stdout: 0, 3 for a route whose program
 * this does not build, 1 where generation fails. */
static int print_source(const ufft__problem *pb, const ufft__device_caps *caps,
                        const ufft__tuning *tu)
{
    ufft__tuning own;
    const ufft__tuning *row;
    bool listed;
    char *src;
    if (!past_stockham(pb, caps, tu, &own, &row, &listed)) {
        src = stockham_source(pb, caps, tu);
    } else {
        ufft__route *r = malloc(sizeof *r);
        if (!r)
            return 1;
        ufft__large_prime_route(pb, caps, row, listed, r);
        const ufft__dialect *d = ufft__dialect_find("cuda");
        if (r->kind == UFFT__ROUTE_RADER)
            src = ufft__gen_rader_one(d, caps, row, pb, &r->s, r->rader_g);
        else if (r->kind == UFFT__ROUTE_BLUESTEIN && r->fused)
            src = ufft__gen_bluestein_one(d, caps, row, pb, r->m, &r->s);
        else {
            fprintf(stderr, "plan_diff: n = %lld: --source builds Stockham's, Rader's and "
                            "Bluestein's one-kernel programs only\n", (long long)pb->n);
            free(r);
            return 3;
        }
        free(r);
    }
    if (!src)
        return 1;
    fputs(src, stdout);
    free(src);
    return 0;
}

enum { MAX_SETS = 4096, SET_LEN = 256 };

/* The knob sets of FILE, each checked against the row; false (with a message) where the
 * file cannot be read, a line is too long, a set does not parse or there are more than
 * MAX_SETS. */
static bool read_sets(const char *path, const ufft__tuning *row, char (*sets)[SET_LEN],
                      ufft__tuning *tunings, int *count)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "plan_diff: cannot read '%s'\n", path);
        return false;
    }
    char line[SET_LEN];
    bool ok = true;
    *count = 0;
    while (ok && fgets(line, sizeof line, f)) {
        if (!strchr(line, '\n') && !feof(f)) {
            fprintf(stderr, "plan_diff: %s: a line longer than %d characters\n", path,
                    SET_LEN - 2);
            ok = false;
            break;
        }
        line[strcspn(line, "#\r\n")] = '\0';
        char *at = line + strspn(line, " \t");
        at[strcspn(at, " \t")] = '\0';
        if (!*at)
            continue;
        if (*count == MAX_SETS) {
            fprintf(stderr, "plan_diff: %s: more than %d knob sets\n", path, MAX_SETS);
            ok = false;
            break;
        }
        tunings[*count] = *row;
        if (ufft__tuning_override(&tunings[*count], at, NULL) != UFFT_SUCCESS) {
            fprintf(stderr, "plan_diff: %s: bad knobs '%s' (UFFT_TUNING's key=value,...)\n",
                    path, at);
            ok = false;
        } else {
            snprintf(sets[(*count)++], SET_LEN, "%s", at);
        }
    }
    fclose(f);
    return ok;
}

static bool parse_range(const char *arg, int64_t *lo, int64_t *hi)
{
    char *end;
    errno = 0;
    *lo = strtoll(arg, &end, 10);
    *hi = *lo;
    if (end[0] == '.' && end[1] == '.')
        *hi = strtoll(end + 2, &end, 10);
    return errno == 0 && *end == '\0' && *lo >= 1 && *hi >= *lo && *hi <= ((int64_t)1 << 40);
}

int main(int argc, char **argv)
{
    bool routes = argc > 1 && strcmp(argv[1], "--routes") == 0;
    bool source = argc > 1 && strcmp(argv[1], "--source") == 0;
    if (routes || source) {
        argv++;
        argc--;
    }
    const preset *dev = NULL;
    for (size_t i = 0; argc > 1 && i < sizeof presets / sizeof presets[0]; i++)
        if (strcmp(argv[1], presets[i].name) == 0)
            dev = &presets[i];
    if (argc < 5 || !dev || (strcmp(argv[2], "f32") != 0 && strcmp(argv[2], "f64") != 0)) {
        fprintf(stderr, "usage: plan_diff [--routes|--source] h100|h200|a100 f32|f64 KNOBS "
                        "N|A..B...\n");
        return 2;
    }
    bool dump = (routes || source) && strcmp(argv[3], "-") == 0;
    if ((routes || source) && argv[3][0] == '@') {
        fprintf(stderr, "plan_diff: --routes and --source take one knob set, not a file\n");
        return 2;
    }
    ufft__device_caps caps = caps_of(dev);
    const ufft__tuning *row = ufft__tuning_for(&caps);
    if (source) {
        int64_t n, last;
        ufft__tuning tu = *row;
        if (argc != 5 || !parse_range(argv[4], &n, &last) || last != n) {
            fprintf(stderr, "plan_diff: --source takes one length\n");
            return 2;
        }
        if (!dump && ufft__tuning_override(&tu, argv[3], NULL) != UFFT_SUCCESS) {
            fprintf(stderr, "plan_diff: bad knobs '%s' (UFFT_TUNING's key=value,...)\n", argv[3]);
            return 2;
        }
        ufft__problem pb = problem_of(n, strcmp(argv[2], "f64") == 0);
        return print_source(&pb, &caps, &tu);
    }
    /* one knob set, or FILE's: set 0 is the row itself, so its program counts as seen */
    static char sets[MAX_SETS + 1][SET_LEN];
    static ufft__tuning tunings[MAX_SETS + 1];
    static ufft__hash seen[MAX_SETS + 1];
    bool distinct = argv[3][0] == '@';
    int count = 1;
    tunings[0] = *row;
    if (distinct) {
        if (!read_sets(argv[3] + 1, row, sets + 1, tunings + 1, &count))
            return 2;
        count++;
    } else if (!dump) {
        tunings[1] = *row;
        if (ufft__tuning_override(&tunings[1], argv[3], NULL) != UFFT_SUCCESS) {
            fprintf(stderr, "plan_diff: bad knobs '%s' (UFFT_TUNING's key=value,...)\n",
                    argv[3]);
            return 2;
        }
        count = 2;
    }
    bool f64 = strcmp(argv[2], "f64") == 0;
    long long changed = 0, same = 0, other = 0;
    for (int a = 4; a < argc; a++) {
        int64_t lo, hi;
        if (!parse_range(argv[a], &lo, &hi)) {
            fprintf(stderr, "plan_diff: bad length or range '%s'\n", argv[a]);
            return 2;
        }
        for (int64_t n = lo; n <= hi; n++) {
            ufft__problem pb = problem_of(n, f64);
            if (routes) {
                /* a side that plans Stockham's passes reads "stockham", so a knob's
                 * move into them or out of them prints as a changed route */
                char was[512] = "stockham", now[512] = "stockham";
                bool past_was = route_text(&pb, &caps, &tunings[0], was, sizeof was);
                bool past_now = !dump && route_text(&pb, &caps, &tunings[1], now, sizeof now);
                if (!past_was && !past_now) {
                    other++;
                } else if (dump) {
                    printf("%lld %s\n", (long long)n, was);
                    same++;
                } else if (strcmp(was, now) != 0) {
                    printf("%lld %s -> %s\n", (long long)n, was, now);
                    changed++;
                } else {
                    same++;
                }
                continue;
            }
            ufft__tuning own;
            const ufft__tuning *entry;
            bool listed;
            if (past_stockham(&pb, &caps, row, &own, &entry, &listed) ||
                !program_hash(&pb, &caps, row, &seen[0])) {
                other++;
                continue;
            }
            int distinct_seen = 1;
            bool left = false; /* a set took the length out of Stockham's programs */
            for (int k = 1; k < count; k++) {
                ufft__hash h;
                if (!program_hash(&pb, &caps, &tunings[k], &h)) {
                    left = true;
                    continue;
                }
                bool old = false;
                for (int j = 0; j < distinct_seen && !old; j++)
                    old = seen[j].a == h.a && seen[j].b == h.b;
                if (old)
                    continue;
                seen[distinct_seen++] = h;
                if (distinct)
                    printf("%lld %s\n", (long long)n, sets[k]);
                else
                    printf("%lld\n", (long long)n);
            }
            if (left && !distinct)
                other++;
            else if (distinct_seen > 1)
                changed++;
            else
                same++;
        }
    }
    printf("# %s %s %s: %lld changed, %lld unchanged, %lld %s\n", dev->name, argv[2], argv[3],
           changed, same, other, routes ? "Stockham lengths" : "not Stockham programs");
    return 0;
}
