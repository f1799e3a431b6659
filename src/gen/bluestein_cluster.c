/* Bluestein in one kernel on a thread-block cluster, for convolution lengths m = C x P0
 * that no group holds but whose length-P0 part one group does (plan/bluestein.c). A
 * row's C groups split both FFTs of the convolution in four steps, j = C j0 + j1 and
 * k = k0 + P0 k1 (j0, k0 < P0; j1, k1 < C):
 *   group r: y_r[k0] = W_m^(r k0) FFT_P0(x[C j0 + r] w[C j0 + r])   into its local memory
 *   cluster: for its share of k0, the C-point DFT over the groups' y[k0] gives
 *            X[k0 + P0 k1]; times B; the inverse C-point DFT gives u_j1[k0], which times
 *            W_m^(-j1 k0) goes to group j1's local memory
 *   group r: z[C j0 + r] = inverse FFT_P0(u_r); X[j] = z[j] w[j] for j < n.
 * The only exchange between groups is the middle step's, through the cluster's local
 * memories: one read and one write of the data in device memory, no workspace. The
 * inverse direction uses conj(w) and conj(B), as the one-group kernel does. */
#include <stdio.h>

#include "gen/gen.h"

void ufft__gen_bluestein_cluster_name(char *buf, size_t len, int sign)
{
    snprintf(buf, len, "ufft_blue_cluster_%s", sign < 0 ? "fwd" : "inv");
}

/* The middle step for work-item column u: k0 = r P0/C + t + u T, in slots u C + k. */
static void emit_cross(ufft__emitter *e, int C, long long P0, int T, int u, const char *mul,
                       long long spec, bool f64)
{
    int slot[UFFT__MAX_STAGE_RADIX];
    for (int k = 0; k < C; k++)
        slot[k] = u * C + k;
    ufft__emit_block(e);
    ufft__emit(e, "const uint k0 = r * %lldu + t + %du;", P0 / C, u * T);
    ufft__gen_dft(e, C, slot, -1, f64);
    for (int k = 0; k < C; k++)
        ufft__emit(e, "v%d = %s(v%d, tw[%lld + k0]);", slot[k], mul, slot[k], spec + k * P0);
    ufft__gen_dft(e, C, slot, +1, f64);
    for (int k = 1; k < C; k++) /* W_m^(-k k0) */
        ufft__emit(e, "v%d = c_mulc(v%d, twm[%lldu + k0]);", slot[k], slot[k], k * P0);
    ufft__emit_close(e, NULL);
}

/* Slot i holds j0 = t + i T, element j = C j0 + r. The planner's m is the shortest power
 * of two of at least 2n - 1, so m/4 < n <= (m+1)/2: j0 below P0/4 - 1 is always below
 * n, j0 from P0/2 never (0: never, 1: always, 2: maybe). Half the slots are known zero,
 * and their loads and stores are never issued, as in the one-group kernel. */
static int below_n(long long P0, int T, int i)
{
    long long lo = (long long)i * T;
    if (lo >= P0 / 2)
        return 0;
    return lo + T <= P0 / 4 - 1 ? 1 : 2;
}

static void emit_kernel(ufft__emitter *e, ufft_precision prec, const ufft__pass *ps, int C,
                        long long spec, int sign)
{
    const ufft__dialect *d = e->d;
    bool f64 = prec == UFFT_F64;
    int E = ps->elems, T = ps->threads_per_col, Q = E / C;
    long long P0 = (long long)ps->p, m = P0 * C;
    const char *mul = ufft__gen_mul(sign);
    char name[64];
    ufft__gen_bluestein_cluster_name(name, sizeof name, sign);
    ufft__emit(e, "/* Bluestein %s in one kernel on clusters of %d groups, any length n in (%lld, %lld]: "
                  "convolution length %lld = %d x %lld, %d work-items per group */",
               sign < 0 ? "forward" : "inverse", C, m / 4, (m + 1) / 2, m, C, P0, T);
    /* one column per group (the planner's): row0 is the group's index, cb 0; the opener's
     * t = lid % T keeps t's range known, without which the index arithmetic spilled 1.7 KB
     * (f32 m = 32768) */
    ufft__gen_rows_kernel_open(e, ps, name, true, (long long)ps->lstride, C);
    ufft__emit(e, "const uint r = cl_rank();");
    /* the launch has exactly C groups per row (api/execute.c), so every row is live */
    ufft__emit(e, "const idx_t row = row0 / %du;", C);
    ufft__emit(e, "%s const cplx_t *const gin = in + row * idist;", d->global);
    ufft__emit(e, "%s cplx_t *const gout = out + row * odist;", d->global);
    ufft__emit(e, "%s const cplx_t *const twm = tw + %lldu + n; /* W_m^(r k0), after the chirp */",
               d->global, spec + m);
    for (int i = 0; i < E; i++)
        ufft__emit(e, "cplx_t v%d;", i);
    ufft__emit(e, "/* x[C j0 + r] times the chirp, zero from n */");
    for (int i = 0; i < E; i++) {
        int below = below_n(P0, T, i);
        if (!below) {
            ufft__emit(e, "v%d = MAKE_C(0, 0);", i);
            continue;
        }
        ufft__emit_block(e);
        ufft__emit(e, "const uint j = %du * (t + %du) + r;", C, i * T);
        ufft__emit(e, "v%d = %s%s(gin[(idx_t)j * istride], tw[%lldu + j])%s;", i,
                   below == 2 ? "j < n ? " : "", mul, spec + m, below == 2 ? " : MAKE_C(0, 0)" : "");
        ufft__emit_close(e, NULL);
    }
    ufft__emit(e, "/* forward FFT of length %lld, times W_m^(r k0), into local memory */", P0);
    ufft__gen_register_stages(e, ps, -1, f64, false);
    if (ps->nstages > 1)
        ufft__emit(e, "%s;", d->barrier);
    for (int i = 0; i < E; i++)
        ufft__emit(e, "lds[PAD(t + %du)] = c_mul(v%d, twm[r * %lldu + t + %du]);", i * T, i, P0,
                   i * T);
    ufft__emit(e, "cl_sync(); /* every group's y in its local memory */");
    for (int q = 0; q < C; q++)
        ufft__emit(e, "cplx_t *const lq%d = cl_mapw(lds, %du);", q, q);
    ufft__emit(e, "/* this group's share of k0: y of every group, then the others may write */");
    for (int u = 0; u < Q; u++)
        for (int q = 0; q < C; q++)
            ufft__emit(e, "v%d = lq%d[PAD(r * %lldu + t + %du)];", u * C + q, q, P0 / C, u * T);
    ufft__emit(e, "cl_arrive();");
    ufft__emit(e, "/* radix %d forward, times B, radix %d inverse, times W_m^(-j1 k0) */", C, C);
    for (int u = 0; u < Q; u++)
        emit_cross(e, C, P0, T, u, mul, spec, f64);
    ufft__emit(e, "cl_wait(); /* no group still reads y */");
    /* the writes' addresses from a t the compiler cannot see through: it would keep the
     * reads' addresses live across the middle step (f32 m = 32768 spilled 196 bytes, 4
     * with this) */
    bool opaque = ufft__gen_open_opaque_t(e);
    for (int u = 0; u < Q; u++)
        for (int q = 0; q < C; q++)
            ufft__emit(e, "lq%d[PAD(r * %lldu + t + %du)] = v%d;", q, P0 / C, u * T, u * C + q);
    if (opaque)
        ufft__emit_close(e, NULL);
    ufft__emit(e, "cl_sync(); /* every group's u_r in its local memory */");
    for (int i = 0; i < E; i++)
        ufft__emit(e, "v%d = lds[PAD(t + %du)];", i, i * T);
    ufft__emit(e, "/* inverse FFT of length %lld */", P0);
    /* the stores stay in the inverse stages' block: they recompute j from its t too */
    bool open = ufft__gen_inverse_register_stages(e, ps, f64);
    ufft__emit(e, "/* times the chirp, those below n out */");
    for (int i = 0; i < E; i++) {
        int below = below_n(P0, T, i);
        if (!below)
            continue;
        ufft__emit_block(e);
        ufft__emit(e, "const uint j = %du * (t + %du) + r;", C, i * T);
        ufft__emit(e, "%sgout[(idx_t)j * ostride] = %s(v%d, tw[%lldu + j]);",
                   below == 2 ? "if (j < n) " : "", mul, i, spec + m);
        ufft__emit_close(e, NULL);
    }
    if (open)
        ufft__emit_close(e, NULL);
    ufft__emit_close(e, NULL);
    ufft__emit_blank(e);
}

char *ufft__gen_bluestein_cluster_program(const ufft__dialect *d, ufft_precision prec,
                                          const ufft__schedule *s, int64_t spec, int groups)
{
    if (!d->cluster_attr[0])
        return NULL; /* clusters are CUDA's (sm_90) */
    ufft__emitter e;
    ufft__emit_init(&e, d);
    char what[128];
    snprintf(what, sizeof what, "Bluestein FFT in one kernel on clusters of %d groups, convolution length %lld",
             groups, (long long)s->pass[0].p * groups);
    ufft__gen_preamble(&e, prec, s->idx64, s->pass[0].pad_shift, ufft__gen_forms(s), what);
    ufft__emit(&e, "%s", d->cluster_helpers);
    emit_kernel(&e, prec, &s->pass[0], groups, (long long)spec, -1);
    emit_kernel(&e, prec, &s->pass[0], groups, (long long)spec, +1);
    return ufft__emit_take(&e);
}
