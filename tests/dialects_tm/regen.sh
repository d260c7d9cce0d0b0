#!/usr/bin/env bash
# Regenerates the mlir-opt-22 oracle outputs of the tensor/memref tests:
#   testdata/FILE.mlir.expected = mlir-opt --split-input-file FILE.mlir
#   testdata/FILE.mlir.generic  = the same with --mlir-print-op-generic
# for the round-trip inputs (*_ops.mlir), and checks that the error inputs
# (*_invalid.mlir) pass `mlir-opt --split-input-file --verify-diagnostics`.
# Usage: tests/dialects_tm/regen.sh [--check]   (MLIR_OPT overrides mlir-opt-22)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)/testdata
mlir_opt=${MLIR_OPT:-mlir-opt-22}
check=0
[[ ${1:-} == --check ]] && check=1
status=0
for f in "$here"/*_ops.mlir; do
  "$mlir_opt" --split-input-file --verify-roundtrip "$f" >/dev/null || { echo "FAIL roundtrip: $f" >&2; status=1; }
  for kind in expected generic; do
    extra=()
    [[ $kind == generic ]] && extra=(--mlir-print-op-generic)
    if [[ $check == 1 ]]; then
      "$mlir_opt" --split-input-file "${extra[@]}" "$f" | cmp -s - "$f.$kind" || { echo "DIFF $kind: $f" >&2; status=1; }
    else
      "$mlir_opt" --split-input-file "${extra[@]}" "$f" >"$f.$kind"
    fi
  done
done
for f in "$here"/*_invalid.mlir; do
  "$mlir_opt" --split-input-file --verify-diagnostics --allow-unregistered-dialect "$f" >/dev/null ||
    { echo "FAIL diagnostics: $f" >&2; status=1; }
done
exit $status
