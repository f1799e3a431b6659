/* ufft_tools_selftest: checks the problem syntax, the bench size lists, the CSV reading
 * and table of "ufft bench --compare" and the .npy reader/writer, in a temporary
 * directory, with no device. Ends with "N passed,
 * M failed" and exits non-zero on any failure. */
#include "selftest.h"

#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void check(tally *t, int ok, const char *fmt, ...)
{
    va_list ap;
    printf("%s ", ok ? "ok  " : "FAIL");
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    if (ok)
        t->passed++;
    else
        t->failed++;
}

/* Removes the files the npy tests wrote, then the directory. */
static void remove_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        char path[4096];
        int n = snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (n > 0 && (size_t)n < sizeof path)
            unlink(path);
    }
    closedir(d);
    rmdir(dir);
}

int main(void)
{
    tally t = {0, 0};
    const char *tmp = getenv("TMPDIR");
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/ufft-selftest-XXXXXX", tmp && tmp[0] ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 1;
    }
    selftest_problem(&t);
    selftest_sizes(&t);
    selftest_compare(&t);
    selftest_npy(&t, dir);
    remove_dir(dir);
    printf("%d passed, %d failed\n", t.passed, t.failed);
    return t.failed ? 1 : 0;
}
