/* Whether a length goes past the row's codelets, and its first choice there (api/plan.c's
 * large_prime_create): Rader's kernel in one, a split plan in one kernel, a split plan
 * of several, or Bluestein; here so that the api layer and the host tools that screen
 * knobs (plan_diff --routes, nvrtc_matrix) make it the same way. */
#include <string.h>

#include "plan/plan.h"

bool ufft__past_codelets(const ufft__problem *pb, const ufft__device_caps *caps,
                         const ufft__tuning *ctx_tu, const ufft__tuning *row, bool *listed)
{
    *listed = ufft__blue_listed(pb, caps, ctx_tu);
    return *listed || ufft__needs_bluestein(pb->n, ufft__max_prime(row, pb->precision));
}

void ufft__large_prime_route(const ufft__problem *pb, const ufft__device_caps *caps,
                             const ufft__tuning *tu, bool listed, ufft__route *r)
{
    memset(r, 0, sizeof *r);
    /* lengths the row measured faster as Bluestein of the whole length skip Rader's
     * kernel and the split plans */
    if (!listed && ufft__plan_rader_fused(pb, caps, tu, &r->s, &r->rader_g)) {
        r->kind = UFFT__ROUTE_RADER;
        return;
    }
    r->fused = ufft__plan_bluestein(pb, caps, tu, &r->m, &r->blue);
    uint32_t split_m = ufft__split_m(tu, pb->precision);
    /* in one kernel either way: a split there where it saves work (on the H100 the split
     * plans of several kernels it would replace were 0.53-0.83x of it for 11 of 28) */
    bool whole = r->fused && (!split_m || r->m <= (int64_t)split_m);
    r->kind = UFFT__ROUTE_BLUESTEIN;
    if (!listed && whole &&
        ufft__plan_split_one(pb, caps, tu, ufft__blue_split_weight(tu, pb->precision, r->m),
                             &r->sp, &r->s))
        r->kind = UFFT__ROUTE_SPLIT_ONE;
    else if (!listed && split_m && (!r->fused || r->m > (int64_t)split_m) &&
             ufft__plan_split(pb, caps, tu, &r->sp, &r->s))
        r->kind = UFFT__ROUTE_SPLIT;
    else
        r->s = r->blue;
}
