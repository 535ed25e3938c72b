/* Temporary files being written, so that an interrupted run (Ctrl-C, kill)
 * removes them instead of leaving hidden `.NAME.barskin-XXXXXX` files behind.
 *
 * A file is recorded before it exists and created only while the table is open,
 * so the signal handler, which closes the table and then unlinks what it holds,
 * never misses one: a writer either sees the table closed and creates nothing,
 * or the handler waits for its create to finish and removes the file. */
#ifndef BARSKIN_BS_PENDING_H
#define BARSKIN_BS_PENDING_H

/* A table of files; the process has one (used by the functions without a
 * table argument), tests make their own so they never touch real writes. */
typedef struct bs_pending_table bs_pending_table;

bs_pending_table *bs_pending_table_create(void);
void bs_pending_table_destroy(bs_pending_table *table);

/* Creates a new file from `path_template`, whose last six characters are
 * XXXXXX and are replaced in place, with O_CREAT | O_EXCL and mode 0600, like
 * mkstemp. Returns the descriptor and stores the file's slot in `slot` (-1 when
 * it could not be tracked: a path over 4095 bytes or every slot taken); returns
 * -1 with errno set when nothing was created (ECANCELED once the table is closed). */
int bs_pending_table_create_file(bs_pending_table *table, char *path_template, int *slot);

/* The same, with `path_template` relative to the open folder `folder` (openat; AT_FDCWD
 * for the working folder): the file is created, and on an interrupt removed, in that
 * folder even if its path has since been swapped for a link. `folder` must stay open
 * until the slot is forgotten. */
int bs_pending_table_create_file_at(bs_pending_table *table, int folder, char *path_template, int *slot);

/* Forgets the file in `slot` (renamed into place or already removed); -1 is ignored. */
void bs_pending_table_remove(bs_pending_table *table, int slot);

/* Closes the table to new files, then unlinks every recorded file, waiting for
 * creates in progress. Returns how many files it removed. */
int bs_pending_table_close_and_unlink(bs_pending_table *table);

/* The same on the process's table. */
int bs_pending_create_file(char *path_template, int *slot);
int bs_pending_create_file_at(int folder, char *name_template, int *slot);
void bs_pending_remove(int slot);

/* A folder of this run's own (diff --base's temporary clone) that the interrupt handler
 * removes whole, by an `rm -rf` it forks and waits for before dying (fork, execve and
 * waitpid are safe in a handler; walking a tree with readdir is not). NULL forgets it.
 * One folder at a time; a path over 4095 bytes is not recorded. */
void bs_interrupt_remove_folder(const char *path);

/* On SIGINT, SIGTERM and SIGHUP: close the process's table and unlink its
 * files and remove the folder recorded above, then die of the same signal with its default action, so the exit
 * status still says which. Signals the parent ignores stay ignored. */
void bs_install_interrupt_cleanup(void);

#endif
