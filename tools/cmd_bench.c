/* ufft bench: times transforms of the sizes given on the command line, one line per
 * size, and keeps going past sizes that fail so one sweep shows every gap. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench_output.h"
#include "bench_run.h"
#include "checked.h"
#include "cli.h"
#include "compare.h"
#include "extent.h"
#include "parse_int.h"
#include "sizes.h"

#define DEFAULT_BYTES ((int64_t)1 << 30)

typedef struct bench_args {
    const char *device;
    const char *csv_path;
    size_defaults defaults;
    int64_t batch; /* 0: from bytes */
    int64_t bytes;
    int64_t runs;
    int64_t warmup;
    int bytes_given;         /* --bytes was given (fftw_bench's default differs) */
    int compare;             /* --compare: the competitors of bench/ too */
    int plan_only;           /* --plan-only: plans (compiled kernels), nothing run */
    const char *compare_dir; /* --compare-dir: where they are */
    size_list sizes;
} bench_args;

void cmd_bench_usage(FILE *out)
{
    fprintf(out,
            "Usage: ufft bench [OPTIONS] SIZES...\n\n"
            "Times complex transforms and prints, per size: the problem string, n, batch,\n"
            "median and minimum time in ms, GB/s = 2 x data bytes / median time (one read\n"
            "and one write), GFLOPS = 5 n log2(n) batch / median time, the plan's\n"
            "workspace bytes and its description. A timed sample is k executions queued\n"
            "back to back and one ufft_context_finish, divided by k (k makes a sample\n"
            "last about 5 ms), so host synchronisation latency is not counted.\n\n"
            "SIZES, each one of:\n"
            "  1024, 2^10           one length\n"
            "  8..4096, 2^3..2^27   lengths doubling from the first up to the last\n"
            "  f64:64x64,inplace    a problem string (ufft's problem syntax); its own\n"
            "                       precision and options apply; without '*BATCH' the\n"
            "                       batch comes from --batch/--bytes\n\n"
            "Options:\n"
            "  --device D             device id from 'ufft devices' (default: auto)\n"
            "  --precision f32|f64    precision of plain sizes (default f32)\n"
            "  --batch B              transforms per execution\n"
            "  --bytes BYTES          or: batch = BYTES / (n x element size), at least 1\n"
            "                         (default 1G; units K, M, G, T are powers of 1024)\n"
            "  --inplace              in-place plain sizes (default out-of-place)\n"
            "  --inverse              inverse plain sizes (default forward)\n"
            "  --runs R               timed runs (default 20)\n"
            "  --warmup W             untimed runs before them (default 3)\n"
            "  --csv FILE             also write the results as CSV with a header row\n"
            "  --plan-only            plan each size (compiling its kernels into the cache,\n"
            "                         see UFFT_CACHE_DIR) and print the plan; run nothing\n"
            "  --compare              then run the competitors (see below) and print ufft\n"
            "                         beside them\n"
            "  --compare-dir DIR      where the competitors are (implies --compare; default\n"
            "                         $UFFT_BENCH_DIR, else build/bench for build/tools/ufft)\n"
            "  -h, --help             show this help\n\n"
            "A size that fails is reported with its status and detail, and the sweep goes\n"
            "on; the exit status is then 1. Progress goes to stderr if it is a terminal.\n\n"
            "--compare: after ufft, each of cufft_bench, vkfft_bench, clfft_bench and\n"
            "fftw_bench (bench/, built where their libraries are found) runs with the same\n"
            "sizes, --precision, --bytes, --inplace, --runs and --warmup; fftw_bench (CPU)\n"
            "gets --bytes 64M unless --bytes is given; ufft's device goes to the programs of\n"
            "its API (cuda:D to cufft_bench and vkfft_bench, opencl:P:D to clfft_bench).\n"
            "Their output goes to stderr. A program not built is skipped with a note; one\n"
            "that fails is noted and the rows it wrote are used. Then one table: per N the\n"
            "GB/s of every library, ufft over each competitor, ufft's %% of the device copy\n"
            "(memcpy rows), and the geometric means of the ratios. --csv then writes every\n"
            "library's rows in the columns the competitors share, for bench/merge.py:\n"
            "library,precision,n,batch,placement,time_ms,gbps,gflops,workspace_bytes.\n"
            "--compare takes plain sizes and ranges only (no problem strings, --batch or\n"
            "--inverse: the competitors time forward transforms of --bytes per size). The\n"
            "exit status counts ufft's sizes, not the competitors'.\n");
}

/* Options with a value; returns CLI_OK, CLI_USAGE, or -1 when arg is none of them. */
static int parse_valued(int argc, char **argv, int *i, bench_args *a, int *saw_bytes)
{
    const char *v = NULL;
    char why[200];
    int r;
    if ((r = cli_value(argc, argv, i, "--device", &v)) != 0) {
        a->device = v;
    } else if ((r = cli_value(argc, argv, i, "--compare-dir", &v)) != 0) {
        a->compare_dir = v;
        a->compare = 1;
    } else if ((r = cli_value(argc, argv, i, "--csv", &v)) != 0) {
        a->csv_path = v;
    } else if ((r = cli_value(argc, argv, i, "--precision", &v)) != 0) {
        if (r > 0 && strcmp(v, "f32") && strcmp(v, "f64"))
            return cli_usage_error("bench", "--precision must be f32 or f64, not '%s'", v);
        if (r > 0)
            a->defaults.precision = strcmp(v, "f64") ? UFFT_F32 : UFFT_F64;
    } else if ((r = cli_value(argc, argv, i, "--bytes", &v)) != 0) {
        *saw_bytes = 1;
        if (r > 0 && tool_parse_bytes(v, &a->bytes, why, sizeof why) != 0)
            return cli_usage_error("bench", "--bytes: %s", why);
    } else {
        static const char *const names[] = {"--batch", "--runs", "--warmup"};
        int64_t *targets[] = {&a->batch, &a->runs, &a->warmup};
        const int64_t mins[] = {1, 1, 0};
        for (int k = 0; k < 3 && r == 0; k++) {
            if ((r = cli_value(argc, argv, i, names[k], &v)) > 0 &&
                cli_parse_int(v, mins[k], targets[k], why, sizeof why) != 0)
                return cli_usage_error("bench", "%s: %s", names[k], why);
            if (r < 0)
                return cli_usage_error("bench", "%s needs a value", names[k]);
        }
        if (r == 0)
            return -1;
    }
    if (r < 0)
        return cli_usage_error("bench", "%s needs a value", argv[*i]);
    return CLI_OK;
}

static int parse_args(int argc, char **argv, bench_args *a, int *help)
{
    const char **positional = calloc((size_t)argc, sizeof *positional);
    int npos = 0, options_done = 0, saw_bytes = 0, rc = CLI_OK;
    if (!positional) {
        fprintf(stderr, "ufft bench: out of memory\n");
        return CLI_FAILED;
    }
    for (int i = 1; i < argc && rc == CLI_OK && !*help; i++) {
        const char *arg = argv[i];
        if (options_done || arg[0] != '-')
            positional[npos++] = arg;
        else if (!strcmp(arg, "--"))
            options_done = 1;
        else if (cli_is_help(arg))
            *help = 1;
        else if (!strcmp(arg, "--inplace"))
            a->defaults.placement = UFFT_IN_PLACE;
        else if (!strcmp(arg, "--inverse"))
            a->defaults.direction = UFFT_INVERSE;
        else if (!strcmp(arg, "--compare"))
            a->compare = 1;
        else if (!strcmp(arg, "--plan-only"))
            a->plan_only = 1;
        else if ((rc = parse_valued(argc, argv, &i, a, &saw_bytes)) < 0)
            rc = cli_usage_error("bench", "unknown option '%s'", arg);
    }
    if (rc == CLI_OK && !*help && a->batch && saw_bytes)
        rc = cli_usage_error("bench", "give --batch or --bytes, not both");
    if (rc == CLI_OK && !*help && npos == 0)
        rc = cli_usage_error("bench", "no sizes given");
    a->bytes_given = saw_bytes;
    if (rc == CLI_OK && !*help && a->compare && a->plan_only)
        rc = cli_usage_error("bench", "--plan-only times nothing to compare");
    if (rc == CLI_OK && !*help && a->compare) {
        /* The competitors take sizes, --bytes and forward transforms only. */
        if (a->batch)
            rc = cli_usage_error("bench", "--compare takes --bytes, not --batch");
        else if (a->defaults.direction == UFFT_INVERSE)
            rc = cli_usage_error("bench", "--compare times forward transforms: no --inverse");
        for (int k = 0; k < npos && rc == CLI_OK; k++)
            if (strchr(positional[k], ':'))
                rc = cli_usage_error("bench",
                                     "--compare takes sizes (N, 2^K, A..B), not the problem "
                                     "string '%s'",
                                     positional[k]);
    }
    /* Sizes are parsed after the options, so --precision etc. apply wherever they are. */
    for (int k = 0; k < npos && rc == CLI_OK && !*help; k++) {
        char why[300];
        if (sizes_parse(positional[k], &a->defaults, &a->sizes, why, sizeof why) != 0)
            rc = cli_usage_error("bench", "%s", why);
    }
    free(positional);
    return rc;
}

/* batch from --batch, or as many transforms as fit in --bytes (at least one). */
static void choose_batch(const bench_args *a, size_item *it)
{
    if (it->batch_given)
        return;
    if (a->batch) {
        it->problem.desc.batch = a->batch;
        return;
    }
    int64_t per = 0;
    int64_t batch = problem_transform_bytes(&it->problem, &per) == 0 && per > 0 ? a->bytes / per
                                                                                  : 1;
    it->problem.desc.batch = batch > 0 ? batch : 1;
}

/* A result for a problem that could not even be sized. */
static void size_failure(bench_result *r, const char *why)
{
    memset(r, 0, sizeof *r);
    r->status = UFFT_ERROR_SIZE_OVERFLOW;
    r->stage = "sizes";
    r->detail = strdup(why);
}

/* Prints the device line; copies the device's id into id (empty when unknown). */
static void print_device(ufft_context *ctx, char *id, size_t idlen)
{
    ufft_device_info info;
    id[0] = '\0';
    if (ufft_context_device_info(ctx, &info) == UFFT_SUCCESS) {
        snprintf(id, idlen, "%.*s", (int)sizeof info.id, info.id);
        printf("# ufft %d.%d.%d on %s: %s (%s, driver %s)\n", UFFT_VERSION_MAJOR,
               UFFT_VERSION_MINOR, UFFT_VERSION_PATCH, info.id, info.name, info.platform,
               info.driver);
    }
}

/* The row a measured size adds to the comparison: 0, or -1 when out of memory. */
static int add_compare_row(compare_table *t, FILE *csv, const char *library,
                           const ufft_problem *p, const problem_extent *e, const bench_result *r)
{
    compare_row row;
    row.library = (char *)library;
    row.f64 = p->desc.precision == UFFT_F64;
    row.inplace = p->desc.placement == UFFT_IN_PLACE;
    row.n = e->total_n;
    row.batch = e->batch;
    row.time_ms = r->median_ms;
    row.gbps = r->median_ms > 0 ? (double)e->moved_bytes / (r->median_ms * 1e6) : 0;
    row.gflops = r->median_ms > 0 ? e->flops / (r->median_ms * 1e6) : -1;
    row.workspace = r->workspace <= (size_t)INT64_MAX ? (int64_t)r->workspace : -1;
    if (!(row.gbps > 0) || !isfinite(row.gbps))
        return 0; /* too fast to time: nothing to compare */
    if (csv) {
        compare_csv_row(csv, &row);
        fflush(csv);
    }
    return compare_table_add(t, &row);
}

/* Runs every size; returns the number that failed. With a comparison table (t not
 * NULL), measured sizes join it and csv gets the shared columns; *oom is set when a row
 * could not be added. */
static size_t run_all(const bench_args *a, ufft_context *ctx, FILE *csv, compare_table *t,
                      int *oom)
{
    size_t failed = 0;
    char library[32];
    snprintf(library, sizeof library, "ufft-%s", ufft_context_backend(ctx));
    int tty = isatty(STDERR_FILENO);
    for (size_t k = 0; k < a->sizes.count; k++) {
        size_item *it = &a->sizes.items[k];
        choose_batch(a, it);
        char name[512], label[600], why[200];
        ufft_problem_format(&it->problem, name, sizeof name);
        snprintf(label, sizeof label, "[%zu/%zu] %s", k + 1, a->sizes.count, name);
        bench_config cfg = {(int)a->runs, (int)a->warmup, tty ? label : NULL, a->plan_only};
        problem_extent e;
        bench_result r;
        if (problem_extent_compute(&it->problem, &e, why, sizeof why) != 0)
            size_failure(&r, why);
        else
            bench_run(ctx, &it->problem, &e, &cfg, &r);
        bench_row row = {library, name, &it->problem, &e, &r};
        bench_table_row(stdout, &row);
        if (t && r.status == UFFT_SUCCESS &&
            add_compare_row(t, csv, library, &it->problem, &e, &r) != 0)
            *oom = 1;
        else if (csv && !t)
            bench_csv_row(csv, &row);
        failed += r.status != UFFT_SUCCESS;
        bench_result_free(&r);
    }
    return failed;
}

/* --compare, after ufft's sizes: runs the competitors with the same sizes and
 * options, then prints the combined table. 0, or -1 when the comparison failed. */
static int compare_all(const bench_args *a, const char *device_id, compare_table *t,
                       FILE *csv)
{
    size_t bytes;
    int64_t *sizes = NULL;
    if (a->sizes.count > 0) {
        if (!tool_mul_size(a->sizes.count, sizeof *sizes, &bytes) || !(sizes = malloc(bytes))) {
            fprintf(stderr, "ufft bench: out of memory\n");
            return -1;
        }
        for (size_t k = 0; k < a->sizes.count; k++)
            sizes[k] = a->sizes.items[k].problem.desc.n[0];
    }
    compare_options o;
    memset(&o, 0, sizeof o);
    o.f64 = a->defaults.precision == UFFT_F64;
    o.inplace = a->defaults.placement == UFFT_IN_PLACE;
    o.bytes = a->bytes;
    o.bytes_given = a->bytes_given;
    o.runs = a->runs;
    o.warmup = a->warmup;
    o.device = device_id[0] ? device_id : NULL;
    o.sizes = sizes;
    o.nsizes = a->sizes.count;
    int rc = compare_run_competitors(&o, a->compare_dir, t, csv, stdout);
    if (compare_print(stdout, t) != 0) {
        fprintf(stderr, "ufft bench: out of memory\n");
        rc = -1;
    }
    if (csv && fflush(csv) != 0)
        rc = -1;
    free(sizes);
    return rc;
}

int cmd_bench(int argc, char **argv)
{
    bench_args a;
    memset(&a, 0, sizeof a);
    a.defaults.precision = UFFT_F32;
    a.defaults.placement = UFFT_OUT_OF_PLACE;
    a.defaults.direction = UFFT_FORWARD;
    a.bytes = DEFAULT_BYTES;
    a.runs = 20;
    a.warmup = 3;
    int help = 0;
    ufft_context *ctx = NULL;
    FILE *csv = NULL;
    compare_table table = {NULL, 0, 0};
    int rc = parse_args(argc, argv, &a, &help);
    if (rc != CLI_OK || help) {
        if (help)
            cmd_bench_usage(stdout);
        goto cleanup;
    }
    if (a.runs > 1000000 || a.warmup > 1000000) {
        rc = cli_usage_error("bench", "--runs and --warmup are limited to 1000000");
        goto cleanup;
    }
    rc = CLI_FAILED;
    if (a.csv_path && !(csv = fopen(a.csv_path, "w"))) {
        perror(a.csv_path);
        goto cleanup;
    }
    if (cli_open_context("bench", a.device, &ctx) != UFFT_SUCCESS)
        goto cleanup;
    char device_id[sizeof ((ufft_device_info *)0)->id + 1];
    print_device(ctx, device_id, sizeof device_id);
    bench_table_header(stdout);
    if (csv && a.compare)
        compare_csv_header(csv);
    else if (csv)
        bench_csv_header(csv);
    int oom = 0;
    size_t failed = run_all(&a, ctx, csv, a.compare ? &table : NULL, &oom);
    if (failed)
        fprintf(stderr, "ufft bench: %zu of %zu sizes failed\n", failed, a.sizes.count);
    rc = failed ? CLI_FAILED : CLI_OK;
    if (a.compare) {
        /* The competitors get the device to themselves. */
        ufft_context_destroy(ctx);
        ctx = NULL;
        if (oom || compare_all(&a, device_id, &table, csv) != 0)
            rc = CLI_FAILED;
    }
cleanup:
    if (csv && fclose(csv) != 0) {
        perror(a.csv_path);
        rc = CLI_FAILED;
    }
    if (ctx)
        ufft_context_destroy(ctx);
    compare_table_free(&table);
    sizes_free(&a.sizes);
    return rc;
}
