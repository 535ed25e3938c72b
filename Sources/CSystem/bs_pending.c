#include "bs_pending.h"

#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Writes happen one per job at a time; 64 slots is far more than the jobs run. */
#define BS_PENDING_SLOTS 64
#define BS_PENDING_PATH 4096

enum { slot_free = 0, slot_filling = 1, slot_ready = 2 };

struct bs_pending_table {
    _Atomic int states[BS_PENDING_SLOTS];
    char paths[BS_PENDING_SLOTS][BS_PENDING_PATH];
};

/* Static, so the signal handler never depends on an allocation. */
static bs_pending_table process_table;

bs_pending_table *bs_pending_table_create(void) {
    return calloc(1, sizeof(bs_pending_table));
}

void bs_pending_table_destroy(bs_pending_table *table) {
    free(table);
}

int bs_pending_table_add(bs_pending_table *table, const char *path) {
    size_t length = strlen(path);
    if (length >= BS_PENDING_PATH) return -1;
    for (int slot = 0; slot < BS_PENDING_SLOTS; slot++) {
        int expected = slot_free;
        /* The slot is ours once claimed; the cleanup skips it until it is ready. */
        if (atomic_compare_exchange_strong(&table->states[slot], &expected, slot_filling)) {
            memcpy(table->paths[slot], path, length + 1);
            atomic_store(&table->states[slot], slot_ready);
            return slot;
        }
    }
    return -1;
}

void bs_pending_table_remove(bs_pending_table *table, int slot) {
    if (slot < 0 || slot >= BS_PENDING_SLOTS) return;
    atomic_store(&table->states[slot], slot_free);
}

int bs_pending_table_unlink_all(bs_pending_table *table) {
    int removed = 0;
    for (int slot = 0; slot < BS_PENDING_SLOTS; slot++) {
        if (atomic_load(&table->states[slot]) == slot_ready && unlink(table->paths[slot]) == 0) removed++;
    }
    return removed;
}

int bs_pending_add(const char *path) {
    return bs_pending_table_add(&process_table, path);
}

void bs_pending_remove(int slot) {
    bs_pending_table_remove(&process_table, slot);
}

static void on_interrupt(int signal_number) {
    bs_pending_table_unlink_all(&process_table);
    /* Die of the same signal: a shell or make then sees 130 for Ctrl-C, as with any tool. */
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal_number, &action, NULL);
    raise(signal_number);
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
        sigemptyset(&action.sa_mask);
        sigaction(signals[index], &action, NULL);
        sigaddset(&handled, signals[index]);
    }
    /* A mask inherited from the parent would hold the signal until exit; threads
     * started later inherit this thread's mask, so unblocking here covers them all. */
    sigprocmask(SIG_UNBLOCK, &handled, NULL);
}
