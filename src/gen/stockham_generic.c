/* A generic pass of the multi-pass Stockham FFT (see ufft__pass in plan/plan.h) for
 * lengths that are not powers of two: the column goes into local memory once, every
 * radix stage reads its butterflies' inputs from one local buffer and writes the
 * outputs to the other (any radices, no register layout to satisfy), and the result
 * leaves from local memory. Work-items beyond a stage's butterfly count idle. */
#include <stdio.h>

#include "gen/gen.h"

typedef struct ctx {
    ufft__emitter *e;
    const ufft__problem *pb; /* NULL for stages alone (ufft__gen_generic_stages) */
    const ufft__pass *ps;
    int index, sign;
    bool f64;
    /* ufft__pass.direct_io: the first stage reads gin, the last writes gout (the
     * column in device memory). istride / ostride: " * istride", or "" where the stride
     * is 1, so that each access is a constant offset from one pointer (as staged I/O's
     * are: a 64-bit address per access would stay live) */
    bool direct;
    const char *istride, *ostride;
    bool lean; /* ufft__schedule.lean_direct */
    bool base; /* ufft__schedule.direct_base */
} ctx;

/* tuning direct_base: a direct first stage reads its butterfly's inputs from gq, a
 * direct last stage writes its outputs from go, each a constant offset away */
static bool base_in(const ctx *c, int s)
{
    return c->base && c->direct && s == 0 && !c->istride[0] && c->ps->spread[s] <= 1;
}

static bool base_out(const ctx *c, int s)
{
    return c->base && c->direct && s + 1 == c->ps->nstages && !c->ostride[0];
}

/* `name` = `buf` + the element offset `index`, through the dialect's opaque move so
 * the compiler keeps one base and folds each access's constant into the instruction. */
static void emit_base(const ctx *c, const char *name, const char *buf, const char *index,
                      bool in)
{
    const ufft__dialect *d = c->e->d;
    char off[16];
    snprintf(off, sizeof off, "%s_", name);
    ufft__emit(c->e, "%s %s = %s;", d->u64, off, index);
    if (d->opaque_u64[0])
        ufft__emit(c->e, d->opaque_u64, off);
    ufft__emit(c->e, "%s %scplx_t *const %s = %s + %s;", d->global, in ? "const " : "", name,
               buf, off);
}

/* Whether a slot's rounds are one loop (tuning rolled): where there are several, and
 * no round keeps its values for later (one buffer). */
static bool rolled(const ctx *c, int rounds) { return c->ps->rolled && rounds > 1; }

/* Emits `for each i < count: body(i)` as unrolled blocks with `it` = lid + i*group (or
 * t + i*T), guarded where count does not divide evenly; with loop, round 0 opens one
 * loop over all of them instead, and the body is emitted once. */
static void open_slot(const ctx *c, const char *var, const char *base, long long step, int i,
                      long long limit, bool exact, bool loop)
{
    if (loop) {
        ufft__emit_open(c->e, "for (uint %s = %s; %s < %lldu; %s += %lldu)", var, base, var,
                        limit, var, step);
        return;
    }
    ufft__emit_block(c->e);
    ufft__emit(c->e, "const uint %s = %s + %lldu;", var, base, (long long)i * step);
    if (!exact)
        ufft__emit_open(c->e, "if (%s < %lldu)", var, limit);
}

static void close_slot(const ctx *c, bool exact, bool loop)
{
    if (!exact && !loop)
        ufft__emit_close(c->e, NULL);
    ufft__emit_close(c->e, NULL);
}

/* Each work-item moves elements k = t + i*T of its own column (strided columns of later
 * passes: neighbouring work-items are on neighbouring columns), applying the inter-pass
 * twiddle on the way in. */
static void emit_by_column(const ctx *c, bool load, const char *buf)
{
    const ufft__pass *ps = c->ps;
    ufft__emitter *e = c->e;
    long long P = (long long)ps->p, T = ps->threads_per_col, NS = (long long)ps->ns;
    long long rounds = (P + T - 1) / T;
    bool exact = P % T == 0;
    ufft__emit_open(e, "if (col < ncols)");
    if (load) {
        ufft__emit(e, "%s const cplx_t *src = in + b * idist + j * istride;", e->d->global);
        ufft__emit(e, "const idx_t ks = (idx_t)%lld * istride;", (long long)(c->pb->n / ps->p));
        if (NS > 1)
            ufft__emit(e, "const idx_t jm = j %% (idx_t)%lld;", NS);
    } else {
        ufft__emit(e, "%s cplx_t *dst = out + b * odist + ((j / (idx_t)%lld) * (idx_t)%lld + j %% (idx_t)%lld) * ostride;",
                   e->d->global, NS, NS * P, NS);
        ufft__emit(e, "const idx_t ks = (idx_t)%lld * ostride;", NS);
    }
    bool loop = rolled(c, (int)rounds);
    for (int i = 0; i < (loop ? 1 : rounds); i++) {
        open_slot(c, "k", "t", T, i, P, exact, loop);
        if (load && NS > 1)
            ufft__emit(e, "%s[cb + PAD(k)] = %s(src[(idx_t)k * ks], tw_pass%d(tw, (idx_t)k * jm));",
                       buf, ufft__gen_mul(c->sign), c->index);
        else if (load)
            ufft__emit(e, "%s[cb + PAD(k)] = src[(idx_t)k * ks];", buf);
        else
            ufft__emit(e, "dst[(idx_t)k * ks] = %s[cb + PAD(k)];", buf);
        close_slot(c, exact, loop);
    }
    ufft__emit_close(e, NULL);
}

/* Where stage s's outputs go: a direct last stage's to gout (the column in device
 * memory), the others' to the local buffer dst. */
static ufft__dft_sink stage_sink(const ctx *c, int s, long long nsl, const char *dst)
{
    bool device = c->direct && s + 1 == c->ps->nstages;
    return (ufft__dft_sink){device ? "gout" : dst, nsl, device ? c->ostride : NULL, false};
}

/* In the last stage (ns x R = p) butterfly q < ns: with tuning direct_base its twiddle
 * row and the place of its output 0 are q itself, which the compiler did not see under
 * the guard of an uneven last round. */
static bool last_places(const ctx *c, int s, long long nsl)
{
    return c->base && nsl * c->ps->radix[s] == (long long)c->ps->p;
}

/* Butterfly q's twiddle row jr. */
static void emit_row(const ctx *c, int s, long long nsl)
{
    if (last_places(c, s, nsl))
        ufft__emit(c->e, "const uint jr = q;");
    else
        ufft__emit(c->e, "const uint jr = q %% %lldu;", nsl);
}

/* The place o of butterfly q's output 0, and for a based sink its base go there. */
static void emit_place(const ctx *c, int s, long long nsl, ufft__dft_sink *sink)
{
    long long R = c->ps->radix[s];
    if (last_places(c, s, nsl))
        ufft__emit(c->e, "const uint o = q;");
    else
        ufft__emit(c->e, "const uint o = (q / %lldu) * %lldu + q %% %lldu;", nsl, nsl * R, nsl);
    if (sink && base_out(c, s)) {
        emit_base(c, "go", "gout", "o", false);
        sink->buf = "go";
        sink->based = true;
    }
}

/* Butterfly q of stage s on v<first>..v<first+R-1>, read already: twiddles by
 * W_{ns R}^(m (q mod ns)), the DFT, and the outputs to dst[(q/ns)*ns*R + q mod ns + m*ns]. */
static void emit_butterfly(const ctx *c, int s, long long nsl, int first, const char *dst)
{
    const ufft__pass *ps = c->ps;
    ufft__emitter *e = c->e;
    int R = ps->radix[s];
    int slot[UFFT__MAX_STAGE_RADIX] = {0};
    for (int m = 0; m < R; m++)
        slot[m] = first + m;
    if (nsl > 1) {
        long long base = (long long)(ps->tw_local + ufft__stage_twiddle_offset(ps, s));
        emit_row(c, s, nsl);
        if (ufft__gen_pairs_for(ps, R))
            ufft__gen_twiddle_pairs(e, R, slot, c->sign, base, nsl);
        else
            for (int m = 1; m < R; m++)
                ufft__emit(e, "v%d = %s(v%d, %s);", slot[m], ufft__gen_mul(c->sign), slot[m],
                           ufft__emit_tw(e, "jr", base + (m - 1) * nsl).s);
    }
    ufft__dft_sink sink = stage_sink(c, s, nsl, dst);
    bool stream = !ufft__gen_dft_by_rader(e, R) &&
                  ufft__gen_dft_is_odd_direct(R) &&
                  (R > UFFT__MAX_GENERIC_RADIX || (ps->stream_prime && R >= ps->stream_prime));
    if (stream) {
        /* a prime 37..61, or an odd radix of the direct form from stream_prime: its
         * outputs go out as they are summed (ufft__gen_dft_odd_to) */
        emit_place(c, s, nsl, &sink);
        ufft__gen_dft_odd_to(e, R, slot, c->sign, c->f64, &sink);
        return;
    }
    ufft__gen_dft(e, R, slot, c->sign, c->f64);
    emit_place(c, s, nsl, &sink);
    for (int m = 0; m < R; m++) {
        char value[16];
        snprintf(value, sizeof value, "v%d", slot[m]);
        ufft__gen_sink_store(e, &sink, m, value);
    }
}

/* Input m of butterfly q of stage s: from gin where a direct first stage reads device
 * memory, else from the local buffer src. */
static void input_expr(const ctx *c, int s, long long m, long long NB, const char *src, char *buf,
                       size_t len)
{
    char at[96];
    if (base_in(c, s))
        snprintf(at, sizeof at, "%lld", m * NB);
    else if (c->direct && s == 0)
        snprintf(at, sizeof at, "%s(q + %lldu)%s", c->istride[0] ? "(idx_t)" : "", m * NB,
                 c->istride);
    if (base_in(c, s) || (c->direct && s == 0)) {
        int n = snprintf(buf, len, "col < ncols ? %s : MAKE_C(0, 0)",
                         ufft__emit_load(c->e, base_in(c, s) ? "gq" : "gin", at).s);
        if (n < 0 || (size_t)n >= len)
            c->e->out.failed = true; /* a generator bug: never emit a truncated line */
    } else
        snprintf(buf, len, "%s", ufft__emit_at(c->e, src, "q", m * NB).s);
}

/* Part `part` of P of a spread radix-R butterfly (odd, direct form): outputs k and R - k
 * for k in [k0, k1), and output 0 in part 0. It reads the inputs in pairs m, R - m,
 * twiddles them, and adds their sum and difference into running sums, so it holds
 * 4 (k1 - k0) of those and one pair at a time instead of R values (ufft__gen_dft_odd_to
 * computes the same sums from all pairs at once). */
static void emit_spread_part(const ctx *c, int s, long long nsl, int part, int k0, int k1,
                             const char *src, const ufft__dft_sink *sink)
{
    ufft__emitter *e = c->e;
    const ufft__pass *ps = c->ps;
    int R = ps->radix[s], h = (R - 1) / 2;
    long long NB = (long long)ps->p / R;
    long long base = nsl > 1 ? (long long)(ps->tw_local + ufft__stage_twiddle_offset(ps, s)) : 0;
    char in[160];
    input_expr(c, s, 0, NB, src, in, sizeof in);
    ufft__emit(e, "const cplx_t x0 = %s;", in);
    if (part == 0)
        ufft__emit(e, "cplx_t y0 = x0;");
    for (int k = k0; k < k1; k++)
        ufft__emit(e, "real_t ax%d = x0.x, ay%d = x0.y, bx%d = 0, by%d = 0;", k, k, k, k);
    for (int m = 1; m <= h; m++) {
        ufft__emit_block(e);
        input_expr(c, s, m, NB, src, in, sizeof in);
        ufft__emit(e, "cplx_t a = %s;", in);
        input_expr(c, s, R - m, NB, src, in, sizeof in);
        ufft__emit(e, "cplx_t z = %s;", in);
        if (nsl > 1) {
            const char *mul = ufft__gen_mul(c->sign);
            ufft__emit(e, "a = %s(a, %s);", mul, ufft__emit_tw(e, "jr", base + (m - 1) * nsl).s);
            ufft__emit(e, "z = %s(z, %s);", mul, ufft__emit_tw(e, "jr", base + (R - m - 1) * nsl).s);
        }
        ufft__emit(e, "const cplx_t sm = c_add(a, z), dm = c_sub(a, z);");
        if (part == 0)
            ufft__emit(e, "y0 = c_add(y0, sm);");
        for (int k = k0; k < k1; k++) {
            char cs[40], sn[40];
            ufft__gen_root_literals(k * m, R, c->f64, cs, sn, sizeof cs);
            ufft__emit(e, "ax%d += sm.x * %s; ay%d += sm.y * %s; bx%d += dm.x * %s; by%d += dm.y * %s;",
                       k, cs, k, cs, k, sn, k, sn);
        }
        ufft__emit_close(e, NULL);
    }
    if (part == 0)
        ufft__gen_sink_store(e, sink, 0, "y0");
    for (int k = k0; k < k1; k++) {
        /* y[k] = a + i sign b, y[R-k] = a - i sign b, with i b = (-b.y, b.x) */
        char plus[96], minus[96];
        snprintf(plus, sizeof plus, "MAKE_C(ax%d + by%d, ay%d - bx%d)", k, k, k, k);
        snprintf(minus, sizeof minus, "MAKE_C(ax%d - by%d, ay%d + bx%d)", k, k, k, k);
        ufft__gen_sink_store(e, sink, k, c->sign < 0 ? plus : minus);
        ufft__gen_sink_store(e, sink, R - k, c->sign < 0 ? minus : plus);
    }
}

/* Stage s with each butterfly spread over P = ps->spread[s] work-items: unit u < P p/R
 * is part u / (p/R) of butterfly q = u mod (p/R), so that neighbouring work-items take
 * the same part (one branch per warp but where parts meet). */
static void emit_spread_stage(const ctx *c, int s, long long nsl, const char *src, const char *dst)
{
    const ufft__pass *ps = c->ps;
    ufft__emitter *e = c->e;
    int R = ps->radix[s], P = ps->spread[s], h = (R - 1) / 2;
    long long NB = (long long)ps->p / R, U = NB * P, T = ps->threads_per_col;
    int rounds = (int)((U + T - 1) / T);
    bool exact = U % T == 0;
    ufft__emit(e, "/* stage %d: radix %d, %lld butterflies of %d parts each, ns = %lld */", s + 1,
               R, NB, P, nsl);
    const ufft__dft_sink sink = stage_sink(c, s, nsl, dst);
    for (int i = 0; i < rounds; i++) {
        open_slot(c, "u", "t", T, i, U, exact, false);
        ufft__emit(e, "const uint part = u / %lldu, q = u - part * %lldu;", NB, NB);
        if (nsl > 1)
            ufft__emit(e, "const uint jr = q %% %lldu;", nsl);
        ufft__emit(e, "const uint o = (q / %lldu) * %lldu + q %% %lldu;", nsl, nsl * R, nsl);
        for (int pt = 0; pt < P; pt++) {
            ufft__emit_open(e, "%sif (part == %du)", pt ? "else " : "", pt);
            emit_spread_part(c, s, nsl, pt, 1 + pt * h / P, 1 + (pt + 1) * h / P, src, &sink);
            ufft__emit_close(e, NULL);
        }
        close_slot(c, exact, false);
    }
    if (!sink.device_stride) /* no one reads a direct last stage's outputs */
        ufft__emit(e, "%s;", e->d->barrier);
}

/* Stage s: butterfly q < p/R reads src[q + m*p/R] (v0..v(R-1) of its round). With
 * one buffer (src == dst) every round's inputs are read before a barrier and the
 * outputs written after it, so a work-item holds rounds x R values. */
static void emit_stage(const ctx *c, int s, long long nsl, const char *src, const char *dst)
{
    const ufft__pass *ps = c->ps;
    ufft__emitter *e = c->e;
    if (ps->spread[s] > 1) {
        emit_spread_stage(c, s, nsl, src, dst);
        return;
    }
    int R = ps->radix[s];
    long long NB = (long long)ps->p / R, T = ps->threads_per_col;
    int rounds = (int)((NB + T - 1) / T);
    bool exact = NB % T == 0, one = ps->one_buffer;
    ufft__emit(e, "/* stage %d: radix %d, %lld butterflies, ns = %lld%s */", s + 1, R, NB, nsl,
               one ? ", all inputs read before any output is written" : "");
    if (one) {
        ufft__emit_block(e);
        for (int k = 0; k < rounds * R; k++)
            ufft__emit(e, "cplx_t v%d;", k);
    }
    bool loop = !one && rolled(c, rounds);
    for (int i = 0; i < (loop ? 1 : rounds); i++) {
        int first = one ? i * R : 0;
        open_slot(c, "q", "t", T, i, NB, exact, loop);
        if (base_in(c, s))
            emit_base(c, "gq", "gin", "q", true);
        for (int m = 0; m < R; m++) {
            char in[160];
            input_expr(c, s, m, NB, src, in, sizeof in);
            ufft__emit(e, "%sv%d = %s;", one ? "" : "cplx_t ", first + m, in);
        }
        if (!one)
            emit_butterfly(c, s, nsl, 0, dst);
        close_slot(c, exact, loop);
    }
    if (one) {
        /* every input read before any output is written, where both are local memory */
        bool device_in = c->direct && s == 0, device_out = c->direct && s + 1 == ps->nstages;
        if (!c->lean || !(device_in || device_out))
            ufft__emit(e, "%s;", e->d->barrier);
        for (int i = 0; i < rounds; i++) {
            open_slot(c, "q", "t", T, i, NB, exact, false);
            emit_butterfly(c, s, nsl, i * R, dst);
            close_slot(c, exact, false);
        }
        ufft__emit_close(e, NULL);
    }
    if (!(c->direct && s + 1 == ps->nstages)) /* no one reads a direct last stage's outputs */
        ufft__emit(e, "%s;", e->d->barrier);
}

static const char *stages(const ctx *c, const char *a, const char *b)
{
    const char *bufs[2] = {a, b};
    long long nsl = 1;
    for (int st = 0; st < c->ps->nstages; st++) {
        emit_stage(c, st, nsl, bufs[st % 2], bufs[(st + 1) % 2]);
        nsl *= c->ps->radix[st];
    }
    return bufs[c->ps->nstages % 2];
}

const char *ufft__gen_generic_stages(ufft__emitter *e, const ufft__pass *ps, int sign, bool f64,
                                     const char *a, const char *b)
{
    ctx c = {e, NULL, ps, 0, sign, f64, false, "", "", false, false};
    return stages(&c, a, b);
}

void ufft__gen_pass_generic(ufft__emitter *e, const ufft__problem *pb, const ufft__schedule *s,
                            int index, int sign)
{
    const ufft__pass *ps = &s->pass[index];
    int G = ps->cols;
    ctx c = {e, pb, ps, index, sign, pb->precision == UFFT_F64, ps->direct_io && s->npasses == 1,
             pb->istride == 1 ? "" : " * istride", pb->ostride == 1 ? "" : " * ostride",
             s->lean_direct, s->direct_base};
    long long LS = (long long)ps->lstride;
    ufft__gen_pass_open(e, pb, s, index, sign, "stages through local memory, radices");
    bool one = ps->one_buffer || ps->one_local;
    if (e->d->dynamic_local[0]) {
        ufft__emit(e, "%s", e->d->dynamic_local);
        if (one)
            ufft__emit(e, "cplx_t *const la = (cplx_t *)ufft_smem;");
        else
            ufft__emit(e, "cplx_t *const la = (cplx_t *)ufft_smem, *const lb = la + %lld;", LS * G);
    } else if (one) {
        ufft__emit(e, "%s cplx_t la[%lld];", e->d->local, LS * G);
    } else {
        ufft__emit(e, "%s cplx_t la[%lld], lb[%lld];", e->d->local, LS * G, LS * G);
    }
    ufft__emit(e, "const uint cb = c * %lldu;", LS);
    if (c.direct) {
        /* one pass: column col is the row b = col (j = 0) */
        ufft__emit(e, "%s const cplx_t *const gin = in + b * idist;", e->d->global);
        ufft__emit(e, "%s cplx_t *const gout = out + b * odist;", e->d->global);
        stages(&c, "la", one ? "la" : "lb");
        ufft__emit_close(e, NULL);
        ufft__emit_blank(e);
        return;
    }
    if (s->npasses == 1)
        ufft__gen_staged_io(e, pb, ps, true, "la");
    else
        emit_by_column(&c, true, "la");
    ufft__emit(e, "%s;", e->d->barrier);
    const char *result = stages(&c, "la", one ? "la" : "lb");
    if (ps->ns == 1)
        ufft__gen_staged_io(e, pb, ps, false, result);
    else
        emit_by_column(&c, false, result);
    ufft__emit_close(e, NULL);
    ufft__emit_blank(e);
}
