/* Plans: descriptor → problem → schedule → program → kernels (plan_describe.c writes
 * the description, execute.c runs them). */
#include <stdlib.h>
#include <string.h>

#include "api/internal.h"
#include "gen/gen.h"
#include "util/checked.h"

/* Bytes of one workspace region: a packed copy of the whole batch. */
static bool region_bytes(const ufft__problem *pb, size_t *bytes)
{
    int64_t elems, b;
    if (!ufft__mul_i64(pb->n, pb->batch, &elems) ||
        !ufft__mul_i64(elems, (int64_t)pb->elem_bytes, &b))
        return false;
    *bytes = (size_t)b;
    return true;
}


/* The context's dialect table; only a missing one (an internal error) fails. */
static ufft_status context_dialect(ufft_context *c, const ufft__dialect **d)
{
    *d = ufft__dialect_find(c->ops->dialect);
    return *d ? UFFT_SUCCESS
              : ufft__fail(c, UFFT_ERROR_INTERNAL, "no dialect '%s'", c->ops->dialect);
}

/* Compiles source (a generator's result, freed here; NULL when it ran out of memory) or
 * finds it in the context's cache. */
static ufft_status compile_source(ufft_context *c, char *source, ufft__module **mod)
{
    if (!source)
        return ufft__fail(c, UFFT_ERROR_HOST_MEMORY, "generating the kernel source failed");
    ufft_status st = ufft__context_module(c, source, mod);
    free(source);
    return st;
}

/* The plan's program, compiled or from the context's cache, and its kernels into
 * p->kernels[k][0 forward, 1 inverse]: one per kernel of the Stockham schedule, Rader's or
 * Bluestein's in one kernel (gen/rader_fused.c, gen/bluestein_fused.c), Bluestein's
 * three (gen/bluestein_three.c), or a split plan's (gen/split.c: its head, then one per
 * pass), each planned as p->s, in the text forms of tu: the knobs the plan was planned
 * with (UFFT_TUNE's candidates differ from the context's row in them too). */
static ufft_status load_program(ufft_plan *p, const ufft__tuning *tu)
{
    ufft_context *c = p->ctx;
    const ufft__problem *pb = &p->pb;
    const ufft__dialect *d;
    ufft__module *mod;
    ufft_status st = context_dialect(c, &d);
    if (st != UFFT_SUCCESS)
        return st;
    bool three = p->blue && p->blue->three;
    int64_t spec = p->s.twiddle_count; /* the convolutions' tables follow the stages' */
    int count = 1;
    char *source;
    if (p->rader_g) {
        source = ufft__gen_rader_one(d, &c->caps, tu, pb, &p->s, p->rader_g);
    } else if (p->blue && p->blue->fused && !p->blue->cluster) {
        source = ufft__gen_bluestein_one(d, &c->caps, tu, pb, p->blue->m, &p->s);
    } else {
        if (p->blue)
            ufft__blue_forms(&c->caps, tu, pb, p->blue->m, &p->s);
        else /* the program kinds of fold_at's, nest9's, pfa's and fold_io's bits
              * (plan/tuning.h): 2 a split plan, 4 Stockham passes */
            ufft__schedule_forms(&c->caps, tu, pb, p->split ? 2u : 4u, 0,
                                 p->split && p->split->one && p->split->g ? pb->n / p->split->q
                                                                          : 0,
                                 &p->s);
        if (p->split) {
            source = ufft__gen_split_program(d, pb, &p->s, p->split, spec);
            count = p->s.npasses;
        } else if (three) {
            source = ufft__gen_bluestein_three_program(d, pb->precision, &p->s, spec,
                                                       p->blue->rader_g ? pb->n : 0,
                                                       p->blue->rader_g);
            count = 2 * p->s.npasses - 1;
        } else if (p->blue) {
            source = ufft__gen_bluestein_cluster_program(d, pb->precision, &p->s, spec,
                                                         p->blue->cluster);
        } else {
            source = ufft__gen_program(d, pb, &p->s);
            count = ufft__kernel_count(&p->s);
        }
    }
    st = compile_source(c, source, &mod);
    for (int k = 0; k < count && st == UFFT_SUCCESS; k++)
        for (int dir = 0; dir < 2 && st == UFFT_SUCCESS; dir++) {
            int sign = dir == 0 ? -1 : +1;
            char name[64];
            if (p->split && p->split->tail_q && k == count - 1)
                ufft__gen_split_tail_name(name, sizeof name, p->split->tail_m != 0, sign);
            else if (p->split && k == 0 && p->split->m)
                ufft__gen_bluestein_fused_name(name, sizeof name, sign);
            else if (p->rader_g || (p->split && k == 0))
                ufft__gen_rader_fused_name(name, sizeof name, sign);
            else if (three)
                ufft__gen_bluestein_three_name(name, sizeof name, k, sign);
            else if (p->blue && p->blue->cluster)
                ufft__gen_bluestein_cluster_name(name, sizeof name, sign);
            else if (p->blue)
                ufft__gen_bluestein_fused_name(name, sizeof name, sign);
            else
                ufft__gen_kernel_name(name, sizeof name, ufft__kernel_pass(&p->s, k), sign);
            st = c->ops->kernel_get(c->dev, mod, name, &p->kernels[k][dir], &c->err);
        }
    return st;
}

/* The plan's table buffer: the schedule's twiddles, or Bluestein's chirp and spectrum. */
static ufft_status upload_twiddles(ufft_plan *p)
{
    ufft_context *c = p->ctx;
    /* Every kernel takes a table argument; an empty schedule still gets one element. */
    /* Bluestein's B and chirp (for n, or a split plan's q), and the cluster kernel's W_m
     * after them; Rader's 2 (p - 1) spectra; a split plan in one kernel's step after its
     * head's (S - 1 rows of q) */
    const ufft__split *sp = p->split;
    int64_t head = !sp ? 0 : ufft__split_conv_entries(sp->q, sp->m);
    int64_t tail = sp && sp->tail_q ? ufft__split_conv_entries(sp->tail_q, sp->tail_m) : 0;
    int64_t cosets = p->blue && p->blue->fused && p->s.cosets > 1 ? p->s.cosets : 0;
    int64_t conv = p->blue && p->blue->rader_g ? 2 * p->blue->m
                   : cosets    ? p->blue->m + 2 * cosets * p->pb.n
                   : p->blue   ? p->pb.n + p->blue->m * (p->blue->cluster ? 2 : 1)
                   : p->rader_g ? 2 * (p->pb.n - 1)
                   : sp         ? head + tail + (sp->one ? p->pb.n - sp->q : 0)
                                : 0;
    int64_t count = p->s.twiddle_count + conv;
    if (count < 1)
        count = 1;
    size_t bytes;
    if (!ufft__mul_size((size_t)count, p->pb.elem_bytes, &bytes))
        return ufft__fail(c, UFFT_ERROR_SIZE_OVERFLOW, "twiddle table size overflows");
    void *host = calloc(1, bytes);
    if (!host)
        return ufft__fail(c, UFFT_ERROR_HOST_MEMORY,
                          "out of host memory for a twiddle table of %zu bytes", bytes);
    ufft_status st = UFFT_SUCCESS;
    ufft__twiddles_fill(&p->s, p->pb.precision, host);
    if (sp && !sp->one) /* the head's stage tables, after the passes' (in one kernel pass 0
                         * is the head: filled above), then the tail's */
        ufft__twiddles_fill(&sp->head, p->pb.precision, host);
    if (sp && sp->tail_q)
        ufft__twiddles_fill(&sp->tail, p->pb.precision, host);
    /* after the fused kernels' stage tables */
    void *after = (char *)host + (size_t)p->s.twiddle_count * p->pb.elem_bytes;
    if (p->blue && p->blue->rader_g) {
        st = ufft__rader_tables(p->pb.n, p->blue->rader_g, p->s.pass[0].p, p->pb.precision, after);
    } else if (cosets) {
        st = ufft__bluestein_coset_tables(p->pb.n, p->blue->m, (int)cosets, p->pb.precision, after);
    } else if (p->blue) {
        bool three = p->blue->three;
        st = ufft__bluestein_tables(p->pb.n, p->blue->m, three ? p->s.pass[0].p : 1,
                                    three && p->s.npasses == 3 ? p->s.pass[1].p : 1,
                                    p->pb.precision, after);
        size_t chirp_end = (size_t)(p->blue->m + p->pb.n) * p->pb.elem_bytes;
        if (st == UFFT_SUCCESS && p->blue->cluster)
            ufft__bluestein_cluster_twiddles(p->blue->m, p->blue->cluster, p->pb.precision,
                                             (char *)after + chirp_end);
    } else if (p->rader_g) {
        st = ufft__rader_tables(p->pb.n, p->rader_g, 1, p->pb.precision, after);
    } else if (sp) {
        st = sp->m ? ufft__bluestein_tables(sp->q, sp->m, 1, 1, p->pb.precision, after)
                   : ufft__rader_tables(sp->q, sp->g, 1, p->pb.precision, after);
        /* after the head's tables: the tail's, or a split in one kernel's step */
        void *at = (char *)after + (size_t)head * p->pb.elem_bytes;
        if (st == UFFT_SUCCESS && sp->tail_q)
            st = sp->tail_m ? ufft__bluestein_tables(sp->tail_q, sp->tail_m, 1, 1, p->pb.precision, at)
                            : ufft__rader_tables(sp->tail_q, sp->tail_g, 1, p->pb.precision, at);
        if (st == UFFT_SUCCESS && sp->one)
            ufft__split_twiddles(sp->q, p->pb.n / sp->q, p->pb.precision, at);
    }
    if (st == UFFT_SUCCESS)
        st = c->ops->mem_alloc(c->dev, bytes, &p->twiddles, &c->err);
    if (st == UFFT_SUCCESS)
        st = c->ops->mem_write(c->dev, p->twiddles, 0, host, bytes, &c->err);
    free(host);
    return st;
}

/* UFFT_ERROR_TOO_LARGE where the plan's workspace exceeds the device's largest buffer;
 * `what` names the plan's kind in the message ("" or "Bluestein "). */
static ufft_status workspace_fits(ufft_plan *p, const char *what)
{
    ufft_context *c = p->ctx;
    if (p->workspace_bytes <= c->caps.max_alloc)
        return UFFT_SUCCESS;
    return ufft__fail(c, UFFT_ERROR_TOO_LARGE,
                      "%sworkspace of %zu bytes exceeds the device's largest buffer (%llu)", what,
                      p->workspace_bytes, (unsigned long long)c->caps.max_alloc);
}

/* The workspace regions the schedule's route asks for (packed copies of the batch). */
static ufft_status schedule_workspace(ufft_plan *p)
{
    size_t region = 0;
    if (p->s.nworkspace == 0)
        return UFFT_SUCCESS;
    if (!region_bytes(&p->pb, &region) ||
        !ufft__mul_size(region, (size_t)p->s.nworkspace, &p->workspace_bytes))
        return ufft__fail(p->ctx, UFFT_ERROR_SIZE_OVERFLOW, "workspace size overflows");
    return workspace_fits(p, "");
}

/* Passes of the Stockham FFT: schedule, workspace, kernels, with the knobs of row, tuned
 * by timing where `tune` says (UFFT_TUNE). */
static ufft_status stockham_create(ufft_plan *p, const ufft_desc *desc, const ufft__tuning *row,
                                   bool tune)
{
    ufft_context *ctx = p->ctx;
    ufft__tuning tu = *row;
    if (tune)
        ufft__tune_choose(ctx, desc, &p->pb, false, &tu, p->tune_note, sizeof p->tune_note);
    ufft_status st = ufft__plan_schedule_tuned(&p->pb, &ctx->caps, &tu, &p->s, &ctx->err);
    if (st == UFFT_SUCCESS)
        st = schedule_workspace(p);
    if (st == UFFT_SUCCESS)
        st = load_program(p, &tu);
    return st;
}


/* Rows of the batch per round of Bluestein's kernels: as many as keep the workspace
 * (their length-m copies, and in five steps the length-m sub-plan's scratch) within the
 * size of the caller's data, at least one; false on overflow. */
static bool bluestein_rows(ufft_context *c, const ufft__problem *pb, int64_t m, bool three,
                           int64_t *rows)
{
    ufft__problem row;
    ufft__schedule s;
    int64_t regions = 1, per_row, data;
    if (!three && ufft__rows_problem(pb, m, 1, &row) &&
        ufft__plan_schedule_tuned(&row, &c->caps, &c->tuning, &s, NULL) == UFFT_SUCCESS)
        regions += s.nworkspace;
    if (!ufft__mul_i64(m, regions, &per_row) || !ufft__mul_i64(pb->n, pb->batch, &data))
        return false;
    *rows = data / per_row;
    if (*rows < 1)
        *rows = 1;
    if (*rows > pb->batch)
        *rows = pb->batch;
    return true;
}


/* A split plan (plan/plan.h) whose schedule and workspace are in p: its program. */
static ufft_status split_create(ufft_plan *p, const ufft__tuning *tu, const ufft__split *sp)
{
    if (!(p->split = malloc(sizeof *p->split)))
        return ufft__fail(p->ctx, UFFT_ERROR_HOST_MEMORY, "out of host memory for a split plan");
    *p->split = *sp;
    return load_program(p, tu);
}

/* Lengths with a prime factor above the row's max_prime, and those the row lists for
 * Bluestein of the whole length in one kernel (ufft__blue_listed; they go straight to
 * it): Rader in one kernel where the planner takes it, else, where Bluestein of the
 * whole length would be one kernel, a split plan in one kernel where the row's split_one
 * takes it against Bluestein's m or its list entry's split weight (ufft__plan_split_one,
 * ufft__blue_split_weight), else a split plan (plan/plan.h) where Bluestein would not be
 * one kernel or its m exceeds the row's split_m and the split's workspace (a packed copy
 * of the batch, two for some in-place plans) fits one buffer, else Bluestein: in one
 * kernel where its length-m FFT is a single register pass or, on clusters of C groups,
 * where a length-m/C part of it is (CUDA, sm_90), in three where it is two (a workspace
 * of one length-m copy per row), in five where it is three and the row's blue_five asks
 * (the same workspace), else a length-m sub-plan (m: ufft__bluestein_steps_length)
 * in place on workspace region 0 (its own workspace after it) and the program of the
 * element-wise steps, shared by every length; the last two run over the batch a few rows
 * at a time (bluestein_rows). */
static ufft_status large_prime_create(ufft_plan *p, const ufft__tuning *tu, bool listed)
{
    ufft_context *c = p->ctx;
    const ufft__problem *pb = &p->pb;
    ufft__route *r = malloc(sizeof *r); /* four schedules: off the stack */
    if (!r)
        return ufft__fail(p->ctx, UFFT_ERROR_HOST_MEMORY, "out of host memory for a route");
    ufft__large_prime_route(pb, &c->caps, tu, listed, r);
    ufft__route_kind kind = r->kind;
    ufft__split sp = r->sp;
    int64_t m = r->m, elems, bytes, rows = 1, mc, m3 = 0;
    bool fused = r->fused;
    int cluster = 0;
    p->s = r->s;
    if (kind == UFFT__ROUTE_RADER)
        p->rader_g = r->rader_g;
    ufft_status split_st = UFFT_SUCCESS;
    if (kind == UFFT__ROUTE_SPLIT && (split_st = schedule_workspace(p)) == UFFT_ERROR_TOO_LARGE) {
        /* Bluestein's kernels in rounds of rows hold less */
        p->s = r->blue;
        p->workspace_bytes = 0;
        kind = UFFT__ROUTE_BLUESTEIN;
    }
    free(r);
    if (kind == UFFT__ROUTE_RADER)
        return load_program(p, tu);
    if (kind == UFFT__ROUTE_SPLIT_ONE)
        return split_create(p, tu, &sp);
    if (kind == UFFT__ROUTE_SPLIT)
        return split_st == UFFT_SUCCESS ? split_create(p, tu, &sp) : split_st;
    /* blue_five's bit 2 compares five kernels with three where three would do */
    bool three = !fused && m && !(tu->blue_five & 2) &&
                 ufft__plan_bluestein_three(pb, &c->caps, tu, &m3, &p->s);
    ufft__schedule on_cluster;
    if (!fused && m &&
        ufft__plan_bluestein_cluster(pb, &c->caps, tu, three ? m3 : 0, &mc, &cluster,
                                     &on_cluster)) {
        fused = true;
        three = false;
        m = mc;
        p->s = on_cluster;
    }
    if (three)
        m = m3;
    /* Rader's convolution is n - 1 long where Bluestein's three kernels take m >= 2n - 1,
     * or where Bluestein's m is past two passes (the five steps) */
    int64_t rader_g = 0;
    ufft__schedule rader;
    if (!fused && !listed && ufft__plan_rader_three(pb, &c->caps, tu, &rader, &rader_g)) {
        p->s = rader;
        m = pb->n - 1;
        three = true;
    }
    if (!fused && !three && m) {
        double traffic;
        m = ufft__bluestein_steps_length(pb, &c->caps, tu, &traffic);
        int64_t m5;
        if (ufft__plan_bluestein_five(pb, &c->caps, tu, traffic, &m5, &p->s)) {
            m = m5;
            three = true;
        }
    }
    /* Rader's rows keep x[0], then X[0], after their copies */
    if (!m || !bluestein_rows(c, pb, m, three, &rows) || !ufft__mul_i64(m, rows, &elems) ||
        (rader_g && !ufft__add_i64(elems, rows, &elems)) ||
        !ufft__mul_i64(elems, (int64_t)pb->elem_bytes, &bytes))
        return ufft__fail(c, UFFT_ERROR_SIZE_OVERFLOW,
                          "Bluestein's convolution of length >= 2*%lld-1 overflows",
                          (long long)pb->n);
    if (!(p->blue = calloc(1, sizeof *p->blue)))
        return ufft__fail(p->ctx, UFFT_ERROR_HOST_MEMORY,
                          "out of host memory for a Bluestein plan");
    p->blue->m = m;
    p->blue->rows = rows;
    p->blue->cluster = cluster;
    p->blue->rader_g = rader_g;
    if ((p->blue->fused = fused)) /* its row loop set as its program is built */
        return load_program(p, tu);
    if ((p->blue->three = three)) {
        int64_t span = pb->in_extent > pb->out_extent ? pb->in_extent : pb->out_extent;
        p->s.idx64 = span >= ((int64_t)1 << 31) || elems >= ((int64_t)1 << 31);
        p->workspace_bytes = (size_t)bytes;
        ufft_status st = workspace_fits(p, "Bluestein ");
        return st == UFFT_SUCCESS ? load_program(p, tu) : st;
    }
    ufft_desc sd;
    memset(&sd, 0, sizeof sd);
    sd.rank = 1;
    sd.n[0] = m;
    sd.batch = rows;
    sd.precision = pb->precision;
    sd.placement = UFFT_IN_PLACE;
    ufft_status st = ufft_plan_create(c, &sd, &p->blue->sub);
    if (st != UFFT_SUCCESS)
        return st;
    if (!ufft__add_size((size_t)bytes, p->blue->sub->workspace_bytes, &p->workspace_bytes))
        return ufft__fail(c, UFFT_ERROR_SIZE_OVERFLOW, "workspace size overflows");
    if ((st = workspace_fits(p, "Bluestein ")) != UFFT_SUCCESS)
        return st;
    const ufft__dialect *d;
    ufft__module *mod;
    st = context_dialect(c, &d);
    if (st == UFFT_SUCCESS)
        st = compile_source(c, ufft__gen_bluestein_program(d, pb->precision), &mod);
    for (int step = 0; step < 3 && st == UFFT_SUCCESS; step++)
        for (int dir = 0; dir < 2 && st == UFFT_SUCCESS; dir++) {
            char name[64];
            ufft__gen_bluestein_name(name, sizeof name, step, dir == 0 ? -1 : +1);
            st = c->ops->kernel_get(c->dev, mod, name, &p->blue->k[step][dir], &c->err);
        }
    return st;
}

static ufft_status plan_create(ufft_context *ctx, const ufft_desc *desc, const ufft__tuning *fixed,
                               ufft_plan **out)
{
    if (!ctx || !desc || !out)
        return UFFT_ERROR_NULL_POINTER;
    *out = NULL;
    ufft_plan *p = calloc(1, sizeof *p);
    if (!p)
        return ufft__fail(ctx, UFFT_ERROR_HOST_MEMORY, "out of host memory for a plan");
    ufft__context_retain(ctx);
    p->ctx = ctx;
    pthread_mutex_init(&p->exec_lock, NULL);
    ufft_status st = ufft__problem_from_desc(ctx, desc, &p->pb);
    if (st == UFFT_SUCCESS) {
        /* the context's row as this length plans with it (its fast-memory list), which
         * UFFT_TUNE's variants vary; `fixed`: such a variant */
        ufft__tuning own;
        const ufft__tuning *row =
            fixed ? fixed : ufft__fast_row(&ctx->tuning, &ctx->caps, &p->pb, &own);
        bool tune = !fixed && ctx->tune;
        bool listed;
        if (ufft__past_codelets(&p->pb, &ctx->caps, &ctx->tuning, row, &listed)) {
            /* Rader's, Bluestein's and the split plans' choices, tuned as a whole */
            ufft__tuning tu = *row;
            if (tune)
                ufft__tune_choose(ctx, desc, &p->pb, true, &tu, p->tune_note,
                                  sizeof p->tune_note);
            st = large_prime_create(p, &tu, listed);
        } else {
            st = stockham_create(p, desc, row, tune);
        }
    }
    if (st == UFFT_SUCCESS)
        st = upload_twiddles(p);
    if (st == UFFT_SUCCESS && !(p->description = ufft__describe_plan(p)))
        st = UFFT_ERROR_HOST_MEMORY;
    if (st != UFFT_SUCCESS) {
        ufft_plan_destroy(p);
        return st;
    }
    *out = p;
    return UFFT_SUCCESS;
}

ufft_status ufft_plan_create(ufft_context *ctx, const ufft_desc *desc, ufft_plan **out)
{
    return plan_create(ctx, desc, NULL, out);
}

ufft_status ufft__plan_create_tuned(ufft_context *ctx, const ufft_desc *desc,
                                    const ufft__tuning *tu, ufft_plan **out)
{
    return plan_create(ctx, desc, tu, out);
}

void ufft_plan_destroy(ufft_plan *p)
{
    if (!p)
        return;
    ufft_context *c = p->ctx;
    for (int i = 0; i < UFFT__MAX_PASSES; i++)
        for (int dir = 0; dir < 2; dir++)
            if (p->kernels[i][dir])
                c->ops->kernel_release(c->dev, p->kernels[i][dir]);
    if (p->blue) {
        for (int step = 0; step < 3; step++)
            for (int dir = 0; dir < 2; dir++)
                if (p->blue->k[step][dir])
                    c->ops->kernel_release(c->dev, p->blue->k[step][dir]);
        ufft_plan_destroy(p->blue->sub);
        free(p->blue);
    }
    free(p->split);
    if (p->twiddles)
        c->ops->mem_free(c->dev, p->twiddles);
    if (p->own_workspace)
        c->ops->mem_free(c->dev, p->own_workspace);
    free(p->description);
    pthread_mutex_destroy(&p->exec_lock);
    free(p);
    ufft__context_release(c);
}

ufft_status ufft_plan_workspace_size(const ufft_plan *p, size_t *bytes)
{
    if (!p || !bytes)
        return UFFT_ERROR_NULL_POINTER;
    *bytes = p->workspace_bytes;
    return UFFT_SUCCESS;
}

ufft_status ufft_plan_set_workspace(ufft_plan *p, ufft_buffer *ws)
{
    if (!p)
        return UFFT_ERROR_NULL_POINTER;
    if (ws && ws->ctx != p->ctx)
        return ufft__fail(p->ctx, UFFT_ERROR_WRONG_CONTEXT,
                          "workspace buffer belongs to another context");
    if (ws && ws->size < p->workspace_bytes)
        return ufft__fail(p->ctx, UFFT_ERROR_BUFFER_TOO_SMALL,
                          "workspace of %zu bytes, the plan needs %zu", ws->size,
                          p->workspace_bytes);
    ufft_status st = ws ? ufft__check_align(p, ws, "workspace") : UFFT_SUCCESS;
    if (st != UFFT_SUCCESS)
        return st;
    pthread_mutex_lock(&p->exec_lock);
    p->user_workspace = ws;
    if (ws && p->own_workspace) { /* the caller's replaces ours: give it back now */
        p->ctx->ops->mem_free(p->ctx->dev, p->own_workspace);
        p->own_workspace = NULL;
    }
    pthread_mutex_unlock(&p->exec_lock);
    return UFFT_SUCCESS;
}

size_t ufft_plan_describe(const ufft_plan *p, char *text, size_t len)
{
    return ufft__copy_text(text, len, p ? p->description : "");
}
