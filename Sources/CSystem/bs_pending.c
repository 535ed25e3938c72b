#include "bs_pending.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sys/wait.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Writes happen one per job at a time; 64 slots is far more than the jobs run. */
#define BS_PENDING_SLOTS 64
#define BS_PENDING_PATH 4096

enum { slot_free = 0, slot_filling, slot_creating, slot_ready };

struct bs_pending_table {
    atomic_int closed;
    atomic_int states[BS_PENDING_SLOTS];
    /* The folder each path is relative to (AT_FDCWD for a path as given), so a file
     * created from a folder's descriptor is removed from that folder, wherever its
     * path now leads. */
    int folders[BS_PENDING_SLOTS];
    char paths[BS_PENDING_SLOTS][BS_PENDING_PATH];
};

/* Static, so the signal handler never depends on an allocation. */
static bs_pending_table process_table;
static atomic_uint_fast64_t name_counter;

bs_pending_table *bs_pending_table_create(void) {
    return calloc(1, sizeof(bs_pending_table));
}

void bs_pending_table_destroy(bs_pending_table *table) {
    free(table);
}

/* Six name characters from a counter, the process id and the clock; O_EXCL,
 * not the name, is what guarantees a new file. */
static void fill_suffix(char *suffix) {
    static const char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    uint64_t value = atomic_fetch_add(&name_counter, 1) * 0x9E3779B97F4A7C15ull
        ^ (uint64_t)getpid() << 32 ^ (uint64_t)now.tv_nsec ^ (uint64_t)now.tv_sec << 20;
    for (int index = 0; index < 6; index++) {
        suffix[index] = letters[value % 62];
        value /= 62;
    }
}

static int create_tracked(bs_pending_table *table, int folder, char *path_template, int *slot) {
    size_t length = strlen(path_template);
    if (length < 6 || strcmp(path_template + length - 6, "XXXXXX") != 0) { errno = EINVAL; return -1; }
    char *suffix = path_template + length - 6;
    *slot = -1;
    if (length < BS_PENDING_PATH) {
        for (int index = 0; index < BS_PENDING_SLOTS; index++) {
            int expected = slot_free;
            if (atomic_compare_exchange_strong(&table->states[index], &expected, slot_filling)) { *slot = index; break; }
        }
    }
    for (int attempt = 0; attempt < 100; attempt++) {
        fill_suffix(suffix);
        if (*slot >= 0) {
            memcpy(table->paths[*slot], path_template, length + 1);
            table->folders[*slot] = folder;
            /* Recorded before it exists; the handler waits while a slot is creating. */
            atomic_store(&table->states[*slot], slot_creating);
        }
        if (atomic_load(&table->closed)) {
            if (*slot >= 0) atomic_store(&table->states[*slot], slot_free);
            *slot = -1;
            errno = ECANCELED;
            return -1;
        }
        int descriptor = openat(folder, path_template, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        int saved = errno;
        if (*slot >= 0) atomic_store(&table->states[*slot], descriptor >= 0 ? slot_ready : slot_filling);
        if (descriptor >= 0) return descriptor;
        if (saved != EEXIST) {
            if (*slot >= 0) atomic_store(&table->states[*slot], slot_free);
            *slot = -1;
            errno = saved;
            return -1;
        }
    }
    if (*slot >= 0) atomic_store(&table->states[*slot], slot_free);
    *slot = -1;
    errno = EEXIST;
    return -1;
}

int bs_pending_table_create_file(bs_pending_table *table, char *path_template, int *slot) {
    return bs_pending_table_create_file_at(table, AT_FDCWD, path_template, slot);
}

int bs_pending_table_create_file_at(bs_pending_table *table, int folder, char *path_template, int *slot) {
    /* The handled signals wait while this thread records and creates: the handler,
     * waiting for a create in progress, must never run on the thread doing it. */
    sigset_t handled, previous;
    sigemptyset(&handled);
    sigaddset(&handled, SIGINT);
    sigaddset(&handled, SIGTERM);
    sigaddset(&handled, SIGHUP);
    pthread_sigmask(SIG_BLOCK, &handled, &previous);
    int descriptor = create_tracked(table, folder, path_template, slot);
    int saved = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    errno = saved;
    return descriptor;
}

void bs_pending_table_remove(bs_pending_table *table, int slot) {
    if (slot < 0 || slot >= BS_PENDING_SLOTS) return;
    atomic_store(&table->states[slot], slot_free);
}

int bs_pending_table_close_and_unlink(bs_pending_table *table) {
    atomic_store(&table->closed, 1);
    int removed = 0;
    for (int index = 0; index < BS_PENDING_SLOTS; index++) {
        int state;
        while ((state = atomic_load(&table->states[index])) == slot_creating) { /* an open() in progress */ }
        if (state == slot_ready && unlinkat(table->folders[index], table->paths[index], 0) == 0) removed++;
    }
    return removed;
}

int bs_pending_create_file(char *path_template, int *slot) {
    return bs_pending_table_create_file(&process_table, path_template, slot);
}

int bs_pending_create_file_at(int folder, char *name_template, int *slot) {
    return bs_pending_table_create_file_at(&process_table, folder, name_template, slot);
}

void bs_pending_remove(int slot) {
    bs_pending_table_remove(&process_table, slot);
}

/* Static, like the table: the handler reads it as it is. */
static char interrupt_folder[BS_PENDING_PATH];
static atomic_int interrupt_folder_set;

void bs_interrupt_remove_folder(const char *path) {
    atomic_store(&interrupt_folder_set, 0);
    if (path == NULL || strlen(path) >= BS_PENDING_PATH) return;
    memcpy(interrupt_folder, path, strlen(path) + 1);
    atomic_store(&interrupt_folder_set, 1);
}

static void remove_interrupt_folder(void) {
    if (!atomic_load(&interrupt_folder_set)) return;
    pid_t child = fork();
    if (child == 0) {
        char *arguments[] = { "rm", "-rf", "--", interrupt_folder, NULL };
        char *environment[] = { NULL };
        execve("/bin/rm", arguments, environment);
        _exit(127);
    }
    if (child > 0) {
        while (waitpid(child, NULL, 0) < 0 && errno == EINTR) { /* waited for to the end */ }
    }
}

static void on_interrupt(int signal_number) {
    int saved = errno;
    bs_pending_table_close_and_unlink(&process_table);
    remove_interrupt_folder();
    /* Die of the same signal: a shell or make then sees 130 for Ctrl-C, as with any tool. */
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal_number, &action, NULL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, signal_number);
    pthread_sigmask(SIG_UNBLOCK, &only, NULL);
    raise(signal_number);
    errno = saved;
}

void bs_install_interrupt_cleanup(void) {
    static const int signals[] = { SIGINT, SIGTERM, SIGHUP };
    sigset_t handled;
    sigemptyset(&handled);
    for (size_t index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        struct sigaction current;
        /* A signal the parent chose to ignore (nohup, a background job) stays ignored. */
        if (sigaction(signals[index], NULL, &current) == 0 && current.sa_handler == SIG_IGN) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = on_interrupt;
        /* One cleanup at a time: the other handled signals wait while it runs. */
        sigemptyset(&action.sa_mask);
        for (size_t other = 0; other < sizeof signals / sizeof signals[0]; other++) sigaddset(&action.sa_mask, signals[other]);
        sigaction(signals[index], &action, NULL);
        sigaddset(&handled, signals[index]);
    }
    /* A mask inherited from the parent would hold the signal until exit; threads
     * started later inherit this thread's mask, so unblocking here covers them all. */
    sigprocmask(SIG_UNBLOCK, &handled, NULL);
}
