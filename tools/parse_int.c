/* Strict non-negative decimal int64 parsing (see parse_int.h for why not strtoll). */
#include "parse_int.h"

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
