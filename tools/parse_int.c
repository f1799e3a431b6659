/* Strict non-negative decimal int64 parsing (see parse_int.h for why not strtoll). */
#include "parse_int.h"

#include <stdio.h>
#include <string.h>

#include "checked.h"

tool_int_result tool_parse_i64(const char *s, size_t len, int64_t *out)
{
    if (len == 0)
        return TOOL_INT_EMPTY;
    int64_t v = 0;
    for (size_t i = 0; i < len; i++) {
        if (s[i] < '0' || s[i] > '9')
            return TOOL_INT_NOT_DIGITS;
    }
    if (len > 1 && s[0] == '0')
        return TOOL_INT_LEADING_ZERO;
    for (size_t i = 0; i < len; i++) {
        int d = s[i] - '0';
        if (v > (INT64_MAX - d) / 10)
            return TOOL_INT_OVERFLOW;
        v = v * 10 + d;
    }
    *out = v;
    return TOOL_INT_OK;
}

const char *tool_int_result_text(tool_int_result r)
{
    switch (r) {
    case TOOL_INT_OK:
        return "is valid";
    case TOOL_INT_EMPTY:
        return "is empty";
    case TOOL_INT_NOT_DIGITS:
        return "is not a decimal number";
    case TOOL_INT_LEADING_ZERO:
        return "has a leading zero";
    case TOOL_INT_OVERFLOW:
        return "overflows 64-bit integers";
    }
    return "is invalid";
}

int tool_parse_bytes(const char *text, int64_t *out, char *err, size_t errlen)
{
    static const struct {
        const char *suffix;
        int shift;
    } units[] = {{"", 0},     {"B", 0},   {"K", 10},  {"KB", 10}, {"KiB", 10},
                 {"M", 20},   {"MB", 20}, {"MiB", 20}, {"G", 30}, {"GB", 30},
                 {"GiB", 30}, {"T", 40},  {"TB", 40}, {"TiB", 40}};
    size_t digits = strspn(text, "0123456789");
    const char *suffix = text + digits;
    for (size_t u = 0; u < sizeof units / sizeof units[0]; u++) {
        if (strcmp(suffix, units[u].suffix) != 0)
            continue;
        int64_t v = 0;
        tool_int_result r = tool_parse_i64(text, digits, &v);
        if (r != TOOL_INT_OK) {
            snprintf(err, errlen, "byte count '%s' %s", text, tool_int_result_text(r));
            return -1;
        }
        if (v == 0 || !tool_mul_i64(v, (int64_t)1 << units[u].shift, out)) {
            snprintf(err, errlen, "byte count '%s' is %s", text, v ? "too large" : "zero");
            return -1;
        }
        return 0;
    }
    snprintf(err, errlen, "byte count '%s' has an unknown unit (use K, M, G or T)", text);
    return -1;
}
