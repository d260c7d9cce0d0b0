#!/bin/sh
# Bazel entry point of the tbuf explain golden tests (run_golden.py) with the
# Bazel-built tbuf (first argument), from the runfiles tree.
exec python3 tests/explain/run_golden.py --tbuf "$1" --root tests/explain
