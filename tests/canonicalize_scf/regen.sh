#!/usr/bin/env bash
# Regenerates the mlir-opt-22 oracle outputs of the canonicalize golden test:
#   FILE.mlir.expected = mlir-opt --allow-unregistered-dialect --split-input-file --canonicalize FILE.mlir
# With --check, only compares (exit 1 on a difference).
# Usage: tests/canonicalize_scf/regen.sh [--check]   (MLIR_OPT overrides mlir-opt-22)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mlir_opt=${MLIR_OPT:-mlir-opt-22}
check=0
[[ ${1:-} == --check ]] && check=1
status=0
for f in "$here"/*.mlir; do
  out=$("$mlir_opt" --allow-unregistered-dialect --split-input-file --canonicalize "$f"; echo x)
  out=${out%x}
  if [[ $check == 1 ]]; then
    printf '%s' "$out" | cmp -s - "$f.expected" || { echo "DIFF: $f" >&2; status=1; }
  else
    printf '%s' "$out" >"$f.expected"
  fi
done
exit $status
