/* Parsing of bench size arguments (see sizes.h). A range doubles from its start,
 * because FFT timings are read on a log scale and powers of two are the usual grid. */
#include "sizes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parse_int.h"

/* "N" or "2^K": a positive int64. */
static int parse_value(const char *s, size_t len, int64_t *out, char *err, size_t errlen)
{
    int64_t v = 0;
    tool_int_result r;
    if (len > 2 && s[0] == '2' && s[1] == '^') {
        r = tool_parse_i64(s + 2, len - 2, &v);
        if (r == TOOL_INT_OK && v > 62) {
            snprintf(err, errlen, "size '%.*s' overflows 64-bit integers", (int)len, s);
            return -1;
        }
        v = (int64_t)1 << v;
    } else {
        r = tool_parse_i64(s, len, &v);
    }
    if (r != TOOL_INT_OK) {
        snprintf(err, errlen, "size '%.*s' %s", (int)len, s, tool_int_result_text(r));
        return -1;
    }
    if (v == 0) {
        snprintf(err, errlen, "size must be positive, not 0");
        return -1;
    }
    *out = v;
    return 0;
}

static int push(size_list *list, const size_item *item, char *err, size_t errlen)
{
    if (list->count == list->capacity) {
        size_t cap = list->capacity ? list->capacity * 2 : 16;
        size_item *grown = realloc(list->items, cap * sizeof *grown);
        if (!grown) {
            snprintf(err, errlen, "out of memory");
            return -1;
        }
        list->items = grown;
        list->capacity = cap;
    }
    list->items[list->count++] = *item;
    return 0;
}

static size_item plain(int64_t n, const size_defaults *def)
{
    size_item it;
    memset(&it, 0, sizeof it);
    it.problem.desc.rank = 1;
    it.problem.desc.n[0] = n;
    it.problem.desc.precision = def->precision;
    it.problem.desc.placement = def->placement;
    it.problem.desc.kind = UFFT_C2C;
    it.problem.direction = def->direction;
    return it;
}

static int parse_problem(const char *arg, size_list *list, char *err, size_t errlen)
{
    size_item it;
    memset(&it, 0, sizeof it);
    char why[200];
    if (ufft_problem_parse(arg, &it.problem, why, sizeof why) != 0) {
        snprintf(err, errlen, "problem '%s': %s", arg, why);
        return -1;
    }
    it.batch_given = it.problem.desc.batch != 0;
    return push(list, &it, err, errlen);
}

/* One plain piece: "N", "2^K" or a range "A..B" (len characters of s). */
static int parse_plain(const char *s, size_t len, const size_defaults *def, size_list *list,
                       char *err, size_t errlen)
{
    size_t dots = 0;
    while (dots + 1 < len && !(s[dots] == '.' && s[dots + 1] == '.'))
        dots++;
    int64_t lo = 0, hi = 0;
    if (dots + 1 >= len) {
        if (parse_value(s, len, &lo, err, errlen) != 0)
            return -1;
        size_item it = plain(lo, def);
        return push(list, &it, err, errlen);
    }
    if (parse_value(s, dots, &lo, err, errlen) != 0 ||
        parse_value(s + dots + 2, len - dots - 2, &hi, err, errlen) != 0)
        return -1;
    if (lo > hi) {
        snprintf(err, errlen, "range '%.*s' runs backwards", (int)len, s);
        return -1;
    }
    for (int64_t n = lo; n <= hi; n *= 2) {
        size_item it = plain(n, def);
        if (push(list, &it, err, errlen) != 0)
            return -1;
        if (n > hi / 2)
            break; /* doubling again would pass hi, or overflow */
    }
    return 0;
}

int sizes_parse(const char *arg, const size_defaults *def, size_list *list, char *err,
                size_t errlen)
{
    if (strchr(arg, ':'))
        return parse_problem(arg, list, err, errlen);
    /* "1000,3125,2^3..2^5": several plain pieces, as the competitor programs take */
    size_t before = list->count;
    const char *at = arg;
    for (;;) {
        size_t len = strcspn(at, ",");
        if (parse_plain(at, len, def, list, err, errlen) != 0) {
            list->count = before;
            return -1;
        }
        if (at[len] == '\0')
            return 0;
        at += len + 1;
    }
}

void sizes_free(size_list *list)
{
    free(list->items);
    memset(list, 0, sizeof *list);
}
