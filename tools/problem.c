/* The problem syntax of problem.h: a strict parser (anything not in the grammar is an
 * error that names the offending piece) and a canonical formatter. Options may come in
 * any order but each at most once, so a name never silently means two things. */
#include "problem.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "parse_int.h"
#include "tool_error.h"

/* Longest piece of the input quoted back in an error, so the message stays one line
 * of reasonable length even for absurd input. */
#define QUOTE_MAX 40

/* Bits for "this option was already given". */
enum {
    SEEN_INPLACE = 1 << 0,
    SEEN_INVERSE = 1 << 1,
    SEEN_KIND = 1 << 2,
    SEEN_ISTRIDE = 1 << 3,
    SEEN_IDIST = 1 << 4,
    SEEN_OSTRIDE = 1 << 5,
    SEEN_ODIST = 1 << 6,
    SEEN_INEMBED = 1 << 7,
    SEEN_ONEMBED = 1 << 8
};

/* A piece of the input text: not NUL-terminated. */
typedef struct span {
    const char *s;
    size_t len;
} span;

static bool span_is(span t, const char *word)
{
    return t.len == strlen(word) && memcmp(t.s, word, t.len) == 0;
}

static int quote_len(span t) { return (int)(t.len < QUOTE_MAX ? t.len : QUOTE_MAX); }

/* A positive int64; `what` names it in the error. */
static int parse_positive(span t, const char *what, int64_t *out, char *err, size_t errlen)
{
    int64_t v = 0;
    tool_int_result r = tool_parse_i64(t.s, t.len, &v);
    if (r != TOOL_INT_OK)
        return tool_fail(err, errlen, "%s '%.*s' %s", what, quote_len(t), t.s,
                         tool_int_result_text(r));
    if (v <= 0)
        return tool_fail(err, errlen, "%s must be positive, not 0", what);
    *out = v;
    return 0;
}

/* N { "x" N } with 1..3 entries; *rank receives the count. */
static int parse_dims(span t, const char *what, int64_t dims[3], int *rank, char *err,
                      size_t errlen)
{
    int count = 0;
    size_t start = 0;
    for (size_t i = 0; i <= t.len; i++) {
        if (i < t.len && t.s[i] != 'x')
            continue;
        if (count == 3)
            return tool_fail(err, errlen, "%s '%.*s' has more than 3 dimensions", what,
                             quote_len(t), t.s);
        span piece = {t.s + start, i - start};
        if (parse_positive(piece, what, &dims[count], err, errlen) != 0)
            return -1;
        count++;
        start = i + 1;
    }
    *rank = count;
    return 0;
}

/* Marks `bit` as seen; fails when it already was. */
static int mark(unsigned *seen, unsigned bit, span t, char *err, size_t errlen)
{
    if (*seen & bit)
        return tool_fail(err, errlen, "option '%.*s' repeats or conflicts with an earlier one",
                         quote_len(t), t.s);
    *seen |= bit;
    return 0;
}

static int parse_flag(span t, ufft_problem *p, unsigned *seen, char *err, size_t errlen)
{
    if (span_is(t, "inplace")) {
        p->desc.placement = UFFT_IN_PLACE;
        return mark(seen, SEEN_INPLACE, t, err, errlen);
    }
    if (span_is(t, "inverse")) {
        p->direction = UFFT_INVERSE;
        return mark(seen, SEEN_INVERSE, t, err, errlen);
    }
    if (span_is(t, "r2c") || span_is(t, "c2r")) {
        p->desc.kind = span_is(t, "r2c") ? UFFT_R2C : UFFT_C2R;
        return mark(seen, SEEN_KIND, t, err, errlen);
    }
    return tool_fail(err, errlen, "unknown option '%.*s'", quote_len(t), t.s);
}

static int parse_keyed(span key, span val, span whole, ufft_problem *p, unsigned *seen,
                       char *err, size_t errlen)
{
    static const struct {
        const char *name;
        unsigned bit;
    } scalars[] = {{"istride", SEEN_ISTRIDE},
                   {"idist", SEEN_IDIST},
                   {"ostride", SEEN_OSTRIDE},
                   {"odist", SEEN_ODIST}};
    int64_t *targets[] = {&p->desc.istride, &p->desc.idist, &p->desc.ostride, &p->desc.odist};
    for (size_t i = 0; i < sizeof scalars / sizeof scalars[0]; i++) {
        if (!span_is(key, scalars[i].name))
            continue;
        if (mark(seen, scalars[i].bit, whole, err, errlen) != 0)
            return -1;
        return parse_positive(val, scalars[i].name, targets[i], err, errlen);
    }
    bool in = span_is(key, "inembed");
    if (!in && !span_is(key, "onembed"))
        return tool_fail(err, errlen, "unknown option '%.*s'", quote_len(whole), whole.s);
    if (mark(seen, in ? SEEN_INEMBED : SEEN_ONEMBED, whole, err, errlen) != 0)
        return -1;
    int rank = 0;
    int64_t *dims = in ? p->desc.inembed : p->desc.onembed;
    if (parse_dims(val, in ? "inembed" : "onembed", dims, &rank, err, errlen) != 0)
        return -1;
    if (rank != p->desc.rank)
        return tool_fail(err, errlen, "%s has %d dimension(s) but the sizes have %d",
                         in ? "inembed" : "onembed", rank, p->desc.rank);
    return 0;
}

static int parse_option(span t, ufft_problem *p, unsigned *seen, char *err, size_t errlen)
{
    if (t.len == 0)
        return tool_fail(err, errlen, "empty option (stray ',')");
    const char *eq = memchr(t.s, '=', t.len);
    if (!eq)
        return parse_flag(t, p, seen, err, errlen);
    span key = {t.s, (size_t)(eq - t.s)};
    span val = {eq + 1, t.len - key.len - 1};
    return parse_keyed(key, val, t, p, seen, err, errlen);
}

/* SIZES [ "*" BATCH ] */
static int parse_shape(span t, ufft_problem *p, char *err, size_t errlen)
{
    const char *star = memchr(t.s, '*', t.len);
    span sizes = {t.s, star ? (size_t)(star - t.s) : t.len};
    if (parse_dims(sizes, "size", p->desc.n, &p->desc.rank, err, errlen) != 0)
        return -1;
    if (!star)
        return 0;
    span batch = {star + 1, t.len - sizes.len - 1};
    return parse_positive(batch, "batch", &p->desc.batch, err, errlen);
}

int ufft_problem_parse(const char *text, ufft_problem *p, char *err, size_t errlen)
{
    if (errlen > 0)
        err[0] = '\0';
    if (!text || !p)
        return tool_fail(err, errlen, "no problem text");
    ufft_problem q;
    memset(&q, 0, sizeof q);
    q.direction = UFFT_FORWARD;

    const char *colon = strchr(text, ':');
    span prec = {text, colon ? (size_t)(colon - text) : strlen(text)};
    if (!colon)
        return tool_fail(err, errlen, "'%.*s' lacks the precision prefix (e.g. f32:1024)",
                         quote_len(prec), text);
    if (span_is(prec, "f32"))
        q.desc.precision = UFFT_F32;
    else if (span_is(prec, "f64"))
        q.desc.precision = UFFT_F64;
    else
        return tool_fail(err, errlen, "precision '%.*s' is not f32 or f64", quote_len(prec), text);

    const char *rest = colon + 1;
    const char *comma = strchr(rest, ',');
    span shape = {rest, comma ? (size_t)(comma - rest) : strlen(rest)};
    if (parse_shape(shape, &q, err, errlen) != 0)
        return -1;

    unsigned seen = 0;
    while (comma) {
        const char *start = comma + 1;
        comma = strchr(start, ',');
        span opt = {start, comma ? (size_t)(comma - start) : strlen(start)};
        if (parse_option(opt, &q, &seen, err, errlen) != 0)
            return -1;
    }
    *p = q;
    return 0;
}

/* ---------------------------------------------------------------- formatting */

/* Appends into a fixed buffer while counting the full length, as snprintf does. */
typedef struct sink {
    char *buf;
    size_t cap;
    size_t len;
} sink;

static void put(sink *o, const char *fmt, ...)
{
    char *at = o->len < o->cap ? o->buf + o->len : NULL;
    size_t room = o->len < o->cap ? o->cap - o->len : 0;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(at, room, fmt, ap);
    va_end(ap);
    if (n > 0)
        o->len += (size_t)n;
}

static void put_dims(sink *o, const int64_t *dims, int rank)
{
    for (int i = 0; i < rank; i++)
        put(o, i ? "x%lld" : "%lld", (long long)dims[i]);
}

static bool any_nonzero(const int64_t *dims, int rank)
{
    for (int i = 0; i < rank; i++)
        if (dims[i] != 0)
            return true;
    return false;
}

size_t ufft_problem_format(const ufft_problem *p, char *text, size_t len)
{
    sink o = {text, len, 0};
    if (len > 0)
        text[0] = '\0';
    if (!p)
        return 0;
    const ufft_desc *d = &p->desc;
    /* A rank outside 1..3 is printed as far as it can be, never read out of bounds. */
    int rank = d->rank < 0 ? 0 : d->rank > 3 ? 3 : d->rank;
    put(&o, "%s:", d->precision == UFFT_F64 ? "f64" : d->precision == UFFT_F32 ? "f32" : "f??");
    put_dims(&o, d->n, rank);
    if (d->batch != 0)
        put(&o, "*%lld", (long long)d->batch);
    if (d->placement == UFFT_IN_PLACE)
        put(&o, ",inplace");
    if (p->direction == UFFT_INVERSE)
        put(&o, ",inverse");
    if (d->kind == UFFT_R2C)
        put(&o, ",r2c");
    else if (d->kind == UFFT_C2R)
        put(&o, ",c2r");
    const char *names[] = {"istride", "idist", "ostride", "odist"};
    const int64_t values[] = {d->istride, d->idist, d->ostride, d->odist};
    for (int i = 0; i < 4; i++)
        if (values[i] != 0)
            put(&o, ",%s=%lld", names[i], (long long)values[i]);
    if (any_nonzero(d->inembed, rank)) {
        put(&o, ",inembed=");
        put_dims(&o, d->inembed, rank);
    }
    if (any_nonzero(d->onembed, rank)) {
        put(&o, ",onembed=");
        put_dims(&o, d->onembed, rank);
    }
    return o.len;
}
