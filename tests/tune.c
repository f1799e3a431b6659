/* UFFT_TUNE=1: the first plan of a problem times its candidates and says so in its
 * description; a plan of the same problem in a new context finds the winner in the
 * disk cache; without UFFT_TUNE nothing is tuned. Prints each description. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ufft.h"

static int passed, failed;

static void check(int ok, const char *what, const char *text)
{
    printf("%-40s %s\n  %s\n", what, ok ? "PASS" : "FAIL", text);
    ok ? passed++ : failed++;
}

/* Plans n x batch in a new context and returns its description in text. */
static ufft_status describe(int64_t n, int64_t batch, char *text, size_t len)
{
    ufft_context *ctx = NULL;
    ufft_plan *plan = NULL;
    text[0] = '\0';
    ufft_status st = ufft_context_create(&ctx, NULL);
    ufft_desc d;
    memset(&d, 0, sizeof d);
    d.rank = 1;
    d.n[0] = n;
    d.batch = batch;
    if (st == UFFT_SUCCESS)
        st = ufft_plan_create(ctx, &d, &plan);
    if (st == UFFT_SUCCESS)
        ufft_plan_describe(plan, text, len);
    else
        snprintf(text, len, "%s", ufft_status_name(st));
    ufft_plan_destroy(plan);
    ufft_context_destroy(ctx);
    return st;
}

int main(void)
{
    char dir[] = "/tmp/ufft-tune-XXXXXX", text[1024];
    if (!mkdtemp(dir)) {
        printf("mkdtemp failed FAIL\n");
        return 1;
    }
    setenv("UFFT_CACHE_DIR", dir, 1);
    unsetenv("UFFT_TUNE");
    describe(1000, 64, text, sizeof text);
    check(strstr(text, "tuned") == NULL, "without UFFT_TUNE: not tuned", text);
    setenv("UFFT_TUNE", "1", 1);
    ufft_status st = describe(1000, 64, text, sizeof text);
    check(st == UFFT_SUCCESS && strstr(text, " (timed ") != NULL, "first plan: timed", text);
    st = describe(1000, 64, text, sizeof text);
    check(st == UFFT_SUCCESS && strstr(text, " (cache)") != NULL, "second context: from the cache", text);
    st = describe(2048, 64, text, sizeof text);
    check(st == UFFT_SUCCESS && strstr(text, " (timed ") != NULL, "another problem: timed", text);
    /* a prime past one kernel: Bluestein's three kernels (the rows' f32) against Rader's
     * (rader_three=3) at least, told apart by their descriptions */
    st = describe(40961, 2, text, sizeof text);
    const char *t = strstr(text, " (timed ");
    check(st == UFFT_SUCCESS && t && atoi(t + 8) >= 2 && strstr(text, " in three kernels"),
          "a prime: its plans timed", text);
    st = describe(40961, 2, text, sizeof text);
    check(st == UFFT_SUCCESS && strstr(text, " (cache)") != NULL, "a prime: from the cache", text);
    /* a prime of Rader's one kernel: its slots computed (the CPU row) and read from a
     * table (rader_slots=15) are the same description but not the same program, so both
     * are timed */
    st = describe(257, 4, text, sizeof text);
    t = strstr(text, " (timed ");
    check(st == UFFT_SUCCESS && t && atoi(t + 8) >= 2 && strstr(text, " rader g="),
          "a Rader prime: computed and tabled slots timed", text);
    char cmd[64];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0)
        printf("(could not remove %s)\n", dir);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
