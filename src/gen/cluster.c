/* The second pass of a cluster's kernel (ufft__schedule.cluster): pass 0 has left each
 * group's columns in its local memory, in natural order, and the cluster's groups hold
 * every input of their share of pass 1 (a whole row, or first-pass columns M apart), so
 * pass 1 (one radix-p1 step) reads them from the groups' local memories instead of
 * from device memory and writes its outputs: a pass's read and write of device memory
 * saved, for rows that do not fit one group. */
#include "gen/gen.h"

void ufft__gen_cluster_step(ufft__emitter *e, const ufft__problem *pb, const ufft__schedule *s,
                            int sign)
{
    const ufft__pass *a = &s->pass[0], *b = &s->pass[1];
    int C = s->cluster, G = a->cols, P1 = (int)b->p;
    int items = a->threads_per_col * G, per_item = a->elems / P1;
    long long P0 = (long long)a->p, share = P0 / C, LS = (long long)a->lstride;
    bool strided = ufft__cluster_stride(s, pb->n) > 1;
    ufft__emit(e, "cl_sync(); /* pass 1's inputs: pass 0's outputs in the cluster's groups */");
    ufft__emit(e, "const uint rank = cl_rank();");
    for (int q = 0; q < C; q++)
        ufft__emit(e, "const cplx_t *const lq%d = cl_map(lds, %du);", q, q);
    for (int u = 0; u < per_item; u++) {
        int slot[UFFT__MAX_RADIX];
        for (int k = 0; k < P1; k++)
            slot[k] = u * P1 + k;
        ufft__emit_block(e);
        /* neighbouring work-items on neighbouring columns jc of the group's share */
        if (strided) {
            /* column (q0 + cq) * P0 + jc reads element k from group k, local column cq,
             * and writes (q0 + cq) * P0 * C + jc + k * P0 */
            ufft__emit(e, "const uint f = lid + %du, cq = f / %lldu, jc = rank * %lldu + f %% %lldu;",
                       u * items, share, share, share);
            for (int k = 0; k < P1; k++)
                ufft__emit(e, "v%d = lq%d[cq * %lldu + PAD(jc)];", slot[k], k, LS);
        } else {
            /* column jc reads element k from group k / G, local column k % G, and writes
             * jc + k * P0 */
            ufft__emit(e, "const uint jc = rank * %lldu + lid + %du;", share, u * items);
            for (int k = 0; k < P1; k++)
                ufft__emit(e, "v%d = lq%d[%lldu + PAD(jc)];", slot[k], k / G, (k % G) * LS);
        }
        for (int k = 1; k < P1; k++) /* W_{P0 P1}^(k jc), a row per k (passes.c) */
            ufft__emit(e, "v%d = %s(v%d, tw[%lldu + jc]);", slot[k], ufft__gen_mul(sign), slot[k],
                       (long long)b->tw_local + (long long)(k - 1) * P0);
        ufft__gen_dft(e, P1, slot, sign, pb->precision == UFFT_F64);
        if (strided)
            ufft__emit(e, "%s cplx_t *dst = out + b * odist + ((q0 + cq) * (idx_t)%lld + jc) * ostride;",
                       e->d->global, P0 * P1);
        else
            ufft__emit(e, "%s cplx_t *dst = out + b * odist + (idx_t)jc * ostride;", e->d->global);
        ufft__emit(e, "const idx_t ks = (idx_t)%lld * ostride;", P0);
        for (int k = 0; k < P1; k++)
            ufft__emit(e, "dst[(idx_t)%du * ks] = v%d;", k, slot[k]);
        ufft__emit_close(e, NULL);
    }
    ufft__emit(e, "cl_sync(); /* no group leaves while others read its local memory */");
}
