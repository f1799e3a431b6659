/* What a row says for one problem: its entry in the per-length lists, and whether a knob
 * that names program kinds (fold_io's bits: 1 Rader's or Bluestein's kernel, 2 a split
 * plan's, 4 Stockham passes) or precisions applies. The planner and the generator's
 * forms ask here rather than reading the lists themselves. */
#include "plan/plan.h"

bool ufft__in_list(const uint32_t *list, int64_t n)
{
    for (; list && *list && (int64_t)*list <= n; list++)
        if ((int64_t)*list == n)
            return true;
    return false;
}

ufft__length_choice ufft__listed_length(const ufft__tuning *tu, const ufft__problem *pb)
{
    ufft__length_choice c = {0};
    const ufft__length_choice *l = pb->precision == UFFT_F64 ? tu->lengths_f64 : tu->lengths_f32;
    for (; l && l->n && (int64_t)l->n != pb->n; l++)
        ;
    if (!l || !l->n)
        return c;
    c = *l;
    /* the row's switches: each part of the entry applies only while its own is set */
    if (!tu->spread_listed)
        c.spread_from = c.spread_most = 0;
    c.direct = tu->direct_listed ? c.direct : 0;
    c.reg = tu->reg_listed ? c.reg : 0;
    c.generic = tu->reg_listed ? c.generic : 0;
    c.rank = tu->rank_listed ? c.rank : 0;
    c.one = tu->one_listed ? c.one : 0;
    c.threads = tu->threads_listed ? c.threads : 0;
    c.groups = tu->groups_listed ? c.groups : 0;
    c.composite = tu->composite_listed ? c.composite : 0;
    return c;
}

uint32_t ufft__reg_f64(const ufft__tuning *tu, const ufft__length_choice *lc)
{
    return tu->reg_f64 ? tu->reg_f64 : lc->reg;
}

int ufft__max_composite(const ufft__tuning *tu, const ufft__length_choice *lc,
                        ufft_precision prec)
{
    uint32_t c = tu->composite ? tu->composite : lc->composite;
    if (c)
        return (int)(c < UFFT__MAX_COMPOSITE ? c : UFFT__MAX_COMPOSITE);
    if (prec != UFFT_F64)
        return UFFT__MAX_GENERIC_RADIX;
    uint32_t reg = ufft__reg_f64(tu, lc);
    return reg ? (int)reg : 16;
}

uint32_t ufft__listed_count(const ufft__length_count *list, int64_t n)
{
    for (; list && list->n && (int64_t)list->n <= n; list++)
        if ((int64_t)list->n == n)
            return list->count;
    return 0;
}

uint32_t ufft__few_for(const ufft__tuning *tu, const ufft__problem *pb)
{
    if (!tu->few_threads || !tu->few_listed)
        return tu->few_threads;
    return ufft__listed_count(pb->precision == UFFT_F64 ? tu->few_on_f64 : tu->few_on_f32, pb->n);
}

uint32_t ufft__few_groups(const ufft__tuning *tu, const ufft__problem *pb)
{
    bool f64 = pb->precision == UFFT_F64;
    uint32_t listed = tu->few_listed ? ufft__listed_count(f64 ? tu->few_groups_on_f64
                                                              : tu->few_groups_on_f32, pb->n)
                                     : 0;
    return listed ? listed : f64 ? tu->few_groups_f64 : tu->few_groups_f32;
}

bool ufft__fold_io_for(const ufft__tuning *tu, const ufft__problem *pb, const ufft__schedule *s,
                       uint32_t kind)
{
    const ufft__pass *p0 = &s->pass[0];
    uint32_t one_column = kind == 4 && s->npasses == 1 && !p0->generic && p0->cols == 1
                              ? (pb->precision == UFFT_F64 ? 16u : 8u)
                              : 0u;
    return (tu->fold_io & (kind | one_column)) != 0;
}

uint32_t ufft__pass_groups(const ufft__tuning *tu, const ufft__problem *pb)
{
    if (tu->pass_groups)
        return tu->pass_groups;
    return ufft__listed_count(pb->precision == UFFT_F64 ? tu->pass_groups_on_f64
                                                        : tu->pass_groups_on_f32, pb->n);
}

bool ufft__lean_direct_for(const ufft__tuning *tu, const ufft__problem *pb, uint32_t kind)
{
    if (tu->lean_direct == 2)
        return kind == 4 &&
               ufft__in_list(pb->precision == UFFT_F64 ? tu->lean_on_f64 : tu->lean_on_f32, pb->n);
    return tu->lean_direct != 0;
}

bool ufft__direct_base_for(const ufft__tuning *tu, const ufft__problem *pb, uint32_t kind)
{
    bool f64 = pb->precision == UFFT_F64;
    const uint32_t *listed = f64 ? tu->direct_base_on_f64 : tu->direct_base_on_f32;
    return kind == 4 && ((tu->direct_base & (f64 ? 2u : 1u)) ||
                         (!(tu->direct_base & 4u) && ufft__in_list(listed, pb->n)));
}

uint32_t ufft__rader_plain(const ufft__tuning *tu, ufft_precision prec)
{
    return tu->dit_rader & (prec == UFFT_F64 ? 2u : 1u) ? 0 : UFFT__PLAIN_DIT;
}

bool ufft__load_prefetch_for(const ufft__device_caps *caps, const ufft__tuning *tu,
                             const ufft__problem *pb, const ufft__schedule *s, uint32_t kind)
{
    uint32_t bit = (pb->precision == UFFT_F64 ? 2u : 1u) << (s->npasses > 1 ? 2 : 0);
    /* only CUDA's dialect has the hint (gen/dialect.c) */
    return caps->cuda && kind == 4 && (tu->load_prefetch & bit) != 0;
}

const char *ufft__fast_knobs(const ufft__tuning *tu, const ufft__device_caps *caps,
                             const ufft__problem *pb)
{
    if (!tu->fast_choices)
        return NULL;
    bool fast = tu->fast_mem_gbps && caps->mem_gbps >= tu->fast_mem_gbps,
         f64 = pb->precision == UFFT_F64;
    const ufft__fast_choice *l = fast ? (f64 ? tu->fast_lengths_f64 : tu->fast_lengths_f32)
                                      : (f64 ? tu->slow_lengths_f64 : tu->slow_lengths_f32);
    for (; l && l->n && (int64_t)l->n < pb->n; l++)
        ;
    return l && l->n && (int64_t)l->n == pb->n ? l->knobs : NULL;
}

const ufft__tuning *ufft__fast_row(const ufft__tuning *tu, const ufft__device_caps *caps,
                                   const ufft__problem *pb, ufft__tuning *own)
{
    const char *knobs = ufft__fast_knobs(tu, caps, pb);
    if (!knobs)
        return tu;
    *own = *tu;
    /* an entry that does not parse (internals' fast_memory_lengths parses every one)
     * leaves the row as it is */
    if (ufft__tuning_override(own, knobs, NULL) != UFFT_SUCCESS)
        return tu;
    own->fast_choices = 0; /* applied: UFFT_TUNE's variants of it keep their own knobs */
    return own;
}

unsigned ufft__rader_slots_for(const ufft__tuning *tu, const ufft__problem *pb, int64_t one_s)
{
    unsigned bit = pb->precision == UFFT_F64 ? 2u : 1u;
    if (!(tu->rader_slots & bit))
        return 0;
    if (one_s >= 1 && one_s <= 31 && (tu->rader_slots_off_s >> (one_s - 1) & 1u))
        return 0;
    return (tu->rader_slots & (bit << 2)) ? 3u : 1u;
}
