#!/usr/bin/env bash
# Regenerates the mlir-opt-22 oracle outputs of the tensor/memref canonicalize
# golden test:
#   FILE.mlir.expected = mlir-opt --allow-unregistered-dialect --split-input-file
#                        --canonicalize FILE.mlir
# With --check, only compares (exit 1 on a difference). With --tbuf, diffs
# tbuf's output (bazel-bin/tests/canonicalize_tm/tm_canon_dev, build it
# first) against each .expected file instead.
# Usage: tests/canonicalize_tm/regen.sh [--check|--tbuf]   (MLIR_OPT overrides mlir-opt-22)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mlir_opt=${MLIR_OPT:-mlir-opt-22}
mode=${1:-}
status=0
for f in "$here"/*.mlir; do
  if [[ $mode == --tbuf ]]; then
    dev="$here/../../bazel-bin/tests/canonicalize_tm/tm_canon_dev"
    "$dev" "$f" | diff -u "$f.expected" - >&2 || { echo "DIFF: $f" >&2; status=1; }
    continue
  fi
  out=$("$mlir_opt" --allow-unregistered-dialect --split-input-file --canonicalize "$f"; echo x)
  out=${out%x}
  if [[ $mode == --check ]]; then
    printf '%s' "$out" | cmp -s - "$f.expected" || { echo "DIFF: $f" >&2; status=1; }
  else
    printf '%s' "$out" >"$f.expected"
  fi
done
exit $status
