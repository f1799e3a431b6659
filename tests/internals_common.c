/* internals: the check counter, fake devices of each class, packed and strided problems, and a row
 * under a UFFT_TUNING text, shared by the other internals_*.c files. */
#include <stdio.h>
#include <string.h>

#include "host_plan.h"
#include "internals.h"

static int failed, passed;

void check(bool ok, const char *what, const char *detail)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    printf("FAIL %s: %s\n", what, detail);
}

ufft__device_caps fake_caps(const char *vendor, bool gpu, uint64_t local)
{
    ufft__device_caps c;
    memset(&c, 0, sizeof c);
    c.is_gpu = gpu;
    c.has_fp64 = true;
    c.global_mem = (uint64_t)80 << 30;
    c.max_alloc = (uint64_t)20 << 30;
    c.local_mem = local;
    c.max_group_size = 1024;
    c.compute_units = 132;
    c.warp = 32;
    snprintf(c.vendor, sizeof c.vendor, "%s", vendor);
    return c;
}

/* Whether the launch bound of ps (its min_groups groups) fits one unit of caps: its
 * work-items (twice the largest group's) and local memory. */
bool groups_in_unit(const ufft__device_caps *caps, const ufft__pass *ps)
{
    uint64_t group = (uint64_t)ps->cols * (uint64_t)ps->threads_per_col;
    return group * ps->min_groups <= 2 * (uint64_t)caps->max_group_size &&
           ps->local_bytes * ps->min_groups <= caps->local_mem;
}

ufft__problem packed(int64_t n, int64_t batch, ufft_precision prec, bool in_place)
{
    return ufft_test_problem(n, batch, prec, in_place, 1);
}

/* packed(), out of place, its input at element stride istride */
ufft__problem strided_input(int64_t n, int64_t batch, ufft_precision prec, int64_t istride)
{
    ufft__problem pb = packed(n, batch, prec, false);
    pb.istride = istride;
    pb.idist = n * istride;
    pb.in_extent = pb.idist * batch;
    return pb;
}

/* The row of caps with a UFFT_TUNING text applied (checked: a test's text must parse). */
ufft__tuning row_with(const ufft__device_caps *caps, const char *tuning)
{
    ufft__tuning tu = *ufft__tuning_for(caps);
    check(ufft__tuning_override(&tu, tuning, &(ufft__errbuf){0}) == UFFT_SUCCESS, tuning,
          "tuning rejected");
    return tu;
}

/* A row's list of lengths (ufft__in_list stops at the first entry past n): present,
 * ascending. */
bool ascending_list(const uint32_t *list)
{
    bool ascending = list != NULL;
    for (const uint32_t *o = list; o && o[0] && o[1]; o++)
        ascending = ascending && o[0] < o[1];
    return ascending;
}

/* "kind, row precision n": the name of a case on the H100 or CPU row. */
void row_case(char *what, size_t len, const char *kind, bool cpu, ufft_precision prec,
              int64_t n)
{
    snprintf(what, len, "%s, %s %s %lld", kind, cpu ? "cpu" : "h100",
             prec == UFFT_F64 ? "f64" : "f32", (long long)n);
}

/* The row of caps with `tuning` over it, into *tu; a failed check under `what` where the
 * tuning is bad. */
bool row_tuned(const ufft__device_caps *caps, const char *tuning, const char *what,
               ufft__tuning *tu)
{
    *tu = *ufft__tuning_for(caps);
    if (ufft__tuning_override(tu, tuning, NULL) == UFFT_SUCCESS)
        return true;
    check(false, what, "bad tuning");
    return false;
}

/* pb planned under two tunings as a plan builds it (its program's forms too), into a and
 * b; a failed check under `what` where either fails. */
bool plan_two_ways(const ufft__problem *pb, const ufft__device_caps *caps,
                   const ufft__tuning *one, const ufft__tuning *two, const char *what,
                   ufft__schedule *a, ufft__schedule *b)
{
    bool planned = ufft__plan_stockham_built(pb, caps, one, a, NULL) == UFFT_SUCCESS &&
                   ufft__plan_stockham_built(pb, caps, two, b, NULL) == UFFT_SUCCESS;
    check(planned, what, "not planned");
    return planned;
}

int internals_report(void)
{
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
