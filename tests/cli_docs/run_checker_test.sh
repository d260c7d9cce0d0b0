#!/bin/sh
# Bazel entry point of the checker's unit tests: tbuf binary and docs/cli.md
# from the runfiles tree.
exec python3 tests/cli_docs/test_check_cli_docs.py "$1" "$2"
