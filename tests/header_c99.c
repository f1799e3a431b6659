/* ufft.h must compile alone as strict C99 (see tests/CMakeLists.txt). */
#include "ufft.h"

int ufft_header_c99_probe(void);
int ufft_header_c99_probe(void)
{
    ufft_desc d = {0};
    d.rank = 1;
    d.n[0] = 8;
    return (int)UFFT_SUCCESS + d.rank;
}
