/* Parser and formatter for the dict literal in a .npy header (see npy_header.h).
 * Every read goes through the cursor, which checks the length first. */
#include "npy_header.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "parse_int.h"
#include "tool_error.h"

#define QUOTE_MAX 40

typedef struct cursor {
    const char *s;
    size_t len;
    size_t pos;
} cursor;

typedef struct span {
    const char *s;
    size_t len;
} span;

enum { SEEN_DESCR = 1, SEEN_FORTRAN = 2, SEEN_SHAPE = 4, SEEN_ALL = 7 };

static int quote_len(span t) { return (int)(t.len < QUOTE_MAX ? t.len : QUOTE_MAX); }

static bool span_is(span t, const char *word)
{
    return t.len == strlen(word) && memcmp(t.s, word, t.len) == 0;
}

/* The next character, or '\0' at the end (a NUL inside the header is never valid
 * syntax either, so the two need no telling apart). */
static char peek(const cursor *c) { return c->pos < c->len ? c->s[c->pos] : '\0'; }

static void skip_space(cursor *c)
{
    while (c->pos < c->len && strchr(" \t\r\n", c->s[c->pos]) && c->s[c->pos] != '\0')
        c->pos++;
}

static bool eat(cursor *c, char ch)
{
    skip_space(c);
    if (peek(c) != ch || ch == '\0')
        return false;
    c->pos++;
    return true;
}

/* A quoted string without escapes (NumPy never writes any in these three keys). */
static int parse_string(cursor *c, span *out, char *err, size_t errlen)
{
    skip_space(c);
    char q = peek(c);
    if (q != '\'' && q != '"')
        return tool_fail(err, errlen, "expected a quoted string at byte %zu", c->pos);
    size_t start = ++c->pos;
    while (c->pos < c->len && c->s[c->pos] != q && c->s[c->pos] != '\n') {
        if (c->s[c->pos] == '\\')
            return tool_fail(err, errlen, "escapes in strings are not supported");
        c->pos++;
    }
    if (c->pos >= c->len || c->s[c->pos] != q)
        return tool_fail(err, errlen, "unterminated string at byte %zu", start - 1);
    out->s = c->s + start;
    out->len = c->pos - start;
    c->pos++;
    return 0;
}

/* A bare word such as True, False, or a number: letters, digits and '_'. */
static span take_word(cursor *c)
{
    skip_space(c);
    span w = {c->s + c->pos, 0};
    while (c->pos < c->len) {
        char ch = c->s[c->pos];
        bool ok = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
                  (ch >= '0' && ch <= '9') || ch == '_';
        if (!ok)
            break;
        c->pos++;
        w.len++;
    }
    return w;
}

static int parse_descr(cursor *c, ufft_npy_dtype *dtype, char *err, size_t errlen)
{
    skip_space(c);
    if (peek(c) == '[')
        return tool_fail(err, errlen, "structured dtypes are not supported");
    span d;
    if (parse_string(c, &d, err, errlen) != 0)
        return -1;
    if (d.len > 0 && d.s[0] == '>')
        return tool_fail(err, errlen,
                         "big-endian data ('%.*s') is not supported; convert with "
                         "arr.astype(arr.dtype.newbyteorder('<'))",
                         quote_len(d), d.s);
    /* '|' (no order) and '=' (native) are read as little-endian: this host is one
     * (npy.c checks), and '=' in a file can only have come from one. */
    span body = d;
    if (d.len > 0 && (d.s[0] == '<' || d.s[0] == '|' || d.s[0] == '='))
        body = (span){d.s + 1, d.len - 1};
    static const struct {
        const char *code;
        ufft_npy_dtype dtype;
    } known[] = {{"c8", UFFT_NPY_C64}, {"c16", UFFT_NPY_C128}, {"f4", UFFT_NPY_F32},
                 {"f8", UFFT_NPY_F64}};
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        if (span_is(body, known[i].code)) {
            *dtype = known[i].dtype;
            return 0;
        }
    }
    return tool_fail(err, errlen,
                     "dtype '%.*s' is not supported (complex64 '<c8', complex128 '<c16', "
                     "float32 '<f4' or float64 '<f8')",
                     quote_len(d), d.s);
}

static int parse_bool(cursor *c, bool *v, char *err, size_t errlen)
{
    span w = take_word(c);
    if (span_is(w, "True") || span_is(w, "False")) {
        *v = span_is(w, "True");
        return 0;
    }
    return tool_fail(err, errlen, "fortran_order is '%.*s', not True or False", quote_len(w), w.s);
}

/* One dimension: a non-negative integer, with Python 2's long suffix tolerated. */
static int parse_dim(cursor *c, int64_t *v, char *err, size_t errlen)
{
    span w = take_word(c);
    if (w.len == 0)
        return tool_fail(err, errlen, "expected a non-negative integer in the shape at byte %zu",
                         c->pos);
    if (w.len > 1 && (w.s[w.len - 1] == 'L' || w.s[w.len - 1] == 'l'))
        w.len--;
    tool_int_result r = tool_parse_i64(w.s, w.len, v);
    if (r != TOOL_INT_OK)
        return tool_fail(err, errlen, "shape entry '%.*s' %s", quote_len(w), w.s,
                         tool_int_result_text(r));
    return 0;
}

/* "(" [ INT { "," INT } [ "," ] ] ")": a Python tuple, so one entry needs its comma. */
static int parse_shape(cursor *c, npy_header *h, char *err, size_t errlen)
{
    if (!eat(c, '('))
        return tool_fail(err, errlen, "shape is not a tuple");
    h->ndim = 0;
    bool comma = false;
    while (!eat(c, ')')) {
        if (h->ndim > 0 && !comma)
            return tool_fail(err, errlen, "expected ',' or ')' in the shape at byte %zu", c->pos);
        if (h->ndim == UFFT_NPY_MAX_DIMS)
            return tool_fail(err, errlen, "more than %d dimensions", UFFT_NPY_MAX_DIMS);
        if (parse_dim(c, &h->shape[h->ndim], err, errlen) != 0)
            return -1;
        h->ndim++;
        comma = eat(c, ',');
    }
    if (h->ndim == 1 && !comma)
        return tool_fail(err, errlen, "shape '(%lld)' is not a tuple (it needs a trailing comma)",
                         (long long)h->shape[0]);
    if (h->ndim == 0)
        return tool_fail(err, errlen,
                         "0-d arrays (shape ()) are not supported: an FFT needs an axis");
    return 0;
}

static int parse_entry(cursor *c, npy_header *h, unsigned *seen, bool *fortran, char *err,
                       size_t errlen)
{
    span key;
    if (parse_string(c, &key, err, errlen) != 0)
        return -1;
    unsigned bit = span_is(key, "descr") ? SEEN_DESCR
                   : span_is(key, "fortran_order") ? SEEN_FORTRAN
                   : span_is(key, "shape") ? SEEN_SHAPE
                                           : 0;
    if (bit == 0)
        return tool_fail(err, errlen, "unexpected key '%.*s'", quote_len(key), key.s);
    if (*seen & bit)
        return tool_fail(err, errlen, "key '%.*s' appears twice", quote_len(key), key.s);
    *seen |= bit;
    if (!eat(c, ':'))
        return tool_fail(err, errlen, "expected ':' after '%.*s'", quote_len(key), key.s);
    if (bit == SEEN_DESCR)
        return parse_descr(c, &h->dtype, err, errlen);
    if (bit == SEEN_FORTRAN)
        return parse_bool(c, fortran, err, errlen);
    return parse_shape(c, h, err, errlen);
}

int npy_header_parse(const char *text, size_t len, npy_header *h, char *err, size_t errlen)
{
    cursor c = {text, len, 0};
    npy_header out;
    memset(&out, 0, sizeof out);
    unsigned seen = 0;
    bool fortran = false;
    if (!eat(&c, '{'))
        return tool_fail(err, errlen, "header is not a dict literal");
    bool comma = true;
    while (!eat(&c, '}')) {
        if (!comma)
            return tool_fail(err, errlen, "expected ',' or '}' at byte %zu", c.pos);
        if (parse_entry(&c, &out, &seen, &fortran, err, errlen) != 0)
            return -1;
        comma = eat(&c, ',');
    }
    skip_space(&c);
    if (c.pos != c.len)
        return tool_fail(err, errlen, "unexpected text after the dict at byte %zu", c.pos);
    if (seen != SEEN_ALL)
        return tool_fail(err, errlen, "header lacks the key '%s'",
                         !(seen & SEEN_DESCR) ? "descr" : !(seen & SEEN_SHAPE) ? "shape"
                                                                               : "fortran_order");
    if (fortran)
        return tool_fail(err, errlen, "fortran_order True is not supported; save "
                                      "np.ascontiguousarray(arr) instead");
    *h = out;
    return 0;
}

size_t npy_header_format(const npy_header *h, char *text, size_t len)
{
    /* At most 64 dimensions of at most 19 digits: the text is always well under 2 KiB,
     * so it is built whole here and then copied. */
    char buf[2048];
    size_t n = 0;
    n += (size_t)snprintf(buf + n, sizeof buf - n, "{'descr': '%s', 'fortran_order': False, "
                                                   "'shape': (",
                          ufft_npy_dtype_descr(h->dtype));
    int ndim = h->ndim < 0 ? 0 : h->ndim > UFFT_NPY_MAX_DIMS ? UFFT_NPY_MAX_DIMS : h->ndim;
    for (int i = 0; i < ndim; i++)
        n += (size_t)snprintf(buf + n, sizeof buf - n, i ? ", %lld" : "%lld",
                              (long long)h->shape[i]);
    n += (size_t)snprintf(buf + n, sizeof buf - n, "%s), }", ndim == 1 ? "," : "");
    if (len > 0)
        snprintf(text, len, "%s", buf);
    return n;
}
