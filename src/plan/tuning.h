/* The knobs of a device class (a row, plan/tune_*.c) and the measured per-length lists
 * they point to: plain data the planner reads instead of scattered constants. Each
 * field says what it changes and the measurement that set the rows' values. */
#ifndef UFFT_PLAN_TUNING_H
#define UFFT_PLAN_TUNING_H

#include <stdint.h>

/* A convolution length for Bluestein in one kernel, the groups per compute unit its
 * kernel's launch bound asks for where other than the planner's hint ran faster (0: the
 * hint; fewer for every plan that takes m, more, as far as a unit's local memory holds
 * them, for Bluestein of the whole length only: ufft__tuning.least_groups), its local
 * memory's padding where another than the row's ran faster (0: the row's pad_bytes;
 * UFFT__PAD_NONE: none), the text forms its kernel keeps plain where the row asks for
 * them in Bluestein's (ufft__blue_plain): UFFT__PLAIN_FOLD local accesses indexed
 * (fold_at), UFFT__PLAIN_PFA composite butterflies with twiddles (pfa), UFFT__PLAIN_SKEW
 * exchanges unskewed (exchange_skew), UFFT__PLAIN_DIT power-of-two butterflies by
 * decimation in frequency (dit_fma), the length a split in one kernel weighs itself
 * against instead of m where the splits measured faster than this m
 * (ufft__blue_split_weight; 0: m), in fp64 its register pass's elements per work-item
 * and composite radices up to reg instead of the row's (as reg_f64; 0: the row's): m =
 * 324 as 18 x 18, and the length a split in one kernel counts each of its columns'
 * convolutions as where this m is its head's (ufft__blue_head_weight; 0: m): a faster m
 * keeps the splits a slower one had, the rows per group of its kernel as blue_rows where
 * the knob is 0 (0: one), and whether only Bluestein of the whole length takes m (whole
 * = UFFT__BLUE_WHOLE): the heads of split plans pass it over, where it was measured slower
 * (ufft__plan_bluestein_head); or only those heads (UFFT__BLUE_HEADS, while
 * blue_heads_only is on): the whole length passes it over for a longer m that ran faster,
 * where the heads were never timed on that. */
#define UFFT__PAD_NONE UINT32_MAX
enum { UFFT__BLUE_WHOLE = 1, UFFT__BLUE_HEADS = 2 };
enum { UFFT__PLAIN_FOLD = 1, UFFT__PLAIN_PFA = 2, UFFT__PLAIN_SKEW = 4, UFFT__PLAIN_DIT = 8 };
typedef struct ufft__blue_length {
    uint32_t m, groups, pad_bytes, plain, split_weight, reg, head_weight, rows, whole;
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
     * (down to two groups), the others for what fits one pool of cu_regs; so do those
     * of every precision with a stage radix above parts_above (0: none). Those radices
     * are Rader's codelets, whose temporaries the count of values + 32 misses: f32
     * radix 79..113 stages in groups of 65..112 work-items got 168 registers at three
     * groups and spilled, none at two (2026-12-06-h100-primes-127.md). */
    uint32_t cu_parts, parts_bound, parts_above;
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
    /* Local accesses of padded programs (one element after every 2^s) of the kinds of
     * these bits (fold_at's in fp32; shifted left by 3 in fp64: 8, 16, 32) as a base
     * pointer plus a constant: PAD(i + k) is PAD(i + k mod 2^s) + (k >> s)(2^s + 1)
     * wherever i + k does not wrap, so a stage's E accesses at i + j T share a base where
     * T is a multiple of 2^s, instead of each computing its padded index (an add and a
     * shift-add a load or store; the compiler cannot take the shift through the sum,
     * which might wrap in 32 bits). ptxas for sm_90 counted the power-of-two Bluestein
     * kernels 8-12 % fewer instructions (f32 m = 4096 2040 -> 1792, 8192 2496 -> 2248;
     * f64 8192 4520 -> 4080), the integer ones 19-22 % of them before, 9-12 % after. On
     * the H100 (2026-12-07-h100-fold-pad.md, two pairs with cuFFT) fp32's kernels, bound
     * by issue, ran 1.073x over 30 of the 459 lengths it changes (m = 4096 1.11x); fp64's,
     * bound by the FP64 pipe, 0.994x (m = 1024...4096 0.96-0.99x): the H100 row's 1. */
    uint32_t fold_pad;
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
     * where it is at least 2n - 1, below 4n and one register pass (0: the planner's).
     * blue_heads_only: entries marked UFFT__BLUE_HEADS serve split heads only (0: the
     * whole length too, as before they were marked, for comparing). */
    const ufft__blue_length *blue_f32, *blue_f64;
    uint32_t blue_pow2;
    uint32_t blue_m;
    uint32_t blue_heads_only;
    /* Bluestein's whole length in one kernel by r cosets (gen/bluestein_cosets.c) of
     * length P >= n: r = blue_cosets_f32 / _f64 (0: the convolution of length m in
     * one). blue_coset_p (for experiments): this P where it serves n (P/2 < n <= P)
     * and is one register pass of r columns; 0: the shortest from n on whose factors
     * are at most blue_coset_prime (2, 3, 5, 7, 11 or 13; 0: 7) that plans so. No row
     * sets it: on an H200 r = 2 ran 0.72-0.81x the sm_90 row's kernels over samples of
     * every m class (0.68-0.83x on clusters), since the parts' transforms are whole
     * where the length-m one is pruned (x zero from n, X kept below n), as many
     * operations for a smaller m. It gains only where the row's m is weak: the H100's
     * entries for f64 n = 2049..2183 (P = 2187, m = 4374 against 4802: 1.10-1.12x;
     * 2026-12-06-h200-blue-cosets.md). */
    uint32_t blue_cosets_f32, blue_cosets_f64;
    uint32_t blue_coset_p, blue_coset_prime;
    /* The cosets on a cluster of r groups where the device has clusters (1), or as r
     * columns of one group (0). */
    uint32_t blue_coset_cluster;
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
    /* Bluestein of the whole length in one kernel, one row per group with direct I/O:
     * at 1 the launch holds as many groups as the device runs at once, each takes every
     * G-th row one after another, and while it computes a row its x for the next already
     * moves into local memory (ufft__pass.rows_loop; sm_90 fp64 rows of unit stride in
     * one cp.async.bulk that one work-item starts, ufft__pass.stage_bulk, else cp.async of
     * each element); at 2 only where the stage leaves the unit as many groups as the pass
     * held without it (on the A100's 163 KB f64 m = 4096 would drop from 2 to 1); at 0
     * as the row's Bluestein list says for m (ufft__blue_length.rows); at 3 never (for
     * comparing). Timed on the sm_90 row in two pairs (2026-12-05-h100-blue-bulk.md):
     * f64 m = 4802, 5000, 5184, 5625 (343-500 work-items, one group a unit) ran 1.12-1.16x
     * on the H200 over 9 lengths each, 1.13-1.19x on the H100 (session 65), and are listed;
     * f64 m = 8192, the one the bulk copy was made for, 0.93-1.04x (H100), 0.94-1.04x
     * (H200); f64 m = 2048-4096 0.82-0.98x; every f32 m 0.80-0.99x. */
    uint32_t blue_rows;
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
     * kernel where the rules above pick the slower (NULL: none), per precision; read while
     * routes_listed is on (off: the rules decide, to time the entries against them). */
    const ufft__prime_route *routes_f32, *routes_f64;
    uint32_t routes_listed;
    /* Lengths, prime or not, that run faster as Bluestein of the whole length in one
     * kernel than by the route the rules above give them (Stockham passes, Rader, a
     * split), per precision (ascending; NULL: none), while blue_listed is on; where
     * Bluestein would not be one kernel they keep their route. */
    const uint32_t *blue_on_f32, *blue_on_f64;
    uint32_t blue_listed;
} ufft__tuning;

#endif
