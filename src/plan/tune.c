/* Which device class's row of knobs a device takes, and UFFT_TUNING's overrides of its
 * fields (for experiments and the benchmark sweeps). The rows themselves are data:
 * tune_sm90.c (CUDA sm_90, measured on the H100 and H200) and tune_rows.c (the rest). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plan/plan.h"

int64_t ufft__max_prime(const ufft__tuning *tu, ufft_precision prec)
{
    uint32_t p = prec == UFFT_F64 ? tu->max_prime_f64 : tu->max_prime_f32;
    return p < UFFT__MAX_PRIME ? p : UFFT__MAX_PRIME;
}

uint32_t ufft__split_m(const ufft__tuning *tu, ufft_precision prec)
{
    return prec == UFFT_F64 ? tu->split_m_f64 : tu->split_m_f32;
}

static const ufft__tuning *row(const char *name)
{
    const ufft__tuning *found = ufft__tuning_row(name);
    return found ? found : ufft__tuning_row("gpu");
}

const ufft__tuning *ufft__tuning_for(const ufft__device_caps *caps)
{
    if (caps->cuda)
        return row(caps->cc >= 90 ? "cuda-sm90" : "cuda");
    if (!caps->is_gpu)
        return row("cpu");
    if (strstr(caps->vendor, "NVIDIA"))
        return row("nvidia-gpu");
    if (strstr(caps->vendor, "Advanced Micro") || strstr(caps->vendor, "AMD"))
        return row("amd-gpu");
    return row("gpu");
}

/* Fields UFFT_TUNING may set, with the range each accepts. */
#define TUNING_FIELDS(X)                  \
    X(local_bytes, uint32_t, 1024, 1 << 20)        \
    X(threads, uint32_t, 1, 1024)                  \
    X(max_threads, uint32_t, 1, 1024)              \
    X(elems_f32, int, 1, UFFT__MAX_RADIX)          \
    X(elems_f64, int, 1, UFFT__MAX_RADIX)          \
    X(max_elems, uint32_t, 0, UFFT__MAX_ELEMS)     \
    X(col_threads, uint32_t, 1, 1024)              \
    X(stage_below, uint32_t, 0, 1024)              \
    X(stage_bytes, uint32_t, 0, 4096)              \
    X(min_groups, uint32_t, 1, 32)                 \
    X(fast_mem_gbps, uint32_t, 0, 1000000)         \
    X(fast_groups_f32, uint32_t, 0, 32)            \
    X(fast_choices, uint32_t, 0, 1)                \
    X(reg_pass_regs, uint32_t, 0, 255)             \
    X(cu_regs, uint32_t, 0, 1 << 20)               \
    X(cu_parts, uint32_t, 0, 8)                    \
    X(parts_bound, uint32_t, 0, 3)                 \
    X(parts_above, uint32_t, 0, UFFT__MAX_PRIME)   \
    X(coalesce_bytes, uint32_t, 8, 4096)           \
    X(pad_bytes, uint32_t, 0, 4096)               \
    X(odd_pad, uint32_t, 0, 1)                     \
    X(bank_stride, uint32_t, 0, 3)                 \
    X(exchange_skew, uint32_t, 0, 15)              \
    X(skew_cols, uint32_t, 0, 3)                   \
    X(three_unpadded, uint32_t, 0, 3)              \
    X(lone_groups, uint32_t, 0, 32)                \
    X(least_groups, uint32_t, 0, 32)               \
    X(fold_at, uint32_t, 0, 7)                     \
    X(fold_pad, uint32_t, 0, 63)                   \
    X(nest9, uint32_t, 0, 7)                       \
    X(pfa, uint32_t, 0, 7)                         \
    X(dit_fma, uint32_t, 0, 63)                    \
    X(dit_max, uint32_t, 0, 64)                    \
    X(dit_rader, uint32_t, 0, 3)                   \
    X(rader_codelet_f32, uint32_t, 0, UFFT__MAX_PRIME) \
    X(rader_codelet_f64, uint32_t, 0, UFFT__MAX_PRIME) \
    X(fold_io, uint32_t, 0, 31)                    \
    X(generic_rank, uint32_t, 0, 3)                \
    X(reg_elems, uint32_t, 0, UFFT__MAX_GENERIC_RADIX) \
    X(reg_f64, uint32_t, 0, UFFT__MAX_GENERIC_RADIX)   \
    X(composite, uint32_t, 0, UFFT__MAX_COMPOSITE)    \
    X(one_buffer, uint32_t, 0, 2)                  \
    X(rader, uint32_t, 0, 1)                       \
    X(rader_three, uint32_t, 0, 3)                 \
    X(rader_ratio, uint32_t, 0, 1000)             \
    X(round_ops, uint32_t, 0, 10000)               \
    X(latency_weight, uint32_t, 1, 1000)           \
    X(coalesce_deep, uint32_t, 0, 4096)           \
    X(deep_split, uint32_t, 0, 1)                  \
    X(split_rows, uint32_t, 0, 4096)               \
    X(split_exchange, uint32_t, 0, 2)              \
    X(max_prime_f32, uint32_t, 13, UFFT__MAX_PRIME)  \
    X(max_prime_f64, uint32_t, 13, UFFT__MAX_PRIME)  \
    X(blue_pow2, uint32_t, 0, 1)                   \
    X(blue_m, uint32_t, 0, 1 << 30)                \
    X(blue_heads_only, uint32_t, 0, 1)             \
    X(blue_cosets_f32, uint32_t, 0, 4)             \
    X(blue_cosets_f64, uint32_t, 0, 4)             \
    X(blue_coset_p, uint32_t, 0, 1 << 30)          \
    X(blue_coset_prime, uint32_t, 0, 13)           \
    X(blue_coset_cluster, uint32_t, 0, 1)          \
    X(blue_steps, uint32_t, 0, 1)                  \
    X(blue_five, uint32_t, 0, 3)                   \
    X(blue_three_regs_f32, uint32_t, 0, 256)       \
    X(blue_three_regs_f64, uint32_t, 0, 256)       \
    X(blue_three_least, uint32_t, 0, 256)          \
    X(blue_three_groups, uint32_t, 0, 256)         \
    X(blue_cluster, uint32_t, 0, 8)                \
    X(blue_cluster_ratio, uint32_t, 0, 1000)       \
    X(cluster, uint32_t, 0, 8)                     \
    X(cluster_bytes, uint32_t, 0, 1 << 20)         \
    X(cluster_split, uint32_t, 0, 8)               \
    X(full_group_last, uint32_t, 0, 1)             \
    X(radix_last, uint32_t, 0, 3)                  \
    X(col_twiddles, uint32_t, 0, 3)                \
    X(row_twiddles, uint32_t, 0, 3)                \
    X(narrow_rows, uint32_t, 0, 3)                 \
    X(mid_rows, uint32_t, 0, 3)                    \
    X(direct_io, uint32_t, 0, 1024)                \
    X(blue_direct_m, uint32_t, 0, 1 << 30)         \
    X(blue_rows, uint32_t, 0, 3)                   \
    X(odd_first, uint32_t, 0, 3)                   \
    X(pairs_f32, uint32_t, 0, UFFT__MAX_ELEMS)     \
    X(pairs_f64, uint32_t, 0, UFFT__MAX_ELEMS)     \
    X(row_pairs, uint32_t, 0, 3)                   \
    X(item_elems, uint32_t, 0, 256)                \
    X(stream_f32, uint32_t, 0, UFFT__MAX_PRIME)    \
    X(stream_f64, uint32_t, 0, UFFT__MAX_PRIME)    \
    X(spread_f32, uint32_t, 0, UFFT__MAX_PRIME)    \
    X(spread_f64, uint32_t, 0, UFFT__MAX_PRIME)    \
    X(spread_max, uint32_t, 0, UFFT__MAX_SPREAD)   \
    X(spread_min, uint32_t, 0, UFFT__MAX_SPREAD)   \
    X(spread_listed, uint32_t, 0, 1)               \
    X(direct_listed, uint32_t, 0, 1)               \
    X(reg_listed, uint32_t, 0, 1)                  \
    X(rank_listed, uint32_t, 0, 1)                 \
    X(one_listed, uint32_t, 0, 1)                  \
    X(threads_listed, uint32_t, 0, 1)              \
    X(groups_listed, uint32_t, 0, 1)               \
    X(composite_listed, uint32_t, 0, 1)            \
    X(rader_max_prime, uint32_t, 0, UFFT__MAX_PRIME) \
    X(rader_max_elems, uint32_t, 0, UFFT__MAX_GENERIC_RADIX) \
    X(split_m_f32, uint32_t, 0, 1 << 30)           \
    X(split_m_f64, uint32_t, 0, 1 << 30)           \
    X(split_blue, uint32_t, 0, 1)                  \
    X(head_wide_groups, uint32_t, 0, 32)           \
    X(head_wide_groups_f64, uint32_t, 0, 32)       \
    X(split_composite, uint32_t, 0, 1 << 24)       \
    X(split_tail, uint32_t, 0, 64)                 \
    X(split_tail_ratio_f32, uint32_t, 0, 1000)     \
    X(split_tail_ratio_f64, uint32_t, 0, 1000)     \
    X(split_rader_words, uint32_t, 0, 1024)        \
    X(split_groups, uint32_t, 0, 8)                \
    X(split_groups_below_f32, uint32_t, 0, 1 << 16) \
    X(split_groups_below_f64, uint32_t, 0, 1 << 16) \
    X(split_one, uint32_t, 0, 1000)                \
    X(split_one_listed, uint32_t, 0, 1)            \
    X(blue_listed, uint32_t, 0, 1)                 \
    X(routes_listed, uint32_t, 0, 1)               \
    X(narrow_f32, uint32_t, 0, 1024)               \
    X(narrow_f64, uint32_t, 0, 1024)               \
    X(narrow_listed, uint32_t, 0, 1)              \
    X(few_threads, uint32_t, 0, 1024)              \
    X(few_listed, uint32_t, 0, 1)                  \
    X(few_groups_f32, uint32_t, 0, 32)             \
    X(few_groups_f64, uint32_t, 0, 32)             \
    X(pass_groups, uint32_t, 0, 32)                \
    X(lean_direct, uint32_t, 0, 2)                 \
    X(direct_base, uint32_t, 0, 7)                 \
    X(rader_slots, uint32_t, 0, 15)                \
    X(rader_slots_off_s, uint32_t, 0, 0x7fffffff)  \
    X(load_prefetch, uint32_t, 0, 15)              \
    X(multi_threads_f32, uint32_t, 0, 1024)        \
    X(multi_threads_f64, uint32_t, 0, 1024)        \
    X(multi_reg_f64, uint32_t, 0, UFFT__MAX_GENERIC_RADIX) \
    X(wide_rows_f32, uint32_t, 0, 4096)            \
    X(wide_rows_f64, uint32_t, 0, 4096)            \
    X(wide_even_f32, uint32_t, 0, 4096)            \
    X(wide_even_f64, uint32_t, 0, 4096)            \
    X(wide_same, uint32_t, 0, 3)                   \
    X(direct_one_local, uint32_t, 0, 3)            \
    X(rolled, uint32_t, 0, 1)

static bool is_pow2(long v) { return v > 0 && (v & (v - 1)) == 0; }

ufft_status ufft__tuning_override(ufft__tuning *tu, const char *text, ufft__errbuf *err)
{
    const char *at = text;
    while (at && *at) {
        size_t len = strcspn(at, ",");
        char item[64];
        if (len == 0 || len >= sizeof item) {
            ufft__err_set(err, "UFFT_TUNING: '%.*s' is not key=value", (int)len, at);
            return UFFT_ERROR_INVALID_ARGUMENT;
        }
        memcpy(item, at, len);
        item[len] = '\0';
        at += len + (at[len] == ',');
        if (strncmp(item, "row=", 4) == 0) {
            /* another device class's whole row, keys after it over it: its plans on
             * this device, where its limits allow them (PoCL running the H100's) */
            const ufft__tuning *named = ufft__tuning_row(item + 4);
            if (!named) {
                ufft__err_set(err, "UFFT_TUNING: no row named '%s'", item + 4);
                return UFFT_ERROR_INVALID_ARGUMENT;
            }
            *tu = *named;
            continue;
        }
        char *eq = strchr(item, '='), *end = NULL;
        long v = eq ? strtol(eq + 1, &end, 10) : 0;
        if (!eq || end == eq + 1 || *end) {
            ufft__err_set(err, "UFFT_TUNING: '%s' is not key=number", item);
            return UFFT_ERROR_INVALID_ARGUMENT;
        }
        *eq = '\0';
        bool known = false;
#define TUNING_SET_(field, type, lo, hi)                                               \
        if (strcmp(item, #field) == 0) {                                               \
            known = true;                                                              \
            if (v < (lo) || v > (hi)) {                                                \
                ufft__err_set(err, "UFFT_TUNING: %s=%ld is outside %ld..%ld", item, v, \
                              (long)(lo), (long)(hi));                                 \
                return UFFT_ERROR_INVALID_ARGUMENT;                                    \
            }                                                                          \
            tu->field = (type)v;                                                       \
        }
        TUNING_FIELDS(TUNING_SET_)
#undef TUNING_SET_
        if (!known) {
            ufft__err_set(err, "UFFT_TUNING: unknown key '%s'", item);
            return UFFT_ERROR_INVALID_ARGUMENT;
        }
    }
    /* The planner works in powers of two: elements per item and group sizes. */
    if (!is_pow2(tu->elems_f32) || !is_pow2(tu->elems_f64) || !is_pow2((long)tu->threads) ||
        !is_pow2((long)tu->col_threads) || (tu->max_elems && !is_pow2((long)tu->max_elems)) ||
        (tu->pad_bytes && !is_pow2((long)tu->pad_bytes)) ||
        (tu->multi_threads_f32 && !is_pow2((long)tu->multi_threads_f32)) ||
        (tu->multi_threads_f64 && !is_pow2((long)tu->multi_threads_f64))) {
        ufft__err_set(err, "UFFT_TUNING: elems_f32, elems_f64, max_elems, threads, col_threads, "
                           "multi_threads_f32, multi_threads_f64 and pad_bytes must be powers "
                           "of two");
        return UFFT_ERROR_INVALID_ARGUMENT;
    }
    return UFFT_SUCCESS;
}
