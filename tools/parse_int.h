/* Strict decimal integer parsing shared by the problem syntax, the size lists and
 * the command-line options: strtoll accepts spaces, signs and trailing junk, and
 * silently saturates, none of which a replayable problem name may contain. */
#ifndef UFFT_TOOLS_PARSE_INT_H
#define UFFT_TOOLS_PARSE_INT_H

#include <stddef.h>
#include <stdint.h>

typedef enum tool_int_result {
    TOOL_INT_OK = 0,
    TOOL_INT_EMPTY,        /* no characters */
    TOOL_INT_NOT_DIGITS,   /* a character other than 0-9 (signs, spaces included) */
    TOOL_INT_LEADING_ZERO, /* "007": ambiguous (octal?) and never canonical */
    TOOL_INT_OVERFLOW      /* above INT64_MAX */
} tool_int_result;

/* Parses exactly the len characters at s as a non-negative decimal int64. */
tool_int_result tool_parse_i64(const char *s, size_t len, int64_t *out);

/* A byte count with an optional binary unit: 512, 64K, 256MiB, 1G, 2GB (all x1024; B,
 * K/KB/KiB … T/TB/TiB), at least 1, no overflow. 0, or -1 with a reason in err. Shared
 * by `ufft bench --bytes` and the competitor programs of bench/. */
int tool_parse_bytes(const char *text, int64_t *out, char *err, size_t errlen);

/* A phrase for an error message, e.g. "is not a decimal number". */
const char *tool_int_result_text(tool_int_result r);

#endif
