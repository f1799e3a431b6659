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

/* Whether the stage of ps's rows takes the dialect's bulk copy (ufft__pass.stage_bulk) */
static bool bulk_staged(const ufft__dialect *d, const ufft__pass *ps)
{
    return ps->rows_loop && ps->direct_io && ps->stage_bulk && d->stage_bulk;
}

/* Row `row` (an idx_t expression below nrows or not) of the batch into lds from word
 * `at` on, x[k] at at + k, k < n: each work-item of the group's T puts every T-th
 * element, and stage_wait() and a barrier later all have arrived (dialect stage_copy);
 * or (bulk) work-item 0 starts one copy of the whole row, which completes the next phase
 * of stage_bar (stage_arrived, dialect stage_bulk). */
static void emit_stage(ufft__emitter *e, long long at, int T, const char *row, bool bulk,
                       int elem_bytes)
{
    const ufft__dialect *d = e->d;
    ufft__emit_block(e);
    ufft__emit(e, "const idx_t sr = %s;", row);
    ufft__emit_open(e, bulk ? "if (sr < nrows && lid == 0u)" : "if (sr < nrows)");
    ufft__emit(e, "%s const cplx_t *const gx = in + sr * idist;", d->global);
    if (bulk)
        ufft__emit(e, "stage_get(lds + %lldu, gx, n * %du, &stage_bar);", at, elem_bytes);
    else
        ufft__emit(e, "for (uint k2 = lid; k2 < n; k2 += %du) stage_put(lds + %lldu + k2, gx + (idx_t)k2 * istride);",
                   T, at);
    ufft__emit_close(e, NULL);
    ufft__emit_close(e, NULL);
}

/* The group's next row into the stage, if it has one (emit.h, in_exchange) */
typedef struct next_row {
    long long stage;
    int T, elem_bytes;
    bool bulk;
} next_row;

static void stage_next(ufft__emitter *e, const void *arg)
{
    const next_row *nr = arg;
    emit_stage(e, nr->stage, nr->T, "row + groups", nr->bulk, nr->elem_bytes);
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
    /* direct_io: slot i straight from and to device memory, element t + i*T of the
     * group's row c, neighbouring work-items on neighbouring addresses. A split plan in
     * one kernel reads so (its columns' elements S apart: the group's S columns share
     * the segments) and ends in the radix-S step through lds. */
    bool direct = ps->direct_io && S == 1, direct_in = ps->direct_io && (S == 1 || one);
    /* the whole length's kernel may loop over rows, x staged after the exchanges */
    bool looped = !q && direct && ps->rows_loop;
    bool bulk = looped && bulk_staged(d, ps);
    int elem_bytes = prec == UFFT_F64 ? 16 : 8;
    long long stage = (long long)ps->lstride * G;
    ufft__gen_rows_kernel_open(e, ps, name, !q, stage + (looped ? (m + 1) / 2 : 0), 0);
    if (q)
        ufft__emit(e, "const uint n = %lldu;", q);
    for (int i = 0; i < E; i++)
        ufft__emit(e, "cplx_t v%d;", i);
    ufft__emit(e, "/* x times the chirp, zero-padded to %lld */", m);
    if (looped) {
        /* rows row0, row0 + groups, ...: the launch holds as many groups as the device
         * runs at once (api/execute.c), so each takes its share and none waits for a wave */
        ufft__emit(e, "const idx_t groups = (idx_t)%s;", d->group_count);
        if (bulk) {
            ufft__emit(e, "__shared__ unsigned long long stage_bar; /* a phase per row */");
            ufft__emit(e, "if (lid == 0u) stage_init(&stage_bar);");
            ufft__emit(e, "%s;", d->barrier);
        }
        emit_stage(e, stage, T, "row0", bulk, elem_bytes);
        ufft__emit(e, "uint phase = 0u;");
        ufft__emit_open(e, "for (idx_t row = row0; row < nrows; row += groups, phase ^= 1u)");
        if (bulk) { /* each work-item waits for the phase itself: no barrier */
            ufft__emit(e, "stage_arrived(&stage_bar, phase);");
        } else {
            ufft__emit(e, "stage_wait();");
            ufft__emit(e, "%s;", d->barrier);
        }
        ufft__emit(e, "%s cplx_t *const gout = out + row * odist;", d->global);
    } else if (direct) {
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
    /* over rows, the table addresses from a t the compiler cannot carry from one row to
     * the next: hoisted out of the loop they stay live through it (f64 m = 8192 spilled
     * 120 bytes; 8 with this here and at the spectrum) */
    bool opaque = looped && ufft__gen_open_opaque_t(e);
    for (int i = 0; i < E; i++) {
        int below = open_below_n(&c, i);
        if (below && looped)
            ufft__emit(e, "v%d = %s(lds[%lldu + t + %du], tw[%lld + t + %du]);", i, c.mul, stage,
                       i * T, c.chirp, i * T);
        else if (below && direct)
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
    if (opaque)
        ufft__emit_close(e, NULL);
    /* then the next row's x moves in behind this row's work: inside the first exchange,
     * where every work-item has read the stage and holds no values (the copies' indices
     * beside all 32 f64 values spilled 204 bytes at m = 8192), or after the stages where
     * there is none */
    next_row nr = {stage, T, elem_bytes, bulk};
    if (looped) {
        e->in_exchange = stage_next;
        e->in_exchange_arg = &nr;
    }
    ufft__emit(e, "/* forward FFT of length %lld */", m);
    ufft__gen_register_stages(e, ps, -1, prec == UFFT_F64, !direct_in);
    if (e->in_exchange) { /* a single stage: no exchange took it */
        e->in_exchange = NULL;
        ufft__emit(e, "%s; /* every work-item has read the stage */", d->barrier);
        stage_next(e, &nr);
    }
    ufft__emit(e, "/* times the kernel's spectrum (with 1/%lld) */", m);
    opaque = looped && ufft__gen_open_opaque_t(e);
    for (int i = 0; i < E; i++)
        ufft__emit(e, "v%d = %s(v%d, tw[%lld + t + %du]);", i, c.mul, i, c.spec, i * T);
    if (opaque)
        ufft__emit_close(e, NULL);
    ufft__emit(e, "/* inverse FFT of length %lld */", m);
    if (ufft__gen_inverse_register_stages(e, ps, prec == UFFT_F64))
        ufft__emit_close(e, NULL);
    ufft__emit(e, "/* times the chirp, the first n out */");
    if (!direct)
        ufft__emit(e, "%s;", d->barrier);
    for (int i = 0; i < E; i++) {
        int below = open_below_n(&c, i);
        if (below && direct)
            ufft__emit(e, "%sgout[(idx_t)(t + %du) * ostride] = %s(v%d, tw[%lld + t + %du]);",
                       looped ? "" : "if (row < nrows) ", i * T, c.mul, i, c.chirp, i * T);
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
    if (looped)
        ufft__emit_close(e, NULL); /* the rows */
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
             (long long)s->pass[0].p * (s->cosets > 1 ? s->cosets : 1));
    ufft__gen_preamble(&e, prec, s->idx64, s->pass[0].pad_shift, ufft__gen_forms(s), what);
    if (bulk_staged(d, &s->pass[0])) /* emit_stage's */
        ufft__emit(&e, "%s", d->stage_bulk);
    else if (s->pass[0].rows_loop && s->pass[0].direct_io)
        ufft__emit(&e, d->stage_copy, prec == UFFT_F64 ? "cg" : "ca", prec == UFFT_F64 ? 16 : 8);
    if (s->cosets > 1)
        ufft__gen_bluestein_cosets_kernels(&e, prec, &s->pass[0], s->cosets, s->coset_cluster,
                                           spec);
    else
        ufft__gen_bluestein_kernels(&e, prec, &s->pass[0], spec, 0, 1, false, -1);
    return ufft__emit_take(&e);
}

void ufft__gen_bluestein_kernels(ufft__emitter *e, ufft_precision prec, const ufft__pass *ps,
                                 int64_t spec, int64_t q, int64_t split, bool one, int tail)
{
    emit_kernel(e, prec, ps, (long long)spec, (long long)q, (long long)split, one, tail, -1);
    emit_kernel(e, prec, ps, (long long)spec, (long long)q, (long long)split, one, tail, +1);
}
