#!/bin/sh
# Bazel entry point of the plan-buffers execution check (plan_execution.py)
# on every tests/execution program, with the tbuf binary built by Bazel.
exec python3 tests/plan/plan_execution.py --tbuf "$1" --programs tests/execution/programs
