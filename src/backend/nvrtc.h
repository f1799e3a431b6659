/* NVRTC, loaded at run time: CUDA C source to machine code (CUBIN) for one compute
 * capability. Needs no GPU, so CI compiles every kernel the generator can emit. */
#ifndef UFFT_BACKEND_NVRTC_H
#define UFFT_BACKEND_NVRTC_H

#include <stddef.h>

typedef struct ufft__nvrtc {
    void *lib;
    int major, minor; /* NVRTC's version */
    int (*Version)(int *, int *);
    int (*CreateProgram)(void **, const char *, const char *, int, const char *const *,
                         const char *const *);
    int (*DestroyProgram)(void **);
    int (*CompileProgram)(void *, int, const char *const *);
    int (*GetProgramLogSize)(void *, size_t *);
    int (*GetProgramLog)(void *, char *);
    int (*GetCUBINSize)(void *, size_t *);
    int (*GetCUBIN)(void *, char *);
    const char *(*GetErrorString)(int);
} ufft__nvrtc;

/* Opens libnvrtc ($UFFT_NVRTC_LIBRARY, else the loader's search path, else the usual
 * CUDA toolkit folders). Nonzero with the reason in why when it is missing. */
int ufft__nvrtc_load(ufft__nvrtc *nv, char *why, size_t len);
void ufft__nvrtc_unload(ufft__nvrtc *nv);

/* Compiles source for sm_<cc> (e.g. 90). On success returns 0 and a malloc'ed CUBIN;
 * on failure nonzero, and *log (malloc'ed, may be NULL) holds the compiler's output. */
int ufft__nvrtc_compile(const ufft__nvrtc *nv, const char *source, int cc, unsigned char **cubin,
                        size_t *cubin_len, char **log);

/* The options used for sm_<cc>, as one string (part of cache keys). */
void ufft__nvrtc_options_text(int cc, char *text, size_t len);

#endif
