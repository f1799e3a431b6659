#include "bench_common.h"
#include "parse_int.h"

#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *prog_name = "bench"; /* set by bench_parse_args */

static void set_err(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    if (!err || errlen == 0)
        return;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}

/* INT or BASE^EXP, positive, no overflow. */
static int parse_value(const char *s, size_t len, int64_t *out)
{
    char buf[64];
    char *end;
    const char *caret;
    long long base, ex;
    int64_t v = 1;
    if (len == 0 || len >= sizeof buf)
        return -1;
    memcpy(buf, s, len);
    buf[len] = '\0';
    caret = strchr(buf, '^');
    errno = 0;
    base = strtoll(buf, &end, 10);
    if (errno || end == buf || base <= 0)
        return -1;
    if (!caret) {
        if (*end)
            return -1;
        *out = base;
        return 0;
    }
    if (end != caret)
        return -1;
    ex = strtoll(caret + 1, &end, 10);
    if (errno || end == caret + 1 || *end || ex < 0 || ex > 62)
        return -1;
    for (long long i = 0; i < ex; i++) {
        if (v > INT64_MAX / base)
            return -1;
        v *= base;
    }
    *out = v;
    return 0;
}

static int push(int64_t v, int64_t **sizes, size_t *n, size_t *cap)
{
    if (*n == *cap) {
        size_t nc = *cap ? 2 * *cap : 32;
        int64_t *p = realloc(*sizes, nc * sizeof *p);
        if (!p)
            return -1;
        *sizes = p;
        *cap = nc;
    }
    (*sizes)[(*n)++] = v;
    return 0;
}

int bench_parse_sizes(const char *tok, int64_t **sizes, size_t *n, size_t *cap, char *err,
                      size_t errlen)
{
    const char *p = tok;
    while (*p) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        const char *dots = NULL;
        int64_t lo, hi;
        for (size_t i = 0; i + 1 < len; i++)
            if (p[i] == '.' && p[i + 1] == '.') {
                dots = p + i;
                break;
            }
        if (len == 0) {
            /* empty piece (",,"): ignore */
        } else if (!dots) {
            if (parse_value(p, len, &lo)) {
                set_err(err, errlen, "bad size '%.*s' (want INT, 2^K or A..B)", (int)len, p);
                return -1;
            }
            if (push(lo, sizes, n, cap))
                return set_err(err, errlen, "out of memory"), -1;
        } else {
            size_t l1 = (size_t)(dots - p);
            if (parse_value(p, l1, &lo) || parse_value(dots + 2, len - l1 - 2, &hi) || lo > hi) {
                set_err(err, errlen, "bad range '%.*s' (want A..B with A <= B)", (int)len, p);
                return -1;
            }
            for (int64_t v = lo; v <= hi; v *= 2) {
                if (push(v, sizes, n, cap))
                    return set_err(err, errlen, "out of memory"), -1;
                if (v > INT64_MAX / 2)
                    break;
            }
        }
        p += len;
        if (*p == ',')
            p++;
    }
    return 0;
}

static void usage(FILE *f, const char *prog, const char *device_help)
{
    fprintf(f,
            "usage: %s [--precision f32|f64] [--bytes B] [--inplace] [--runs R] [--warmup W]\n"
            "       %*s [--csv FILE] [--device D] [--check] [--wall] SIZES...\n"
            "SIZES: N, 2^K, or A..B (A, 2A, 4A, ... up to B, e.g. 2^3..2^27); ',' joins several.\n"
            "batch = B / (N * element size), at least 1; B defaults to 1 GiB (1073741824);\n"
            "B may end in K, M, G or T (binary units), e.g. 64M.\n"
            "Times one forward C2C transform per run (device events; fftw_bench: host clock),\n"
            "median of R runs after W warm-ups; prints and writes (CSV)\n"
            "library,precision,n,batch,placement,time_ms,gbps,gflops,workspace_bytes.\n"
            "--device: %s\n"
            "--check: compare the first and last transform of the batch with a reference DFT\n"
            "         (long double; all bins up to N = 4096, 32 bins up to 2^22).\n"
            "--wall: time with the host clock around a synchronised run instead of events.\n",
            prog, (int)strlen(prog), "", device_help);
}

/* A byte count as `ufft bench --bytes` takes it (tools/parse_int.c), as a size_t. */
static int parse_bytes(const char *s, size_t *out)
{
    int64_t v;
    char why[160];
    if (tool_parse_bytes(s, &v, why, sizeof why) != 0 || (uint64_t)v > SIZE_MAX)
        return -1;
    *out = (size_t)v;
    return 0;
}

static int parse_count(const char *s, long long lo, long long hi, long long *out)
{
    char *end;
    long long v;
    errno = 0;
    v = strtoll(s, &end, 10);
    if (errno || end == s || *end || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

int bench_parse_args(int argc, char **argv, bench_args *a, const char *prog,
                     const char *device_help)
{
    size_t cap = 0;
    char err[160];
    prog_name = prog;
    memset(a, 0, sizeof *a);
    a->bytes = (size_t)1 << 30;
    a->runs = 20;
    a->warmup = 3;
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i];
        const char *val = (i + 1 < argc) ? argv[i + 1] : NULL;
        long long v;
        if (!strcmp(s, "-h") || !strcmp(s, "--help")) {
            usage(stdout, prog, device_help);
            return 2;
        } else if (!strcmp(s, "--inplace")) {
            a->inplace = 1;
        } else if (!strcmp(s, "--check")) {
            a->check = 1;
        } else if (!strcmp(s, "--wall")) {
            a->wall = 1;
        } else if (!strcmp(s, "--precision") || !strcmp(s, "--bytes") || !strcmp(s, "--runs") ||
                   !strcmp(s, "--warmup") || !strcmp(s, "--csv") || !strcmp(s, "--device")) {
            if (!val) {
                fprintf(stderr, "%s: %s needs a value\n", prog, s);
                return 1;
            }
            i++;
            if (!strcmp(s, "--precision")) {
                if (!strcmp(val, "f32"))
                    a->f64 = 0;
                else if (!strcmp(val, "f64"))
                    a->f64 = 1;
                else {
                    fprintf(stderr, "%s: --precision must be f32 or f64\n", prog);
                    return 1;
                }
            } else if (!strcmp(s, "--bytes")) {
                if (parse_bytes(val, &a->bytes)) {
                    fprintf(stderr, "%s: bad --bytes '%s' (a positive count, optionally with "
                            "K, M, G or T)\n", prog, val);
                    return 1;
                }
            } else if (!strcmp(s, "--runs")) {
                if (parse_count(val, 1, 1000000, &v)) {
                    fprintf(stderr, "%s: bad --runs '%s'\n", prog, val);
                    return 1;
                }
                a->runs = (int)v;
            } else if (!strcmp(s, "--warmup")) {
                if (parse_count(val, 0, 1000000, &v)) {
                    fprintf(stderr, "%s: bad --warmup '%s'\n", prog, val);
                    return 1;
                }
                a->warmup = (int)v;
            } else if (!strcmp(s, "--csv")) {
                a->csv = val;
            } else {
                a->device = val;
            }
        } else if (s[0] == '-' && s[1] != '\0') {
            fprintf(stderr, "%s: unknown option '%s'\n", prog, s);
            usage(stderr, prog, device_help);
            return 1;
        } else if (bench_parse_sizes(s, &a->sizes, &a->nsizes, &cap, err, sizeof err)) {
            fprintf(stderr, "%s: %s\n", prog, err);
            return 1;
        }
    }
    if (a->nsizes == 0) {
        fprintf(stderr, "%s: no sizes given\n", prog);
        usage(stderr, prog, device_help);
        return 1;
    }
    return 0;
}

void bench_args_free(bench_args *a)
{
    free(a->sizes);
    a->sizes = NULL;
    a->nsizes = 0;
}

const char *bench_prog(void)
{
    return prog_name;
}

static void report_line(long long n, const char *what, const char *why, const char *tail)
{
    if (n > 0)
        fprintf(stderr, "%s: N=%lld: %s failed: %s%s\n", prog_name, n, what, why, tail);
    else
        fprintf(stderr, "%s: %s failed: %s%s\n", prog_name, what, why, tail);
    printf("# error: N=%lld: %s failed: %s%s\n", n, what, why, tail);
    fflush(stdout);
}

void bench_report(long long n, const char *what, const char *why)
{
    report_line(n, what, why, "");
}

void bench_report_code(long long n, const char *what, const char *why, int code)
{
    char tail[24];
    snprintf(tail, sizeof tail, " (%d)", code);
    report_line(n, what, why, tail);
}

double bench_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

double bench_median(double *v, int n)
{
    if (n <= 0)
        return 0.0;
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return (n % 2) ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

int64_t bench_batch(size_t bytes, int64_t n, size_t elem)
{
    uint64_t per = (uint64_t)n * elem;
    int64_t b = per ? (int64_t)(bytes / per) : 1;
    return b < 1 ? 1 : b;
}

int bench_mul_size(size_t a, size_t b, size_t *out)
{
    if (a != 0 && b > SIZE_MAX / a) {
        *out = 0;
        return -1;
    }
    *out = a * b;
    return 0;
}

int bench_problem_bytes(int64_t n, int64_t batch, size_t elem, size_t *out)
{
    size_t nb;
    *out = 0;
    if (n < 0 || batch < 0 || (int64_t)(size_t)n != n || (int64_t)(size_t)batch != batch)
        return -1;
    if (bench_mul_size((size_t)n, (size_t)batch, &nb) || bench_mul_size(nb, elem, out))
        return -1;
    return 0;
}

size_t bench_max_bytes(const bench_args *a, size_t limit)
{
    size_t elem = a->f64 ? 16 : 8, need = 0;
    for (size_t i = 0; i < a->nsizes; i++) {
        size_t nb;
        if (bench_problem_bytes(a->sizes[i], bench_batch(a->bytes, a->sizes[i], elem), elem, &nb))
            continue;
        if (nb <= limit && nb > need)
            need = nb;
    }
    return need;
}

static void row_rates(bench_row *r)
{
    double elem = r->f64 ? 16.0 : 8.0;
    double s = r->time_ms * 1e-3;
    double nb = (double)r->n * (double)r->batch;
    r->gbps = s > 0 ? 2.0 * nb * elem / s * 1e-9 : 0.0;
    r->gflops = (s > 0 && r->n > 1) ? 5.0 * nb * log2((double)r->n) / s * 1e-9 : 0.0;
}

bench_row bench_fft_row(const char *library, const bench_args *a, int64_t n, int64_t batch,
                        double time_ms, uint64_t workspace_bytes)
{
    bench_row r;
    memset(&r, 0, sizeof r);
    r.library = library;
    r.f64 = a->f64;
    r.n = n;
    r.batch = batch;
    r.inplace = a->inplace;
    r.time_ms = time_ms;
    r.workspace_bytes = workspace_bytes;
    row_rates(&r);
    return r;
}

bench_row bench_memcpy_row(const char *library, const bench_args *a, size_t bytes,
                           double time_ms)
{
    bench_row r;
    memset(&r, 0, sizeof r);
    r.library = library;
    r.f64 = a->f64;
    r.inplace = a->inplace;
    r.time_ms = time_ms;
    r.gbps = time_ms > 0 ? 2.0 * (double)bytes / (time_ms * 1e-3) * 1e-9 : 0.0;
    return r;
}

static const char *prec_name(int f64) { return f64 ? "f64" : "f32"; }
static const char *place_name(int inplace) { return inplace ? "in-place" : "out-of-place"; }

int bench_csv_open(const char *path, FILE **f)
{
    *f = NULL;
    if (!path)
        return 0;
    *f = fopen(path, "w");
    if (!*f) {
        fprintf(stderr, "%s: cannot write %s\n", prog_name, path);
        return -1;
    }
    fprintf(*f, "library,precision,n,batch,placement,time_ms,gbps,gflops,workspace_bytes\n");
    fflush(*f);
    return 0;
}

void bench_csv_row(FILE *f, const bench_row *r)
{
    if (!f)
        return;
    fprintf(f, "%s,%s,%lld,%lld,%s,%.6f,%.3f,%.3f,%llu\n", r->library, prec_name(r->f64),
            (long long)r->n, (long long)r->batch, place_name(r->inplace), r->time_ms, r->gbps,
            r->gflops, (unsigned long long)r->workspace_bytes);
    fflush(f); /* a run cut short keeps every finished row */
}

void bench_print_header(void)
{
    printf("%-14s %-4s %10s %10s %-12s %10s %9s %9s %15s\n", "library", "prec", "n", "batch",
           "placement", "time_ms", "GB/s", "GFLOPS", "workspace");
    fflush(stdout);
}

void bench_print_row(const bench_row *r)
{
    printf("%-14s %-4s %10lld %10lld %-12s %10.4f %9.1f %9.1f %15llu\n", r->library,
           prec_name(r->f64), (long long)r->n, (long long)r->batch, place_name(r->inplace),
           r->time_ms, r->gbps, r->gflops, (unsigned long long)r->workspace_bytes);
    fflush(stdout);
}

void bench_emit_row(FILE *f, const bench_row *r)
{
    bench_print_row(r);
    bench_csv_row(f, r);
}

uint64_t bench_rng_next(uint64_t *state)
{
    /* splitmix64 */
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

double bench_rng_uniform(uint64_t *state)
{
    return (double)(bench_rng_next(state) >> 11) * (2.0 / 9007199254740992.0) - 1.0;
}

void bench_fill(void *dst, size_t count, int f64, uint64_t seed)
{
    uint64_t st = seed;
    if (f64) {
        double *d = dst;
        for (size_t i = 0; i < 2 * count; i++)
            d[i] = bench_rng_uniform(&st);
    } else {
        float *d = dst;
        for (size_t i = 0; i < 2 * count; i++)
            d[i] = (float)bench_rng_uniform(&st);
    }
}

static long double get_re(const void *p, int f64, int64_t i)
{
    return f64 ? (long double)((const double *)p)[2 * i] : (long double)((const float *)p)[2 * i];
}

static long double get_im(const void *p, int f64, int64_t i)
{
    return f64 ? (long double)((const double *)p)[2 * i + 1]
               : (long double)((const float *)p)[2 * i + 1];
}

double bench_check_error(const void *in, const void *out, int64_t n, int f64, int *bins)
{
    const int64_t max_n = (int64_t)1 << 22;
    const long double two_pi = 6.283185307179586476925286766559005768L;
    long double *wr, *wi;
    long double num = 0.0L, den = 0.0L;
    int64_t nb, kk[32];
    uint64_t st = 12345;
    if (n < 1 || n > max_n)
        return -1.0;
    wr = malloc((size_t)n * sizeof *wr);
    wi = malloc((size_t)n * sizeof *wi);
    if (!wr || !wi) {
        free(wr);
        free(wi);
        return -1.0;
    }
    for (int64_t m = 0; m < n; m++) {
        long double a = two_pi * (long double)m / (long double)n;
        wr[m] = cosl(a);
        wi[m] = -sinl(a); /* forward: exp(-2 pi i m / n) */
    }
    if (n <= 4096) {
        nb = n;
    } else {
        nb = 32;
        kk[0] = 0;
        kk[1] = 1;
        kk[2] = n - 1;
        kk[3] = n / 2;
        for (int i = 4; i < 32; i++)
            kk[i] = (int64_t)(bench_rng_next(&st) % (uint64_t)n);
    }
    for (int64_t b = 0; b < nb; b++) {
        int64_t k = (n <= 4096) ? b : kk[b];
        long double sr = 0.0L, si = 0.0L, dr, di;
        for (int64_t j = 0; j < n; j++) {
            int64_t m = (int64_t)(((uint64_t)j * (uint64_t)k) % (uint64_t)n);
            long double xr = get_re(in, f64, j), xi = get_im(in, f64, j);
            sr += xr * wr[m] - xi * wi[m];
            si += xr * wi[m] + xi * wr[m];
        }
        dr = get_re(out, f64, k) - sr;
        di = get_im(out, f64, k) - si;
        num += dr * dr + di * di;
        den += sr * sr + si * si;
    }
    free(wr);
    free(wi);
    if (bins)
        *bins = (int)nb;
    return den > 0 ? (double)sqrtl(num / den) : (double)sqrtl(num);
}

double bench_check_bound(int64_t n, int f64)
{
    double eps = f64 ? DBL_EPSILON / 2 : FLT_EPSILON / 2;
    double lg = n > 2 ? log2((double)n) : 1.0;
    return 5.0 * eps * lg;
}

int bench_check_entries(int64_t batch, int64_t which[2])
{
    which[0] = 0;
    which[1] = batch - 1;
    return batch > 1 ? 2 : 1;
}

void bench_check_input(void *dst, int64_t n, int f64, int w)
{
    bench_fill(dst, (size_t)n, f64, 1000 + (uint64_t)w);
}

int bench_check_result(const char *library, void *scratch, const void *out, int64_t n, int f64,
                       int w, int64_t which)
{
    int bins = 0;
    double err, bound = bench_check_bound(n, f64);
    bench_check_input(scratch, n, f64, w);
    err = bench_check_error(scratch, out, n, f64, &bins);
    if (err < 0) {
        printf("# check: %s N=%lld: skipped (N > 2^22)\n", library, (long long)n);
        return -1;
    }
    printf("# check: %s %s N=%lld batch entry %lld: rel. RMS error %.3g over %d bins "
           "(bound %.3g) %s\n",
           library, prec_name(f64), (long long)n, (long long)which, err, bins, bound,
           err <= bound ? "ok" : "FAIL");
    return !(err <= bound); /* a NaN error fails too */
}
