#!/bin/sh
# Bazel entry point of summarize.py's unit tests (no MLIR needed).
exec python3 tests/differential/test_summarize.py
