#include "bs_system.h"

/* Any libc header defines __GLIBC__ (through features.h); test it after one. */
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void bs_keep_freed_memory(void) {
#if defined(__GLIBC__)
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
#endif
}

void bs_release_freed_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
