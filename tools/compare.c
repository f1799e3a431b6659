/* The pure half of "ufft bench --compare" (see compare.h): rows, the CSV reader and
 * writer, ratios, the combined table and the competitors' command lines. Nothing here
 * touches a device or starts a process, so the tools' self-test covers all of it. */
#include "compare.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "checked.h"
#include "parse_int.h"

#define CEILING_PREFIX "memcpy"

const compare_program compare_programs[] = {
    {"cufft_bench", "cuda", 0},
    {"vkfft_bench", "cuda", 0},
    {"clfft_bench", "opencl", 0},
    {"fftw_bench", NULL, 1},
};
const size_t compare_program_count = sizeof compare_programs / sizeof compare_programs[0];

/* ---------------------------------------------------------------- strings */

static int lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

static int same_nocase(const char *a, const char *b)
{
    while (*a && lower((unsigned char)*a) == lower((unsigned char)*b)) {
        a++;
        b++;
    }
    return *a == '\0' && *b == '\0';
}

static int starts_with(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

static char *dup_lower(const char *s)
{
    size_t len = strlen(s), bytes;
    if (!tool_add_size(len, 1, &bytes))
        return NULL;
    char *d = malloc(bytes);
    if (!d)
        return NULL;
    for (size_t i = 0; i < len; i++)
        d[i] = (char)lower((unsigned char)s[i]);
    d[len] = '\0';
    return d;
}

static char *dup_str(const char *s)
{
    size_t len = strlen(s), bytes;
    if (!tool_add_size(len, 1, &bytes))
        return NULL;
    char *d = malloc(bytes);
    if (d)
        memcpy(d, s, bytes);
    return d;
}

static int is_ceiling(const char *library)
{
    return starts_with(library, CEILING_PREFIX);
}

static int is_ufft(const char *library)
{
    return starts_with(library, "ufft");
}

/* ---------------------------------------------------------------- table */

static compare_row *find_row(const compare_table *t, const char *library, int f64,
                             int inplace, int64_t n)
{
    for (size_t i = 0; i < t->count; i++) {
        compare_row *r = &t->rows[i];
        if (r->f64 == f64 && r->inplace == inplace && r->n == n &&
            same_nocase(r->library, library))
            return r;
    }
    return NULL;
}

const compare_row *compare_table_find(const compare_table *t, const char *library, int f64,
                                      int inplace, int64_t n)
{
    return find_row(t, library, f64, inplace, n);
}

int compare_table_add(compare_table *t, const compare_row *row)
{
    compare_row *old = find_row(t, row->library, row->f64, row->inplace, row->n);
    if (old) {
        char *keep = old->library;
        *old = *row;
        old->library = keep;
        return 0;
    }
    if (t->count == t->capacity) {
        size_t cap = t->capacity ? t->capacity : 16, bytes;
        if (t->capacity && !tool_mul_size(cap, 2, &cap))
            return -1;
        if (!tool_mul_size(cap, sizeof *t->rows, &bytes))
            return -1;
        compare_row *grown = realloc(t->rows, bytes);
        if (!grown)
            return -1;
        t->rows = grown;
        t->capacity = cap;
    }
    char *library = dup_lower(row->library);
    if (!library)
        return -1;
    t->rows[t->count] = *row;
    t->rows[t->count].library = library;
    t->count++;
    return 0;
}

int compare_table_merge(compare_table *t, const compare_table *src)
{
    for (size_t i = 0; i < src->count; i++)
        if (compare_table_add(t, &src->rows[i]) != 0)
            return -1;
    return 0;
}

void compare_table_free(compare_table *t)
{
    for (size_t i = 0; i < t->count; i++)
        free(t->rows[i].library);
    free(t->rows);
    memset(t, 0, sizeof *t);
}

/* ---------------------------------------------------------------- CSV reading */

typedef struct field_list {
    char **items;
    size_t count;
    size_t capacity;
} field_list;

static int push_field(field_list *f, char *field)
{
    if (f->count == f->capacity) {
        size_t cap = f->capacity ? f->capacity : 16, bytes;
        if (f->capacity && !tool_mul_size(cap, 2, &cap))
            return -1;
        if (!tool_mul_size(cap, sizeof *f->items, &bytes))
            return -1;
        char **grown = realloc(f->items, bytes);
        if (!grown)
            return -1;
        f->items = grown;
        f->capacity = cap;
    }
    f->items[f->count++] = field;
    return 0;
}

enum { RECORD_OK = 0, RECORD_UNTERMINATED = -1, RECORD_NO_MEMORY = -2 };

/* Splits the record at buf[*pos] into fields, unquoting in place (a field never grows,
 * so the write position stays at or before the read position, and each field ends with
 * a NUL where its delimiter or an unquoted character was). buf[len] is a NUL. */
static int read_record(char *buf, size_t len, size_t *pos, field_list *f)
{
    size_t r = *pos, w = *pos;
    f->count = 0;
    for (;;) {
        char *start = buf + w;
        if (r < len && buf[r] == '"') {
            r++;
            for (;;) {
                if (r >= len)
                    return RECORD_UNTERMINATED;
                if (buf[r] == '"') {
                    if (r + 1 < len && buf[r + 1] == '"') {
                        buf[w++] = '"';
                        r += 2;
                        continue;
                    }
                    r++;
                    break;
                }
                buf[w++] = buf[r++];
            }
        }
        while (r < len && buf[r] != ',' && buf[r] != '\n' && buf[r] != '\r')
            buf[w++] = buf[r++];
        char delim = r < len ? buf[r] : '\0';
        buf[w++] = '\0';
        if (push_field(f, start) != 0)
            return RECORD_NO_MEMORY;
        if (delim == ',') {
            r++;
            continue;
        }
        /* buf[r] may now be the NUL just written: go by delim */
        if (delim == '\r' && r + 1 < len && buf[r + 1] == '\n')
            r += 2;
        else if (delim == '\r' || delim == '\n')
            r++;
        *pos = r;
        return RECORD_OK;
    }
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t len = strlen(s);
    while (len > 0 && (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '\r'))
        s[--len] = '\0';
    return s;
}

enum { COL_LIBRARY, COL_PRECISION, COL_N, COL_BATCH, COL_PLACEMENT, COL_TIME, COL_GBPS,
       COL_GFLOPS, COL_WORKSPACE, N_COLUMNS };
static const char *const column_names[N_COLUMNS] = {
    "library", "precision", "n", "batch", "placement", "time_ms", "gbps", "gflops",
    "workspace_bytes"};

static const char *field_at(const field_list *f, const int *cols, int c)
{
    return cols[c] >= 0 && (size_t)cols[c] < f->count ? trim(f->items[cols[c]]) : "";
}

/* *out = 0 when s is one of zero's names, 1 when one of one's (any case); -1 if neither. */
static int pick_name(const char *s, const char *const *zero, size_t nzero,
                     const char *const *one, size_t none, int *out)
{
    for (size_t i = 0; i < nzero; i++)
        if (same_nocase(s, zero[i]))
            return *out = 0, 0;
    for (size_t i = 0; i < none; i++)
        if (same_nocase(s, one[i]))
            return *out = 1, 0;
    return -1;
}

#define NAMES(a) a, sizeof a / sizeof a[0]

static int parse_precision(const char *s, int *f64)
{
    static const char *const f32_names[] = {"f32", "fp32", "single", "float", "c64",
                                            "complex64"};
    static const char *const f64_names[] = {"f64", "fp64", "double", "c128", "complex128"};
    return pick_name(s, NAMES(f32_names), NAMES(f64_names), f64);
}

static int parse_placement(const char *s, int *inplace)
{
    static const char *const out_names[] = {"", "out-of-place", "outofplace", "out_of_place",
                                            "oop", "out"};
    static const char *const in_names[] = {"in-place", "inplace", "in_place", "ip", "in"};
    return pick_name(s, NAMES(out_names), NAMES(in_names), inplace);
}

/* An optional non-negative count: 1 and *v, 0 when empty, -1 when malformed. */
static int parse_count(const char *s, int64_t *v)
{
    if (!*s)
        return 0;
    return tool_parse_i64(s, strlen(s), v) == TOOL_INT_OK ? 1 : -1;
}

/* An optional finite real: 1 and *v, 0 when empty, -1 when malformed. */
static int parse_real(const char *s, double *v)
{
    if (!*s)
        return 0;
    char *end = NULL;
    double x = strtod(s, &end);
    if (end == s || *end || !isfinite(x))
        return -1;
    *v = x;
    return 1;
}

/* One data record: 1 added, 0 skipped, -1 out of memory. */
static int take_row(compare_table *t, const field_list *f, const int *cols,
                    const char *default_library)
{
    compare_row row = {NULL, 0, 0, 0, -1, -1.0, 0.0, -1.0, -1};
    const char *library = field_at(f, cols, COL_LIBRARY);
    if (!*library)
        library = default_library;
    if (!library || !*library)
        return 0;
    if (parse_precision(field_at(f, cols, COL_PRECISION), &row.f64) != 0 ||
        parse_placement(field_at(f, cols, COL_PLACEMENT), &row.inplace) != 0 ||
        parse_count(field_at(f, cols, COL_N), &row.n) != 1)
        return 0;
    if (row.n < 1 && !is_ceiling(library))
        return 0;
    int64_t count = 0;
    double real = 0;
    if (parse_count(field_at(f, cols, COL_BATCH), &count) == 1)
        row.batch = count;
    if (parse_real(field_at(f, cols, COL_TIME), &real) == 1 && real > 0)
        row.time_ms = real;
    if (parse_real(field_at(f, cols, COL_GFLOPS), &real) == 1 && real >= 0)
        row.gflops = real;
    if (parse_count(field_at(f, cols, COL_WORKSPACE), &count) == 1)
        row.workspace = count;
    int have = parse_real(field_at(f, cols, COL_GBPS), &real);
    if (have < 0)
        return 0;
    if (have == 0) {
        /* gbps = 2 x n x batch x element bytes / time, as every benchmark counts it */
        if (row.time_ms <= 0 || row.batch < 1 || row.n < 1)
            return 0;
        real = 2.0 * (double)row.n * (double)row.batch * (row.f64 ? 16.0 : 8.0) /
               (row.time_ms * 1e6);
    }
    if (!(real > 0) || !isfinite(real))
        return 0;
    row.gbps = real;
    row.library = (char *)library;
    return compare_table_add(t, &row) == 0 ? 1 : -1;
}

static int parse_error(char *err, size_t errlen, const char *what)
{
    if (err && errlen)
        snprintf(err, errlen, "%s", what);
    return -1;
}

/* Maps the header's names to column indexes; 0, or -1 with the missing one in err. */
static int map_header(const field_list *f, int *cols, char *err, size_t errlen)
{
    for (int c = 0; c < N_COLUMNS; c++)
        cols[c] = -1;
    for (size_t i = 0; i < f->count && i <= (size_t)0x7fffffff; i++) {
        const char *name = trim(f->items[i]);
        for (int c = 0; c < N_COLUMNS; c++)
            if (cols[c] < 0 && same_nocase(name, column_names[c]))
                cols[c] = (int)i;
    }
    static const int required[] = {COL_LIBRARY, COL_PRECISION, COL_N};
    for (size_t k = 0; k < sizeof required / sizeof required[0]; k++) {
        if (cols[required[k]] < 0) {
            if (err && errlen)
                snprintf(err, errlen, "the header has no '%s' column",
                         column_names[required[k]]);
            return -1;
        }
    }
    if (cols[COL_GBPS] < 0 && (cols[COL_TIME] < 0 || cols[COL_BATCH] < 0))
        return parse_error(err, errlen, "the header has neither 'gbps' nor 'time_ms' and 'batch'");
    return 0;
}

int compare_parse_csv(compare_table *t, const char *text, size_t len,
                      const char *default_library, size_t *added, size_t *skipped,
                      char *err, size_t errlen)
{
    size_t n_added = 0, n_skipped = 0, bytes;
    int rc = 0, have_header = 0, cols[N_COLUMNS];
    field_list f = {NULL, 0, 0};
    if (!tool_add_size(len, 1, &bytes))
        return parse_error(err, errlen, "the text is too large");
    char *buf = malloc(bytes);
    if (!buf)
        return parse_error(err, errlen, "out of memory");
    memcpy(buf, text, len);
    buf[len] = '\0';
    size_t pos = 0;
    while (pos < len && rc == 0) {
        size_t q = pos;
        while (q < len && (buf[q] == ' ' || buf[q] == '\t'))
            q++;
        if (q == len)
            break;
        if (buf[q] == '#' || buf[q] == '\n' || buf[q] == '\r') {
            while (q < len && buf[q] != '\n')
                q++;
            pos = q < len ? q + 1 : len;
            continue;
        }
        int r = read_record(buf, len, &pos, &f);
        if (r == RECORD_UNTERMINATED) {
            rc = parse_error(err, errlen, "a quoted field is not terminated");
        } else if (r == RECORD_NO_MEMORY) {
            rc = parse_error(err, errlen, "out of memory");
        } else if (!have_header) {
            rc = map_header(&f, cols, err, errlen);
            have_header = 1;
        } else {
            int took = take_row(t, &f, cols, default_library);
            if (took < 0)
                rc = parse_error(err, errlen, "out of memory");
            else if (took)
                n_added++;
            else
                n_skipped++;
        }
    }
    if (rc == 0 && !have_header)
        rc = parse_error(err, errlen, "no header line");
    free(f.items);
    free(buf);
    if (added)
        *added = n_added;
    if (skipped)
        *skipped = n_skipped;
    return rc;
}

/* ---------------------------------------------------------------- CSV writing */

/* A field, quoted when it holds a comma, quote or line break (RFC 4180). */
static void csv_field(FILE *out, const char *s)
{
    if (!s[strcspn(s, ",\"\r\n")]) {
        fputs(s, out);
        return;
    }
    fputc('"', out);
    for (const char *p = s; *p; p++) {
        if (*p == '"')
            fputc('"', out);
        fputc(*p, out);
    }
    fputc('"', out);
}

void compare_csv_header(FILE *out)
{
    fprintf(out, "library,precision,n,batch,placement,time_ms,gbps,gflops,workspace_bytes\n");
}

void compare_csv_row(FILE *out, const compare_row *r)
{
    csv_field(out, r->library);
    fprintf(out, ",%s,%lld,", r->f64 ? "f64" : "f32", (long long)r->n);
    if (r->batch >= 0)
        fprintf(out, "%lld", (long long)r->batch);
    fprintf(out, ",%s,", r->inplace ? "in-place" : "out-of-place");
    if (r->time_ms > 0)
        fprintf(out, "%.6f", r->time_ms);
    fprintf(out, ",%.3f,", r->gbps);
    if (r->gflops >= 0)
        fprintf(out, "%.3f", r->gflops);
    fputc(',', out);
    if (r->workspace >= 0)
        fprintf(out, "%lld", (long long)r->workspace);
    fputc('\n', out);
}

void compare_csv_rows(FILE *out, const compare_table *t)
{
    for (size_t i = 0; i < t->count; i++)
        compare_csv_row(out, &t->rows[i]);
    fflush(out);
}

/* ---------------------------------------------------------------- ratios */

int compare_ratio(const compare_table *t, const char *library, const char *ref, int f64,
                  int inplace, int64_t n, double *ratio)
{
    const compare_row *a = find_row(t, library, f64, inplace, n);
    const compare_row *b = find_row(t, ref, f64, inplace, n);
    if (!a || !b || !(b->gbps > 0))
        return 0;
    *ratio = a->gbps / b->gbps;
    return 1;
}

void compare_geomean(const compare_table *t, const char *library, const char *ref, int f64,
                     int inplace, compare_mean *m)
{
    double log_sum = 0;
    memset(m, 0, sizeof *m);
    for (size_t i = 0; i < t->count; i++) {
        const compare_row *a = &t->rows[i];
        double x;
        if (a->f64 != f64 || a->inplace != inplace || !same_nocase(a->library, library) ||
            !compare_ratio(t, library, ref, f64, inplace, a->n, &x) || !(x > 0))
            continue;
        log_sum += log(x);
        if (m->count == 0 || x < m->lowest) {
            m->lowest = x;
            m->lowest_n = a->n;
        }
        m->count++;
    }
    if (m->count)
        m->geomean = exp(log_sum / (double)m->count);
}

const compare_row *compare_ceiling(const compare_table *t, int f64, int inplace,
                                   int prefer_opencl)
{
    const char *order[2] = {prefer_opencl ? "memcpy-opencl" : "memcpy",
                            prefer_opencl ? "memcpy" : "memcpy-opencl"};
    /* Passes from the closest match: this precision and placement, this precision,
     * any; within each, the preferred copy, the other, then any "memcpy…" row. */
    for (int match = 0; match < 3; match++) {
        for (int name = 0; name < 3; name++) {
            for (size_t i = 0; i < t->count; i++) {
                const compare_row *r = &t->rows[i];
                if (!is_ceiling(r->library) || (match < 2 && r->f64 != f64) ||
                    (match < 1 && r->inplace != inplace))
                    continue;
                if (name < 2 ? same_nocase(r->library, order[name]) : 1)
                    return r;
            }
        }
    }
    return NULL;
}

/* ---------------------------------------------------------------- combined table */

static int library_rank(const char *library)
{
    static const char *const known[] = {"cufft", "vkfft", "clfft", "fftw"};
    if (is_ufft(library))
        return 0;
    for (int i = 0; i < 4; i++)
        if (same_nocase(library, known[i]))
            return i + 1;
    return 5;
}

static const char *pretty(const char *library)
{
    static const char *const names[][2] = {
        {"cufft", "cuFFT"}, {"vkfft", "VkFFT"}, {"clfft", "clFFT"}, {"fftw", "FFTW"}};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (same_nocase(library, names[i][0]))
            return names[i][1];
    return library;
}

static int by_rank(const void *x, const void *y)
{
    const char *a = *(const char *const *)x, *b = *(const char *const *)y;
    int ra = library_rank(a), rb = library_rank(b);
    return ra != rb ? (ra > rb) - (ra < rb) : strcmp(a, b);
}

static int by_value(const void *x, const void *y)
{
    int64_t a = *(const int64_t *)x, b = *(const int64_t *)y;
    return (a > b) - (a < b);
}

/* One precision and placement: its libraries (no copies) in display order, its sizes
 * ascending. Pointers into the table. */
typedef struct group {
    const char **libs;
    size_t nlibs;
    int64_t *sizes;
    size_t nsizes;
} group;

static int collect_group(const compare_table *t, int f64, int inplace, group *g)
{
    size_t bytes;
    memset(g, 0, sizeof *g);
    if (t->count == 0)
        return 0;
    if (!tool_mul_size(t->count, sizeof *g->libs, &bytes) || !(g->libs = malloc(bytes)) ||
        !tool_mul_size(t->count, sizeof *g->sizes, &bytes) || !(g->sizes = malloc(bytes))) {
        free(g->libs);
        g->libs = NULL;
        return -1;
    }
    for (size_t i = 0; i < t->count; i++) {
        const compare_row *r = &t->rows[i];
        if (r->f64 != f64 || r->inplace != inplace || is_ceiling(r->library))
            continue;
        size_t k = 0;
        while (k < g->nlibs && strcmp(g->libs[k], r->library))
            k++;
        if (k == g->nlibs)
            g->libs[g->nlibs++] = r->library;
        k = 0;
        while (k < g->nsizes && g->sizes[k] != r->n)
            k++;
        if (k == g->nsizes)
            g->sizes[g->nsizes++] = r->n;
    }
    qsort(g->libs, g->nlibs, sizeof *g->libs, by_rank);
    qsort(g->sizes, g->nsizes, sizeof *g->sizes, by_value);
    return 0;
}

static void group_free(group *g)
{
    free(g->libs);
    free(g->sizes);
    memset(g, 0, sizeof *g);
}

static void size_label(int64_t n, char *buf, size_t len)
{
    if (n > 0 && (n & (n - 1)) == 0) {
        int k = 0;
        while (((int64_t)1 << k) < n)
            k++;
        snprintf(buf, len, "2^%d", k);
    } else {
        snprintf(buf, len, "%lld", (long long)n);
    }
}

#define MIN_WIDTH 9

/* Column labels: a library, "ufft/cuFFT", "ufft %copy" (bounded; a very long library
 * name from a CSV is cut short, which only narrows its column). */
typedef char label_text[96];

static const char *ufft_name(const char *ufft_lib, size_t n_ufft)
{
    return n_ufft == 1 ? "ufft" : ufft_lib;
}

static int label_width(const char *label)
{
    size_t w = strlen(label);
    return w < MIN_WIDTH ? MIN_WIDTH : (int)w;
}

static void head_cell(FILE *out, const char *label)
{
    fprintf(out, "  %*s", label_width(label), label);
}

static void value_cell(FILE *out, const char *label, int have, int decimals, double v)
{
    if (have)
        fprintf(out, "  %*.*f", label_width(label), decimals, v);
    else
        fprintf(out, "  %*s", label_width(label), "-");
}

static void print_means(FILE *out, const compare_table *t, const group *g, int f64,
                        int inplace, size_t n_ufft)
{
    int any = 0, have_ref = 0;
    for (size_t j = 0; j < g->nlibs; j++)
        have_ref |= same_nocase(g->libs[j], "cufft");
    for (size_t i = 0; i < g->nlibs; i++) {
        for (size_t j = 0; j < g->nlibs; j++) {
            const char *a = g->libs[i], *b = g->libs[j];
            /* ufft over every competitor, and every competitor over cuFFT */
            int wanted = (is_ufft(a) && !is_ufft(b)) ||
                         (!is_ufft(a) && have_ref && same_nocase(b, "cufft") && i != j);
            compare_mean m;
            if (!wanted)
                continue;
            compare_geomean(t, a, b, f64, inplace, &m);
            if (m.count == 0)
                continue;
            if (!any)
                fprintf(out, "# geometric means over the sizes both ran:\n");
            any = 1;
            label_text size;
            size_label(m.lowest_n, size, sizeof size);
            fprintf(out, "#   %s/%s: %.3f over %zu sizes (lowest %.3f at N = %s)\n",
                    is_ufft(a) ? ufft_name(a, n_ufft) : pretty(a), pretty(b), m.geomean,
                    m.count, m.lowest, size);
        }
    }
    if (!any)
        fprintf(out, "# no size ran in two libraries: no ratios\n");
}

static void print_group(FILE *out, const compare_table *t, const group *g, int f64,
                        int inplace)
{
    size_t n_ufft = 0;
    const char *first_ufft = NULL;
    for (size_t j = 0; j < g->nlibs; j++) {
        if (is_ufft(g->libs[j])) {
            first_ufft = first_ufft ? first_ufft : g->libs[j];
            n_ufft++;
        }
    }
    const compare_row *ceil =
        compare_ceiling(t, f64, inplace, first_ufft && same_nocase(first_ufft, "ufft-opencl"));
    fprintf(out, "\n# ufft beside its competitors: 1D C2C %s %s, forward; GB/s = 2 x data "
                 "bytes / median time\n",
            f64 ? "f64" : "f32", inplace ? "in-place" : "out-of-place");
    if (ceil)
        fprintf(out, "# copy ceiling: %s %.1f GB/s (device to device, read + write)\n",
                ceil->library, ceil->gbps);
    else
        fprintf(out, "# copy ceiling: none measured (cufft_bench and clfft_bench write it)\n");
    for (size_t j = 0; j < g->nlibs; j++)
        if (same_nocase(g->libs[j], "fftw"))
            fprintf(out, "# FFTW runs on the host CPU, with its own bytes per size\n");

    /* One pass prints the header (s == SIZE_MAX), then one pass per size. The columns:
     * GB/s of every library, ufft over each competitor, ufft's % of the copy. */
    for (size_t s = SIZE_MAX;; s++) {
        int head = s == SIZE_MAX;
        if (!head && s >= g->nsizes)
            break;
        int64_t n = head ? 0 : g->sizes[s];
        label_text label;
        if (head)
            snprintf(label, sizeof label, "N");
        else
            size_label(n, label, sizeof label);
        fprintf(out, "%8s", label);
        for (size_t j = 0; j < g->nlibs; j++) {
            const compare_row *r = head ? NULL : find_row(t, g->libs[j], f64, inplace, n);
            snprintf(label, sizeof label, "%s", pretty(g->libs[j]));
            if (head)
                head_cell(out, label);
            else
                value_cell(out, label, r != NULL, 1, r ? r->gbps : 0);
        }
        for (size_t i = 0; i < g->nlibs; i++) {
            for (size_t j = 0; j < g->nlibs && is_ufft(g->libs[i]); j++) {
                if (is_ufft(g->libs[j]))
                    continue;
                double x = 0;
                snprintf(label, sizeof label, "%s/%s", ufft_name(g->libs[i], n_ufft),
                         pretty(g->libs[j]));
                if (head) {
                    head_cell(out, label);
                } else {
                    int have = compare_ratio(t, g->libs[i], g->libs[j], f64, inplace, n, &x);
                    value_cell(out, label, have, 3, x);
                }
            }
        }
        for (size_t i = 0; ceil && i < g->nlibs; i++) {
            if (!is_ufft(g->libs[i]))
                continue;
            const compare_row *r = head ? NULL : find_row(t, g->libs[i], f64, inplace, n);
            snprintf(label, sizeof label, "%s %%copy", ufft_name(g->libs[i], n_ufft));
            if (head)
                head_cell(out, label);
            else
                value_cell(out, label, r && ceil->gbps > 0, 1,
                           r ? 100.0 * r->gbps / ceil->gbps : 0);
        }
        fputc('\n', out);
    }
    print_means(out, t, g, f64, inplace, n_ufft);
}

int compare_print(FILE *out, const compare_table *t)
{
    int printed = 0;
    for (int f64 = 0; f64 < 2; f64++) {
        for (int inplace = 0; inplace < 2; inplace++) {
            group g;
            if (collect_group(t, f64, inplace, &g) != 0)
                return -1;
            if (g.nlibs > 0) {
                print_group(out, t, &g, f64, inplace);
                printed = 1;
            }
            group_free(&g);
        }
    }
    if (!printed)
        fprintf(out, "\n# ufft beside its competitors: no library measured any size\n");
    fflush(out);
    return 0;
}

/* ---------------------------------------------------------------- command lines */

static char *dup_i64(int64_t v)
{
    char text[32];
    snprintf(text, sizeof text, "%lld", (long long)v);
    return dup_str(text);
}

void compare_argv_free(char **argv)
{
    if (!argv)
        return;
    for (size_t i = 0; argv[i]; i++)
        free(argv[i]);
    free(argv);
}

static int takes_device(const compare_program *p, const char *device)
{
    if (!p->device_prefix || !device)
        return 0;
    size_t len = strlen(p->device_prefix);
    return strncmp(device, p->device_prefix, len) == 0 &&
           (device[len] == '\0' || device[len] == ':');
}

char **compare_argv(const compare_options *o, const compare_program *p, const char *csv_path)
{
    /* name, 5 valued options, --inplace, --device pair, sizes, the final NULL */
    size_t cap, bytes;
    if (!tool_add_size(o->nsizes, 1 + 10 + 1 + 2 + 1, &cap) ||
        !tool_mul_size(cap, sizeof(char *), &bytes))
        return NULL;
    char **argv = calloc(cap, sizeof *argv);
    if (!argv)
        return NULL;
    size_t k = 0;
    int64_t bytes_arg = p->host && !o->bytes_given ? COMPARE_HOST_BYTES : o->bytes;
    int ok = (argv[k++] = dup_str(p->name)) != NULL &&
             (argv[k++] = dup_str("--precision")) != NULL &&
             (argv[k++] = dup_str(o->f64 ? "f64" : "f32")) != NULL &&
             (argv[k++] = dup_str("--bytes")) != NULL &&
             (argv[k++] = dup_i64(bytes_arg)) != NULL &&
             (!o->inplace || (argv[k++] = dup_str("--inplace")) != NULL) &&
             (argv[k++] = dup_str("--runs")) != NULL &&
             (argv[k++] = dup_i64(o->runs)) != NULL &&
             (argv[k++] = dup_str("--warmup")) != NULL &&
             (argv[k++] = dup_i64(o->warmup)) != NULL &&
             (argv[k++] = dup_str("--csv")) != NULL &&
             (argv[k++] = dup_str(csv_path)) != NULL;
    if (ok && takes_device(p, o->device))
        ok = (argv[k++] = dup_str("--device")) != NULL && (argv[k++] = dup_str(o->device)) != NULL;
    for (size_t i = 0; ok && i < o->nsizes; i++)
        ok = (argv[k++] = dup_i64(o->sizes[i])) != NULL;
    if (!ok) {
        compare_argv_free(argv); /* the failed slot is NULL: it ends the list */
        return NULL;
    }
    argv[k] = NULL;
    return argv;
}
