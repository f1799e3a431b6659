/* Self-test of "ufft bench --compare"'s pure half (compare.c): reading benchmark CSVs,
 * ratios, geometric means, the copy ceiling, the combined table, the CSV it writes and
 * the competitors' command lines. No device and no processes. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compare.h"
#include "selftest.h"

/* cufft_bench's CSV as a run that lost a size writes it: notes, a copy row, CRLF. */
static const char cufft_csv[] =
    "# cuda device 0: test\r\n"
    "library,precision,n,batch,placement,time_ms,gbps,gflops,workspace_bytes\r\n"
    "memcpy,f32,0,0,out-of-place,1.000000,2000.000,0.000,0\r\n"
    "cufft,f32,8,1000,out-of-place,0.100000,1000.000,12.000,0\r\n"
    "\r\n"
    "# error: N=16: cufftMakePlanMany64 failed\r\n"
    "cufft,f32,32,1000,out-of-place,0.100000,1000.000,12.000,4096\r\n"
    "cufft,f32,64,1000,in-place,0.100000,900.000,12.000,0\r\n";

/* ufft bench --csv: more columns, quoted fields (a comma, a quote, a line break), and a
 * failed size with no timing. */
static const char ufft_csv[] =
    "library,precision,n,batch,placement,time_ms,gbps,gflops,workspace_bytes,min_ms,"
    "problem,plan,status,detail\n"
    "ufft-opencl,f32,8,1000,out-of-place,0.1,1500.000,1.0,0,0.09,f32:8*1000,"
    "\"1 pass, radix 8\",UFFT_SUCCESS,\n"
    "ufft-opencl,f32,16,1000,out-of-place,,,,,,f32:16*1000,,UFFT_ERROR_COMPILE,"
    "\"line one, \"\"quoted\"\"\nline two\"\n"
    "ufft-opencl,f32,32,1000,out-of-place,0.1,600.000,1.0,0,0.09,f32:32*1000,\"2 passes\","
    "UFFT_SUCCESS,\n";

/* Columns in another order, no gbps: computed from time_ms and batch. */
static const char vkfft_csv[] =
    "n,library,time_ms,batch,precision,placement\n"
    "8,VkFFT,0.064,1000,f32,out-of-place\n"  /* 2*8*1000*8 / 0.064 ms = 2 GB/s */
    "32,vkfft,0.128,1000,fp32,\n";           /* 2*32*1000*8 / 0.128 ms = 4 GB/s */

static int near(double a, double b)
{
    return fabs(a - b) <= 1e-9 * (fabs(a) + fabs(b)) + 1e-12;
}

static int parse(compare_table *t, const char *text, const char *def, size_t *added,
                 size_t *skipped)
{
    char why[200] = "";
    int rc = compare_parse_csv(t, text, strlen(text), def, added, skipped, why, sizeof why);
    if (rc != 0)
        printf("     (%s)\n", why);
    return rc;
}

static void test_parse(tally *t, compare_table *table)
{
    size_t added = 0, skipped = 0;
    check(t, parse(table, cufft_csv, "cufft_bench", &added, &skipped) == 0 && added == 4 &&
                 skipped == 0,
          "cufft CSV with notes, blank line and CRLF: 4 rows (got %zu, %zu skipped)", added,
          skipped);
    check(t, parse(table, ufft_csv, NULL, &added, &skipped) == 0 && added == 2 && skipped == 1,
          "ufft CSV with quoted fields: 2 rows, the failed size skipped (got %zu, %zu)", added,
          skipped);
    check(t, parse(table, vkfft_csv, NULL, &added, &skipped) == 0 && added == 2 && skipped == 0,
          "reordered columns without gbps: 2 rows (got %zu, %zu)", added, skipped);
    check(t, table->count == 8, "8 rows in the table (got %zu)", table->count);

    const compare_row *m = compare_table_find(table, "memcpy", 0, 0, 0);
    check(t, m && near(m->gbps, 2000) && m->batch == 0, "memcpy row read");
    const compare_row *c = compare_table_find(table, "cufft", 0, 0, 32);
    check(t, c && c->workspace == 4096 && near(c->time_ms, 0.1) && near(c->gflops, 12),
          "cufft N=32: workspace, time and GFLOPS read");
    check(t, compare_table_find(table, "cufft", 0, 1, 64) != NULL &&
                 compare_table_find(table, "cufft", 0, 0, 64) == NULL,
          "in-place row kept apart from out-of-place");
    const compare_row *v = compare_table_find(table, "vkfft", 0, 0, 8);
    check(t, v && near(v->gbps, 2.0) && !strcmp(v->library, "vkfft"),
          "VkFFT N=8: library lower-cased, gbps from time and batch (%.6f)", v ? v->gbps : 0);
    v = compare_table_find(table, "vkfft", 0, 0, 32);
    check(t, v && near(v->gbps, 4.0), "VkFFT N=32: empty placement is out-of-place, 4 GB/s");
    check(t, compare_table_find(table, "ufft-opencl", 0, 0, 16) == NULL,
          "ufft's failed size has no row");
}

static void test_ratios(tally *t, compare_table *table)
{
    double x = 0;
    check(t, compare_ratio(table, "ufft-opencl", "cufft", 0, 0, 8, &x) && near(x, 1.5),
          "ufft/cuFFT at N=8 is 1.5 (%.6f)", x);
    check(t, compare_ratio(table, "ufft-opencl", "cufft", 0, 0, 32, &x) && near(x, 0.6),
          "ufft/cuFFT at N=32 is 0.6 (%.6f)", x);
    check(t, !compare_ratio(table, "ufft-opencl", "cufft", 0, 0, 16, &x),
          "no ratio where ufft failed");
    check(t, !compare_ratio(table, "ufft-opencl", "cufft", 0, 1, 64, &x),
          "no ratio where ufft did not run");
    compare_mean m;
    compare_geomean(table, "ufft-opencl", "cufft", 0, 0, &m);
    check(t, m.count == 2 && near(m.geomean, sqrt(1.5 * 0.6)) && near(m.lowest, 0.6) &&
                 m.lowest_n == 32,
          "geometric mean of ufft/cuFFT: sqrt(0.9) over 2 sizes, lowest at 32 (%.6f, %zu)",
          m.geomean, m.count);
    compare_geomean(table, "ufft-opencl", "vkfft", 0, 0, &m);
    check(t, m.count == 2 && near(m.geomean, sqrt(750.0 * 150.0)),
          "geometric mean of ufft/VkFFT (%.3f)", m.geomean);
    compare_geomean(table, "ufft-opencl", "clfft", 0, 0, &m);
    check(t, m.count == 0, "no geometric mean without common sizes");

    const compare_row *c = compare_ceiling(table, 0, 0, 1);
    check(t, c && !strcmp(c->library, "memcpy"), "ceiling: the CUDA copy when it is the only one");
    c = compare_ceiling(table, 1, 1, 0);
    check(t, c && !strcmp(c->library, "memcpy"), "ceiling of another precision: any copy");

    compare_table more = {NULL, 0, 0};
    static const char cl[] = "library,precision,n,batch,placement,time_ms,gbps\n"
                             "memcpy-opencl,f32,0,0,out-of-place,1,1000\n"
                             "cufft,f32,8,1000,out-of-place,0.1,1200\n";
    size_t added = 0, before = table->count;
    check(t, parse(&more, cl, NULL, &added, NULL) == 0 && added == 2 &&
                 compare_table_merge(table, &more) == 0 && table->count == before + 1,
          "merge: a new copy row added, a repeated cufft row replaced");
    compare_table_free(&more);
    c = compare_ceiling(table, 0, 0, 1);
    check(t, c && !strcmp(c->library, "memcpy-opencl"), "ceiling for ufft-opencl: OpenCL copy");
    c = compare_ceiling(table, 0, 0, 0);
    check(t, c && !strcmp(c->library, "memcpy"), "ceiling for ufft-cuda: CUDA copy");
    check(t, compare_ratio(table, "ufft-opencl", "cufft", 0, 0, 8, &x) && near(x, 1.25),
          "the later cufft row wins: ufft/cuFFT at N=8 is 1.25 (%.6f)", x);
}

static void test_errors(tally *t)
{
    static const char *const bad[][2] = {
        {"library,precision,gbps\ncufft,f32,1\n", "no 'n' column"},
        {"library,precision,n,batch\ncufft,f32,8,1\n", "neither gbps nor time_ms"},
        {"library,precision,n,gbps\n\"cufft,f32,8,1\n", "unterminated quote"},
        {"# only a note\n\n", "no header"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        compare_table table = {NULL, 0, 0};
        char why[200] = "";
        int rc = compare_parse_csv(&table, bad[i][0], strlen(bad[i][0]), NULL, NULL, NULL, why,
                                   sizeof why);
        check(t, rc != 0 && why[0], "rejected: %s (%s)", bad[i][1], why);
        compare_table_free(&table);
    }
    compare_table table = {NULL, 0, 0};
    static const char odd[] = "library,precision,n,gbps,placement\n"
                              "cufft,f16,8,1,out-of-place\n"    /* precision */
                              "cufft,f32,-8,1,out-of-place\n"   /* n */
                              "cufft,f32,8,fast,out-of-place\n" /* gbps */
                              "cufft,f32,8,0,out-of-place\n"    /* no rate */
                              "cufft,f32,8,1,sideways\n"        /* placement */
                              ",f32,8,1,out-of-place\n"         /* library: default */
                              "cufft,f32,8,inf,out-of-place\n"; /* not finite */
    size_t added = 0, skipped = 0;
    check(t, parse(&table, odd, "fftw_bench", &added, &skipped) == 0 && added == 1 &&
                 skipped == 6 && compare_table_find(&table, "fftw_bench", 0, 0, 8) != NULL,
          "unreadable rows skipped, an empty library named by the caller (%zu, %zu)", added,
          skipped);
    compare_table_free(&table);
}

/* What compare_print writes, malloc'd (NULL when out of memory). */
static char *printed(const compare_table *table)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    int rc = compare_print(f, table);
    if (fclose(f) != 0 || rc != 0) {
        free(text);
        return NULL;
    }
    return text;
}

static void test_print(tally *t, const compare_table *table)
{
    char *text = printed(table);
    check(t, text != NULL, "compare_print writes the table");
    if (!text)
        return;
    printf("%s", text);
    static const char *const want[] = {
        "f32 out-of-place",      "f32 in-place",     "copy ceiling: memcpy-opencl 1000.0",
        "ufft/cuFFT",            "ufft/VkFFT",       "ufft %copy",
        "2^3",                   "2^5",              "1.250",
        "150.0",                 "750.000",          "ufft/cuFFT: 0.866 over 2 sizes",
        "VkFFT/cuFFT: 0.003 over 2 sizes (lowest 0.002 at N = 2^3)",
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        check(t, strstr(text, want[i]) != NULL, "the table shows \"%s\"", want[i]);
    free(text);

    compare_table empty = {NULL, 0, 0};
    text = printed(&empty);
    check(t, text && strstr(text, "no library measured"), "an empty table says so");
    free(text);
}

static void test_csv_roundtrip(tally *t, const compare_table *table)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f) {
        check(t, 0, "open_memstream");
        return;
    }
    compare_csv_header(f);
    compare_csv_rows(f, table);
    if (fclose(f) != 0) {
        free(text);
        check(t, 0, "writing the CSV");
        return;
    }
    compare_table back = {NULL, 0, 0};
    size_t added = 0, skipped = 0;
    int ok = parse(&back, text, NULL, &added, &skipped) == 0 && back.count == table->count &&
             skipped == 0;
    for (size_t i = 0; ok && i < table->count; i++) {
        const compare_row *a = &table->rows[i];
        const compare_row *b = compare_table_find(&back, a->library, a->f64, a->inplace, a->n);
        ok = b && fabs(a->gbps - b->gbps) < 1e-3 && a->batch == b->batch &&
             a->workspace == b->workspace;
    }
    check(t, ok, "the written CSV reads back the same rows (%zu of %zu)", back.count,
          table->count);
    static const char header[] =
        "library,precision,n,batch,placement,time_ms,gbps,gflops,workspace_bytes\n";
    check(t, strncmp(text, header, sizeof header - 1) == 0,
          "the written CSV has merge.py's shared columns");
    compare_table_free(&back);
    free(text);
}

static int argv_has(char **argv, const char *a, const char *b)
{
    for (size_t i = 0; argv[i]; i++)
        if (!strcmp(argv[i], a) && (!b || (argv[i + 1] && !strcmp(argv[i + 1], b))))
            return 1;
    return 0;
}

static size_t argv_len(char **argv)
{
    size_t n = 0;
    while (argv[n])
        n++;
    return n;
}

static void test_argv(tally *t)
{
    const int64_t sizes[] = {8, 16, 1024};
    compare_options o = {1, 1, (int64_t)4 << 20, 0, 5, 2, "cuda:1", sizes, 3};
    const compare_program *cufft = &compare_programs[0], *clfft = &compare_programs[2],
                          *fftw = &compare_programs[3];
    check(t, compare_program_count == 4 && !strcmp(cufft->name, "cufft_bench") &&
                 !strcmp(clfft->name, "clfft_bench") && !strcmp(fftw->name, "fftw_bench"),
          "four competitors, cuFFT first");
    char **a = compare_argv(&o, cufft, "/tmp/x/cufft_bench.csv");
    check(t, a && !strcmp(a[0], "cufft_bench") && argv_has(a, "--precision", "f64") &&
                 argv_has(a, "--bytes", "4194304") && argv_has(a, "--inplace", NULL) &&
                 argv_has(a, "--runs", "5") && argv_has(a, "--warmup", "2") &&
                 argv_has(a, "--csv", "/tmp/x/cufft_bench.csv") &&
                 argv_has(a, "--device", "cuda:1") && argv_len(a) == 17 &&
                 !strcmp(a[14], "8") && !strcmp(a[16], "1024"),
          "cufft_bench: every shared option, ufft's CUDA device, the sizes last");
    compare_argv_free(a);
    a = compare_argv(&o, clfft, "c.csv");
    check(t, a && !argv_has(a, "--device", NULL) && argv_has(a, "--bytes", "4194304"),
          "clfft_bench: no CUDA device");
    compare_argv_free(a);
    a = compare_argv(&o, fftw, "f.csv");
    check(t, a && !argv_has(a, "--device", NULL) && argv_has(a, "--bytes", "67108864"),
          "fftw_bench: 64M without --bytes, no device");
    compare_argv_free(a);
    o.bytes_given = 1;
    o.inplace = 0;
    o.device = "opencl:0:1";
    a = compare_argv(&o, fftw, "f.csv");
    check(t, a && argv_has(a, "--bytes", "4194304") && !argv_has(a, "--inplace", NULL),
          "fftw_bench: an explicit --bytes is passed on");
    compare_argv_free(a);
    a = compare_argv(&o, clfft, "c.csv");
    check(t, a && argv_has(a, "--device", "opencl:0:1"), "clfft_bench: ufft's OpenCL device");
    compare_argv_free(a);
    a = compare_argv(&o, cufft, "c.csv");
    check(t, a && !argv_has(a, "--device", NULL), "cufft_bench: no OpenCL device");
    compare_argv_free(a);
    o.device = "cudax";
    a = compare_argv(&o, cufft, "c.csv");
    check(t, a && !argv_has(a, "--device", NULL), "a device id only prefixed by 'cuda' is not passed");
    compare_argv_free(a);
}

void selftest_compare(tally *t)
{
    compare_table table = {NULL, 0, 0};
    test_parse(t, &table);
    test_ratios(t, &table);
    test_errors(t);
    test_print(t, &table);
    test_csv_roundtrip(t, &table);
    compare_table_free(&table);
    test_argv(t);
}
