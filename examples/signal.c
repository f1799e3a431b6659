/* The smallest complete use of ufft, and the README's first check that a machine works:
 * transform a signal whose spectrum is known exactly and compare.
 *
 *   x[j] = exp(2 pi i * 5 j / n) + 0.5 exp(2 pi i * (n - 3) j / n)
 *
 * has the forward transform X[5] = n, X[n - 3] = n / 2 and 0 elsewhere.
 *
 *   ufft_example [n] [device]      (n a power of two >= 8, default 4096)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "ufft.h"

static int fail(ufft_context *ctx, ufft_status st, const char *what)
{
    char detail[512] = "";
    if (ctx)
        ufft_context_last_error(ctx, detail, sizeof detail);
    fprintf(stderr, "%s: %s (%s) %s\n", what, ufft_status_string(st), ufft_status_name(st), detail);
    return 1;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? strtol(argv[1], NULL, 10) : 4096;
    const char *device = argc > 2 ? argv[2] : NULL;
    if (n < 8) {
        fprintf(stderr, "usage: ufft_example [n >= 8] [device]\n");
        return 2;
    }
    const double two_pi = 6.283185307179586476925286766559005768;
    float *x = malloc(sizeof(float) * 2 * (size_t)n);
    if (!x)
        return 1;
    for (long j = 0; j < n; j++) {
        double a = two_pi * (double)((5 * j) % n) / (double)n;
        double b = two_pi * (double)(((n - 3) * j) % n) / (double)n;
        x[2 * j] = (float)(cos(a) + 0.5 * cos(b));
        x[2 * j + 1] = (float)(sin(a) + 0.5 * sin(b));
    }

    ufft_context *ctx = NULL;
    ufft_plan *plan = NULL;
    ufft_buffer *in = NULL, *out = NULL;
    ufft_desc desc = {0}; /* packed, out-of-place, fp32, C2C */
    desc.rank = 1;
    desc.n[0] = n;
    size_t bytes = sizeof(float) * 2 * (size_t)n;
    int rc = 1;
    ufft_status st;
    char why[512];
    if ((st = ufft_context_create_with_detail(&ctx, device, why, sizeof why)) != UFFT_SUCCESS) {
        fprintf(stderr, "ufft_context_create: %s (%s) %s\n", ufft_status_string(st),
                ufft_status_name(st), why);
        goto done;
    }
    if ((st = ufft_plan_create(ctx, &desc, &plan)) != UFFT_SUCCESS ||
        (st = ufft_buffer_create(ctx, bytes, &in)) != UFFT_SUCCESS ||
        (st = ufft_buffer_create(ctx, bytes, &out)) != UFFT_SUCCESS ||
        (st = ufft_buffer_write(in, 0, x, bytes)) != UFFT_SUCCESS ||
        (st = ufft_execute(plan, UFFT_FORWARD, in, out)) != UFFT_SUCCESS ||
        (st = ufft_buffer_read(out, 0, x, bytes)) != UFFT_SUCCESS) {
        rc = fail(ctx, st, "transform");
        goto done;
    }
    double worst = 0;
    for (long k = 0; k < n; k++) {
        double want = k == 5 ? (double)n : k == n - 3 ? 0.5 * (double)n : 0.0;
        double dr = x[2 * k] - want, di = x[2 * k + 1];
        double e = sqrt(dr * dr + di * di) / (double)n;
        worst = e > worst ? e : worst;
    }
    char text[512];
    ufft_plan_describe(plan, text, sizeof text);
    /* fp32 with table twiddles: errors of a few ulps times log2(n) */
    double bound = 1e-6 * log2((double)n);
    printf("device: %s (%s)\nplan: %s\n", ufft_context_device_name(ctx), ufft_context_backend(ctx), text);
    printf("X[5] = %.3f%+.3fi (want %ld), X[%ld] = %.3f%+.3fi (want %.1f)\n", x[10], x[11], n,
           n - 3, x[2 * (n - 3)], x[2 * (n - 3) + 1], 0.5 * (double)n);
    printf("largest error / n = %.3e (bound %.1e): %s\n", worst, bound, worst <= bound ? "OK" : "WRONG");
    rc = worst <= bound ? 0 : 1;
done:
    ufft_buffer_destroy(in);
    ufft_buffer_destroy(out);
    ufft_plan_destroy(plan);
    ufft_context_destroy(ctx);
    free(x);
    return rc;
}
