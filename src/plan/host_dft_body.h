/* The host DFT's transforms in one arithmetic, included by host_dft.c once per type:
 * REAL the type, FN(name) its functions' names, SPLIT_ROOT(w, e, re, im) w_n^e in REAL
 * from ufft__split_roots. The roots come from ufft__unit_root in long double, rounded
 * once to REAL; the source and sink speak long double. */

/* One length's roots and the recursion's scratch. */
typedef struct FN(sub_dft) {
    int64_t n;
    REAL *wre, *wim;                         /* w[k] = exp(-2 pi i k / n), k < n */
    REAL *lre[MAX_LEVELS], *lim[MAX_LEVELS]; /* level L's w_len^k, k < (r-1) m */
    REAL *levels;                            /* the block lre/lim 1.. point into */
    int64_t radix[MAX_LEVELS];               /* level L's radix (level_radix) */
    REAL *tre, *tim;                         /* one butterfly's inputs, up to the largest prime */
} FN(sub_dft);

/* One transform: the input read at off + j * stride, the output written in place. */
typedef struct FN(dft_io) {
    const FN(sub_dft) *t;
    const REAL *xre, *xim;
    REAL *re, *im, *tre, *tim;
} FN(dft_io);

/* The butterfly of radix r over t[j] (re then im, r each), into x[s m], s < r. */
static void FN(butterfly)(const FN(sub_dft) *t, int64_t r, const REAL *tr, const REAL *ti,
                          REAL *xr, REAL *xi, int64_t m)
{
    if (r == 2) {
        xr[0] = tr[0] + tr[1];
        xi[0] = ti[0] + ti[1];
        xr[m] = tr[0] - tr[1];
        xi[m] = ti[0] - ti[1];
    } else if (r == 4) {
        REAL ar = tr[0] + tr[2], ai = ti[0] + ti[2], br = tr[0] - tr[2], bi = ti[0] - ti[2];
        REAL cr = tr[1] + tr[3], ci = ti[1] + ti[3], dr = tr[1] - tr[3], di = ti[1] - ti[3];
        xr[0] = ar + cr;
        xi[0] = ai + ci;
        xr[m] = br + di; /* b - i d */
        xi[m] = bi - dr;
        xr[2 * m] = ar - cr;
        xi[2 * m] = ai - ci;
        xr[3 * m] = br - di; /* b + i d */
        xi[3 * m] = bi + dr;
    } else {
        /* w_r^(js) = w_n^((js mod r) n/r), the exponent stepped by s without division */
        int64_t step = t->n / r;
        for (int64_t s = 0; s < r; s++) {
            REAL sr = 0, si = 0;
            for (int64_t j = 0, e = 0; j < r; j++) {
                sr += tr[j] * t->wre[e * step] - ti[j] * t->wim[e * step];
                si += tr[j] * t->wim[e * step] + ti[j] * t->wre[e * step];
                e += s;
                if (e >= r)
                    e -= r;
            }
            xr[s * m] = sr;
            xi[s * m] = si;
        }
    }
}

/* y[0..len) = DFT_len of x[off + j*stride], j < len, at recursion depth `level`: the
 * last level reads its inputs from x itself, untwiddled (w^0 = 1 exactly). */
static void FN(rec)(const FN(dft_io) *d, int level, int64_t off, int64_t stride, int64_t y,
                    int64_t len)
{
    const FN(sub_dft) *t = d->t;
    int64_t r = t->radix[level], m = len / r;
    REAL *tr = d->tre, *ti = d->tim;
    if (m == 1) {
        for (int64_t j = 0; j < r; j++) {
            tr[j] = d->xre[off + j * stride];
            ti[j] = d->xim[off + j * stride];
        }
        FN(butterfly)(t, r, tr, ti, d->re + y, d->im + y, 1);
        return;
    }
    for (int64_t j = 0; j < r; j++)
        FN(rec)(d, level + 1, off + j * stride, stride * r, y + j * m, m);
    /* X[k + m s] = sum_j (Y_j[k] w_len^{jk}) w_r^{js}: in place over y[j m + k]; the
     * level's roots w_len^(jk), j k < (r-1) m, need no reduction */
    const REAL *wr = t->lre[level], *wi = t->lim[level];
    for (int64_t k = 0; k < m; k++) {
        REAL *xr = d->re + y + k, *xi = d->im + y + k;
        tr[0] = xr[0];
        ti[0] = xi[0];
        for (int64_t j = 1; j < r; j++) {
            REAL ar = xr[j * m], ai = xi[j * m];
            int64_t e = j * k;
            tr[j] = ar * wr[e] - ai * wi[e];
            ti[j] = ar * wi[e] + ai * wr[e];
        }
        FN(butterfly)(t, r, tr, ti, xr, xi, m);
    }
}

/* w[k] = w_n^k, k < n: the first quarter (half, or half and one) by ufft__unit_root,
 * the rest from it by w[k + n/4] = -i w[k], w[k + n/2] = -w[k] or w[n - k] = conj(w[k]),
 * exact operations that spare most of the sinl/cosl. */
static void FN(fill_roots)(FN(sub_dft) *d)
{
    int64_t n = d->n, part = n % 4 == 0 ? n / 4 : n % 2 == 0 ? n / 2 : n / 2 + 1;
    for (int64_t k = 0; k < part; k++) {
        long double wr, wi;
        ufft__unit_root(k, n, &wr, &wi);
        d->wre[k] = (REAL)wr;
        d->wim[k] = (REAL)wi;
    }
    for (int64_t k = part; k < n; k++) {
        if (n % 4 == 0) {
            d->wre[k] = d->wim[k - part];
            d->wim[k] = -d->wre[k - part];
        } else if (n % 2 == 0) {
            d->wre[k] = -d->wre[k - part];
            d->wim[k] = -d->wim[k - part];
        } else {
            d->wre[k] = d->wre[n - k];
            d->wim[k] = -d->wim[n - k];
        }
    }
}

/* The root tables of levels 1.. in one block (level 0 reads the n roots themselves):
 * false where memory fails. */
static bool FN(level_tables)(FN(sub_dft) *d)
{
    int64_t total = 0;
    for (int64_t len = d->n / level_radix(d->n); len > 1; len /= level_radix(len))
        total += level_count(len);
    d->levels = malloc((size_t)(2 * total + 1) * sizeof *d->levels);
    if (!d->levels)
        return false;
    d->lre[0] = d->wre;
    d->lim[0] = d->wim;
    int depth = 0;
    for (int64_t len = d->n; len > 1; len /= level_radix(len))
        d->radix[depth++] = level_radix(len);
    REAL *at = d->levels;
    int level = 1;
    for (int64_t len = d->n / level_radix(d->n); len > 1; len /= level_radix(len), level++) {
        int64_t count = level_count(len), step = d->n / len;
        d->lre[level] = at;
        d->lim[level] = at + count;
        for (int64_t k = 0; k < count; k++) {
            d->lre[level][k] = d->wre[k * step];
            d->lim[level][k] = d->wim[k * step];
        }
        at += 2 * count;
    }
    return true;
}

static void FN(sub_dft_free)(FN(sub_dft) *d)
{
    free(d->levels);
    free(d->wre);
    free(d->wim);
    free(d->tre);
    free(d->tim);
}

/* false where memory fails (d is then freed) */
static bool FN(sub_dft_make)(FN(sub_dft) *d, int64_t n)
{
    int64_t big = 4; /* radix 4's inputs, or the largest prime factor's */
    for (int64_t left = n; left > 1;) {
        int64_t f = smallest_factor(left);
        big = f > big ? f : big;
        left /= f;
    }
    *d = (FN(sub_dft)){.n = n};
    d->wre = malloc((size_t)n * sizeof *d->wre);
    d->wim = malloc((size_t)n * sizeof *d->wim);
    d->tre = malloc((size_t)big * sizeof *d->tre);
    d->tim = malloc((size_t)big * sizeof *d->tim);
    if (d->wre && d->wim && d->tre && d->tim) {
        FN(fill_roots)(d);
        if (FN(level_tables)(d))
            return true;
    }
    FN(sub_dft_free)(d);
    return false;
}

/* re/im = DFT of the contiguous xre/xim, both d->n long */
static void FN(sub_dft_run)(const FN(sub_dft) *d, const REAL *xre, const REAL *xim, REAL *re,
                            REAL *im)
{
    FN(dft_io) io = {d, xre, xim, re, im, d->tre, d->tim};
    if (d->n == 1) {
        re[0] = xre[0];
        im[0] = xim[0];
    } else {
        FN(rec)(&io, 0, 0, 1, 0, d->n);
    }
}

/* The four steps over a[k1 n2 + j2] (re then im, n each): columns j2 of n1 elements
 * x(j2 + n2 j1) transformed, twiddled by w_n^(j2 k1) and stored across, BLOCK columns a
 * sweep; then each row k1 transformed and handed out as X[k1 + n1 k2]. */
static void FN(four_steps)(int64_t n, int64_t n1, const FN(sub_dft) *d1, const FN(sub_dft) *d2,
                           const ufft__split_roots *w, ufft__host_source x, ufft__host_sink y,
                           void *arg, REAL *a, REAL *buf)
{
    int64_t n2 = n / n1;
    REAL *are = a, *aim = a + n;
    /* buf: BLOCK columns in and out (4 BLOCK n1), then one row out (2 n2) */
    REAL *xr = buf, *xi = buf + BLOCK * n1, *yr = xi + BLOCK * n1, *yi = yr + BLOCK * n1;
    for (int64_t j2 = 0; j2 < n2; j2 += BLOCK) {
        int64_t cols = n2 - j2 < BLOCK ? n2 - j2 : BLOCK;
        for (int64_t c = 0; c < cols; c++) {
            REAL *cr = xr + c * n1, *ci = xi + c * n1;
            for (int64_t j1 = 0; j1 < n1; j1++) {
                long double vr, vi;
                x(j2 + c + n2 * j1, arg, &vr, &vi);
                cr[j1] = (REAL)vr;
                ci[j1] = (REAL)vi;
            }
            FN(sub_dft_run)(d1, cr, ci, yr + c * n1, yi + c * n1);
        }
        for (int64_t k1 = 0; k1 < n1; k1++)
            for (int64_t c = 0; c < cols; c++) {
                REAL vr = yr[c * n1 + k1], vi = yi[c * n1 + k1], tr = 1, ti = 0;
                if (n1 > 1)
                    SPLIT_ROOT(w, (j2 + c) * k1, &tr, &ti);
                are[k1 * n2 + j2 + c] = vr * tr - vi * ti;
                aim[k1 * n2 + j2 + c] = vr * ti + vi * tr;
            }
    }
    yr = buf;
    yi = buf + n2;
    for (int64_t k1 = 0; k1 < n1; k1++) {
        FN(sub_dft_run)(d2, are + k1 * n2, aim + k1 * n2, yr, yi);
        for (int64_t k2 = 0; k2 < n2; k2++)
            y(k1 + n1 * k2, yr[k2], yi[k2], arg);
    }
}

static ufft_status FN(stream)(int64_t n, ufft__host_source x, ufft__host_sink y, void *arg)
{
    int64_t n1 = first_factor(n), n2 = n / n1;
    int64_t bufn = 4 * (BLOCK * n1 > n2 ? BLOCK * n1 : n2);
    FN(sub_dft) d1 = {0}, d2 = {0};
    ufft__split_roots w = {0};
    REAL *a = malloc(2 * (size_t)n * sizeof *a), *buf = malloc((size_t)bufn * sizeof *buf);
    bool ok = a && buf && FN(sub_dft_make)(&d1, n1);
    if (ok && !FN(sub_dft_make)(&d2, n2)) {
        FN(sub_dft_free)(&d1);
        ok = false;
    }
    if (ok && n1 > 1 && !ufft__split_roots_make(&w, n)) {
        FN(sub_dft_free)(&d1);
        FN(sub_dft_free)(&d2);
        ok = false;
    }
    if (ok) {
        FN(four_steps)(n, n1, &d1, &d2, &w, x, y, arg, a, buf);
        FN(sub_dft_free)(&d1);
        FN(sub_dft_free)(&d2);
        ufft__split_roots_free(&w);
    }
    free(a);
    free(buf);
    return ok ? UFFT_SUCCESS : UFFT_ERROR_HOST_MEMORY;
}

