/* Rader's plan (plan/plan.h): whether a prime runs in one kernel, its generator, and
 * the spectra of its convolution kernel, computed on the host in long double. */
#include <stdlib.h>
#include <string.h>

#include "plan/plan.h"
#include "util/checked.h"

int64_t ufft__pow_mod(int64_t b, int64_t e, int64_t m)
{
    uint64_t r = 1 % (uint64_t)m, x = (uint64_t)b % (uint64_t)m;
    for (; e > 0; e >>= 1) {
        if (e & 1)
            r = r * x % (uint64_t)m;
        x = x * x % (uint64_t)m;
    }
    return (int64_t)r;
}

bool ufft__is_prime(int64_t n)
{
    if (n < 2)
        return false;
    for (int64_t f = 2; f * f <= n; f++)
        if (n % f == 0)
            return false;
    return true;
}

/* g^(L/q) is not 1 for any prime q dividing L = p - 1. */
int64_t ufft__prime_generator(int64_t p)
{
    int64_t q[64], nq = 0, left = p - 1;
    for (int64_t f = 2; f * f <= left; f++)
        if (left % f == 0) {
            q[nq++] = f;
            while (left % f == 0)
                left /= f;
        }
    if (left > 1)
        q[nq++] = left;
    for (int64_t g = 2; g < p; g++) {
        bool ok = true;
        for (int64_t i = 0; i < nq && ok; i++)
            ok = ufft__pow_mod(g, (p - 1) / q[i], p) != 1;
        if (ok)
            return g;
    }
    return 1; /* p = 2 */
}

/* A row's measured route for prime p (ufft__prime_route), NULL where it has none. */
static const ufft__prime_route *measured_route(const ufft__prime_route *list, int64_t p)
{
    for (; list && list->p; list++)
        if ((int64_t)list->p == p)
            return list;
    return NULL;
}

bool ufft__plan_rader_fused(const ufft__problem *pb, const ufft__device_caps *caps,
                            const ufft__tuning *tu, ufft__schedule *s, int64_t *g)
{
    int64_t L = pb->n - 1;
    memset(s, 0, sizeof *s);
    if (!tu->rader || pb->n <= ufft__max_prime(tu, pb->precision) ||
        pb->n >= UFFT__RADER_FUSED_LIMIT || !ufft__is_prime(pb->n))
        return false;
    const ufft__prime_route *route =
        tu->routes_listed
            ? measured_route(pb->precision == UFFT_F64 ? tu->routes_f64 : tu->routes_f32, pb->n)
            : NULL;
    int measured = route ? (route->rader ? 1 : 0) : -1;
    if (measured == 0)
        return false;
    ufft__schedule one;
    ufft__tuning two = *tu; /* generic stages: the kernel keeps two local buffers */
    two.one_buffer = 0;
    /* its launch bound takes one group fewer below (x[0], A[0] and the permutation);
     * counting partitions as well lost on the H100 (2026-11-24-h100-reg-parts.md) */
    two.cu_parts = 0;
    /* nor spread stages: the routes below were measured without them */
    two.spread_f32 = two.spread_f64 = 0;
    /* the group width and rank the route's kernel ran fastest with */
    if (route && route->threads && tu->threads_listed)
        two.threads = route->threads;
    if (route && route->rank && tu->rank_listed && !two.generic_rank)
        two.generic_rank = route->rank;
    /* p - 1 of prime factors up to 31: beside x[0], A[0] and the permutation a radix
     * 37..61 stage spilled (H100 f32, 27 primes such as 1061 = 53 x 20 + 1 ran at 0.48x
     * cuFFT, 0.68x as Bluestein; 2026-11-24-h100-large-primes.md); rows may name another
     * bound up to UFFT__MAX_PRIME (tune_sm90.c, tune_rows.c), except for primes they measured */
    uint32_t most = measured < 0 && tu->rader_max_prime ? tu->rader_max_prime
                                                        : UFFT__RADER_MAX_PRIME;
    if (two.max_prime_f32 > most)
        two.max_prime_f32 = most;
    if (two.max_prime_f64 > most)
        two.max_prime_f64 = most;
    if (!ufft__plan_fused_pass(pb, caps, &two, L, &one))
        return false;
    ufft__pass *ps = &one.pass[0];
    /* against Bluestein in one kernel; Bluestein in steps is far slower (9601: 5.9x).
     * On the power of two, not the row's shorter lengths: on the H100 Bluestein on
     * those lost to these generic Rader passes (f32 0.49-0.87x on 288, 576, 768, 1296,
     * 4608; 2026-11-24-h100-bluestein-lengths.md) */
    int64_t m = ufft__bluestein_length(pb->n);
    ufft__schedule blue;
    if (measured < 0 && ps->generic && m * 10 < (int64_t)tu->rader_ratio * L &&
        ufft__plan_bluestein_fused(pb, caps, tu, m, &blue))
        return false;
    if (measured < 0 && tu->rader_max_elems && !ps->generic &&
        ps->elems >= (int)tu->rader_max_elems)
        return false;
    /* the rows' x[0] (then X[0]) after the group's columns (two buffers of them for
     * generic stages) */
    size_t words = (size_t)ps->lstride * (size_t)ps->cols * (ps->generic ? 2u : 1u) +
                   (size_t)ps->cols;
    size_t limit = caps->local_mem < tu->local_bytes ? caps->local_mem : tu->local_bytes;
    if (words * pb->elem_bytes > limit)
        return false;
    ps->local_bytes = words * pb->elem_bytes;
    /* x[0], A[0] and the permutation live beside the pass's values: at the pass's own
     * launch bound ptxas spilled 4-480 bytes for a third of the f32 primes below 1000
     * on sm_90, one group fewer per compute unit left almost none */
    if (ps->min_groups > 1)
        ps->min_groups--;
    *s = one;
    *g = ufft__prime_generator(pb->n);
    return true;
}

ufft_status ufft__rader_spectrum(int64_t p, int64_t g, int sign, long double *bre,
                                 long double *bim, long double *re, long double *im)
{
    int64_t L = p - 1, ginv = ufft__pow_mod(g, p - 2, p);
    for (int64_t q = 0, a = 1; q < L; q++, a = a * ginv % p) { /* a = g^-q */
        ufft__unit_root(a, p, &bre[q], &bim[q]);
        if (sign > 0)
            bim[q] = -bim[q];
    }
    ufft_status st = ufft__host_dft(bre, bim, L, false, re, im);
    for (int64_t k = 0; st == UFFT_SUCCESS && k < L; k++)
        re[k] /= (long double)L, im[k] /= (long double)L;
    return st;
}

ufft_status ufft__rader_tables(int64_t p, int64_t g, int64_t cols, ufft_precision prec,
                               void *host)
{
    int64_t L = p - 1;
    long double *b = malloc(4 * (size_t)L * sizeof *b);
    if (!b)
        return UFFT_ERROR_HOST_MEMORY;
    long double *bre = b, *bim = b + L, *sre = b + 2 * L, *sim = b + 3 * L;
    ufft_status st = UFFT_SUCCESS;
    for (int dir = 0; dir < 2 && st == UFFT_SUCCESS; dir++) {
        st = ufft__rader_spectrum(p, g, dir ? +1 : -1, bre, bim, sre, sim);
        for (int64_t k = 0; st == UFFT_SUCCESS && k < L; k++)
            ufft__put_complex(host, prec, dir * L + (k % cols) * (L / cols) + k / cols, sre[k],
                              sim[k]);
    }
    free(b);
    return st;
}

/* The most even p0 x p1 = L = n - 1 of at most 4:1 whose passes ufft__plan_three_passes
 * takes with groups of cols columns (cols dividing both: a group never straddles a row),
 * into arg (the schedule). */
static bool rader_split(const ufft__problem *pb, const ufft__device_caps *caps,
                        const ufft__tuning *tu, int cols, void *arg)
{
    ufft__schedule *s = arg;
    int64_t L = pb->n - 1, best = 0, best_low = 0;
    for (int64_t p1 = cols; p1 * p1 <= 4 * L; p1 += cols) {
        int64_t p0 = L / p1, low = p0 < p1 ? p0 : p1;
        if (L % p1 || p0 % cols || 4 * p0 < p1 || 4 * p1 < p0 || low <= best_low)
            continue;
        if (ufft__plan_three_passes(pb, caps, tu, p0, p1, cols, s)) {
            best = p1;
            best_low = low;
        }
    }
    return best && ufft__plan_three_passes(pb, caps, tu, L / best, best, cols, s);
}

bool ufft__plan_rader_three(const ufft__problem *pb, const ufft__device_caps *caps,
                            const ufft__tuning *tu, ufft__schedule *s, int64_t *g)
{
    memset(s, 0, sizeof *s);
    if (!(tu->rader_three & (pb->precision == UFFT_F64 ? 2u : 1u)) || tu->blue_steps ||
        pb->n >= ((int64_t)1 << 31) ||
        pb->n <= ufft__max_prime(tu, pb->precision) || !ufft__is_prime(pb->n))
        return false;
    if (!ufft__three_by_columns(pb, caps, tu, rader_split, s)) {
        memset(s, 0, sizeof *s);
        return false;
    }
    *g = ufft__prime_generator(pb->n);
    return true;
}
