/* What every pass kernel starts with, whichever way it runs its stages: the inter-pass
 * twiddle helper (once per pass), a comment saying what the kernel computes, and the
 * entry point with its arguments (the same for all passes, so the launcher needs no
 * per-kind code), and the work-item's column and place in it. */
#include <stdio.h>

#include "gen/gen.h"

void ufft__gen_pass_open(ufft__emitter *e, const ufft__problem *pb, const ufft__schedule *s,
                         int index, int sign, const char *stages)
{
    const ufft__pass *ps = &s->pass[index];
    long long P = (long long)ps->p, cpb = (long long)(pb->n / ps->p), NS = (long long)ps->ns;
    char radices[128] = "", name[64], attr[96];
    size_t at = 0;
    for (int i = 0; i < ps->nstages && at < sizeof radices; i++)
        at += (size_t)snprintf(radices + at, sizeof radices - at, "%s%d", i ? "x" : "", ps->radix[i]);
    ufft__gen_kernel_name(name, sizeof name, index, sign);
    snprintf(attr, sizeof attr, e->d->group_attr, (unsigned)(ps->threads_per_col * ps->cols),
             ps->min_groups);
    char cluster[64] = "";
    if (s->cluster) /* its groups read each other's local memory (gen/cluster.c) */
        snprintf(cluster, sizeof cluster, e->d->cluster_attr, (unsigned)s->cluster);

    if (sign < 0) /* one helper per pass, shared by both directions */
        ufft__gen_twiddle_fn(e, ps, index);
    ufft__emit(e, "/* ufft pass %d of %d, %s: radix-%lld Stockham step (%s %s)", index + 1,
               s->npasses, sign < 0 ? "forward" : "inverse", P, stages,
               ps->nstages ? radices : "none: copy");
    ufft__emit(e, " * of a length-%lld %s C2C transform, ns = %lld: column j < %lld reads",
               (long long)pb->n, pb->precision == UFFT_F64 ? "fp64" : "fp32", NS, cpb);
    ufft__emit(e, " * x[j + k*%lld], scales by W_%lld^(k*(j mod %lld)), takes a %lld-point DFT and",
               cpb, NS * P, NS, P);
    ufft__emit(e, " * writes k to (j/ns)*ns*%lld + j mod ns + k*ns. %d columns x %d work-items per group. */",
               P, ps->cols, ps->threads_per_col);
    if (ps->load_rows || ps->store_cols)
        ufft__emit(e, "/* Here column j %s (mid_rows). */",
                   ps->load_rows ? "reads its input from the row j*p + k instead"
                                 : "writes output k to j + k*(n/p), where it read input k, instead");
    if (s->cluster)
        ufft__emit(e, "/* On clusters of %d groups: then pass 2's radix-%lld step (ns = %lld) reads "
                      "this pass's outputs from the groups' local memories. */",
                   s->cluster, (long long)s->pass[1].p, (long long)s->pass[1].ns);
    ufft__emit(e, "%s %s%s%s", e->d->kernel, cluster, cluster[0] ? " " : "", attr);
    /* ioff/ooff: element offsets into the buffers, so one workspace can hold two
     * regions without sub-buffers (OpenCL) or pointer arithmetic on the host. */
    ufft__emit_open(e, "%s(%s const cplx_t *in, %s cplx_t *out, %s const cplx_t *%s tw, const idx_t ncols, "
                    "const idx_t istride, const idx_t idist, const idx_t ostride, const idx_t odist, "
                    "const %s ioff, const %s ooff)",
                    name, e->d->global, e->d->global, e->d->global, e->d->restrict_kw, e->d->u64,
                    e->d->u64);
    ufft__emit(e, "in += ioff;");
    ufft__emit(e, "out += ooff;");
    /* work-item lid handles element t (of T) of column c (of G) */
    int T = ps->threads_per_col, G = ps->cols;
    ufft__emit(e, "const uint lid = %s;", e->d->local_id);
    if (ps->load_cols_fastest)
        ufft__emit(e, "const uint c = lid %% %du, t = lid / %du;", G, G);
    else
        ufft__emit(e, "const uint t = lid %% %du, c = lid / %du;", T, T);
    long long M = s->cluster && index == 0 ? (long long)ufft__cluster_stride(s, pb->n) : 1;
    if (M > 1) {
        /* group r of cluster z holds columns q0 .. q0+G-1 plus r*M (plan.h) */
        long long C = s->cluster, per_row = M / G;
        ufft__emit(e, "const idx_t z = (idx_t)%s / %lldu;", e->d->group_id, C);
        ufft__emit(e, "const idx_t b = z / (idx_t)%lld, q0 = (z - b * (idx_t)%lld) * %du;", per_row,
                   per_row, G);
        ufft__emit(e, "const idx_t j = q0 + c + (idx_t)(%s %% %lldu) * %lld, col = b * (idx_t)%lld + j;",
                   e->d->group_id, C, M, cpb);
        return;
    }
    ufft__emit(e, "const idx_t col = (idx_t)%s * %du + c;", e->d->group_id, G);
    ufft__emit(e, "const idx_t b = col / (idx_t)%lld, j = col - b * (idx_t)%lld;", cpb, cpb);
}

/* `type name[elems]` in local memory, or over the dynamic local memory the launch sizes */
static void declare_local(ufft__emitter *e, const char *type, const char *name, long long elems)
{
    if (e->d->dynamic_local[0]) {
        ufft__emit(e, "%s", e->d->dynamic_local);
        ufft__emit(e, "%s *const %s = (%s *)ufft_smem;", type, name, type);
    } else {
        ufft__emit(e, "%s %s %s[%lld];", e->d->local, type, name, elems);
    }
}

void ufft__gen_lds(ufft__emitter *e, long long elems)
{
    declare_local(e, "cplx_t", "lds", elems);
}

void ufft__gen_lds_real(ufft__emitter *e, long long elems)
{
    declare_local(e, "real_t", "ldr", elems);
}

void ufft__gen_rows_kernel_open(ufft__emitter *e, const ufft__pass *ps, const char *name,
                                bool with_n, long long lds_elems, int cluster)
{
    const ufft__dialect *d = e->d;
    int T = ps->threads_per_col, G = ps->cols;
    char attr[96], dims[64] = "";
    snprintf(attr, sizeof attr, d->group_attr, (unsigned)(T * G), ps->min_groups);
    if (cluster)
        snprintf(dims, sizeof dims, d->cluster_attr, (unsigned)cluster);
    ufft__emit(e, "%s %s%s%s", d->kernel, dims, cluster ? " " : "", attr);
    ufft__emit_open(e, "%s(%s const cplx_t *in, %s cplx_t *out, %s const cplx_t *%s tw, const idx_t nrows, "
                    "%sconst idx_t istride, const idx_t idist, const idx_t ostride, "
                    "const idx_t odist, const %s ioff, const %s ooff)",
                    name, d->global, d->global, d->global, d->restrict_kw,
                    with_n ? "const uint n, " : "", d->u64, d->u64);
    ufft__emit(e, "in += ioff;");
    ufft__emit(e, "out += ooff;");
    ufft__gen_lds(e, lds_elems);
    ufft__emit(e, "const uint lid = %s;", d->local_id);
    /* a cluster's groups take a column each: c and cb known zero (ptxas spilled f32
     * m = 32768's kernel 4 -> 132 bytes with c from lid) */
    if (cluster)
        ufft__emit(e, "const uint t = lid %% %du, c = 0u;", T);
    else
        ufft__emit(e, "const uint t = lid %% %du, c = lid / %du;", T, T);
    ufft__emit(e, "const idx_t row0 = (idx_t)%s * %du;", d->group_id, G);
    ufft__emit(e, "const uint cb = c * %lldu;", (long long)ps->lstride);
}
