#!/bin/sh
# Bazel entry point of the tbuf explain browser test (html_test.py).
exec python3 tests/explain/html_test.py --tbuf "$1" --root tests/explain
