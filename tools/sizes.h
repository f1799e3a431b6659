/* The SIZES arguments of "ufft bench": each is one size ("1024", "2^10"), a range
 * doubling from its start ("8..4096", "2^3..2^27"), several of those joined by ','
 * ("1000,3125,2^3..2^5"), or a full problem string in the problem.h syntax
 * ("f64:64x64*10,inplace"). */
#ifndef UFFT_TOOLS_SIZES_H
#define UFFT_TOOLS_SIZES_H

#include <stddef.h>

#include "problem.h"

typedef struct size_item {
    ufft_problem problem;
    /* Nonzero when the argument fixed the batch ("f32:1024*7"); otherwise the caller
     * chooses it (from --batch or --bytes) and desc.batch is 0. */
    int batch_given;
} size_item;

typedef struct size_list {
    size_item *items;
    size_t count;
    size_t capacity;
} size_list;

/* What a plain size or range becomes: precision, placement and direction. */
typedef struct size_defaults {
    ufft_precision precision;
    ufft_placement placement;
    ufft_direction direction;
} size_defaults;

/* Appends the sizes named by one argument. Returns 0, or -1 with a reason in err
 * (the list is then unchanged). */
int sizes_parse(const char *arg, const size_defaults *def, size_list *list, char *err,
                size_t errlen);

void sizes_free(size_list *list);

#endif
