#include "backend/disk_cache.h"

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "util/hash.h"

#define MAGIC "UFFTBIN1"
#define MAX_ENTRY_BYTES ((size_t)1 << 30)

typedef struct header {
    char magic[8];
    char key[32];
    uint64_t len;
    uint64_t sum_a, sum_b;
} header;

static bool entry_path(const char *dir, const char *key_hex, char *path, size_t len)
{
    int n = snprintf(path, len, "%s/ufft-%s.bin", dir, key_hex);
    return n > 0 && (size_t)n < len;
}

bool ufft__disk_cache_load(const char *dir, const char *key_hex, unsigned char **data,
                           size_t *len)
{
    char path[4096];
    if (!dir || !*dir || !entry_path(dir, key_hex, path, sizeof path))
        return false;
    /* Only a regular file is an entry: opening a FIFO put there would wait for a writer
     * forever, and a device could be read without end. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return false;
    struct stat st;
    FILE *f = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? fdopen(fd, "rb") : NULL;
    if (!f) {
        close(fd);
        return false;
    }
    bool ok = false;
    unsigned char *buf = NULL;
    header h;
    /* the file's size must be the header's: no allocation for a length it does not hold */
    if (fread(&h, sizeof h, 1, f) != 1 || memcmp(h.magic, MAGIC, 8) != 0 ||
        memcmp(h.key, key_hex, 32) != 0 || h.len == 0 || h.len > MAX_ENTRY_BYTES ||
        (uint64_t)st.st_size != sizeof h + h.len)
        goto done;
    buf = malloc((size_t)h.len);
    if (!buf || fread(buf, 1, (size_t)h.len, f) != (size_t)h.len)
        goto done;
    if (fgetc(f) != EOF) /* trailing garbage: not what we wrote */
        goto done;
    ufft__hash sum;
    ufft__hash_init(&sum);
    ufft__hash_bytes(&sum, buf, (size_t)h.len);
    if (sum.a != h.sum_a || sum.b != h.sum_b)
        goto done;
    *data = buf;
    *len = (size_t)h.len;
    buf = NULL;
    ok = true;
done:
    free(buf);
    fclose(f);
    return ok;
}

/* mkdir -p: a cache directory whose parents do not exist yet (~/.cache/ufft/kernels on a
 * fresh account) would otherwise never be written, with nothing to say why. */
static void make_dirs(const char *dir)
{
    char p[4096];
    int n = snprintf(p, sizeof p, "%s", dir);
    if (n <= 0 || (size_t)n >= sizeof p)
        return;
    for (char *c = p + 1; *c; c++)
        if (*c == '/') {
            *c = '\0';
            mkdir(p, 0777); /* may exist already */
            *c = '/';
        }
    mkdir(p, 0777);
}

void ufft__disk_cache_store(const char *dir, const char *key_hex, const unsigned char *data,
                            size_t len)
{
    char path[4096], tmp[4200];
    if (!dir || !*dir || len == 0 || len > MAX_ENTRY_BYTES ||
        !entry_path(dir, key_hex, path, sizeof path))
        return;
    make_dirs(dir);
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    /* pid + address of the data + time: unique across processes and threads */
    int n = snprintf(tmp, sizeof tmp, "%s.%ld.%lx.%ld.tmp", path, (long)getpid(),
                     (unsigned long)(uintptr_t)data, (long)ts.tv_nsec);
    if (n <= 0 || (size_t)n >= sizeof tmp)
        return;
    header h;
    memset(&h, 0, sizeof h);
    memcpy(h.magic, MAGIC, 8);
    memcpy(h.key, key_hex, 32);
    h.len = len;
    ufft__hash sum;
    ufft__hash_init(&sum);
    ufft__hash_bytes(&sum, data, len);
    h.sum_a = sum.a;
    h.sum_b = sum.b;
    FILE *f = fopen(tmp, "wb");
    if (!f)
        return;
    bool ok = fwrite(&h, sizeof h, 1, f) == 1 && fwrite(data, 1, len, f) == len;
    ok = (fclose(f) == 0) && ok;
    if (!ok || rename(tmp, path) != 0)
        remove(tmp);
}
