#include "util/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void ufft__strbuf_init(ufft__strbuf *sb)
{
    sb->data = NULL;
    sb->len = sb->cap = 0;
    sb->failed = false;
}

void ufft__strbuf_free(ufft__strbuf *sb)
{
    free(sb->data);
    ufft__strbuf_init(sb);
}

static bool reserve(ufft__strbuf *sb, size_t extra)
{
    if (sb->failed)
        return false;
    if (sb->len + extra + 1 <= sb->cap)
        return true;
    size_t cap = sb->cap ? sb->cap : 1024;
    while (cap < sb->len + extra + 1) {
        if (cap > ((size_t)-1) / 2) {
            sb->failed = true;
            return false;
        }
        cap *= 2;
    }
    char *p = realloc(sb->data, cap);
    if (!p) {
        sb->failed = true;
        return false;
    }
    sb->data = p;
    sb->cap = cap;
    return true;
}

void ufft__strbuf_printf(ufft__strbuf *sb, const char *fmt, ...)
{
    if (sb->failed)
        return;
    va_list ap;
    va_start(ap, fmt);
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || !reserve(sb, (size_t)n)) {
        sb->failed = true;
        va_end(ap2);
        return;
    }
    vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    sb->len += (size_t)n;
}

void ufft__strbuf_append(ufft__strbuf *sb, const char *text)
{
    size_t n = strlen(text);
    if (!reserve(sb, n))
        return;
    memcpy(sb->data + sb->len, text, n + 1);
    sb->len += n;
}

size_t ufft__copy_text(char *dst, size_t len, const char *src)
{
    size_t n = src ? strlen(src) : 0;
    if (dst && len > 0) {
        size_t m = n < len - 1 ? n : len - 1;
        if (m)
            memcpy(dst, src, m);
        dst[m] = '\0';
    }
    return n;
}
