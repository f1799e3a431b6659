/* What the planner decides, as plain data: the generator turns a pass into source and
 * the api layer turns a schedule into launches; neither re-derives a choice. */
#ifndef UFFT_PLAN_PLAN_H
#define UFFT_PLAN_PLAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "backend/backend.h"
#include "plan/tuning.h"
#include "ufft.h"

#define UFFT__MAX_PASSES 8
#define UFFT__MAX_STAGES 24
#define UFFT__MAX_RADIX 16
/* Register passes of powers of two: elements per work-item (their radix), at most
 * (UFFT__MAX_RADIX, or a row's max_elems where one group has its unit to itself). */
#define UFFT__MAX_ELEMS 32
/* The largest prime factor that the Stockham passes can take, as one radix-p codelet
 * (the symmetric odd form, about p^2 real operations, or from a row's rader_codelet on
 * Rader's form where p - 1 is 13-smooth: 67, 71, 73, 79, 89, 97, 101, 109, 113 and 127
 * are); each device row takes up to its max_prime_f32/f64 (ufft__max_prime), lengths
 * with a larger one go to Rader or Bluestein. Also the largest radix of any stage. The
 * rows stop at 61; 67..127 are for per-length entries (f64 61's by Rader ran 1.36x where
 * the row's 53 had sent them to Bluestein: 2026-12-06-h100-primes-61.md; in f32 up to 89
 * fits 255 registers, from 97 the butterfly spills and lost: -primes-127.md). */
#define UFFT__MAX_PRIME 127
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
    /* Bluestein of the whole length in one kernel (tuning blue_rows): each group takes
     * every G-th row of the G launched (no more than the device runs at once), the next
     * row's x staged into local memory after the exchanges' local_bytes while the group
     * computes the current one; false: one row per group, nothing staged. */
    bool rows_loop;
    /* The stage fills by one bulk copy of the whole row (dialect stage_bulk): CUDA from
     * sm_90, fp64 rows of unit stride, 16-byte aligned with a size of 16 n bytes. */
    bool stage_bulk;
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
    /* 0, or Bluestein's convolution in one kernel by this many cosets (r): pass 0 is a
     * length-P register pass of r columns, each part s of the same row, m = r P
     * (gen/bluestein_cosets.c; plan/bluestein.c plans it where the knobs ask) */
    int cosets;
    /* the cosets on a thread-block cluster of as many groups, group s part s (CUDA,
     * sm_90): each part a group of its own, as many a unit as one length-P
     * convolution's, instead of one group of r columns whose barriers hold them all */
    bool coset_cluster;
    bool idx64;              /* 64-bit element indices in kernels */
    bool fold_at;            /* unpadded local accesses as base pointer + offset (AT) */
    bool fold_pad;           /* padded ones, a base per residue mod the pad's block */
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
/* The text forms of Bluestein's kernels of convolution length m (or Rader's
 * convolution of length m in Bluestein's three kernels) for pb under tu: those of kind 1
 * with the forms the row's list keeps plain for m (ufft__blue_plain), as a plan's program
 * takes them (Bluestein's whole length in one kernel takes them, with its row loop,
 * through ufft__gen_bluestein_one, as does anything that builds it outside a plan). */
void ufft__blue_forms(const ufft__device_caps *caps, const ufft__tuning *tu,
                      const ufft__problem *pb, int64_t m, ufft__schedule *s);
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
/* Where tuning blue_rows asks for it and the pass allows (one row per group, direct
 * I/O, local memory for a staged row of (m + 1) / 2 elements as well): Bluestein's
 * whole-length kernel in one loops over rows (ufft__pass.rows_loop), its local memory
 * grown by the stage and its launch bound's groups set to what the unit then holds where
 * it asked for none or more (the launch's groups per unit: ufft__rows_loop_groups); on
 * sm_90 fp64 rows of unit stride take the bulk copy (stage_bulk), its barrier 16 bytes
 * more. Only that kernel's (gen/one_kernel.c, api/execute.c): split plans' and clusters'
 * kernels launch a group per row. */
void ufft__blue_rows_apply(const ufft__problem *pb, const ufft__device_caps *caps,
                           const ufft__tuning *tu, ufft__schedule *s);
/* The groups a pass that loops over rows (ufft__pass.rows_loop) launches for `rows`: its
 * launch bound's groups on every compute unit, no more than the rows. */
uint64_t ufft__rows_loop_groups(const ufft__pass *ps, const ufft__device_caps *caps, int64_t rows);
/* Whether Bluestein's convolution runs in one kernel (gen/bluestein_fused.c): the FFT
 * of a packed batch of length-m rows is a single register pass; then *s holds it. */
bool ufft__plan_bluestein_fused(const ufft__problem *pb, const ufft__device_caps *caps,
                                const ufft__tuning *tu, int64_t m, ufft__schedule *s);
/* Bluestein's convolution length for pb->n on this device (tu->blue_f32/f64, blue_pow2,
 * blue_m) into *m, 0 on overflow; true when it runs in one kernel, then *s holds its
 * pass. */
bool ufft__plan_bluestein(const ufft__problem *pb, const ufft__device_caps *caps,
                          const ufft__tuning *tu, int64_t *m, ufft__schedule *s);
/* The same for the head of a split plan (length q over its columns): the list's entries
 * for the whole length only (ufft__blue_length.whole) left out. */
bool ufft__plan_bluestein_head(const ufft__problem *pb, const ufft__device_caps *caps,
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
/* Bluestein by cosets (ufft__schedule.cosets = r, m = r P): B by parts (cols r), then
 * per part s < r the tables F_s[j] = w[j] W_m^(s j) at m + s n and G_s[j] = w[j]
 * W_m^(-s j) at m + (r + s) n, j < n: m + 2 r n complex numbers. */
ufft_status ufft__bluestein_coset_tables(int64_t n, int64_t m, int r, ufft_precision prec,
                                         void *host);
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

/* The first choice for a length past the row's codelets (plan/route.c): Rader's kernel
 * in one (s, rader_g), a split plan in one kernel or of several (sp, s; a split of
 * several that the device's memory cannot hold falls back to Bluestein), else
 * Bluestein (s); blue, m and fused: Bluestein of the whole length as
 * ufft__plan_bluestein planned it (fused: in one kernel, blue its schedule). listed: the
 * row's blue_on lists take the length to Bluestein of the whole length. */
typedef enum ufft__route_kind {
    UFFT__ROUTE_RADER = 1,
    UFFT__ROUTE_SPLIT_ONE,
    UFFT__ROUTE_SPLIT,
    UFFT__ROUTE_BLUESTEIN
} ufft__route_kind;
typedef struct ufft__route {
    ufft__route_kind kind;
    ufft__schedule s, blue;
    ufft__split sp;
    int64_t m, rader_g;
    bool fused;
} ufft__route;
void ufft__large_prime_route(const ufft__problem *pb, const ufft__device_caps *caps,
                             const ufft__tuning *tu, bool listed, ufft__route *r);
/* Whether pb takes that route (plan/route.c): the context's knobs (ctx_tu) list it for
 * Bluestein of the whole length (*listed), or it has a prime factor above the codelets of
 * row, the knobs it plans with (its per-length entry's, or a tuning variant). */
bool ufft__past_codelets(const ufft__problem *pb, const ufft__device_caps *caps,
                         const ufft__tuning *ctx_tu, const ufft__tuning *row, bool *listed);

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
