#include "gen/emit.h"

#include <stdarg.h>
#include <stdio.h>

void ufft__emit_init(ufft__emitter *e, const ufft__dialect *d)
{
    ufft__strbuf_init(&e->out);
    e->indent = 0;
    e->d = d;
    e->fold = e->nest9 = e->pfa = e->fold_io = false;
    e->pad_shift = 0;
    e->dit_fma = 0;
    e->rader_from = 0;
    e->rader_slots = e->rader_slots_out = e->prefetch = false;
    e->in_exchange = NULL;
    e->in_exchange_arg = NULL;
}

ufft__at ufft__emit_at(ufft__emitter *e, const char *a, const char *i, long long k)
{
    ufft__at at;
    int n;
    if (!e->fold || k < 0) {
        n = snprintf(at.s, sizeof at.s, "%s[cb + PAD(%s + %lldu)]", a, i, k);
    } else if (!e->pad_shift) {
        n = snprintf(at.s, sizeof at.s, "(%s + cb + %s)[%lldu]", a, i, k);
    } else {
        /* k = q 2^s + r: PAD(i + k) = PAD(i + r) + q (2^s + 1) */
        long long block = 1LL << e->pad_shift, q = k / block, r = k % block;
        n = r ? snprintf(at.s, sizeof at.s, "(%s + cb + PAD(%s + %lldu))[%lldu]", a, i, r,
                         q * (block + 1))
              : snprintf(at.s, sizeof at.s, "(%s + cb + PAD(%s))[%lldu]", a, i, q * (block + 1));
    }
    if (n < 0 || (size_t)n >= sizeof at.s)
        e->out.failed = true; /* a generator bug: never emit a truncated line */
    return at;
}

ufft__device_text ufft__emit_load(ufft__emitter *e, const char *base, const char *at)
{
    ufft__device_text t = {{0}}; /* empty where the base and index do not fit */
    char ptr[sizeof t.s];
    int n = snprintf(ptr, sizeof ptr, "%s + %s", base, at);
    if (n >= 0 && (size_t)n < sizeof ptr)
        n = e->prefetch ? snprintf(t.s, sizeof t.s, "ld_prefetch(%s)", ptr)
                        : snprintf(t.s, sizeof t.s, "%s[%s]", base, at);
    if (n < 0 || (size_t)n >= sizeof t.s)
        e->out.failed = true; /* a generator bug: never emit a truncated line */
    return t;
}

ufft__at ufft__emit_tw(ufft__emitter *e, const char *i, long long k)
{
    ufft__at at;
    int n = e->fold_io ? snprintf(at.s, sizeof at.s, "(tw + %s)[%lld]", i, k)
                       : snprintf(at.s, sizeof at.s, "tw[%lld + %s]", k, i);
    if (n < 0 || (size_t)n >= sizeof at.s)
        e->out.failed = true;
    return at;
}

static void vline(ufft__emitter *e, const char *fmt, va_list ap, const char *tail)
{
    char line[4096]; /* radix 61's sums of 30 terms take about 1300 */
    int n = vsnprintf(line, sizeof line, fmt, ap);
    if (n < 0 || (size_t)n >= sizeof line) {
        e->out.failed = true; /* a generator bug: never emit a truncated line */
        return;
    }
    ufft__strbuf_printf(&e->out, "%*s%s%s\n", 4 * e->indent, "", line, tail);
}

void ufft__emit(ufft__emitter *e, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vline(e, fmt, ap, "");
    va_end(ap);
}

void ufft__emit_open(ufft__emitter *e, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vline(e, fmt, ap, " {");
    va_end(ap);
    e->indent++;
}

void ufft__emit_close(ufft__emitter *e, const char *suffix)
{
    if (e->indent > 0)
        e->indent--;
    ufft__strbuf_printf(&e->out, "%*s}%s\n", 4 * e->indent, "", suffix ? suffix : "");
}

void ufft__emit_blank(ufft__emitter *e) { ufft__strbuf_append(&e->out, "\n"); }

void ufft__emit_block(ufft__emitter *e)
{
    ufft__strbuf_printf(&e->out, "%*s{\n", 4 * e->indent, "");
    e->indent++;
}

char *ufft__emit_take(ufft__emitter *e)
{
    if (e->out.failed) {
        ufft__strbuf_free(&e->out);
        return NULL;
    }
    return e->out.data;
}
