#include "backend/backend.h"

/* "auto" tries them in this order: a CUDA GPU first, then OpenCL. */
static const ufft__backend_ops *const backends[] = {&ufft__cuda_ops, &ufft__opencl_ops, NULL};

const ufft__backend_ops *const *ufft__backends(void) { return backends; }
