/* Self-test of the problem syntax (problem.c) and of bench size lists (sizes.c). */
#include <stdint.h>
#include <string.h>

#include "problem.h"
#include "selftest.h"
#include "sizes.h"

static int same_problem(const ufft_problem *a, const ufft_problem *b)
{
    const ufft_desc *x = &a->desc, *y = &b->desc;
    int same = a->direction == b->direction && x->rank == y->rank && x->batch == y->batch &&
               x->precision == y->precision && x->kind == y->kind &&
               x->placement == y->placement && x->istride == y->istride &&
               x->idist == y->idist && x->ostride == y->ostride && x->odist == y->odist;
    for (int i = 0; i < 3; i++)
        same = same && x->n[i] == y->n[i] && x->inembed[i] == y->inembed[i] &&
               x->onembed[i] == y->onembed[i];
    return same;
}

/* Input and the canonical form format() must give. */
static const char *const valid[][2] = {
    {"f32:1024", "f32:1024"},
    {"f64:4096,inplace,inverse", "f64:4096,inplace,inverse"},
    {"f32:64*3,istride=2,idist=130", "f32:64*3,istride=2,idist=130"},
    {"f32:1024*17", "f32:1024*17"},
    {"f64:1", "f64:1"},
    {"f32:8x8", "f32:8x8"},
    {"f32:4x8x16*2", "f32:4x8x16*2"},
    {"f32:9223372036854775807", "f32:9223372036854775807"},
    {"f32:16,inverse,inplace", "f32:16,inplace,inverse"},
    {"f64:32,r2c", "f64:32,r2c"},
    {"f64:32*4,c2r,inplace", "f64:32*4,inplace,c2r"},
    {"f32:64x64*10,onembed=64x72,inembed=80x80", "f32:64x64*10,inembed=80x80,onembed=64x72"},
    {"f32:100,odist=400,ostride=3", "f32:100,ostride=3,odist=400"},
    {"f32:2x3,idist=7,istride=1", "f32:2x3,istride=1,idist=7"},
    {"f32:1*1", "f32:1*1"},
    {"f64:5x7x11,inembed=5x8x12,istride=2", "f64:5x7x11,istride=2,inembed=5x8x12"},
    {"f32:1024*9223372036854775807", "f32:1024*9223372036854775807"},
    {"f32:12,odist=13,ostride=1,istride=1,idist=12,inplace",
     "f32:12,inplace,istride=1,idist=12,ostride=1,odist=13"},
    {"f64:1000003", "f64:1000003"},
    {"f32:3x5*2,r2c,onembed=3x3", "f32:3x5*2,r2c,onembed=3x3"},
    {"f32:64,inverse", "f32:64,inverse"},
};

static const char *const invalid[] = {
    "",
    "f32",
    "1024",
    "f16:64",
    "F32:64",
    "f32:",
    "f32:0",
    "f32:-4",
    "f32:+4",
    "f32: 64",
    "f32:64 ",
    "f32:0064",
    "f32:9223372036854775808",
    "f32:99999999999999999999999",
    "f32:64x",
    "f32:x64",
    "f32:2x2x2x2",
    "f32:64*",
    "f32:64*0",
    "f32:64*2*3",
    "f32:64,",
    "f32:64,,inplace",
    "f32:64,inplace,inplace",
    "f32:64,r2c,c2r",
    "f32:64,foo",
    "f32:64,Inplace",
    "f32:64,istride=",
    "f32:64,istride=0",
    "f32:64,istride=-1",
    "f32:64,istride=2,istride=3",
    "f32:64,idist=1x2",
    "f32:8x8,inembed=8",
    "f32:64,inembed=64x64",
    "f32:64;inplace",
    "f64:1e3",
    "f32:64:128",
    "f32:64,inplace=1",
};

static void round_trips(tally *t)
{
    for (size_t i = 0; i < sizeof valid / sizeof valid[0]; i++) {
        ufft_problem p, q;
        char err[200] = "", text[256] = "";
        int ok = ufft_problem_parse(valid[i][0], &p, err, sizeof err) == 0;
        size_t len = ok ? ufft_problem_format(&p, text, sizeof text) : 0;
        ok = ok && len == strlen(text) && !strcmp(text, valid[i][1]) &&
             ufft_problem_parse(text, &q, err, sizeof err) == 0 && same_problem(&p, &q);
        check(t, ok, "problem round trip '%s' -> '%s'%s%s", valid[i][0], text, err[0] ? ": " : "",
              err);
    }
}

static void rejections(tally *t)
{
    for (size_t i = 0; i < sizeof invalid / sizeof invalid[0]; i++) {
        ufft_problem p;
        char err[200] = "";
        int rc = ufft_problem_parse(invalid[i], &p, err, sizeof err);
        int ok = rc == -1 && err[0] != '\0' && !strchr(err, '\n');
        check(t, ok, "problem rejects '%s': %s", invalid[i], err);
    }
}

static void details(tally *t)
{
    ufft_problem p;
    char err[200] = "", small[8];
    int ok = ufft_problem_parse("f32:64x32*5,inverse,inplace,r2c", &p, err, sizeof err) == 0 &&
             p.desc.rank == 2 && p.desc.n[0] == 64 && p.desc.n[1] == 32 && p.desc.batch == 5 &&
             p.desc.precision == UFFT_F32 && p.direction == UFFT_INVERSE &&
             p.desc.placement == UFFT_IN_PLACE && p.desc.kind == UFFT_R2C;
    check(t, ok, "problem fields of 'f32:64x32*5,inverse,inplace,r2c'");
    ok = ufft_problem_parse("f64:8", &p, err, sizeof err) == 0 && p.direction == UFFT_FORWARD &&
         p.desc.batch == 0 && p.desc.istride == 0 && p.desc.kind == UFFT_C2C;
    check(t, ok, "problem defaults of 'f64:8': forward, batch 0, packed, C2C");
    size_t len = ufft_problem_format(&p, small, sizeof small);
    check(t, len == 5 && !strcmp(small, "f64:8"), "format returns its length (%zu)", len);
    ufft_problem_parse("f64:1024*1000", &p, err, sizeof err);
    len = ufft_problem_format(&p, small, sizeof small);
    check(t, len == 13 && strlen(small) == sizeof small - 1,
          "format truncates safely: '%s', full length %zu", small, len);
}

void selftest_problem(tally *t)
{
    round_trips(t);
    rejections(t);
    details(t);
}

/* ---------------------------------------------------------------- size lists */

static void expect_sizes(tally *t, const char *arg, const int64_t *want, size_t count)
{
    size_defaults def = {UFFT_F64, UFFT_IN_PLACE, UFFT_INVERSE};
    size_list list;
    memset(&list, 0, sizeof list);
    char err[200] = "";
    int ok = sizes_parse(arg, &def, &list, err, sizeof err) == 0 && list.count == count;
    for (size_t i = 0; ok && i < count; i++) {
        const ufft_problem *p = &list.items[i].problem;
        ok = p->desc.n[0] == want[i] && p->desc.precision == UFFT_F64 &&
             p->desc.placement == UFFT_IN_PLACE && p->direction == UFFT_INVERSE;
    }
    check(t, ok, "sizes '%s' give %zu sizes%s%s", arg, count, err[0] ? ": " : "", err);
    sizes_free(&list);
}

void selftest_sizes(tally *t)
{
    const int64_t one[] = {1024}, pow[] = {8, 16, 32, 64}, odd[] = {3, 6, 12, 24, 48, 96},
                  top[] = {(int64_t)1 << 62};
    expect_sizes(t, "1024", one, 1);
    expect_sizes(t, "2^10", one, 1);
    expect_sizes(t, "2^3..2^6", pow, 4);
    expect_sizes(t, "8..127", pow, 4);
    expect_sizes(t, "3..100", odd, 6);
    expect_sizes(t, "2^62..2^62", top, 1);
    const int64_t joined[] = {1000, 3125, 8, 16, 32, 64};
    expect_sizes(t, "1000,3125,2^3..2^6", joined, 6);

    size_defaults def = {UFFT_F32, UFFT_OUT_OF_PLACE, UFFT_FORWARD};
    size_list list;
    memset(&list, 0, sizeof list);
    char err[200] = "";
    int ok = sizes_parse("f64:64x64*3,inplace", &def, &list, err, sizeof err) == 0 &&
             list.count == 1 && list.items[0].batch_given && list.items[0].problem.desc.rank == 2;
    ok = ok && sizes_parse("f32:128", &def, &list, err, sizeof err) == 0 && list.count == 2 &&
         !list.items[1].batch_given;
    check(t, ok, "sizes accept problem strings, noting a given batch");
    sizes_free(&list);

    static const char *const bad[] = {"0", "-8", "2^63", "2^", "8..", "..8", "64..8", "1e3",
                                      "f32:0", "2^3..2^70",
                                      "8,", ",8", "8,,16", "8,x"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        ok = sizes_parse(bad[i], &def, &list, err, sizeof err) == -1 && list.count == 0 && err[0];
        check(t, ok, "sizes reject '%s': %s", bad[i], err);
    }
    sizes_free(&list);
}
