/* Moving a group's columns between device memory and local memory with element
 * lid + i*GROUP of the group's cols x p block on work-item lid, so neighbouring
 * work-items touch neighbouring addresses wherever the layout is packed. For passes
 * with ns == 1: a column's input is x[j + k*(n/p)], its output row j*p + k. Shared by
 * the register and the generic passes. */
#include "gen/gen.h"

void ufft__gen_staged_io(ufft__emitter *e, const ufft__problem *pb, const ufft__pass *ps,
                         bool load, const char *buf)
{
    long long P = (long long)ps->p, CPB = (long long)(pb->n / ps->p);
    long long LS = (long long)ps->lstride;
    long long group = (long long)ps->threads_per_col * ps->cols, total = (long long)ps->cols * P;
    long long rounds = (total + group - 1) / group;
    bool exact = total % group == 0;
    ufft__emit(e, "/* %s through local memory: neighbouring work-items, neighbouring elements */",
               load ? "load" : "store");
    for (long long i = 0; i < rounds; i++) {
        ufft__emit_block(e);
        ufft__emit(e, "const uint el = lid + %lldu;", i * group);
        if (!exact)
            ufft__emit_open(e, "if (el < %lldu)", total);
        ufft__emit(e, "const uint c2 = el / %lldu, k2 = el %% %lldu;", P, P);
        ufft__emit(e, "const idx_t col2 = (idx_t)%s * %du + c2;", e->d->group_id, ps->cols);
        ufft__emit(e, "const idx_t b2 = col2 / (idx_t)%lld, j2 = col2 - b2 * (idx_t)%lld;", CPB, CPB);
        if (load)
            ufft__emit(e, "%s[c2 * %lldu + PAD(k2)] = col2 < ncols ? in[b2 * idist + (j2 + (idx_t)k2 * %lld) * istride] : MAKE_C(0, 0);",
                       buf, LS, CPB);
        else
            ufft__emit(e, "if (col2 < ncols) out[b2 * odist + (j2 * %lld + k2) * ostride] = %s[c2 * %lldu + PAD(k2)];",
                       P, buf, LS);
        if (!exact)
            ufft__emit_close(e, NULL);
        ufft__emit_close(e, NULL);
    }
}
