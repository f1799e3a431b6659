/* Unit checks of the parts behind the API that need no device: the planner's schedules
 * for fake devices of every class (Rader's too), the host DFT and Rader's tables against
 * direct sums, the generator's text in both dialects, and the disk cache's refusal of
 * damaged entries. One file per subject (internals_*.c); main runs them all. */
#include <stdio.h>

#include "internals.h"

int main(void)
{
    ufft__device_caps nv = fake_caps("NVIDIA Corporation", true, 48 * 1024);
    ufft__device_caps amd = fake_caps("Advanced Micro Devices, Inc.", true, 64 * 1024);
    ufft__device_caps cpu = fake_caps("GenuineIntel", false, 256 * 1024);
    ufft__device_caps small = fake_caps("Tiny GPU Inc.", true, 16 * 1024);
    schedule_invariants("nvidia", &nv);
    schedule_invariants("amd", &amd);
    schedule_invariants("cpu", &cpu);
    schedule_invariants("16k-local gpu", &small);
    ufft__device_caps h100 = fake_caps("NVIDIA Corporation", true, 232448);
    h100.cuda = true;
    h100.cc = 90;
    h100.max_cluster = 8;
    schedule_invariants("cuda sm90", &h100);
    cluster_plans(&h100, &nv);
    bank_strides(&h100);
    exchange_skews(&h100);
    column_twiddles(&h100, &cpu);
    h100_calibration(&h100);
    split_choices(&nv, &h100);
    large_prime_rows(&h100, &cpu);
    large_prime_generic(&h100);
    rader_or_bluestein(&h100, &cpu);
    split_plans(&h100, &cpu);
    split_one_plans(&h100, &nv, &cpu);
    blue_listed_lengths(&h100, &cpu);
    listed_widths(&h100);
    narrow_groups(&h100, &cpu);
    register_pass_groups(&h100, &cpu);
    few_shape(&h100, &cpu);
    register_pass_strides(&h100, &cpu);
    second_groups(&h100, &cpu);
    streamed_stages(&h100, &cpu);
    spread_stages(&h100, &cpu);
    listed_lengths(&h100, &cpu);
    partition_bounds(&h100, &cpu);
    lone_group_radix(&h100, &cpu);
    twiddle_pairs(&h100, &cpu);
    mid_row_plans(&h100, &cpu);
    direct_io_plans(&h100, &cpu);
    bluestein_lengths(&h100, &nv, &cpu);
    bluestein_lists_live(&h100, &nv);
    bluestein_entry_registers(&h100);
    bluestein_entry_groups(&h100);
    bluestein_entry_heads(&h100);
    bluestein_direct_short(&h100, &nv);
    bluestein_cluster(&h100, &nv, &cpu);
    bluestein_three(&h100, &nv, &cpu);
    bluestein_steps_length(&h100, &cpu);
    bluestein_five(&h100, &cpu);
    bluestein_three_registers(&h100);
    bluestein_three_groups(&h100);
    split_head_width(&h100);
    split_composite_heads(&h100);
    split_deep_columns(&h100);
    split_tails(&h100, &cpu);
    cluster_tails(&h100);
    split_group_bounds(&h100);
    odd_padding(&h100, &cpu);
    const ufft__device_caps *kinds[] = {&h100, &nv, &amd, &cpu, &small};
    const char *names[] = {"cuda sm90", "nvidia", "amd", "cpu", "16k-local gpu"};
    for (int i = 0; i < 5; i++)
        generic_choices(names[i], kinds[i], ufft__tuning_for(kinds[i]));
    /* the same under knobs only UFFT_TUNE and UFFT_TUNING (or the H100 row's measured
     * lengths) choose: one local buffer, butterflies spread wherever a stage may, fp64
     * register passes and composites up to 32, cuFFT's shape for every single generic pass */
    static const char *variants[] = {"one_buffer=1", "spread_f32=3,spread_f64=3,spread_min=2",
                                     "reg_f64=32", "few_threads=256,few_listed=0",
                                     "composite=60,few_threads=256,few_listed=0"};
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++)
        for (int i = 0; i < 5; i++) {
            ufft__tuning tu = *ufft__tuning_for(kinds[i]);
            char label[96];
            snprintf(label, sizeof label, "%s %s", names[i], variants[v]);
            check(ufft__tuning_override(&tu, variants[v], &(ufft__errbuf){0}) == UFFT_SUCCESS,
                  label, "tuning rejected");
            generic_choices(label, kinds[i], &tu);
        }
    for (int i = 0; i < 5; i++)
        rader_plans(names[i], kinds[i], ufft__tuning_for(kinds[i]));
    for (int i = 0; i < 5; i++)
        tune_candidates(names[i], ufft__tuning_for(kinds[i]));
    ufft__tuning every = *ufft__tuning_for(&h100); /* every variant's condition holds */
    every.col_threads = 64;
    every.min_groups = 4;
    every.coalesce_bytes = 64;
    every.narrow_f32 = every.narrow_f64 = 0;
    tune_candidates("every variant", &every);
    host_dft_exact();
    rader_tables_exact();
    rader_three_plans(&h100, &cpu);
    generator_text();
    rader_codelet_form();
    folded_access();
    folded_io(&h100, &cpu);
    lean_direct_rows(&h100, &cpu);
    forced_groups(&h100, &cpu);
    lean_direct_barriers(&h100);
    direct_bases(&h100, &cpu);
    load_prefetch_plans(&h100, &cpu);
    tune_distinct(&h100);
    tune_unlisted(&h100);
    multi_pass_rows(&h100, &cpu);
    wide_rows_plans(&h100, &cpu);
    fast_memory_groups(&h100);
    least_groups_floor(&h100);
    fast_memory_lengths(&h100);
    blue_rows_stage(&h100);
    bluestein_cosets(&h100, &cpu);
    bluestein_coset_tables();
    rader_slot_tables(&h100);
    one_local_buffer(&h100);
    listed_direct_one(&h100);
    listed_composite(&h100);
    nested_radix9(&h100, &cpu);
    prime_factor_codelets(&h100, &cpu);
    dit_codelets(&h100, &cpu);
    address_alignment();
    disk_cache();
    tuning_override();
    return internals_report();
}
