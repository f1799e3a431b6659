/* One pass of the multi-pass Stockham FFT (see ufft__pass in plan/plan.h): load a
 * column's p elements into registers, apply the inter-pass twiddles, run the radix
 * stages exchanging through padded local memory, store in autosorted order. */
#include <stdio.h>

#include "gen/gen.h"
#include "util/checked.h"

typedef struct ctx {
    ufft__emitter *e;
    const ufft__problem *pb;
    const ufft__pass *ps;
    int index, sign;
} ctx;

static void emit_staged_io(const ctx *c, bool load)
{
    ufft__gen_staged_io(c->e, c->pb, c->ps, load, "lds");
    if (load)
        ufft__emit(c->e, "%s;", c->e->d->barrier);
}

/* Pairs of table rows (ufft__pass.pairs_pow2, row_pairs): A for a radix or row count r, the
 * fewest reads of rows 1..A-1 and A, 2A, ..., ties to the larger A. */
static int pair_split(int r)
{
    int A = 2, best = r;
    for (int a = 2; a < r; a++)
        if ((a - 1) + (r - 1) / a <= best) {
            best = (a - 1) + (r - 1) / a;
            A = a;
        }
    return A;
}

bool ufft__gen_pairs_for(const ufft__pass *ps, int R)
{
    return ps->pairs_pow2 && R >= 6 && (!ufft__is_pow2(R) || R >= ps->pairs_pow2);
}

/* Where a butterfly's twiddle row m is read: a stage's table (tw[base + (m-1)*step + jr])
 * or the rows' table of the inter-pass twiddles (tw[base + m*jm], ufft__pass.tw_rows). */
typedef struct {
    int64_t base, step;
    bool rows;
} twiddle_rows;

static ufft__at row_read(ufft__emitter *e, const twiddle_rows *r, int m)
{
    if (!r->rows)
        return ufft__emit_tw(e, "jr", r->base + (m - 1) * r->step);
    ufft__at at;
    snprintf(at.s, sizeof at.s, "tw[%lldu + (idx_t)%d * jm]", (long long)r->base, m);
    return at;
}

/* v<slot[m]> *= w0 W^(m j), m = 1..R-1 (w0 NULL: 1), as W^(a j) W^(A b j) for
 * m = a + A b: the rows 1..A-1 and A, 2A, ... are read, the others are one product of
 * two of them (A: pair_split, which holds the fewest rows A b at once among the fewest
 * reads). */
static void emit_pairs(ufft__emitter *e, int R, const int *slot, int sign, const twiddle_rows *r,
                       const char *w0)
{
    int A = pair_split(R);
    const char *mul = ufft__gen_mul(sign), *wb = w0 ? "rb" : "wb";
    for (int b = 1; A * b < R; b++) {
        ufft__emit(e, "const cplx_t %s%d = %s;", wb, b, row_read(e, r, A * b).s);
        if (w0)
            ufft__emit(e, "v%d = %s(v%d, c_mul(%s, %s%d));", slot[A * b], mul, slot[A * b], w0, wb, b);
        else
            ufft__emit(e, "v%d = %s(v%d, %s%d);", slot[A * b], mul, slot[A * b], wb, b);
    }
    for (int a = 1; a < A; a++) {
        ufft__emit_block(e);
        ufft__at at = row_read(e, r, a);
        if (w0)
            ufft__emit(e, "const cplx_t wa = c_mul(%s, %s);", w0, at.s);
        else
            ufft__emit(e, "const cplx_t wa = %s;", at.s);
        ufft__emit(e, "v%d = %s(v%d, wa);", slot[a], mul, slot[a]);
        for (int b = 1; a + A * b < R; b++)
            ufft__emit(e, "v%d = %s(v%d, c_mul(wa, %s%d));", slot[a + A * b], mul, slot[a + A * b], wb, b);
        ufft__emit_close(e, NULL);
    }
}

void ufft__gen_twiddle_pairs(ufft__emitter *e, int R, const int *slot, int sign, int64_t base,
                             int64_t nsl)
{
    emit_pairs(e, R, slot, sign, &(twiddle_rows){base, nsl, false}, NULL);
}

/* Slot i (element k = t + i*T of column j) times the inter-pass twiddle
 * W_{ns p}^(k (j mod ns)), for passes with ns > 1. */
static void emit_pass_twiddles(const ctx *c)
{
    const ufft__pass *ps = c->ps;
    ufft__emitter *e = c->e;
    int E = ps->elems, T = ps->threads_per_col;
    if (ps->ns > 1 && ps->tw_rows >= 0) {
        /* W^(k jm) for k = t + T i: the work-item's W^(t jm), times W_{ns E}^(i jm) */
        ufft__emit(e, "const idx_t jm = j %% (idx_t)%lld;", (long long)ps->ns);
        ufft__emit(e, "const cplx_t w0 = tw_pass%d(tw, (idx_t)t * jm);", c->index);
        ufft__emit(e, "v0 = %s(v0, w0);", ufft__gen_mul(c->sign));
        if (ps->row_pairs && E >= 6) {
            int slot[UFFT__MAX_STAGE_RADIX];
            for (int i = 0; i < E; i++)
                slot[i] = i;
            emit_pairs(e, E, slot, c->sign, &(twiddle_rows){ps->tw_rows, 0, true}, "w0");
        } else {
            for (int i = 1; i < E; i++)
                ufft__emit(e, "v%d = %s(v%d, c_mul(w0, tw[%lldu + (idx_t)%d * jm]));", i,
                           ufft__gen_mul(c->sign), i, (long long)ps->tw_rows, i);
        }
    } else if (ps->ns > 1 && ps->tw_cols >= 0) {
        /* the group's columns are jm0 + c: W^(k jm0), the same for its `cols` neighbouring
         * work-items, times W^(k c) from a table of the group's width */
        ufft__emit(e, "const idx_t jm0 = j %% (idx_t)%lld - c;", (long long)ps->ns);
        for (int i = 0; i < E; i++)
            ufft__emit(e, "v%d = %s(v%d, c_mul(tw_pass%d(tw, (idx_t)(t + %du) * jm0), tw[%lldu + (t + %du) * %du + c]));",
                       i, ufft__gen_mul(c->sign), i, c->index, i * T, (long long)ps->tw_cols, i * T,
                       ps->cols);
    } else if (ps->ns > 1) {
        ufft__emit(e, "const idx_t jm = j %% (idx_t)%lld;", (long long)ps->ns);
        for (int i = 0; i < E; i++)
            ufft__emit(e, "v%d = %s(v%d, tw_pass%d(tw, (idx_t)(t + %du) * jm));", i,
                       ufft__gen_mul(c->sign), i, c->index, i * T);
    }
}

/* Loads the column into v0..v(E-1): slot i is element t + i*T. */
static void emit_load(const ctx *c)
{
    const ufft__pass *ps = c->ps;
    ufft__emitter *e = c->e;
    int E = ps->elems, T = ps->threads_per_col;
    if (ps->stage_load) {
        emit_staged_io(c, true);
        for (int i = 0; i < E; i++)
            ufft__emit(e, "v%d = %s;", i, ufft__emit_at(e, "lds", "t", i * T).s);
        /* a load_rows pass's columns past ncols hold zeros: their twiddles are read
         * at j mod ns, inside the table */
        ufft__emit_block(e);
        emit_pass_twiddles(c);
        ufft__emit_close(e, NULL);
        return;
    }
    ufft__emit_open(e, "if (col < ncols)");
    long long NS = (long long)(c->pb->n / ps->p);
    if (e->fold_io && c->pb->istride == 1) {
        /* the work-item's first element as the base: each load a constant offset */
        ufft__emit(e, "%s const cplx_t *src = in + b * idist + j + (idx_t)t * (idx_t)%lld;",
                   e->d->global, NS);
        for (int i = 0; i < E; i++) {
            char at[32];
            snprintf(at, sizeof at, "%lld", (long long)i * T * NS);
            ufft__emit(e, "v%d = %s;", i, ufft__emit_load(e, "src", at).s);
        }
    } else {
        ufft__emit(e, "%s const cplx_t *src = in + b * idist + j * istride;", e->d->global);
        ufft__emit(e, "const idx_t ks = (idx_t)%lld * istride;", NS);
        for (int i = 0; i < E; i++) {
            char at[48];
            snprintf(at, sizeof at, "(idx_t)(t + %du) * ks", i * T);
            ufft__emit(e, "v%d = %s;", i, ufft__emit_load(e, "src", at).s);
        }
    }
    emit_pass_twiddles(c);
    ufft__emit_close(e, NULL);
    ufft__emit_open(e, "else");
    for (int i = 0; i < E; i++)
        ufft__emit(e, "v%d = MAKE_C(0, 0);", i);
    ufft__emit_close(e, NULL);
}

/* After a radix-R stage at ns = nsl: every slot to its place in the next stage's order
 * through local memory, whole (part "") or one real part (".x", ".y") through `ldr`;
 * the caller has made sure no work-item still reads the buffer. */
static void emit_exchange(ufft__emitter *e, const ufft__pass *ps, int R, int64_t nsl, int K,
                          const char *part)
{
    int E = ps->elems, T = ps->threads_per_col, Q = E / R;
    long long B = (long long)(nsl * R);
    const char *buf = part[0] ? "ldr" : "lds";
    /* skew K (ufft__pass.skew): element a at a + (a / B) * K, B = nsl * R; a butterfly's
     * outputs share one block */
    for (int q = 0; q < Q; q++) {
        ufft__emit_block(e);
        ufft__emit(e, "const uint jb = t + %du;", q * T);
        ufft__emit(e, "const uint o = (jb / %lldu) * %lldu + jb %% %lldu;", (long long)nsl,
                   B + K, (long long)nsl);
        for (int m = 0; m < R; m++)
            ufft__emit(e, "%s = v%d%s;", ufft__emit_at(e, buf, "o", (long long)(m * nsl)).s,
                       q + m * Q, part);
        ufft__emit_close(e, NULL);
    }
    ufft__emit(e, "%s;", e->d->barrier);
    if (e->in_exchange) {
        void (*hook)(ufft__emitter *, const void *) = e->in_exchange;
        e->in_exchange = NULL;
        hook(e, e->in_exchange_arg);
    }
    if (!K) {
        for (int i = 0; i < E; i++)
            ufft__emit(e, "v%d%s = %s;", i, part, ufft__emit_at(e, buf, "t", i * T).s);
        return;
    }
    /* B divides T or T divides B (ufft__exchange_skews): (t + i*T) / B is t / B + i*T / B,
     * or i*T / B alone */
    ufft__emit_block(e);
    bool per_item = T % B == 0;
    if (per_item)
        ufft__emit(e, "const uint ts = t + (t / %lldu) * %du;", B, K);
    for (int i = 0; i < E; i++) {
        long long a = (long long)i * T;
        ufft__emit(e, "v%d%s = %s;", i, part,
                   ufft__emit_at(e, buf, per_item ? "ts" : "t", a + a / B * K).s);
    }
    ufft__emit_close(e, NULL);
}

void ufft__gen_register_stages(ufft__emitter *e, const ufft__pass *ps, int sign, bool f64,
                               bool lds_busy)
{
    int E = ps->elems, T = ps->threads_per_col;
    int64_t nsl = 1;
    for (int s = 0; s < ps->nstages; s++) {
        int R = ps->radix[s], Q = E / R;
        ufft__emit(e, "/* stage %d: radix %d, %d butterflies per work-item, ns = %lld */", s + 1, R,
                   Q, (long long)nsl);
        for (int q = 0; q < Q; q++) {
            int slot[UFFT__MAX_STAGE_RADIX];
            for (int m = 0; m < R; m++)
                slot[m] = q + m * Q;
            if (nsl > 1) {
                ufft__emit_block(e);
                ufft__emit(e, "const uint jr = (t + %du) %% %lldu;", q * T, (long long)nsl);
                /* W_{ns R}^(m jr) at stage table + (m-1)*ns + jr: neighbouring
                 * work-items read neighbouring entries */
                int64_t base = ps->tw_local + ufft__stage_twiddle_offset(ps, s);
                if (ufft__gen_pairs_for(ps, R))
                    ufft__gen_twiddle_pairs(e, R, slot, sign, base, nsl);
                else
                    for (int m = 1; m < R; m++)
                        ufft__emit(e, "v%d = %s(v%d, %s);", slot[m], ufft__gen_mul(sign),
                                   slot[m], ufft__emit_tw(e, "jr", base + (m - 1) * nsl).s);
                ufft__emit_close(e, NULL);
            }
            ufft__gen_dft(e, R, slot, sign, f64);
        }
        if (s + 1 == ps->nstages)
            break;
        if (s > 0 || lds_busy) /* others may still read what we overwrite */
            ufft__emit(e, "%s;", e->d->barrier);
        if (ps->split) {
            emit_exchange(e, ps, R, nsl, ps->skew[s], ".x");
            ufft__emit(e, "%s;", e->d->barrier);
            emit_exchange(e, ps, R, nsl, ps->skew[s], ".y");
        } else {
            emit_exchange(e, ps, R, nsl, ps->skew[s], "");
        }
        nsl *= R;
    }
}

bool ufft__gen_open_opaque_t(ufft__emitter *e)
{
    const ufft__dialect *d = e->d;
    if (!d->opaque_u32[0])
        return false;
    ufft__emit_block(e);
    ufft__emit(e, "uint t_ = t;");
    ufft__emit(e, d->opaque_u32, "t_");
    ufft__emit(e, "const uint t = t_;");
    return true;
}

bool ufft__gen_inverse_register_stages(ufft__emitter *e, const ufft__pass *ps, bool f64)
{
    const ufft__dialect *d = e->d;
    /* The inverse stages compute the same twiddle and local addresses from t as the
     * forward ones and read the same table entries; reused, they stay live across both
     * and spill (H100, Bluestein m = 16384: 628 bytes). A t the compiler cannot see
     * through makes it recompute the addresses; for other lengths than powers of two a
     * table pointer it cannot see through makes it reload the entries too (Bluestein
     * 4913 = 17^3: 192 -> 4 bytes, 1.09x, every such m 1.10x in f32 and 1.14x in f64;
     * Rader's 45 f32 register passes 1.06x; powers of two ran the same and spilled
     * 8 -> 12 bytes at 8192, so they keep the table). */
    bool open = ufft__gen_open_opaque_t(e), reload = open && !ufft__is_pow2(ps->p);
    if (reload) {
        ufft__emit(e, "uint z_ = 0u;");
        ufft__emit(e, d->opaque_u32, "z_");
        ufft__emit(e, "%s const cplx_t *%s const tw_ = tw + z_;", d->global, d->restrict_kw);
        ufft__emit_block(e);
        ufft__emit(e, "%s const cplx_t *%s const tw = tw_;", d->global, d->restrict_kw);
    }
    ufft__gen_register_stages(e, ps, +1, f64, true);
    if (reload)
        ufft__emit_close(e, NULL);
    return open;
}

/* The barrier before a group rewrites local memory that others may still read (the
 * last exchange, or staged loads). */
static void emit_wait_readers(const ctx *c)
{
    if (c->ps->nstages > 1 || c->ps->stage_load)
        ufft__emit(c->e, "%s;", c->e->d->barrier);
}

/* The column's results into lds in natural order: slot i to element t + i*T. */
static void emit_natural_to_lds(const ctx *c)
{
    emit_wait_readers(c);
    for (int i = 0; i < c->ps->elems; i++)
        ufft__emit(c->e, "%s = v%d;",
                   ufft__emit_at(c->e, "lds", "t", i * c->ps->threads_per_col).s, i);
}

static void emit_store(const ctx *c)
{
    const ufft__pass *ps = c->ps;
    ufft__emitter *e = c->e;
    int E = ps->elems, T = ps->threads_per_col;
    long long P = (long long)ps->p, NS = (long long)ps->ns;
    if (ps->store_cols) /* where the column was read: j + k*(n/p), j < n/p */
        NS = (long long)(c->pb->n / ps->p);
    if (!ps->stage_store) {
        ufft__emit_open(e, "if (col < ncols)");
        if (e->fold_io && c->pb->ostride == 1) {
            ufft__emit(e, "%s cplx_t *dst = out + b * odist + ((j / (idx_t)%lld) * (idx_t)%lld + j %% (idx_t)%lld) + (idx_t)t * (idx_t)%lld;",
                       e->d->global, NS, NS * P, NS, NS);
            for (int i = 0; i < E; i++)
                ufft__emit(e, "dst[%lld] = v%d;", (long long)i * T * NS, i);
        } else {
            ufft__emit(e, "%s cplx_t *dst = out + b * odist + ((j / (idx_t)%lld) * (idx_t)%lld + j %% (idx_t)%lld) * ostride;",
                       e->d->global, NS, NS * P, NS);
            ufft__emit(e, "const idx_t ks = (idx_t)%lld * ostride;", NS);
            for (int i = 0; i < E; i++)
                ufft__emit(e, "dst[(idx_t)(t + %du) * ks] = v%d;", i * T, i);
        }
        ufft__emit_close(e, NULL);
        return;
    }
    /* ns == 1 here: the group's outputs are whole rows of p, contiguous when packed. */
    if (ps->split) {
        emit_wait_readers(c);
        /* real parts into w<r>, then imaginary ones, then the stores */
        ufft__gen_staged_rounds_decl(e, ps);
        for (int half = 0; half < 2; half++) {
            const char *part = half ? ".y" : ".x";
            if (half)
                ufft__emit(e, "%s;", e->d->barrier);
            for (int i = 0; i < E; i++)
                ufft__emit(e, "%s = v%d%s;", ufft__emit_at(e, "ldr", "t", i * T).s, i, part);
            ufft__emit(e, "%s;", e->d->barrier);
            ufft__gen_staged_io_part(e, c->pb, ps, "ldr", part);
        }
        return;
    }
    emit_natural_to_lds(c);
    ufft__emit(e, "%s;", e->d->barrier);
    emit_staged_io(c, false);
}

void ufft__gen_twiddle_fn(ufft__emitter *e, const ufft__pass *ps, int index)
{
    if (ps->ns <= 1)
        return;
    long long d = (long long)(ps->ns * ps->p), split = (long long)ps->tw_split;
    ufft__emit(e, "/* W_%lld^m from two table lookups (sizes %lld and %lld) */", d, split,
               (d + split - 1) / split);
    ufft__emit_open(e, "%s cplx_t tw_pass%d(%s const cplx_t *tw, idx_t m)", e->d->func, index,
                    e->d->global);
    ufft__emit(e, "return c_mul(tw[%lld + m %% (idx_t)%lld], tw[%lld + m / (idx_t)%lld]);",
               (long long)ps->tw_lo, split, (long long)ps->tw_hi, split);
    ufft__emit_close(e, NULL);
    ufft__emit_blank(e);
}

void ufft__gen_kernel_name(char *buf, size_t len, int pass, int sign)
{
    snprintf(buf, len, "ufft_pass%d_%s", pass, sign < 0 ? "fwd" : "inv");
}

void ufft__gen_pass(ufft__emitter *e, const ufft__problem *pb, const ufft__schedule *s, int index,
                    int sign)
{
    const ufft__pass *ps = &s->pass[index];
    ctx c = {e, pb, ps, index, sign};
    int E = ps->elems, G = ps->cols;
    ufft__gen_pass_open(e, pb, s, index, sign, "register radices");
    if (ps->local_bytes) {
        if (ps->split)
            ufft__gen_lds_real(e, (long long)ps->lstride * G);
        else
            ufft__gen_lds(e, (long long)ps->lstride * G);
        ufft__emit(e, "const uint cb = c * %lldu;", (long long)ps->lstride);
    }
    for (int i = 0; i < E; i++)
        ufft__emit(e, "cplx_t v%d;", i);
    emit_load(&c);
    ufft__gen_register_stages(e, ps, sign, pb->precision == UFFT_F64, ps->stage_load);
    if (s->cluster && index == 0) {
        emit_natural_to_lds(&c);
        ufft__gen_cluster_step(e, pb, s, sign);
    } else {
        emit_store(&c);
    }
    ufft__emit_close(e, NULL);
    ufft__emit_blank(e);
}
