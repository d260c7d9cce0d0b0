#!/usr/bin/env bash
# Checks that every malformed case still produces exactly the diagnostics
# annotated in it (// expected-error ..., // expected-note ...), using
# mlir-opt (LLVM 22) as the oracle.
# Usage: tests/malformed/check.sh [FILE.mlir ...]   Environment: MLIR_OPT.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mlir_opt=${MLIR_OPT:-mlir-opt-22}
if [[ $# -eq 0 ]]; then set -- "$here"/*.mlir; fi
pass=0 fail=0
for f in "$@"; do
  if "$mlir_opt" --verify-diagnostics --split-input-file "$f" >/dev/null 2>&1; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1)); echo "FAIL $f" >&2
  fi
done
echo "$pass passed, $fail failed"
[[ $fail -eq 0 ]]
