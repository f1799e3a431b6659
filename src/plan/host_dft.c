/* The forward DFT of any length on the host, in long double, for the spectra of the
 * convolution kernels that Bluestein and Rader multiply by on the device: mixed-radix
 * decimation in time on radix 4 or the smallest prime factor, every twiddle an exact
 * root from one table of n roots (ufft__unit_root and exact symmetries), so the
 * spectrum's only sizeable rounding is the final one to the working precision.
 * O(n * sum of the prime factors).
 *
 * Each level of the recursion reads its twiddles w_len^(jk) from a copy of the roots it
 * uses, w_n^(k n/len) for k < (r-1) len/r, contiguous: read in place from the n roots
 * they lie n/len apart, a cache miss each. For Bluestein's m = 2^22 that, and radix 2's
 * r^2 root products, had taken 4 s of plan creation.
 *
 * From FOUR_STEP_MIN points on, a transform runs in four steps, n = n1 n2 with n1 the
 * largest divisor up to sqrt(n): DFTs of n1 down the columns, twiddles w_n^(j2 k1), DFTs
 * of n2 along the rows, the input drawn from a function and the output handed to one.
 * One n-point buffer and tables of about sqrt(n) replace the input, output, root and
 * level arrays of n each: Bluestein's m = 2^25 had taken 4 GB of host memory to plan.
 * Most of the time is x87 arithmetic on long double; where the result is rounded to
 * fp32, double (SSE) carries 29 bits beyond it and ran 3.6 times faster (m = 2^25:
 * 3.4 s against 12 s here), so host_dft_body.h builds the transforms in both types.
 * The steps' columns and rows are independent, so they are shared among the host's
 * processors (2 here: 1.9 s and 6.2 s). */
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

#include "plan/plan.h"

#define MAX_LEVELS 64       /* each level divides the length by 2 or more: n < 2^63 */
#define FOUR_STEP_MIN 65536 /* shorter lengths fit the cache whole */
#define BLOCK 8             /* columns of the first step per sweep: the stores to the
                             * transposed buffer fill BLOCK consecutive elements a row */
#define MAX_THREADS 16      /* host threads of the four steps */

static int64_t smallest_factor(int64_t n)
{
    for (int64_t f = 2; f * f <= n; f++)
        if (n % f == 0)
            return f;
    return n;
}

/* The radix of a level of length len: 4 where it divides, which takes its butterflies by
 * additions alone (w_4 = -i) in half the levels of radix 2. */
static int64_t level_radix(int64_t len)
{
    return len % 4 == 0 ? 4 : smallest_factor(len);
}

/* The roots a level of length len > 1 reads: w_len^k for k < (r-1) m. */
static int64_t level_count(int64_t len)
{
    int64_t r = level_radix(len);
    return (r - 1) * (len / r);
}

/* radix 4's inputs, or the largest prime factor's: one butterfly's scratch */
static int64_t largest_radix(int64_t n)
{
    int64_t big = 4;
    for (int64_t left = n; left > 1;) {
        int64_t f = smallest_factor(left);
        big = f > big ? f : big;
        left /= f;
    }
    return big;
}

/* Threads for the four steps: the host's online processors up to MAX_THREADS, one per
 * 2^16 points at least (a thread's start costs tens of microseconds). */
static int host_threads(int64_t n)
{
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    int64_t most = n / FOUR_STEP_MIN;
    if (cpus > MAX_THREADS)
        cpus = MAX_THREADS;
    if (cpus > most)
        cpus = (long)most;
    return cpus > 1 ? (int)cpus : 1;
}

/* n1 for the four steps: the largest divisor of n up to sqrt(n); 1 below FOUR_STEP_MIN */
static int64_t first_factor(int64_t n)
{
    if (n < FOUR_STEP_MIN)
        return 1;
    int64_t best = 1;
    for (int64_t f = 2; f * f <= n; f++)
        if (n % f == 0)
            best = f;
    return best;
}

#define REAL long double
#define FN(name) name##_ld
#define SPLIT_ROOT ufft__split_root
#include "plan/host_dft_body.h"
#undef REAL
#undef FN
#undef SPLIT_ROOT

#define REAL double
#define FN(name) name##_d
#define SPLIT_ROOT ufft__split_root_d
#include "plan/host_dft_body.h"
#undef REAL
#undef FN
#undef SPLIT_ROOT

ufft_status ufft__host_dft_stream(int64_t n, bool in_double, ufft__host_source source,
                                  ufft__host_sink sink, void *arg)
{
    return in_double ? stream_d(n, source, sink, arg) : stream_ld(n, source, sink, arg);
}

typedef struct arrays {
    const long double *xre, *xim;
    long double *re, *im;
} arrays;

static void array_source(int64_t j, void *arg, long double *re, long double *im)
{
    const arrays *a = arg;
    *re = a->xre[j];
    *im = a->xim[j];
}

static void array_sink(int64_t k, long double re, long double im, void *arg)
{
    arrays *a = arg;
    a->re[k] = re;
    a->im[k] = im;
}

ufft_status ufft__host_dft(const long double *xre, const long double *xim, int64_t n,
                           bool in_double, long double *re, long double *im)
{
    if (n < FOUR_STEP_MIN) { /* straight from and into the arrays, no copy */
        sub_dft_ld d;
        if (!sub_dft_make_ld(&d, n))
            return UFFT_ERROR_HOST_MEMORY;
        long double *scratch = malloc(2 * (size_t)d.big * sizeof *scratch);
        bool ok = scratch != NULL;
        if (ok)
            sub_dft_run_ld(&d, xre, xim, re, im, scratch);
        sub_dft_free_ld(&d);
        free(scratch);
        return ok ? UFFT_SUCCESS : UFFT_ERROR_HOST_MEMORY;
    }
    arrays a = {xre, xim, re, im};
    return ufft__host_dft_stream(n, in_double, array_source, array_sink, &a);
}
