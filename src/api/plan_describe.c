/* ufft_plan_describe's text: the plan's kind, its passes or kernels and how each runs,
 * built once when the plan is made. */
#include <stdio.h>

#include "api/internal.h"
#include "util/strbuf.h"

/* " [src->dst radix-p (radices) ns=.., cols x items, how]" */
static void describe_pass(ufft__strbuf *sb, const ufft__pass *ps, const char *src,
                          const char *dst, const char *extra)
{
    ufft__strbuf_printf(sb, " [%s->%s radix-%lld", src, dst, (long long)ps->p);
    for (int k = 0; k < ps->nstages; k++)
        ufft__strbuf_printf(sb, "%s%d", k ? "x" : " (", ps->radix[k]);
    /* generic passes' stages go through local memory, the others' through registers */
    ufft__strbuf_printf(sb, "%s%s ns=%lld, %d cols x %d items%s%s", ps->nstages ? ")" : "", extra,
                        (long long)ps->ns, ps->cols, ps->threads_per_col,
                        ps->one_buffer ? ", local stages in one buffer"
                        : ps->generic  ? ", local stages"
                        : ps->split    ? ", split exchange"
                                       : "",
                        ps->store_cols ? ", stored in columns"
                        : ps->load_rows ? ", rows in"
                        : ps->one_local ? ", direct in and out, one buffer between"
                        : ps->direct_io ? ", direct in and out"
                                        : "");
    for (int k = 0; k < ps->nstages; k++)
        if (ps->spread[k] > 1)
            ufft__strbuf_printf(sb, ", stage %d spread over %d items", k + 1, ps->spread[k]);
    if (ps->rows_loop)
        ufft__strbuf_printf(sb, ", rows looped with the next staged%s", ps->stage_bulk ? " in bulk" : "");
    bool skewed = false;
    for (int k = 0; k + 1 < ps->nstages; k++)
        skewed = skewed || ps->skew[k];
    for (int k = 0; skewed && k + 1 < ps->nstages; k++)
        ufft__strbuf_printf(sb, "%s%d", k ? "," : ", exchanges skewed ", ps->skew[k]);
    ufft__strbuf_printf(sb, "]");
}

/* Whether pass i of a split plan's schedule stands for its head's or tail's kernel
 * (radix q, above the codelets), not a Stockham pass. */
static bool split_kernel_pass(const ufft_plan *p, int i)
{
    return p->split && (i == 0 || (p->split->tail_q && i == p->s.npasses - 1));
}

/* ", radix 37 41 by Rader": the prime factors of the passes' radices whose butterflies
 * take Rader's form (tuning rader_codelet; spread stages keep the direct form). A split
 * plan's head and tail passes stand for their kernels, radix q (above the codelets):
 * the kernels' own stages count instead. */
static void describe_rader(ufft__strbuf *sb, const ufft_plan *p)
{
    bool seen[UFFT__MAX_STAGE_RADIX + 1] = {false};
    const ufft__split *sp = p->split;
    for (int i = 0; i < p->s.npasses + 2; i++) {
        const ufft__pass *ps = i < p->s.npasses      ? &p->s.pass[i]
                               : !sp                  ? NULL
                               : i == p->s.npasses    ? &sp->head.pass[0]
                               : sp->tail_q           ? &sp->tail.pass[0]
                                                      : NULL;
        if (i < p->s.npasses && split_kernel_pass(p, i))
            continue;
        for (int k = 0; ps && k < ps->nstages; k++)
            for (int f = 5; f <= ps->radix[k] && f <= UFFT__MAX_STAGE_RADIX && ps->spread[k] < 2; f++)
                if (ps->radix[k] % f == 0 && ufft__rader_codelet(f, p->s.rader_codelet))
                    seen[f] = true;
    }
    const char *lead = ", radix";
    for (int f = 5; f <= UFFT__MAX_STAGE_RADIX; f++)
        if (seen[f]) {
            ufft__strbuf_printf(sb, "%s %d", lead, f);
            lead = "";
        }
    if (!lead[0])
        ufft__strbuf_printf(sb, " by Rader");
}

char *ufft__describe_plan(const ufft_plan *p)
{
    const ufft__problem *pb = &p->pb;
    ufft__strbuf sb;
    ufft__strbuf_init(&sb);
    ufft__strbuf_printf(&sb, "%s %s c2c n=%lld batch=%lld%s:", p->ctx->ops->name,
                        pb->precision == UFFT_F64 ? "f64" : "f32", (long long)pb->n,
                        (long long)pb->batch, pb->placement == UFFT_IN_PLACE ? " inplace" : "");
    if (p->rader_g)
        ufft__strbuf_printf(&sb, " rader g=%lld in one kernel:", (long long)p->rader_g);
    else if (p->split && p->split->tail_q)
        ufft__strbuf_printf(&sb, " split %lld x %lld x %lld, %s=%lld for %lld, %s=%lld for %lld:",
                            (long long)p->split->q,
                            (long long)(pb->n / p->split->q / p->split->tail_q),
                            (long long)p->split->tail_q, p->split->m ? "bluestein m" : "rader g",
                            (long long)(p->split->m ? p->split->m : p->split->g),
                            (long long)p->split->q, p->split->tail_m ? "bluestein m" : "rader g",
                            (long long)(p->split->tail_m ? p->split->tail_m : p->split->tail_g),
                            (long long)p->split->tail_q);
    else if (p->split)
        ufft__strbuf_printf(&sb, " split %lld x %lld%s, %s=%lld for %lld:",
                            (long long)p->split->q, (long long)(pb->n / p->split->q),
                            p->split->one ? " in one kernel" : "",
                            p->split->m ? "bluestein m" : "rader g",
                            (long long)(p->split->m ? p->split->m : p->split->g),
                            (long long)p->split->q);
    else if (p->blue && p->blue->cluster)
        ufft__strbuf_printf(&sb, " bluestein m=%lld in one kernel on clusters of %d groups:",
                            (long long)p->blue->m, p->blue->cluster);
    else if (p->blue && p->blue->fused && p->s.cosets > 1)
        ufft__strbuf_printf(&sb, " bluestein m=%lld in one kernel by %d cosets of %lld%s:",
                            (long long)p->blue->m, p->s.cosets, (long long)p->s.pass[0].p,
                            p->s.coset_cluster ? " on clusters" : "");
    else if (p->blue && p->blue->fused)
        ufft__strbuf_printf(&sb, " bluestein m=%lld in one kernel:", (long long)p->blue->m);
    else if (p->blue && p->blue->three && p->blue->rader_g)
        ufft__strbuf_printf(&sb, " rader g=%lld in three kernels, %lld rows per round:",
                            (long long)p->blue->rader_g, (long long)p->blue->rows);
    else if (p->blue && p->blue->three)
        ufft__strbuf_printf(&sb, " bluestein m=%lld in %s kernels, %lld rows per round:",
                            (long long)p->blue->m, p->s.npasses == 3 ? "five" : "three",
                            (long long)p->blue->rows);
    else if (p->blue)
        ufft__strbuf_printf(&sb, " bluestein m=%lld, %lld rows per round {%s}",
                            (long long)p->blue->m, (long long)p->blue->rows,
                            p->blue->sub->description);
    static const char *const buf_names[] = {"in", "out", "ws0", "ws1"};
    char cluster[64];
    snprintf(cluster, sizeof cluster, "cluster of %d groups: local memory", p->s.cluster);
    if (p->blue && p->blue->three) {
        const ufft__pass *a = &p->s.pass[0], *b = &p->s.pass[1];
        bool five = p->s.npasses == 3;
        describe_pass(&sb, a, "in", "ws0", "");
        if (five)
            describe_pass(&sb, b, "ws0", "ws0", "");
        describe_pass(&sb, &p->s.pass[p->s.npasses - 1], "ws0", "ws0", ", times B, inverse");
        if (five)
            describe_pass(&sb, b, "ws0", "ws0", " inverse");
        ufft__pass last = *a;
        last.ns = p->blue->m / a->p;
        describe_pass(&sb, &last, "ws0", "out", " inverse");
    }
    for (int i = 0; i < p->s.npasses && !(p->blue && p->blue->three); i++) {
        /* a split plan's head and tail: Rader's or Bluestein's kernel, its own pass's
         * stages */
        bool kernel = split_kernel_pass(p, i), tail = kernel && i > 0;
        ufft__pass own = !kernel ? p->s.pass[i]
                         : tail  ? p->split->tail.pass[0]
                                 : p->split->head.pass[0];
        own.p = p->s.pass[i].p;
        own.ns = p->s.pass[i].ns;
        /* a split in one kernel reads x directly and stores X through its radix-S step */
        bool one_direct = kernel && p->split->one && own.direct_io;
        own.direct_io = own.direct_io && !one_direct;
        int64_t m = !kernel ? 0 : tail ? p->split->tail_m : p->split->m;
        describe_pass(&sb, &own, p->s.cluster && i == 1 ? cluster : buf_names[p->s.route[i]],
                      buf_names[ufft__pass_out(&p->s, i)],
                      !kernel      ? ""
                      : one_direct ? " bluestein, direct in"
                      : m          ? " bluestein"
                                   : " rader");
    }
    describe_rader(&sb, p);
    if (p->workspace_bytes)
        ufft__strbuf_printf(&sb, " workspace=%zu", p->workspace_bytes);
    ufft__strbuf_printf(&sb, "%s", p->tune_note);
    if (sb.failed) {
        ufft__strbuf_free(&sb);
        return NULL;
    }
    return sb.data;
}
