/* Register butterflies. Powers of two: a radix-2 decimation-in-frequency network
 * unrolled for radix r, with trivial twiddles (1, -i, (1-i)/sqrt 2) written out as
 * additions, and the bit-reversed result renamed back to natural order by swaps the
 * compiler removes. Odd primes (and 9, unless the program nests it: emit.h, nest9): the
 * symmetric form that pairs x[m] with x[r-m], so a radix-r DFT costs (r-1)^2/2 real
 * multiplications by constants; or, where the program asks (emit.h, rader_from),
 * Rader's algorithm over two length-(r - 1) butterflies. Other composites (6, 10, 12,
 * 14, 15, 21, 25, ...): one Cooley-Tukey step in registers with constant twiddles, as
 * plan/radix.c splits them. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "gen/gen.h"

static int bitrev(int x, int bits)
{
    int y = 0;
    for (int i = 0; i < bits; i++)
        y |= ((x >> i) & 1) << (bits - 1 - i);
    return y;
}

/* v *= exp(sign * 2*pi*i * k/n) with constants known here. */
static void emit_const_twiddle(ufft__emitter *e, int v, int k, int n, int sign, int f64)
{
    if (k % n == 0)
        return;
    int g = k % n, d = n, x = g, y = d; /* reduce k/n */
    while (y) {
        int t = x % y;
        x = y;
        y = t;
    }
    g /= x, d /= x;
    const char *suf = f64 ? "" : "f";
    if (d == 2) {
        ufft__emit(e, "v%d = MAKE_C(-v%d.x, -v%d.y);", v, v, v);
        return;
    }
    if (d == 4 && g == 3) { /* -sign*i: the conjugate direction's quarter turn */
        sign = -sign;
        g = 1;
    }
    if (d == 4 && g == 1) { /* multiply by sign*i */
        if (sign < 0)
            ufft__emit(e, "v%d = MAKE_C(v%d.y, -v%d.x);", v, v, v);
        else
            ufft__emit(e, "v%d = MAKE_C(-v%d.y, v%d.x);", v, v, v);
        return;
    }
    if (d == 8 && g == 1) { /* (1 + sign*i)/sqrt2 */
        const char *h = f64 ? "0.70710678118654752440" : "0.70710678118654752440f";
        if (sign < 0)
            ufft__emit(e, "v%d = MAKE_C((v%d.x + v%d.y) * %s, (v%d.y - v%d.x) * %s);", v, v, v, h,
                       v, v, h);
        else
            ufft__emit(e, "v%d = MAKE_C((v%d.x - v%d.y) * %s, (v%d.y + v%d.x) * %s);", v, v, v, h,
                       v, v, h);
        return;
    }
    const long double two_pi = 6.283185307179586476925286766559005768L;
    long double a = two_pi * (long double)g / (long double)d;
    long double c = cosl(a), s = (long double)sign * sinl(a);
    ufft__emit(e, "v%d = c_mul(v%d, MAKE_C(%.21Le%s, %.21Le%s));", v, v, c, suf, s, suf);
}

/* Appends to a fixed buffer; text that does not fit is cut (the buffers below are sized
 * for h = (UFFT__MAX_PRIME - 1)/2 terms of about 50 characters). */
static void append(char *buf, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void append(char *buf, size_t len, const char *fmt, ...)
{
    size_t at = strlen(buf);
    if (at + 1 >= len)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + at, len - at, fmt, ap);
    va_end(ap);
}

void ufft__gen_sink_store(ufft__emitter *e, const ufft__dft_sink *sink, int k, const char *value)
{
    long long at = (long long)k * sink->stride;
    const char *ds = sink->device_stride;
    if (sink->based)
        ufft__emit(e, "if (col < ncols) %s[%lld] = %s;", sink->buf, at, value);
    else if (ds)
        ufft__emit(e, "if (col < ncols) %s[%s(o + %lldu)%s] = %s;", sink->buf, ds[0] ? "(idx_t)" : "",
                   at, ds, value);
    else
        ufft__emit(e, "%s = %s;", ufft__emit_at(e, sink->buf, "o", at).s, value);
}

/* Output k of a butterfly: into its slot, or straight to the sink. */
static void put_output(ufft__emitter *e, const ufft__dft_sink *sink, const int *slot, int k,
                       const char *value)
{
    if (sink)
        ufft__gen_sink_store(e, sink, k, value);
    else
        ufft__emit(e, "v%d = %s;", slot[k], value);
}

void ufft__gen_root_literals(int km, int r, bool f64, char *cs, char *sn, size_t len)
{
    const long double two_pi = 6.283185307179586476925286766559005768L;
    long double ang = two_pi * (long double)(km % r) / (long double)r;
    snprintf(cs, len, "%.21Le%s", cosl(ang), f64 ? "" : "f");
    snprintf(sn, len, "%.21Le%s", sinl(ang), f64 ? "" : "f");
}

/* y[k] = x0 + sum_m s_m cos(2 pi k m / r) + i sign sum_m d_m sin(2 pi k m / r) and
 * y[r-k] likewise with -i, where s_m = x[m] + x[r-m], d_m = x[m] - x[r-m], m ≤ h. */
void ufft__gen_dft_odd_to(ufft__emitter *e, int r, const int *slot, int sign, int f64,
                          const ufft__dft_sink *sink)
{
    int h = (r - 1) / 2;
    ufft__emit_block(e);
    ufft__emit(e, "const cplx_t x0 = v%d;", slot[0]);
    for (int m = 1; m <= h; m++)
        ufft__emit(e, "const cplx_t s%d = c_add(v%d, v%d), d%d = c_sub(v%d, v%d);", m, slot[m],
                   slot[r - m], m, slot[m], slot[r - m]);
    /* output 0, summed in its slot (or a variable of its own, with a sink) */
    char y0[16] = "y0";
    if (!sink)
        snprintf(y0, sizeof y0, "v%d", slot[0]);
    ufft__emit(e, "%s%s = x0;", sink ? "cplx_t " : "", y0);
    for (int m = 1; m <= h; m++)
        ufft__emit(e, "%s = c_add(%s, s%d);", y0, y0, m);
    if (sink)
        put_output(e, sink, slot, 0, y0);
    for (int k = 1; k <= h; k++) {
        char re[64 * UFFT__MAX_PRIME] = "x0.x", im[sizeof re] = "x0.y", bre[sizeof re] = "",
             bim[sizeof re] = "";
        for (int m = 1; m <= h; m++) {
            char cs[40], sn[40];
            ufft__gen_root_literals(k * m, r, f64, cs, sn, sizeof cs);
            const char *plus = m > 1 ? " + " : "";
            append(re, sizeof re, " + s%d.x * %s", m, cs);
            append(im, sizeof im, " + s%d.y * %s", m, cs);
            append(bre, sizeof bre, "%sd%d.x * %s", plus, m, sn);
            append(bim, sizeof bim, "%sd%d.y * %s", plus, m, sn);
        }
        ufft__emit_block(e);
        /* one sum per line: radix 31 has 15 terms */
        ufft__emit(e, "const real_t ax = %s;", re);
        ufft__emit(e, "const real_t ay = %s;", im);
        ufft__emit(e, "const real_t bx = %s;", bre);
        ufft__emit(e, "const real_t by = %s;", bim);
        /* y[k] = a + i sign b, y[r-k] = a - i sign b, with i b = (-b.y, b.x) */
        const char *plus = "MAKE_C(ax + by, ay - bx)", *minus = "MAKE_C(ax - by, ay + bx)";
        put_output(e, sink, slot, k, sign < 0 ? plus : minus);
        put_output(e, sink, slot, r - k, sign < 0 ? minus : plus);
        ufft__emit_close(e, NULL);
    }
    ufft__emit_close(e, NULL);
}

static int gcd(int a, int b)
{
    while (b) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* r = a*b (ufft__radix_split): x[b*n1 + n2] -> a-point DFTs over n1 for each n2,
 * twiddles W_r^(n2*k1), b-point DFTs over n2 for each k1; X[k1 + a*k2] then sits in
 * slot b*k1 + k2, and the renaming to natural order costs nothing after compilation.
 * Where a and b are coprime and the emitter asks (pfa), Good and Thomas's prime-factor
 * mapping instead: x[(b*n1 + a*n2) mod r] -> a-point DFTs over n1, b-point DFTs over n2
 * with no twiddles between them, X[k] with k = k1 mod a, k = k2 mod b in slot
 * (b*k1 + a*k2) mod r; the index maps are renamings too. */
static void gen_dft_nested(ufft__emitter *e, int r, int a, const int *slot, int sign, int f64)
{
    int b = r / a, sub[UFFT__MAX_STAGE_RADIX];
    bool pfa = e->pfa && gcd(a, b) == 1;
    /* where element (n1, n2) of the a x b grid lives */
#define GRID(n1, n2) (pfa ? slot[(b * (n1) + a * (n2)) % r] : slot[b * (n1) + (n2)])
    for (int n2 = 0; n2 < b; n2++) {
        for (int n1 = 0; n1 < a; n1++)
            sub[n1] = GRID(n1, n2);
        ufft__gen_dft(e, a, sub, sign, f64);
    }
    if (!pfa)
        for (int n2 = 1; n2 < b; n2++)
            for (int k1 = 1; k1 < a; k1++)
                emit_const_twiddle(e, slot[b * k1 + n2], n2 * k1, r, sign, f64);
    for (int k1 = 0; k1 < a; k1++) {
        for (int n2 = 0; n2 < b; n2++)
            sub[n2] = GRID(k1, n2);
        ufft__gen_dft(e, b, sub, sign, f64);
    }
    ufft__emit_block(e);
    for (int k = 0; k < r; k++) /* X[k] sits at (k mod a, k / a), or (k mod a, k mod b) */
        ufft__emit(e, "const cplx_t y%d = v%d;", k, pfa ? GRID(k % a, k % b) : GRID(k % a, k / a));
#undef GRID
    for (int k = 0; k < r; k++)
        ufft__emit(e, "v%d = y%d;", slot[k], k);
    ufft__emit_close(e, NULL);
}

/* Rader: with g a generator mod prime r, L = r - 1, a_q = x[g^q] and b_m =
 * W_r^(g^-m) (W_r = exp(sign 2 pi i / r)), X[g^q] = x[0] + (a conv b)[-q]. With
 * A = DFT(a) and B = DFT(b) / L, both of sign -1, (a conv b)[-q] is the same DFT of
 * A B at q: so the second butterfly runs over the same slots in the same direction and
 * leaves X[g^q] where x[g^q] came in. x[0] is added once, to A[0] B[0], which the
 * unnormalized second DFT adds to every output. B is Rader's kernel's spectrum
 * (ufft__rader_spectrum), in long double. */
static void gen_dft_rader(ufft__emitter *e, int r, const int *slot, int sign, int f64)
{
    int L = r - 1, g = (int)ufft__prime_generator(r), sub[UFFT__MAX_STAGE_RADIX] = {0};
    for (int q = 0, at = 1; q < L; q++, at = at * g % r)
        sub[q] = slot[at];
    ufft__emit_block(e);
    ufft__emit(e, "/* radix %d by Rader's algorithm, generator %d */", r, g);
    ufft__emit(e, "const cplx_t x0 = v%d;", slot[0]);
    /* the length-L butterflies by the prime-factor mapping wherever L's factors allow:
     * no twiddles between their steps */
    bool pfa = e->pfa;
    e->pfa = true;
    ufft__gen_dft(e, L, sub, -1, f64);
    ufft__emit(e, "v%d = c_add(x0, v%d);", slot[0], sub[0]);
    long double bre[UFFT__MAX_STAGE_RADIX], bim[UFFT__MAX_STAGE_RADIX],
        re[UFFT__MAX_STAGE_RADIX], im[UFFT__MAX_STAGE_RADIX];
    if (ufft__rader_spectrum(r, g, sign, bre, bim, re, im) != UFFT_SUCCESS)
        e->out.failed = true; /* the program's owner reports it (ufft__emit_take) */
    const char *suf = f64 ? "" : "f";
    for (int k = 0; k < L && !e->out.failed; k++)
        ufft__emit(e, "v%d = %sc_mul(v%d, MAKE_C(%.21Le%s, %.21Le%s))%s;", sub[k],
                   k ? "" : "c_add(", sub[k], re[k], suf, im[k], suf, k ? "" : ", x0)");
    ufft__gen_dft(e, L, sub, -1, f64);
    e->pfa = pfa;
    ufft__emit_close(e, NULL);
}

/* One decimation-in-time butterfly of the power-of-two network: a' = a + W b,
 * b' = a - W b = 2a - a', W = exp(sign 2 pi i k/n): a' two fused multiply-adds a
 * component and b' one, six instructions where decimation in frequency's (a - b) W takes
 * eight. FMA, not contraction: compilers turn 2 * u into u + u before they contract. */
static void emit_dit_butterfly(ufft__emitter *e, int a, int b, int k, int n, int sign, int f64)
{
    if (k == 0) {
        ufft__emit(e, "{ const cplx_t u = v%d; v%d = c_add(u, v%d); v%d = c_sub(u, v%d); }", a,
                   a, b, b, b);
        return;
    }
    if (4 * k == n) { /* W = sign i */
        ufft__emit(e, "{ const cplx_t u = v%d, t = MAKE_C(%sv%d.y, %sv%d.x); v%d = c_add(u, t); "
                      "v%d = c_sub(u, t); }",
                   a, sign < 0 ? "" : "-", b, sign < 0 ? "-" : "", b, a, b);
        return;
    }
    char cs[40], sn[40]; /* W = cs + i sign sn */
    ufft__gen_root_literals(k, n, f64, cs, sn, sizeof cs);
    const char *suf = f64 ? "" : "f";
    ufft__emit(e, "{ const cplx_t u = v%d, w = v%d;", a, b);
    ufft__emit(e, "  v%d = MAKE_C(FMA(%sw.y, %s, FMA(w.x, %s, u.x)), FMA(%sw.x, %s, FMA(w.y, %s, u.y)));",
               a, sign < 0 ? "" : "-", sn, cs, sign < 0 ? "-" : "", sn, cs);
    ufft__emit(e, "  v%d = MAKE_C(FMA(2.0%s, u.x, -v%d.x), FMA(2.0%s, u.y, -v%d.y)); }", b, suf, a,
               suf, a);
}

/* The r slots' values swapped into bit-reversed order: renamings the compiler removes. */
static void emit_bitrev_swaps(ufft__emitter *e, int r, int bits, const int *slot)
{
    for (int m = 0; m < r; m++) {
        int rm = bitrev(m, bits);
        if (m < rm)
            ufft__emit(e, "{ const cplx_t u = v%d; v%d = v%d; v%d = u; }", slot[m], slot[m],
                       slot[rm], slot[rm]);
    }
}

/* The power-of-two network by decimation in time: the inputs renamed to bit-reversed
 * order, then spans 1, 2, .. r/2. */
static void gen_dft_pow2_dit(ufft__emitter *e, int r, int bits, const int *slot, int sign, int f64)
{
    emit_bitrev_swaps(e, r, bits, slot);
    for (int h = 1; h < r; h *= 2)
        for (int s0 = 0; s0 < r; s0 += 2 * h)
            for (int k = 0; k < h; k++)
                emit_dit_butterfly(e, slot[s0 + k], slot[s0 + k + h], k, 2 * h, sign, f64);
}

bool ufft__gen_dft_is_odd_direct(int r)
{
    return ufft__radix_odd_direct(r);
}

bool ufft__gen_dft_by_rader(const ufft__emitter *e, int r)
{
    return ufft__rader_codelet(r, e->rader_from);
}

void ufft__gen_dft(ufft__emitter *e, int r, const int *slot, int sign, int f64)
{
    int split = ufft__radix_split(r);
    if (r == 9 && e->nest9)
        split = 3;
    if (split) {
        gen_dft_nested(e, r, split, slot, sign, f64);
        return;
    }
    if (ufft__gen_dft_by_rader(e, r)) {
        gen_dft_rader(e, r, slot, sign, f64);
        return;
    }
    if (ufft__gen_dft_is_odd_direct(r)) {
        ufft__gen_dft_odd_to(e, r, slot, sign, f64, NULL);
        return;
    }
    if (r % 2 == 1) /* radix 1 */
        return;
    int bits = 0;
    while ((1 << bits) < r)
        bits++;
    if (r <= e->dit_fma) {
        gen_dft_pow2_dit(e, r, bits, slot, sign, f64);
        return;
    }
    for (int h = r / 2; h >= 1; h /= 2) {
        for (int s0 = 0; s0 < r; s0 += 2 * h) {
            for (int k = 0; k < h; k++) {
                int a = slot[s0 + k], b = slot[s0 + k + h];
                ufft__emit(e, "{ const cplx_t u = v%d; v%d = c_add(u, v%d); v%d = c_sub(u, v%d); }",
                           a, a, b, b, b);
                emit_const_twiddle(e, b, k, 2 * h, sign, f64);
            }
        }
    }
    emit_bitrev_swaps(e, r, bits, slot);
}
