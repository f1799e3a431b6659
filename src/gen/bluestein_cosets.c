/* Bluestein in one kernel by cosets (ufft__schedule.cosets): the length-m convolution,
 * m = r P with n <= P, as r independent length-P ones. x times the chirp is zero from n,
 * so decimating the length-m transform in frequency needs no butterfly across the r
 * parts: with y[j] = x[j] w[j] (j < n),
 *   X[r k + s] = FFT_P(y[j] W_m^(s j))[k]                   (s < r, k < P)
 *   z[k]       = sum_s W_m^(-s k) IFFT_P(X[r . + s] B[r . + s])[k]   (k < n <= P)
 * Column s of the group (ufft__pass.cols = r), or on sm_90 group s of a cluster of r
 * (ufft__schedule.coset_cluster), takes part s of one row, a length-P transform pair in
 * registers; the parts meet once, through local memory, to add up X[k] = z[k] w[k]. m
 * only needs 2n - 1 <= r P with P any length the register passes take. The parts'
 * transforms are whole where the one-kernel length-m one is pruned (x zero from n, X
 * kept below n), so they cost as many operations: on the H100 and H200 this lost to the
 * length-m kernel as a rule and won only where the row's m is weak (the H100's f64
 * entries of 2049..2183, P = 2187 for m = 4802; 2026-12-06-h200-blue-cosets.md).
 * Tables at `spec`: B / m by parts (ufft__bluestein_tables with cols r), then per part s
 * F_s[j] = w[j] W_m^(s j) and G_s[j] = w[j] W_m^(-s j) (ufft__bluestein_coset_tables).
 * The inverse direction conjugates the chirp and B but not W_m's powers, which belong to
 * the transform's decimation: it reads G_s with c_mulc on the way in, F_s on the way out,
 * where the forward one reads F_s and G_s with c_mul. */
#include <stdio.h>

#include "gen/gen.h"

/* Slot i holds element t + i*T of the column. Whether it is below n, knowing only
 * P/2 < n <= P: 1 always, 2 maybe (a guard is opened; the caller closes it). */
static int open_below_n(ufft__emitter *e, long long P, int T, int i)
{
    long long lo = (long long)i * T;
    if (lo + T <= P / 2 + 1)
        return 1;
    ufft__emit_open(e, "if (t + %lldu < n)", lo);
    return 2;
}

/* The parts add up: slot i in the part i % r, the others' through local memory. In one
 * group part s is column s; on a cluster (ufft__schedule.coset_cluster) group s, whose
 * local memory the others read, so none leaves before they have (cl_arrive, cl_wait). */
static void emit_sum(ufft__emitter *e, int E, int T, int r, long long P, long long LS, bool cluster)
{
    const ufft__dialect *d = e->d;
    ufft__emit(e, "%s; /* no work-item still reads the last exchange */", d->barrier);
    for (int i = 0; i < E; i++)
        ufft__emit(e, "if (s != %du) lds[cb + PAD(t + %du)] = v%d;", i % r, i * T, i);
    if (cluster) {
        ufft__emit(e, "cl_sync(); /* every part's in its group's local memory */");
        for (int q = 0; q < r; q++)
            ufft__emit(e, "const cplx_t *const lq%d = cl_mapw(lds, %du);", q, q);
    } else {
        ufft__emit(e, "%s;", d->barrier);
    }
    for (int i = 0; i < E; i++) {
        ufft__emit_open(e, "if (s == %du)", i % r);
        for (int q = 0; q < r; q++) {
            if (q == i % r)
                continue;
            if (cluster)
                ufft__emit(e, "v%d = c_add(v%d, lq%d[PAD(t + %du)]);", i, i, q, i * T);
            else
                ufft__emit(e, "v%d = c_add(v%d, lds[%lldu + PAD(t + %du)]);", i, i, q * LS, i * T);
        }
        ufft__emit_close(e, NULL);
    }
    if (cluster)
        ufft__emit(e, "cl_arrive(); /* this group has read the others' */");
    for (int i = 0; i < E; i++) {
        ufft__emit_open(e, "if (s == %du)", i % r);
        int below = open_below_n(e, P, T, i);
        ufft__emit(e, "gout[(idx_t)(t + %du) * ostride] = v%d;", i * T, i);
        if (below == 2)
            ufft__emit_close(e, NULL);
        ufft__emit_close(e, NULL);
    }
    if (cluster)
        ufft__emit(e, "cl_wait(); /* and the others this one's */");
}

static void emit_kernel(ufft__emitter *e, ufft_precision prec, const ufft__pass *ps, int r,
                        bool cluster, long long spec, int sign)
{
    const ufft__dialect *d = e->d;
    bool f64 = prec == UFFT_F64;
    int E = ps->elems, T = ps->threads_per_col;
    long long P = (long long)ps->p, m = P * r, LS = (long long)ps->lstride;
    const char *mul = ufft__gen_mul(sign);
    char name[64];
    ufft__gen_bluestein_fused_name(name, sizeof name, sign);
    ufft__emit(e, "/* Bluestein %s in one kernel by %d cosets, any length n in (%lld, %lld]: "
                  "convolution length %lld = %d x %lld, %s s of a row part s, %d work-items "
                  "each */",
               sign < 0 ? "forward" : "inverse", r, P / 2, P, m, r, P,
               cluster ? "group" : "column", T);
    ufft__gen_rows_kernel_open(e, ps, name, true, LS * (cluster ? 1 : r), cluster ? r : 0);
    /* the launch has exactly one group, or cluster, per row (api/execute.c): every row
     * is live */
    if (cluster) {
        ufft__emit(e, "const uint s = cl_rank();");
        ufft__emit(e, "const idx_t row = (idx_t)%s / %du;", d->group_id, r);
    } else {
        ufft__emit(e, "const uint s = c;");
        ufft__emit(e, "const idx_t row = (idx_t)%s;", d->group_id);
    }
    ufft__emit(e, "%s const cplx_t *const gin = in + row * idist;", d->global);
    ufft__emit(e, "%s cplx_t *const gout = out + row * odist;", d->global);
    /* F_s then G_s forward, G_s then F_s inverse (the heading comment) */
    ufft__emit(e, "%s const cplx_t *const tin = tw + %lldu + (s + %du) * n;", d->global, spec + m,
               sign < 0 ? 0 : r);
    ufft__emit(e, "%s const cplx_t *const tout = tw + %lldu + (s + %du) * n;", d->global, spec + m,
               sign < 0 ? r : 0);
    for (int i = 0; i < E; i++)
        ufft__emit(e, "cplx_t v%d;", i);
    ufft__emit(e, "/* x times the chirp and W_m^(s j), zero from n */");
    for (int i = 0; i < E; i++) {
        int below = open_below_n(e, P, T, i);
        ufft__emit(e, "v%d = %s(gin[(idx_t)(t + %du) * istride], tin[t + %du]);", i, mul, i * T,
                   i * T);
        if (below == 2) {
            ufft__emit_close(e, NULL);
            ufft__emit(e, "else v%d = MAKE_C(0, 0);", i);
        }
    }
    ufft__emit(e, "/* forward FFT of length %lld */", P);
    ufft__gen_register_stages(e, ps, -1, f64, false);
    ufft__emit(e, "/* times part s of the kernel's spectrum (with 1/%lld) */", m);
    for (int i = 0; i < E; i++)
        ufft__emit(e, "v%d = %s(v%d, tw[%lldu + s * %lldu + t + %du]);", i, mul, i, spec, P, i * T);
    ufft__emit(e, "/* inverse FFT of length %lld */", P);
    if (ufft__gen_inverse_register_stages(e, ps, f64))
        ufft__emit_close(e, NULL);
    ufft__emit(e, "/* times W_m^(-s k) and the chirp */");
    for (int i = 0; i < E; i++) {
        int below = open_below_n(e, P, T, i);
        ufft__emit(e, "v%d = %s(v%d, tout[t + %du]);", i, mul, i, i * T);
        if (below == 2)
            ufft__emit_close(e, NULL);
    }
    emit_sum(e, E, T, r, P, LS, cluster);
    ufft__emit_close(e, NULL);
    ufft__emit_blank(e);
}

void ufft__gen_bluestein_cosets_kernels(ufft__emitter *e, ufft_precision prec,
                                        const ufft__pass *ps, int cosets, bool cluster,
                                        int64_t spec)
{
    if (cluster)
        ufft__emit(e, "%s", e->d->cluster_helpers);
    emit_kernel(e, prec, ps, cosets, cluster, (long long)spec, -1);
    emit_kernel(e, prec, ps, cosets, cluster, (long long)spec, +1);
}
