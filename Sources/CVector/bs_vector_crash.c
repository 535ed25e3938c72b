// How the decoder child tells a crash from running out of memory: under RLIMIT_AS an
// allocation fails and the library aborts (Rust, GLib, C++) or dereferences NULL, so the
// signal alone cannot say which. The child's standard error is a pipe it keeps itself, and
// a handler on the fatal signals reads the library's last words from it ("memory allocation
// of N bytes failed", "failed to allocate", std::bad_alloc) and the address space in use; when
// either says memory, the child exits with BS_CHILD_EXIT_OUT_OF_MEMORY instead of dying of
// the signal, which is raised again otherwise.
#define _GNU_SOURCE  // pipe2
#include "bs_vector_child.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static int messages = -1, statm = -1;
static unsigned long long address_limit;

static int says_memory(const char *text) {
    static const char *const words[] = {
        "memory allocation of", "failed to allocate", "bad_alloc", "Out of memory", "out of memory", "Cannot allocate memory",
    };
    for (size_t index = 0; index < sizeof words / sizeof words[0]; index++) if (strstr(text, words[index])) return 1;
    return 0;
}

// Within an eighth of the limit: the next allocation of any size may well have failed.
static int near_limit(void) {
    if (statm < 0 || address_limit == 0) return 0;
    char text[64];
    ssize_t got = pread(statm, text, sizeof text - 1, 0);
    if (got <= 0) return 0;
    text[got] = 0;
    unsigned long long pages = 0;
    for (const char *digit = text; *digit >= '0' && *digit <= '9'; digit++) pages = pages * 10 + (unsigned long long)(*digit - '0');
    unsigned long long used = pages * (unsigned long long)sysconf(_SC_PAGESIZE);
    return used + address_limit / 8 >= address_limit;
}

// Only calls that are safe in a signal handler: read, pread, _exit, raise.
static void on_fatal_signal(int number) {
    int memory = near_limit();
    char text[4096];
    for (ssize_t got; !memory && messages >= 0 && (got = read(messages, text, sizeof text - 1)) > 0;) {
        text[got] = 0;
        memory = says_memory(text);
    }
    if (memory) _exit(BS_CHILD_EXIT_OUT_OF_MEMORY);
    // SA_RESETHAND put the default action back: the parent sees the signal itself.
    raise(number);
}

void bs_vector_child_watch_crashes(unsigned long long limit) {
    address_limit = limit;
    statm = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
    int ends[2];
    // Non-blocking: a library that writes more than the pipe holds loses its words, never waits.
    if (pipe2(ends, O_CLOEXEC | O_NONBLOCK) == 0) {
        if (dup2(ends[1], 2) == 2) messages = ends[0];
        else close(ends[0]);
        close(ends[1]);
    }
    // Its own stack, so that a stack overflow is reported too.
    static char stack[64 * 1024];
    stack_t alternate = { .ss_sp = stack, .ss_size = sizeof stack, .ss_flags = 0 };
    sigaltstack(&alternate, NULL);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_fatal_signal;
    action.sa_flags = SA_ONSTACK | SA_RESETHAND;
    sigemptyset(&action.sa_mask);
    static const int fatal[] = { SIGSEGV, SIGBUS, SIGABRT, SIGTRAP, SIGILL, SIGFPE };
    for (size_t index = 0; index < sizeof fatal / sizeof fatal[0]; index++) sigaction(fatal[index], &action, NULL);
}

void bs_vector_child_forget_messages(void) {
    char text[4096];
    while (messages >= 0 && read(messages, text, sizeof text) > 0) {}
}
