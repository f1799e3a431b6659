/* The objects behind the public handles, shared by the api files only. */
#ifndef UFFT_API_INTERNAL_H
#define UFFT_API_INTERNAL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "backend/backend.h"
#include "plan/plan.h"
#include "ufft.h"
#include "util/hash.h"

struct ufft__errbuf {
    pthread_mutex_t lock;
    char *text; /* malloc'ed, or NULL for none */
};

typedef struct ufft__module_entry {
    ufft__hash key;
    char *source; /* compared in full: the hash only narrows the search */
    ufft__module *mod;
} ufft__module_entry;

struct ufft_context {
    const ufft__backend_ops *ops;
    ufft__device *dev;
    ufft_device_info info;
    ufft__device_caps caps;
    ufft__tuning tuning; /* the device class's row, with UFFT_TUNING applied */
    ufft__errbuf err;
    pthread_mutex_t lock; /* guards the module cache */
    ufft__module_entry *modules;
    size_t nmodules, capmodules;
    char *cache_dir; /* UFFT_CACHE_DIR at creation, or NULL */
    char *dump_dir;  /* UFFT_DUMP_KERNELS at creation, or NULL */
    bool tune;       /* UFFT_TUNE=1 at creation: plans time their candidates */
    /* The caller's hold and one per live plan and buffer: ufft_context_destroy may come
     * before theirs (a binding's finalizers run in any order), and the device closes when
     * the last goes (ufft__context_release). */
    atomic_size_t refs;
};

struct ufft_buffer {
    ufft_context *ctx;
    void *mem;
    size_t size;
    size_t align; /* of its device address, up to UFFT__MEM_ALIGN (backend mem_align) */
};

/* The parts of a Bluestein plan (plan/plan.h). Fused: one kernel per direction in the
 * plan's kernels[0], planned as the single pass in the plan's schedule. Three: three
 * kernels per direction in kernels[0..2], planned as the schedule's two passes
 * (ufft__plan_bluestein_three), or five in kernels[0..4] for three passes
 * (ufft__plan_bluestein_five). Otherwise a length-m sub-plan that runs in place on the
 * first region of the workspace, and the element-wise steps around it. */
typedef struct ufft__bluestein {
    int64_t m;
    int64_t rows; /* of the batch per round of the three kernels or of the steps (the
                   * sub-plan's batch) */
    bool fused, three;
    /* three: Rader's convolution of m = n - 1 with this generator (prime n,
     * ufft__plan_rader_three), 0 for Bluestein's */
    int64_t rader_g;
    int cluster; /* fused on clusters of this many groups (gen/bluestein_cluster.c), or 0 */
    ufft_plan *sub;
    ufft__kernel *k[3][2]; /* [in, mul, out][0 forward, 1 inverse] */
} ufft__bluestein;

struct ufft_plan {
    ufft_context *ctx;
    ufft__bluestein *blue; /* NULL for plans of Stockham passes */
    /* Rader in one kernel (gen/rader_fused.c): the generator, 0 for other plans; the
     * kernels are kernels[0], the length-(n-1) pass is s.pass[0]. */
    int64_t rader_g;
    /* A split plan (plan/plan.h): Rader's or Bluestein's kernel for split->q is
     * kernels[0], planned as split->head; passes 1.. of s the others. NULL for other
     * plans. */
    ufft__split *split;
    ufft__problem pb;
    ufft__schedule s;
    ufft__kernel *kernels[UFFT__MAX_PASSES][2]; /* [kernel][0 forward, 1 inverse] */
    void *twiddles;       /* native device memory */
    size_t workspace_bytes;
    /* Serialises executions: kernel arguments live in the kernel objects (OpenCL), and
     * the plan-owned workspace is allocated on first use. */
    pthread_mutex_t exec_lock;
    void *own_workspace;  /* native; allocated on first use when no user workspace */
    ufft_buffer *user_workspace;
    char *description;    /* ufft_plan_describe's text */
    char tune_note[64];   /* what UFFT_TUNE chose, for the description; "" untuned */
};

/* A plan or buffer takes a hold on its context when made and lets it go when destroyed. */
void ufft__context_retain(ufft_context *ctx);
void ufft__context_release(ufft_context *ctx);

/* Records a failure's detail on the context and returns st (for `return fail(...)`). */
ufft_status ufft__fail(ufft_context *ctx, ufft_status st, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void ufft__errbuf_init(ufft__errbuf *e);
void ufft__errbuf_free(ufft__errbuf *e);

/* Validates a descriptor for this device and fills every default. */
ufft_status ufft__problem_from_desc(ufft_context *ctx, const ufft_desc *d, ufft__problem *pb);

/* Whether b's device address suits p's elements (a wrapped CUDA pointer may not; a load
 * there would fault): UFFT_ERROR_INVALID_ARGUMENT with the reason on the context if not.
 * `which`: "input", "output", "workspace". */
ufft_status ufft__check_align(ufft_plan *p, const ufft_buffer *b, const char *which);

/* ufft_plan_describe's text for a planned p, malloc'd; NULL when out of memory. */
char *ufft__describe_plan(const ufft_plan *p);

/* A plan built with these knobs exactly (no tuning): the candidates of UFFT_TUNE. */
ufft_status ufft__plan_create_tuned(ufft_context *ctx, const ufft_desc *desc,
                                    const ufft__tuning *tu, ufft_plan **plan);
/* UFFT_TUNE's candidates: the row and variants of it (api/tune.c), at most
 * UFFT__TUNE_MAX_CANDIDATES of them (the row and up to thirty-nine variants). */
#define UFFT__TUNE_MAX_CANDIDATES 40
/* room for a candidate plan's description when candidates are told apart by it */
#define UFFT__TUNE_TEXT 1024
typedef struct ufft__tune_candidate {
    ufft__tuning tu;
    char label[96];
} ufft__tune_candidate;
/* Fills c (UFFT__TUNE_MAX_CANDIDATES entries) and returns how many. */
int ufft__tune_candidates(const ufft__tuning *row, ufft__tune_candidate *c);
/* The same for lengths with a prime factor above the codelets: the row and its
 * alternatives among Rader's and Bluestein's kernels and split plans. */
int ufft__tune_prime_candidates(const ufft__tuning *row, ufft__tune_candidate *c);
/* After the n candidates in c, the context's row without the fast-memory entry that
 * ufft__fast_row gave row (the row of one length) where it gave one and there is room;
 * returns the new count. */
int ufft__tune_unlisted(const ufft__tuning *context_row, const ufft__tuning *row,
                        ufft__tune_candidate *c, int n);
/* UFFT_TUNE: replaces *tu (the context's row, as ufft__fast_row gives it for this length)
 * by the fastest of its variants for this problem (prime: ufft__tune_prime_candidates',
 * else ufft__tune_candidates', then ufft__tune_unlisted's), from the disk cache or by
 * timing; writes what it did to note. */
void ufft__tune_choose(ufft_context *ctx, const ufft_desc *desc, const ufft__problem *pb,
                       bool prime, ufft__tuning *tu, char *note, size_t len);

/* Compiles (or finds in the context's cache) the program for `source`. The module
 * lives as long as the context. */
ufft_status ufft__context_module(ufft_context *ctx, const char *source, ufft__module **mod);

#endif
