#!/usr/bin/env bash
# Test driver for the teaching examples: runs PROGRAM [ARGS...] and compares
# its standard output with the file EXPECTED (a unified diff on mismatch).
# Usage: check_output.sh EXPECTED PROGRAM [ARGS...]
set -uo pipefail
expected="$1"
shift
actual="$(mktemp)"
trap 'rm -f "$actual"' EXIT
"$@" >"$actual"
rc=$?
if [[ $rc -ne 0 ]]; then
  echo "FAIL: $* exited with status $rc"
  exit 1
fi
if ! diff -u "$expected" "$actual"; then
  echo "FAIL: output of $1 differs from $expected"
  exit 1
fi
echo "PASS: $1"
