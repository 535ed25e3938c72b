/* Process-wide settings the command line makes once at start-up, in C because
 * Swift's Glibc module does not import malloc.h. */
#ifndef BARSKIN_BS_SYSTEM_H
#define BARSKIN_BS_SYSTEM_H

/* Keeps freed heap memory for reuse instead of trimming it after every image
 * (glibc only; a no-op elsewhere). Allocations over 32 MB keep their own
 * mappings and are still returned when freed. */
void bs_keep_freed_memory(void);

/* Hands the freed memory the heap keeps back to the kernel (glibc's malloc_trim;
 * a no-op elsewhere), for a long run between a phase that freed much and one
 * that allocates anew. */
void bs_release_freed_memory(void);
/* Adds to a posix_spawn file-actions object (passed untyped: Swift's Glibc does not import
 * glibc's closefrom action) the closing of every descriptor from `lowest` up: 0, or -1 where
 * the C library has no such action (the child then closes them itself). */
int bs_spawn_close_from(void *actions, int lowest);

#endif
