#!/bin/sh
# Bazel entry point of the execution tests: runs every program with the tbuf
# binary built by Bazel (first argument) from the runfiles tree.
exec python3 tests/execution/run_execution.py --tbuf "$1" --root tests/execution/programs \
    --negative-root tests/execution/negative
