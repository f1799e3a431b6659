/*
 * ufft — fast Fourier transforms on GPUs (CUDA, OpenCL) with one API.
 *
 * This is the only installed header. Every object is an opaque handle; every call
 * returns a ufft_status (UFFT_SUCCESS = 0) and never prints or exits. The detailed
 * text of the last failure on a context (a kernel compiler log, a backend error
 * code, the field of a descriptor that was rejected) is kept on that context.
 *
 * Transforms are unnormalised in both directions, as in FFTW and cuFFT:
 *   out[k] = sum_j in[j] * exp(direction * 2*pi*i * j*k / n),
 * with direction UFFT_FORWARD (-1) or UFFT_INVERSE (+1).
 *
 * Execution is asynchronous on the context's queue; ufft_buffer_read and
 * ufft_context_finish wait for queued work.
 *
 * Thread safety: contexts are independent. Within one context, plans and buffers may
 * be created, used and destroyed from several threads; ufft serialises its own
 * bookkeeping. A plan must not be executed from two threads at once when it uses its
 * own workspace (the executions would share it).
 */
#ifndef UFFT_H
#define UFFT_H

#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32) && defined(UFFT_BUILDING_LIBRARY)
#define UFFT_API __declspec(dllexport)
#elif defined(_WIN32)
#define UFFT_API __declspec(dllimport)
#elif defined(__GNUC__)
#define UFFT_API __attribute__((visibility("default")))
#else
#define UFFT_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define UFFT_VERSION_MAJOR 0
#define UFFT_VERSION_MINOR 1
#define UFFT_VERSION_PATCH 0

/* One list for the enum, its names and its messages. */
#define UFFT_STATUS_MAP(X)                                                                 \
    X(UFFT_SUCCESS, 0, "success")                                                          \
    X(UFFT_ERROR_NULL_POINTER, 1, "a required pointer argument is NULL")                   \
    X(UFFT_ERROR_INVALID_ARGUMENT, 2, "an argument is out of range")                       \
    X(UFFT_ERROR_INVALID_LAYOUT, 3, "the strides, distances or embeddings are invalid")    \
    X(UFFT_ERROR_SIZE_OVERFLOW, 4, "the transform size overflows 64-bit arithmetic")      \
    X(UFFT_ERROR_TOO_LARGE, 5, "the transform does not fit in the device's memory")        \
    X(UFFT_ERROR_UNSUPPORTED, 6, "this transform is not supported (yet) on this device")   \
    X(UFFT_ERROR_NO_DEVICE, 7, "no matching device was found")                             \
    X(UFFT_ERROR_HOST_MEMORY, 8, "host memory allocation failed")                          \
    X(UFFT_ERROR_DEVICE_MEMORY, 9, "device memory allocation failed")                      \
    X(UFFT_ERROR_BUFFER_TOO_SMALL, 10, "a buffer is too small for the plan's layout")      \
    X(UFFT_ERROR_BUFFER_OVERLAP, 11, "out-of-place buffers overlap")                        \
    X(UFFT_ERROR_PLACEMENT, 12, "buffers do not match the plan's placement")               \
    X(UFFT_ERROR_WRONG_CONTEXT, 13, "an object belongs to another context")                 \
    X(UFFT_ERROR_COMPILE, 14, "a kernel failed to compile (see the context's error text)") \
    X(UFFT_ERROR_BACKEND, 15, "the device runtime reported an error")                      \
    X(UFFT_ERROR_OUT_OF_RANGE, 16, "an offset or length lies outside the buffer")          \
    X(UFFT_ERROR_INTERNAL, 17, "internal error in ufft (please report)")

typedef enum ufft_status {
#define UFFT_STATUS_ENUM_(name, value, text) name = value,
    UFFT_STATUS_MAP(UFFT_STATUS_ENUM_)
#undef UFFT_STATUS_ENUM_
} ufft_status;

/* A short English message for a status; never NULL. */
UFFT_API const char *ufft_status_string(ufft_status status);
/* The enum constant's name, e.g. "UFFT_ERROR_UNSUPPORTED"; never NULL. */
UFFT_API const char *ufft_status_name(ufft_status status);

/* ---------------------------------------------------------------- devices */

/* One device a backend can run on, as listed by ufft_device_list. */
typedef struct ufft_device_info {
    char id[32];           /* string for ufft_context_create, e.g. "opencl:0:1" */
    char backend[16];      /* "opencl", "cuda" */
    char name[128];        /* the device's own name */
    char platform[128];    /* platform or driver name */
    char driver[64];       /* driver version */
    int is_gpu;            /* nonzero for a GPU */
    int has_fp64;          /* nonzero where double precision is supported */
    uint64_t global_mem;   /* bytes */
    uint64_t max_alloc;    /* bytes in one buffer */
    uint64_t local_mem;    /* bytes of local/shared memory per work-group */
    uint32_t compute_units;
} ufft_device_info;

/* Lists devices of every backend found on this machine. Writes at most `capacity`
 * entries to `infos` (which may be NULL when capacity is 0) and the number found to
 * `*count`. A backend whose runtime is absent contributes no entries. */
UFFT_API ufft_status ufft_device_list(ufft_device_info *infos, size_t capacity, size_t *count);

/* ---------------------------------------------------------------- contexts */

typedef struct ufft_context ufft_context;

/* device: NULL or "auto" (a CUDA GPU when NVIDIA's driver is installed, else an OpenCL
 * GPU, else any OpenCL device), "cuda" or "cuda:D" (CUDA device D), "opencl" (the first
 * OpenCL GPU, else the first OpenCL device), or "opencl:P:D" (platform P, device D as
 * ufft_device_list numbers them). The environment variable UFFT_DEVICE, when set,
 * replaces NULL and "auto". The CUDA backend loads libcuda and libnvrtc at run time:
 * without them "cuda" fails with UFFT_ERROR_NO_DEVICE and the reason. */
UFFT_API ufft_status ufft_context_create(ufft_context **ctx, const char *device);
/* As ufft_context_create, and on failure copies the reason (there is no context yet to
 * ask) into detail, NUL-terminated when len > 0. */
UFFT_API ufft_status ufft_context_create_with_detail(ufft_context **ctx, const char *device,
                                                     char *detail, size_t len);
/* CUDA interoperability: a context on the caller's CUcontext and CUstream (passed as
 * void *; NULL stream = the legacy default stream). ufft queues all its work on that
 * stream and synchronises nothing else, so ufft_execute can be captured in a CUDA
 * graph; the caller keeps both alive until the context and all its plans and buffers
 * are destroyed (ufft_context_destroy) and makes sure buffers are ready on the stream.
 * ufft_context_finish synchronises the stream. detail (may be NULL) receives the reason
 * of a failure. */
UFFT_API ufft_status ufft_context_create_cuda(ufft_context **ctx, void *cu_context,
                                              void *cu_stream, char *detail, size_t len);
/* Lets the context go. Its plans and buffers hold it: they may be destroyed before or
 * after it, and stay usable until they are; the device and the context's resources are
 * released when the last of them is destroyed. The handle itself must not be passed to
 * any call after this one. */
UFFT_API void ufft_context_destroy(ufft_context *ctx);
/* Waits until all work queued on the context has completed. */
UFFT_API ufft_status ufft_context_finish(ufft_context *ctx);
/* "opencl" or "cuda". */
UFFT_API const char *ufft_context_backend(const ufft_context *ctx);
/* The device's name as the driver reports it. */
UFFT_API const char *ufft_context_device_name(const ufft_context *ctx);
/* Fills *info with the context's device. */
UFFT_API ufft_status ufft_context_device_info(const ufft_context *ctx, ufft_device_info *info);
/* Copies the detailed text of the last failure on this context (empty if none) into
 * text (always NUL-terminated when len > 0). Returns the full length of the text. */
UFFT_API size_t ufft_context_last_error(ufft_context *ctx, char *text, size_t len);

/* ---------------------------------------------------------------- buffers */

typedef struct ufft_buffer ufft_buffer;

UFFT_API ufft_status ufft_buffer_create(ufft_context *ctx, size_t bytes, ufft_buffer **buf);
/* Wraps a caller's device memory without copying. OpenCL: native_handle is a valid cl_mem
 * (ufft retains it and releases its own reference on destroy; a pointer to anything else
 * cannot be told apart safely: the ICD loader dereferences it). CUDA: native_handle is
 * a CUdeviceptr cast to void * (e.g. from cudaMalloc or cuMemAlloc, possibly inside an
 * allocation); the caller keeps the memory alive while the buffer is in use. `bytes`
 * must not exceed the memory from that handle to the end of its allocation. A plan's
 * elements need the pointer aligned to their size (8 bytes fp32 complex, 16 fp64):
 * ufft_execute and ufft_plan_set_workspace refuse a buffer that is not
 * (UFFT_ERROR_INVALID_ARGUMENT) before anything runs. */
UFFT_API ufft_status ufft_buffer_wrap(ufft_context *ctx, void *native_handle, size_t bytes,
                                      ufft_buffer **buf);
/* Blocking copies between host memory and a buffer; they wait for queued work. */
UFFT_API ufft_status ufft_buffer_write(ufft_buffer *buf, size_t offset, const void *src,
                                       size_t bytes);
UFFT_API ufft_status ufft_buffer_read(ufft_buffer *buf, size_t offset, void *dst, size_t bytes);
UFFT_API size_t ufft_buffer_size(const ufft_buffer *buf);
/* The backend's handle: cl_mem for OpenCL, the CUdeviceptr (as void *) for CUDA. */
UFFT_API void *ufft_buffer_native(const ufft_buffer *buf);
UFFT_API void ufft_buffer_destroy(ufft_buffer *buf);

/* ---------------------------------------------------------------- descriptors */

typedef enum ufft_precision { UFFT_F32 = 0, UFFT_F64 = 1 } ufft_precision;
typedef enum ufft_kind { UFFT_C2C = 0, UFFT_R2C = 1, UFFT_C2R = 2 } ufft_kind;
typedef enum ufft_placement { UFFT_OUT_OF_PLACE = 0, UFFT_IN_PLACE = 1 } ufft_placement;
typedef enum ufft_direction { UFFT_FORWARD = -1, UFFT_INVERSE = +1 } ufft_direction;

/* What to transform. A zero-initialised struct plus rank and n[] is a packed,
 * out-of-place, single-precision complex transform of one array.
 *
 * n[0..rank-1] are the sizes, row-major (n[0] varies slowest), as in FFTW.
 * Layout fields follow FFTW's plan_many, counted in elements (complex elements for
 * C2C): element (b, x) of batch entry b at multi-index x lives at
 *   b * dist + (x[rank-1] + inembed[rank-1] * (x[rank-2] + ...)) * stride.
 * 0 in a layout field means the packed default: stride 1, embeddings = n, and
 * dist = stride * (product of the embeddings). batch 0 means 1. An in-place plan needs
 * the same input and output layout. Output layouts must not map two elements to one
 * place (UFFT_ERROR_INVALID_LAYOUT). */
typedef struct ufft_desc {
    int rank;                 /* 1, 2 or 3 */
    int64_t n[3];
    int64_t batch;
    ufft_precision precision;
    ufft_kind kind;
    ufft_placement placement;
    int64_t istride, idist, ostride, odist;
    int64_t inembed[3], onembed[3];
} ufft_desc;

/* ---------------------------------------------------------------- plans */

typedef struct ufft_plan ufft_plan;

/* Validates the descriptor, chooses the passes and compiles the kernels. */
UFFT_API ufft_status ufft_plan_create(ufft_context *ctx, const ufft_desc *desc, ufft_plan **plan);
/* Queues one transform. For an in-place plan, out must be NULL or equal to in; for an
 * out-of-place plan, in and out must be distinct, non-overlapping buffers. Input
 * buffers of out-of-place plans are not modified. */
UFFT_API ufft_status ufft_execute(ufft_plan *plan, ufft_direction direction, ufft_buffer *in,
                                  ufft_buffer *out);
/* Bytes of device workspace the plan needs beyond its input and output (0 for most
 * plans). The plan allocates it on first use unless ufft_plan_set_workspace gave one. */
UFFT_API ufft_status ufft_plan_workspace_size(const ufft_plan *plan, size_t *bytes);
/* Gives the plan caller-owned workspace of at least ufft_plan_workspace_size bytes
 * (NULL returns to plan-owned workspace). The buffer must outlive its use. */
UFFT_API ufft_status ufft_plan_set_workspace(ufft_plan *plan, ufft_buffer *workspace);
/* One line naming the passes, like FFTW's print_plan. Returns the full length;
 * text is always NUL-terminated when len > 0. */
UFFT_API size_t ufft_plan_describe(const ufft_plan *plan, char *text, size_t len);
UFFT_API void ufft_plan_destroy(ufft_plan *plan);

#ifdef __cplusplus
}
#endif

#endif /* UFFT_H */
