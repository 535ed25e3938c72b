// The decoder child's system-call filter. Its libraries are loaded and fontconfig has
// read its configuration before this runs; what is left for librsvg, poppler, cairo and
// their helpers is memory, time, threads, the socket (already open) and font files.
//
// Font files are why `openat` stays, read-only: librsvg and poppler find a text's font
// through fontconfig by path and FreeType opens it by path when a glyph is first drawn,
// and a filter sees a pointer, not the path it points to. Everything that could take
// what a read-only open found anywhere else is refused: no socket, no connect, no open
// for writing or creating, no exec, no signal to another process, no ptrace.
#define _GNU_SOURCE
#include "bs_vector_child.h"

#if defined(__linux__)
#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__x86_64__)
#define BS_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define BS_ARCH AUDIT_ARCH_AARCH64
#endif

#define ALLOW(nr) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW)
#define LOAD(field) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, field))
#define ARG_LOW(n) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[n]))
#define RETURN(value) BPF_STMT(BPF_RET | BPF_K, (value))
#define DENY(error) RETURN(SECCOMP_RET_ERRNO | (error))

// Write, create, truncate, append and path-only flags: any of them makes an open refused.
#define WRITING_FLAGS (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND | O_EXCL | O_PATH | O_TMPFILE)

int bs_vector_child_confine(void) {
#if !defined(BS_ARCH)
    return 0;
#else
    uint32_t self = (uint32_t)getpid();
    struct sock_filter program[] = {
        LOAD(arch),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, BS_ARCH, 1, 0),
        RETURN(SECCOMP_RET_KILL_PROCESS),
        LOAD(nr),
        // openat(dirfd, path, flags): read-only only.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_openat, 0, 4),
        ARG_LOW(2),
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, WRITING_FLAGS, 0, 1),
        DENY(EACCES),
        RETURN(SECCOMP_RET_ALLOW),
#if defined(SYS_open)
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_open, 0, 4),
        ARG_LOW(1),
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, WRITING_FLAGS, 0, 1),
        DENY(EACCES),
        RETURN(SECCOMP_RET_ALLOW),
#endif
        LOAD(nr),
        // clone: threads only, never a new process; clone3 hides its flags in memory, so
        // glibc is told it does not exist and falls back to clone.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 4),
        ARG_LOW(0),
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD, 0, 1),
        RETURN(SECCOMP_RET_ALLOW),
        DENY(EPERM),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone3, 0, 1),
        DENY(ENOSYS),
        // Signals to this process only (abort raises SIGABRT with tgkill).
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_tgkill, 0, 4),
        ARG_LOW(0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, self, 0, 1),
        RETURN(SECCOMP_RET_ALLOW),
        DENY(EPERM),
        // prlimit64 on itself only (pid 0): each request renews its processor time.
        LOAD(nr),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_prlimit64, 0, 4),
        ARG_LOW(0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 1),
        RETURN(SECCOMP_RET_ALLOW),
        DENY(EPERM),
        LOAD(nr),
        ALLOW(SYS_read), ALLOW(SYS_write), ALLOW(SYS_readv), ALLOW(SYS_writev), ALLOW(SYS_pread64),
        ALLOW(SYS_lseek), ALLOW(SYS_close), ALLOW(SYS_fstat), ALLOW(SYS_newfstatat), ALLOW(SYS_statx),
        ALLOW(SYS_fstatfs), ALLOW(SYS_statfs), ALLOW(SYS_fcntl), ALLOW(SYS_getdents64), ALLOW(SYS_readlinkat),
        ALLOW(SYS_faccessat), ALLOW(SYS_faccessat2), ALLOW(SYS_getcwd),
#if defined(SYS_stat)
        ALLOW(SYS_stat), ALLOW(SYS_lstat), ALLOW(SYS_access), ALLOW(SYS_readlink), ALLOW(SYS_poll),
#endif
        ALLOW(SYS_mmap), ALLOW(SYS_munmap), ALLOW(SYS_mremap), ALLOW(SYS_mprotect), ALLOW(SYS_madvise), ALLOW(SYS_brk),
        ALLOW(SYS_futex), ALLOW(SYS_set_robust_list), ALLOW(SYS_rseq), ALLOW(SYS_set_tid_address), ALLOW(SYS_membarrier),
        ALLOW(SYS_sched_yield), ALLOW(SYS_sched_getaffinity), ALLOW(SYS_getpid), ALLOW(SYS_gettid),
        ALLOW(SYS_getuid), ALLOW(SYS_geteuid), ALLOW(SYS_getgid), ALLOW(SYS_getegid),
        ALLOW(SYS_clock_gettime), ALLOW(SYS_clock_getres), ALLOW(SYS_gettimeofday), ALLOW(SYS_nanosleep), ALLOW(SYS_clock_nanosleep),
        ALLOW(SYS_rt_sigaction), ALLOW(SYS_rt_sigprocmask), ALLOW(SYS_rt_sigreturn), ALLOW(SYS_sigaltstack),
        ALLOW(SYS_exit), ALLOW(SYS_exit_group), ALLOW(SYS_getrusage), ALLOW(SYS_setrlimit), ALLOW(SYS_getrandom),
        ALLOW(SYS_uname), ALLOW(SYS_sysinfo), ALLOW(SYS_ppoll), ALLOW(SYS_eventfd2),
        // Everything else (socket, connect, execve, kill, ptrace, unlink, rename...) fails.
        DENY(EPERM),
    };
    struct sock_fprog filter = { (unsigned short)(sizeof program / sizeof program[0]), program };
    return syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &filter) == 0 ? 1 : -1;
#endif
}

#else
int bs_vector_child_confine(void) { return 0; }
#endif
