#!/bin/sh
# Bazel entry point of run_mlir_lit.py's unit tests.
exec python3 tests/mlir_lit/run_mlir_lit_test.py
