/* A stand-in for libnvrtc (UFFT_NVRTC_LIBRARY) beside tests/fake_cuda.c: every program
 * "compiles" to a few bytes that the fake driver loads as a module. */
/* These functions are another library's interface, declared by its header, not ours. */
#pragma GCC diagnostic ignored "-Wmissing-prototypes"
#include <stdlib.h>
#include <string.h>

static const char log_text[] = "fake NVRTC";

int nvrtcVersion(int *major, int *minor)
{
    *major = 13;
    *minor = 0;
    return 0;
}

int nvrtcCreateProgram(void **prog, const char *src, const char *name, int n,
                       const char *const *headers, const char *const *includes)
{
    (void)name, (void)n, (void)headers, (void)includes;
    *prog = malloc(strlen(src) + 1);
    if (!*prog)
        return 1;
    strcpy(*prog, src);
    return 0;
}

int nvrtcDestroyProgram(void **prog)
{
    free(*prog);
    *prog = NULL;
    return 0;
}

int nvrtcCompileProgram(void *prog, int n, const char *const *options)
{
    (void)prog, (void)n, (void)options;
    return 0;
}

int nvrtcGetProgramLogSize(void *prog, size_t *n)
{
    (void)prog;
    *n = sizeof log_text;
    return 0;
}

int nvrtcGetProgramLog(void *prog, char *log)
{
    (void)prog;
    memcpy(log, log_text, sizeof log_text);
    return 0;
}

int nvrtcGetCUBINSize(void *prog, size_t *n)
{
    (void)prog;
    *n = 64;
    return 0;
}

int nvrtcGetCUBIN(void *prog, char *cubin)
{
    (void)prog;
    memset(cubin, 0x7f, 64);
    return 0;
}

const char *nvrtcGetErrorString(int r) { return r ? "NVRTC_ERROR" : "NVRTC_SUCCESS"; }
