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
FLAGS=(--scratch-path "$SCRATCH" --sanitize address --sanitize undefined)

# halt_on_error: the first finding ends the run, so no report scrolls past unnoticed.
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:abort_on_error=1:detect_stack_use_after_return=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:suppressions=$SUPP/ubsan.supp${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$SUPP/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

nice -n "${SANITIZE_NICE:-10}" "$SWIFT" build --build-tests "${FLAGS[@]}"
nice -n "${SANITIZE_NICE:-10}" "$SWIFT" test --skip-build --disable-xctest "${FLAGS[@]}" "$@"
