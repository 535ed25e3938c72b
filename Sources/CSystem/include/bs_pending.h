/* Temporary files being written, so that an interrupted run (Ctrl-C, kill)
 * removes them instead of leaving hidden `.NAME.barskin-XXXXXX` files behind.
 * Registration is lock-free and the cleanup only calls unlink(), so it is safe
 * to run from a signal handler. */
#ifndef BARSKIN_BS_PENDING_H
#define BARSKIN_BS_PENDING_H

/* A table of files; the process has one (used by the functions without a
 * table argument), tests make their own so they never touch real writes. */
typedef struct bs_pending_table bs_pending_table;

bs_pending_table *bs_pending_table_create(void);
void bs_pending_table_destroy(bs_pending_table *table);

/* Records `path` (a temporary file just created); returns its slot, or -1 when
 * the path is too long or every slot is taken (the file is then not tracked). */
int bs_pending_table_add(bs_pending_table *table, const char *path);

/* Forgets the file in `slot` (renamed into place or already removed); -1 is ignored. */
void bs_pending_table_remove(bs_pending_table *table, int slot);

/* Unlinks every recorded file; returns how many it removed. */
int bs_pending_table_unlink_all(bs_pending_table *table);

/* The same on the process's table. */
int bs_pending_add(const char *path);
void bs_pending_remove(int slot);

/* On SIGINT, SIGTERM and SIGHUP: unlink the process's recorded files, then die
 * of the same signal with its default action, so the exit status still says which. */
void bs_install_interrupt_cleanup(void);

#endif
