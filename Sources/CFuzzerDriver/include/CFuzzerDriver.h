#ifndef SEGUE_CFUZZERDRIVER_H
#define SEGUE_CFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for a program with its own main: parses libFuzzer's options from
/// argv and calls `callback` with each input. Defined by the toolchain's libclang_rt.fuzzer,
/// which `-sanitize=fuzzer` links; declared here because Swift cannot declare a C function.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
