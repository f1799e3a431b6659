#include "layout.h"

#include <stdlib.h>
#include <string.h>

/* (batch - 1) * dist + (n - 1) * stride + 1 without overflow; 0 on overflow. */
static size_t extent(int64_t n, int64_t stride, int64_t batch, int64_t dist)
{
    const int64_t limit = INT64_MAX / 2;
    if (stride > limit / n || dist > limit / batch)
        return 0;
    int64_t e = (batch - 1) * dist + (n - 1) * stride + 1;
    return (uint64_t)e > SIZE_MAX ? 0 : (size_t)e;
}

ufft_desc check_desc1(int64_t n, int64_t batch)
{
    ufft_desc d;
    memset(&d, 0, sizeof d);
    d.rank = 1;
    d.n[0] = n;
    d.batch = batch;
    return d;
}

bool check_layout_of(const ufft_desc *d, check_layout *l)
{
    if (d->rank != 1 || d->n[0] < 1 || d->batch < 0 || d->istride < 0 || d->ostride < 0 ||
        d->idist < 0 || d->odist < 0 || d->n[0] > INT64_MAX / 8)
        return false;
    l->n = d->n[0];
    l->batch = d->batch ? d->batch : 1;
    l->istride = d->istride ? d->istride : 1;
    l->ostride = d->ostride ? d->ostride : 1;
    int64_t iembed = d->inembed[0] ? d->inembed[0] : l->n;
    int64_t oembed = d->onembed[0] ? d->onembed[0] : l->n;
    if (l->istride > INT64_MAX / 8 / iembed || l->ostride > INT64_MAX / 8 / oembed)
        return false;
    l->idist = d->idist ? d->idist : l->istride * iembed;
    l->odist = d->odist ? d->odist : l->ostride * oembed;
    l->in_count = extent(l->n, l->istride, l->batch, l->idist);
    l->out_count = extent(l->n, l->ostride, l->batch, l->odist);
    l->in_place = d->placement == UFFT_IN_PLACE;
    l->precision = d->precision;
    return l->in_count > 0 && l->out_count > 0;
}

size_t check_layout_span(const check_layout *l)
{
    if (!l->in_place)
        return l->in_count;
    return l->in_count > l->out_count ? l->in_count : l->out_count;
}

size_t check_in_index(const check_layout *l, int64_t b, int64_t j)
{
    return (size_t)(b * l->idist + j * l->istride);
}

size_t check_out_index(const check_layout *l, int64_t b, int64_t j)
{
    return (size_t)(b * l->odist + j * l->ostride);
}

size_t check_elem_bytes(ufft_precision p) { return p == UFFT_F64 ? 16 : 8; }

bool check_cbuf_alloc(check_cbuf *c, ufft_precision p, size_t count)
{
    c->precision = p;
    c->count = count;
    c->data = NULL;
    if (count > SIZE_MAX / 16)
        return false;
    c->data = malloc(count * check_elem_bytes(p));
    if (!c->data)
        return false;
    memset(c->data, CHECK_SENTINEL_BYTE, count * check_elem_bytes(p));
    return true;
}

void check_cbuf_free(check_cbuf *c)
{
    free(c->data);
    c->data = NULL;
    c->count = 0;
}

size_t check_cbuf_bytes(const check_cbuf *c) { return c->count * check_elem_bytes(c->precision); }

void check_cbuf_set(check_cbuf *c, size_t i, long double re, long double im)
{
    if (c->precision == UFFT_F64) {
        double *d = (double *)(void *)c->data;
        d[2 * i] = (double)re;
        d[2 * i + 1] = (double)im;
    } else {
        float *f = (float *)(void *)c->data;
        f[2 * i] = (float)re;
        f[2 * i + 1] = (float)im;
    }
}

void check_cbuf_get(const check_cbuf *c, size_t i, long double *re, long double *im)
{
    if (c->precision == UFFT_F64) {
        const double *d = (const double *)(const void *)c->data;
        *re = d[2 * i];
        *im = d[2 * i + 1];
    } else {
        const float *f = (const float *)(const void *)c->data;
        *re = f[2 * i];
        *im = f[2 * i + 1];
    }
}
