/* Sizes of a problem's buffers (see extent.h). Every product is overflow-checked:
 * problem strings come from the command line. */
#include "extent.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "checked.h"

/* One side of a transform: its logical sizes and layout, in elements. */
typedef struct side {
    int rank;
    int64_t dims[3];
    int64_t embed[3]; /* 0 = dims */
    int64_t stride;   /* 0 = 1 */
    int64_t dist;     /* 0 = stride * product(embed) */
    int64_t elem;     /* bytes per element */
} side;

/* Elements spanned: (batch-1)*dist + stride * offset(last element) + 1. */
static int side_bytes(const side *s, int64_t batch, size_t *out)
{
    int64_t stride = s->stride ? s->stride : 1, offset = 0, volume = 1;
    for (int d = s->rank - 1; d >= 0; d--) {
        int64_t embed = s->embed[d] ? s->embed[d] : s->dims[d], term;
        if (!tool_mul_i64(s->dims[d] - 1, volume, &term) || !tool_add_i64(offset, term, &offset) ||
            !tool_mul_i64(volume, embed, &volume))
            return -1;
    }
    int64_t dist = s->dist, span, last;
    if (!dist && !tool_mul_i64(stride, volume, &dist))
        return -1;
    if (!tool_mul_i64(batch - 1, dist, &span) || !tool_mul_i64(stride, offset, &last) ||
        !tool_add_i64(span, last, &span) || !tool_add_i64(span, 1, &span) ||
        !tool_mul_i64(span, s->elem, &span) || !tool_i64_to_size(span, out))
        return -1;
    return 0;
}

/* The input (in = 1) or output side of the problem. */
static side make_side(const ufft_problem *p, int in)
{
    const ufft_desc *d = &p->desc;
    int64_t real = d->precision == UFFT_F64 ? 8 : 4;
    /* R2C reads reals and writes complex; C2R the reverse; C2C complex both ways. */
    int is_real = (d->kind == UFFT_R2C && in) || (d->kind == UFFT_C2R && !in);
    int is_half = (d->kind == UFFT_R2C && !in) || (d->kind == UFFT_C2R && in);
    side s;
    memset(&s, 0, sizeof s);
    s.rank = d->rank;
    memcpy(s.dims, d->n, sizeof s.dims);
    memcpy(s.embed, in ? d->inembed : d->onembed, sizeof s.embed);
    s.stride = in ? d->istride : d->ostride;
    s.dist = in ? d->idist : d->odist;
    s.elem = is_real ? real : 2 * real;
    int64_t last = d->n[d->rank - 1];
    if (is_half)
        s.dims[d->rank - 1] = last / 2 + 1;
    if (is_real && d->placement == UFFT_IN_PLACE && s.embed[d->rank - 1] == 0)
        s.embed[d->rank - 1] = 2 * (last / 2 + 1);
    return s;
}

static int packed_bytes(const ufft_problem *p, int in, int64_t batch, int64_t *bytes)
{
    side s = make_side(p, in);
    int64_t v = s.elem;
    for (int d = 0; d < s.rank; d++)
        if (!tool_mul_i64(v, s.dims[d], &v))
            return -1;
    return tool_mul_i64(v, batch, bytes) ? 0 : -1;
}

int problem_transform_bytes(const ufft_problem *p, int64_t *bytes)
{
    if (p->desc.rank < 1 || p->desc.rank > 3)
        return -1;
    return packed_bytes(p, 1, 1, bytes);
}

int problem_extent_compute(const ufft_problem *p, problem_extent *e, char *err, size_t errlen)
{
    const ufft_desc *d = &p->desc;
    memset(e, 0, sizeof *e);
    if (d->rank < 1 || d->rank > 3) {
        snprintf(err, errlen, "rank %d is not 1, 2 or 3", d->rank);
        return -1;
    }
    int64_t n = 1, in_packed, out_packed, moved;
    for (int i = 0; i < d->rank; i++)
        if (d->n[i] < 1 || !tool_mul_i64(n, d->n[i], &n)) {
            snprintf(err, errlen, "the sizes are not positive or their product overflows");
            return -1;
        }
    e->total_n = n;
    e->batch = d->batch ? d->batch : 1;
    side in = make_side(p, 1), out = make_side(p, 0);
    if (side_bytes(&in, e->batch, &e->in_bytes) != 0 ||
        side_bytes(&out, e->batch, &e->out_bytes) != 0 ||
        packed_bytes(p, 1, e->batch, &in_packed) != 0 ||
        packed_bytes(p, 0, e->batch, &out_packed) != 0 ||
        !tool_add_i64(in_packed, out_packed, &moved) || !tool_i64_to_size(moved, &e->moved_bytes)) {
        snprintf(err, errlen, "the buffer sizes overflow 64 bits");
        return -1;
    }
    double per = (double)n * log2((double)n) * (d->kind == UFFT_C2C ? 5.0 : 2.5);
    e->flops = per * (double)e->batch;
    return 0;
}
