#!/usr/bin/env bash
# Regenerates the oracle outputs of the corpus from mlir-opt (LLVM 22):
#   FILE.mlir.expected  = mlir-opt --split-input-file [flags] FILE.mlir
#   FILE.mlir.generic   = the same with --mlir-print-op-generic
# Each file's extra flags come from its `// RUN-FLAGS: ...` header line.
# Every file must also pass --verify-roundtrip; the script stops otherwise.
#
# Usage: tests/corpus/regen.sh [--check] [FILE.mlir ...]
#   --check  compare against the stored outputs instead of overwriting them.
# Environment: MLIR_OPT (default: mlir-opt-22).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
mlir_opt=${MLIR_OPT:-mlir-opt-22}
check=0
if [[ ${1:-} == --check ]]; then check=1; shift; fi

if [[ $# -eq 0 ]]; then
  files=("$here"/*.mlir)
else
  files=("$@")
fi

status=0
for f in "${files[@]}"; do
  flags=()
  header=$(grep -m1 '^// RUN-FLAGS:' "$f" || true)
  if [[ -n $header ]]; then read -r -a flags <<<"${header#// RUN-FLAGS:}"; fi
  run() { "$mlir_opt" --split-input-file "${flags[@]}" "$@" "$f"; }

  if ! run --verify-roundtrip >/dev/null; then
    echo "FAIL roundtrip: $f" >&2; status=1; continue
  fi
  for kind in expected generic; do
    extra=()
    [[ $kind == generic ]] && extra=(--mlir-print-op-generic)
    if [[ $check == 1 ]]; then
      if ! run "${extra[@]}" | cmp -s - "$f.$kind"; then
        echo "DIFF $kind: $f" >&2; status=1
      fi
    else
      run "${extra[@]}" >"$f.$kind"
    fi
  done
done
exit $status
