#!/bin/sh
# Bazel entry point of the interpreter tests: the tbuf binary built by Bazel
# (first argument) on the execution programs (found next to the real file
# behind the second argument, tests/execution/mlir_reference.py) and on the
# sanitizer cases, from the runfiles tree.
programs="$(dirname "$(readlink -f "$2")")/programs"
exec python3 tests/interpret/run_interpret.py --tbuf "$1" --programs "$programs" \
    --interpreter-programs tests/interpret/programs --bisect tests/interpret/bisect \
    --sanitizer tests/interpret/sanitizer
