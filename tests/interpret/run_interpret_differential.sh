#!/bin/sh
# Bazel entry point of the interpreter's differential check: the tbuf binary
# (first argument) on programs from tests/differential/gen_program.py
# (second argument), from the runfiles tree.
exec python3 tests/interpret/interpret_differential.py --tbuf "$1" --generator "$2" \
    --seeds 1-40 --compiled-every 10
