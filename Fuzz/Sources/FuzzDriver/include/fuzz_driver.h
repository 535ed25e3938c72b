/* Starts libFuzzer from a target's own entry point. SwiftPM names an executable
 * module's entry point MODULE_main (and links main to it), so each target
 * defines that and hands libFuzzer its LLVMFuzzerTestOneInput here. */
#ifndef BARSKIN_FUZZ_DRIVER_H
#define BARSKIN_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

int bs_fuzz_run(int argc, char **argv, int (*test_one_input)(const uint8_t *data, size_t size));

#endif
