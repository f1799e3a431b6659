/* The second pass of a cluster's kernel (ufft__schedule.cluster): pass 0 has left each
 * group's columns in its local memory, in natural order, and the cluster's groups hold
 * every input of their share of pass 1 (a whole row, or first-pass columns M apart), so
 * pass 1 (one radix-p1 step) reads them from the groups' local memories instead of
 * from device memory and writes its outputs: a pass's read and write of device memory
 * saved, for rows that do not fit one group. */
#include "gen/gen.h"

typedef struct step {
    ufft__emitter *e;
    const ufft__problem *pb;
    const ufft__pass *b;
    int G, P1, items, sign;
    long long P0, share, LS;
    bool strided;
} step;

enum { READS = 1, COMPUTE = 2 };

/* Work-item column u of the group's share (neighbouring work-items on neighbouring
 * columns jc): its reads from the cluster's local memories, and/or its twiddles,
 * butterfly and stores, in slots u*P1 ... */
static void emit_column(const step *st, int u, int what)
{
    ufft__emitter *e = st->e;
    int P1 = st->P1, slot[UFFT__MAX_RADIX];
    for (int k = 0; k < P1; k++)
        slot[k] = u * P1 + k;
    ufft__emit_block(e);
    if (st->strided) /* column (q0 + cq) * P0 + jc: element k in group k, local column cq */
        ufft__emit(e, "const uint f = lid + %du, cq = f / %lldu, jc = rank * %lldu + f %% %lldu;",
                   u * st->items, st->share, st->share, st->share);
    else /* column jc: element k in group k / G, local column k % G */
        ufft__emit(e, "const uint jc = rank * %lldu + lid + %du;", st->share, u * st->items);
    for (int k = 0; (what & READS) && k < P1; k++) {
        if (st->strided)
            ufft__emit(e, "v%d = lq%d[cq * %lldu + PAD(jc)];", slot[k], k, st->LS);
        else
            ufft__emit(e, "v%d = lq%d[%lldu + PAD(jc)];", slot[k], k / st->G, (k % st->G) * st->LS);
    }
    if (what & COMPUTE) {
        for (int k = 1; k < P1; k++) /* W_{P0 P1}^(k jc), a row per k (passes.c) */
            ufft__emit(e, "v%d = %s(v%d, tw[%lldu + jc]);", slot[k], ufft__gen_mul(st->sign),
                       slot[k], (long long)st->b->tw_local + (long long)(k - 1) * st->P0);
        ufft__gen_dft(e, P1, slot, st->sign, st->pb->precision == UFFT_F64);
        /* outputs (q0 + cq) * P0 * P1 + jc + k * P0, or jc + k * P0 */
        if (st->strided)
            ufft__emit(e, "%s cplx_t *dst = out + b * odist + ((q0 + cq) * (idx_t)%lld + jc) * ostride;",
                       e->d->global, st->P0 * P1);
        else
            ufft__emit(e, "%s cplx_t *dst = out + b * odist + (idx_t)jc * ostride;", e->d->global);
        ufft__emit(e, "const idx_t ks = (idx_t)%lld * ostride;", st->P0);
        for (int k = 0; k < P1; k++)
            ufft__emit(e, "dst[(idx_t)%du * ks] = v%d;", k, slot[k]);
    }
    ufft__emit_close(e, NULL);
}

void ufft__gen_cluster_step(ufft__emitter *e, const ufft__problem *pb, const ufft__schedule *s,
                            int sign)
{
    const ufft__pass *a = &s->pass[0], *b = &s->pass[1];
    step st = {e, pb, b, a->cols, (int)b->p, a->threads_per_col * a->cols, sign,
               (long long)a->p, (long long)a->p / s->cluster, (long long)a->lstride,
               ufft__cluster_stride(s, pb->n) > 1};
    int per_item = a->elems / st.P1;
    ufft__emit(e, "cl_sync(); /* pass 1's inputs: pass 0's outputs in the cluster's groups */");
    ufft__emit(e, "const uint rank = cl_rank();");
    for (int q = 0; q < s->cluster; q++)
        ufft__emit(e, "const cplx_t *const lq%d = cl_map(lds, %du);", q, q);
    if (st.strided) {
        for (int u = 0; u < per_item; u++)
            emit_column(&st, u, READS | COMPUTE);
        ufft__emit(e, "cl_sync(); /* no group leaves while others read its local memory */");
        return;
    }
    /* a whole row: every read of the others' local memory first, then this group's
     * arrival at the closing barrier, so its compute and stores overlap the others'
     * (f32 2^15 1.045x; the strided layout lost 1-3% that way, 2026-11-24-h100-clusters.md) */
    for (int u = 0; u < per_item; u++)
        emit_column(&st, u, READS);
    ufft__emit(e, "cl_arrive(); /* done with the others' local memory */");
    for (int u = 0; u < per_item; u++)
        emit_column(&st, u, COMPUTE);
    ufft__emit(e, "cl_wait(); /* no group leaves while others read its local memory */");
}
