// The decoder child's file-system rule (Linux 5.13 and later, where Landlock is on): files
// may be read below the folders given (fontconfig's font and cache folders) and nowhere
// else, and nothing may be written, created, removed or executed anywhere. The seccomp
// filter cannot say this itself: it sees the pointer to a path, not the path.
#define _GNU_SOURCE
#include "bs_vector_child.h"

#if defined(__linux__) && __has_include(<linux/landlock.h>)
#include <fcntl.h>
#include <linux/landlock.h>
#include <sys/syscall.h>
#include <unistd.h>

int bs_vector_child_limit_reading(const char *const *folders, int count) {
#if !defined(SYS_landlock_create_ruleset)
    (void)folders; (void)count;
    return 0;
#else
    long abi = syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
    if (abi < 1) return 0;
    // Every right of the first version, and those later ones added where the kernel knows them.
    uint64_t handled = (LANDLOCK_ACCESS_FS_MAKE_SYM << 1) - 1;
    if (abi >= 2) handled |= 1ULL << 13;  // LANDLOCK_ACCESS_FS_REFER
    if (abi >= 3) handled |= 1ULL << 14;  // LANDLOCK_ACCESS_FS_TRUNCATE
    struct landlock_ruleset_attr attributes = { .handled_access_fs = handled };
    int ruleset = (int)syscall(SYS_landlock_create_ruleset, &attributes, sizeof attributes, 0);
    if (ruleset < 0) return -1;
    for (int index = 0; index < count; index++) {
        int folder = open(folders[index], O_PATH | O_CLOEXEC | O_DIRECTORY);
        if (folder < 0) continue;  // a font folder fontconfig lists but that is gone
        struct landlock_path_beneath_attr rule = {
            .allowed_access = LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_READ_DIR, .parent_fd = folder,
        };
        syscall(SYS_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &rule, 0);
        close(folder);
    }
    long restricted = syscall(SYS_landlock_restrict_self, ruleset, 0);
    close(ruleset);
    return restricted == 0 ? 1 : -1;
#endif
}

#else
int bs_vector_child_limit_reading(const char *const *folders, int count) { (void)folders; (void)count; return 0; }
#endif
