#!/usr/bin/env bash
# Runs runner_selftest.py (the conformance runner against mutated fake tbufs).
# Under bazel this script runs as tests/conformance_bufferize/runner_selftest,
# so look in selftest/ next to it first.
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ next to the sources
here="$(dirname "$0")"
if [ -f "$here/selftest/runner_selftest.py" ]; then
  exec python3 "$here/selftest/runner_selftest.py" "$@"
fi
exec python3 "$here/runner_selftest.py" "$@"
