#!/bin/sh
# Bazel entry point of the plan-buffers execution check (plan_execution.py)
# on every tests/execution program, with the tbuf binary built by Bazel
# (first argument) and optionally how to run the pass (second argument, e.g.
# --plan-buffers=arena).
exec python3 tests/plan/plan_execution.py --tbuf "$1" --programs tests/execution/programs \
    --plan-flag="${2:---plan-buffers}"
