/* Register butterflies: a radix-2 decimation-in-frequency network unrolled for radix
 * r, with trivial twiddles (1, -i, (1-i)/sqrt 2) written out as additions, and the
 * bit-reversed result renamed back to natural order by swaps the compiler removes. */
#include <math.h>

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
    int g = k, d = n; /* reduce k/n */
    while (g % 2 == 0 && d % 2 == 0)
        g /= 2, d /= 2;
    const char *suf = f64 ? "" : "f";
    if (k == 0)
        return;
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
    long double a = two_pi * (long double)k / (long double)n;
    long double c = cosl(a), s = (long double)sign * sinl(a);
    ufft__emit(e, "v%d = c_mul(v%d, MAKE_C(%.21Le%s, %.21Le%s));", v, v, c, suf, s, suf);
}

void ufft__gen_dft(ufft__emitter *e, int r, const int *slot, int sign, int f64)
{
    int bits = 0;
    while ((1 << bits) < r)
        bits++;
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
    for (int m = 0; m < r; m++) {
        int rm = bitrev(m, bits);
        if (m < rm)
            ufft__emit(e, "{ const cplx_t u = v%d; v%d = v%d; v%d = u; }", slot[m], slot[m],
                       slot[rm], slot[rm]);
    }
}
