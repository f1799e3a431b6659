/* Rader in one kernel, for a prime p whose L = p - 1 point FFT is a single pass
 * (plan/plan.h), in registers or through two local buffers (generic): each column of
 * the group is one row of the batch, on chip from reading x to writing X:
 *   load the row (x[0] aside) → a[q] = x[g^q] → FFT_L → times B (with 1/L), plus x[0]
 *   at frequency 0 → inverse FFT_L → X[g^-r] → store the row, X[0] = x[0] + A[0].
 * Adding x[0] to the spectrum's frequency 0 adds it to every output of the unscaled
 * inverse, which is what each X[g^-r] needs. One read and one write of the data, no
 * workspace; the inverse direction only reads the other table. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "gen/gen.h"

void ufft__gen_rader_fused_name(char *buf, size_t len, int sign)
{
    snprintf(buf, len, "ufft_rader_fused_%s", sign < 0 ? "fwd" : "inv");
}

typedef struct ctx {
    ufft__emitter *e;
    const ufft__pass *ps;
    long long p, lsg, xb; /* the prime; one buffer of the group's rows; x[0] of each row */
    long long root, rinv; /* g and g^-1 mod p */
    long long S;          /* columns per row of the batch: 1, or a split plan's n / p */
    bool one;             /* a split plan in one kernel: whole rows, then the radix-S step */
    int tail;             /* a split plan's last pass (its index), or -1 (gen/split.c) */
    int sign;
    bool f64;
    long long step;       /* the step's table: after both spectra */
    /* the program's table of slots (emit_slot_table), or NULL: the kernel computes g^q
     * mod p per element instead */
    const char *slots;
} ctx;

/* The program's table of slots (tuning rader_slots), or NULL: a split's last pass
 * (tail) has its own prime. */
static const char *slot_table_name(const ufft__emitter *e, int tail)
{
    return !e->rader_slots ? NULL : tail >= 0 ? "rader_slot_tail" : "rader_slot";
}

/* Whether the kernel's x enters (gather) or X leaves (!gather) by the table of slots. */
static bool by_slot(const ctx *c, bool gather)
{
    return c->slots && (gather || c->e->rader_slots_out);
}

/* Where a row's x[k] or X[k] lies in lds: k >= 1 at base + col * lstride + PAD(k - 1),
 * or with a table of slots (slots not NULL) at PAD(slots[from + k]), the slot of the
 * convolution's sequence it enters (from 0) or leaves (from p), which `ks` holds where
 * it was read before (read); x[0] and X[0] at xb + col. */
typedef struct rows_at {
    long long base, lstride, xb;
    const char *slots;
    long long from;
    bool read;
} rows_at;

static void lds_at(char *buf, size_t len, const void *arg, const char *col, const char *k)
{
    const rows_at *r = arg;
    char place[64];
    if (r->slots && r->read)
        snprintf(place, sizeof place, "ks");
    else if (r->slots)
        snprintf(place, sizeof place, "(uint)%s[%lldu + %s]", r->slots, r->from, k);
    else
        snprintf(place, sizeof place, "%s - 1u", k);
    snprintf(buf, len, "%s ? %lldu + (%s) * %lldu + PAD(%s) : %lldu + (%s)", k, r->base, col,
             r->lstride, place, r->xb, col);
}

/* The group's rows between device memory and lds: x[j] (j >= 1) of row c2 at base + c2 *
 * lstride + PAD(j - 1), x[0] at xb + c2. With S = 1 each row is one of the batch, its
 * element k at r2*idist + k*istride in and r2*odist + k*ostride out, the cols x p block
 * row by row over the group. Otherwise (pass 0 of a split plan, plan.h) row r2 is column
 * j2 of row b2 of the batch (r2 = b2*S + j2): it reads k at b2*idist + (j2 + k*S)*istride,
 * the group's columns side by side (neighbouring rows, neighbouring addresses), and
 * writes k at b2*odist + (j2*p + k)*ostride, as a Stockham pass with ns = 1 does; a
 * split's last pass (tail) scales x[k] by W_(pS)^(j2 k) too and writes X[k] where x[k]
 * was, side by side as it read. */
static void emit_rows(const ctx *c, bool load, long long base)
{
    ufft__emitter *e = c->e;
    const ufft__pass *ps = c->ps;
    rows_at r = {base, (long long)ps->lstride, c->xb, by_slot(c, load) ? c->slots : NULL,
                 load ? 0 : c->p, false};
    if (c->one && !load) {
        /* X[k]'s slot read once for the S columns' reads of it (ptxas kept one read for
         * each, behind its k ? :) */
        char slot[96];
        if (r.slots)
            snprintf(slot, sizeof slot, "const uint ks = k ? (uint)%s[%lldu + k] : 0u;", r.slots,
                     c->p);
        r.read = r.slots != NULL;
        ufft__gen_split_step(e, ps, c->p, c->S, c->sign, c->f64, c->step, lds_at, &r,
                             r.read ? slot : NULL);
        return;
    }
    long long group = (long long)ps->threads_per_col * ps->cols, G = ps->cols;
    bool tail = c->tail >= 0, across = (load || tail) && c->S > 1;
    /* With the table's read in it, ptxas left the loop whole, one device access in
     * flight per work-item (f32 657 = 73 x 9 ran 0.72x), where it had unrolled the loop
     * four or eight times. On the H100 eight lost to four: f32 whole-length kernels
     * 0.948x (1297 0.80x), split heads 1.011x, f64 1297 0.79x */
    if (r.slots)
        ufft__emit(e, "#pragma unroll 4");
    ufft__emit_open(e, "for (uint el = lid; el < %lldu; el += %lldu)", c->p * G, group);
    if (across)
        ufft__emit(e, "const uint k2 = el / %lldu, c2 = el - k2 * %lldu;", G, G);
    else
        ufft__emit(e, "const uint c2 = el / %lldu, k2 = el - c2 * %lldu;", c->p, c->p);
    char at[160];
    lds_at(at, sizeof at, &r, "c2", "k2");
    ufft__emit(e, "const uint at = %s;", at);
    ufft__emit(e, "const idx_t r2 = row0 + c2;");
    if (c->S > 1) {
        ufft__emit(e, "const idx_t b2 = r2 / (idx_t)%lld, j2 = r2 - b2 * (idx_t)%lld;", c->S, c->S);
        if (load && tail)
            ufft__emit(e, "lds[at] = r2 < nrows ? %s(in[b2 * idist + (j2 + (idx_t)k2 * (idx_t)%lld) * "
                          "istride], tw_pass%d(tw, j2 * (idx_t)k2)) : MAKE_C(0, 0);",
                       ufft__gen_mul(c->sign), c->S, c->tail);
        else if (load)
            ufft__emit(e, "lds[at] = r2 < nrows ? in[b2 * idist + (j2 + (idx_t)k2 * (idx_t)%lld) * "
                          "istride] : MAKE_C(0, 0);", c->S);
        else if (tail)
            ufft__emit(e, "if (r2 < nrows) out[b2 * odist + (j2 + (idx_t)k2 * (idx_t)%lld) * ostride] "
                          "= lds[at];", c->S);
        else
            ufft__emit(e, "if (r2 < nrows) out[b2 * odist + (j2 * (idx_t)%lld + (idx_t)k2) * ostride] "
                          "= lds[at];", c->p);
    } else if (load) {
        ufft__emit(e, "lds[at] = r2 < nrows ? in[r2 * idist + (idx_t)k2 * istride] : MAKE_C(0, 0);");
    } else {
        ufft__emit(e, "if (r2 < nrows) out[r2 * odist + (idx_t)k2 * ostride] = lds[at];");
    }
    ufft__emit_close(e, NULL);
}

/* Slot i of work-item t is element q = t + i*T of the length-L sequence; its row index
 * is root^q mod p = root^t root^(iT) mod p (root g to gather a, g^-1 to scatter X),
 * each slot from root^t: NVRTC took minutes over a chain of products. Register passes
 * move v_i to or from the row in lds; generic ones copy between the local buffers
 * `from` and `to`. */
static void emit_permute(const ctx *c, long long root, bool gather, const char *from,
                         const char *to)
{
    ufft__emitter *e = c->e;
    const ufft__pass *ps = c->ps;
    long long T = ps->threads_per_col, L = c->p - 1;
    int slots = (int)((L + T - 1) / T);
    if (by_slot(c, gather)) { /* the rows lie in lds by slot (register passes only) */
        for (int i = 0; i < slots; i++) {
            ufft__at at = ufft__emit_at(e, "lds", "t", (long long)i * T);
            if (gather)
                ufft__emit(e, "v%d = %s;", i, at.s);
            else
                ufft__emit(e, "%s = v%d;", at.s, i);
        }
        return;
    }
    ufft__emit_block(e);
    ufft__emit(e, "const uint a = rader_pow%s(%lldu, t);", c->tail >= 0 ? "_tail" : "", root);
    for (int i = 0; i < slots; i++) {
        char at[64];
        long long k = (long long)ufft__pow_mod(root, (int64_t)i * T, c->p);
        if (i == 0)
            snprintf(at, sizeof at, "a");
        else
            snprintf(at, sizeof at, "a * %lldu %% %lldu", k, c->p);
        if (!ps->generic) {
            if (gather)
                ufft__emit(e, "v%d = lds[cb + PAD(%s - 1u)];", i, at);
            else
                ufft__emit(e, "lds[cb + PAD(%s - 1u)] = v%d;", at, i);
            continue;
        }
        bool guard = (long long)(i + 1) * T > L;
        if (guard)
            ufft__emit_open(e, "if (t + %lldu < %lldu)", (long long)i * T, L);
        if (gather)
            ufft__emit(e, "%s = %s[cb + PAD(%s - 1u)];",
                       ufft__emit_at(e, to, "t", (long long)i * T).s, from, at);
        else
            ufft__emit(e, "%s[cb + PAD(%s - 1u)] = %s;", to, at,
                       ufft__emit_at(e, from, "t", (long long)i * T).s);
        if (guard)
            ufft__emit_close(e, NULL);
    }
    ufft__emit_close(e, NULL);
}

/* Register pass: the convolution on v_i, exchanging through lds. */
static void emit_register_convolution(const ctx *c, ufft_precision prec, long long table)
{
    ufft__emitter *e = c->e;
    const ufft__dialect *d = e->d;
    const ufft__pass *ps = c->ps;
    int E = ps->elems, T = ps->threads_per_col;
    bool f64 = prec == UFFT_F64;
    for (int i = 0; i < E; i++)
        ufft__emit(e, "cplx_t v%d;", i);
    emit_rows(c, true, 0);
    ufft__emit(e, "%s;", d->barrier);
    ufft__emit(e, "const cplx_t x0 = lds[%lldu + c];", c->xb);
    ufft__emit(e, "/* a[q] = x[g^q] */");
    emit_permute(c, c->root, true, NULL, NULL);
    ufft__emit(e, "/* forward FFT of length %lld */", c->p - 1);
    ufft__gen_register_stages(e, ps, -1, f64, true);
    ufft__emit(e, "const cplx_t dc = v0; /* A[0] on work-item 0 */");
    ufft__emit(e, "/* times the kernel's spectrum (with 1/%lld) */", c->p - 1);
    for (int i = 0; i < E; i++)
        ufft__emit(e, "v%d = c_mul(v%d, tw[%lld + t + %du]);", i, i, table, i * T);
    ufft__emit(e, "if (t == 0) v0 = c_add(v0, x0);");
    ufft__emit(e, "/* inverse FFT of length %lld */", c->p - 1);
    bool open = ufft__gen_inverse_register_stages(e, ps, f64);
    ufft__emit(e, "%s;", d->barrier);
    ufft__emit(e, "/* X[g^-r] */");
    emit_permute(c, c->rinv, false, NULL, NULL);
    if (open)
        ufft__emit_close(e, NULL);
    ufft__emit(e, "if (t == 0) lds[%lldu + c] = c_add(x0, dc);", c->xb);
    ufft__emit(e, "%s;", d->barrier);
    emit_rows(c, false, 0);
}

/* Generic pass: the convolution between two local buffers, la = lds and lb after it. */
static void emit_generic_convolution(const ctx *c, ufft_precision prec, long long table)
{
    ufft__emitter *e = c->e;
    const ufft__dialect *d = e->d;
    const ufft__pass *ps = c->ps;
    long long T = ps->threads_per_col, L = c->p - 1;
    int rounds = (int)((L + T - 1) / T);
    bool f64 = prec == UFFT_F64;
    char la[16], lb[32];
    snprintf(la, sizeof la, "lds");
    snprintf(lb, sizeof lb, "(lds + %lldu)", c->lsg);
    /* by a table of slots the rows load into la by slot, and leave from the
     * convolution's buffer, with no copy between */
    emit_rows(c, true, by_slot(c, true) ? 0 : c->lsg);
    ufft__emit(e, "%s;", d->barrier);
    ufft__emit(e, "const cplx_t x0 = lds[%lldu + c];", c->xb);
    if (!by_slot(c, true)) {
        ufft__emit(e, "/* a[q] = x[g^q] */");
        emit_permute(c, c->root, true, lb, la);
        ufft__emit(e, "%s;", d->barrier);
    }
    ufft__emit(e, "/* forward FFT of length %lld */", L);
    const char *spec = ufft__gen_generic_stages(e, ps, -1, f64, la, lb);
    const char *other = spec == la ? lb : la;
    ufft__emit(e, "const cplx_t dc = %s[cb]; /* A[0] on work-item 0 */", spec);
    ufft__emit(e, "/* times the kernel's spectrum (with 1/%lld) */", L);
    for (int i = 0; i < rounds; i++) {
        bool guard = (long long)(i + 1) * T > L;
        if (guard)
            ufft__emit_open(e, "if (t + %lldu < %lldu)", (long long)i * T, L);
        ufft__at at = ufft__emit_at(e, spec, "t", (long long)i * T);
        ufft__emit(e, "%s = c_mul(%s, tw[%lld + t + %lldu]);", at.s, at.s, table,
                   (long long)i * T);
        if (guard)
            ufft__emit_close(e, NULL);
    }
    ufft__emit(e, "if (t == 0) %s[cb] = c_add(%s[cb], x0);", spec, spec);
    ufft__emit(e, "%s;", d->barrier);
    ufft__emit(e, "/* inverse FFT of length %lld */", L);
    const char *conv = ufft__gen_generic_stages(e, ps, +1, f64, spec, other);
    const char *rows = by_slot(c, false) ? conv : conv == la ? lb : la;
    if (!by_slot(c, false)) {
        ufft__emit(e, "/* X[g^-r] */");
        emit_permute(c, c->rinv, false, conv, rows);
    }
    ufft__emit(e, "if (t == 0) lds[%lldu + c] = c_add(x0, dc);", c->xb);
    ufft__emit(e, "%s;", d->barrier);
    emit_rows(c, false, rows == la ? 0 : c->lsg);
}

static void emit_kernel(ufft__emitter *e, ufft_precision prec, const ufft__pass *ps,
                        long long spec, long long p, long long g, long long S, bool one, int tail,
                        int sign)
{
    int T = ps->threads_per_col, G = ps->cols;
    long long L = p - 1, LS = (long long)ps->lstride, buffers = ps->generic ? 2 : 1;
    ctx c = {e, ps, p, LS * G, buffers * LS * G, g, (long long)ufft__pow_mod(g, p - 2, p), S,
             one, tail, sign, prec == UFFT_F64, spec + 2 * L, slot_table_name(e, tail)};
    char name[64];
    if (tail >= 0)
        ufft__gen_split_tail_name(name, sizeof name, false, sign);
    else
        ufft__gen_rader_fused_name(name, sizeof name, sign);
    ufft__emit(e, "/* Rader %s in one kernel, length %lld (generator %lld): convolution "
                  "length %lld %s, %d rows x %d work-items per group */",
               sign < 0 ? "forward" : "inverse", p, g, L,
               ps->generic ? "through local memory" : "in registers", G, T);
    if (S > 1)
        ufft__emit(e, "/* %s of a length-%lld transform: row b*%lld + j is column j of row b "
                      "of the batch, its elements %lld apart. */",
                   one ? "The whole" : tail >= 0 ? "The last pass" : "Pass 0", p * S, S, S);
    ufft__gen_rows_kernel_open(e, ps, name, false, c.xb + G, 0);
    long long table = spec + (sign < 0 ? 0 : L);
    if (ps->generic)
        emit_generic_convolution(&c, prec, table);
    else
        emit_register_convolution(&c, prec, table);
    ufft__emit_close(e, NULL);
    ufft__emit_blank(e);
}

/* Entry k (1 <= k < p) is the slot q of the convolution's input a[q] = x[g^q] that x[k]
 * enters, entry p + k the slot r of its output that X[k] = X[g^-r] leaves: the rows'
 * loads and stores place each element by one table read, and the convolution's first
 * and last exchanges are constant offsets, where each computed g^q mod p (f32 267's
 * head over columns: 2880 -> 2528 SASS instructions a work-item). 16-bit entries: p is
 * below UFFT__RADER_FUSED_LIMIT. OpenCL's constant memory (64 KB at least) holds the
 * table for p up to 16384, longer than the Rader rows that OpenCL devices' local memory
 * (64 KB or less) holds. */
static void emit_slot_table(ufft__emitter *e, const char *name, int64_t p, int64_t g)
{
    int64_t L = p - 1;
    uint16_t *slot = p <= UFFT__RADER_FUSED_LIMIT ? calloc(2 * (size_t)p, sizeof *slot) : NULL;
    if (!slot) {
        e->out.failed = true; /* out of memory, or a generator bug */
        return;
    }
    for (int64_t q = 0, k = 1; q < L; q++, k = k * g % p) {
        slot[k] = (uint16_t)q;
        slot[p + k] = (uint16_t)((L - q) % L);
    }
    ufft__emit_open(e, "%s %s[%lld] =", e->d->table_u16, name, (long long)(2 * p));
    char line[160];
    for (int64_t i = 0; i < 2 * p; i += 16) {
        size_t len = 0;
        for (int64_t j = i; j < 2 * p && j < i + 16; j++)
            len += (size_t)snprintf(line + len, sizeof line - len, "%u,%s", (unsigned)slot[j],
                                    j + 1 < i + 16 && j + 1 < 2 * p ? " " : "");
        ufft__emit(e, "%s", line);
    }
    ufft__emit_close(e, ";");
    ufft__emit_blank(e);
    free(slot);
}

void ufft__gen_rader_kernels(ufft__emitter *e, ufft_precision prec, const ufft__pass *ps,
                             int64_t spec, int64_t p, int64_t g, int64_t split, bool one, int tail)
{
    const ufft__dialect *d = e->d;
    const char *slots = slot_table_name(e, tail);
    if (slots)
        emit_slot_table(e, slots, p, g);
    if (!slots || !e->rader_slots_out) {
        ufft__emit(e, "/* b^e mod %lld, e < 2^32 */", (long long)p);
        ufft__emit_open(e, "%s uint rader_pow%s(uint b, uint e)", d->func, tail >= 0 ? "_tail" : "");
        ufft__emit(e, "uint r = 1u;");
        ufft__emit_open(e, "for (; e; e >>= 1)");
        ufft__emit(e, "if (e & 1u) r = r * b %% %lldu;", (long long)p);
        ufft__emit(e, "b = b * b %% %lldu;", (long long)p);
        ufft__emit_close(e, NULL);
        ufft__emit(e, "return r;");
        ufft__emit_close(e, NULL);
        ufft__emit_blank(e);
    }
    emit_kernel(e, prec, ps, (long long)spec, (long long)p, (long long)g, (long long)split, one,
                tail, -1);
    emit_kernel(e, prec, ps, (long long)spec, (long long)p, (long long)g, (long long)split, one,
                tail, +1);
}

char *ufft__gen_rader_fused_program(const ufft__dialect *d, ufft_precision prec,
                                    const ufft__schedule *s, int64_t spec, int64_t p, int64_t g)
{
    ufft__emitter e;
    ufft__emit_init(&e, d);
    char what[96];
    snprintf(what, sizeof what, "Rader FFT of length %lld in one kernel", (long long)p);
    ufft__gen_preamble(&e, prec, s->idx64, s->pass[0].pad_shift, ufft__gen_forms(s), what);
    ufft__gen_rader_kernels(&e, prec, &s->pass[0], spec, p, g, 1, false, -1);
    return ufft__emit_take(&e);
}
