/* Running the competitor benchmarks for "ufft bench --compare" (see compare.h): each
 * program of bench/ that was built runs with fork/execv (no shell), writes its CSV into
 * a temporary directory, and its rows join the table. Their own output goes to stderr,
 * so stdout keeps ufft's table, the notes and the combined table. */
#include "compare.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "checked.h"

/* A malloc'd formatted string, or NULL when out of memory. */
static char *format(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

static char *format(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int len = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (len < 0)
        return NULL;
    char *s = malloc((size_t)len + 1);
    if (!s)
        return NULL;
    va_start(ap, fmt);
    int again = vsnprintf(s, (size_t)len + 1, fmt, ap);
    va_end(ap);
    if (again != len) {
        free(s);
        return NULL;
    }
    return s;
}

/* The directory above the running executable's (Linux: /proc/self/exe, which has its
 * links resolved): /work/build for /work/build/tools/ufft. malloc'd, or NULL with errno
 * set. */
static char *executable_parent_dir(void)
{
    size_t cap = 256;
    for (;;) {
        char *buf = malloc(cap);
        if (!buf)
            return NULL;
        ssize_t len = readlink("/proc/self/exe", buf, cap);
        if (len < 0) {
            int e = errno;
            free(buf);
            errno = e;
            return NULL;
        }
        if ((size_t)len < cap) {
            buf[len] = '\0';
            for (int up = 0; up < 2; up++) {
                char *slash = strrchr(buf, '/');
                if (!slash) {
                    free(buf);
                    errno = ENOENT;
                    return NULL;
                }
                *slash = '\0'; /* "/ufft" leaves "": the root, as "" + "/bench" says */
            }
            return buf;
        }
        free(buf);
        if (cap > ((size_t)1 << 20) || !tool_mul_size(cap, 2, &cap)) {
            errno = ENAMETOOLONG;
            return NULL;
        }
    }
}

/* Where the competitors are: --compare-dir, $UFFT_BENCH_DIR, or bench/ beside the
 * directory of this executable (build/tools/ufft -> build/bench). malloc'd; NULL with
 * a note on out. */
static char *competitor_dir(const char *dir_option, FILE *out)
{
    const char *env = getenv("UFFT_BENCH_DIR");
    char *dir = NULL;
    if (dir_option) {
        dir = format("%s", dir_option);
    } else if (env && env[0]) {
        dir = format("%s", env);
    } else {
        char *parent = executable_parent_dir();
        if (!parent) {
            fprintf(out, "# compare: cannot find this executable (/proc/self/exe: %s); "
                         "give --compare-dir DIR or UFFT_BENCH_DIR\n",
                    strerror(errno));
            return NULL;
        }
        dir = format("%s/bench", parent);
        free(parent);
    }
    if (!dir)
        fprintf(out, "# compare: out of memory\n");
    return dir;
}

/* Reads a whole file into a NUL-terminated malloc'd buffer. 0, or -1 with errno. */
static int read_file(const char *path, char **text, size_t *len)
{
    FILE *f = fopen(path, "rb");
    size_t cap = 4096, used = 0;
    char *buf = NULL;
    *text = NULL;
    *len = 0;
    if (!f)
        return -1;
    for (;;) {
        if (!buf || used + 1 >= cap) {
            if (buf && !tool_mul_size(cap, 2, &cap)) {
                errno = EFBIG;
                break;
            }
            char *grown = realloc(buf, cap);
            if (!grown) {
                errno = ENOMEM;
                break;
            }
            buf = grown;
        }
        size_t got = fread(buf + used, 1, cap - used - 1, f);
        used += got;
        if (got == 0) {
            if (ferror(f)) {
                errno = EIO;
                break;
            }
            fclose(f);
            buf[used] = '\0';
            *text = buf;
            *len = used;
            return 0;
        }
    }
    int e = errno;
    fclose(f);
    free(buf);
    errno = e;
    return -1;
}

/* A competitor that runs longer than this is stopped, so one hung program (a driver
 * waiting forever, say) cannot hang the comparison; its rows so far are kept. */
#ifndef CHILD_LIMIT_S
#define CHILD_LIMIT_S 900
#endif

/* How a child ended. */
typedef struct child_end {
    int exec_errno; /* nonzero: execv failed with it (the program never ran) */
    int exited;     /* 1: exit status in code; 0: killed by signal code */
    int code;
    int timed_out;  /* stopped by us after CHILD_LIMIT_S */
} child_end;

/* waitpid that stops the child with SIGKILL once CHILD_LIMIT_S have passed. */
static pid_t wait_limited(pid_t pid, int *status, int *timed_out)
{
    struct timespec start, now, nap = {0, 50 * 1000 * 1000};
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (;;) {
        pid_t w = waitpid(pid, status, WNOHANG);
        if (w != 0 && !(w < 0 && errno == EINTR))
            return w;
        clock_gettime(CLOCK_MONOTONIC, &now);
        double elapsed = (double)(now.tv_sec - start.tv_sec) +
                         1e-9 * (double)(now.tv_nsec - start.tv_nsec);
        if (elapsed >= CHILD_LIMIT_S) {
            *timed_out = 1;
            kill(pid, SIGKILL);
            do
                w = waitpid(pid, status, 0);
            while (w < 0 && errno == EINTR);
            return w;
        }
        nanosleep(&nap, NULL);
    }
}

/* fork + execv with the child's stdout sent to stderr. A close-on-exec pipe carries
 * execv's errno back when the program cannot be started. 0, or -1 with errno when the
 * child could not be created or waited for. */
static int run_child(const char *path, char *const argv[], child_end *end)
{
    int fds[2];
    memset(end, 0, sizeof *end);
    if (pipe(fds) != 0)
        return -1;
    if (fcntl(fds[0], F_SETFD, FD_CLOEXEC) != 0 || fcntl(fds[1], F_SETFD, FD_CLOEXEC) != 0) {
        int e = errno;
        close(fds[0]);
        close(fds[1]);
        errno = e;
        return -1;
    }
    fflush(NULL); /* nothing buffered twice */
    pid_t pid = fork();
    if (pid < 0) {
        int e = errno;
        close(fds[0]);
        close(fds[1]);
        errno = e;
        return -1;
    }
    if (pid == 0) {
        /* Only async-signal-safe calls from here: the parent may have threads. */
        int e = 0;
        close(fds[0]);
        if (dup2(STDERR_FILENO, STDOUT_FILENO) < 0)
            e = errno;
        else {
            execv(path, argv);
            e = errno;
        }
        ssize_t w = write(fds[1], &e, sizeof e);
        (void)w;
        _exit(127);
    }
    close(fds[1]);
    int e = 0;
    ssize_t got;
    do
        got = read(fds[0], &e, sizeof e);
    while (got < 0 && errno == EINTR);
    close(fds[0]);
    if (got == (ssize_t)sizeof e && e != 0)
        end->exec_errno = e;
    int status = 0;
    if (wait_limited(pid, &status, &end->timed_out) < 0)
        return -1;
    if (WIFEXITED(status)) {
        end->exited = 1;
        end->code = WEXITSTATUS(status);
    } else {
        end->exited = 0;
        end->code = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    }
    return 0;
}

static void print_command(FILE *out, const char *path, char *const argv[])
{
    fprintf(out, "# compare: %s", path);
    for (size_t i = 1; argv[i]; i++)
        fprintf(out, " %s", argv[i]);
    fputc('\n', out);
    fflush(out);
}

/* Reads the program's CSV (if it wrote one) into t and csv. -1 only when out of
 * memory; a missing or malformed file is a note. */
static int take_rows(const compare_program *p, const char *csv_path, compare_table *t,
                     FILE *csv, FILE *out, size_t *rows)
{
    char *text = NULL;
    size_t len = 0, added = 0, skipped = 0;
    char why[200];
    compare_table mine = {NULL, 0, 0};
    *rows = 0;
    if (read_file(csv_path, &text, &len) != 0) {
        int e = errno;
        if (e != ENOENT)
            fprintf(out, "# compare: %s: cannot read its CSV %s: %s\n", p->name, csv_path,
                    strerror(e));
        return e == ENOMEM ? -1 : 0;
    }
    int rc = 0;
    if (len > 0 &&
        compare_parse_csv(&mine, text, len, p->name, &added, &skipped, why, sizeof why) != 0)
        fprintf(out, "# compare: %s: its CSV %s: %s (%zu rows read before)\n", p->name,
                csv_path, why, added);
    if (skipped)
        fprintf(out, "# compare: %s: %zu rows without a result skipped\n", p->name, skipped);
    if (csv)
        compare_csv_rows(csv, &mine);
    if (compare_table_merge(t, &mine) != 0)
        rc = -1;
    *rows = mine.count;
    compare_table_free(&mine);
    free(text);
    return rc;
}

/* One program: 0, or -1 when out of memory. */
static int run_one(const compare_options *o, const compare_program *p, const char *dir,
                   const char *tmp, compare_table *t, FILE *csv, FILE *out)
{
    char *path = format("%s/%s", dir, p->name);
    char *csv_path = format("%s/%s.csv", tmp, p->name);
    char **argv = path && csv_path ? compare_argv(o, p, csv_path) : NULL;
    int rc = 0;
    if (!argv) {
        fprintf(out, "# compare: out of memory\n");
        rc = -1;
        goto done;
    }
    if (access(path, X_OK) != 0) {
        if (errno == ENOENT)
            fprintf(out, "# compare: %s not built (skipped)\n", p->name);
        else
            fprintf(out, "# compare: %s cannot be run: %s (skipped)\n", path, strerror(errno));
        goto done;
    }
    print_command(out, path, argv);
    child_end end;
    if (run_child(path, argv, &end) != 0) {
        fprintf(out, "# compare: %s could not be run: %s (skipped)\n", p->name, strerror(errno));
        goto done;
    }
    if (end.exec_errno) {
        fprintf(out, "# compare: %s could not be started: %s (skipped)\n", p->name,
                strerror(end.exec_errno));
        goto done;
    }
    size_t rows = 0;
    rc = take_rows(p, csv_path, t, csv, out, &rows);
    if (end.exited && end.code == 0)
        fprintf(out, "# compare: %s: %zu rows\n", p->name, rows);
    else if (end.exited)
        fprintf(out, "# compare: %s exited with status %d%s (its message is on stderr); "
                     "%zu rows it wrote are used\n",
                p->name, end.code, end.code == 127 ? ", not started: a library missing?" : "",
                rows);
    else if (end.timed_out)
        fprintf(out, "# compare: %s ran past %d s and was stopped; %zu rows it wrote are used\n",
                p->name, CHILD_LIMIT_S, rows);
    else
        fprintf(out, "# compare: %s was killed by signal %d; %zu rows it wrote are used\n",
                p->name, end.code, rows);
    if (unlink(csv_path) != 0 && errno != ENOENT)
        fprintf(out, "# compare: cannot remove %s: %s\n", csv_path, strerror(errno));
done:
    fflush(out);
    compare_argv_free(argv);
    free(csv_path);
    free(path);
    return rc;
}

int compare_run_competitors(const compare_options *o, const char *dir_option,
                            compare_table *t, FILE *csv, FILE *out)
{
    const char *tmpdir = getenv("TMPDIR");
    char *dir = competitor_dir(dir_option, out);
    char *tmp = format("%s/ufft-compare-XXXXXX", tmpdir && tmpdir[0] ? tmpdir : "/tmp");
    int rc = 0;
    if (!dir || !tmp) {
        rc = -1;
        goto done;
    }
    if (!mkdtemp(tmp)) {
        fprintf(out, "# compare: cannot create a temporary directory %s: %s\n", tmp,
                strerror(errno));
        free(tmp);
        tmp = NULL;
        rc = -1;
        goto done;
    }
    struct stat st;
    fprintf(out, "\n# compare: competitors from %s%s\n", dir,
            stat(dir, &st) != 0 ? " (no such directory)" : "");
    for (size_t i = 0; i < compare_program_count && rc == 0; i++)
        rc = run_one(o, &compare_programs[i], dir, tmp, t, csv, out);
    if (rmdir(tmp) != 0)
        fprintf(out, "# compare: cannot remove %s: %s\n", tmp, strerror(errno));
done:
    fflush(out);
    free(tmp);
    free(dir);
    return rc;
}
