#!/bin/sh
# Bazel entry point of the execution suite (exec_test.py): tbuf run vs mlir-runner-22.
exec python3 tests/lower/exec_test.py --tbuf "$1" --dir tests/lower/exec
