/* What the planner decides, as plain data: the generator turns a pass into source and
 * the api layer turns a schedule into launches; neither re-derives a choice. */
#ifndef UFFT_PLAN_PLAN_H
#define UFFT_PLAN_PLAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "backend/backend.h"
#include "ufft.h"

#define UFFT__MAX_PASSES 8
#define UFFT__MAX_STAGES 24
#define UFFT__MAX_RADIX 16
/* Register passes of powers of two: elements per work-item (their radix), at most
 * (UFFT__MAX_RADIX, or a row's max_elems where one group has its unit to itself). */
#define UFFT__MAX_ELEMS 32
/* The largest prime factor that the Stockham passes can take, as one radix-p codelet
 * (the symmetric odd form, about p^2 real operations); each device row takes up to its
 * max_prime_f32/f64 (ufft__max_prime), lengths with a larger one go to Rader or
 * Bluestein. Also the largest radix of any stage. */
#define UFFT__MAX_PRIME 61
/* The largest prime factor of a fused Rader kernel's length-(p-1) pass (plan/rader.c)
 * where the row names no lower one (ufft__tuning.rader_max_prime). */
#define UFFT__RADER_MAX_PRIME 31
/* The largest radix of a generic pass's stage that is not a power of two or a prime:
 * composites run as a Cooley-Tukey step in registers (gen/codelet.c). */
#define UFFT__MAX_GENERIC_RADIX 32
/* The largest such composite a row (ufft__tuning.composite) or a length's entry
 * (ufft__length_choice.composite) may allow instead: cuFFT's f32 6125 runs radix 35. */
#define UFFT__MAX_COMPOSITE 60
/* The largest radix of any stage: the size of a butterfly's slot lists. */
#define UFFT__MAX_STAGE_RADIX \
    (UFFT__MAX_PRIME > UFFT__MAX_COMPOSITE ? UFFT__MAX_PRIME : UFFT__MAX_COMPOSITE)

/* Codelets (plan/radix.c). ufft__radix_split: the first factor a of the radix-r codelet's
 * Cooley-Tukey form a x (r/a) in registers, or 0 where it is one piece (powers of two:
 * a radix-2 network; odd primes and 9: the symmetric direct form). ufft__radix_ops: its
 * real operations, for the planner's cost model. ufft__radix_supported: whether a
 * codelet exists, composites up to max_composite (the registers they may hold). */
int ufft__radix_split(int r);
/* Whether radix r's codelet is the symmetric direct form: odd and not split (the primes
 * and 9), the form whose outputs may stream (ufft__gen_dft_odd_to). */
bool ufft__radix_odd_direct(int r);
double ufft__radix_ops(int r);
bool ufft__radix_supported(int r, int max_composite);
/* Whether prime radix r's codelet takes Rader's form (gen/codelet.c) where the tuning
 * asks for it from radix `from` (0: never): only where r - 1 has no prime factor above
 * 13, so that its two length-(r - 1) butterflies are cheap. In sm_90 SASS of one f32
 * radix-r pass Rader's form took fewer floating-point instructions than the direct
 * form's for 37 (-23 %), 41 (-15 %), 43 (-5 %), 53 (-13 %) and 61 (-37 %), 5 % more for
 * 31 but 96 registers instead of 128, 15-130 % more for 17..29; 47 and 59 (r - 1 =
 * 2 x 23, 2 x 29) would take about twice as many, which this excludes. The tuning's
 * `from` settles the rest. */
bool ufft__rader_codelet(int r, int from);

struct ufft__pass;
/* The column stride in [p, p + one row of the banks) at which a single register pass's
 * local accesses take the fewest wavefronts by the model of plan/banks.c; p where the
 * pass is generic, split or of one column. */
int64_t ufft__bank_stride(const struct ufft__pass *ps, size_t elem_bytes);
/* For a single register pass without padding, of one column or, with `several`, of
 * any: each exchange's skew (ufft__pass.skew) that the model of plan/banks.c finds
 * fewest wavefronts for within a column, into ps->skew; returns the column stride the
 * pass then takes: one column's span (ps->p where none is skewed), or for several the
 * stride from that span up at which the group's accesses take fewest wavefronts; a
 * pass it does not lay out (generic, split, padded) keeps ps->lstride. */
int64_t ufft__exchange_skews(struct ufft__pass *ps, size_t elem_bytes, bool several);

/* A validated rank-1 C2C problem with every default filled in. */
typedef struct ufft__problem {
    int64_t n, batch;
    ufft_precision precision;
    ufft_placement placement;
    int64_t istride, idist, ostride, odist;
    size_t elem_bytes;  /* one complex element */
    int64_t in_extent;  /* elements spanned by the input layout: (batch-1)*idist+(n-1)*istride+1 */
    int64_t out_extent;
} ufft__problem;

/* A convolution length for Bluestein in one kernel, the groups per compute unit its
 * kernel's launch bound asks for where fewer than the planner's hint ran faster (0:
 * the hint), its local memory's padding where another than the row's ran faster
 * (0: the row's pad_bytes; UFFT__PAD_NONE: none), the text forms its kernel keeps
 * plain where the row asks for them in Bluestein's (ufft__blue_plain): UFFT__PLAIN_FOLD
 * local accesses indexed (fold_at), UFFT__PLAIN_PFA composite butterflies with twiddles
 * (pfa), UFFT__PLAIN_SKEW exchanges unskewed (exchange_skew), UFFT__PLAIN_DIT power-of-two
 * butterflies by decimation in frequency (dit_fma), the length a split in
 * one kernel weighs itself against instead of m where
 * the splits measured faster than this m (ufft__blue_split_weight; 0: m), in fp64 its
 * register pass's elements per work-item and composite radices up to reg instead of the
 * row's (as reg_f64; 0: the row's): m = 324 as 18 x 18, and the length a split in one
 * kernel counts each of its columns' convolutions as where this m is its head's
 * (ufft__blue_head_weight; 0: m): a faster m keeps the splits a slower one had. */
#define UFFT__PAD_NONE UINT32_MAX
enum { UFFT__PLAIN_FOLD = 1, UFFT__PLAIN_PFA = 2, UFFT__PLAIN_SKEW = 4, UFFT__PLAIN_DIT = 8 };
typedef struct ufft__blue_length {
    uint32_t m, groups, pad_bytes, plain, split_weight, reg, head_weight;
} ufft__blue_length;

/* A prime length's measured route, ending a list in {0}: rader 1 runs it as Rader in one
 * kernel wherever that kernel fits (p - 1's radices up to UFFT__RADER_MAX_PRIME, no
 * ratio or element limit), 0 as Bluestein; Rader's kernel then planned with `threads`
 * work-items per group and the cost model's choice of `rank` where they ran faster
 * (0: the row's; each while the row's threads_listed / rank_listed is on). */
typedef struct ufft__prime_route {
    uint32_t p, rader, threads, rank;
} ufft__prime_route;

/* A length and a count the row measured for it; a list is ascending and ends in {0}.
 * ufft__tuning.few_on_f32/f64: its single generic pass runs in cuFFT's shape at most
 * `count` work-items per group; few_groups_on_f32/f64: that pass asks for at least
 * `count` groups per unit (1: the planner's hint alone). */
typedef struct ufft__length_count {
    uint32_t n, count;
} ufft__length_count;

/* The count of n in such a list, 0 where it has none (NULL: empty). */
uint32_t ufft__listed_count(const ufft__length_count *list, int64_t n);

/* A length the row measured faster with choices its rules do not make; a list ends in
 * {0}. spread_from, spread_most: its generic stages spread over work-items
 * (ufft__pass.spread) from radix spread_from into at most spread_most parts (0: as the
 * rules say); direct: 1 its generic single pass reads and writes device memory directly
 * below the direct_io threshold too (ufft__pass.direct_io), 2 never, through local
 * memory above it too; reg: in fp64, register
 * passes' elements per work-item and composite radices up to this (as reg_f64; 0: as
 * the rules say); rank: the cost model's choice of this rank (as generic_rank; 0: its
 * cheapest); one: its generic passes may keep one local buffer (as one_buffer), 2 keep
 * one wherever the cost model finds such a pass (as one_buffer=2);
 * threads: the work-items per group its passes are planned with (as threads; 0: the
 * row's); groups: the groups per unit its launch bounds ask for at least (as min_groups;
 * 0: the row's); generic: 1 plans no register passes, only generic ones (as reg_elems=0,
 * while reg_listed is on); composite: composite radices up to this, either precision
 * (as composite; 0: the rules'). */
typedef struct ufft__length_choice {
    uint32_t n;
    uint8_t spread_from, spread_most, direct, reg, rank, one;
    uint16_t threads;
    uint8_t groups, generic, composite;
} ufft__length_choice;

/* A length a row measured faster on fast memory (tuning fast_mem_gbps) under other values
 * of its own knobs: `knobs` sets them as UFFT_TUNING would for that length alone
 * ("key=value,..."; e.g. one_buffer=2,min_groups=8 or direct_io=8), over the row the
 * context plans with. A list is ascending and ends in {0, NULL}. */
typedef struct ufft__fast_choice {
    uint32_t n;
    const char *knobs;
} ufft__fast_choice;

/* Per device class: the knobs the planner reads instead of scattered constants. */
typedef struct ufft__tuning {
    const char *name;
    uint32_t local_bytes;     /* most local memory one group may use */
    uint32_t threads;         /* preferred work-items per group */
    /* Single generic passes (the whole transform) with a stage of radix above 16 gather
     * columns into a group until it has this many work-items instead of `threads` (0:
     * threads), per precision; but the lengths of narrow_off_f32/f64 (ascending, ending
     * in 0; NULL: none) while narrow_listed is on. On the H100 (CUDA) every such length
     * of 2..8192, timed both ways in one call (bench/results/2026-11-25-h100-narrow.md):
     * 64 (f32, 954 lengths) 1.034x faster, 32 (f64, 649 of 2..4096) 1.058x; long
     * butterflies leave a wide group waiting at each barrier (f64 87 = 29 x 3: 64 columns
     * of 3 work-items, one group per unit by local memory; 0.79 -> 1.03x cuFFT in 16 columns).
     * Listed off: those below 0.97x (f32 158, f64 102; 0.48x at worst); the others ran
     * 1.059x / 1.094x. */
    uint32_t narrow_f32, narrow_f64;
    const uint32_t *narrow_off_f32, *narrow_off_f64;
    uint32_t narrow_listed;
    uint32_t max_threads;     /* never more than this per group */
    int elems_f32, elems_f64; /* elements each work-item holds in registers, at least */
    /* More elements per work-item (up to UFFT__MAX_RADIX) while one column would
     * otherwise need more work-items than this: fewer, fuller threads per group. */
    uint32_t col_threads;
    /* The same up to this many (a power of two up to UFFT__MAX_ELEMS; at most
     * UFFT__MAX_RADIX: no more) for a power of two in one pass whose group takes more
     * than half of local_bytes. */
    uint32_t max_elems;
    /* Single-pass kernels whose columns span fewer work-items than this load and store
     * through local memory, so that neighbouring items touch neighbouring addresses. */
    uint32_t stage_below;
    /* The same where a column's work-items span fewer than this many bytes of one
     * element each (0: only stage_below): below one 128-byte line a warp's direct loads
     * touch a few short runs in several columns. On the H100 with bank_stride, 128:
     * f32 (fewer than 16 work-items per column) 75 0.91 -> 1.02x cuFFT, 150 0.91 ->
     * 1.06x; f64 (fewer than 8) 75 1.03 -> 1.08x (2026-11-26-h100-banks.md). */
    uint32_t stage_bytes;
    uint32_t min_groups;      /* groups the compiler should fit on one compute unit, at most */
    /* On devices whose memory moves at least fast_mem_gbps GB/s (caps mem_gbps; 0: off),
     * fp32 single passes of the whole length whose stage radices have no prime factor
     * above 16 ask for up to fast_groups_f32 groups instead of min_groups (0: they do
     * not): the same instructions must then hide a shorter time per byte. On the H200
     * (4.9 TB/s) f32 1859 = 13 x 13 x 11 ran 30 warps per unit (5 groups of 64
     * registers) against cuFFT's 35 at about as many instructions, issuing 0.64 per
     * cycle to cuFFT's 0.75 (0.85-0.90x cuFFT); at 6 groups 0.95x. Over all 298 f32 lengths
     * of 2..8192 it changes, 6 groups ran 1.0025x: from 0.90x (1274 = 14 x 13 x 7) to
     * 1.095x (2352); stages of primes 17..29 lost up to 7% (2527), and fp64 up to 22%
     * (464) (2026-11-28-h200-sweep.md). Not a rule, so the sm_90 row leaves it at 0 and
     * its fast-memory list gives the 55 lengths that won min_groups=6. */
    uint32_t fast_mem_gbps, fast_groups_f32;
    /* On such devices, while fast_choices is on, the lengths of fast_lengths_f32/f64
     * (NULL: none) plan with their entry's knobs (ufft__fast_choice). On the H200 one
     * local buffer, 8 groups per unit, cuFFT's shape, the cost model's runner-up or
     * other group widths took f32 lengths below cuFFT 1.06-1.07x faster, f64 1.11x
     * (2026-11-28-h200-lengths.md); generic passes of 8 or more work-items per column
     * reading and writing device memory directly (direct_io=8) f32 1.07x, f64 1.10x
     * where they won, though not as a rule (f32 0.975x over all 421 lengths it changes;
     * 2026-11-28-h200-direct.md). */
    const ufft__fast_choice *fast_lengths_f32, *fast_lengths_f64;
    /* Below fast_mem_gbps (and on every device where it is 0), while fast_choices is on,
     * the lengths of slow_lengths_f32/f64 (NULL: none) plan with their entry's knobs the
     * same way: knob sets that won on the H100 (3352 GB/s) where the row's own table
     * (ufft__length_choice) has no field for them, such as least_groups or direct_base
     * for one length (2026-12-05-h100-sweep-full.md). */
    const ufft__fast_choice *slow_lengths_f32, *slow_lengths_f64;
    uint32_t fast_choices;
    /* Single register passes of lengths other than powers of two (the whole transform;
     * not Rader's, Bluestein's or a split head's kernel, which keep their own hints)
     * whose launch bound would ask for one group per unit count reg_pass_regs registers
     * beyond 1.5 times their elements' words instead of 32: a second group where those
     * fit (0: off); the lengths of reg_pass_on_f32/f64 (ascending, ending in 0; NULL:
     * none) count so up to min_groups. On the H100 one group left a unit waiting at
     * each barrier: f32 6250 = 10 x 5^4 (625 work-items of 80 registers) ran 0.82x
     * cuFFT, 1.05x at two groups (2026-11-25-h100-reg-groups.md). */
    uint32_t reg_pass_regs;
    const uint32_t *reg_pass_on_f32, *reg_pass_on_f64;
    /* Single generic passes (the whole transform) in cuFFT's shape, where the planner
     * finds one: one local buffer, few work-items per group, each taking whole butterflies
     * of composite radices up to 32 (fp64 too). few_threads: 0 off; else, while few_listed
     * is 0, every length at most that many work-items per group; while it is 1, the
     * lengths of few_on_f32/f64 (ascending, ending in {0}; NULL: none) at their entries'.
     * Not Rader's, Bluestein's or a split head's pass. On the H100
     * (2026-11-26-h100-few.md), at 256 work-items, every length of 2..8192 it changes (f32
     * 1080, f64 1075) ran 0.995x / 1.021x of the row's wider two-buffer groups, from 0.97x
     * for the shortest to 1.04x / 1.08x past 4096 (f64 1083 = 19 x 19 x 3: 57 work-items of
     * whole radix-19 butterflies instead of 171 thirds of them, 1.39x); at 384 or 512 the
     * longer lengths that 256 cannot hold ran 1.02-1.14x. Listed: those 3% or more faster,
     * at the faster count (f32 558 lengths, f64 612; 11 of the slowest at 192..1024);
     * then, at two groups per unit (few_groups_f32), 123 more f32 lengths (681). */
    uint32_t few_threads, few_listed;
    /* Those passes ask the compiler for at least this many groups per unit where their
     * local memory and work-items fit (0: the planner's hint), per precision. On the H100
     * f32's longest (6069..8190, 71 lengths) ran 1.097x at 2 where the hint gave one
     * group of 109 registers (f32 7350 0.89 -> 1.00x cuFFT); f64's spilled (0.72x;
     * 2026-11-26-h100-banks.md). */
    uint32_t few_groups_f32, few_groups_f64;
    /* Listed lengths' own groups instead (ascending; NULL: none), while few_listed is on. */
    const ufft__length_count *few_groups_on_f32, *few_groups_on_f64;
    const ufft__length_count *few_on_f32, *few_on_f64;
    /* Single register passes (the whole transform) ask the compiler for this many groups
     * per unit where their local memory and work-items fit, whatever the planner's
     * register estimate (0: its hint); else the count of their length in
     * pass_groups_on_f32/f64 (ascending, ending in {0}; NULL: none). The estimate counts
     * half as many registers again as an odd-length pass's values take, so a second
     * group was never asked for f64 5400 = 30 x 30 x 6 (30 values a work-item: 188
     * registers estimated), where ptxas fits two groups in 168 without spilling and
     * cuFFT runs the same shape at two (Nsight Compute; 2026-11-26-h100-pass-groups.md). */
    uint32_t pass_groups;
    const ufft__length_count *pass_groups_on_f32, *pass_groups_on_f64;
    uint32_t cu_regs;         /* 32-bit registers per compute unit; 0: not a constraint */
    /* Scheduler partitions of a compute unit, each with its share of cu_regs and of the
     * resident warps (4 on sm_90). Generic passes in the precisions of parts_bound's
     * bits (1 fp32, 2 fp64) ask for groups whose registers fit the fullest partition
     * (down to two groups), the others for what fits one pool of cu_regs. */
    uint32_t cu_parts, parts_bound;
    uint32_t coalesce_bytes;  /* contiguous bytes a strided pass reads per row */
    /* Plans of three or more passes read rows of this many bytes instead, where that
     * adds no pass (0: coalesce_bytes). On the H100 128-byte rows took f32 2^23..2^27
     * from 0.75-1.04x cuFFT to 0.80-1.14x but cost two-pass sizes 2-4% (2^21 and 2^22
     * needed a third pass: 0.73-0.79x), 2026-11-23-h100-models.md. */
    uint32_t coalesce_deep;
    /* 1: coalesce_deep for the passes after a split plan's head too, where the plan has
     * three passes or more (the head's one included). On the H100 (CUDA row) the row's
     * 64-byte columns had left such plans a long middle pass and a short last one (f64
     * 535854 = 353 x 759 x 2); at 128 bytes they balance (353 x 253 x 6): 1.067x (f32) /
     * 1.062x (f64) over 40 held-out lengths each of 40001..5e6 that it changes, f64
     * 508928 0.97 -> 1.03x cuFFT (2026-11-27-h100-deep-split.md). */
    uint32_t deep_split;
    /* With deep_split: those passes read rows of up to this many bytes, halving down to
     * coalesce_deep's, where the passes stay as many (0: coalesce_deep's). On the H100
     * 256 bytes ran f64 1.027x, f32 1.030x over 42 held-out split plans each that they
     * change (0.85-1.16x; 3.09 -> 3.18x and 2.80 -> 2.88x cuFFT),
     * 2026-11-28-h100-wide-rows.md. */
    uint32_t split_rows;
    /* Local memory: one padding element after every pad_bytes of elements (one row of
     * the banks), so strided exchanges spread over banks; 0 for none. odd_pad = 1: none
     * for lengths that are not powers of two and run in one pass (their strides are not
     * powers of two either); 0: as pad_bytes. */
    uint32_t pad_bytes;
    uint32_t odd_pad;
    /* Single register passes of several columns without padding (odd_pad): the column
     * stride that a model of the banks finds fewest wavefronts for, from p up to p plus
     * one row of the banks (ufft__bank_stride); bits: 1 fp32, 2 fp64. Not Rader's,
     * Bluestein's or a split head's pass (they pad, or lay their columns out their own
     * way). */
    uint32_t bank_stride;
    /* Single register passes without padding, of one column (any, with skew_cols):
     * each exchange's blocks of B elements skewed by the words the model of the banks
     * finds fewest wavefronts for (ufft__pass.skew, ufft__exchange_skews); bits: 1 fp32,
     * 2 fp64 Stockham passes, 4 fp32, 8 fp64 Rader's and Bluestein's kernels. */
    uint32_t exchange_skew;
    /* exchange_skew in passes of several columns too, which then take the column stride
     * the model finds fewest wavefronts for (bits: 1 fp32, 2 fp64); and Bluestein's and
     * Rader's three kernels of other lengths than powers of two (m = p0 x p1, p0 not
     * one) without padding, so that theirs may be skewed (three_unpadded, same bits). */
    uint32_t skew_cols, three_unpadded;
    /* Single register passes (not powers of two) whose launch bound would ask for fewer
     * than this many groups per unit halve their columns until it asks for as many or
     * one column is left (0: never). On the H100 at 3 (2026-11-26-h100-banks.md): f64
     * 3750 = 15 x 10 x 5 x 5 (two columns of 125 work-items at 214 registers: one group)
     * 0.93 -> 1.08x cuFFT in one column, 3125 and 3136 0.97 / 0.99 -> 1.04x; f32 passes
     * of two groups took four at half the columns, 1500 0.97 -> 1.02x. */
    uint32_t lone_groups;
    /* Groups per unit the launch bounds of Stockham passes ask for at least (as
     * ufft__group_hint gives them; Rader's and Bluestein's kernels lower theirs after),
     * wherever the unit's work-items and local memory hold them, whatever the register
     * estimate says (0: none): ptxas then keeps each work-item within the registers that
     * many groups leave, spilling a little if it must. Unlike pass_groups (single register
     * passes) and few_groups (cuFFT's shape), generic passes too. For list entries
     * (ufft__fast_choice); no row sets it. On the H200 f64 3971 = 19 x 19 x 11 in one
     * local buffer was estimated at 164 registers, one group of 7 warps per unit; cuFFT
     * runs the same 209 work-items at 126 registers, two; at least_groups=2 ptxas took
     * 126 too, 0.765 -> 0.83x cuFFT (2026-11-28-h200-least-groups.md). */
    uint32_t least_groups;
    /* Local accesses at a constant offset from one work-item's base written as that base
     * pointer plus the offset (gen/emit.h, ufft__emit_at) in unpadded programs of the
     * kinds of these bits: 1 Rader's and Bluestein's kernels (but list entries whose
     * plain bits hold UFFT__PLAIN_FOLD), 2 split plans, 4 Stockham passes. NVRTC addresses shared memory in 64
     * bits and cannot fold a 32-bit index's constant into the instruction. On the H100
     * (2026-11-26-h100-fold.md), 1 against 0 over 260 lengths with a prime factor > 13:
     * f32 1.007x, f64 1.011x (f32 m = 5832 1.09x; f64 m = 10000 1.47x, where the indexed
     * form spilled); every kind folded: split plans f32 1.004x, f64 0.997x, Stockham
     * passes 1.000x, from 0.92x (f32 2600) to 1.07x (f64 2997). */
    uint32_t fold_at;
    /* Radix-9 butterflies of register codelets (ufft__gen_dft) as two radix-3 steps
     * with four constant twiddles instead of the direct symmetric form, in programs of
     * the kinds of these bits (as fold_at's). The planner's model and the streamed and
     * spread forms of generic stages keep 9 direct (ufft__radix_split). ptxas for sm_90
     * counted 5-7 % fewer instructions in kernels with radix-9 stages (f32 6561 one
     * pass 2288 -> 2144, the f32 m = 6561 Bluestein kernel 4096 -> 3824): the direct
     * form's sums of four products by cos and sin of multiples of 40 degrees include
     * ones by 1 and by 0, and contract into fewer fused multiply-adds. */
    uint32_t nest9;
    /* Register butterflies of a composite radix a*b with a, b coprime (6, 10, 12, 14, 15,
     * 20, 21, 24, ...; ufft__radix_split) by Good and Thomas's prime-factor mapping: the
     * a- and b-point steps with no twiddles between them, the index maps renamings
     * (gen/codelet.c), in programs of the kinds of these bits (as fold_at's). ptxas for
     * sm_90 counted 14-23 % fewer floating-point instructions per butterfly (radix 6:
     * 44 -> 36, 10: 108 -> 92, 12: 112 -> 96, 15: 200 -> 168, 30: 516 -> 396). */
    uint32_t pfa;
    /* Power-of-two register butterflies (ufft__gen_dft) by decimation in time, each
     * twiddled pair a +- W b as a' = a + W b in two fused multiply-adds a component and
     * b' = 2a - a' in one, where decimation in frequency's (a - b) W takes an addition
     * and a complex product more: in programs of the kinds of fold_at's bits in fp32 and
     * of those bits shifted left by 3 in fp64. ptxas for sm_90 counted the f64 m = 8192
     * Bluestein kernel 3188 -> 2992 fp64 instructions (4528 -> 4328 in all). dit_max:
     * the largest radix that takes it (0: any). dit_rader: the precisions (1 fp32, 2 fp64)
     * whose Rader kernels in one take it with kind 1's bit, which otherwise means
     * Bluestein's only: on the H100, f32 Rader kernels ran 0.86-0.99x with it (2081 =
     * 13 x 16 x 10 + 1 0.86x), f64 257 0.975x (2026-12-05-h100-sweep-dit.md). */
    uint32_t dit_fma, dit_max, dit_rader;
    /* Register butterflies of a prime radix from this one (per precision; 0: none) by
     * Rader's algorithm: the p - 1 inputs other than x[0], permuted by powers of a
     * generator, go through a length-(p - 1) butterfly, a product by constants and a
     * second one (gen/codelet.c). The direct form costs (p - 1)^2 real multiply-adds;
     * Rader's about 2 (p - 1) log(p - 1) times a small constant, so it pays from the
     * primes where the direct form's arithmetic, not memory, bounds a pass. Spread
     * generic stages keep the direct form (their parts are its sums). */
    uint32_t rader_codelet_f32, rader_codelet_f64;
    /* ... but not for these lengths (ascending, ending in 0; NULL: none) */
    const uint32_t *rader_codelet_off_f32, *rader_codelet_off_f64;
    /* ... and from the entry's count instead for these (ascending, ending in {0}; NULL:
     * none): lengths that ran faster with Rader's form of a smaller prime than the row's */
    const ufft__length_count *rader_codelet_on_f32, *rader_codelet_on_f64;
    /* Stockham stages' twiddle reads and register passes' device reads and writes at unit
     * stride written as a work-item's base pointer plus constants (ufft__emit_tw), in
     * programs of the kinds of these bits (as fold_at's: 1 Rader's and Bluestein's
     * kernels, 2 split plans, 4 Stockham passes), and 8 (fp32) / 16 (fp64): Stockham
     * programs of one register pass whose groups hold one column. The indexed forms
     * tw[k + jr] and src[(t + k) * ks] are 32-bit sums that might wrap, so each access
     * took its own 64-bit address arithmetic: ptxas counted 1448 instructions in the f32
     * 6075 register pass (15 x 15 x 3 x 3 x 3), 406 of them integer, 1272 folded; cuFFT's
     * kernel of the same shape ran 11 % fewer than the indexed one at the same issue rate
     * (Nsight Compute). On the H100 (2026-11-26-h100-fold-io.md) folding every Stockham
     * program ran 1.000x over 202 lengths below 1x cuFFT or sampled (f32 441, 8 columns
     * of 21 work-items, 0.96x); the single register passes of one column, every one of
     * 2..8192, timed both ways twice: f32 1.012x (60 lengths; 5625 1.06x, 6075 1.03x,
     * 6250 0.97x), f64 1.000x (59; 0.95x to 1.04x). */
    uint32_t fold_io;
    /* Generic passes: 0 takes the cost model's cheapest radices and work-items, 1..3
     * the next ones (for UFFT_TUNE and for measuring the model). */
    uint32_t generic_rank;
    /* Powers of two: 1 exchanges real and imaginary halves in turn (ufft__pass.split)
     * where that makes the transform one pass (passes.c says where it paid), 2 in
     * every pass with local stages (for experiments), 0 never. */
    uint32_t split_exchange;
    /* 1 drops the barrier between a one-buffer generic stage's reads and its writes where
     * one side is device memory (a direct first stage reads the input, a direct last one
     * writes the output): no work-item there reads local memory another writes. 0 keeps
     * it; 2 drops it in the Stockham programs of the lengths of lean_on_f32/f64
     * (ascending, ending in 0; NULL: none), the H100 row's choice. On the H100
     * (2026-11-26-h100-lean-direct.md), over 190 lengths in cuFFT's shape, 1.004x, from
     * 0.76x (f64 2511) to 1.13x (f32 7406): the barrier also lines the warps up for the
     * exchanges that follow. */
    uint32_t lean_direct;
    const uint32_t *lean_on_f32, *lean_on_f64;
    /* Bits (1 f32, 2 f64): a single generic pass's direct device accesses at unit stride
     * (ufft__pass.direct_io) from one base pointer per butterfly, each access a constant
     * offset from it, and its last stage's twiddle row and output place taken as the
     * butterfly's index (q < ns there). gin[q + c] is a 32-bit sum that might wrap, so
     * ptxas gave each access its own 64-bit address: five integer instructions per
     * access. The base's offset is opaque where the dialect allows (CUDA), so the
     * compiler cannot fold the constants back into it; sm_90 ran 2976 -> 2688
     * instructions per work-item in f32 2523 = 29 x 29 x 3 (cuFFT's kernel there: about
     * 2855). Where the bit is 0, the lengths of direct_base_on_f32/f64 (ascending,
     * ending in 0; NULL: none) take it, unless bit 4 is set (none: for measuring them).
     * On the H100 it ran from 0.92x to 1.11x by length (f32 1.015x over a random 40 such
     * lengths, f64 1.002x). */
    uint32_t direct_base;
    const uint32_t *direct_base_on_f32, *direct_base_on_f64;
    /* Bits (1 f32, 2 f64): Rader's kernels in one (the whole length's, a split's head
     * or tail) load x[k] into the slot of the convolution's input that it enters by a
     * table in the program (gen/rader_fused.c), instead of computing g^q mod p for
     * every element and copying the rows into that order; bits 4 (f32) and 8 (f64) then
     * store X[k] from the slot it leaves by the table too. The H100 CUDA row's 15:
     * 1.069x / 1.083x over the lengths that take Rader's kernels, 0.79-1.51x by length
     * (2026-11-27-h100-rader-slots.md). */
    uint32_t rader_slots;
    /* Bit S - 1 (S <= 31): the Rader head of a split in one kernel whose radix-S step
     * follows computes its slots, whatever rader_slots says. On the H100 the heads of
     * S = 19, 21, 27 and 31 ran 1.03-1.14x faster without the table in both precisions;
     * without it those of S = 9..17 and every even S ran 0.93-0.99x
     * (2026-11-27-h100-rader-slots-odd.md). */
    uint32_t rader_slots_off_s;
    /* Bits (1 f32, 2 f64; times 4 for plans of two passes or more): Stockham passes'
     * device loads ask the cache to fetch the 256 bytes around each from DRAM at once,
     * where the dialect can say so (CUDA: ld.global.L2::256B; gen/dialect.c). */
    uint32_t load_prefetch;
    /* 1: generic stages, by-column moves and staged loads and stores of several rounds
     * per work-item as one loop instead of a block per round. The code a compiler sees
     * shrinks several-fold; GPU compilers unroll the blocks into straight-line code
     * anyway, but PoCL's LLVM compiles each length's kernel for seconds in proportion
     * to it (the CPU row's choice: f64 2600, 85 blocks). */
    uint32_t rolled;
    /* Plans of two passes or more are planned again with these work-items per group
     * (multi_threads_*, 0: the row's threads) and fp64 register passes and composites of
     * up to multi_reg_f64 elements (0: as reg_f64), and take that plan where it still
     * has two passes or more. */
    uint32_t multi_threads_f32, multi_threads_f64, multi_reg_f64;
    /* Plans of exactly two passes of a length with factors up to 13 (not a power of
     * two) read rows of up to this many bytes, halving down to twice coalesce_bytes,
     * where they stay two passes (0: never): wide_rows_* for odd lengths, wide_even_*
     * for even ones. Their passes read columns n / p apart; four fp64 columns (64
     * bytes) left the first at 51-59 % of the DRAM bandwidth where cuFFT's 16 columns
     * ran 75-80 % (2026-11-28-h100-wide-rows.md). */
    uint32_t wide_rows_f32, wide_rows_f64, wide_even_f32, wide_even_f64;
    /* Lengths that keep the row's rows nonetheless (ascending, ending in 0; NULL: none). */
    const uint32_t *wide_off_f32, *wide_off_f64;
    /* Bits (1 fp32, 2 fp64): even lengths take the wider rows also where their pass
     * lengths stay the same (only more columns a group); else only where they shorten
     * the passes. Odd lengths always take them. */
    uint32_t wide_same;
    /* Bits (1 f32, 2 f64): a single generic pass with direct I/O and two stages keeps
     * one local buffer, not two (ufft__pass.one_local), except for the lengths of
     * one_local_off_f32/f64 (ascending, ending in 0; NULL: none). */
    uint32_t direct_one_local;
    const uint32_t *one_local_off_f32, *one_local_off_f64;
    /* The generic passes' cost model (generic.c, generic_cost): instructions a warp
     * spends on each round of butterflies beyond their arithmetic (addresses, twiddles,
     * the exchange), and the weight of one work-item's chain of rounds against the
     * unit's issue rate. 0 and 3 are the first model's; fitted on the H100 to every f32
     * smooth length up to 1200 timed with the model's four best choices
     * (2026-11-23-h100-models.md), 150 and 10 order 85% of their measured pairs (by
     * weight of the difference) where 0 and 3 ordered 68%: per-round costs favour
     * fewer stages and more elements per work-item. */
    uint32_t round_ops;
    uint32_t latency_weight;
    /* Lengths that are not powers of two run like a power of two's pass (elements in
     * registers across the stages, one local buffer) where every radix of some
     * factorisation divides the elements per work-item E, E at most this in fp32
     * (half in fp64); otherwise, or at 0, as a generic pass. */
    uint32_t reg_elems;
    /* fp64: register passes' E and composite radices (register and generic stages) up
     * to this instead of half of reg_elems and 16; 0: those. */
    uint32_t reg_f64;
    /* Composite radices of any stage up to this (at most UFFT__MAX_COMPOSITE), either
     * precision; 0: UFFT__MAX_GENERIC_RADIX in fp32, in fp64 reg_f64 or 16. */
    uint32_t composite;
    /* Generic passes whose stages each take at most reg_elems values (half in fp64) per
     * work-item may keep one local buffer, reading a stage's inputs into registers
     * before writing its outputs over them, where the cost model prefers that (1),
     * wherever such a plan exists (2, for experiments), or always keep two (0). Off in
     * every row: on the H100 the model's one-buffer picks
     * ran at 0.94x the two-buffer plans in f32 and 0.97x in f64 (0.66x to 1.5x per
     * length, 2026-11-23-h100-one-buffer.md); UFFT_TUNE times it as a candidate. */
    uint32_t one_buffer;
    /* Prime lengths whose p - 1 is a single pass run as Rader in one kernel (1), or as
     * Bluestein (0: for comparing them); where that pass is generic, only if Bluestein's
     * convolution is at least rader_ratio / 10 times longer than p - 1. On the H100
     * (2026-11-23-h100-rader.md) Rader's register passes beat Bluestein in one kernel
     * by 1.38x (f32), its generic ones by 1.08x on average but lost 0.63-0.9x where
     * m / (p - 1) < 3 and the radices were large; 29 kept f32 at 0.943x cuFFT instead
     * of 0.924x for Rader everywhere, f64 at 1.325x instead of 1.321x. */
    uint32_t rader;
    uint32_t rader_ratio;
    /* Primes whose Bluestein would take three kernels run Rader in three kernels where
     * p - 1 splits into two of their passes (ufft__plan_rader_three; bits: 1 f32, 2
     * f64; 0: never). Every row's 2: on the H100 f64 ran 1.132x Bluestein's three
     * kernels over 15 such primes of 24001..3072001 (0.86-1.43x), f32 0.926x over 16
     * (0.76-1.16x). Its gathered reads and scattered writes touch a 32-byte sector per
     * element: ncu had f32 72577's last kernel at 1.9 us a row against Bluestein's 1.0,
     * reading and writing 1.5x its bytes (2026-11-27-h100-rader-three.md). */
    uint32_t rader_three;
    /* The largest prime factor a Stockham stage takes as one radix-p codelet (the odd
     * direct form, at most UFFT__MAX_PRIME), per precision; lengths with a larger one
     * run Rader or Bluestein. Such a codelet holds its p - 1 pair sums and differences in
     * registers: on the H100 37..61 fit an f32 work-item, 37..53 an f64 one (59 and 61
     * spilled; 2026-11-24-h100-large-primes.md). PoCL keeps 31:
     * a radix-61 kernel takes it 10-20 s to compile, once per length, where one
     * Bluestein program serves every length of a convolution size. */
    uint32_t max_prime_f32, max_prime_f64;
    /* Bluestein's convolution lengths besides the powers of two, per precision, ending
     * in {0}: measured per device class (NULL: powers of two only); n takes the shortest
     * of at least 2n - 1 whose FFT is one register pass, up to the power of two (an
     * entry of the power of two itself only sets its groups and padding).
     * blue_pow2 (for comparing): powers of two only. blue_m (for experiments): this m
     * where it is at least 2n - 1, below 4n and one register pass (0: the planner's). */
    const ufft__blue_length *blue_f32, *blue_f64;
    uint32_t blue_pow2;
    uint32_t blue_m;
    /* Convolutions too long for one kernel: 0 in three kernels where their passes fit
     * (ufft__plan_bluestein_three), 1 always in five steps around a length-m sub-plan
     * (for comparing them). */
    uint32_t blue_steps;
    /* Convolutions of three passes in five kernels (ufft__plan_bluestein_five): bit 1
     * where three kernels do not take them and five move less memory than the five
     * steps, bit 2 also where three would (for comparing; tests). Not yet timed on a
     * GPU: 0 in every row. */
    uint32_t blue_five;
    /* The three kernels' passes whose groups cannot give each work-item its elements'
     * words plus blue_three_regs_f32 / _f64 registers are not taken (0: any pass). ptxas
     * put f32 m = 3000 x 2048's radix-3000 kernels (800 work-items, 30 elements each) at
     * 72 registers with 536 bytes of spills: 0.75x cuFFT where the power of two ran
     * 0.95x. 24 took them to 2592 x 2048 and such, 1.54x faster
     * (2026-11-27-h100-large-spills.md). The H100 row's f32 40 also refuses the middle
     * kernels of 16 elements in groups of 1024 (64 registers, 152 bytes of spills):
     * 1.112x on 8 held-out f32 lengths; f64 kept 24, 40 lost 0.94x at m >= 5.1M
     * (2026-11-27-h100-three-regs.md). */
    uint32_t blue_three_regs_f32, blue_three_regs_f64;
    /* Where no m has passes that give those registers, passes that give this many
     * (0: none). At 40 the H100 found no f32 m past 2^23 (f32 8388733); its 24 keeps
     * such lengths in three kernels, as they were planned before. */
    uint32_t blue_three_least;
    /* Nonzero: the three kernels ask for as many groups per unit as give each
     * work-item its elements' words plus this many registers (within the unit's
     * work-items, local memory and register partitions), where the row's min_groups
     * capped them; the middle kernel only below 16 elements per work-item, where it
     * holds both transforms' addresses. On the H100, f32 1098635's radix-1080 kernels
     * (288 work-items) had run at 167 registers, one group per unit, 14 % of its warps
     * (2026-11-27-h100-three-groups.md). */
    uint32_t blue_three_groups;
    /* Convolutions too long for one group's local memory run in one kernel on a cluster
     * of up to this many groups (ufft__plan_bluestein_cluster; at most the device's
     * max_cluster; 0: never), where their m is at most blue_cluster_ratio percent of the
     * three kernels' (0: any). */
    uint32_t blue_cluster, blue_cluster_ratio;
    /* Powers of two too long for one group's local memory run as one kernel on a
     * cluster of up to this many groups (ufft__schedule.cluster; at most the device's
     * max_cluster; 0: never), instead of two passes over device memory; so do one-pass
     * lengths whose group would need more than cluster_bytes of local memory (0: none).
     * Plans of three or more passes fuse their first pass with a radix-C step on a
     * cluster of C <= cluster_split groups where that saves a pass (0: never). */
    uint32_t cluster;
    uint32_t cluster_bytes;
    uint32_t cluster_split;
    /* Two-pass powers of two whose longer pass's groups take a unit's most work-items
     * run that pass second (1) or first (0). On the H100 f32 2^21 (2048 x 1024, groups
     * of 1024) went from 0.927 to 0.951x cuFFT; reversing every plan cost f32 2^19
     * 2% (2026-11-24-h100-order.csv). Off where mid_rows is on for the precision. */
    uint32_t full_group_last;
    /* Passes of several columns side by side: the shorter radix last (shorter_radix_last
     * in passes.c), and inter-pass twiddles from a table of the group's width
     * (ufft__pass.tw_cols); bit 0 for fp32, bit 1 for fp64. */
    uint32_t radix_last, col_twiddles;
    /* Inter-pass twiddles of register passes as a work-item's W^(t jm) times a table
     * of its rows' W^(T i jm) (ufft__pass.tw_rows, before tw_cols); bits as above. */
    uint32_t row_twiddles;
    /* Powers of two that need three passes of coalesce_bytes rows take two of 32-byte
     * rows where those fit; bits as above. */
    uint32_t narrow_rows;
    /* Two-pass plans of register passes: the first pass writes its outputs where it
     * read its inputs (columns, strided) and the second reads whole rows (contiguous)
     * instead of the other way round (ufft__pass.store_cols, load_rows); bits as above.
     * Three strided accesses either way, but a strided store costs less than a strided
     * load: on the H100 f32 2^24's second kernel took 855 instead of 1030 us (1 GiB),
     * f32 2^24 0.935 -> 1.033x cuFFT, 2^23 0.956 -> 0.990x, f64 2^21 1.004 -> 1.068x
     * (2026-11-24-h100-mid-rows.md). */
    uint32_t mid_rows;
    /* Generic single passes of at least this many work-items per column read and write
     * device memory in their first and last stages, and Bluestein's one-kernel passes of
     * at least this many per row their x and X (ufft__pass.direct_io); 0: never. */
    uint32_t direct_io;
    /* Bluestein's one-kernel passes of a convolution length up to this one read x and
     * write X directly whatever their work-items per row (0: only by direct_io). */
    uint32_t blue_direct_m;
    /* Generic passes whose cost model put a power of two from 8 first run their odd
     * radices first (bits: 1 fp32, 2 fp64): the first stage's outputs, R apart per
     * work-item, then spread over the banks. */
    uint32_t odd_first;
    /* Stage twiddles as products of two table rows for radices that are not powers of two
     * and powers of two from this one (ufft__pass.pairs_pow2); 0: none. */
    uint32_t pairs_f32, pairs_f64;
    /* The rows' twiddles (tw_rows) the same way (ufft__pass.row_pairs); bits as above. */
    uint32_t row_pairs;
    /* Elements one work-item of a generic pass may take through a stage (the generator
     * unrolls them); 0: UFFT__ITEM_ELEMS. */
    uint32_t item_elems;
    /* Generic stages of an odd direct-form radix from this one store each output pair as
     * soon as it is summed (ufft__pass.stream_prime), per precision; 0: only the primes
     * above UFFT__MAX_GENERIC_RADIX, which always do. */
    uint32_t stream_f32, stream_f64;
    /* Generic two-buffer stages of an odd direct-form radix from this one (per precision;
     * 0: none) may spread each butterfly over up to spread_max work-items
     * (ufft__pass.spread), as the cost model finds cheaper; spread_min forces at least
     * that many (for tests and experiments: 0 or 1, the cost model alone). */
    uint32_t spread_f32, spread_f64, spread_max, spread_min;
    /* The lengths the row measured (ufft__length_choice), per precision (NULL: none),
     * and whether their spreading (where spread_f32/f64 is 0), direct I/O, register
     * passes (fp64's sizes where reg_f64 is 0, or none at all), ranks (where
     * generic_rank is 0), one local buffer, work-items per group, groups per unit and
     * composite radices (where composite is 0) apply: 0 turns each off. */
    const ufft__length_choice *lengths_f32, *lengths_f64;
    uint32_t spread_listed, direct_listed, reg_listed, rank_listed, one_listed, threads_listed,
        groups_listed, composite_listed;
    /* Rader in one kernel only where p - 1's prime factors are at most rader_max_prime
     * (0: UFFT__RADER_MAX_PRIME; up to UFFT__MAX_PRIME) and, as a register pass, it holds
     * fewer than rader_max_elems elements per work-item (0: any). */
    uint32_t rader_max_prime, rader_max_elems;
    /* Lengths with one prime factor above max_prime run as a split plan (ufft__split)
     * where Bluestein for the whole length would not be one kernel or its convolution
     * would be longer than split_m (per precision, ufft__split_m; 0: never; 1: wherever
     * they split). 8192 in the rows but the H100 CUDA row's f32 16384 (tune_sm90.c): on the
     * H100 a split plan ran 0.66x (f32) / 0.64x (f64) of Bluestein's one kernel of m <=
     * 8192 and 1.42-1.91x / 1.56-1.83x of Bluestein past it
     * (bench/results/2026-11-25-h100-split.md). */
    uint32_t split_m_f32, split_m_f64;
    /* Whether a split plan's q whose q - 1 Rader's kernel cannot take runs Bluestein's
     * kernel in one group instead (0: such lengths are not split). */
    uint32_t split_blue;
    /* A split plan's head (not in one kernel) takes the row's coalesce_bytes of
     * neighbouring columns per group only where head_wide_groups of the widened groups
     * fit one unit's local memory (0: wherever the group's width allows). The H100 CUDA
     * row's 2: f64 65502's head of four columns had filled a unit alone; the 40 split
     * plans it changes ran 1.08x (f32) / 1.166x (f64) faster
     * (2026-11-27-h100-large-spills.md). head_wide_groups_f64: the same for fp64 heads
     * where not 0. At 4, f64 heads of q = 487..653 in 2 columns instead of 4 (5 groups
     * per unit instead of 2) ran 1.163x over 20 held-out lengths of 4097..40000 that it
     * changes, 1.093x over 30 of 40001..5e6; the H100 row's 6 then 1.044x and 1.049x (30
     * and 20 of 4097..40000 that 6 changes against 4) and 1.027x (30 past it); 8 lost
     * 0.985x; f32 at 3 1.017x, at 4 0.996x (2026-11-27-h100-deep-split.md). */
    uint32_t head_wide_groups, head_wide_groups_f64;
    /* Lengths with several prime factors above max_prime (1116861 = 141 x 89^2) split
     * too, q their product and Bluestein's kernel for it in one group, where its
     * convolution is at most split_composite long and Bluestein of the whole length would
     * take three kernels (0: never; they run Bluestein of the whole length). The H100 CUDA
     * row's 16384: heads of m <= 16384 ran 1.11-2.85x faster than the whole length (f32 9
     * lengths, f64 6), those of 19683 and 21952 (one column of 729 / 784 work-items per
     * group) 0.79-1.47x (2026-11-27-h100-split-composite.md). */
    uint32_t split_composite;
    /* Lengths with exactly two prime factors above max_prime (n = q1 q2 S) split into a
     * head of the larger one and a tail of the other (ufft__split.tail_q): two kernels
     * of one prime each, with S's Stockham passes between, instead of Bluestein of the
     * whole length in three kernels (or five steps) or of a composite head whose
     * convolution is not a power of two; and for n = q1 q2 instead of Bluestein of the
     * whole length in one kernel on split_tail groups or more (1: one group too; 0:
     * never split so; ufft__plan_split). The H100 CUDA row's 4: see
     * 2026-11-27-h100-split-tail.md. */
    uint32_t split_tail;
    /* And where that kernel runs on a cluster of fewer groups, the tail all the same
     * where its convolution is at least this / 10 times n (0: never). On the H100 every
     * f64 n = q1 q2 on a cluster of 2 (m = 16384, 5251..8137, 56 lengths) was timed both
     * ways: the tail ran 1.164x (1.01-1.50x) for the 27 with m >= 2.4 n, mixed above
     * (0.85-1.23x); the row's f64 24. f32 lost 0.933x over 65 of 10981..16279: 0
     * (2026-11-27-h100-cluster-tail.md). */
    uint32_t split_tail_ratio_f32, split_tail_ratio_f64;
    /* A split's head or tail runs Rader's kernel only where its pass holds fewer than
     * split_rader_words 32-bit words of elements per work-item, else Bluestein's (0:
     * any). The H100 CUDA row's 64: f64 59's Rader pass of 29 elements had spilled;
     * its tails ran 1.40x faster as Bluestein's, 23 other f64 split plans it changes
     * 1.09x (0.91-1.30x). */
    uint32_t split_rader_words;
    /* Groups per compute unit a split's head and tail kernels ask their launch bound
     * for beyond their own hint, where local memory and work-items allow (0: none), for
     * the kernels of q below split_groups_below_f32 / _f64 (0: any). ncu had the H100's
     * Rader and Bluestein column kernels at 18-37% occupancy, bound by registers. The
     * H100 CUDA row's 1 below 192 / 160: 1.074x / 1.018x faster on 22 + 22 split plans
     * with such a kernel, then 1.069x / 1.054x (min 1.02x / 0.98x) on 24 + 24 held out;
     * for every q it had cost heads of one long column 0.39-0.6x
     * (2026-11-27-h100-split-tail.md). */
    uint32_t split_groups;
    uint32_t split_groups_below_f32, split_groups_below_f64;
    /* Lengths with one prime factor q above max_prime whose rest S is one codelet run in
     * one kernel as a split (ufft__plan_split_one) instead of Bluestein of the whole
     * length in one kernel: Rader's or Bluestein's transform of q over the S columns of
     * each row, then the radix-S step, in one group; where S times its convolution
     * length (q - 1 or m_q) is at most split_one percent of the whole length's m (0:
     * never; 1000: wherever they split so). The H100 CUDA row's 70: at equal work a
     * Bluestein head ran 0.5-1.3x, at 70% or less 1.16x (f32) / 1.15x (f64); every
     * length of 2..4096 it splits so
     * (Rader heads of a register pass, at most half the work, 421 / 248 of them) 1.21x /
     * 1.31x faster, those not listed off 1.28x / 1.38x
     * (bench/results/2026-11-25-h100-split-one.md). NVIDIA's OpenCL row: 70 too (1.26x /
     * 1.12x there). Other rows: 0, unmeasured. */
    uint32_t split_one;
    /* Lengths the row measured slower as a split in one kernel than as Bluestein of the
     * whole length (below 0.97x of it), ascending, ending in 0; NULL: none; read while
     * split_one_listed is on. */
    const uint32_t *split_one_off_f32, *split_one_off_f64;
    uint32_t split_one_listed;
    /* Primes whose route the row measured: each the faster of Rader and Bluestein in one
     * kernel where the rules above pick the slower (NULL: none), per precision. */
    const ufft__prime_route *routes_f32, *routes_f64;
    /* Lengths, prime or not, that run faster as Bluestein of the whole length in one
     * kernel than by the route the rules above give them (Stockham passes, Rader, a
     * split), per precision (ascending; NULL: none), while blue_listed is on; where
     * Bluestein would not be one kernel they keep their route. */
    const uint32_t *blue_on_f32, *blue_on_f64;
    uint32_t blue_listed;
} ufft__tuning;

/* Generic passes' elements per work-item and stage where the row names none: bounds the
 * kernels' size, and PoCL's and NVRTC's compile time. */
#define UFFT__ITEM_ELEMS 64

/* The most work-items one butterfly of a generic stage spreads over (tuning spread_max):
 * each emits its own share of the codelet, so the kernel grows with it. */
#define UFFT__MAX_SPREAD 8

/* Whether the row's direct_io threshold takes a pass of this many work-items per
 * column (ufft__pass.direct_io). */
static inline bool ufft__direct_io_for(const ufft__tuning *tu, int threads_per_col)
{
    return tu->direct_io && (uint32_t)threads_per_col >= tu->direct_io;
}

/* Whether n is in an ascending list ending in 0 (NULL: empty). */
bool ufft__in_list(const uint32_t *list, int64_t n);
/* The smallest radix whose prime butterflies pb's programs write by Rader's algorithm
 * (tuning rader_codelet_f32/f64, lengths listed off aside); 0: none. */
int ufft__rader_codelet_from(const ufft__tuning *tu, const ufft__problem *pb);
/* The work-items per group of cuFFT's shape that the row asks for where pb is a single
 * generic pass (tuning few_threads, few_listed, few_on_f32/f64); 0: none. */
uint32_t ufft__few_for(const ufft__tuning *tu, const ufft__problem *pb);
/* The groups per unit such a pass asks for at least: its length's in few_groups_on_f32/
 * f64 while few_listed is on, else the row's few_groups_f32/f64 (0 or 1: the planner's
 * hint). */
uint32_t ufft__few_groups(const ufft__tuning *tu, const ufft__problem *pb);
/* The groups per unit a single register pass of pb asks for whatever the register
 * estimate (tuning pass_groups, pass_groups_on_f32/f64); 0: the planner's hint. */
uint32_t ufft__pass_groups(const ufft__tuning *tu, const ufft__problem *pb);
/* Whether a program of pb of this kind (fold_io's bits) drops the barriers beside a direct
 * stage's device accesses (tuning lean_direct, lean_on_f32/f64). */
bool ufft__lean_direct_for(const ufft__tuning *tu, const ufft__problem *pb, uint32_t kind);
/* Whether a program of pb of this kind (fold_io's bits) takes tuning direct_base. */
bool ufft__direct_base_for(const ufft__tuning *tu, const ufft__problem *pb, uint32_t kind);
/* ufft__schedule.rader_slots for pb from tuning rader_slots (and rader_slots_off_s for
 * one_s, the S of a split in one kernel with Rader's head; 0: none). */
unsigned ufft__rader_slots_for(const ufft__tuning *tu, const ufft__problem *pb, int64_t one_s);

/* The row's measured entry for this problem's length (ufft__length_choice), each part
 * zero while its switch (spread_listed, ...) is off; all zero where none. */
ufft__length_choice ufft__listed_length(const ufft__tuning *tu, const ufft__problem *pb);
/* fp64 register passes' most elements per work-item and composite radices: the row's
 * reg_f64 where set, else the entry's (0: half of reg_elems and 16). */
uint32_t ufft__reg_f64(const ufft__tuning *tu, const ufft__length_choice *lc);
/* The largest composite radix of pb's stages: the row's composite, else the entry's,
 * else UFFT__MAX_GENERIC_RADIX (fp32) or ufft__reg_f64, or 16 (fp64). */
int ufft__max_composite(const ufft__tuning *tu, const ufft__length_choice *lc,
                        ufft_precision prec);

/* The row's max_prime for this precision. */
int64_t ufft__max_prime(const ufft__tuning *tu, ufft_precision prec);
/* The fewest columns (a power of two) of elem_bytes each that span `bytes`: the
 * neighbouring columns a group reads for whole segments. */
int ufft__row_cols(uint32_t bytes, size_t elem_bytes);
/* The row's split_m for this precision. */
uint32_t ufft__split_m(const ufft__tuning *tu, ufft_precision prec);

/* The row of the device class a device belongs to. */
const ufft__tuning *ufft__tuning_for(const ufft__device_caps *caps);
/* The row named `name` ("cuda-sm90", "cuda", "nvidia-gpu", "amd-gpu", "gpu", "cpu"), or
 * NULL (tune_rows.c). */
const ufft__tuning *ufft__tuning_row(const char *name);
/* CUDA at compute capability 9.0 and above (tune_sm90.c). */
extern const ufft__tuning ufft__row_cuda_sm90;
/* Applies "key=value,..." (UFFT_TUNING) to *tu; a reason in err for bad text. */
ufft_status ufft__tuning_override(ufft__tuning *tu, const char *text, ufft__errbuf *err);

/* One pass over device memory: a radix-p Stockham step of the whole transform,
 * whose p-point DFTs run inside a work-group: as register radix stages exchanged
 * through local memory (powers of two, and other p where the radices divide the
 * elements per work-item), otherwise (generic) as stages that read and write local
 * memory; radices and work-items of other p from a cost model (generic.c).
 * Element k of column j (j < n/p) is read at j + k*(n/p), multiplied by
 * W_{ns*p}^{k*(j mod ns)} and written at (j/ns)*ns*p + j mod ns + k*ns. */
typedef struct ufft__pass {
    int64_t p, ns;
    int nstages;
    int radix[UFFT__MAX_STAGES]; /* product = p */
    bool generic;                /* stages through local memory (any p), not registers */
    bool one_buffer;             /* generic: stages read and write one local buffer */
    bool rolled;                 /* rounds per work-item as loops (tuning rolled) */
    int elems;                   /* per work-item; register passes: every radix divides it
                                  * (a power of two up to UFFT__MAX_RADIX, else up to
                                  * UFFT__MAX_GENERIC_RADIX);
                                  * generic: ceil(p / threads_per_col), a stage may take more */
    int threads_per_col;         /* p / elems */
    int cols;                    /* columns (DFTs) per work-group */
    bool load_cols_fastest;      /* work-item mapping: neighbouring items on columns */
    /* Through local memory, with neighbouring work-items on neighbouring elements of
     * the group's columns: loads of a single pass (contiguous columns), stores of a
     * first pass (its columns' outputs are contiguous). */
    bool stage_load, stage_store;
    /* The two passes of a mid_rows plan: the first stores output k of column j at
     * j + k*(n/p), where it read input k (store_cols; not staged), the second reads
     * element k of column j at j*p + k, a row, through local memory (load_rows, with
     * stage_load), so its groups read contiguous blocks and the strided accesses are
     * the first pass's loads and stores and the second's stores. */
    bool store_cols, load_rows;
    /* Generic single passes (tuning direct_io): the first stage reads its butterflies'
     * inputs from device memory and the last writes its outputs there (both at
     * neighbouring addresses for neighbouring work-items), instead of moving the column
     * through local memory before and after the stages: two local round trips and two
     * barriers fewer. Bluestein's one-kernel passes the same: x times the chirp
     * straight into registers, X straight out. */
    bool direct_io;
    /* Generic, direct_io, two stages (tuning direct_one_local): the first stage reads
     * device memory and the second writes it, so the one buffer between them is all the
     * local memory the kernel takes (two buffers, half of it never touched, held f64 57
     * at one group per unit on the H100). Unlike one_buffer, the stages are unchanged. */
    bool one_local;
    /* Register passes: exchanges (and a staged store) move the real parts through local
     * memory, then the imaginary ones, in half the local memory of complex elements
     * (two more barriers per stage): a longer pass fits a group. */
    bool split;
    uint32_t min_groups;         /* launch-bounds hint: groups per compute unit */
    int pad_shift;               /* local memory: one pad element per 2^pad_shift elements */
    /* Register passes without padding (tuning exchange_skew): the exchange after stage s
     * puts element a at a + (a / B) * skew[s], B = radix[0] * ... * radix[s], so that
     * the writes at stride R (or in runs of ns at stride ns * R) fall in different banks;
     * only where B divides threads_per_col or it divides B, so each read stays a
     * constant offset from the work-item's first. 0: element a at a. */
    int skew[UFFT__MAX_STAGES];
    int64_t lstride;             /* local memory words from one column to the next */
    size_t local_bytes;          /* local memory of the kernel */
    /* twiddle tables, offsets in complex elements of the plan's twiddle buffer */
    int64_t tw_local;            /* the stages' tables (ufft__stage_twiddle_offset); -1: none */
    /* Stages (register or generic) of radix R >= 6 that is not a power of two, or a power
     * of two from pairs_pow2 on, read rows 1..A-1 and A, 2A, ... of their table and form
     * the others as products of one of each (ufft__gen_twiddle_pairs): about 2 sqrt(R)
     * lookups per butterfly instead of R - 1, one more rounding in the rest; 0: every row
     * read. */
    int pairs_pow2;
    /* Generic stages of an odd radix R >= stream_prime (0: none) in the direct form
     * (primes and 9; ufft__radix_split) store outputs k and R - k as soon as they are
     * summed instead of into the butterfly's registers: a work-item then holds the R - 1
     * pair sums and differences, not those and the outputs (f64 radix 31: about 120
     * registers instead of 240). Primes above UFFT__MAX_GENERIC_RADIX always do. */
    int stream_prime;
    /* Generic two-buffer stages: the work-items each butterfly of stage s is spread over
     * (0 or 1: one). Only odd direct-form radices (primes and 9) spread: every part
     * reads the R inputs and sums its share of the output pairs k, R - k, so a work-item
     * holds a few running sums instead of R values (gen/stockham_generic.c). */
    int spread[UFFT__MAX_STAGES];
    /* W_{ns*p}^m = lo[m % split] * hi[m / split], two short tables; -1 if ns == 1 */
    int64_t tw_lo, tw_hi, tw_split;
    /* Passes with ns > 1 whose groups take `cols` neighbouring columns (cols and ns
     * dividing n/p): W_{ns*p}^(k*c) at tw_cols + k*cols + c, so that column jm0 + c's
     * twiddle W^(k*jm0) W^(k*c) needs one lookup in the short tables per work-item row
     * (neighbouring work-items' k*jm strided by k over them); -1 otherwise. */
    int64_t tw_cols;
    /* Register passes with ns > 1: element k = t + T*i of column jm (T work-items of E
     * elements per column, p = T*E) takes W_{ns*p}^(k*jm) = W_{ns*p}^(t*jm) *
     * W_{ns*E}^(i*jm), the first once per work-item from the short tables, the second
     * at tw_rows + i*jm (a table of ns*E entries); -1 otherwise. */
    int64_t tw_rows;
    bool row_pairs; /* tw_rows read at i = 1..A-1 and A, 2A, ..., the others products */
} ufft__pass;

typedef struct ufft__schedule {
    int npasses;
    ufft__pass pass[UFFT__MAX_PASSES];
    /* 0, or the groups C of a cluster that runs passes 0 and 1 as one kernel (gen/cluster.c):
     * pass 1 (one radix-p1 step, p1 dividing the elements per work-item) reads its inputs
     * from the local memories of the cluster's groups instead of device memory. Either
     * the cluster holds a whole row (npasses 2, p1 = C * cols: group r holds pass 0's
     * columns r*cols .. r*cols+cols-1), or p1 = C and group r holds the columns
     * q .. q+cols-1 plus r*M, M = n / (p0 C) (ufft__cluster_stride), and passes 2..
     * follow as kernels of their own. */
    int cluster;
    bool idx64;              /* 64-bit element indices in kernels */
    bool fold_at;            /* unpadded local accesses as base pointer + offset (AT) */
    bool nest9;              /* radix-9 register butterflies as 3 x 3 (tuning nest9) */
    bool pfa;                /* coprime composite butterflies by prime factors (tuning pfa) */
    int dit_fma; /* power-of-two butterflies up to this radix by decimation in time (tuning), 0: none */
    int rader_codelet;       /* prime butterflies from this radix by Rader (tuning), 0: none */
    bool fold_io;            /* twiddles, unit-stride device accesses folded (tuning fold_io) */
    bool lean_direct;        /* the barriers tuning lean_direct drops */
    bool direct_base;        /* direct device accesses from a base per butterfly (tuning) */
    /* Rader's kernels in one place x (bit 1), and X (2), by a table (tuning rader_slots) */
    unsigned rader_slots;
    bool load_prefetch;      /* Stockham passes' device loads by ld_prefetch (tuning) */
    int64_t twiddle_count;   /* complex elements in the twiddle buffer */
    int nworkspace;          /* scratch buffers of n*batch elements (0..2) */
    int route[UFFT__MAX_PASSES + 1]; /* buffer per pass boundary, see UFFT__BUF_* */
} ufft__schedule;

/* Kernels of a schedule (a cluster's passes 0 and 1 are one), and the pass that kernel k
 * starts with. */
static inline int ufft__kernel_count(const ufft__schedule *s)
{
    return s->cluster ? s->npasses - 1 : s->npasses;
}
static inline int ufft__kernel_pass(const ufft__schedule *s, int k)
{
    return s->cluster && k > 0 ? k + 1 : k;
}
/* The buffer (UFFT__BUF_*) that pass i's kernel writes: a cluster's pass 0 writes where
 * the step fused into it does. */
static inline int ufft__pass_out(const ufft__schedule *s, int i)
{
    return s->route[s->cluster && i == 0 ? 2 : i + 1];
}
/* M of a cluster schedule of length n: 1 where the cluster holds whole rows. */
static inline int64_t ufft__cluster_stride(const ufft__schedule *s, int64_t n)
{
    return n / (s->pass[0].p * s->pass[1].p);
}

enum { UFFT__BUF_IN = 0, UFFT__BUF_OUT = 1, UFFT__BUF_WS0 = 2, UFFT__BUF_WS1 = 3 };

/* Whether a program of this kind (fold_at's bits: 1 Rader's or Bluestein's kernel, 2 a
 * split plan, 4 Stockham passes) for schedule s folds its twiddle reads and unit-stride
 * device accesses (tuning fold_io, ufft__schedule.fold_io). */
bool ufft__fold_io_for(const ufft__tuning *tu, const ufft__problem *pb, const ufft__schedule *s,
                       uint32_t kind);
/* The text forms of s's program (fold_at ... load_prefetch) from tu for a program of
 * pb of this kind (fold_at's bits: 1 Rader's or Bluestein's kernel, 2 a split plan, 4
 * Stockham passes); plain: ufft__blue_plain's bits for Bluestein's, ufft__rader_plain's
 * for Rader's, else 0; one_s as ufft__rader_slots_for's. Planning leaves these fields
 * zero: the plan's program sets them, and so must anything that tells schedules apart by
 * them (UFFT_TUNE). */
void ufft__schedule_forms(const ufft__device_caps *caps, const ufft__tuning *tu,
                          const ufft__problem *pb, uint32_t kind, uint32_t plain, int64_t one_s,
                          ufft__schedule *s);
/* The UFFT__PLAIN_* forms Rader's kernel in one keeps plain under tu (dit_rader). */
uint32_t ufft__rader_plain(const ufft__tuning *tu, ufft_precision prec);
/* pb's Stockham schedule under tu with its program's text forms, as a plan builds it
 * (with the length's fast-memory entry, ufft__fast_row, for the forms too): what
 * UFFT_TUNE compares to time each distinct plan once, and what nvrtc_matrix compiles. */
ufft_status ufft__plan_stockham_built(const ufft__problem *pb, const ufft__device_caps *caps,
                                      const ufft__tuning *tu, ufft__schedule *s,
                                      ufft__errbuf *err);
/* ufft__schedule.load_prefetch for a program of pb of this kind (4: Stockham passes)
 * from tuning load_prefetch and schedule s's passes, on a device whose dialect has the
 * hint (CUDA's). */
bool ufft__load_prefetch_for(const ufft__device_caps *caps, const ufft__tuning *tu,
                             const ufft__problem *pb, const ufft__schedule *s, uint32_t kind);

/* While fast_choices is on, the knobs of pb's length in the row's list for this device's
 * memory: fast_lengths_f32/f64 at fast_mem_gbps or more, slow_lengths_f32/f64 below (or
 * where fast_mem_gbps is 0); else NULL. */
const char *ufft__fast_knobs(const ufft__tuning *tu, const ufft__device_caps *caps,
                             const ufft__problem *pb);
/* The row pb plans with on this device: where ufft__fast_knobs gives an entry, the row
 * with its knobs, in own, with fast_choices off there (applied); else tu. */
const ufft__tuning *ufft__fast_row(const ufft__tuning *tu, const ufft__device_caps *caps,
                                   const ufft__problem *pb, ufft__tuning *own);

/* Chooses passes for a problem on a device with the knobs of tu (ufft__fast_row's for
 * pb); UFFT_ERROR_UNSUPPORTED with a reason in err for what it cannot do. */
ufft_status ufft__plan_schedule_tuned(const ufft__problem *pb, const ufft__device_caps *caps,
                                      const ufft__tuning *tu, ufft__schedule *s, ufft__errbuf *err);
/* The same with the device class's own row of the tuning table. */
ufft_status ufft__plan_schedule(const ufft__problem *pb, const ufft__device_caps *caps,
                                ufft__schedule *s, ufft__errbuf *err);

/* The passes after a pass of length `head` (pass 0, ns = 1) that another kernel runs:
 * pass 0 holds only its length (radix[0] = head, one stage, no twiddles) and the route,
 * the caller fills its shape (work-items, columns, local memory); passes 1.. take n /
 * (head tail), which must be a power of two or have no prime factor above the row's
 * max_prime, with ns from head on, each reading neighbouring columns in groups of the
 * row's coalesce_bytes. tail > 1 adds a last pass of that length that another kernel
 * runs too (ns = n / tail, its twiddle tables assigned; the middle may then be empty);
 * 1 for none. UFFT_ERROR_UNSUPPORTED with a reason in err where they do not fit. */
ufft_status ufft__plan_schedule_after(const ufft__problem *pb, const ufft__device_caps *caps,
                                      const ufft__tuning *tu, int64_t head, int64_t tail,
                                      ufft__schedule *s, ufft__errbuf *err);

/* Where stage `stage` (≥ 1) of a pass finds W_{ns R}^(m jr), m = 1..R-1, jr < ns (ns:
 * the product of the earlier radices): at tw_local + this + (m-1)*ns + jr. Stage 0
 * needs none; the tables of all stages hold p - radix[0] elements. */
int64_t ufft__stage_twiddle_offset(const ufft__pass *ps, int stage);

/* Fills the twiddle buffer (s->twiddle_count complex numbers of the problem's
 * precision, interleaved re/im) that the schedule's offsets point into. */
void ufft__twiddles_fill(const ufft__schedule *s, ufft_precision prec, void *host);

/* exp(-2 pi i k / n) in long double, accurate for any k (reduced to an octant). */
void ufft__unit_root(int64_t k, int64_t n, long double *re, long double *im);
/* exp(-2 pi i e / n) for 0 <= e < n as hi[e / s] lo[e % s], s about sqrt(n): 2 sqrt(n)
 * calls of ufft__unit_root for n roots, each a long double product whose rounding
 * (2^-63) lies far below a double's. */
typedef struct ufft__split_roots {
    int64_t n, s, hn;
    long double *lo, *hi; /* re then im: lo s long, hi hn = n / s + 1 */
    double *lo_d, *hi_d;  /* the same rounded to double */
} ufft__split_roots;
/* false where memory fails */
bool ufft__split_roots_make(ufft__split_roots *w, int64_t n);
void ufft__split_roots_free(ufft__split_roots *w);
void ufft__split_root(const ufft__split_roots *w, int64_t e, long double *re, long double *im);
/* the product in double (rounding about 2^-52: for tables rounded to fp32) */
void ufft__split_root_d(const ufft__split_roots *w, int64_t e, double *re, double *im);
/* Stores re + i im at complex index `at` of a table in precision prec. */
void ufft__put_complex(void *host, ufft_precision prec, int64_t at, long double re, long double im);
/* count entries exp(-2*pi*i*k*step/n), k < count, at element off of host. */
void ufft__twiddle_row(void *host, ufft_precision prec, int64_t off, int64_t count, int64_t step,
                       int64_t n);

/* ---- Bluestein (chirp-z): lengths whose prime factors the Stockham passes lack ----
 * X[k] = w[k] sum_j (x[j] w[j]) conj(w[k-j]), w[j] = exp(-i pi j^2 / n): a cyclic
 * convolution of length m, done with length-m FFTs. */

/* Whether n needs Rader or Bluestein: a prime factor above max_prime (ufft__max_prime). */
bool ufft__needs_bluestein(int64_t n, int64_t max_prime);
/* The convolution length: the power of two at or above 2n - 1; 0 on overflow. */
int64_t ufft__bluestein_length(int64_t n);
/* The convolution length of the five steps around a length-m sub-plan (where neither
 * one kernel nor three take it): the 7-smooth m >= 2n - 1 of least memory traffic, m
 * times 4 + 4 passes, where that is at most 0.8 of the power of two's (which blue_pow2
 * keeps); 0 on overflow. *traffic (where not NULL): that m's traffic
 * (ufft__bluestein_steps_traffic), 0 where it cannot be planned. */
int64_t ufft__bluestein_steps_length(const ufft__problem *pb, const ufft__device_caps *caps,
                                     const ufft__tuning *tu, double *traffic);
/* *sub = a packed in-place batch of `batch` rows of length n in pb's precision (the
 * convolutions of Bluestein and Rader); false when its extent overflows. */
bool ufft__rows_problem(const ufft__problem *pb, int64_t n, int64_t batch, ufft__problem *sub);
/* For kernels that take whole rows (Bluestein's or Rader's in one kernel): whether a
 * packed in-place batch of length-n rows, pb->batch of them, is a single pass on this
 * device with these knobs; then *s holds it, indices sized for pb's own layout. */
bool ufft__plan_fused_pass(const ufft__problem *pb, const ufft__device_caps *caps,
                           const ufft__tuning *tu, int64_t n, ufft__schedule *s);
/* Whether Bluestein's convolution runs in one kernel (gen/bluestein_fused.c): the FFT
 * of a packed batch of length-m rows is a single register pass; then *s holds it. */
bool ufft__plan_bluestein_fused(const ufft__problem *pb, const ufft__device_caps *caps,
                                const ufft__tuning *tu, int64_t m, ufft__schedule *s);
/* Bluestein's convolution length for pb->n on this device (tu->blue_f32/f64, blue_pow2,
 * blue_m) into *m, 0 on overflow; true when it runs in one kernel, then *s holds its
 * pass. */
bool ufft__plan_bluestein(const ufft__problem *pb, const ufft__device_caps *caps,
                          const ufft__tuning *tu, int64_t *m, ufft__schedule *s);
/* Whether the row lists pb's length for Bluestein of the whole length (tuning blue_on_f32,
 * blue_on_f64, blue_listed) and that runs in one kernel here. */
bool ufft__blue_listed(const ufft__problem *pb, const ufft__device_caps *caps,
                       const ufft__tuning *tu);
/* The UFFT__PLAIN_* forms the row's list keeps plain in the kernel of convolution
 * length m (0 where it does not list m). */
uint32_t ufft__blue_plain(const ufft__tuning *tu, ufft_precision prec, int64_t m);
/* The length a split in one kernel weighs itself against where Bluestein's would be m
 * (ufft__blue_length.split_weight, else m). */
int64_t ufft__blue_split_weight(const ufft__tuning *tu, ufft_precision prec, int64_t m);
/* What a split in one kernel counts a head's convolution of length m as
 * (ufft__blue_length.head_weight, else m). */
int64_t ufft__blue_head_weight(const ufft__tuning *tu, ufft_precision prec, int64_t m);
/* Whether Bluestein's convolution runs in one kernel on a thread-block cluster
 * (gen/bluestein_cluster.c), for lengths whose convolution no group holds: m = C x p0,
 * the power of two of at least 2n - 1, with C in 2, 4, 8 up to tu->blue_cluster and the
 * device's max_cluster (the fewest that serve), and p0 a single register pass of one
 * column per group whose work-items take whole rounds of the radix-C step (p0 / C a
 * multiple of its work-items); and where the three kernels would take m3 (0: they
 * cannot), m at most tu->blue_cluster_ratio percent of m3. Then *m, *groups = C, and *s
 * holds the length-p0 pass. */
bool ufft__plan_bluestein_cluster(const ufft__problem *pb, const ufft__device_caps *caps,
                                  const ufft__tuning *tu, int64_t m3, int64_t *m, int *groups,
                                  ufft__schedule *s);
/* Whether Bluestein's convolution runs in three kernels (gen/bluestein_three.c), for
 * lengths whose convolution is too long for one: m = p0 x p1 >= 2n - 1, the shortest
 * such m whose p1 is a power of two and whose passes are both single register passes
 * with groups of the same `cols` columns (at least 32 contiguous bytes per row of a
 * strided access); p0 a power of two, or 7-smooth where that makes m at most 0.8 of
 * the powers of two's (never with blue_pow2).
 * Then *m, and *s holds two passes: pass 0 of length p0 (the first and last kernels),
 * pass 1 of length p1, ns = p0, whose tw_lo/tw_hi give W_m (the middle and last
 * kernels' twiddles); both passes' stage tables and that one in s->twiddle_count.
 * false with tu->blue_steps (the five steps around a sub-plan). */
bool ufft__plan_bluestein_three(const ufft__problem *pb, const ufft__device_caps *caps,
                                const ufft__tuning *tu, int64_t *m, ufft__schedule *s);
/* Bluestein's convolution in five kernels (gen/bluestein_three.c), where tu->blue_five
 * asks: m = p0 x p1 x p2 >= 2n - 1, the shortest such m whose p1 and p2 are powers of two
 * (neither over twice the other) and whose three passes are single register passes with
 * groups of the same `cols` columns; p0 a power of two, or 7-smooth where that makes m at
 * most 0.8 of the powers of two's (never with blue_pow2); m < 2^32, as the kernels index
 * a row in 32 bits. With blue_five bit 1 only, taken where it moves less memory (8 m)
 * than the five steps' steps_traffic (ufft__bluestein_steps_length's; 0: always). Then *m, and *s holds three passes as ufft__plan_bluestein_three's two (pass
 * 1's ns = m / p1 and tw_lo/tw_hi give W_m). false with tu->blue_steps. */
bool ufft__plan_bluestein_five(const ufft__problem *pb, const ufft__device_caps *caps,
                               const ufft__tuning *tu, double steps_traffic, int64_t *m,
                               ufft__schedule *s);
/* The five steps' memory traffic on a length-m convolution, in elements: m (4 + 4 x the
 * sub-plan's passes); 0 where m cannot be planned. */
double ufft__bluestein_steps_traffic(const ufft__problem *pb, const ufft__device_caps *caps,
                                     const ufft__tuning *tu, int64_t m);
/* Tries each(pb, caps, tu, cols, arg) with the three kernels' column counts per group,
 * widest first (up to tu->coalesce_bytes per row of a strided access, at least 32
 * bytes), first with passes that must give blue_three_regs_f32 / _f64 registers, then,
 * where none was taken and blue_three_least is set, those that give that many; whether
 * one was taken. Bluestein's and Rader's three kernels choose their passes so. */
typedef bool (*ufft__three_try)(const ufft__problem *pb, const ufft__device_caps *caps,
                                const ufft__tuning *tu, int cols, void *arg);
bool ufft__three_by_columns(const ufft__problem *pb, const ufft__device_caps *caps,
                            const ufft__tuning *tu, ufft__three_try each, void *arg);
/* The three kernels' two passes for m = p0 x p1 with groups of `cols` columns each
 * (both single register passes whose groups give the registers blue_three_regs_f32 /
 * _f64 asks, or blue_three_least's where that is set), as ufft__plan_bluestein_three
 * leaves them in *s; false where either pass is not such. */
bool ufft__plan_three_passes(const ufft__problem *pb, const ufft__device_caps *caps,
                             const ufft__tuning *tu, int64_t p0, int64_t p1, int cols,
                             ufft__schedule *s);
/* Fills m + n complex numbers: B = FFT_m(b) / m where b[j] = b[m-j] = conj(w[j]), then
 * the chirp w[j], j < n (the inverse direction uses conjugates of both). B first: its
 * offset and the chirp's depend on m only, so one kernel serves every n of an m. B's
 * entry j + cols (i + mid k) (j < cols, i < mid) sits at (j + cols i) (m / (cols mid)) + k:
 * cols 1, mid 1 natural order; the three kernels' middle one (cols p0, mid 1) and the
 * five kernels' (cols p0, mid p1) read it by columns of their pass. UFFT_ERROR_HOST_MEMORY
 * when the long double work arrays cannot be allocated. */
ufft_status ufft__bluestein_tables(int64_t n, int64_t m, int64_t cols, int64_t mid,
                                   ufft_precision prec, void *host);
/* The cluster kernel's twiddles after those (at m + n): W_m^(r k) at r * (m / groups) + k
 * for the cluster's groups r and k < m / groups. */
void ufft__bluestein_cluster_twiddles(int64_t m, int groups, ufft_precision prec, void *host);

/* The forward DFT of n points in long double (exact roots, mixed radix), for the
 * convolution spectra of Bluestein and Rader; from 65536 points on, in double where
 * in_double asks (as ufft__host_dft_stream). UFFT_ERROR_HOST_MEMORY on allocation. */
ufft_status ufft__host_dft(const long double *xre, const long double *xim, int64_t n,
                           bool in_double, long double *re, long double *im);
/* The same transform with its input x(j) drawn from `source` and its output X[k] handed
 * to `sink`, each once per index in any order and from several threads at once: from
 * 65536 points on, in four steps over one n-point buffer (32 n bytes in long double, 16 n in
 * double) and sub-DFTs of about sqrt(n), shared among up to 16 host threads, so the
 * caller need hold no arrays of n. in_double: computed in double, for results rounded
 * to fp32 (3.6 times faster); else long double. UFFT_ERROR_HOST_MEMORY on allocation. */
typedef void (*ufft__host_source)(int64_t j, void *arg, long double *re, long double *im);
typedef void (*ufft__host_sink)(int64_t k, long double re, long double im, void *arg);
ufft_status ufft__host_dft_stream(int64_t n, bool in_double, ufft__host_source source,
                                  ufft__host_sink sink, void *arg);

/* ---- Rader: a prime length p as a cyclic convolution of length L = p - 1 ----
 * With g a generator of the nonzero integers mod p:
 *   X[0] = sum_j x[j],   X[g^-r] = x[0] + sum_q x[g^q] b[(r - q) mod L],  b[s] = W_p^(g^-s),
 * the convolution done with length-L FFTs: two to four times shorter than
 * Bluestein's (a power of two >= 2p - 1) wherever L splits into the Stockham radices. */

/* Primes below this run Rader in one kernel: products of two residues fit 32 bits. */
#define UFFT__RADER_FUSED_LIMIT 65536

/* Whether prime n runs as Rader in one kernel (gen/rader_fused.c): tu->rader is on,
 * n is a prime above the row's max_prime and below UFFT__RADER_FUSED_LIMIT, the row's
 * routes do not give it to Bluestein, the FFT of a packed batch of length-L rows is a
 * single pass (register or generic with two buffers) and its local memory plus one
 * element per row (x[0], then X[0]) fits. For primes the routes do not list, also: p -
 * 1's radices up to rader_max_prime, for a generic pass Bluestein in one kernel is not
 * possible or its convolution is at least tu->rader_ratio / 10 times longer, and a
 * register pass holds fewer than rader_max_elems. Then *s holds that pass, its local
 * memory counting the extra elements, and *g the smallest generator. */
bool ufft__plan_rader_fused(const ufft__problem *pb, const ufft__device_caps *caps,
                            const ufft__tuning *tu, ufft__schedule *s, int64_t *g);
/* Whether prime n runs as Rader in three kernels (gen/bluestein_three.c, its Rader
 * form): tu->rader_three is on, n is below 2^31 and above the row's max_prime, and L =
 * n - 1 = p0 x p1 for two passes of ufft__plan_three_passes, the most even such split
 * of at most 4:1 (passes giving blue_three_regs before those giving only
 * blue_three_least). The convolution is then L long where Bluestein's three kernels
 * take m >= 2n - 1: less than half the workspace traffic, for a gather and a scatter
 * through g's powers. *s as ufft__plan_bluestein_three leaves it (m = L), *g the
 * smallest generator. */
bool ufft__plan_rader_three(const ufft__problem *pb, const ufft__device_caps *caps,
                            const ufft__tuning *tu, ufft__schedule *s, int64_t *g);
/* ---- split plans: n = q x S, one prime factor q above the row's max_prime (with
 * split_composite, q the product of several, Bluestein's kernel; with split_tail, the
 * larger of two, the other's kernel the last pass: tail_q) ----
 * Pass 0 is Rader's kernel for q (gen/rader_fused.c) or, where that cannot take q,
 * Bluestein's in one kernel (gen/bluestein_fused.c) over the S columns of each row of
 * the batch: column j's elements x[j + k S] in, its q outputs at j q + k of a packed
 * copy, as a Stockham pass of radix q and ns = 1; passes 1.. are the Stockham passes
 * of S with ns from q on (ufft__plan_schedule_after). Two or more kernels over device
 * memory instead of one Bluestein of the whole length, whose convolution is 2n to 4n
 * long and, past one group's local memory, in three kernels. */
typedef struct ufft__split {
    int64_t q;    /* the prime (or the product of the large ones) */
    int64_t g, m; /* Rader's generator, or 0 and Bluestein's convolution length for q */
    /* the whole transform in pass 0's kernel (ufft__plan_split_one): its groups hold whole
     * rows of S columns and end with the radix-S step, W_n^(s k) from a table of
     * (S - 1) q after the head's (ufft__split_twiddles); the schedule has that pass only */
    bool one;
    /* pass 0's kernel: Rader's length-(q-1) pass (ufft__plan_rader_fused) or Bluestein's
     * length-m one (ufft__plan_bluestein), its stage tables placed after the passes' in
     * the plan's one table (counted in their schedule's twiddle_count) */
    ufft__schedule head;
    /* A second prime factor above the codelets (split_tail): tail_q > 1, the last pass
     * (ns = n / tail_q) Rader's (generator tail_g) or Bluestein's (tail_m) kernel for it
     * over the n / tail_q columns, each element scaled by W_n^(j k) on its way in and
     * stored where it was read; planned as `tail`, its stage tables after the head's.
     * tail_q 0: none. */
    int64_t tail_q, tail_g, tail_m;
    ufft__schedule tail;
} ufft__split;

/* Entries of a split kernel's convolution tables (Bluestein's spectrum and chirp, or
 * Rader's two spectra), which follow the stage tables in the plan's table: the head's,
 * then the tail's. */
static inline int64_t ufft__split_conv_entries(int64_t q, int64_t m)
{
    return m ? m + q : 2 * (q - 1);
}

/* Whether n splits so on this device with these knobs: q < UFFT__RADER_FUSED_LIMIT,
 * once in n, and the only prime factor above the row's max_prime; S > 1; Rader's pass
 * for q one kernel (p - 1's radices up to UFFT__RADER_MAX_PRIME, whatever the row's
 * route rules for prime lengths say: those weigh it against Bluestein in one kernel,
 * and within split_rader_words), else Bluestein's convolution for q one kernel; S's
 * passes plannable. Several such factors: a composite head (split_composite) or, for
 * two, a head and a tail (split_tail), by the rule in plan/split.c. Then *sp and *s
 * (pass 0's shape the head's, the last pass's the tail's). */
bool ufft__plan_split(const ufft__problem *pb, const ufft__device_caps *caps,
                      const ufft__tuning *tu, ufft__split *sp, ufft__schedule *s);

/* Groups per compute unit that pass ps's kernel asks the compiler for (its launch
 * bound): the row's min_groups, fewer where the unit's threads, local memory or
 * registers hold fewer (plan/passes.c). */
uint32_t ufft__group_hint(const ufft__tuning *tu, const ufft__device_caps *caps,
                          const ufft__problem *pb, const ufft__pass *ps);
/* A split plan in one kernel where tu->split_one takes it for this length, whose whole
 * convolution (Bluestein of n) is m long: q once in n and the only prime factor above
 * the row's max_prime, n not in the row's split_one_off list, S = n / q from 2 to
 * UFFT__MAX_GENERIC_RADIX (one codelet); the head for q Rader's kernel where it is a
 * register pass (x through lds for its permutation), else with split_blue Bluestein's
 * (m_q, x read directly), whose groups can hold whole rows (a multiple of S columns,
 * in local memory); S (q - 1) or S m_q at most split_one percent of m. Then *sp (its
 * head's columns that multiple) and *s: one pass of length q over the S columns of each
 * row, in to out, shaped like the head. */
bool ufft__plan_split_one(const ufft__problem *pb, const ufft__device_caps *caps,
                          const ufft__tuning *tu, int64_t m, ufft__split *sp, ufft__schedule *s);
/* The radix-S step's table of a split plan in one kernel: W_n^(s k), row s - 1 of q
 * (k < q) for s = 1 .. S - 1. */
void ufft__split_twiddles(int64_t q, int64_t S, ufft_precision prec, void *host);

/* FFT_L(b) / L in long double into re, im (L = p - 1 each), b[q] = W_p^(g^-q) for the
 * direction `sign` (-1 forward; +1: b conjugated), with bre, bim (L each) as scratch: the
 * spectrum Rader's convolution multiplies by, in its kernel's tables and its codelets
 * (gen/codelet.c); UFFT_ERROR_HOST_MEMORY on allocation. */
ufft_status ufft__rader_spectrum(int64_t p, int64_t g, int sign, long double *bre,
                                 long double *bim, long double *re, long double *im);
/* Fills 2L complex numbers: FFT_L(b) / L for the forward direction, then the same for
 * the inverse (b conjugated), each spectrum's entry j + k*cols at j*(L/cols) + k (cols 1:
 * natural order; Rader's three kernels' middle one reads it by columns of its pass);
 * UFFT_ERROR_HOST_MEMORY on allocation. */
ufft_status ufft__rader_tables(int64_t p, int64_t g, int64_t cols, ufft_precision prec,
                               void *host);
/* Trial division: for the lengths Rader takes (below UFFT__RADER_FUSED_LIMIT). */
bool ufft__is_prime(int64_t n);
/* b^e mod m for m < 2^32. */
int64_t ufft__pow_mod(int64_t b, int64_t e, int64_t m);
/* The smallest g whose powers run through every nonzero residue mod prime p (1 for
 * p = 2). */
int64_t ufft__prime_generator(int64_t p);

#endif
