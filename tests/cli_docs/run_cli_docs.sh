#!/bin/sh
# Bazel entry point of the docs/cli.md check: the tbuf binary (first
# argument) and the doc (second) from the runfiles tree, whose examples/,
# runtime/ and tests/ folders the doc's examples use.
exec python3 tests/cli_docs/check_cli_docs.py --tbuf "$1" --doc "$2" --root .
