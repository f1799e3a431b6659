#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/internal.h"
#include "util/strbuf.h"

static const ufft__backend_ops *backend_named(const char *name, size_t len)
{
    for (const ufft__backend_ops *const *b = ufft__backends(); *b; b++)
        if (strlen((*b)->name) == len && strncmp((*b)->name, name, len) == 0)
            return *b;
    return NULL;
}

static ufft_status open_device(ufft_context *c, const char *device)
{
    if (!device || !*device || strcmp(device, "auto") == 0) {
        ufft_status last = UFFT_ERROR_NO_DEVICE;
        for (const ufft__backend_ops *const *b = ufft__backends(); *b; b++) {
            last = (*b)->open(NULL, &c->dev, &c->info, &c->caps, &c->err);
            if (last == UFFT_SUCCESS) {
                c->ops = *b;
                /* an earlier backend's reason is no failure of this context */
                ufft__err_set(&c->err, "%s", "");
                return UFFT_SUCCESS;
            }
        }
        return last;
    }
    size_t len = strcspn(device, ":");
    const ufft__backend_ops *ops = backend_named(device, len);
    if (!ops) {
        ufft__err_set(&c->err, "device '%s' is not auto, cuda, cuda:D, opencl or opencl:P:D",
                      device);
        return UFFT_ERROR_NO_DEVICE;
    }
    c->ops = ops;
    return ops->open(device + len, &c->dev, &c->info, &c->caps, &c->err);
}

static char *env_copy(const char *name)
{
    const char *v = getenv(name);
    return v && *v ? strdup(v) : NULL;
}

static ufft_context *context_new(void)
{
    ufft_context *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    ufft__errbuf_init(&c->err);
    pthread_mutex_init(&c->lock, NULL);
    atomic_init(&c->refs, 1);
    return c;
}

/* Hands out c when its device opened, else copies the reason and frees it. */
static ufft_status context_done(ufft_context *c, ufft_status st, ufft_context **out, char *detail,
                                size_t len)
{
    if (st == UFFT_SUCCESS) {
        c->tuning = *ufft__tuning_for(&c->caps);
        const char *tune = getenv("UFFT_TUNING");
        if (tune && *tune &&
            (st = ufft__tuning_override(&c->tuning, tune, &c->err)) != UFFT_SUCCESS) {
            ufft__copy_text(detail, len, c->err.text ? c->err.text : "");
            ufft_context_destroy(c); /* the device did open: close it */
            return st;
        }
        c->cache_dir = env_copy("UFFT_CACHE_DIR");
        c->dump_dir = env_copy("UFFT_DUMP_KERNELS");
        const char *t = getenv("UFFT_TUNE");
        c->tune = t && strcmp(t, "1") == 0;
        *out = c;
        return UFFT_SUCCESS;
    }
    ufft__copy_text(detail, len, c->err.text ? c->err.text : "");
    c->dev = NULL;
    ufft_context_destroy(c);
    return st;
}

ufft_status ufft_context_create_with_detail(ufft_context **out, const char *device, char *detail,
                                            size_t len)
{
    ufft__copy_text(detail, len, "");
    if (!out)
        return UFFT_ERROR_NULL_POINTER;
    *out = NULL;
    ufft_context *c = context_new();
    if (!c)
        return UFFT_ERROR_HOST_MEMORY;
    if (!device || strcmp(device, "auto") == 0) {
        const char *env = getenv("UFFT_DEVICE");
        if (env && *env)
            device = env;
    }
    return context_done(c, open_device(c, device), out, detail, len);
}

ufft_status ufft_context_create_cuda(ufft_context **out, void *cu_context, void *cu_stream,
                                     char *detail, size_t len)
{
    ufft__copy_text(detail, len, "");
    if (!out || !cu_context)
        return UFFT_ERROR_NULL_POINTER;
    *out = NULL;
    ufft_context *c = context_new();
    if (!c)
        return UFFT_ERROR_HOST_MEMORY;
    c->ops = &ufft__cuda_ops;
    ufft_status st = c->ops->open_native(cu_context, cu_stream, &c->dev, &c->info, &c->caps, &c->err);
    return context_done(c, st, out, detail, len);
}

ufft_status ufft_context_create(ufft_context **ctx, const char *device)
{
    return ufft_context_create_with_detail(ctx, device, NULL, 0);
}

void ufft__context_retain(ufft_context *c) { atomic_fetch_add(&c->refs, 1); }

void ufft__context_release(ufft_context *c)
{
    if (atomic_fetch_sub(&c->refs, 1) != 1)
        return;
    for (size_t i = 0; i < c->nmodules; i++) {
        c->ops->module_release(c->dev, c->modules[i].mod);
        free(c->modules[i].source);
    }
    free(c->modules);
    if (c->dev)
        c->ops->close(c->dev);
    free(c->cache_dir);
    free(c->dump_dir);
    pthread_mutex_destroy(&c->lock);
    ufft__errbuf_free(&c->err);
    free(c);
}

void ufft_context_destroy(ufft_context *c)
{
    if (c)
        ufft__context_release(c);
}

ufft_status ufft_context_finish(ufft_context *c)
{
    if (!c)
        return UFFT_ERROR_NULL_POINTER;
    return c->ops->finish(c->dev, &c->err);
}

const char *ufft_context_backend(const ufft_context *c) { return c ? c->ops->name : ""; }

const char *ufft_context_device_name(const ufft_context *c) { return c ? c->info.name : ""; }

ufft_status ufft_context_device_info(const ufft_context *c, ufft_device_info *info)
{
    if (!c || !info)
        return UFFT_ERROR_NULL_POINTER;
    *info = c->info;
    return UFFT_SUCCESS;
}

size_t ufft_context_last_error(ufft_context *c, char *text, size_t len)
{
    if (!c)
        return ufft__copy_text(text, len, "");
    pthread_mutex_lock(&c->err.lock);
    size_t n = ufft__copy_text(text, len, c->err.text ? c->err.text : "");
    pthread_mutex_unlock(&c->err.lock);
    return n;
}

ufft_status ufft_device_list(ufft_device_info *infos, size_t capacity, size_t *count)
{
    if (!count || (capacity > 0 && !infos))
        return UFFT_ERROR_NULL_POINTER;
    *count = 0;
    for (const ufft__backend_ops *const *b = ufft__backends(); *b; b++) {
        ufft_status st = (*b)->enumerate(infos, capacity, count);
        if (st != UFFT_SUCCESS)
            return st;
    }
    return UFFT_SUCCESS;
}

static void dump_source(const ufft_context *c, const char *source, const char *hex)
{
    char path[4096];
    int n = snprintf(path, sizeof path, "%s/ufft-%s.%s", c->dump_dir, hex,
                     strcmp(c->ops->dialect, "cuda") == 0 ? "cu" : "cl");
    if (n <= 0 || (size_t)n >= sizeof path)
        return;
    FILE *f = fopen(path, "w");
    if (!f)
        return; /* dumping is a debugging aid: never a reason to fail a plan */
    fputs(source, f);
    fclose(f);
}

ufft_status ufft__context_module(ufft_context *c, const char *source, ufft__module **mod)
{
    ufft__hash h;
    ufft__hash_init(&h);
    ufft__hash_str(&h, source);
    ufft_status st = UFFT_SUCCESS;
    pthread_mutex_lock(&c->lock);
    for (size_t i = 0; i < c->nmodules; i++) {
        ufft__module_entry *m = &c->modules[i];
        if (m->key.a == h.a && m->key.b == h.b && strcmp(m->source, source) == 0) {
            *mod = m->mod;
            goto done;
        }
    }
    if (c->nmodules == c->capmodules) {
        size_t cap = c->capmodules ? 2 * c->capmodules : 16;
        ufft__module_entry *p = realloc(c->modules, cap * sizeof *p);
        if (!p) {
            st = UFFT_ERROR_HOST_MEMORY;
            goto done;
        }
        c->modules = p;
        c->capmodules = cap;
    }
    char *copy = strdup(source);
    if (!copy) {
        st = UFFT_ERROR_HOST_MEMORY;
        goto done;
    }
    if (c->dump_dir) {
        char hex[33];
        ufft__hash_hex(&h, hex);
        dump_source(c, source, hex);
    }
    st = c->ops->compile(c->dev, source, c->cache_dir, mod, &c->err);
    if (st != UFFT_SUCCESS) {
        free(copy);
        goto done;
    }
    c->modules[c->nmodules++] = (ufft__module_entry){h, copy, *mod};
done:
    pthread_mutex_unlock(&c->lock);
    return st;
}
