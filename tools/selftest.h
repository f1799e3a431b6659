/* The tools' self-test (no device needed): a tally and one entry point per area. */
#ifndef UFFT_TOOLS_SELFTEST_H
#define UFFT_TOOLS_SELFTEST_H

typedef struct tally {
    int passed;
    int failed;
} tally;

/* Records and prints one check ("ok" or "FAIL" and the description). */
void check(tally *t, int ok, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

void selftest_problem(tally *t);
void selftest_sizes(tally *t);
/* "ufft bench --compare": CSV reading, ratios, the combined table (compare.c). */
void selftest_compare(tally *t);
/* Writes its files into dir, an existing empty directory. */
void selftest_npy(tally *t, const char *dir);

#endif
