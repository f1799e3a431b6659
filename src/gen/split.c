/* A split plan's program (plan/plan.h, ufft__split): Rader's or Bluestein's kernels for
 * the prime factor q as pass 0, reading the caller's rows column by column, then the
 * Stockham passes of the rest. */
#include <stdio.h>

#include "gen/gen.h"

char *ufft__gen_split_program(const ufft__dialect *d, const ufft__problem *pb,
                              const ufft__schedule *s, const ufft__split *sp, int64_t spec)
{
    ufft__emitter e;
    ufft__emit_init(&e, d);
    char what[128];
    if (sp->one)
        snprintf(what, sizeof what, "length-%lld complex FFT in one kernel: Bluestein's %lld, "
                 "then radix %lld", (long long)pb->n, (long long)sp->q, (long long)(pb->n / sp->q));
    else
        snprintf(what, sizeof what, "length-%lld complex FFT: %s's %lld, then %d pass%s",
                 (long long)pb->n, sp->m ? "Bluestein" : "Rader", (long long)sp->q,
                 s->npasses - 1, s->npasses > 2 ? "es" : "");
    /* one padding for the program: the planner gave pass 0 the passes' */
    ufft__gen_preamble(&e, pb->precision, s->idx64, s->pass[1].pad_shift, what);
    if (sp->m)
        ufft__gen_bluestein_kernels(&e, pb->precision, &sp->head.pass[0], spec, sp->q,
                                    pb->n / sp->q, sp->one);
    else
        ufft__gen_rader_kernels(&e, pb->precision, &sp->head.pass[0], spec, sp->q, sp->g, pb->n / sp->q);
    for (int i = 1; i < s->npasses; i++) {
        void (*gen)(ufft__emitter *, const ufft__problem *, const ufft__schedule *, int, int) =
            s->pass[i].generic ? ufft__gen_pass_generic : ufft__gen_pass;
        gen(&e, pb, s, i, -1);
        gen(&e, pb, s, i, +1);
    }
    return ufft__emit_take(&e);
}
