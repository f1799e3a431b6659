/* Table and CSV rows for "ufft bench". GB/s counts one read and one write of the
 * packed data; GFLOPS uses the nominal 5 N log2 N (as benchFFT does), so numbers
 * are comparable across libraries and lengths, not a count of real operations. */
#include "bench_output.h"

#include <string.h>

static double gb_per_s(const bench_row *row)
{
    return (double)row->extent->moved_bytes / (row->result->median_ms * 1e6);
}

static double gflops(const bench_row *row)
{
    return row->extent->flops / (row->result->median_ms * 1e6);
}

void bench_table_header(FILE *out)
{
    fprintf(out, "%-28s %12s %10s %10s %10s %9s %9s %12s  %s\n", "problem", "n", "batch",
            "time_ms", "min_ms", "GB/s", "GFLOPS", "workspace", "plan");
}

void bench_table_row(FILE *out, const bench_row *row)
{
    const bench_result *r = row->result;
    fprintf(out, "%-28s %12lld %10lld ", row->problem, (long long)row->extent->total_n,
            (long long)row->extent->batch);
    if (r->status == UFFT_SUCCESS && r->median_ms <= 0) { /* planned, not run */
        fprintf(out, "%10s %10s %9s %9s %12zu  %s\n", "-", "-", "-", "-", r->workspace,
                r->plan_text ? r->plan_text : "");
    } else if (r->status == UFFT_SUCCESS) {
        fprintf(out, "%10.4f %10.4f %9.2f %9.2f %12zu  %s\n", r->median_ms, r->min_ms,
                gb_per_s(row), gflops(row), r->workspace, r->plan_text ? r->plan_text : "");
    } else {
        /* Only the first line of the detail: a compiler log would bury the table. */
        const char *detail = r->detail ? r->detail : "";
        int first = (int)strcspn(detail, "\r\n");
        fprintf(out, "FAILED at %s: %s (%s)%s%.*s%s\n", r->stage ? r->stage : "?",
                ufft_status_name(r->status), ufft_status_string(r->status),
                first ? ": " : "", first, detail, detail[first] ? " [...]" : "");
        if (detail[first])
            fprintf(stderr, "ufft bench: %s: full detail:\n%s\n", row->problem, detail);
    }
    fflush(out);
}

/* A CSV field, quoted when it holds a comma, quote or line break (RFC 4180). */
static void csv_field(FILE *out, const char *s)
{
    const char *p = s;
    while (*p && *p != ',' && *p != '"' && *p != '\n' && *p != '\r')
        p++;
    if (!*p) {
        fputs(s, out);
        return;
    }
    fputc('"', out);
    for (p = s; *p; p++) {
        if (*p == '"')
            fputc('"', out);
        fputc(*p, out);
    }
    fputc('"', out);
}

void bench_csv_header(FILE *out)
{
    /* The first columns are those of bench/cufft_bench and bench/clfft_bench, so that
     * bench/merge.py reads every library's CSV the same way. */
    fprintf(out, "library,precision,n,batch,placement,time_ms,gbps,gflops,workspace_bytes,"
                 "min_ms,problem,plan,status,detail\n");
}

void bench_csv_row(FILE *out, const bench_row *row)
{
    const bench_result *r = row->result;
    fprintf(out, "%s,%s,%lld,%lld,%s,", row->library,
            row->p->desc.precision == UFFT_F64 ? "f64" : "f32", (long long)row->extent->total_n,
            (long long)row->extent->batch,
            row->p->desc.placement == UFFT_IN_PLACE ? "in-place" : "out-of-place");
    if (r->status == UFFT_SUCCESS && r->median_ms <= 0) /* planned, not run */
        fprintf(out, ",,,%zu,,", r->workspace);
    else if (r->status == UFFT_SUCCESS)
        fprintf(out, "%.6f,%.3f,%.3f,%zu,%.6f,", r->median_ms, gb_per_s(row), gflops(row),
                r->workspace, r->min_ms);
    else
        fprintf(out, ",,,,,");
    csv_field(out, row->problem);
    fputc(',', out);
    csv_field(out, r->plan_text ? r->plan_text : "");
    fputc(',', out);
    csv_field(out, ufft_status_name(r->status));
    fputc(',', out);
    csv_field(out, r->detail ? r->detail : "");
    fputc('\n', out);
    fflush(out);
}
