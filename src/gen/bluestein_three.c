/* Bluestein in three kernels, for convolution lengths m = p0 x p1 too long for one
 * work-group (plan/plan.h, ufft__plan_bluestein_three). The length-m FFT is two
 * Stockham passes, P0 (radix p0, ns 1) then P1 (radix p1, ns p0), and its inverse Q0
 * (radix p1, ns 1) then Q1 (radix p0, ns p1). P1 writes its column j's outputs where
 * Q0 reads its column j (j + k*p0), so one kernel takes both around the spectrum:
 *   a: x[i] * w[i] (i < n, zero up to m) -> P0 -> workspace
 *   b: P1 -> times B -> Q0, Q0's output k of column j back to j + k*p0 (its input's
 *      place: each group rewrites only what it read, so the workspace is one region)
 *   c: Q1 (its column j's inputs are then contiguous at j*p0) -> X[i] = . * w[i], i < n
 * Three reads and writes of the row instead of the five steps' twelve or so; the
 * inverse direction uses conj(w) and conj(B). A group takes `cols` neighbouring columns
 * of one row; strided accesses go through local memory, cols elements at a time.
 * Rader's form (prime n, m = L = n - 1; plan/plan.h) gathers instead of the chirp, and
 * takes x[0] and X[0] through one workspace element per row after the round's copies:
 *   a: a[i] = x[g^i] -> P0 -> workspace; x[0] to its row's element
 *   b: P1 -> A[0] aside -> times B (with 1/L), plus x[0] at frequency 0 -> Q0;
 *      X[0] = x[0] + A[0] to the row's element
 *   c: Q1 -> X[g^-i]; X[0] from the row's element
 * Adding x[0] to frequency 0 adds it to every output of the unscaled inverse, which is
 * what each X[g^-i] needs; the inverse direction reads the other spectrum (B is not
 * symmetric). Each work-item's gather index g^i advances by one fixed power per element
 * of its loop, a 64-bit product mod n.
 * Five kernels (Bluestein's, m = p0 x p1 x p2, plan/plan.h ufft__plan_bluestein_five): the
 * length-m1 = p1 p2 FFTs after P0 split once more, each pass in place. P0's output k0 of
 * column n1 = n1' + p2 n0' sits at k0 + p0 n1 (as kernel a of three puts it):
 *   a: kernel a of three (P0 over p0; m1 columns)
 *   b: column (k0, n1') reads n0' at k0 + p0 (n1' + p2 n0'): times W_m^(k0 n1), P1; its
 *      output k0' goes where input n0' = k0' came from
 *   c: column (k0, k0') reads n1' at k0 + p0 n1' + p0 p2 k0': times W_m^(p0 n1' k0'), P2,
 *      times B (frequency k0 + p0 (k0' + p1 k1') stored at (k0 + p0 k0') p2 + k1'), Q2,
 *      times W_m^-(p0 n1' k0'), back in place
 *   d: column (k0, n1') as in b: Q1 over k0', back in place
 *   e: kernel c of three (W_m^-(k0 n1), Q0 over k0, the chirp), X out
 * The row is read and written 8 times where the five steps around a sub-plan of three
 * passes make 16. */
#include <stdio.h>

#include "gen/gen.h"

void ufft__gen_bluestein_three_name(char *buf, size_t len, int kernel, int sign)
{
    snprintf(buf, len, "ufft_blue3_%c_%s", 'a' + kernel, sign < 0 ? "fwd" : "inv");
}

typedef struct ctx {
    ufft__emitter *e;
    const ufft__schedule *s;
    bool f64;
    /* table offsets of B (by columns of pass 1) and w; read as idx_t sums, since spec + m
     * + n passes 2^32 for f32 n of 1.43e9 up (a 64-bit plan), where a uint sum wrapped */
    long long m, spec, chirp;
    const char *mul;          /* c_mul forward, c_mulc inverse: w and B */
    long long p, g, ginv;     /* Rader's prime and generator and its inverse; p 0: Bluestein */
    int kernels;              /* 3, or 5 for three passes */
} ctx;

/* Columns per row of a kernel taking pass ps: m / p (the other pass's length). */
static long long row_cols(const ctx *c, const ufft__pass *ps)
{
    return c->m / (long long)ps->p;
}

/* The kernel's entry, its group's row b and first column j0 (of row_cols per row; the
 * planner makes cols divide it, so a group never straddles rows), and v0..v(E-1). */
static void open_kernel(const ctx *c, const ufft__pass *ps, int kernel, int sign,
                        const char *what)
{
    ufft__emitter *e = c->e;
    long long C = row_cols(c, ps);
    char name[64];
    ufft__gen_bluestein_three_name(name, sizeof name, kernel, sign);
    ufft__emit(e, "/* Bluestein %s, convolution length %lld, kernel %d of %d: %s; %lld columns "
                  "of %lld per row, %d per group x %d work-items */",
               sign < 0 ? "forward" : "inverse", c->m, kernel + 1, c->kernels, what, C,
               (long long)ps->p, ps->cols, ps->threads_per_col);
    ufft__gen_rows_kernel_open(e, ps, name, true, (long long)ps->lstride * ps->cols, 0);
    ufft__emit(e, "const idx_t b = row0 / %lldu;", C);
    ufft__emit(e, "const uint j0 = (uint)(row0 - b * %lldu), j = j0 + c;", C);
    for (int i = 0; i < ps->elems; i++)
        ufft__emit(e, "cplx_t v%d;", i);
}

/* The group's columns at index j0 + c2 + k2*C of the row (C = row_cols), between
 * device memory and lds (cols neighbouring elements per k2). `access` is the
 * statement, with i the index in the row and at the place in lds; with a root (Rader's
 * g or g^-1), pw = root^i mod p too: the loop keeps c2 and steps k2 by T, so i by T*C.
 * A stride S other than C (the five kernels' middle one; cols divides S): column j's
 * element k2 at j % S + k2 S + (j / S) S p. */
static void emit_strided(const ctx *c, const ufft__pass *ps, const char *access, long long root,
                         long long S)
{
    ufft__emitter *e = c->e;
    long long G = ps->cols, group = G * ps->threads_per_col, C = row_cols(c, ps);
    if (root)
        ufft__emit(e, "uint pw = rader_pow(%lldu, j0 + lid %% %lldu + lid / %lldu * %lldu);", root,
                   G, G, C);
    ufft__emit_open(e, "for (uint el = lid; el < %lldu; el += %lldu)", G * (long long)ps->p, group);
    ufft__emit(e, "const uint c2 = el %% %lldu, k2 = el / %lldu;", G, G);
    if (S == C)
        ufft__emit(e, "const uint i = j0 + c2 + k2 * %lluu, at = c2 * %lldu + PAD(k2);",
                   (unsigned long long)C, (long long)ps->lstride);
    else
        ufft__emit(e, "const uint i = j0 %% %lldu + j0 / %lldu * %lldu + c2 + k2 * %lldu, "
                      "at = c2 * %lldu + PAD(k2);",
                   S, S, S * (long long)ps->p, S, (long long)ps->lstride);
    ufft__emit(e, "%s", access);
    if (root)
        ufft__emit(e, "pw = (uint)((%s)pw * %lldu %% %lldu);", e->d->u64,
                   (long long)ufft__pow_mod(root, (int64_t)(ps->threads_per_col * C), c->p), c->p);
    ufft__emit_close(e, NULL);
}

/* Rader's element of row b after the round's nrows copies of m: x[0], then X[0]. */
static void emit_slot(const ctx *c)
{
    ufft__emit(c->e, "const idx_t slot = nrows * (idx_t)%lld + b;", c->m);
}

static void lds_to_regs(const ctx *c, const ufft__pass *ps)
{
    for (int i = 0; i < ps->elems; i++)
        ufft__emit(c->e, "v%d = %s;", i,
                   ufft__emit_at(c->e, "lds", "t", i * ps->threads_per_col).s);
}

/* After the register stages: slot i (element t + i*T) to lds, others done reading. */
static void regs_to_lds(const ctx *c, const ufft__pass *ps)
{
    if (ps->nstages > 1)
        ufft__emit(c->e, "%s;", c->e->d->barrier);
    for (int i = 0; i < ps->elems; i++)
        ufft__emit(c->e, "%s = v%d;", ufft__emit_at(c->e, "lds", "t", i * ps->threads_per_col).s,
                   i);
    ufft__emit(c->e, "%s;", c->e->d->barrier);
}

/* Slot i times W_m^(+-j (t + iT)) (pass 1's table of W_m). */
static void emit_twiddles(const ctx *c, const ufft__pass *ps, const char *mul)
{
    for (int i = 0; i < ps->elems; i++)
        ufft__emit(c->e, "v%d = %s(v%d, tw_pass1(tw, (idx_t)j * (t + %du)));", i, mul, i,
                   i * ps->threads_per_col);
}

/* The row's workspace copy, column j contiguous: slot i at element t + iT. */
static void emit_contiguous(const ctx *c, const ufft__pass *ps, bool load)
{
    ufft__emitter *e = c->e;
    ufft__emit(e, "const idx_t cj = b * (idx_t)%lld + (idx_t)j * %lldu;", c->m, (long long)ps->p);
    for (int i = 0; i < ps->elems; i++) {
        if (load)
            ufft__emit(e, "v%d = in[cj + t + %du];", i, i * ps->threads_per_col);
        else
            ufft__emit(e, "out[cj + t + %du] = v%d;", i * ps->threads_per_col, i);
    }
}

static void emit_first(const ctx *c, int sign)
{
    ufft__emitter *e = c->e;
    const ufft__pass *ps = &c->s->pass[0];
    char access[256];
    open_kernel(c, ps, 0, sign,
                c->p ? "a[i] = x[g^i], then P0" : "x times the chirp, zero-padded, then P0");
    if (c->p) {
        emit_slot(c);
        ufft__emit(e, "if (j0 == 0u && lid == 0u) out[slot] = in[b * idist];");
        snprintf(access, sizeof access, "lds[at] = in[b * idist + (idx_t)pw * istride];");
    } else {
        snprintf(access, sizeof access,
                 "lds[at] = i < n ? %s(in[b * idist + (idx_t)i * istride], tw[(idx_t)%lldu + i]) : "
                 "MAKE_C(0, 0);",
                 c->mul, c->chirp);
    }
    emit_strided(c, ps, access, c->p ? c->g : 0, row_cols(c, ps));
    ufft__emit(e, "%s;", e->d->barrier);
    lds_to_regs(c, ps);
    ufft__gen_register_stages(e, ps, -1, c->f64, true);
    emit_contiguous(c, ps, false);
    ufft__emit_close(e, NULL);
    ufft__emit_blank(e);
}

/* Slot i (element t + iT of column j) times W_m^(+-p0 (j / p0) (t + iT)): the five
 * kernels' middle one, on either side of its transforms. */
static void emit_inner_twiddles(const ctx *c, const ufft__pass *ps, const char *mul)
{
    long long p0 = (long long)c->s->pass[0].p;
    for (int i = 0; i < ps->elems; i++)
        ufft__emit(c->e, "v%d = %s(v%d, tw_pass1(tw, (idx_t)(j / %lldu * %lldu) * (t + %du)));",
                   i, mul, i, p0, p0, i * ps->threads_per_col);
}

/* The last pass, the spectrum and its inverse: kernel b of three, c of five. */
static void emit_middle(const ctx *c, int sign)
{
    ufft__emitter *e = c->e;
    bool five = c->kernels == 5;
    const ufft__pass *ps = &c->s->pass[five ? 2 : 1];
    long long S = five ? (long long)c->s->pass[0].p : row_cols(c, ps);
    char access[128];
    open_kernel(c, ps, five ? 2 : 1, sign,
                five ? "twiddles, P2, times the spectrum, Q2, twiddles"
                     : "P1, times the spectrum, Q0");
    ufft__emit(e, "%s cplx_t *row = out + b * (idx_t)%lld;", e->d->global, c->m);
    snprintf(access, sizeof access, "lds[at] = row[i];");
    emit_strided(c, ps, access, 0, S);
    ufft__emit(e, "%s;", e->d->barrier);
    lds_to_regs(c, ps);
    if (five)
        emit_inner_twiddles(c, ps, "c_mul");
    else
        emit_twiddles(c, ps, "c_mul");
    ufft__gen_register_stages(e, ps, -1, c->f64, true);
    if (five)
        ufft__emit(e, "/* output k = t + iT of column j is frequency j %% p0 + p0 (j / p0 + p1 k) */");
    else
        ufft__emit(e, "/* output k = t + iT of column j is frequency j + k*%lld */", row_cols(c, ps));
    if (c->p)
        ufft__emit(e, "const cplx_t dc = v0; /* A[0] where j and t are 0 */");
    /* Rader's inverse direction reads its own spectrum, Bluestein's the conjugate */
    long long spec = c->spec + (c->p && sign > 0 ? c->m : 0);
    for (int i = 0; i < ps->elems; i++)
        ufft__emit(e, "v%d = %s(v%d, tw[(idx_t)%lldu + j * %lldu + t + %du]);", i,
                   c->p ? "c_mul" : c->mul, i, spec, (long long)ps->p, i * ps->threads_per_col);
    if (c->p) {
        emit_slot(c);
        ufft__emit_open(e, "if (j == 0u && t == 0u)");
        ufft__emit(e, "const cplx_t x0 = out[slot];");
        ufft__emit(e, "out[slot] = c_add(x0, dc);");
        ufft__emit(e, "v0 = c_add(v0, x0);");
        ufft__emit_close(e, NULL);
    }
    bool open = ufft__gen_inverse_register_stages(e, ps, c->f64);
    if (five)
        emit_inner_twiddles(c, ps, "c_mulc");
    if (open)
        ufft__emit_close(e, NULL);
    regs_to_lds(c, ps);
    snprintf(access, sizeof access, "row[i] = lds[at];");
    emit_strided(c, ps, access, 0, S);
    ufft__emit_close(e, NULL);
    ufft__emit_blank(e);
}

/* The five kernels' pass 1 in place: b (forward: W_m^(k0 n1), then P1) or d (Q1). */
static void emit_plain(const ctx *c, int sign, bool forward)
{
    ufft__emitter *e = c->e;
    const ufft__pass *ps = &c->s->pass[1];
    long long p0 = (long long)c->s->pass[0].p, p2 = (long long)c->s->pass[2].p;
    char access[128];
    open_kernel(c, ps, forward ? 1 : 3, sign, forward ? "twiddles, P1" : "Q1");
    ufft__emit(e, "%s cplx_t *row = out + b * (idx_t)%lld;", e->d->global, c->m);
    snprintf(access, sizeof access, "lds[at] = row[i];");
    emit_strided(c, ps, access, 0, row_cols(c, ps));
    ufft__emit(e, "%s;", e->d->barrier);
    lds_to_regs(c, ps);
    if (forward) {
        /* column j = k0 + p0 n1' holds n1 = n1' + p2 (t + iT) */
        ufft__emit(e, "const uint k0 = j %% %lldu, n1 = j / %lldu;", p0, p0);
        for (int i = 0; i < ps->elems; i++)
            ufft__emit(e, "v%d = c_mul(v%d, tw_pass1(tw, (idx_t)k0 * (n1 + %lldu * (t + %du))));",
                       i, i, p2, i * ps->threads_per_col);
    }
    ufft__gen_register_stages(e, ps, forward ? -1 : +1, c->f64, true);
    regs_to_lds(c, ps);
    snprintf(access, sizeof access, "row[i] = lds[at];");
    emit_strided(c, ps, access, 0, row_cols(c, ps));
    ufft__emit_close(e, NULL);
    ufft__emit_blank(e);
}

static void emit_last(const ctx *c, int sign)
{
    ufft__emitter *e = c->e;
    const ufft__pass *ps = &c->s->pass[0];
    char access[256];
    open_kernel(c, ps, c->kernels - 1, sign,
                c->p             ? "Q1, X[g^-i]; X[0]"
                : c->kernels == 5 ? "Q0, times the chirp, the first n out"
                                  : "Q1, times the chirp, the first n out");
    if (c->p) {
        emit_slot(c);
        ufft__emit(e, "if (j0 == 0u && lid == 0u) out[b * odist] = in[slot];");
    }
    emit_contiguous(c, ps, true);
    emit_twiddles(c, ps, "c_mulc");
    ufft__gen_register_stages(e, ps, +1, c->f64, false);
    regs_to_lds(c, ps);
    if (c->p)
        snprintf(access, sizeof access, "out[b * odist + (idx_t)pw * ostride] = lds[at];");
    else
        snprintf(access, sizeof access,
                 "if (i < n) out[b * odist + (idx_t)i * ostride] = %s(lds[at], tw[(idx_t)%lldu + i]);",
                 c->mul, c->chirp);
    emit_strided(c, ps, access, c->p ? c->ginv : 0, row_cols(c, ps));
    ufft__emit_close(e, NULL);
    ufft__emit_blank(e);
}

char *ufft__gen_bluestein_three_program(const ufft__dialect *d, ufft_precision prec,
                                        const ufft__schedule *s, int64_t spec, int64_t p,
                                        int64_t g)
{
    ufft__emitter e;
    ufft__emit_init(&e, d);
    long long m = 1;
    for (int i = 0; i < s->npasses; i++)
        m *= (long long)s->pass[i].p;
    int kernels = 2 * s->npasses - 1;
    char what[96];
    snprintf(what, sizeof what, "%s FFT in %s kernels, convolution length %lld",
             p ? "Rader" : "Bluestein", kernels == 5 ? "five" : "three", m);
    ufft__gen_preamble(&e, prec, s->idx64, s->pass[0].pad_shift, ufft__gen_forms(s), what);
    ufft__gen_twiddle_fn(&e, &s->pass[1], 1);
    if (p) {
        ufft__emit_open(&e, "%s uint rader_pow(uint b, uint e)", d->func);
        ufft__emit(&e, "%s r = 1u, x = b;", d->u64);
        ufft__emit_open(&e, "for (; e; e >>= 1)");
        ufft__emit(&e, "if (e & 1u) r = r * x %% %lldu;", (long long)p);
        ufft__emit(&e, "x = x * x %% %lldu;", (long long)p);
        ufft__emit_close(&e, NULL);
        ufft__emit(&e, "return (uint)r;");
        ufft__emit_close(&e, NULL);
        ufft__emit_blank(&e);
    }
    for (int sign = -1; sign <= 1; sign += 2) {
        ctx c = {&e,
                 s,
                 prec == UFFT_F64,
                 m,
                 (long long)spec,
                 (long long)spec + m,
                 ufft__gen_mul(sign),
                 (long long)p,
                 (long long)g,
                 p ? (long long)ufft__pow_mod(g, p - 2, p) : 0,
                 kernels};
        emit_first(&c, sign);
        if (kernels == 5)
            emit_plain(&c, sign, true);
        emit_middle(&c, sign);
        if (kernels == 5)
            emit_plain(&c, sign, false);
        emit_last(&c, sign);
    }
    return ufft__emit_take(&e);
}
