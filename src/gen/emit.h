/* A line-oriented code emitter: indentation is tracked, text goes into a bounded,
 * growable buffer whose first failure sticks (checked once by the owner). */
#ifndef UFFT_GEN_EMIT_H
#define UFFT_GEN_EMIT_H

#include "gen/dialect.h"
#include "util/strbuf.h"

typedef struct ufft__emitter {
    ufft__strbuf out;
    int indent;
    const ufft__dialect *d;
} ufft__emitter;

void ufft__emit_init(ufft__emitter *e, const ufft__dialect *d);
/* One indented line. */
void ufft__emit(ufft__emitter *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A line ending in "{", then indents. */
void ufft__emit_open(ufft__emitter *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Dedents and writes "}" plus an optional suffix. */
void ufft__emit_close(ufft__emitter *e, const char *suffix);
void ufft__emit_blank(ufft__emitter *e);
/* A bare "{" that scopes temporaries; close with ufft__emit_close. */
void ufft__emit_block(ufft__emitter *e);
/* The emitted text, the caller's to free; NULL (the buffer freed) where emitting failed. */
char *ufft__emit_take(ufft__emitter *e);

#endif
