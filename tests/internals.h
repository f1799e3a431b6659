/* Shared by tests/internals*.c: one test program, its checks by subject in one file each. */
#ifndef UFFT_TESTS_INTERNALS_H
#define UFFT_TESTS_INTERNALS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "api/internal.h"
#include "plan/plan.h"

/* Counts a check; prints "FAIL what: detail" where it fails. */
void check(bool ok, const char *what, const char *detail);
/* Prints the counts; the exit status: 1 where a check failed. */
int internals_report(void);

/* internals_common.c */
ufft__device_caps fake_caps(const char *vendor, bool gpu, uint64_t local);
bool groups_in_unit(const ufft__device_caps *caps, const ufft__pass *ps);
ufft__problem packed(int64_t n, int64_t batch, ufft_precision prec, bool in_place);
ufft__problem strided_input(int64_t n, int64_t batch, ufft_precision prec, int64_t istride);
ufft__tuning row_with(const ufft__device_caps *caps, const char *tuning);
bool ascending_list(const uint32_t *list);
void row_case(char *what, size_t len, const char *kind, bool cpu, ufft_precision prec,
              int64_t n);
bool row_tuned(const ufft__device_caps *caps, const char *tuning, const char *what,
               ufft__tuning *tu);
bool plan_two_ways(const ufft__problem *pb, const ufft__device_caps *caps,
                   const ufft__tuning *one, const ufft__tuning *two, const char *what,
                   ufft__schedule *a, ufft__schedule *b);

/* internals_schedules.c */
void schedule_invariants(const char *label, const ufft__device_caps *caps);
void generic_choices(const char *label, const ufft__device_caps *caps,
                     const ufft__tuning *tu);
void one_local_buffer(const ufft__device_caps *h100);
void listed_direct_one(const ufft__device_caps *h100);
void listed_composite(const ufft__device_caps *h100);
void h100_calibration(const ufft__device_caps *h100);
void lone_group_radix(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void mid_row_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void direct_io_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void twiddle_pairs(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void large_prime_rows(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void large_prime_generic(const ufft__device_caps *h100);
void partition_bounds(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void streamed_stages(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void spread_stages(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void listed_lengths(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void odd_padding(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void split_choices(const ufft__device_caps *nv, const ufft__device_caps *h100);
void cluster_plans(const ufft__device_caps *h100, const ufft__device_caps *nv);
void bank_strides(const ufft__device_caps *h100);
void exchange_skews(const ufft__device_caps *h100);
void column_twiddles(const ufft__device_caps *h100, const ufft__device_caps *cpu);

/* internals_row_knobs.c */
void narrow_groups(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void register_pass_groups(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void few_shape(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void register_pass_strides(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void direct_bases(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void multi_pass_rows(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void wide_rows_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void fast_memory_groups(const ufft__device_caps *h100);
void least_groups_floor(const ufft__device_caps *h100);
void fast_memory_lengths(const ufft__device_caps *h100);
void load_prefetch_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void lean_direct_barriers(const ufft__device_caps *h100);
void lean_direct_rows(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void forced_groups(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void second_groups(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void listed_widths(const ufft__device_caps *h100);

/* internals_bluestein.c */
void bluestein_direct_short(const ufft__device_caps *h100, const ufft__device_caps *nv);
void bluestein_entry_registers(const ufft__device_caps *h100);
void bluestein_entry_groups(const ufft__device_caps *h100);
void bluestein_entry_heads(const ufft__device_caps *h100);
void bluestein_lists_live(const ufft__device_caps *h100, const ufft__device_caps *nv);
void bluestein_lengths(const ufft__device_caps *h100, const ufft__device_caps *nv,
                       const ufft__device_caps *cpu);
void bluestein_cluster(const ufft__device_caps *h100, const ufft__device_caps *nv,
                       const ufft__device_caps *cpu);
void bluestein_steps_length(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void bluestein_five(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void bluestein_three(const ufft__device_caps *h100, const ufft__device_caps *nv,
                     const ufft__device_caps *cpu);
void bluestein_three_registers(const ufft__device_caps *h100);
void bluestein_three_groups(const ufft__device_caps *h100);
void blue_rows_stage(const ufft__device_caps *h100);
void blue_listed_lengths(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void bluestein_cosets(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void bluestein_coset_tables(void);

/* internals_rader.c */
void rader_or_bluestein(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void host_dft_exact(void);
void rader_plans(const char *label, const ufft__device_caps *caps, const ufft__tuning *tu);
void rader_three_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void rader_tables_exact(void);
void rader_slot_tables(const ufft__device_caps *h100);

/* internals_split.c */
void split_head_width(const ufft__device_caps *h100);
void split_deep_columns(const ufft__device_caps *h100);
void split_composite_heads(const ufft__device_caps *h100);
void cluster_tails(const ufft__device_caps *h100);
void split_tails(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void split_group_bounds(const ufft__device_caps *h100);
void split_plans(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void split_one_plans(const ufft__device_caps *h100, const ufft__device_caps *nv,
                     const ufft__device_caps *cpu);

/* internals_tune.c */
void disk_cache(void);
void tuning_override(void);
void tune_candidates(const char *label, const ufft__tuning *row);
void tune_distinct(const ufft__device_caps *h100);
void tune_unlisted(const ufft__device_caps *h100);

/* internals_backend.c */
void address_alignment(void);

/* internals_gen.c */
void generator_text(void);
void rader_codelet_form(void);
void folded_access(void);
void nested_radix9(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void prime_factor_codelets(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void folded_io(const ufft__device_caps *h100, const ufft__device_caps *cpu);
void dit_codelets(const ufft__device_caps *h100, const ufft__device_caps *cpu);

#endif
