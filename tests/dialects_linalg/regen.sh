#!/usr/bin/env bash
# Regenerates the mlir-opt-22 oracle outputs of the linalg dialect tests:
#   testdata/X.mlir.expected = mlir-opt --split-input-file X.mlir
#   testdata/X.mlir.generic  = the same with --mlir-print-op-generic
# and checks that testdata/invalid.mlir's expected-error designators match
# mlir-opt's diagnostics (--verify-diagnostics).
# Usage: tests/dialects_linalg/regen.sh   (MLIR_OPT overrides mlir-opt-22)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mlir_opt=${MLIR_OPT:-mlir-opt-22}
for f in "$here"/testdata/ops.mlir; do
  "$mlir_opt" --split-input-file --verify-roundtrip "$f" >/dev/null
  "$mlir_opt" --split-input-file "$f" >"$f.expected"
  "$mlir_opt" --split-input-file --mlir-print-op-generic "$f" >"$f.generic"
done
"$mlir_opt" --split-input-file --verify-diagnostics "$here/testdata/invalid.mlir" >/dev/null
echo "ok"
