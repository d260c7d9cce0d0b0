#!/usr/bin/env bash
# Runs the interop checks (interop_test.py) with the system python3.
exec python3 "$(dirname "$0")/interop_test.py" "$@"
