#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "api/internal.h"

const char *ufft_status_string(ufft_status status)
{
    switch (status) {
#define UFFT_STATUS_TEXT_(name, value, text) \
    case name: return text;
        UFFT_STATUS_MAP(UFFT_STATUS_TEXT_)
#undef UFFT_STATUS_TEXT_
    }
    return "unknown status";
}

const char *ufft_status_name(ufft_status status)
{
    switch (status) {
#define UFFT_STATUS_NAME_(name, value, text) \
    case name: return #name;
        UFFT_STATUS_MAP(UFFT_STATUS_NAME_)
#undef UFFT_STATUS_NAME_
    }
    return "UFFT_STATUS_UNKNOWN";
}

void ufft__errbuf_init(ufft__errbuf *e)
{
    pthread_mutex_init(&e->lock, NULL);
    e->text = NULL;
}

void ufft__errbuf_free(ufft__errbuf *e)
{
    free(e->text);
    e->text = NULL;
    pthread_mutex_destroy(&e->lock);
}

static void err_vset(ufft__errbuf *e, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    char *text = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (text)
        vsnprintf(text, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    pthread_mutex_lock(&e->lock);
    free(e->text);
    e->text = text; /* NULL when out of memory: the status still says what failed */
    pthread_mutex_unlock(&e->lock);
}

void ufft__err_set(ufft__errbuf *err, const char *fmt, ...)
{
    if (!err)
        return;
    va_list ap;
    va_start(ap, fmt);
    err_vset(err, fmt, ap);
    va_end(ap);
}

ufft_status ufft__fail(ufft_context *ctx, ufft_status st, const char *fmt, ...)
{
    if (ctx) {
        va_list ap;
        va_start(ap, fmt);
        err_vset(&ctx->err, fmt, ap);
        va_end(ap);
    }
    return st;
}
