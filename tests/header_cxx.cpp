// ufft.h must compile alone as C++, with C linkage for every function.
#include "ufft.h"

extern "C" const char *(*ufft_header_cxx_probe)(ufft_status);
const char *(*ufft_header_cxx_probe)(ufft_status) = &ufft_status_string;

int ufft_header_cxx_fields()
{
    ufft_desc d = {};
    d.rank = 1;
    d.n[0] = 8;
    d.precision = UFFT_F64;
    return d.rank + (int)UFFT_FORWARD;
}
