#!/bin/sh
# Bazel entry point of the reducer's unit tests (no MLIR needed).
exec python3 tests/differential/test_reduce.py
