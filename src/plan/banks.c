/* A model of the local-memory banks for a single register pass's column stride: the
 * accesses of gen/stockham.c and gen/staged_io.c, warp by warp, counted in wavefronts.
 *
 * Lengths that are not powers of two and run in one pass pad no local memory (tuning
 * odd_pad), so their columns lie p elements apart. Where p is a multiple of the banks'
 * row the columns of one warp start in the same bank: f32 80 = 20 x 4 (4 work-items per
 * column, 8 columns per warp) takes three times the fewest wavefronts, f32 24 (one
 * work-item per column) four and a half times. A stride a few elements longer spreads
 * the columns over the banks (80 -> 82: 1.2 times the fewest). */
#include "plan/plan.h"

/* The banks: 32 of 4 bytes, one row of them 128 bytes; a warp of 32 lanes. */
#define BANKS 32
#define ROW_BYTES 128
#define LANES 32
/* Warps of a group the model follows: the pattern moves from warp to warp with the
 * columns' offsets, which the first few show (every warp of a 1024-work-item group
 * would cost each candidate stride a million bank updates). */
#define MODEL_WARPS 4

typedef enum { NATURAL, STAGED, EXCHANGE } access_kind;

typedef struct model {
    const ufft__pass *ps;
    int64_t ls;   /* the candidate column stride, in elements */
    int words;    /* 4-byte words per element */
    int64_t cost; /* wavefronts so far */
    int64_t B;    /* the exchange's skew: element a at a + (a / B) * K (ufft__pass.skew) */
    int K;
} model;

/* The element lane lid touches in one access, or -1 where it is idle:
 * NATURAL: element t + i*T of its column (loads into registers, the reads after each
 *   exchange, the natural order before a staged store);
 * STAGED: round i of a staged load or store, element lid + i*group of the block;
 * EXCHANGE: after a radix-R stage at stride nsl, output m of butterfly q (gen/stockham.c
 *   emit_exchange). */
static int64_t element(const model *m, access_kind kind, uint32_t lid, int64_t i, int R,
                       int64_t nsl, int q)
{
    const ufft__pass *ps = m->ps;
    int64_t T = ps->threads_per_col, c = lid / T, t = lid % T;
    if (kind == NATURAL)
        return c * m->ls + t + i * T + (t + i * T) / m->B * m->K;
    if (kind == STAGED) {
        int64_t el = lid + i * T * ps->cols;
        return el < ps->cols * ps->p ? el / ps->p * m->ls + el % ps->p : -1;
    }
    int64_t jb = t + (int64_t)q * T, o = jb / nsl * (nsl * R + m->K) + jb % nsl;
    return c * m->ls + o + i * nsl;
}

static void access_warps(model *m, access_kind kind, int64_t i, int R, int64_t nsl, int q)
{
    uint32_t group = (uint32_t)(m->ps->threads_per_col * m->ps->cols);
    uint32_t warps = (group + LANES - 1) / LANES;
    if (warps > MODEL_WARPS)
        warps = MODEL_WARPS;
    for (uint32_t w = 0; w < warps; w++) {
        int count[BANKS] = {0}, most = 0;
        for (uint32_t l = 0; l < LANES && w * LANES + l < group; l++) {
            int64_t el = element(m, kind, w * LANES + l, i, R, nsl, q);
            for (int k = 0; el >= 0 && k < m->words; k++) {
                int b = (int)((el * m->words + k) % BANKS);
                if (++count[b] > most)
                    most = count[b];
            }
        }
        m->cost += most;
    }
}

static void natural(model *m)
{
    for (int i = 0; i < m->ps->elems; i++)
        access_warps(m, NATURAL, i, 0, 0, 0);
}

static void staged(model *m)
{
    const ufft__pass *ps = m->ps;
    int64_t group = (int64_t)ps->threads_per_col * ps->cols, total = (int64_t)ps->cols * ps->p;
    for (int64_t i = 0; i * group < total; i++)
        access_warps(m, STAGED, i, 0, 0, 0);
}

/* Wavefronts of the pass's local accesses at column stride ls. */
static int64_t pass_wavefronts(const ufft__pass *ps, size_t elem_bytes, int64_t ls)
{
    model m = {ps, ls, (int)(elem_bytes / 4), 0, 1, 0};
    if (ps->stage_load) {
        staged(&m);
        natural(&m);
    }
    int64_t nsl = 1;
    for (int s = 0; s + 1 < ps->nstages; s++) {
        int R = ps->radix[s], Q = ps->elems / R;
        m.B = nsl * R;
        m.K = ps->skew[s];
        for (int q = 0; q < Q; q++)
            for (int k = 0; k < R; k++)
                access_warps(&m, EXCHANGE, k, R, nsl, q);
        natural(&m);
        nsl *= R;
    }
    m.B = 1;
    m.K = 0;
    if (ps->stage_store) {
        natural(&m);
        staged(&m);
    }
    return m.cost;
}

/* The column stride in [from, from + one row of the banks) at which the pass's accesses
 * take fewest wavefronts (the first such). */
static int64_t fewest_stride(const ufft__pass *ps, size_t elem_bytes, int64_t from)
{
    int64_t best = from, least = pass_wavefronts(ps, elem_bytes, from);
    int64_t row = ROW_BYTES / (int64_t)elem_bytes;
    for (int64_t ls = from + 1; ls < from + row; ls++) {
        int64_t cost = pass_wavefronts(ps, elem_bytes, ls);
        if (cost < least) {
            least = cost;
            best = ls;
        }
    }
    return best;
}

int64_t ufft__bank_stride(const ufft__pass *ps, size_t elem_bytes)
{
    if (ps->generic || ps->split || ps->cols < 2 || elem_bytes % 4 || elem_bytes > ROW_BYTES)
        return ps->p;
    return fewest_stride(ps, elem_bytes, ps->p);
}

/* Wavefronts of one column's exchange after a radix-R stage at stride nsl and the reads
 * after it, its blocks of B = nsl * R elements skewed by K. */
static int64_t exchange_wavefronts(const ufft__pass *pass, size_t elem_bytes, int R, int64_t nsl,
                                   int K)
{
    ufft__pass one = *pass;
    one.cols = 1;
    const ufft__pass *ps = &one;
    model m = {ps, ps->p, (int)(elem_bytes / 4), 0, nsl * R, K};
    for (int q = 0; q < ps->elems / R; q++)
        for (int k = 0; k < R; k++)
            access_warps(&m, EXCHANGE, k, R, nsl, q);
    natural(&m);
    return m.cost;
}

int64_t ufft__exchange_skews(ufft__pass *ps, size_t elem_bytes, bool several)
{
    int64_t span = ps->p, nsl = 1, T = ps->threads_per_col;
    for (int s = 0; s < UFFT__MAX_STAGES; s++)
        ps->skew[s] = 0;
    if (ps->generic || ps->split || (ps->cols != 1 && !several) || ps->pad_shift ||
        elem_bytes % 4 || elem_bytes > ROW_BYTES)
        return ps->lstride; /* not one this lays out */
    /* a skew past one row of the banks moves nothing a shorter one does not */
    int most = ROW_BYTES / (int)elem_bytes;
    for (int s = 0; s + 1 < ps->nstages; s++) {
        int R = ps->radix[s];
        int64_t B = nsl * R;
        nsl = B;
        if (T % B && B % T)
            continue; /* each read would need its own division */
        int64_t least = exchange_wavefronts(ps, elem_bytes, R, B / R, 0);
        for (int K = 1; K <= most; K++) {
            int64_t cost = exchange_wavefronts(ps, elem_bytes, R, B / R, K);
            if (cost < least) {
                least = cost;
                ps->skew[s] = K;
            }
        }
        int64_t words = ps->p + (ps->p - 1) / B * ps->skew[s];
        if (words > span)
            span = words;
    }
    /* several columns: the skews chosen within one, then the column stride from span
     * up that the whole group's accesses take fewest wavefronts at */
    return ps->cols == 1 ? span : fewest_stride(ps, elem_bytes, span);
}
