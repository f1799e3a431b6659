#include <stdlib.h>

#include "api/internal.h"
#include "util/checked.h"

static ufft_status make(ufft_context *ctx, void *mem, size_t bytes, ufft_buffer **out)
{
    ufft_buffer *b = malloc(sizeof *b);
    if (!b) {
        ctx->ops->mem_free(ctx->dev, mem);
        return UFFT_ERROR_HOST_MEMORY;
    }
    ufft__context_retain(ctx);
    b->ctx = ctx;
    b->mem = mem;
    b->size = bytes;
    b->align = ctx->ops->mem_align ? ctx->ops->mem_align(mem) : UFFT__MEM_ALIGN;
    *out = b;
    return UFFT_SUCCESS;
}

ufft_status ufft_buffer_create(ufft_context *ctx, size_t bytes, ufft_buffer **out)
{
    if (!ctx || !out)
        return UFFT_ERROR_NULL_POINTER;
    *out = NULL;
    if (bytes == 0)
        return ufft__fail(ctx, UFFT_ERROR_INVALID_ARGUMENT, "buffer of 0 bytes");
    if (bytes > ctx->caps.max_alloc || bytes > ctx->caps.global_mem)
        return ufft__fail(ctx, UFFT_ERROR_TOO_LARGE,
                          "buffer of %zu bytes exceeds the device's largest allocation (%llu)",
                          bytes, (unsigned long long)ctx->caps.max_alloc);
    void *mem;
    ufft_status st = ctx->ops->mem_alloc(ctx->dev, bytes, &mem, &ctx->err);
    return st == UFFT_SUCCESS ? make(ctx, mem, bytes, out) : st;
}

ufft_status ufft_buffer_wrap(ufft_context *ctx, void *native, size_t bytes, ufft_buffer **out)
{
    if (!ctx || !native || !out)
        return UFFT_ERROR_NULL_POINTER;
    *out = NULL;
    if (bytes == 0)
        return ufft__fail(ctx, UFFT_ERROR_INVALID_ARGUMENT, "wrap of 0 bytes");
    void *mem;
    ufft_status st = ctx->ops->mem_wrap(ctx->dev, native, bytes, &mem, &ctx->err);
    return st == UFFT_SUCCESS ? make(ctx, mem, bytes, out) : st;
}

static ufft_status check_range(const ufft_buffer *b, size_t offset, size_t bytes)
{
    size_t end;
    if (!ufft__add_size(offset, bytes, &end) || end > b->size)
        return ufft__fail(b->ctx, UFFT_ERROR_OUT_OF_RANGE,
                          "bytes [%zu, %zu + %zu) outside a buffer of %zu bytes", offset, offset,
                          bytes, b->size);
    return UFFT_SUCCESS;
}

ufft_status ufft_buffer_write(ufft_buffer *b, size_t offset, const void *src, size_t bytes)
{
    if (!b || (!src && bytes))
        return UFFT_ERROR_NULL_POINTER;
    ufft_status st = check_range(b, offset, bytes);
    if (st != UFFT_SUCCESS || bytes == 0)
        return st;
    return b->ctx->ops->mem_write(b->ctx->dev, b->mem, offset, src, bytes, &b->ctx->err);
}

ufft_status ufft_buffer_read(ufft_buffer *b, size_t offset, void *dst, size_t bytes)
{
    if (!b || (!dst && bytes))
        return UFFT_ERROR_NULL_POINTER;
    ufft_status st = check_range(b, offset, bytes);
    if (st != UFFT_SUCCESS)
        return st;
    if (bytes == 0) /* still a synchronisation point, as documented */
        return b->ctx->ops->finish(b->ctx->dev, &b->ctx->err);
    return b->ctx->ops->mem_read(b->ctx->dev, b->mem, offset, dst, bytes, &b->ctx->err);
}

size_t ufft_buffer_size(const ufft_buffer *b) { return b ? b->size : 0; }

void *ufft_buffer_native(const ufft_buffer *b) { return b ? b->ctx->ops->mem_native(b->mem) : NULL; }

void ufft_buffer_destroy(ufft_buffer *b)
{
    if (!b)
        return;
    ufft_context *ctx = b->ctx;
    ctx->ops->mem_free(ctx->dev, b->mem);
    free(b);
    ufft__context_release(ctx);
}
