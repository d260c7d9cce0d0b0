#!/bin/sh
# Bazel entry point of the docs/interpreter.md examples check: the tbuf
# binary (first argument) and the doc (second) from the runfiles tree; the
# checker is the one docs/cli.md uses (examples only).
exec python3 tests/cli_docs/check_cli_docs.py --tbuf "$1" --doc "$2" --root . --only
