/* An opt-in on-disk store of compiled kernels (UFFT_CACHE_DIR). Entries carry a magic,
 * their key and a checksum of the payload: a truncated, corrupted or foreign file is
 * reported as a miss, never trusted, and the caller rebuilds and overwrites it. */
#ifndef UFFT_BACKEND_DISK_CACHE_H
#define UFFT_BACKEND_DISK_CACHE_H

#include <stdbool.h>
#include <stddef.h>

/* On a hit returns true and a malloc'ed payload the caller frees. */
bool ufft__disk_cache_load(const char *dir, const char *key_hex, unsigned char **data,
                           size_t *len);
/* Best effort: writes a temporary file and renames it, so concurrent writers and
 * readers never see half an entry. Failure to store is not an error for the caller. */
void ufft__disk_cache_store(const char *dir, const char *key_hex, const unsigned char *data,
                            size_t len);

#endif
