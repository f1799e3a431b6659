/* The tools' one way to report a parse or I/O failure: a reason into the caller's
 * buffer (problem names, size lists, .npy headers and files). */
#ifndef UFFT_TOOLS_TOOL_ERROR_H
#define UFFT_TOOLS_TOOL_ERROR_H

#include <stddef.h>

#if defined(__GNUC__) || defined(__clang__)
#define TOOL_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define TOOL_PRINTF(f, a)
#endif

/* Writes the formatted reason into err (truncated to errlen, nothing when errlen is 0)
 * and returns -1, so that a parser can `return tool_fail(...)`. */
int tool_fail(char *err, size_t errlen, const char *fmt, ...) TOOL_PRINTF(3, 4);

#endif
