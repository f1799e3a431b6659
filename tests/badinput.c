/* Bad input gets a clear status and a reason, never a crash, a hang or wrong numbers.
 * Each case prints the status it expected, the one it got and the context's reason. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "layout.h"

typedef struct bad {
    ufft_context *ctx;
    check_tally *t;
} bad;

/* Counts one case: the status must match; a failure on a context must leave a reason. */
static void expect(const bad *b, const char *what, ufft_status want, ufft_status got,
                   bool need_reason)
{
    char reason[300] = "";
    if (b->ctx && need_reason)
        ufft_context_last_error(b->ctx, reason, sizeof reason);
    bool ok = want == got && (!need_reason || reason[0] != '\0');
    printf("%-52s want %-28s got %-28s %s [%s]\n", what, ufft_status_name(want),
           ufft_status_name(got), ok ? "PASS" : "FAIL", reason);
    fflush(stdout);
    check_count(b->t, ok);
}

/* Plans d and expects `want`; a plan that is created anyway is destroyed. */
static void plan_case(const bad *b, const char *what, ufft_desc d, ufft_status want)
{
    ufft_plan *p = NULL;
    ufft_status st = ufft_plan_create(b->ctx, &d, &p);
    expect(b, what, want, st, want != UFFT_SUCCESS);
    if (st == UFFT_SUCCESS && want != UFFT_SUCCESS)
        printf("  (plan was created: %s)\n", "this is the failure");
    ufft_plan_destroy(p);
}

static void descriptors(const bad *b)
{
    ufft_desc d;
    d = check_desc1(8, 1), d.rank = 0;
    plan_case(b, "rank 0", d, UFFT_ERROR_INVALID_ARGUMENT);
    d = check_desc1(8, 1), d.rank = 4;
    plan_case(b, "rank 4", d, UFFT_ERROR_INVALID_ARGUMENT);
    plan_case(b, "n = 0", check_desc1(0, 1), UFFT_ERROR_INVALID_ARGUMENT);
    plan_case(b, "n = -8", check_desc1(-8, 1), UFFT_ERROR_INVALID_ARGUMENT);
    plan_case(b, "batch = -1", check_desc1(8, -1), UFFT_ERROR_INVALID_ARGUMENT);
    plan_case(b, "n x batch x 8 bytes overflows 64 bits",
              check_desc1((int64_t)1 << 40, (int64_t)1 << 30), UFFT_ERROR_SIZE_OVERFLOW);
    plan_case(b, "n = 2^62 overflows the byte count", check_desc1((int64_t)1 << 62, 1),
              UFFT_ERROR_SIZE_OVERFLOW);
    plan_case(b, "2^50 elements exceed the device", check_desc1((int64_t)1 << 40, 1024),
              UFFT_ERROR_TOO_LARGE);
    d = check_desc1(8, 1), d.precision = (ufft_precision)7;
    plan_case(b, "precision 7", d, UFFT_ERROR_INVALID_ARGUMENT);
    d = check_desc1(8, 1), d.kind = (ufft_kind)9;
    plan_case(b, "kind 9", d, UFFT_ERROR_INVALID_ARGUMENT);
    d = check_desc1(8, 1), d.placement = (ufft_placement)3;
    plan_case(b, "placement 3", d, UFFT_ERROR_INVALID_ARGUMENT);
    d = check_desc1(8, 1), d.istride = -1;
    plan_case(b, "istride -1", d, UFFT_ERROR_INVALID_LAYOUT);
    d = check_desc1(8, 4), d.odist = 4;
    plan_case(b, "odist 4 < n = 8 (outputs collide)", d, UFFT_ERROR_INVALID_LAYOUT);
    d = check_desc1(8, 4), d.ostride = 2, d.odist = 1;
    plan_case(b, "ostride 2, odist 1, batch 4 (collide)", d, UFFT_ERROR_INVALID_LAYOUT);
    d = check_desc1(8, 4), d.ostride = 4, d.odist = 1;
    plan_case(b, "ostride 4, odist 1, batch 4 (interleaved)", d, UFFT_SUCCESS);
    /* rank 1: the embedding sets the default distance (stride x embedding), so one
     * shorter than n would overlap the rows */
    d = check_desc1(4, 2), d.inembed[0] = 3;
    plan_case(b, "inembed[0] 3 < n = 4", d, UFFT_ERROR_INVALID_LAYOUT);
    d = check_desc1(4, 2), d.onembed[0] = 2;
    plan_case(b, "onembed[0] 2 < n = 4 (outputs would collide)", d, UFFT_ERROR_INVALID_LAYOUT);
    d = check_desc1(4, 2), d.onembed[0] = 8, d.odist = 4;
    plan_case(b, "onembed[0] 8 beside an explicit odist 4", d, UFFT_SUCCESS);
    d = check_desc1(8, 2), d.placement = UFFT_IN_PLACE, d.istride = 2, d.ostride = 1;
    plan_case(b, "in-place with different strides", d, UFFT_ERROR_UNSUPPORTED);
    /* Not implemented yet: a clear status, never wrong numbers. */
    d = check_desc1(8, 1), d.rank = 2, d.n[1] = 8;
    plan_case(b, "rank 2 (not yet)", d, UFFT_ERROR_UNSUPPORTED);
    d = check_desc1(8, 1), d.kind = UFFT_R2C;
    plan_case(b, "R2C (not yet)", d, UFFT_ERROR_UNSUPPORTED);
    /* Valid corner cases must work. */
    plan_case(b, "n = 1 is valid", check_desc1(1, 1), UFFT_SUCCESS);
    plan_case(b, "batch 0 means 1", check_desc1(16, 0), UFFT_SUCCESS);
}

static void null_pointers(const bad *b)
{
    ufft_desc d = check_desc1(8, 1);
    ufft_plan *p = NULL;
    ufft_buffer *buf = NULL;
    char text[8];
    size_t count;
    expect(b, "context_create(NULL)", UFFT_ERROR_NULL_POINTER, ufft_context_create(NULL, NULL), false);
    expect(b, "plan_create(NULL ctx)", UFFT_ERROR_NULL_POINTER, ufft_plan_create(NULL, &d, &p), false);
    expect(b, "plan_create(NULL desc)", UFFT_ERROR_NULL_POINTER, ufft_plan_create(b->ctx, NULL, &p), false);
    expect(b, "plan_create(NULL plan)", UFFT_ERROR_NULL_POINTER, ufft_plan_create(b->ctx, &d, NULL), false);
    expect(b, "execute(NULL plan)", UFFT_ERROR_NULL_POINTER, ufft_execute(NULL, UFFT_FORWARD, NULL, NULL), false);
    expect(b, "buffer_create(NULL out)", UFFT_ERROR_NULL_POINTER, ufft_buffer_create(b->ctx, 64, NULL), false);
    expect(b, "buffer_create(NULL ctx)", UFFT_ERROR_NULL_POINTER, ufft_buffer_create(NULL, 64, &buf), false);
    expect(b, "buffer_wrap(NULL handle)", UFFT_ERROR_NULL_POINTER, ufft_buffer_wrap(b->ctx, NULL, 64, &buf), false);
    expect(b, "buffer_write(NULL buffer)", UFFT_ERROR_NULL_POINTER, ufft_buffer_write(NULL, 0, text, 8), false);
    expect(b, "buffer_read(NULL buffer)", UFFT_ERROR_NULL_POINTER, ufft_buffer_read(NULL, 0, text, 8), false);
    expect(b, "plan_workspace_size(NULL)", UFFT_ERROR_NULL_POINTER, ufft_plan_workspace_size(NULL, &count), false);
    expect(b, "device_list(NULL count)", UFFT_ERROR_NULL_POINTER, ufft_device_list(NULL, 0, NULL), false);
    expect(b, "context_finish(NULL)", UFFT_ERROR_NULL_POINTER, ufft_context_finish(NULL), false);
    /* Destroying NULL is a no-op, as free(NULL). */
    ufft_plan_destroy(NULL);
    ufft_buffer_destroy(NULL);
    ufft_context_destroy(NULL);
    expect(b, "plan_describe(NULL) is empty", UFFT_SUCCESS,
           ufft_plan_describe(NULL, text, sizeof text) == 0 && text[0] == '\0' ? UFFT_SUCCESS
                                                                               : UFFT_ERROR_INTERNAL,
           false);
}

static void devices(const bad *b)
{
    ufft_context *c = NULL;
    char detail[200];
    ufft_status st = ufft_context_create_with_detail(&c, "nonsense", detail, sizeof detail);
    printf("  context 'nonsense': %s\n", detail);
    expect(b, "device 'nonsense'", UFFT_ERROR_NO_DEVICE, st, false);
    st = ufft_context_create_with_detail(&c, "opencl:99:0", detail, sizeof detail);
    printf("  context 'opencl:99:0': %s\n", detail);
    expect(b, "device 'opencl:99:0'", UFFT_ERROR_NO_DEVICE, st, false);
    st = ufft_context_create_with_detail(&c, "opencl:x", detail, sizeof detail);
    expect(b, "device 'opencl:x'", UFFT_ERROR_NO_DEVICE, st, false);
    /* Indices are plain decimal within range: sscanf's %u had wrapped 2^32 to 0 and taken
     * signs and spaces, opening device 0:0. */
    static const char *const malformed[] = {"opencl:4294967296:0", "opencl:0:4294967296",
                                            "opencl: 0:+0", "opencl:0:0x", "opencl:0:",
                                            "opencl:-1:0", "cuda:4294967296", "cuda:+0",
                                            "cuda:-1", "cuda:0:0"};
    for (size_t i = 0; i < sizeof malformed / sizeof *malformed; i++) {
        char what[80];
        snprintf(what, sizeof what, "device '%s'", malformed[i]);
        detail[0] = '\0';
        st = ufft_context_create_with_detail(&c, malformed[i], detail, sizeof detail);
        printf("  context '%s': %s\n", malformed[i], detail);
        expect(b, what, UFFT_ERROR_NO_DEVICE,
               st == UFFT_ERROR_NO_DEVICE && !strstr(detail, "not of the form")
                   ? UFFT_ERROR_INTERNAL /* refused, but not for its form */
                   : st,
               false);
        if (st == UFFT_SUCCESS)
            ufft_context_destroy(c);
    }
    st = ufft_context_create_with_detail(&c, "cuda:99", detail, sizeof detail);
    printf("  context 'cuda:99': %s\n", detail);
    expect(b, "device 'cuda:99'", UFFT_ERROR_NO_DEVICE, st, false);
    /* Without NVIDIA's driver, asking for CUDA is a clean failure with a reason. */
    size_t count = 0, cuda = 0;
    ufft_device_info infos[16];
    ufft_device_list(infos, 16, &count);
    for (size_t i = 0; i < count && i < 16; i++)
        cuda += strcmp(infos[i].backend, "cuda") == 0;
    st = ufft_context_create_with_detail(&c, "cuda", detail, sizeof detail);
    printf("  context 'cuda' (%zu CUDA devices listed): %s\n", cuda, detail);
    expect(b, cuda ? "device 'cuda' with a CUDA device" : "device 'cuda' without a driver",
           cuda ? UFFT_SUCCESS : UFFT_ERROR_NO_DEVICE, st, false);
    expect(b, "  ... and a reason", UFFT_SUCCESS, st == UFFT_SUCCESS || detail[0] ? UFFT_SUCCESS
                                                                           : UFFT_ERROR_INTERNAL,
           false);
    ufft_context_destroy(st == UFFT_SUCCESS ? c : NULL);
}

static void buffers(const bad *b)
{
    ufft_buffer *buf = NULL;
    unsigned char bytes[64] = {0};
    expect(b, "buffer of 0 bytes", UFFT_ERROR_INVALID_ARGUMENT, ufft_buffer_create(b->ctx, 0, &buf), true);
    expect(b, "buffer of SIZE_MAX bytes", UFFT_ERROR_TOO_LARGE,
           ufft_buffer_create(b->ctx, (size_t)-1, &buf), true);
    if (ufft_buffer_create(b->ctx, 64, &buf) != UFFT_SUCCESS) {
        expect(b, "buffer of 64 bytes", UFFT_SUCCESS, UFFT_ERROR_DEVICE_MEMORY, false);
        return;
    }
    expect(b, "write past the end", UFFT_ERROR_OUT_OF_RANGE, ufft_buffer_write(buf, 32, bytes, 64), true);
    expect(b, "read with offset overflow", UFFT_ERROR_OUT_OF_RANGE,
           ufft_buffer_read(buf, (size_t)-8, bytes, 16), true);
    expect(b, "write of 64 bytes", UFFT_SUCCESS, ufft_buffer_write(buf, 0, bytes, 64), false);
    ufft_buffer *w = NULL;
    expect(b, "wrap 64 MiB more than the memory holds", UFFT_ERROR_OUT_OF_RANGE,
           ufft_buffer_wrap(b->ctx, ufft_buffer_native(buf), 64 + ((size_t)64 << 20), &w), true);
    ufft_buffer_destroy(buf);
}

/* Execution-time checks on an n = 64 plan. */
static void executions(const bad *b, ufft_context *other)
{
    ufft_desc d = check_desc1(64, 2);
    ufft_desc dip = d;
    dip.placement = UFFT_IN_PLACE;
    ufft_plan *oop = NULL, *ip = NULL;
    ufft_buffer *x = NULL, *y = NULL, *small = NULL, *alias = NULL, *foreign = NULL;
    size_t bytes = 64 * 2 * 8;
    if (ufft_plan_create(b->ctx, &d, &oop) != UFFT_SUCCESS ||
        ufft_plan_create(b->ctx, &dip, &ip) != UFFT_SUCCESS ||
        ufft_buffer_create(b->ctx, bytes, &x) != UFFT_SUCCESS ||
        ufft_buffer_create(b->ctx, bytes, &y) != UFFT_SUCCESS ||
        ufft_buffer_create(b->ctx, bytes - 8, &small) != UFFT_SUCCESS ||
        ufft_buffer_wrap(b->ctx, ufft_buffer_native(x), bytes, &alias) != UFFT_SUCCESS) {
        expect(b, "setting up plans and buffers", UFFT_SUCCESS, UFFT_ERROR_INTERNAL, false);
        goto done;
    }
    expect(b, "direction 0", UFFT_ERROR_INVALID_ARGUMENT, ufft_execute(oop, (ufft_direction)0, x, y), true);
    expect(b, "out-of-place without output", UFFT_ERROR_PLACEMENT, ufft_execute(oop, UFFT_FORWARD, x, NULL), true);
    expect(b, "out-of-place, in == out", UFFT_ERROR_BUFFER_OVERLAP, ufft_execute(oop, UFFT_FORWARD, x, x), true);
    expect(b, "out-of-place, two handles on one memory", UFFT_ERROR_BUFFER_OVERLAP,
           ufft_execute(oop, UFFT_FORWARD, x, alias), true);
    expect(b, "input one element short", UFFT_ERROR_BUFFER_TOO_SMALL, ufft_execute(oop, UFFT_FORWARD, small, y), true);
    expect(b, "output one element short", UFFT_ERROR_BUFFER_TOO_SMALL, ufft_execute(oop, UFFT_FORWARD, x, small), true);
    expect(b, "in-place given two buffers", UFFT_ERROR_PLACEMENT, ufft_execute(ip, UFFT_FORWARD, x, y), true);
    expect(b, "in-place buffer too small", UFFT_ERROR_BUFFER_TOO_SMALL, ufft_execute(ip, UFFT_FORWARD, small, NULL), true);
    expect(b, "in-place, out == in", UFFT_SUCCESS, ufft_execute(ip, UFFT_FORWARD, x, x), false);
    expect(b, "workspace of another size is fine when 0 needed", UFFT_SUCCESS, ufft_plan_set_workspace(oop, small), false);
    if (other && ufft_buffer_create(other, bytes, &foreign) == UFFT_SUCCESS) {
        expect(b, "input from another context", UFFT_ERROR_WRONG_CONTEXT,
               ufft_execute(oop, UFFT_FORWARD, foreign, y), true);
        expect(b, "output from another context", UFFT_ERROR_WRONG_CONTEXT,
               ufft_execute(oop, UFFT_FORWARD, x, foreign), true);
        expect(b, "workspace from another context", UFFT_ERROR_WRONG_CONTEXT,
               ufft_plan_set_workspace(oop, foreign), true);
        /* CUDA contexts of one device share the primary CUcontext: only OpenCL's
         * cl_mem carries a context of its own. */
        if (strcmp(ufft_context_backend(b->ctx), "opencl") == 0)
            expect(b, "wrap a cl_mem of another context", UFFT_ERROR_WRONG_CONTEXT,
                   ufft_buffer_wrap(b->ctx, ufft_buffer_native(foreign), bytes, &alias), true);
    } else {
        expect(b, "second context for the wrong-context cases", UFFT_SUCCESS, UFFT_ERROR_NO_DEVICE, false);
    }
done:
    ufft_buffer_destroy(foreign);
    ufft_buffer_destroy(alias);
    ufft_buffer_destroy(small);
    ufft_buffer_destroy(y);
    ufft_buffer_destroy(x);
    ufft_plan_destroy(ip);
    ufft_plan_destroy(oop);
}

/* A multi-pass plan's caller workspace: too small is refused, enough is used. */
static void workspaces(const bad *b)
{
    ufft_desc d = check_desc1((int64_t)1 << 16, 1);
    ufft_plan *p = NULL;
    size_t need = 0;
    ufft_buffer *ws = NULL;
    if (ufft_plan_create(b->ctx, &d, &p) != UFFT_SUCCESS ||
        ufft_plan_workspace_size(p, &need) != UFFT_SUCCESS) {
        expect(b, "plan for 2^16", UFFT_SUCCESS, UFFT_ERROR_INTERNAL, false);
        ufft_plan_destroy(p);
        return;
    }
    char text[400];
    ufft_plan_describe(p, text, sizeof text);
    printf("  2^16 plan: %s\n", text);
    if (need > 8 && ufft_buffer_create(b->ctx, need - 8, &ws) == UFFT_SUCCESS) {
        expect(b, "workspace 8 bytes short", UFFT_ERROR_BUFFER_TOO_SMALL, ufft_plan_set_workspace(p, ws), true);
    }
    ufft_buffer_destroy(ws);
    ufft_plan_destroy(p);
}

/* The context destroyed before its plan and buffers (a binding's finalizers run in any
 * order): they keep it, the plan still runs and the buffers still read (an impulse's
 * transform is all ones), and the device goes with the last of them. Under the
 * sanitizers (badinput_sanitized) a context freed too early is a use after free. */
static void destroy_order(check_tally *t)
{
    ufft_context *ctx = NULL;
    ufft_buffer *in = NULL, *out = NULL;
    ufft_plan *p = NULL;
    float x[16] = {1.0f}, y[16] = {0};
    ufft_desc d = check_desc1(8, 1);
    bool made = check_context(&ctx) == UFFT_SUCCESS &&
                ufft_buffer_create(ctx, sizeof x, &in) == UFFT_SUCCESS &&
                ufft_buffer_create(ctx, sizeof y, &out) == UFFT_SUCCESS &&
                ufft_plan_create(ctx, &d, &p) == UFFT_SUCCESS &&
                ufft_buffer_write(in, 0, x, sizeof x) == UFFT_SUCCESS;
    ufft_context_destroy(ctx);
    ufft_status st = made ? ufft_execute(p, UFFT_FORWARD, in, out) : UFFT_ERROR_INTERNAL;
    if (st == UFFT_SUCCESS)
        st = ufft_buffer_read(out, 0, y, sizeof y);
    double worst = 0.0;
    for (int k = 0; k < 8; k++) {
        double e = (y[2 * k] - 1.0) * (y[2 * k] - 1.0) + (double)y[2 * k + 1] * y[2 * k + 1];
        worst = e > worst ? e : worst;
    }
    ufft_plan_destroy(p);
    ufft_buffer_destroy(in);
    ufft_buffer_destroy(out);
    bool ok = made && st == UFFT_SUCCESS && worst < 1e-10;
    printf("%-52s %s, largest squared error %.1e: %s\n", "plan and buffers after their context",
           ufft_status_name(st), worst, ok ? "PASS" : "FAIL");
    check_count(t, ok);
}

/* A context that auto opened on a later backend keeps no reason of an earlier one's
 * (without libcuda, "CUDA: ... libcuda.so.1 was not found" stayed as its last error). */
static void auto_reason(check_tally *t)
{
    ufft_context *c = NULL;
    char reason[300] = "";
    if (ufft_context_create(&c, "auto") != UFFT_SUCCESS)
        return; /* no device at all: badinput's other cases say so */
    ufft_context_last_error(c, reason, sizeof reason);
    bool ok = reason[0] == '\0';
    printf("%-52s %s, last error [%s]: %s\n", "auto context's last error", ufft_context_backend(c),
           reason, ok ? "PASS" : "FAIL");
    check_count(t, ok);
    ufft_context_destroy(c);
}

int main(void)
{
    check_tally t = {0, 0};
    ufft_context *ctx = NULL, *other = NULL;
    if (check_context(&ctx) != UFFT_SUCCESS) {
        check_count(&t, false);
        return check_summary(&t);
    }
    check_context(&other);
    bad b = {ctx, &t};
    descriptors(&b);
    null_pointers(&b);
    devices(&(bad){NULL, &t});
    buffers(&b);
    executions(&b, other);
    workspaces(&b);
    destroy_order(&t);
    auto_reason(&t);
    ufft_context_destroy(other);
    ufft_context_destroy(ctx);
    return check_summary(&t);
}
