/* Descriptor validation: every field checked, every default filled, every size
 * computed with overflow checks, before the planner sees the problem. */
#include "api/internal.h"
#include "util/checked.h"

/* Two nested loops (extent n1 at stride s1, n2 at s2) hit one address twice iff a
 * nonzero (di, dj) with |di| < n1, |dj| < n2 has di*s1 == dj*s2; the smallest such
 * pair is (s2/g, s1/g) with g = gcd(s1, s2). */
static bool layout_collides(int64_t n1, int64_t s1, int64_t n2, int64_t s2)
{
    if (n1 <= 1 || n2 <= 1)
        return false;
    int64_t g = ufft__gcd_i64(s1, s2);
    return s2 / g < n1 && s1 / g < n2;
}

/* (batch-1)*dist + (n-1)*stride + 1 */
static bool extent(int64_t n, int64_t stride, int64_t batch, int64_t dist, int64_t *out)
{
    int64_t a, b, s;
    return ufft__mul_i64(n - 1, stride, &a) && ufft__mul_i64(batch - 1, dist, &b) &&
           ufft__add_i64(a, b, &s) && ufft__add_i64(s, 1, out);
}

ufft_status ufft__problem_from_desc(ufft_context *ctx, const ufft_desc *d, ufft__problem *pb)
{
    if (d->rank < 1 || d->rank > 3)
        return ufft__fail(ctx, UFFT_ERROR_INVALID_ARGUMENT, "rank %d is not 1, 2 or 3", d->rank);
    int64_t total = 1;
    for (int i = 0; i < d->rank; i++) {
        if (d->n[i] < 1)
            return ufft__fail(ctx, UFFT_ERROR_INVALID_ARGUMENT, "n[%d] = %lld is not positive", i,
                              (long long)d->n[i]);
        if (!ufft__mul_i64(total, d->n[i], &total))
            return ufft__fail(ctx, UFFT_ERROR_SIZE_OVERFLOW, "the product of the sizes overflows");
    }
    if (d->batch < 0)
        return ufft__fail(ctx, UFFT_ERROR_INVALID_ARGUMENT, "batch %lld is negative",
                          (long long)d->batch);
    if (d->precision != UFFT_F32 && d->precision != UFFT_F64)
        return ufft__fail(ctx, UFFT_ERROR_INVALID_ARGUMENT, "precision %d is not UFFT_F32 or UFFT_F64",
                          (int)d->precision);
    if (d->kind != UFFT_C2C && d->kind != UFFT_R2C && d->kind != UFFT_C2R)
        return ufft__fail(ctx, UFFT_ERROR_INVALID_ARGUMENT, "kind %d is not C2C, R2C or C2R",
                          (int)d->kind);
    if (d->placement != UFFT_OUT_OF_PLACE && d->placement != UFFT_IN_PLACE)
        return ufft__fail(ctx, UFFT_ERROR_INVALID_ARGUMENT, "placement %d is not valid",
                          (int)d->placement);
    if (d->istride < 0 || d->idist < 0 || d->ostride < 0 || d->odist < 0)
        return ufft__fail(ctx, UFFT_ERROR_INVALID_LAYOUT,
                          "strides and distances must be positive (0 = packed default)");
    for (int i = 0; i < 3; i++)
        if (d->inembed[i] < 0 || d->onembed[i] < 0 ||
            (i < d->rank && ((d->inembed[i] && d->inembed[i] < d->n[i]) ||
                             (d->onembed[i] && d->onembed[i] < d->n[i]))))
            return ufft__fail(ctx, UFFT_ERROR_INVALID_LAYOUT,
                              "embedding %d smaller than its size or negative", i);

    int64_t batch = d->batch ? d->batch : 1, elements, bytes;
    size_t elem = d->precision == UFFT_F64 ? 16 : 8;
    if (!ufft__mul_i64(total, batch, &elements) ||
        !ufft__mul_i64(elements, (int64_t)elem, &bytes))
        return ufft__fail(ctx, UFFT_ERROR_SIZE_OVERFLOW,
                          "sizes x batch x element size overflow 64 bits");
    if (d->rank > 1)
        return ufft__fail(ctx, UFFT_ERROR_UNSUPPORTED, "rank %d transforms are not implemented yet",
                          d->rank);
    if (d->kind != UFFT_C2C)
        return ufft__fail(ctx, UFFT_ERROR_UNSUPPORTED,
                          "real transforms (R2C/C2R) are not implemented yet");

    pb->n = d->n[0];
    pb->batch = batch;
    pb->precision = d->precision;
    pb->placement = d->placement;
    pb->elem_bytes = elem;
    pb->istride = d->istride ? d->istride : 1;
    pb->ostride = d->ostride ? d->ostride : 1;
    /* The packed default distance is the stride times the embedding (ufft.h), n where
     * inembed[0] / onembed[0] is 0. */
    int64_t iembed = d->inembed[0] ? d->inembed[0] : pb->n;
    int64_t oembed = d->onembed[0] ? d->onembed[0] : pb->n;
    if ((!d->idist && !ufft__mul_i64(pb->istride, iembed, &pb->idist)) ||
        (!d->odist && !ufft__mul_i64(pb->ostride, oembed, &pb->odist)))
        return ufft__fail(ctx, UFFT_ERROR_SIZE_OVERFLOW, "default distance overflows");
    if (d->idist)
        pb->idist = d->idist;
    if (d->odist)
        pb->odist = d->odist;
    if (!extent(pb->n, pb->istride, batch, pb->idist, &pb->in_extent) ||
        !extent(pb->n, pb->ostride, batch, pb->odist, &pb->out_extent))
        return ufft__fail(ctx, UFFT_ERROR_SIZE_OVERFLOW, "the layout's extent overflows");
    if (layout_collides(pb->n, pb->ostride, batch, pb->odist))
        return ufft__fail(ctx, UFFT_ERROR_INVALID_LAYOUT,
                          "output layout (ostride %lld, odist %lld) writes two elements of "
                          "n = %lld, batch = %lld to one place",
                          (long long)pb->ostride, (long long)pb->odist, (long long)pb->n,
                          (long long)batch);
    if (pb->placement == UFFT_IN_PLACE &&
        (pb->istride != pb->ostride || (batch > 1 && pb->idist != pb->odist)))
        return ufft__fail(ctx, UFFT_ERROR_UNSUPPORTED,
                          "in-place transforms need the same input and output layout");

    if (pb->precision == UFFT_F64 && !ctx->caps.has_fp64)
        return ufft__fail(ctx, UFFT_ERROR_UNSUPPORTED, "device '%s' has no double precision",
                          ctx->info.name);
    int64_t span = pb->in_extent > pb->out_extent ? pb->in_extent : pb->out_extent, span_bytes;
    if (!ufft__mul_i64(span, (int64_t)elem, &span_bytes))
        return ufft__fail(ctx, UFFT_ERROR_SIZE_OVERFLOW, "the layout's byte size overflows");
    if ((uint64_t)bytes > ctx->caps.global_mem || (uint64_t)span_bytes > ctx->caps.max_alloc)
        return ufft__fail(ctx, UFFT_ERROR_TOO_LARGE,
                          "%lld bytes of data (buffers of %lld bytes) exceed the device "
                          "(%llu bytes of memory, %llu in one buffer)",
                          (long long)bytes, (long long)span_bytes,
                          (unsigned long long)ctx->caps.global_mem,
                          (unsigned long long)ctx->caps.max_alloc);
    return UFFT_SUCCESS;
}
