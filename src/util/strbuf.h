/* A growable text buffer whose first failure sticks (VkFFT's "if (res) return" idiom
 * without repeating the check at every call site): writers just keep appending and the
 * owner checks `failed` once at the end. */
#ifndef UFFT_UTIL_STRBUF_H
#define UFFT_UTIL_STRBUF_H

#include <stdbool.h>
#include <stddef.h>

typedef struct ufft__strbuf {
    char *data;
    size_t len, cap;
    bool failed;
} ufft__strbuf;

void ufft__strbuf_init(ufft__strbuf *sb);
void ufft__strbuf_free(ufft__strbuf *sb);
void ufft__strbuf_printf(ufft__strbuf *sb, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void ufft__strbuf_append(ufft__strbuf *sb, const char *text);
/* Copies into a caller's fixed array (truncating, NUL-terminated) and returns the
 * full length, as snprintf does. */
size_t ufft__copy_text(char *dst, size_t len, const char *src);

#endif
