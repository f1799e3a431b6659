#include "device_run.h"

#include <stdlib.h>
#include <string.h>

ufft_status check_plan(ufft_context *ctx, const ufft_desc *d, ufft_plan **plan)
{
    *plan = NULL;
    return ufft_plan_create(ctx, d, plan);
}

/* A device buffer holding count elements of host (NULL: none) and sentinel bytes up to
 * count + CHECK_TAIL elements. */
static ufft_status upload(ufft_context *ctx, const check_cbuf *host, ufft_precision p,
                          size_t count, ufft_buffer **buf)
{
    check_cbuf staging;
    *buf = NULL;
    if (!check_cbuf_alloc(&staging, p, count + CHECK_TAIL))
        return UFFT_ERROR_HOST_MEMORY;
    if (host)
        memcpy(staging.data, host->data, check_cbuf_bytes(host));
    ufft_status st = ufft_buffer_create(ctx, check_cbuf_bytes(&staging), buf);
    if (st == UFFT_SUCCESS)
        st = ufft_buffer_write(*buf, 0, staging.data, check_cbuf_bytes(&staging));
    check_cbuf_free(&staging);
    return st;
}

/* Reads a whole device buffer back into a new host array. */
static ufft_status download(ufft_buffer *buf, ufft_precision p, check_cbuf *host)
{
    size_t bytes = ufft_buffer_size(buf);
    if (!check_cbuf_alloc(host, p, bytes / check_elem_bytes(p)))
        return UFFT_ERROR_HOST_MEMORY;
    return ufft_buffer_read(buf, 0, host->data, bytes);
}

/* 1 where the output layout puts an element. */
static unsigned char *output_mask(const check_layout *l, size_t count)
{
    unsigned char *mask = calloc(count ? count : 1, 1);
    if (!mask)
        return NULL;
    for (int64_t b = 0; b < l->batch; b++)
        for (int64_t j = 0; j < l->n; j++)
            mask[check_out_index(l, b, j)] = 1;
    return mask;
}

/* Elements i < count of after that differ from before (bytes), skipping mask[i] != 0. */
static size_t count_changed(const check_cbuf *after, const unsigned char *before,
                            const unsigned char *mask, size_t count)
{
    size_t eb = check_elem_bytes(after->precision), changed = 0;
    for (size_t i = 0; i < count; i++)
        if ((!mask || !mask[i]) && memcmp(after->data + i * eb, before + i * eb, eb) != 0)
            changed++;
    return changed;
}

/* count elements of sentinel bytes, the first ones copied from prefix (NULL: none). */
static unsigned char *expected_bytes(const check_cbuf *prefix, ufft_precision p, size_t count)
{
    size_t eb = check_elem_bytes(p);
    unsigned char *bytes = malloc(count * eb);
    if (!bytes)
        return NULL;
    memset(bytes, CHECK_SENTINEL_BYTE, count * eb);
    if (prefix)
        memcpy(bytes, prefix->data, check_cbuf_bytes(prefix));
    return bytes;
}

/* Counts changes outside the output layout, and in the input of out-of-place plans. */
static ufft_status compare(const check_layout *l, const check_cbuf *in, const check_cbuf *out,
                           ufft_buffer *dev_in, check_integrity *integrity)
{
    check_cbuf in_after = {l->precision, 0, NULL};
    unsigned char *mask = output_mask(l, out->count);
    unsigned char *out_before = expected_bytes(l->in_place ? in : NULL, l->precision, out->count);
    unsigned char *in_before = NULL;
    ufft_status st = mask && out_before ? UFFT_SUCCESS : UFFT_ERROR_HOST_MEMORY;
    if (st == UFFT_SUCCESS)
        integrity->gaps_changed = count_changed(out, out_before, mask, out->count);
    if (st == UFFT_SUCCESS && !l->in_place)
        st = download(dev_in, l->precision, &in_after);
    if (st == UFFT_SUCCESS && !l->in_place) {
        in_before = expected_bytes(in, l->precision, in_after.count);
        if (in_before)
            integrity->input_changed = count_changed(&in_after, in_before, NULL, in_after.count);
        else
            st = UFFT_ERROR_HOST_MEMORY;
    }
    check_cbuf_free(&in_after);
    free(mask);
    free(out_before);
    free(in_before);
    return st;
}

ufft_status check_execute(ufft_context *ctx, ufft_plan *plan, const check_layout *l,
                          ufft_direction dir, const check_cbuf *in, check_cbuf *out,
                          check_integrity *integrity)
{
    ufft_buffer *dev_in = NULL, *dev_out = NULL;
    size_t out_count = l->in_place ? check_layout_span(l) : l->out_count;
    integrity->gaps_changed = 0;
    integrity->input_changed = 0;
    out->data = NULL;
    out->count = 0;
    ufft_status st = upload(ctx, in, l->precision, in->count, &dev_in);
    if (st == UFFT_SUCCESS && !l->in_place)
        st = upload(ctx, NULL, l->precision, out_count, &dev_out);
    if (st == UFFT_SUCCESS)
        st = ufft_execute(plan, dir, dev_in, l->in_place ? NULL : dev_out);
    if (st == UFFT_SUCCESS)
        st = download(l->in_place ? dev_in : dev_out, l->precision, out);
    if (st == UFFT_SUCCESS)
        st = compare(l, in, out, dev_in, integrity);
    if (out->data)
        out->count = out_count; /* the tail was compared; callers see the layout */
    ufft_buffer_destroy(dev_in);
    ufft_buffer_destroy(dev_out);
    return st;
}
