/* Bluestein's element-wise steps around the two length-m FFTs (plan/plan.h):
 *   in:  W[b][j] = j < n ? x[b][j] * w[j] : 0              (b < batch, j < m)
 *   mul: W[b][k] *= B[k]                                  (B already holds 1/m)
 *   out: X[b][k] = W[b][k] * w[k]                          (k < n)
 * The inverse direction uses conj(w) and conj(B). Lengths, offsets and strides are
 * arguments, so one program per precision serves every length. */
#include <stdio.h>
#include <stdlib.h>

#include "gen/gen.h"

#define GROUP 256u

static const char *const step_names[3] = {"in", "mul", "out"};

void ufft__gen_bluestein_name(char *buf, size_t len, int step, int sign)
{
    snprintf(buf, len, "ufft_blue_%s_%s", step_names[step], sign < 0 ? "fwd" : "inv");
}

static void emit_step(ufft__emitter *e, int step, int sign)
{
    const ufft__dialect *d = e->d;
    const char *mul = ufft__gen_mul(sign);
    char name[64], attr[96];
    ufft__gen_bluestein_name(name, sizeof name, step, sign);
    snprintf(attr, sizeof attr, d->group_attr, GROUP, 1u);
    ufft__emit(e, "%s %s", d->kernel, attr);
    ufft__emit_open(e, "%s(%s const cplx_t *in, %s cplx_t *out, %s const cplx_t *%s tw, const idx_t total, "
                    "const idx_t n, const idx_t m, const idx_t chirp, const idx_t spec, "
                    "const idx_t istride, const idx_t idist, const idx_t ostride, const idx_t odist, "
                    "const idx_t ioff, const idx_t ooff)",
                    name, d->global, d->global, d->global, d->restrict_kw);
    ufft__emit(e, "const idx_t g = (idx_t)%s * %uu + %s;", d->group_id, GROUP, d->local_id);
    ufft__emit(e, "if (g >= total) return;");
    ufft__emit(e, "in += ioff;");
    ufft__emit(e, "out += ooff;");
    switch (step) {
    case 0:
        ufft__emit(e, "const idx_t b = g / m, j = g - b * m;");
        ufft__emit(e, "out[g] = j < n ? %s(in[b * idist + j * istride], tw[chirp + j]) : MAKE_C(0, 0);", mul);
        break;
    case 1:
        ufft__emit(e, "out[g] = %s(in[g], tw[spec + g %% m]);", mul);
        break;
    default:
        ufft__emit(e, "const idx_t b = g / n, k = g - b * n;");
        ufft__emit(e, "out[b * odist + k * ostride] = %s(in[b * m + k], tw[chirp + k]);", mul);
        break;
    }
    ufft__emit_close(e, NULL);
    ufft__emit_blank(e);
}

char *ufft__gen_bluestein_program(const ufft__dialect *d, ufft_precision prec)
{
    ufft__emitter e;
    ufft__emit_init(&e, d);
    ufft__gen_preamble(&e, prec, true, 0, 0, "Bluestein chirp and convolution steps");
    for (int step = 0; step < 3; step++) {
        emit_step(&e, step, -1);
        emit_step(&e, step, +1);
    }
    return ufft__emit_take(&e);
}
