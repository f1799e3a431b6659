/* Runs a plan on host data and watches the memory around it: every device buffer is
 * longer than the layout needs, and everything the plan must not write (gaps between
 * strided outputs, the tail, the input of an out-of-place plan) is compared afterwards. */
#ifndef UFFT_TESTS_DEVICE_RUN_H
#define UFFT_TESTS_DEVICE_RUN_H

#include "layout.h"

/* Extra elements after the layout in every device buffer. */
#define CHECK_TAIL 16

/* Elements changed that should not have been. */
typedef struct check_integrity {
    size_t gaps_changed;  /* output buffer outside the output layout (tail included) */
    size_t input_changed; /* input buffer of an out-of-place plan */
} check_integrity;

/* Creates a plan for *d, printing nothing; on failure *plan is NULL. */
ufft_status check_plan(ufft_context *ctx, const ufft_desc *d, ufft_plan **plan);

/* Executes plan (whose layout is l) in direction dir on in (check_layout_span(l)
 * elements; what lies outside the input layout is copied as it is) and fills out with
 * the whole output buffer (check_layout_span(l) elements for in-place plans, else
 * l->out_count). out is allocated here; free it with check_cbuf_free, also on failure. */
ufft_status check_execute(ufft_context *ctx, ufft_plan *plan, const check_layout *l,
                          ufft_direction dir, const check_cbuf *in, check_cbuf *out,
                          check_integrity *integrity);

#endif
