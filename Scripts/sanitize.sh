#!/usr/bin/env bash
# Builds Segue and its unit tests with AddressSanitizer and UndefinedBehaviorSanitizer (into
# .build/sanitize) and runs the whole unit suite under them. A finding stops the test process
# with a report on stderr; the script then exits non-zero.
#
# Suppressions: Scripts/sanitize/*.supp, each entry with the reason it is a false report.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
SCRATCH=.build/sanitize
SUPP=$PWD/Scripts/sanitize
# swiftc has no -sanitize=undefined on Linux (Swift's own checks, overflow, bounds and
# unwrapping, are always on in a debug build): UBSan instruments the C that is compiled here,
# the static inline wrappers of Sources/*/shim.h, and its runtime is linked through clang.
FLAGS=(--scratch-path "$SCRATCH" --sanitize address -Xcc -fsanitize=undefined
  -Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined)

# halt_on_error: the first finding ends the run, so no report scrolls past unnoticed. The
# sanitizers print their own stack traces; Swift's backtracer, started on top of one, hung for
# minutes beside ASan's symbolizer, so it is off.
export SWIFT_BACKTRACE=enable=no
# quarantine_size_mb=16 (default 256): freed memory held back for use-after-free checks; with
# more, and with detect_stack_use_after_return's fake stacks, the tests' memory limit on the
# 1 MB corpus deck (400 MB, where Segue needs ~100) measured ASan (428 MB for an ANSI export).
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:quarantine_size_mb=16${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:suppressions=$SUPP/ubsan.supp${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
# print_suppressions=0: the tests compare the binary's stderr, which must hold only its own text.
export LSAN_OPTIONS="suppressions=$SUPP/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

# Tests that measure memory are skipped: ASan's shadow memory, redzones and quarantine
# multiply what a process holds (the 1 MB deck: 400 MB under ASan, ~100 without).
export SEGUE_SANITIZED=1

# The tests that run the sanitized binary give it this many times their usual deadline.
export SEGUE_TEST_TIMEOUT_SCALE=${SEGUE_TEST_TIMEOUT_SCALE:-10}

nice -n "${SANITIZE_NICE:-10}" "$SWIFT" build --build-tests "${FLAGS[@]}"
nice -n "${SANITIZE_NICE:-10}" "$SWIFT" test --skip-build --disable-xctest "${FLAGS[@]}" "$@"
