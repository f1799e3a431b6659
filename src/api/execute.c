/* ufft_execute: checks the buffers against the plan, then queues the launches that run
 * its schedule over them and the plan's workspace (Stockham passes, Bluestein's and
 * Rader's kernels, split plans). */
#include "api/internal.h"
#include "gen/gen.h"
#include "util/checked.h"

/* Elements (of the problem's type) a buffer holds. */
static int64_t capacity(const ufft_plan *p, const ufft_buffer *b)
{
    return (int64_t)(b->size / p->pb.elem_bytes);
}

ufft_status ufft__check_align(ufft_plan *p, const ufft_buffer *b, const char *which)
{
    if (b->align >= p->pb.elem_bytes)
        return UFFT_SUCCESS;
    return ufft__fail(p->ctx, UFFT_ERROR_INVALID_ARGUMENT,
                      "the %s buffer's device address is a multiple of %zu bytes; %s complex "
                      "elements need %zu",
                      which, b->align, p->pb.precision == UFFT_F64 ? "fp64" : "fp32",
                      p->pb.elem_bytes);
}

static ufft_status check_buffers(ufft_plan *p, ufft_buffer *in, ufft_buffer *out)
{
    ufft_context *c = p->ctx;
    const ufft__problem *pb = &p->pb;
    if (in->ctx != c || (out && out->ctx != c))
        return ufft__fail(c, UFFT_ERROR_WRONG_CONTEXT, "a buffer belongs to another context");
    ufft_status st = ufft__check_align(p, in, "input");
    if (st == UFFT_SUCCESS && out && out != in)
        st = ufft__check_align(p, out, "output");
    if (st != UFFT_SUCCESS)
        return st;
    if (pb->placement == UFFT_IN_PLACE) {
        if (out && out != in)
            return ufft__fail(c, UFFT_ERROR_PLACEMENT,
                              "an in-place plan was given two different buffers");
        int64_t need = pb->in_extent > pb->out_extent ? pb->in_extent : pb->out_extent;
        if (capacity(p, in) < need)
            return ufft__fail(c, UFFT_ERROR_BUFFER_TOO_SMALL,
                              "buffer of %zu bytes, the layout spans %lld elements of %zu bytes",
                              in->size, (long long)need, pb->elem_bytes);
        return UFFT_SUCCESS;
    }
    if (!out)
        return ufft__fail(c, UFFT_ERROR_PLACEMENT, "an out-of-place plan needs an output buffer");
    if (out == in || c->ops->mem_alias(c->dev, in->mem, out->mem))
        return ufft__fail(c, UFFT_ERROR_BUFFER_OVERLAP,
                          "an out-of-place plan's input and output share memory");
    if (capacity(p, in) < pb->in_extent)
        return ufft__fail(c, UFFT_ERROR_BUFFER_TOO_SMALL,
                          "input buffer of %zu bytes, the layout spans %lld elements of %zu bytes",
                          in->size, (long long)pb->in_extent, pb->elem_bytes);
    if (capacity(p, out) < pb->out_extent)
        return ufft__fail(c, UFFT_ERROR_BUFFER_TOO_SMALL,
                          "output buffer of %zu bytes, the layout spans %lld elements of %zu bytes",
                          out->size, (long long)pb->out_extent, pb->elem_bytes);
    return UFFT_SUCCESS;
}

/* The workspace to use, allocating the plan's own on first use. Called locked. */
static ufft_status workspace(ufft_plan *p, ufft_buffer *in, ufft_buffer *out, void **mem)
{
    ufft_context *c = p->ctx;
    *mem = NULL;
    if (p->workspace_bytes == 0)
        return UFFT_SUCCESS;
    if (p->user_workspace) {
        void *w = p->user_workspace->mem;
        if (c->ops->mem_alias(c->dev, w, in->mem) || (out && c->ops->mem_alias(c->dev, w, out->mem)))
            return ufft__fail(c, UFFT_ERROR_BUFFER_OVERLAP,
                              "the workspace shares memory with the input or output");
        *mem = w;
        return UFFT_SUCCESS;
    }
    if (!p->own_workspace) {
        ufft_status st = c->ops->mem_alloc(c->dev, p->workspace_bytes, &p->own_workspace, &c->err);
        if (st != UFFT_SUCCESS)
            return st;
    }
    *mem = p->own_workspace;
    return UFFT_SUCCESS;
}

static ufft__arg idx_arg(bool idx64, int64_t v)
{
    ufft__arg a;
    if (idx64) {
        a.kind = UFFT__ARG_U64;
        a.v.u64 = (uint64_t)v;
    } else {
        a.kind = UFFT__ARG_U32;
        a.v.u32 = (uint32_t)v;
    }
    return a;
}

static ufft__arg mem_arg(void *mem)
{
    ufft__arg a;
    a.kind = UFFT__ARG_MEM;
    a.v.mem = mem;
    return a;
}

static ufft__arg u64_arg(uint64_t v)
{
    ufft__arg a;
    a.kind = UFFT__ARG_U64;
    a.v.u64 = v;
    return a;
}

/* Where each of the schedule's buffers lives: native memory plus an element offset. */
typedef struct place {
    void *mem;
    uint64_t off;
} place;

/* Launches a kernel shaped like pass ps (its group size and local memory) over
 * `rows` columns. */
static ufft_status launch_pass_kernel(ufft_plan *p, ufft__kernel *k, const ufft__pass *ps,
                                      const ufft__arg *args, int nargs, int64_t rows)
{
    ufft_context *c = p->ctx;
    const ufft__dialect *d = ufft__dialect_find(c->ops->dialect);
    /* a group per cols columns, or what the device runs at once looping over the rows */
    uint64_t groups = ps->rows_loop ? ufft__rows_loop_groups(ps, &c->caps, rows)
                                    : (uint64_t)(rows + ps->cols - 1) / (uint64_t)ps->cols;
    return c->ops->launch(c->dev, k, args, nargs, groups,
                          (uint32_t)(ps->threads_per_col * ps->cols),
                          d && d->dynamic_local[0] ? ps->local_bytes : 0, &c->err);
}

static ufft_status launch_passes(ufft_plan *p, int dir, const place where[4])
{
    const ufft__problem *pb = &p->pb;
    const ufft__schedule *s = &p->s;
    int nk = ufft__kernel_count(s);
    for (int k = 0; k < nk; k++) {
        int i = ufft__kernel_pass(s, k);
        const ufft__pass *ps = &s->pass[i];
        const place *src = &where[s->route[i]];
        const place *dst = &where[ufft__pass_out(s, i)];
        bool first = k == 0, last = k + 1 == nk;
        int64_t ncols = pb->n / ps->p * pb->batch;
        ufft__arg args[] = {
            mem_arg(src->mem),
            mem_arg(dst->mem),
            mem_arg(p->twiddles),
            idx_arg(s->idx64, ncols),
            idx_arg(s->idx64, first ? pb->istride : 1),
            idx_arg(s->idx64, first ? pb->idist : pb->n),
            idx_arg(s->idx64, last ? pb->ostride : 1),
            idx_arg(s->idx64, last ? pb->odist : pb->n),
            u64_arg(src->off),
            u64_arg(dst->off),
        };
        ufft_status st = launch_pass_kernel(p, p->kernels[k][dir], ps, args,
                                            (int)(sizeof args / sizeof args[0]), ncols);
        if (st != UFFT_SUCCESS)
            return st;
    }
    return UFFT_SUCCESS;
}

/* One element-wise Bluestein step over `total` elements; ioff, ooff: element offsets
 * of the round's first row in src and dst. */
static ufft_status blue_step(ufft_plan *p, int step, int dir, void *src, void *dst,
                             uint64_t total, uint64_t ioff, uint64_t ooff)
{
    ufft_context *c = p->ctx;
    const ufft__problem *pb = &p->pb;
    ufft__arg args[] = {
        mem_arg(src),
        mem_arg(dst),
        mem_arg(p->twiddles),
        u64_arg(total),
        u64_arg((uint64_t)pb->n),
        u64_arg((uint64_t)p->blue->m),
        u64_arg((uint64_t)p->blue->m), /* chirp: table offset, after the spectrum */
        u64_arg(0),                    /* spectrum */
        u64_arg((uint64_t)pb->istride),
        u64_arg((uint64_t)pb->idist),
        u64_arg((uint64_t)pb->ostride),
        u64_arg((uint64_t)pb->odist),
        u64_arg(ioff),
        u64_arg(ooff),
    };
    const uint32_t group = 256; /* as generated */
    return c->ops->launch(c->dev, p->blue->k[step][dir], args, (int)(sizeof args / sizeof args[0]),
                          (total + group - 1) / group, group, 0, &c->err);
}

/* Per round of bl->rows rows: x * chirp into workspace region 0, FFT, times the
 * kernel's spectrum, inverse FFT (the sub-plan in place there, its own workspace after
 * it), times chirp into out. The sub-plan always transforms bl->rows rows; in a last,
 * shorter round the ones past the batch hold the previous round's finite values and
 * go nowhere. */
static ufft_status run_bluestein(ufft_plan *p, int dir, void *in, void *out, void *ws)
{
    const ufft__bluestein *bl = p->blue;
    const ufft__problem *pb = &p->pb;
    uint64_t region = (uint64_t)(bl->m * bl->rows); /* checked at plan creation */
    const place sub_where[4] = {{ws, 0}, {ws, 0}, {ws, region}, {ws, 2 * region}};
    ufft_status st = UFFT_SUCCESS;
    for (int64_t r0 = 0; r0 < pb->batch && st == UFFT_SUCCESS; r0 += bl->rows) {
        int64_t rows = pb->batch - r0 < bl->rows ? pb->batch - r0 : bl->rows;
        uint64_t ioff = (uint64_t)(r0 * pb->idist), ooff = (uint64_t)(r0 * pb->odist);
        st = blue_step(p, 0, dir, in, ws, (uint64_t)(bl->m * rows), ioff, 0);
        if (st == UFFT_SUCCESS)
            st = launch_passes(bl->sub, 0, sub_where);
        if (st == UFFT_SUCCESS)
            st = blue_step(p, 1, dir, ws, ws, (uint64_t)(bl->m * rows), 0, 0);
        if (st == UFFT_SUCCESS)
            st = launch_passes(bl->sub, 1, sub_where);
        if (st == UFFT_SUCCESS)
            st = blue_step(p, 2, dir, ws, out, (uint64_t)(pb->n * rows), 0, ooff);
    }
    return st;
}

/* Per round of bl->rows rows: the three kernels (gen/bluestein_three.c), or five for
 * three passes, from in through the workspace's length-m rows to out. */
static ufft_status run_bluestein_three(ufft_plan *p, int dir, void *in, void *out, void *ws)
{
    const ufft__problem *pb = &p->pb;
    const ufft__bluestein *bl = p->blue;
    bool idx64 = p->s.idx64;
    ufft_status st = UFFT_SUCCESS;
    for (int64_t r0 = 0; r0 < pb->batch && st == UFFT_SUCCESS; r0 += bl->rows) {
        int64_t rows = pb->batch - r0 < bl->rows ? pb->batch - r0 : bl->rows;
        int count = 2 * p->s.npasses - 1;
        for (int k = 0; k < count && st == UFFT_SUCCESS; k++) {
            /* kernel k takes pass k's columns (m / p per row) on the way in, the passes
             * in reverse on the way out */
            const ufft__pass *ps = &p->s.pass[k < p->s.npasses ? k : count - 1 - k];
            ufft__arg args[] = {
                mem_arg(k == 0 ? in : ws),
                mem_arg(k == count - 1 ? out : ws),
                mem_arg(p->twiddles),
                idx_arg(idx64, rows),
                idx_arg(false, pb->n),
                idx_arg(idx64, pb->istride),
                idx_arg(idx64, pb->idist),
                idx_arg(idx64, pb->ostride),
                idx_arg(idx64, pb->odist),
                u64_arg(k == 0 ? (uint64_t)(r0 * pb->idist) : 0),
                u64_arg(k == count - 1 ? (uint64_t)(r0 * pb->odist) : 0),
            };
            st = launch_pass_kernel(p, p->kernels[k][dir], ps, args,
                                    (int)(sizeof args / sizeof args[0]), rows * (bl->m / ps->p));
        }
    }
    return st;
}

/* One launch of a kernel that takes whole rows (Bluestein or Rader in one kernel): a
 * group per p->s.pass[0].cols rows of the batch. Bluestein's takes the length n after
 * the number of rows; Rader's has it built in. */
static ufft_status run_fused(ufft_plan *p, int dir, void *in, void *out)
{
    const ufft__problem *pb = &p->pb;
    bool idx64 = p->s.idx64;
    ufft__arg args[12];
    int n = 0;
    args[n++] = mem_arg(in);
    args[n++] = mem_arg(out);
    args[n++] = mem_arg(p->twiddles);
    args[n++] = idx_arg(idx64, pb->batch);
    if (!p->rader_g)
        args[n++] = idx_arg(false, pb->n);
    args[n++] = idx_arg(idx64, pb->istride);
    args[n++] = idx_arg(idx64, pb->idist);
    args[n++] = idx_arg(idx64, pb->ostride);
    args[n++] = idx_arg(idx64, pb->odist);
    args[n++] = u64_arg(0);
    args[n++] = u64_arg(0);
    /* a cluster of p->blue->cluster groups per row; p->s.cosets columns per row, of one
     * group or a cluster's (launch_pass_kernel counts columns) */
    int64_t per_row = p->blue && p->blue->cluster ? p->blue->cluster
                      : p->blue && p->s.cosets > 1 ? p->s.cosets
                                                   : 1;
    int64_t cols;
    if (!ufft__mul_i64(pb->batch, per_row, &cols))
        return ufft__fail(p->ctx, UFFT_ERROR_SIZE_OVERFLOW, "the launch's group count overflows");
    return launch_pass_kernel(p, p->kernels[0][dir], &p->s.pass[0], args, n, cols);
}

ufft_status ufft_execute(ufft_plan *p, ufft_direction direction, ufft_buffer *in,
                         ufft_buffer *out)
{
    if (!p || !in)
        return UFFT_ERROR_NULL_POINTER;
    if (direction != UFFT_FORWARD && direction != UFFT_INVERSE)
        return ufft__fail(p->ctx, UFFT_ERROR_INVALID_ARGUMENT,
                          "direction %d is not UFFT_FORWARD (-1) or UFFT_INVERSE (+1)",
                          (int)direction);
    ufft_status st = check_buffers(p, in, out);
    if (st != UFFT_SUCCESS)
        return st;
    if (p->pb.placement == UFFT_IN_PLACE)
        out = in;
    pthread_mutex_lock(&p->exec_lock);
    void *ws;
    st = workspace(p, in, out, &ws);
    int dir = direction == UFFT_FORWARD ? 0 : 1;
    if (st == UFFT_SUCCESS && (p->rader_g || (p->blue && p->blue->fused))) {
        st = run_fused(p, dir, in->mem, out->mem);
    } else if (st == UFFT_SUCCESS && p->blue && p->blue->three) {
        st = run_bluestein_three(p, dir, in->mem, out->mem, ws);
    } else if (st == UFFT_SUCCESS && p->blue) {
        st = run_bluestein(p, dir, in->mem, out->mem, ws);
    } else if (st == UFFT_SUCCESS) {
        uint64_t region = (uint64_t)(p->pb.n * p->pb.batch); /* checked at plan creation */
        const place where[4] = {{in->mem, 0}, {out->mem, 0}, {ws, 0}, {ws, region}};
        st = launch_passes(p, dir, where);
    }
    pthread_mutex_unlock(&p->exec_lock);
    return st;
}
