/* Kernel source from a schedule: device- and buffer-agnostic text. */
#ifndef UFFT_GEN_GEN_H
#define UFFT_GEN_GEN_H

#include <stdbool.h>
#include <stddef.h>

#include "gen/dialect.h"
#include "gen/emit.h"
#include "plan/plan.h"

/* The complex multiply by a table entry in direction sign: the entry (forward, -1) or
 * its conjugate (inverse), so both directions share the forward tables. */
static inline const char *ufft__gen_mul(int sign) { return sign < 0 ? "c_mul" : "c_mulc"; }

/* The whole program of a plan: every pass, both directions. Returns malloc'ed text
 * or NULL when out of memory. */
char *ufft__gen_program(const ufft__dialect *d, const ufft__problem *pb, const ufft__schedule *s);

/* Text forms a program takes, as its schedule says (plan/plan.h, fold_at, nest9, pfa,
 * fold_io, fold_pad): local accesses as pointer plus constant, where the program is
 * padded one of a few bases plus a constant (ufft__emit_at), radix-9 register
 * butterflies as two radix-3 steps, composite ones of coprime factors by the
 * prime-factor mapping (ufft__gen_dft), Stockham stages' twiddle
 * reads (ufft__emit_tw) and register passes' unit-stride device accesses as pointer plus
 * constant, Rader's kernels in one placing x, and X (RADER_SLOTS_OUT), by a table of
 * slots (rader_slots, gen/rader_fused.c). */
enum {
    UFFT__FORM_FOLD = 1,
    UFFT__FORM_NEST9 = 2,
    UFFT__FORM_PFA = 4,
    UFFT__FORM_FOLD_IO = 8,
    UFFT__FORM_RADER_SLOTS = 16,
    UFFT__FORM_RADER_SLOTS_OUT = 32,
    UFFT__FORM_PREFETCH = 64,
    UFFT__FORM_FOLD_PAD = 128
};
/* The bits from this one hold the smallest prime radix a butterfly takes by Rader's
 * algorithm (rader_codelet; 0: none). */
#define UFFT__FORM_RADER_SHIFT 8
/* and from this one the largest radix of power-of-two butterflies by decimation in time
 * (dit_fma; 0: none) */
#define UFFT__FORM_DIT_SHIFT 16
static inline unsigned ufft__gen_forms(const ufft__schedule *s)
{
    return (s->fold_at ? UFFT__FORM_FOLD : 0u) | (s->nest9 ? UFFT__FORM_NEST9 : 0u) |
           (s->pfa ? UFFT__FORM_PFA : 0u) | (s->fold_io ? UFFT__FORM_FOLD_IO : 0u) |
           ((s->rader_slots & 1) ? UFFT__FORM_RADER_SLOTS : 0u) |
           ((s->rader_slots & 2) ? UFFT__FORM_RADER_SLOTS_OUT : 0u) |
           (s->load_prefetch ? UFFT__FORM_PREFETCH : 0u) |
           (s->fold_pad ? UFFT__FORM_FOLD_PAD : 0u) |
           ((unsigned)s->dit_fma << UFFT__FORM_DIT_SHIFT) |
           ((unsigned)s->rader_codelet << UFFT__FORM_RADER_SHIFT);
}

/* The program preamble: precision and index types, PAD, complex helpers; `what`
 * completes the heading comment ("fp32 <what>"); forms: UFFT__FORM_* bits. */
void ufft__gen_preamble(ufft__emitter *e, ufft_precision prec, bool idx64, int pad_shift,
                        unsigned forms, const char *what);

/* Bluestein's three steps in both directions, for any n and m (arguments, so one
 * program serves every length of a precision): ufft_blue_{in,mul,out}_{fwd,inv}. */
char *ufft__gen_bluestein_program(const ufft__dialect *d, ufft_precision prec);
/* Entry point of Bluestein step `step` (0 in, 1 multiply, 2 out) in direction sign. */
void ufft__gen_bluestein_name(char *buf, size_t len, int step, int sign);

/* Bluestein in one kernel per direction (ufft_blue_fused_{fwd,inv}) for every n with
 * m/4 < n <= m/2, where the convolution length m is the single register pass of s
 * (planned as a packed length-m problem); the spectrum B sits at table offset `spec`,
 * the chirp w right after it. Arguments as a pass's, with the length n (uint) after
 * the number of rows. */
char *ufft__gen_bluestein_fused_program(const ufft__dialect *d, ufft_precision prec,
                                        const ufft__schedule *s, int64_t spec);
void ufft__gen_bluestein_fused_name(char *buf, size_t len, int sign);
/* The same program's kernels where s splits the convolution into s->cosets parts of
 * one row (gen/bluestein_cosets.c; ufft__gen_bluestein_fused_program emits them then),
 * columns of a group or, with cluster, the groups of a cluster: for every n with
 * P/2 < n <= P, P = ps's length, m = cosets x P; B by parts at `spec`, the chirp's
 * tables after it (ufft__bluestein_coset_tables). */
void ufft__gen_bluestein_cosets_kernels(ufft__emitter *e, ufft_precision prec,
                                        const ufft__pass *ps, int cosets, bool cluster,
                                        int64_t spec);
/* The same kernels into e (after its preamble), pass ps: q = 0 and split = 1 as above;
 * or pass 0 of a split plan (ufft__split), length q built in (no n argument) over the
 * `split` = n / q columns of each row; with `one`, the whole split plan (ufft__split.one:
 * groups of whole rows ending in the radix-S step, its table after the chirp); with
 * tail >= 0, the split's last pass instead (ufft__split.tail_q), pass `tail` of its
 * schedule, named by ufft__gen_split_tail_name: its inputs scaled by that pass's
 * twiddles (tw_pass<tail>, emitted before), its outputs where its inputs were; else -1. */
void ufft__gen_bluestein_kernels(ufft__emitter *e, ufft_precision prec, const ufft__pass *ps,
                                 int64_t spec, int64_t q, int64_t split, bool one, int tail);

/* The same on clusters of `groups` groups (gen/bluestein_cluster.c; s holds the
 * length-m/groups pass, spec as above, W_m's table after the chirp); NULL where the
 * dialect has no clusters. */
char *ufft__gen_bluestein_cluster_program(const ufft__dialect *d, ufft_precision prec,
                                          const ufft__schedule *s, int64_t spec, int groups);
void ufft__gen_bluestein_cluster_name(char *buf, size_t len, int sign);

/* Bluestein in three kernels per direction (ufft_blue3_{a,b,c}_{fwd,inv}) for every n
 * with 2n - 1 <= m, m = p0 x p1 the lengths of s's two passes
 * (ufft__plan_bluestein_three); B by columns of pass 1 at table offset `spec`, the chirp
 * m after it. Arguments as the one-kernel Bluestein's; a, c over m / p0 columns per
 * row, b over m / p1, in rounds of rows whose length-m copies the workspace holds.
 * With p nonzero, Rader's form for prime p = m + 1 and generator g instead
 * (ufft__plan_rader_three): both spectra at `spec`, no chirp, and one more workspace
 * element per row of the round after their copies. Where s has three passes (m = p0 x
 * p1 x p2, ufft__plan_bluestein_five; Bluestein's only), five kernels
 * (ufft_blue3_{a..e}): a and e as a and c, b and d over m / p1 columns, c over m / p2,
 * B by columns of pass 2 (ufft__bluestein_tables with cols p0, mid p1). */
char *ufft__gen_bluestein_three_program(const ufft__dialect *d, ufft_precision prec,
                                        const ufft__schedule *s, int64_t spec, int64_t p,
                                        int64_t g);
void ufft__gen_bluestein_three_name(char *buf, size_t len, int kernel, int sign);

/* Rader in one kernel per direction (ufft_rader_fused_{fwd,inv}) for prime p with
 * generator g, where L = p - 1 is the single register pass of s (planned as a packed
 * length-L problem, its local memory counting one more element per row); the forward
 * spectrum sits at table offset `spec`, the inverse one L after it. Arguments as a
 * pass's. */
char *ufft__gen_rader_fused_program(const ufft__dialect *d, ufft_precision prec,
                                    const ufft__schedule *s, int64_t spec, int64_t p, int64_t g);
void ufft__gen_rader_fused_name(char *buf, size_t len, int sign);

/* The one-kernel programs as a plan loads them (gen/one_kernel.c), from the schedule
 * planning left: Rader's for pb (ufft__plan_rader_fused, generator g) with the text
 * forms tu gives it; Bluestein's whole length of convolution length m (the fused route,
 * not on clusters: ufft__plan_bluestein), its rows staged as tu's list entry for m asks
 * (ufft__blue_rows_apply), then its text forms (ufft__blue_forms). Both finish s in
 * place, so each takes a schedule as planned, once; NULL when out of memory. */
char *ufft__gen_rader_one(const ufft__dialect *d, const ufft__device_caps *caps,
                          const ufft__tuning *tu, const ufft__problem *pb, ufft__schedule *s,
                          int64_t g);
char *ufft__gen_bluestein_one(const ufft__dialect *d, const ufft__device_caps *caps,
                              const ufft__tuning *tu, const ufft__problem *pb, int64_t m,
                              ufft__schedule *s);

/* The same kernels into e (after its preamble): rader_pow and both directions, rows of
 * `split` columns each: 1, or pass 0 of a split plan (ufft__split) over n / p columns;
 * with `one`, the whole split plan (ufft__split.one: groups of whole rows ending in the
 * radix-S step, its table after both spectra); tail as Bluestein's (rader_pow_tail). */
void ufft__gen_rader_kernels(ufft__emitter *e, ufft_precision prec, const ufft__pass *ps,
                             int64_t spec, int64_t p, int64_t g, int64_t split, bool one, int tail);
/* Entry point of a split plan's last pass in direction sign (ufft__split.tail_q):
 * ufft_{blue,rader}_tail_{fwd,inv}. */
void ufft__gen_split_tail_name(char *buf, size_t len, bool blue, int sign);

/* Writes into buf the lds index of element k of column col (expressions) of a kernel's
 * group; arg: the kernel's layout. */
typedef void (*ufft__lds_at)(char *buf, size_t len, const void *arg, const char *col,
                             const char *k);
/* The end of a split plan in one kernel (ufft__split.one, gen/split.c): the radix-S step
 * over the group's whole rows of S columns, each column's q-point transform in lds (at),
 * W_n^(j k) from row j - 1 of q at table offset `table`, X straight to device memory.
 * prologue (or NULL): a statement for each k before its S reads. */
void ufft__gen_split_step(ufft__emitter *e, const ufft__pass *ps, int64_t q, int64_t S, int sign,
                          bool f64, int64_t table, ufft__lds_at at, const void *arg,
                          const char *prologue);

/* A split plan's program (ufft__split): pass 0 as Rader's kernels for q (sp->g) or
 * Bluestein's (sp->m) over the n / q columns of each row (sp->head: their pass; their
 * tables at `spec`), then the kernels of passes 1.. of s. */
char *ufft__gen_split_program(const ufft__dialect *d, const ufft__problem *pb,
                              const ufft__schedule *s, const ufft__split *sp, int64_t spec);

/* Appends the kernel of pass `index` in direction `sign` (-1 forward, +1 inverse). */
void ufft__gen_pass(ufft__emitter *e, const ufft__problem *pb, const ufft__schedule *s, int index,
                    int sign);

/* Stage twiddles of one butterfly (v<slot[m]> *= W^(m jr), jr in scope, row m of the
 * stage's table at base + (m-1)*nsl + jr) as products of two table rows where the pass
 * asks for radix R (ufft__pass.pairs_pow2; ufft__gen_pairs_for). */
bool ufft__gen_pairs_for(const ufft__pass *ps, int R);
void ufft__gen_twiddle_pairs(ufft__emitter *e, int R, const int *slot, int sign, int64_t base,
                             int64_t nsl);
/* The radix stages of register pass ps on v0..v(elems-1) of work-item t of column c
 * (exchanges through `lds` at column base cb): slot i holds element t + i*T in
 * natural order before and after. lds_busy: other work-items may still be reading lds,
 * so the first exchange waits for them. */
void ufft__gen_register_stages(ufft__emitter *e, const ufft__pass *ps, int sign, bool f64,
                               bool lds_busy);
/* The inverse register stages of a kernel that has run the forward ones of the same pass
 * (Bluestein's and Rader's in one kernel), made to recompute what the forward stages
 * computed: where the dialect has an opaque move (CUDA) they run in a block whose t the
 * compiler cannot see through, left open for the caller's code after them (returns
 * whether one is open; close it with ufft__emit_close). */
bool ufft__gen_inverse_register_stages(ufft__emitter *e, const ufft__pass *ps, bool f64);
/* Opens a block whose t is the enclosing t through a value the compiler cannot see
 * through (the dialect's opaque_u32), so addresses computed from it are not kept live
 * from earlier uses; false (nothing opened) where the dialect has none. */
bool ufft__gen_open_opaque_t(ufft__emitter *e);

/* The stages of generic pass ps over column base cb, from local buffer a (natural
 * order, read after a barrier) alternating with b (the same buffer for one-buffer
 * passes); each stage ends with a barrier. Returns the buffer that holds the result,
 * in natural order. */
const char *ufft__gen_generic_stages(ufft__emitter *e, const ufft__pass *ps, int sign, bool f64,
                                     const char *a, const char *b);

/* A cluster's pass 1 (ufft__schedule.cluster, gen/cluster.c), after pass 0's register
 * stages have left each group's outputs in its `lds`, natural order per column: reads
 * them from the cluster's groups, takes the radix-p1 step and stores the row. */
void ufft__gen_cluster_step(ufft__emitter *e, const ufft__problem *pb, const ufft__schedule *s,
                            int sign);

/* The same for a generic pass (stages through local memory, any radices). */
void ufft__gen_pass_generic(ufft__emitter *e, const ufft__problem *pb, const ufft__schedule *s,
                            int index, int sign);

/* Opens pass `index`'s kernel: twiddle helper, a comment naming what it computes (with
 * `stages` saying how it runs them), the entry point and its offset lines; the caller
 * writes the body and closes it. */
void ufft__gen_pass_open(ufft__emitter *e, const ufft__problem *pb, const ufft__schedule *s,
                         int index, int sign, const char *stages);

/* Opens a kernel that takes whole rows of the batch (Bluestein's and Rader's in one
 * kernel, shaped like pass ps: a column per row): attributes (clusters of `cluster`
 * groups where it is not 0; their groups take one column each), the entry point (a pass's arguments, with the length `n`
 * after the rows where with_n), the offsets, `lds` of lds_elems, and the work-item's t,
 * column c, first row row0 (the group's index times ps->cols) and column base cb. The
 * caller writes the body and closes it. */
void ufft__gen_rows_kernel_open(ufft__emitter *e, const ufft__pass *ps, const char *name,
                                bool with_n, long long lds_elems, int cluster);

/* Declares the kernel's local buffer `lds` of `elems` complex elements (dynamic local
 * memory where the dialect sizes it at launch). */
void ufft__gen_lds(ufft__emitter *e, long long elems);
/* The same for split passes (ufft__pass.split): `ldr` of `elems` reals. */
void ufft__gen_lds_real(ufft__emitter *e, long long elems);

/* The group's columns between device memory and local buffer `buf`, coalesced
 * (passes with ns == 1; staged_io.c). The caller adds the barriers. */
void ufft__gen_staged_io(ufft__emitter *e, const ufft__problem *pb, const ufft__pass *ps,
                         bool load, const char *buf);
/* A split pass's staged store, one real part at a time: part ".x" gathers the real parts
 * from buf into the registers w<r> that ufft__gen_staged_rounds_decl declares, ".y" the
 * imaginary ones, and then stores w<r>. */
void ufft__gen_staged_rounds_decl(ufft__emitter *e, const ufft__pass *ps);
void ufft__gen_staged_io_part(ufft__emitter *e, const ufft__problem *pb, const ufft__pass *ps,
                              const char *buf, const char *part);

/* tw_pass<index>(tw, m) = W_{ns p}^m of a pass with ns > 1 (nothing otherwise); emitted
 * once per pass, before its kernels. */
void ufft__gen_twiddle_fn(ufft__emitter *e, const ufft__pass *ps, int index);

/* Entry point name of pass `pass` in direction `sign` (-1 forward, +1 inverse). */
void ufft__gen_kernel_name(char *buf, size_t len, int pass, int sign);

/* An in-register DFT of radix r (a power of two ≤ UFFT__MAX_RADIX, odd ≤ UFFT__MAX_PRIME,
 * or even ≤ UFFT__MAX_GENERIC_RADIX with such an odd part and power of two)
 * over the variables v<slot[0]> … v<slot[r-1]>, in place, natural order in and out;
 * sign -1 forward. */
void ufft__gen_dft(ufft__emitter *e, int r, const int *slot, int sign, int f64);

/* The DFT of an odd prime radix r (the direct form) with output k stored to
 * buf[cb + PAD(o + k*stride)] (cb and o in scope; into its slot when sink is NULL, as
 * ufft__gen_dft does) as soon as its pair is summed, so it
 * holds the pair sums and differences but not the outputs as well: about half the
 * registers, which radix 37..61 needs (f32 radix 61 spilled 164 bytes at 255 registers,
 * then 0). */
typedef struct ufft__dft_sink {
    const char *buf;
    long long stride;
    /* NULL: buf is local memory (lds at cb + PAD(...)); else buf is the column in device
     * memory and this its stride as a suffix of the index ("" or " * ostride") */
    const char *device_stride;
    /* buf (device memory, unit stride) points at the butterfly's output 0 already: output
     * k at buf[k*stride] (tuning direct_base) */
    bool based;
} ufft__dft_sink;
/* Output k of butterfly o (buf at o + k*stride): `value` stored to the sink. */
void ufft__gen_sink_store(ufft__emitter *e, const ufft__dft_sink *sink, int k, const char *value);
void ufft__gen_dft_odd_to(ufft__emitter *e, int r, const int *slot, int sign, int f64,
                          const ufft__dft_sink *sink);
/* cos and sin of 2 pi km / r as literals of the precision's real type, the constants of
 * the direct-form odd codelets (ufft__gen_dft_odd_to, spread stages) */
void ufft__gen_root_literals(int km, int r, bool f64, char *cs, char *sn, size_t len);
/* Whether ufft__gen_dft writes radix r in that direct form (odd, not split: the primes
 * and 9), so that ufft__gen_dft_odd_to with a sink may take its place. */
bool ufft__gen_dft_is_odd_direct(int r);
/* Whether ufft__gen_dft writes radix r by Rader's algorithm (a prime from the emitter's
 * rader_from): all outputs at once, so never streamed to a sink. */
bool ufft__gen_dft_by_rader(const ufft__emitter *e, int r);

#endif
