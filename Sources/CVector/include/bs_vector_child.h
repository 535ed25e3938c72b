#ifndef BARSKIN_BS_VECTOR_CHILD_H
#define BARSKIN_BS_VECTOR_CHILD_H
// The decoder child: librsvg and poppler run in a process of their own, the running
// program started again with BS_VECTOR_CHILD_ARGUMENT. A constructor in this target
// sees that word before any Swift code or thread runs, so whichever program links
// CVector (barskin, the test runner, a fuzz target) can serve as its own child.
//
// The child's only descriptor is a stream socket (its standard input). Every integer
// on it is little-endian; sizes are doubles sent as their IEEE bits.
//
//   parent: 'O' u64 length, bytes       open a document (an SVG or PDF, as the child was started for)
//   child:  'S' f64 width, f64 height    its size in points (0 x 0: none), or 'F'
//   parent: 'D' i32 canvas width, height, draw x, y, width, height, f64 width, height in points
//   child:  'P' i32 width, i32 height, width * height premultiplied ARGB32 words, or 'F'
//   parent: 'C'                          close the document (no reply)
//
// A document stays open until the next 'O' or 'C': the parent draws a file's every scale
// from one open, and sends the next file's 'O' without closing the last.
//   child:  'F' u8 kind, u32 length, message (at most BS_CHILD_MESSAGE_MAX bytes)
#include <stdint.h>

/// The word after the program's path that makes it a decoder child; then the format
/// (`svg` or `pdf`), its address-space limit in MiB and its processor time a request in seconds.
#define BS_VECTOR_CHILD_ARGUMENT "--barskin-vector-child"

/// What the parent asks.
typedef enum { BS_CHILD_OPEN = 'O', BS_CHILD_DRAW = 'D', BS_CHILD_CLOSE = 'C' } bs_child_request;
/// What the child answers.
typedef enum { BS_CHILD_SIZE = 'S', BS_CHILD_PIXELS = 'P', BS_CHILD_FAILED = 'F' } bs_child_reply;
/// Why a request failed: the library refused the file, the PDF has no page, drawing
/// failed, the library could not be loaded, or the request itself was wrong.
typedef enum {
    BS_CHILD_MALFORMED = 1, BS_CHILD_NO_PAGES = 2, BS_CHILD_DRAWING_FAILED = 3,
    BS_CHILD_LIBRARY_MISSING = 4, BS_CHILD_BAD_REQUEST = 5,
} bs_child_failure;

/// The longest failure message sent.
#define BS_CHILD_MESSAGE_MAX 1024

/// The exit status of a child whose library ran out of its address space (see bs_vector_crash.c).
#define BS_CHILD_EXIT_OUT_OF_MEMORY 86

/// Makes the child's fatal signals tell running out of its address-space `limit` (bytes; 0:
/// none) from a crash: the first exits with BS_CHILD_EXIT_OUT_OF_MEMORY, the second dies of
/// its signal. Standard error becomes a pipe the child reads when it dies.
void bs_vector_child_watch_crashes(unsigned long long limit);

/// Drops what the libraries wrote to standard error so far: the words read at a crash are
/// the last request's.
void bs_vector_child_forget_messages(void);

/// Allows reading files below `folders` only, and no writing anywhere (Linux's Landlock; it needs
/// no new privileges, set by the caller): 1 when in force, 0 where the kernel has no Landlock,
/// -1 when it failed.
int bs_vector_child_limit_reading(const char *const *folders, int count);

/// Installs the child's system-call filter (Linux: no new privileges and seccomp; elsewhere
/// nothing): 1 when installed, 0 where the system has none, -1 when installing failed.
int bs_vector_child_confine(void);

#endif
