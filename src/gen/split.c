/* A split plan's program (plan/plan.h, ufft__split): Rader's or Bluestein's kernels for
 * the prime factor q as pass 0, reading the caller's rows column by column, then the
 * Stockham passes of the rest; or, in one kernel (ufft__split.one), those kernels ending
 * in the radix-S step over whole rows. */
#include <stdio.h>

#include "gen/gen.h"

/* X[k + q t] = sum_j W_n^(j k) Y_j[k] W_S^(j t), Y_j the q-point transform of column j
 * (x[j + k S]): a work-item per row and k takes the S values of its k, the step's
 * twiddles (row j - 1 of q at `table`, ufft__split_twiddles), one radix-S codelet, and
 * stores its S outputs q apart, neighbouring work-items on neighbouring k. The group's
 * columns are whole rows (row0 a multiple of S). */
void ufft__gen_split_step(ufft__emitter *e, const ufft__pass *ps, int64_t q, int64_t S, int sign,
                          bool f64, int64_t table, ufft__lds_at at, const void *arg,
                          const char *prologue)
{
    long long group = (long long)ps->threads_per_col * ps->cols;
    int slot[UFFT__MAX_STAGE_RADIX];
    ufft__emit_open(e, "for (uint el = lid; el < %lldu; el += %lldu)", (long long)(ps->cols / S * q),
                    group);
    ufft__emit(e, "const uint rb = el / %lldu, k = el - rb * %lldu, cs = rb * %lldu;", (long long)q,
               (long long)q, (long long)S);
    if (prologue)
        ufft__emit(e, "%s", prologue);
    for (int j = 0; j < S; j++) {
        char col[32], where[160];
        snprintf(col, sizeof col, "cs + %du", j);
        at(where, sizeof where, arg, col, "k");
        slot[j] = ps->elems + j;
        if (j == 0)
            ufft__emit(e, "cplx_t v%d = lds[%s];", slot[j], where);
        else
            ufft__emit(e, "cplx_t v%d = %s(lds[%s], tw[%lld + k]);", slot[j], ufft__gen_mul(sign),
                       where, (long long)(table + (j - 1) * q));
    }
    ufft__gen_dft(e, (int)S, slot, sign, f64);
    ufft__emit_open(e, "if (row0 + cs < nrows)");
    ufft__emit(e, "const idx_t b = (row0 + cs) / (idx_t)%lld;", (long long)S);
    for (int t = 0; t < S; t++)
        ufft__emit(e, "out[b * odist + (idx_t)(k + %lldu) * ostride] = v%d;", (long long)(t * q),
                   slot[t]);
    ufft__emit_close(e, NULL);
    ufft__emit_close(e, NULL);
}

void ufft__gen_split_tail_name(char *buf, size_t len, bool blue, int sign)
{
    snprintf(buf, len, "ufft_%s_tail_%s", blue ? "blue" : "rader", sign < 0 ? "fwd" : "inv");
}

/* Rader's or Bluestein's kernels for q over the n / q columns of each row, their
 * convolution tables at spec. */
static void gen_columns_kernels(ufft__emitter *e, const ufft__problem *pb, const ufft__schedule *k,
                                int64_t spec, int64_t q, int64_t g, int64_t m, bool one, int tail)
{
    if (m)
        ufft__gen_bluestein_kernels(e, pb->precision, &k->pass[0], spec, q, pb->n / q, one, tail);
    else
        ufft__gen_rader_kernels(e, pb->precision, &k->pass[0], spec, q, g, pb->n / q, one, tail);
}

char *ufft__gen_split_program(const ufft__dialect *d, const ufft__problem *pb,
                              const ufft__schedule *s, const ufft__split *sp, int64_t spec)
{
    ufft__emitter e;
    ufft__emit_init(&e, d);
    char what[160];
    int last = sp->tail_q ? s->npasses - 1 : s->npasses;
    if (sp->one)
        snprintf(what, sizeof what, "length-%lld complex FFT in one kernel: %s's %lld, then "
                 "radix %lld", (long long)pb->n, sp->m ? "Bluestein" : "Rader", (long long)sp->q,
                 (long long)(pb->n / sp->q));
    else
        snprintf(what, sizeof what, "length-%lld complex FFT: %s's %lld, then %d pass%s%s%s%s",
                 (long long)pb->n, sp->m ? "Bluestein" : "Rader", (long long)sp->q, last - 1,
                 last > 2 ? "es" : "", sp->tail_q ? ", then " : "",
                 !sp->tail_q ? "" : sp->tail_m ? "Bluestein's " : "Rader's ",
                 sp->tail_q ? "last pass" : "");
    /* one padding for the program: the planner gave pass 0 the passes' (in one kernel:
     * the head's own, pass 0 being its copy) */
    ufft__gen_preamble(&e, pb->precision, s->idx64,
                       sp->one ? s->pass[0].pad_shift : s->pass[1].pad_shift, ufft__gen_forms(s), what);
    gen_columns_kernels(&e, pb, &sp->head, spec, sp->q, sp->g, sp->m, sp->one, -1);
    for (int i = 1; i < last; i++) {
        void (*gen)(ufft__emitter *, const ufft__problem *, const ufft__schedule *, int, int) =
            s->pass[i].generic ? ufft__gen_pass_generic : ufft__gen_pass;
        gen(&e, pb, s, i, -1);
        gen(&e, pb, s, i, +1);
    }
    if (sp->tail_q) {
        ufft__gen_twiddle_fn(&e, &s->pass[last], last);
        gen_columns_kernels(&e, pb, &sp->tail, spec + ufft__split_conv_entries(sp->q, sp->m),
                            sp->tail_q, sp->tail_g, sp->tail_m, false, last);
    }
    return ufft__emit_take(&e);
}
