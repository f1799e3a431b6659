/*
 * One problem syntax for the command line, the tests and the benchmarks, so that any
 * failing or slow case can be replayed by pasting its name (cf. libbench2's "ocf1024").
 *
 *   PROBLEM  := PREC ":" SIZES [ "*" BATCH ] { "," OPTION }
 *   PREC     := "f32" | "f64"
 *   SIZES    := N { "x" N }                 row-major, first = slowest (rank 1..3)
 *   OPTION   := "inplace" | "inverse" | "r2c" | "c2r"
 *             | ("istride" | "idist" | "ostride" | "odist") "=" INT
 *             | ("inembed" | "onembed") "=" N { "x" N }
 *
 * Examples: "f32:1024*17", "f64:4096,inplace,inverse", "f32:64*3,istride=2,idist=130".
 * Unset layout fields stay 0 (the packed default). Direction defaults to forward.
 */
#ifndef UFFT_TOOLS_PROBLEM_H
#define UFFT_TOOLS_PROBLEM_H

#include <stddef.h>

#include "ufft.h"

typedef struct ufft_problem {
    ufft_desc desc;
    ufft_direction direction;
} ufft_problem;

/* Parses text into *p. Returns 0 on success; on failure returns -1 and writes a
 * one-line reason into err (NUL-terminated when errlen > 0). */
int ufft_problem_parse(const char *text, ufft_problem *p, char *err, size_t errlen);

/* Writes the canonical text of *p (only non-default options), NUL-terminated when
 * len > 0. Returns the full length. parse(format(p)) == p. */
size_t ufft_problem_format(const ufft_problem *p, char *text, size_t len);

#endif
