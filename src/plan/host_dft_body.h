/* The host DFT's transforms in one arithmetic, included by host_dft.c once per type:
 * REAL the type, FN(name) its functions' names, SPLIT_ROOT(w, e, re, im) w_n^e in REAL
 * from ufft__split_roots. The roots come from ufft__unit_root in long double, rounded
 * once to REAL; the source and sink speak long double. */

/* One length's roots and radices (the recursion's scratch comes with each run). */
typedef struct FN(sub_dft) {
    int64_t n;
    REAL *wre, *wim;                         /* w[k] = exp(-2 pi i k / n), k < n */
    REAL *lre[MAX_LEVELS], *lim[MAX_LEVELS]; /* level L's w_len^k, k < (r-1) m */
    REAL *levels;                            /* the block lre/lim 1.. point into */
    int64_t radix[MAX_LEVELS];               /* level L's radix (level_radix) */
    int64_t big;                             /* radix 4 or the largest prime factor */
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

/* safe on a zeroed or already freed d */
static void FN(sub_dft_free)(FN(sub_dft) *d)
{
    free(d->levels);
    free(d->wre);
    free(d->wim);
    d->levels = d->wre = d->wim = NULL;
}

/* false where memory fails (d is then freed) */
static bool FN(sub_dft_make)(FN(sub_dft) *d, int64_t n)
{
    *d = (FN(sub_dft)){.n = n, .big = largest_radix(n)};
    d->wre = malloc((size_t)n * sizeof *d->wre);
    d->wim = malloc((size_t)n * sizeof *d->wim);
    if (d->wre && d->wim) {
        FN(fill_roots)(d);
        if (FN(level_tables)(d))
            return true;
    }
    FN(sub_dft_free)(d);
    return false;
}

/* re/im = DFT of the contiguous xre/xim, both d->n long; scratch: 2 d->big */
static void FN(sub_dft_run)(const FN(sub_dft) *d, const REAL *xre, const REAL *xim, REAL *re,
                            REAL *im, REAL *scratch)
{
    FN(dft_io) io = {d, xre, xim, re, im, scratch, scratch + d->big};
    if (d->n == 1) {
        re[0] = xre[0];
        im[0] = xim[0];
    } else {
        FN(rec)(&io, 0, 0, 1, 0, d->n);
    }
}

/* One thread's share of a step of the four: columns [lo, hi) of step 1 or rows of step 2. */
typedef struct FN(share) {
    int64_t n, n1, lo, hi;
    int step;
    const FN(sub_dft) *d1, *d2;
    const ufft__split_roots *w;
    ufft__host_source x;
    ufft__host_sink y;
    void *arg;
    REAL *a;   /* a[k1 n2 + j2], re then im, n each */
    REAL *buf; /* BLOCK columns in and out (4 BLOCK n1) or one row out (2 n2), then scratch */
} FN(share);

/* Step 1: columns j2 of n1 elements x(j2 + n2 j1) transformed, twiddled by w_n^(j2 k1)
 * and stored across, BLOCK columns a sweep. */
static void FN(columns)(const FN(share) *sh)
{
    int64_t n = sh->n, n1 = sh->n1, n2 = n / n1;
    REAL *are = sh->a, *aim = sh->a + n;
    REAL *xr = sh->buf, *xi = xr + BLOCK * n1, *yr = xi + BLOCK * n1, *yi = yr + BLOCK * n1;
    REAL *scratch = yi + BLOCK * n1;
    for (int64_t j2 = sh->lo; j2 < sh->hi; j2 += BLOCK) {
        int64_t cols = sh->hi - j2 < BLOCK ? sh->hi - j2 : BLOCK;
        for (int64_t c = 0; c < cols; c++) {
            REAL *cr = xr + c * n1, *ci = xi + c * n1;
            for (int64_t j1 = 0; j1 < n1; j1++) {
                long double vr, vi;
                sh->x(j2 + c + n2 * j1, sh->arg, &vr, &vi);
                cr[j1] = (REAL)vr;
                ci[j1] = (REAL)vi;
            }
            FN(sub_dft_run)(sh->d1, cr, ci, yr + c * n1, yi + c * n1, scratch);
        }
        for (int64_t k1 = 0; k1 < n1; k1++)
            for (int64_t c = 0; c < cols; c++) {
                REAL vr = yr[c * n1 + k1], vi = yi[c * n1 + k1], tr = 1, ti = 0;
                if (n1 > 1)
                    SPLIT_ROOT(sh->w, (j2 + c) * k1, &tr, &ti);
                are[k1 * n2 + j2 + c] = vr * tr - vi * ti;
                aim[k1 * n2 + j2 + c] = vr * ti + vi * tr;
            }
    }
}

/* Step 2: each row k1 transformed and handed out as X[k1 + n1 k2]. */
static void FN(rows)(const FN(share) *sh)
{
    int64_t n = sh->n, n1 = sh->n1, n2 = n / n1;
    REAL *yr = sh->buf, *yi = yr + n2, *scratch = yi + n2;
    for (int64_t k1 = sh->lo; k1 < sh->hi; k1++) {
        FN(sub_dft_run)(sh->d2, sh->a + k1 * n2, sh->a + n + k1 * n2, yr, yi, scratch);
        for (int64_t k2 = 0; k2 < n2; k2++)
            sh->y(k1 + n1 * k2, yr[k2], yi[k2], sh->arg);
    }
}

static void *FN(run_share)(void *p)
{
    const FN(share) *sh = p;
    if (sh->step == 1)
        FN(columns)(sh);
    else
        FN(rows)(sh);
    return NULL;
}

/* Runs step `step` over `count` items (columns in whole blocks, or rows) in shares of
 * `threads` threads, the last share on the calling thread (and any whose thread fails
 * to start). */
static void FN(run_step)(FN(share) *shares, int threads, int step, int64_t count, int64_t unit)
{
    pthread_t id[MAX_THREADS];
    bool started[MAX_THREADS] = {false};
    int64_t units = (count + unit - 1) / unit;
    for (int t = 0; t < threads; t++) {
        shares[t].step = step;
        shares[t].lo = units * t / threads * unit;
        shares[t].hi = units * (t + 1) / threads * unit;
        if (shares[t].hi > count)
            shares[t].hi = count;
    }
    for (int t = 0; t + 1 < threads; t++)
        started[t] = pthread_create(&id[t], NULL, FN(run_share), &shares[t]) == 0;
    FN(run_share)(&shares[threads - 1]);
    for (int t = 0; t + 1 < threads; t++) {
        if (started[t])
            pthread_join(id[t], NULL);
        else
            FN(run_share)(&shares[t]);
    }
}

static ufft_status FN(stream)(int64_t n, ufft__host_source x, ufft__host_sink y, void *arg)
{
    int64_t n1 = first_factor(n), n2 = n / n1;
    int threads = host_threads(n);
    if (threads > n1) /* step 2 has n1 rows */
        threads = (int)n1;
    FN(sub_dft) d1 = {0}, d2 = {0};
    ufft__split_roots w = {0};
    FN(share) shares[MAX_THREADS];
    int64_t big = largest_radix(n1) > largest_radix(n2) ? largest_radix(n1) : largest_radix(n2);
    int64_t bufn = 4 * (BLOCK * n1 > n2 ? BLOCK * n1 : n2) + 2 * big;
    REAL *a = malloc(2 * (size_t)n * sizeof *a);
    REAL *bufs = malloc((size_t)threads * (size_t)bufn * sizeof *bufs);
    bool ok = a && bufs && FN(sub_dft_make)(&d1, n1) && FN(sub_dft_make)(&d2, n2) &&
              (n1 == 1 || ufft__split_roots_make(&w, n));
    if (ok) {
        for (int t = 0; t < threads; t++)
            shares[t] = (FN(share)){.n = n, .n1 = n1, .d1 = &d1, .d2 = &d2, .w = &w, .x = x,
                                    .y = y, .arg = arg, .a = a, .buf = bufs + t * bufn};
        FN(run_step)(shares, threads, 1, n2, BLOCK);
        FN(run_step)(shares, threads, 2, n1, 1);
    }
    FN(sub_dft_free)(&d1);
    FN(sub_dft_free)(&d2);
    ufft__split_roots_free(&w);
    free(a);
    free(bufs);
    return ok ? UFFT_SUCCESS : UFFT_ERROR_HOST_MEMORY;
}
