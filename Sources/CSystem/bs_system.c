#define _GNU_SOURCE
#include "bs_system.h"

#include <spawn.h>

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

int bs_spawn_close_from(void *actions, int lowest) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    return posix_spawn_file_actions_addclosefrom_np((posix_spawn_file_actions_t *)actions, lowest);
#else
    (void)actions;
    (void)lowest;
    return -1;
#endif
}
