#!/usr/bin/env bash
# Regenerates the mlir-opt (LLVM 22) oracle outputs of the dialect tests:
#   testdata/X.mlir.expected = mlir-opt --split-input-file X.mlir
#   testdata/X.mlir.generic  = the same with --mlir-print-op-generic
# and checks that every testdata/*_invalid.mlir still produces exactly its
# `expected-error` diagnostics in mlir-opt (--verify-diagnostics).
#
# Usage: tests/dialects_core/regen.sh [--check]
#   --check  compare with the stored outputs instead of overwriting them.
# Environment: MLIR_OPT (default: mlir-opt-22).
set -euo pipefail
shopt -s nullglob

here=$(cd "$(dirname "$0")" && pwd)
mlir_opt=${MLIR_OPT:-mlir-opt-22}
check=0
if [[ ${1:-} == --check ]]; then check=1; fi

status=0
for f in "$here"/testdata/*.mlir; do
  case "$f" in *_invalid.mlir) continue ;; esac
  "$mlir_opt" --split-input-file --verify-roundtrip "$f" >/dev/null || { echo "FAIL roundtrip: $f" >&2; status=1; continue; }
  expected=$("$mlir_opt" --split-input-file "$f")
  generic=$("$mlir_opt" --split-input-file --mlir-print-op-generic "$f")
  if [[ $check == 1 ]]; then
    cmp -s <(printf '%s\n' "$expected") "$f.expected" || { echo "DIFF expected: $f" >&2; status=1; }
    cmp -s <(printf '%s\n' "$generic") "$f.generic" || { echo "DIFF generic: $f" >&2; status=1; }
  else
    printf '%s\n' "$expected" >"$f.expected"
    printf '%s\n' "$generic" >"$f.generic"
  fi
done

for f in "$here"/testdata/*_invalid.mlir; do
  "$mlir_opt" --split-input-file --verify-diagnostics "$f" >/dev/null 2>&1 || {
    echo "FAIL verify-diagnostics: $f" >&2
    status=1
  }
done
exit $status
