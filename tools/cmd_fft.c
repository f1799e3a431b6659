/* ufft fft: numpy.fft.fft(a) (or ifft) over the last axis of a .npy array, computed on
 * a device. Leading axes are the batch; the output has the input's shape and dtype. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "checked.h"
#include "cli.h"
#include "npy.h"

typedef enum norm_mode { NORM_BACKWARD, NORM_ORTHO, NORM_FORWARD, NORM_NONE } norm_mode;

typedef struct fft_args {
    ufft_direction direction;
    norm_mode norm;
    const char *device;
    const char *in_path;
    const char *out_path;
} fft_args;

void cmd_fft_usage(FILE *out)
{
    fprintf(out,
            "Usage: ufft fft [--inverse] [--norm MODE] [--device D] IN.npy OUT.npy\n\n"
            "Transforms the last axis of IN (complex64 or complex128; float32/float64 are\n"
            "read as complex64/complex128) and writes OUT with the same shape and dtype.\n"
            "Leading axes are a batch of independent transforms, as in numpy.fft.fft(a).\n\n"
            "Options:\n"
            "  --inverse     inverse transform, exp(+2 pi i jk/n) (numpy.fft.ifft)\n"
            "  --norm MODE   scaling, as numpy.fft's norm argument:\n"
            "                  backward  forward unscaled, inverse scaled by 1/n (default,\n"
            "                            so the result matches numpy.fft.fft / ifft)\n"
            "                  ortho     both scaled by 1/sqrt(n)\n"
            "                  forward   forward scaled by 1/n, inverse unscaled\n"
            "                  none      both unscaled, as FFTW, cuFFT and the ufft library\n"
            "  --device D    device id from 'ufft devices' (default: auto or $UFFT_DEVICE)\n"
            "  -h, --help    show this help\n\n"
            "Only C-order little-endian files are read; convert others in NumPy first.\n"
            "The scaling is applied on the host after the transform.\n");
}

static int parse_norm(const char *text, norm_mode *mode)
{
    static const char *const names[] = {"backward", "ortho", "forward", "none"};
    for (int i = 0; i < 4; i++) {
        if (!strcmp(text, names[i])) {
            *mode = (norm_mode)i;
            return 0;
        }
    }
    return -1;
}

static int parse_args(int argc, char **argv, fft_args *a, int *help)
{
    const char *positional[2] = {NULL, NULL};
    int npos = 0, options_done = 0;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *val = NULL;
        int r = 0;
        if (options_done || arg[0] != '-' || !strcmp(arg, "-")) {
            if (npos == 2)
                return cli_usage_error("fft", "unexpected argument '%s'", arg);
            positional[npos++] = arg;
        } else if (!strcmp(arg, "--")) {
            options_done = 1;
        } else if (cli_is_help(arg)) {
            *help = 1;
            return CLI_OK;
        } else if (!strcmp(arg, "--inverse")) {
            a->direction = UFFT_INVERSE;
        } else if ((r = cli_value(argc, argv, &i, "--norm", &val)) != 0) {
            if (r < 0 || parse_norm(val, &a->norm) != 0)
                return cli_usage_error("fft", "--norm needs backward, ortho, forward or none");
        } else if ((r = cli_value(argc, argv, &i, "--device", &val)) != 0) {
            if (r < 0)
                return cli_usage_error("fft", "--device needs a value");
            a->device = val;
        } else {
            return cli_usage_error("fft", "unknown option '%s'", arg);
        }
    }
    if (npos != 2)
        return cli_usage_error("fft", "need an input and an output file");
    a->in_path = positional[0];
    a->out_path = positional[1];
    return CLI_OK;
}

/* float32/float64 input becomes complex with zero imaginary parts, as numpy.fft does
 * (keeping the width, as NumPy 2 does). */
static int promote_real(ufft_npy_array *a, char *err, size_t errlen)
{
    if (a->dtype != UFFT_NPY_F32 && a->dtype != UFFT_NPY_F64)
        return 0;
    ufft_npy_array c;
    ufft_npy_dtype to = a->dtype == UFFT_NPY_F32 ? UFFT_NPY_C64 : UFFT_NPY_C128;
    if (ufft_npy_alloc(&c, to, a->ndim, a->shape, err, errlen) != 0)
        return -1;
    for (int64_t i = 0; i < a->count; i++) {
        if (to == UFFT_NPY_C64)
            ((float *)c.data)[2 * i] = ((const float *)a->data)[i];
        else
            ((double *)c.data)[2 * i] = ((const double *)a->data)[i];
    }
    ufft_npy_free(a);
    *a = c;
    return 0;
}

static double norm_scale(norm_mode norm, ufft_direction dir, int64_t n)
{
    switch (norm) {
    case NORM_BACKWARD:
        return dir == UFFT_INVERSE ? 1.0 / (double)n : 1.0;
    case NORM_FORWARD:
        return dir == UFFT_FORWARD ? 1.0 / (double)n : 1.0;
    case NORM_ORTHO:
        return 1.0 / sqrt((double)n);
    case NORM_NONE:
        return 1.0;
    }
    return 1.0;
}

static void scale_array(ufft_npy_array *a, double s)
{
    if (s == 1.0)
        return;
    /* Two reals per complex element; the count was checked when the array was made. */
    size_t reals = (size_t)a->count * 2;
    if (a->dtype == UFFT_NPY_C64) {
        float *v = a->data;
        for (size_t i = 0; i < reals; i++)
            v[i] = (float)(v[i] * s);
    } else {
        double *v = a->data;
        for (size_t i = 0; i < reals; i++)
            v[i] *= s;
    }
}

/* Runs the transform of in into out (allocated alike) on the device. */
static int transform(const fft_args *a, const ufft_npy_array *in, ufft_npy_array *out,
                     int64_t n, int64_t batch)
{
    ufft_context *ctx = NULL;
    ufft_plan *plan = NULL;
    ufft_buffer *bin = NULL, *bout = NULL;
    int rc = CLI_FAILED;
    const char *what = "cannot create the plan";
    if (cli_open_context("fft", a->device, &ctx) != UFFT_SUCCESS)
        return CLI_FAILED;
    ufft_desc d;
    memset(&d, 0, sizeof d);
    d.rank = 1;
    d.n[0] = n;
    d.batch = batch;
    d.precision = in->dtype == UFFT_NPY_C128 ? UFFT_F64 : UFFT_F32;
    d.kind = UFFT_C2C;
    d.placement = UFFT_OUT_OF_PLACE;
    ufft_status st = ufft_plan_create(ctx, &d, &plan);
    if (st != UFFT_SUCCESS)
        goto cleanup;
    what = "cannot create the device buffers";
    if ((st = ufft_buffer_create(ctx, in->bytes, &bin)) != UFFT_SUCCESS ||
        (st = ufft_buffer_create(ctx, in->bytes, &bout)) != UFFT_SUCCESS)
        goto cleanup;
    what = "cannot copy the input to the device";
    if ((st = ufft_buffer_write(bin, 0, in->data, in->bytes)) != UFFT_SUCCESS)
        goto cleanup;
    what = "the transform failed";
    if ((st = ufft_execute(plan, a->direction, bin, bout)) != UFFT_SUCCESS)
        goto cleanup;
    what = "cannot copy the result from the device";
    if ((st = ufft_buffer_read(bout, 0, out->data, out->bytes)) != UFFT_SUCCESS)
        goto cleanup;
    rc = CLI_OK;
cleanup:
    if (rc != CLI_OK)
        cli_report("fft", ctx, st, what);
    /* The header does not promise that destroy(NULL) is a no-op, so check. */
    if (bout)
        ufft_buffer_destroy(bout);
    if (bin)
        ufft_buffer_destroy(bin);
    if (plan)
        ufft_plan_destroy(plan);
    ufft_context_destroy(ctx);
    return rc;
}

int cmd_fft(int argc, char **argv)
{
    fft_args a = {UFFT_FORWARD, NORM_BACKWARD, NULL, NULL, NULL};
    int help = 0;
    int rc = parse_args(argc, argv, &a, &help);
    if (rc != CLI_OK || help) {
        if (help)
            cmd_fft_usage(stdout);
        return rc;
    }
    char err[512];
    ufft_npy_array in, out;
    memset(&out, 0, sizeof out);
    rc = CLI_FAILED;
    if (ufft_npy_read(a.in_path, &in, err, sizeof err) != 0 ||
        promote_real(&in, err, sizeof err) != 0 ||
        ufft_npy_alloc(&out, in.dtype, in.ndim, in.shape, err, sizeof err) != 0) {
        fprintf(stderr, "ufft fft: %s\n", err);
        goto cleanup;
    }
    int64_t n = in.shape[in.ndim - 1];
    if (n == 0) {
        fprintf(stderr, "ufft fft: %s: the last axis has length 0 (nothing to transform)\n",
                a.in_path);
        goto cleanup;
    }
    /* count = n * batch was overflow-checked when the array was read. */
    int64_t batch = in.count / n;
    if (batch > 0 && transform(&a, &in, &out, n, batch) != CLI_OK)
        goto cleanup;
    scale_array(&out, norm_scale(a.norm, a.direction, n));
    if (ufft_npy_write(a.out_path, &out, err, sizeof err) != 0) {
        fprintf(stderr, "ufft fft: %s\n", err);
        goto cleanup;
    }
    rc = CLI_OK;
cleanup:
    ufft_npy_free(&out);
    ufft_npy_free(&in);
    return rc;
}
