#!/bin/sh
# Bazel entry point of the checker's unit tests: tbuf binary and
# docs/tutorial.md from the runfiles tree, the examples from docs/tutorial/.
exec python3 tests/tutorial/test_check_tutorial.py "$1" "$2" docs/tutorial
