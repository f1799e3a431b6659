#include "check.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

bool check_count(check_tally *t, bool ok)
{
    if (ok)
        t->passed++;
    else
        t->failed++;
    return ok;
}

int check_summary(const check_tally *t)
{
    printf("%d passed, %d failed\n", t->passed, t->failed);
    fflush(stdout);
    return t->failed > 0 ? 1 : 0;
}

ufft_status check_context(ufft_context **ctx)
{
    const char *want = getenv("UFFT_DEVICE");
    char detail[512];
    ufft_status st = ufft_context_create_with_detail(ctx, want, detail, sizeof detail);
    if (st != UFFT_SUCCESS) {
        printf("no context on device '%s': %s: %s\n", want ? want : "auto", ufft_status_name(st),
               detail);
        return st;
    }
    printf("device: %s (%s)%s%s\n", ufft_context_device_name(*ctx), ufft_context_backend(*ctx),
           want ? ", UFFT_DEVICE=" : "", want ? want : "");
    return UFFT_SUCCESS;
}

void check_describe_failure(ufft_context *ctx, ufft_status st, char *text, size_t len)
{
    char detail[400];
    ufft_context_last_error(ctx, detail, sizeof detail);
    snprintf(text, len, "%s: %s", ufft_status_name(st), detail);
}

void check_rng_seed_text(check_rng *r, const char *text)
{
    uint64_t h = 1469598103934665603u; /* FNV-1a */
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        h ^= *p;
        h *= 1099511628211u;
    }
    r->state = h;
}

static uint64_t next_u64(check_rng *r)
{
    uint64_t z = (r->state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

double check_rng_uniform(check_rng *r)
{
    return (double)(next_u64(r) >> 11) * 0x1.0p-52 - 1.0;
}

uint64_t check_rng_below(check_rng *r, uint64_t bound)
{
    return bound ? next_u64(r) % bound : 0;
}

void check_err_add(check_err *e, long double re, long double im, long double ref_re,
                   long double ref_im)
{
    long double dr = re - ref_re, di = im - ref_im;
    e->diff2 += dr * dr + di * di;
    e->ref2 += ref_re * ref_re + ref_im * ref_im;
}

double check_err_value(const check_err *e)
{
    if (isnan(e->diff2) || isnan(e->ref2))
        return NAN;
    if (e->ref2 == 0)
        return e->diff2 == 0 ? 0.0 : INFINITY;
    return (double)sqrtl(e->diff2 / e->ref2);
}

double check_epsilon(ufft_precision p) { return p == UFFT_F64 ? DBL_EPSILON : FLT_EPSILON; }

double check_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}
