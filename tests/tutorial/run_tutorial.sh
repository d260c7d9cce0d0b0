#!/bin/sh
# Bazel entry point of the docs/tutorial.md check: the tbuf binary (first
# argument) and the doc (second) from the runfiles tree, the examples from
# its docs/tutorial/ folder.
exec python3 tests/tutorial/check_tutorial.py --tbuf "$1" --doc "$2" --examples docs/tutorial
