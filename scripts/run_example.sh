#!/usr/bin/env bash
# Installs dependencies, builds the tbuf tool and runs it on an example:
# one-shot bufferization (function boundaries included) of examples/matmul.mlir.
# The output is what `mlir-opt-22 examples/matmul.mlir
# --one-shot-bufferize=bufferize-function-boundaries` prints. Extra arguments
# are passed to tbuf (e.g. --mlir-pass-statistics).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
bazel build //tools:tbuf
bazel-bin/tools/tbuf examples/matmul.mlir --one-shot-bufferize="bufferize-function-boundaries" "$@"
