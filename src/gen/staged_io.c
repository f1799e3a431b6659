/* Moving a group's columns between device memory and local memory with element
 * lid + i*GROUP of the group's cols x p block on work-item lid, so neighbouring
 * work-items touch neighbouring addresses wherever the layout is packed. For passes
 * with ns == 1: a column's input is x[j + k*(n/p)], its output row j*p + k; a
 * load_rows pass reads its input from rows j*p + k. Shared by the register and the
 * generic passes. */
#include <stdio.h>

#include "gen/gen.h"

/* Whether the group's block is one contiguous run of device memory: packed rows, and
 * for loads columns that are whole rows (a single pass). Then every round addresses a
 * constant offset from one pointer; with the strides as arguments each round would
 * keep its own 64-bit address live (on the H100 up to 160 registers for 30 rounds). */
static bool contiguous_block(const ufft__problem *pb, const ufft__pass *ps, bool load)
{
    if (load && ps->load_rows) /* never a first pass: its input is packed */
        return true;
    if (load)
        return pb->istride == 1 && pb->idist == pb->n && ps->p == pb->n;
    return pb->ostride == 1 && pb->odist == pb->n;
}

static long long staged_rounds(const ufft__pass *ps)
{
    long long group = (long long)ps->threads_per_col * ps->cols, total = (long long)ps->cols * ps->p;
    return (total + group - 1) / group;
}

void ufft__gen_staged_rounds_decl(ufft__emitter *e, const ufft__pass *ps)
{
    for (long long i = 0; i < staged_rounds(ps); i++)
        ufft__emit(e, "cplx_t w%lld;", i);
}

/* part NULL: whole elements between device memory and buf. A split store (part ".x",
 * then ".y"): round i's real part from buf into w<i>, then its imaginary part, and
 * w<i> to device memory. */
static void staged(ufft__emitter *e, const ufft__problem *pb, const ufft__pass *ps, bool load,
                   const char *buf, const char *part)
{
    long long P = (long long)ps->p, CPB = (long long)(pb->n / ps->p);
    long long LS = (long long)ps->lstride;
    long long group = (long long)ps->threads_per_col * ps->cols, total = (long long)ps->cols * P;
    long long rounds = staged_rounds(ps);
    /* where a store takes its element: buf, or the round's register */
    char from[64];
    bool exact = total % group == 0, block = contiguous_block(pb, ps, load);
    /* tuning rolled: the rounds as one loop over el; a split store keeps a register per
     * round, so it stays unrolled */
    bool loop = ps->rolled && !part && rounds > 1;
    ufft__emit(e, "/* %s through local memory: neighbouring work-items, neighbouring elements */",
               load ? "load" : "store");
    if (block) {
        ufft__emit_block(e);
        ufft__emit(e, "%s%s cplx_t *const blk = %s + (idx_t)%s * %lldu%s;", e->d->global,
                   load ? " const" : "", load ? "in" : "out", e->d->group_id, total,
                   loop ? "" : " + lid");
    }
    for (long long i = 0; i < (loop ? 1 : rounds); i++) {
        if (loop) {
            ufft__emit_open(e, "for (uint el = lid; el < %lldu; el += %lldu)", total, group);
        } else {
            ufft__emit_block(e);
            ufft__emit(e, "const uint el = lid + %lldu;", i * group);
            if (!exact)
                ufft__emit_open(e, "if (el < %lldu)", total);
        }
        ufft__emit(e, "const uint c2 = el / %lldu, k2 = el %% %lldu;", P, P);
        ufft__emit(e, "const idx_t col2 = (idx_t)%s * %du + c2;", e->d->group_id, ps->cols);
        snprintf(from, sizeof from, "%s[c2 * %lldu + PAD(k2)]", buf, LS);
        if (part) {
            ufft__emit(e, "w%lld%s = %s;", i, part, from);
            snprintf(from, sizeof from, "w%lld", i);
        }
        if (part && part[1] == 'x') {
            if (!exact)
                ufft__emit_close(e, NULL);
            ufft__emit_close(e, NULL);
            continue;
        }
        char at[96];
        if (block && loop)
            snprintf(at, sizeof at, "el");
        else if (block)
            snprintf(at, sizeof at, "%lld", i * group);
        else if (load && ps->load_rows)
            snprintf(at, sizeof at, "b2 * idist + (j2 * %lld + k2) * istride", P);
        else if (load)
            snprintf(at, sizeof at, "b2 * idist + (j2 + (idx_t)k2 * %lld) * istride", CPB);
        else
            snprintf(at, sizeof at, "b2 * odist + (j2 * %lld + k2) * ostride", P);
        if (!block)
            ufft__emit(e, "const idx_t b2 = col2 / (idx_t)%lld, j2 = col2 - b2 * (idx_t)%lld;",
                       CPB, CPB);
        if (load)
            ufft__emit(e, "%s[c2 * %lldu + PAD(k2)] = col2 < ncols ? %s : MAKE_C(0, 0);", buf, LS,
                       ufft__emit_load(e, block ? "blk" : "in", at).s);
        else
            ufft__emit(e, "if (col2 < ncols) %s[%s] = %s;", block ? "blk" : "out", at, from);
        if (!exact && !loop)
            ufft__emit_close(e, NULL);
        ufft__emit_close(e, NULL);
    }
    if (block)
        ufft__emit_close(e, NULL);
}

void ufft__gen_staged_io(ufft__emitter *e, const ufft__problem *pb, const ufft__pass *ps,
                         bool load, const char *buf)
{
    staged(e, pb, ps, load, buf, NULL);
}

void ufft__gen_staged_io_part(ufft__emitter *e, const ufft__problem *pb, const ufft__pass *ps,
                              const char *buf, const char *part)
{
    staged(e, pb, ps, false, buf, part);
}
