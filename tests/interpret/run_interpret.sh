#!/bin/sh
# Bazel entry point of the interpreter tests: the tbuf binary built by Bazel
# (first argument) on the execution programs (tests/execution/programs, a
# data dependency) and on the sanitizer cases, from the runfiles tree.
exec python3 tests/interpret/run_interpret.py --tbuf "$1" --programs tests/execution/programs \
    --interpreter-programs tests/interpret/programs --bisect tests/interpret/bisect \
    --sanitizer tests/interpret/sanitizer
