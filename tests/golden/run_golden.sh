#!/bin/sh
# Bazel entry point of the golden tests: runs every case with the tbuf binary
# built by Bazel (first argument) from the runfiles tree.
exec python3 tests/golden/run_golden.py --tbuf "$1" --root tests/golden
