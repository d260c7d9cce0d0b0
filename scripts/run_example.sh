#!/usr/bin/env bash
# Installs dependencies, builds the tbuf tool and runs its main job on an
# example: examples/matmul.mlir (a tensor program) is bufferized with function
# boundaries and given its deallocations (--buffer-deallocation-pipeline); the
# resulting memref IR is printed (what `mlir-opt-22` prints for the same
# flags), then `tbuf run` compiles the program to C, runs @main and prints its
# output (what mlir-runner-22 prints) and the runtime's allocation report.
# Extra arguments are passed to the first tbuf call (e.g. --mlir-pass-statistics).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
bazel build //tools:tbuf
echo "== tbuf examples/matmul.mlir --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline"
bazel-bin/tools/tbuf examples/matmul.mlir --one-shot-bufferize="bufferize-function-boundaries" \
  --buffer-deallocation-pipeline "$@"
echo "== tbuf run examples/matmul.mlir"
bazel-bin/tools/tbuf run examples/matmul.mlir
