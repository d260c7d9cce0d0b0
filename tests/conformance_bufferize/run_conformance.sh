#!/usr/bin/env bash
# Runs the One-Shot Bufferize conformance suite (run_conformance.py) with the
# system python3; arguments are passed through (bazel gives --tbuf=<runfile>).
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ next to the sources
exec python3 "$(dirname "$0")/run_conformance.py" "$@"
