/* The one-kernel programs of Rader and of Bluestein's whole length as a plan builds
 * them: planning leaves a schedule's text forms (and Bluestein's row loop) unset, so
 * whatever generates these programs outside a plan (plan_diff --source, the tests that
 * compile them) finishes the schedule here, never by its own copy of the rule, and
 * generates what the plan would load. */
#include "gen/gen.h"

char *ufft__gen_rader_one(const ufft__dialect *d, const ufft__device_caps *caps,
                          const ufft__tuning *tu, const ufft__problem *pb, ufft__schedule *s,
                          int64_t g)
{
    int64_t spec = s->twiddle_count; /* the spectra follow the stages' tables */
    ufft__schedule_forms(caps, tu, pb, 1u, ufft__rader_plain(tu, pb->precision), 0, s);
    return ufft__gen_rader_fused_program(d, pb->precision, s, spec, pb->n, g);
}

char *ufft__gen_bluestein_one(const ufft__dialect *d, const ufft__device_caps *caps,
                              const ufft__tuning *tu, const ufft__problem *pb, int64_t m,
                              ufft__schedule *s)
{
    int64_t spec = s->twiddle_count; /* B and the chirp follow the stages' tables */
    ufft__blue_rows_apply(pb, caps, tu, s);
    ufft__blue_forms(caps, tu, pb, m, s);
    return ufft__gen_bluestein_fused_program(d, pb->precision, s, spec);
}
