/* Bluestein in one kernel, for convolution lengths m whose FFT fits one work-group
 * (a single register pass, plan/plan.h): each column of the group is one row of the
 * batch, and everything between reading x and writing X stays on chip:
 *   load x[j] * w[j] (j < n, zero up to m) → FFT_m → times B → inverse FFT_m →
 *   X[k] = result[k] * w[k] (k < n).
 * One read and one write of the data, no workspace; the inverse direction uses
 * conj(w) and conj(B). n is an argument: one program serves every n of an m (a split
 * plan's pass 0 builds its q in, ufft__gen_bluestein_kernels). */
#include <stdio.h>

#include "gen/gen.h"

void ufft__gen_bluestein_fused_name(char *buf, size_t len, int sign)
{
    snprintf(buf, len, "ufft_blue_fused_%s", sign < 0 ? "fwd" : "inv");
}

typedef struct ctx {
    ufft__emitter *e;
    const ufft__pass *ps;
    long long spec, chirp; /* table offsets of B and w */
    const char *mul;       /* c_mul forward, c_mulc inverse */
    long long q, S;        /* 0 and 1, or a split plan's q and n / q columns per row */
    bool one;              /* a split plan in one kernel: whole rows, then the radix-S step */
    int tail;              /* a split plan's last pass (its index), or -1 (gen/split.c) */
    int sign;
    bool f64;
} ctx;

/* Pass 0 of a split plan (plan.h): row r2 = b2*S + j2 is column j2 of row b2 of the
 * batch, of n = q elements known here. It reads x[k] at b2*idist + (j2 + k*S)*istride,
 * the group's columns side by side (neighbouring rows, neighbouring addresses), and
 * writes X[k] at b2*odist + (j2*q + k)*ostride, as a Stockham pass with ns = 1 does.
 * A split's last pass (tail) scales x[k] by W_(qS)^(j2 k) too and writes X[k] where x[k]
 * was, side by side as it read. */
static void emit_columns(const ctx *c, bool load)
{
    ufft__emitter *e = c->e;
    const ufft__pass *ps = c->ps;
    long long group = (long long)ps->threads_per_col * ps->cols, G = ps->cols;
    bool tail = c->tail >= 0;
    ufft__emit_open(e, "for (uint el = lid; el < %lldu * n; el += %lldu)", G, group);
    if (load || tail)
        ufft__emit(e, "const uint k2 = el / %lldu, c2 = el - k2 * %lldu;", G, G);
    else
        ufft__emit(e, "const uint c2 = el / n, k2 = el - c2 * n;");
    ufft__emit(e, "const idx_t r2 = row0 + c2, b2 = r2 / (idx_t)%lld, j2 = r2 - b2 * (idx_t)%lld;",
               c->S, c->S);
    char x[160];
    snprintf(x, sizeof x, "in[b2 * idist + (j2 + (idx_t)k2 * (idx_t)%lld) * istride]", c->S);
    if (load && tail)
        ufft__emit(e, "lds[c2 * %lldu + PAD(k2)] = r2 < nrows ? %s(%s(%s, tw_pass%d(tw, j2 * "
                      "(idx_t)k2)), tw[%lld + k2]) : MAKE_C(0, 0);",
                   (long long)ps->lstride, c->mul, c->mul, x, c->tail, c->chirp);
    else if (load)
        ufft__emit(e, "lds[c2 * %lldu + PAD(k2)] = r2 < nrows ? %s(%s, tw[%lld + k2]) : MAKE_C(0, 0);",
                   (long long)ps->lstride, c->mul, x, c->chirp);
    else if (tail)
        ufft__emit(e, "if (r2 < nrows) out[b2 * odist + (j2 + (idx_t)k2 * (idx_t)%lld) * ostride] = "
                      "lds[c2 * %lldu + PAD(k2)];",
                   c->S, (long long)ps->lstride);
    else
        ufft__emit(e, "if (r2 < nrows) out[b2 * odist + (j2 * (idx_t)n + (idx_t)k2) * ostride] = "
                      "lds[c2 * %lldu + PAD(k2)];",
                   (long long)ps->lstride);
    ufft__emit_close(e, NULL);
}

/* Element k of column col in lds: the group's columns lstride apart. */
static void lds_at(char *buf, size_t len, const void *arg, const char *col, const char *k)
{
    snprintf(buf, len, "(%s) * %lldu + PAD(%s)", col, *(const long long *)arg, k);
}

/* The group's rows between device memory and lds, element el of the cols x n block on
 * work-item el mod group (rows of n, at column stride lstride in lds): neighbouring
 * work-items on neighbouring addresses whatever n is. Its row c2 and place k2 advance
 * by a quotient and remainder divided once: n is an argument, and a division per
 * element was about a tenth of the f32 m = 8192 kernel's instructions. */
static void emit_rows(const ctx *c, bool load)
{
    if (c->one && !load) {
        /* the radix-S step's table after the chirp's q = n */
        long long LS = (long long)c->ps->lstride;
        ufft__gen_split_step(c->e, c->ps, c->q, c->S, c->sign, c->f64, c->chirp + c->q, lds_at, &LS,
                             NULL);
        return;
    }
    if (c->S > 1) {
        emit_columns(c, load);
        return;
    }
    ufft__emitter *e = c->e;
    const ufft__pass *ps = c->ps;
    long long group = (long long)ps->threads_per_col * ps->cols, LS = (long long)ps->lstride;
    bool single = ps->cols == 1;
    ufft__emit_block(e);
    if (single) {
        ufft__emit(e, "const uint c2 = 0u;");
        ufft__emit_open(e, "for (uint k2 = lid; k2 < n; k2 += %lldu)", group);
    } else {
        ufft__emit(e, "const uint gq = %lldu / n, gr = %lldu - gq * n;", group, group);
        ufft__emit(e, "uint c2 = lid / n, k2 = lid - c2 * n;");
        ufft__emit_open(e, "for (uint el = lid; el < %du * n; el += %lldu)", ps->cols, group);
    }
    ufft__emit(e, "const idx_t r2 = row0 + c2;");
    if (load)
        ufft__emit(e, "lds[c2 * %lldu + PAD(k2)] = r2 < nrows ? %s(in[r2 * idist + (idx_t)k2 * istride], tw[%lld + k2]) : MAKE_C(0, 0);",
                   LS, c->mul, c->chirp);
    else
        ufft__emit(e, "if (r2 < nrows) out[r2 * odist + (idx_t)k2 * ostride] = lds[c2 * %lldu + PAD(k2)];",
                   LS);
    if (!single) {
        ufft__emit(e, "k2 += gr;");
        ufft__emit(e, "c2 += gq + (k2 >= n);");
        ufft__emit(e, "k2 -= k2 >= n ? n : 0u;");
    }
    ufft__emit_close(e, NULL);
    ufft__emit_close(e, NULL);
}

/* Register slot i holds element t + i*T. Whether it is below n, knowing only
 * m/4 < n <= (m+1)/2 (2n - 1 <= m, m odd too): 0 never (nothing emitted), 1 always,
 * 2 maybe (a guard is opened, the caller closes it). */
static int open_below_n(const ctx *c, int i)
{
    long long T = c->ps->threads_per_col, lo = (long long)i * T, m = (long long)c->ps->p;
    if (lo >= (m + 1) / 2)
        return 0;
    if (lo + T <= m / 4 + 1)
        return 1;
    ufft__emit_open(c->e, "if (t + %lldu < n)", lo);
    return 2;
}

/* q, S: 0 and 1 where n is the kernel's argument and each row one of the batch; else the
 * length q and its S columns per row of a split plan's pass 0 (read through lds). */
static void emit_kernel(ufft__emitter *e, ufft_precision prec, const ufft__pass *ps,
                        long long spec, long long q, long long S, bool one, int tail, int sign)
{
    const ufft__dialect *d = e->d;
    int E = ps->elems, T = ps->threads_per_col, G = ps->cols;
    long long m = (long long)ps->p;
    ctx c = {e, ps, spec, spec + m, ufft__gen_mul(sign), q, S, one, tail, sign, prec == UFFT_F64};
    char name[64];
    if (tail >= 0)
        ufft__gen_split_tail_name(name, sizeof name, true, sign);
    else
        ufft__gen_bluestein_fused_name(name, sizeof name, sign);
    ufft__emit(e, "/* Bluestein %s in one kernel, any length n in (%lld, %lld]: convolution "
                  "length %lld, %d rows x %d work-items per group */",
               sign < 0 ? "forward" : "inverse", m / 4, (m + 1) / 2, m, G, T);
    if (S > 1)
        ufft__emit(e, "/* %s of a length-%lld transform: row b*%lld + j is column j of row b "
                      "of the batch, its elements %lld apart. */",
                   one ? "The whole" : tail >= 0 ? "The last pass" : "Pass 0", q * S, S, S);
    ufft__gen_rows_kernel_open(e, ps, name, !q, (long long)ps->lstride * G, 0);
    if (q)
        ufft__emit(e, "const uint n = %lldu;", q);
    for (int i = 0; i < E; i++)
        ufft__emit(e, "cplx_t v%d;", i);
    /* direct_io: slot i straight from and to device memory, element t + i*T of the
     * group's row c, neighbouring work-items on neighbouring addresses. A split plan in
     * one kernel reads so (its columns' elements S apart: the group's S columns share
     * the segments) and ends in the radix-S step through lds. */
    bool direct = ps->direct_io && S == 1, direct_in = ps->direct_io && (S == 1 || one);
    ufft__emit(e, "/* x times the chirp, zero-padded to %lld */", m);
    if (direct) {
        ufft__emit(e, "const idx_t row = row0 + c;");
        ufft__emit(e, "%s const cplx_t *const gin = in + row * idist;", d->global);
        ufft__emit(e, "%s cplx_t *const gout = out + row * odist;", d->global);
    } else if (direct_in) {
        ufft__emit(e, "const idx_t row = row0 + c, b = row / (idx_t)%lld;", S);
        ufft__emit(e, "%s const cplx_t *const gin = in + b * idist + (row - b * (idx_t)%lld) * istride;",
                   d->global, S);
        ufft__emit(e, "const idx_t xs = (idx_t)%lld * istride;", S);
    } else {
        emit_rows(&c, true);
        ufft__emit(e, "%s;", d->barrier);
    }
    for (int i = 0; i < E; i++) {
        int below = open_below_n(&c, i);
        if (below && direct)
            ufft__emit(e, "v%d = row < nrows ? %s(gin[(idx_t)(t + %du) * istride], tw[%lld + t + %du]) : MAKE_C(0, 0);",
                       i, c.mul, i * T, c.chirp, i * T);
        else if (below && direct_in)
            ufft__emit(e, "v%d = row < nrows ? %s(gin[(idx_t)(t + %du) * xs], tw[%lld + t + %du]) : MAKE_C(0, 0);",
                       i, c.mul, i * T, c.chirp, i * T);
        else if (below)
            ufft__emit(e, "v%d = %s;", i, ufft__emit_at(e, "lds", "t", i * T).s);
        if (below == 2) {
            ufft__emit_close(e, NULL);
            ufft__emit_open(e, "else");
        }
        if (below != 1)
            ufft__emit(e, "v%d = MAKE_C(0, 0);", i);
        if (below == 2)
            ufft__emit_close(e, NULL);
    }
    ufft__emit(e, "/* forward FFT of length %lld */", m);
    ufft__gen_register_stages(e, ps, -1, prec == UFFT_F64, !direct_in);
    ufft__emit(e, "/* times the kernel's spectrum (with 1/%lld) */", m);
    for (int i = 0; i < E; i++)
        ufft__emit(e, "v%d = %s(v%d, tw[%lld + t + %du]);", i, c.mul, i, c.spec, i * T);
    ufft__emit(e, "/* inverse FFT of length %lld */", m);
    if (ufft__gen_inverse_register_stages(e, ps, prec == UFFT_F64))
        ufft__emit_close(e, NULL);
    ufft__emit(e, "/* times the chirp, the first n out */");
    if (!direct)
        ufft__emit(e, "%s;", d->barrier);
    for (int i = 0; i < E; i++) {
        int below = open_below_n(&c, i);
        if (below && direct)
            ufft__emit(e, "if (row < nrows) gout[(idx_t)(t + %du) * ostride] = %s(v%d, tw[%lld + t + %du]);",
                       i * T, c.mul, i, c.chirp, i * T);
        else if (below)
            ufft__emit(e, "%s = %s(v%d, tw[%lld + t + %du]);",
                       ufft__emit_at(e, "lds", "t", i * T).s, c.mul, i, c.chirp, i * T);
        if (below == 2)
            ufft__emit_close(e, NULL);
    }
    if (!direct) {
        ufft__emit(e, "%s;", d->barrier);
        emit_rows(&c, false);
    }
    ufft__emit_close(e, NULL);
    ufft__emit_blank(e);
}

char *ufft__gen_bluestein_fused_program(const ufft__dialect *d, ufft_precision prec,
                                        const ufft__schedule *s, int64_t spec)
{
    ufft__emitter e;
    ufft__emit_init(&e, d);
    char what[96];
    snprintf(what, sizeof what, "Bluestein FFT in one kernel, convolution length %lld",
             (long long)s->pass[0].p);
    ufft__gen_preamble(&e, prec, s->idx64, s->pass[0].pad_shift, ufft__gen_forms(s), what);
    ufft__gen_bluestein_kernels(&e, prec, &s->pass[0], spec, 0, 1, false, -1);
    return ufft__emit_take(&e);
}

void ufft__gen_bluestein_kernels(ufft__emitter *e, ufft_precision prec, const ufft__pass *ps,
                                 int64_t spec, int64_t q, int64_t split, bool one, int tail)
{
    emit_kernel(e, prec, ps, (long long)spec, (long long)q, (long long)split, one, tail, -1);
    emit_kernel(e, prec, ps, (long long)spec, (long long)q, (long long)split, one, tail, +1);
}
