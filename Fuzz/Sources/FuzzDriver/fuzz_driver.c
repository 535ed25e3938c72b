#include "fuzz_driver.h"

/* libFuzzer's driver, for programs that keep their own main (LLVM 11 and later). */
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*user_callback)(const uint8_t *data, size_t size));

int bs_fuzz_run(int argc, char **argv, int (*test_one_input)(const uint8_t *data, size_t size)) {
    return LLVMFuzzerRunDriver(&argc, &argv, test_one_input);
}
