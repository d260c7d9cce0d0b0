#!/bin/sh
# Bazel entry point of the plan-buffers golden tests (plan_golden.py) with
# the tbuf binary built by Bazel (first argument).
exec python3 tests/plan/plan_golden.py --tbuf "$1" --root tests/plan/golden
