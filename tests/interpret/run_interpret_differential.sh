#!/bin/sh
# Bazel entry point of the interpreter's differential check: the tbuf binary
# (first argument) on programs from tests/differential/gen_program.py, found
# next to the real file behind the second argument
# (tests/execution/mlir_reference.py).
generator="$(dirname "$(readlink -f "$2")")/../differential/gen_program.py"
exec python3 tests/interpret/interpret_differential.py --tbuf "$1" --generator "$generator" \
    --seeds 1-40 --compiled-every 10
