/* Which lengths' Stockham programs a tuning override changes on a GPU, planned on this
 * host with that GPU's capabilities: a screen of knobs on a lent device is best spent
 * on the lengths whose program a knob changes (bench/README.md), and nothing here needs
 * the device.
 *
 *   plan_diff DEVICE f32|f64 KNOBS N|A..B...
 *
 * DEVICE: h100, h200 (fast memory: the row's per-length entries apply) or a100. KNOBS:
 * UFFT_TUNING's syntax, applied to the device's row as UFFT_TUNING is. Prints each length
 * (out of place, 256 MiB of batch) whose CUDA program differs from the row's, then a
 * count on a line of its own that starts with '#'; lengths that go to Bluestein, Rader's
 * kernels or split plans are counted apart, as this compares Stockham programs only.
 * Exit 2 on bad arguments. */
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

/* The hash of pb's Stockham program under tu; false where there is none. */
static bool program_hash(const ufft__problem *pb, const ufft__device_caps *caps,
                         const ufft__tuning *tu, ufft__hash *h)
{
    ufft__schedule s;
    if (ufft__plan_stockham_built(pb, caps, tu, &s, NULL) != UFFT_SUCCESS)
        return false;
    char *src = ufft__gen_program(ufft__dialect_find("cuda"), pb, &s);
    if (!src)
        return false;
    ufft__hash_init(h);
    ufft__hash_str(h, src);
    free(src);
    return true;
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
    const preset *dev = NULL;
    for (size_t i = 0; argc > 1 && i < sizeof presets / sizeof presets[0]; i++)
        if (strcmp(argv[1], presets[i].name) == 0)
            dev = &presets[i];
    if (argc < 5 || !dev || (strcmp(argv[2], "f32") != 0 && strcmp(argv[2], "f64") != 0)) {
        fprintf(stderr, "usage: plan_diff h100|h200|a100 f32|f64 KNOBS N|A..B...\n");
        return 2;
    }
    ufft__device_caps caps = caps_of(dev);
    const ufft__tuning *row = ufft__tuning_for(&caps);
    ufft__tuning knobs = *row;
    if (ufft__tuning_override(&knobs, argv[3], NULL) != UFFT_SUCCESS) {
        fprintf(stderr, "plan_diff: bad knobs '%s' (UFFT_TUNING's key=value,...)\n", argv[3]);
        return 2;
    }
    bool f64 = strcmp(argv[2], "f64") == 0;
    int64_t eb = f64 ? 16 : 8;
    long long changed = 0, same = 0, other = 0;
    for (int a = 4; a < argc; a++) {
        int64_t lo, hi;
        if (!parse_range(argv[a], &lo, &hi)) {
            fprintf(stderr, "plan_diff: bad length or range '%s'\n", argv[a]);
            return 2;
        }
        for (int64_t n = lo; n <= hi; n++) {
            int64_t batch = ((int64_t)256 << 20) / (n * eb);
            ufft__problem pb = ufft_test_problem(n, batch > 0 ? batch : 1,
                                                 f64 ? UFFT_F64 : UFFT_F32, false, 1);
            ufft__hash before, after;
            if (ufft__needs_bluestein(n, ufft__max_prime(row, pb.precision)) ||
                !program_hash(&pb, &caps, row, &before) ||
                !program_hash(&pb, &caps, &knobs, &after)) {
                other++;
                continue;
            }
            if (before.a != after.a || before.b != after.b) {
                printf("%lld\n", (long long)n);
                changed++;
            } else {
                same++;
            }
        }
    }
    printf("# %s %s %s: %lld changed, %lld unchanged, %lld not Stockham programs\n", dev->name,
           argv[2], argv[3], changed, same, other);
    return 0;
}
