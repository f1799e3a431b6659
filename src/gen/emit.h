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
    bool fold;  /* local accesses as pointer plus constant (ufft__emit_at) */
    int pad_shift; /* PAD's: one element of padding after every 2^pad_shift (0: none) */
    bool nest9; /* radix-9 register butterflies as 3 x 3 (ufft__gen_dft) */
    bool pfa;   /* coprime nested butterflies by the prime-factor mapping (ufft__gen_dft) */
    int dit_fma; /* power-of-two butterflies up to this radix by decimation in time, 0: none */
    bool fold_io; /* twiddle reads, unit-stride device accesses as pointer plus constant */
    int rader_from; /* prime butterflies from this radix by Rader's algorithm (0: none) */
    /* Rader's kernels place x by a table of slots, and X too (gen/rader_fused.c) */
    bool rader_slots, rader_slots_out;
    /* device loads of Stockham passes through ld_prefetch (tuning load_prefetch) */
    bool prefetch;
    /* Called once inside the next exchange of register stages, between the work-items'
     * writes to local memory (and the barrier after them) and their reads, where a
     * work-item holds none of its values, then cleared; NULL: nothing. Bluestein's kernel
     * of several rows per group starts staging its next row there (gen/bluestein_fused.c). */
    void (*in_exchange)(struct ufft__emitter *e, const void *arg);
    const void *in_exchange_arg;
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
/* Element cb + PAD(i + k) of local array a, k a constant, as source text: a[cb +
 * PAD(i + k)], or where the emitter folds (programs of the kinds the tuning row names:
 * plan/plan.h, fold_at where unpadded, fold_pad where padded) (a + cb + i)[k], padded
 * (a + cb + PAD(i + k mod 2^s))[(k >> s)(2^s + 1)]. NVRTC addresses shared memory in 64
 * bits, where cb + i + k in 32 bits cannot fold k into the instruction's offset (the sum
 * might wrap) as nvcc's 32-bit shared pointers can: each access then costs its own index
 * arithmetic and registers (the f32 m = 5832 Bluestein kernel spilled at 80 registers
 * under NVRTC, not under nvcc). The text lives as long as the returned value. */
typedef struct ufft__at {
    char s[96];
} ufft__at;
ufft__at ufft__emit_at(ufft__emitter *e, const char *a, const char *i, long long k);
/* Twiddle k + i of table tw, i a work-item's index and k a constant: tw[k + i], or where
 * the emitter folds device accesses (tuning fold_io) (tw + i)[k]. The same reasoning as
 * ufft__emit_at's in 64-bit global addresses: k + i in 32 bits might wrap, so each read
 * of the indexed form costs its own index arithmetic, the folded one an offset in the
 * load instruction. */
ufft__at ufft__emit_tw(ufft__emitter *e, const char *i, long long k);
/* A load of element `at` of device pointer `base` as an expression: base[at], or where
 * the emitter says (prefetch: tuning load_prefetch) ld_prefetch(base + at). The text
 * lives as long as the returned value. */
typedef struct ufft__device_text {
    char s[192];
} ufft__device_text;
ufft__device_text ufft__emit_load(ufft__emitter *e, const char *base, const char *at);
/* The emitted text, the caller's to free; NULL (the buffer freed) where emitting failed. */
char *ufft__emit_take(ufft__emitter *e);

#endif
