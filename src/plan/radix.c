/* Which form each radix's codelet takes (gen/codelet.c) and what it costs (the planner's
 * model in plan/generic.c), in one place so the two cannot disagree. */
#include "plan/plan.h"
#include "util/checked.h"

/* Real operations of the symmetric odd form: (r-1)^2 multiply-adds by constants plus
 * the pair sums and differences. */
static double direct_ops(int r)
{
    double h = (r - 1) / 2;
    return 4 * h * h + 6 * h;
}

static double nested_ops(int r, int a)
{
    int b = r / a;
    return b * ufft__radix_ops(a) + a * ufft__radix_ops(b) + 6.0 * (a - 1) * (b - 1);
}

int ufft__radix_split(int r)
{
    if (r < 4 || ufft__is_pow2(r) || ufft__is_prime(r))
        return 0;
    if (r % 2 == 0) {
        int a = r;
        while (a % 2 == 0)
            a /= 2;
        return a;
    }
    int a = 3;
    while (r % a)
        a += 2;
    /* 9 stays direct (84 against 88 operations is not worth a different codelet);
     * 15, 21, 25, 27 save a quarter or more */
    return nested_ops(r, a) < 0.9 * direct_ops(r) ? a : 0;
}

bool ufft__radix_odd_direct(int r)
{
    return r > 1 && r % 2 == 1 && ufft__radix_split(r) == 0;
}

double ufft__radix_ops(int r)
{
    if (r < 2)
        return 0;
    if (ufft__is_pow2(r))
        return 2.5 * r * ufft__log2_exact(r);
    int a = ufft__radix_split(r);
    return a ? nested_ops(r, a) : direct_ops(r);
}

bool ufft__radix_supported(int r, int max_composite)
{
    if (r < 2)
        return false;
    if (ufft__is_pow2(r))
        return r <= UFFT__MAX_RADIX;
    if (ufft__is_prime(r))
        return r <= UFFT__MAX_PRIME;
    return r <= max_composite && r <= UFFT__MAX_COMPOSITE;
}

bool ufft__rader_codelet(int r, int from)
{
    if (!from || r < from || r < 5 || !ufft__is_prime(r))
        return false;
    int left = r - 1;
    for (int f = 2; f <= 13; f++)
        while (left % f == 0)
            left /= f;
    return left == 1;
}

int ufft__rader_codelet_from(const ufft__tuning *tu, const ufft__problem *pb)
{
    bool f64 = pb->precision == UFFT_F64;
    if (ufft__in_list(f64 ? tu->rader_codelet_off_f64 : tu->rader_codelet_off_f32, pb->n))
        return 0;
    /* a listed length's own smaller prime, where the row takes Rader's form at all */
    uint32_t from = f64 ? tu->rader_codelet_f64 : tu->rader_codelet_f32;
    uint32_t on = ufft__listed_count(f64 ? tu->rader_codelet_on_f64 : tu->rader_codelet_on_f32,
                                     pb->n);
    return (int)(from && on ? on : from);
}
