#include "backend/nvrtc.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Accuracy first: no --use_fast_math (its sin/cos and divisions lose digits), and
 * contraction into FMA stays on (it rounds less, not more). */
#define N_OPTIONS 3
static void options(int cc, char arch[32], const char *opts[N_OPTIONS])
{
    snprintf(arch, 32, "--gpu-architecture=sm_%d", cc);
    opts[0] = arch;
    opts[1] = "--std=c++14";
    opts[2] = "--fmad=true";
}

void ufft__nvrtc_options_text(int cc, char *text, size_t len)
{
    char arch[32];
    const char *opts[N_OPTIONS];
    options(cc, arch, opts);
    snprintf(text, len, "%s %s %s", opts[0], opts[1], opts[2]);
}

static void *open_first(void)
{
    static const char *const names[] = {
        "libnvrtc.so", "libnvrtc.so.13", "libnvrtc.so.12",
        "/usr/local/cuda/lib64/libnvrtc.so", "/usr/local/cuda/lib64/libnvrtc.so.13",
        "/usr/local/cuda/lib64/libnvrtc.so.12", "/usr/lib/x86_64-linux-gnu/libnvrtc.so",
    };
    const char *env = getenv("UFFT_NVRTC_LIBRARY");
    if (env && *env)
        return dlopen(env, RTLD_NOW | RTLD_LOCAL);
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        void *h = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        if (h)
            return h;
    }
    return NULL;
}

int ufft__nvrtc_load(ufft__nvrtc *nv, char *why, size_t len)
{
    memset(nv, 0, sizeof *nv);
    nv->lib = open_first();
    if (!nv->lib) {
        snprintf(why, len, "CUDA: NVRTC (libnvrtc.so) was not found; set UFFT_NVRTC_LIBRARY");
        return -1;
    }
    struct {
        const char *name;
        void *slot;
    } syms[] = {
        {"nvrtcVersion", &nv->Version},
        {"nvrtcCreateProgram", &nv->CreateProgram},
        {"nvrtcDestroyProgram", &nv->DestroyProgram},
        {"nvrtcCompileProgram", &nv->CompileProgram},
        {"nvrtcGetProgramLogSize", &nv->GetProgramLogSize},
        {"nvrtcGetProgramLog", &nv->GetProgramLog},
        {"nvrtcGetCUBINSize", &nv->GetCUBINSize},
        {"nvrtcGetCUBIN", &nv->GetCUBIN},
        {"nvrtcGetErrorString", &nv->GetErrorString},
    };
    for (size_t i = 0; i < sizeof syms / sizeof syms[0]; i++) {
        void *f = dlsym(nv->lib, syms[i].name);
        if (!f) {
            snprintf(why, len, "CUDA: libnvrtc has no %s (NVRTC older than 11.1?)", syms[i].name);
            ufft__nvrtc_unload(nv);
            return -1;
        }
        memcpy(syms[i].slot, &f, sizeof f);
    }
    if (nv->Version(&nv->major, &nv->minor) != 0)
        nv->major = nv->minor = 0;
    return 0;
}

void ufft__nvrtc_unload(ufft__nvrtc *nv)
{
    if (nv->lib)
        dlclose(nv->lib);
    memset(nv, 0, sizeof *nv);
}

static char *program_log(const ufft__nvrtc *nv, void *prog, int rc)
{
    size_t n = 0;
    if (nv->GetProgramLogSize(prog, &n) != 0)
        n = 0;
    const char *what = nv->GetErrorString ? nv->GetErrorString(rc) : "NVRTC error";
    size_t head = strlen(what) + 2;
    char *log = malloc(head + n + 1);
    if (!log)
        return NULL;
    snprintf(log, head + 1, "%s\n", what);
    if (n == 0 || nv->GetProgramLog(prog, log + strlen(log)) != 0)
        log[strlen(what) + 1] = '\0';
    return log;
}

int ufft__nvrtc_compile(const ufft__nvrtc *nv, const char *source, int cc, unsigned char **cubin,
                        size_t *cubin_len, char **log)
{
    char arch[32];
    const char *opts[N_OPTIONS];
    options(cc, arch, opts);
    *cubin = NULL;
    *log = NULL;
    void *prog = NULL;
    int rc = nv->CreateProgram(&prog, source, "ufft.cu", 0, NULL, NULL);
    if (rc != 0) {
        *log = program_log(nv, prog, rc);
        return rc;
    }
    rc = nv->CompileProgram(prog, N_OPTIONS, opts);
    size_t n = 0;
    if (rc == 0)
        rc = nv->GetCUBINSize(prog, &n);
    if (rc == 0 && n == 0)
        rc = -1;
    if (rc == 0) {
        *cubin = malloc(n);
        if (!*cubin || nv->GetCUBIN(prog, (char *)*cubin) != 0) {
            free(*cubin);
            *cubin = NULL;
            rc = -1;
        }
        *cubin_len = n;
    }
    if (rc != 0)
        *log = program_log(nv, prog, rc);
    nv->DestroyProgram(&prog);
    return rc;
}
