#!/bin/sh
# Bazel entry point of the plan-buffers differential check
# (plan_differential.py): generated programs, seeds 1-150 in both sizes;
# optionally how to run the pass (third argument, e.g. --plan-buffers=arena).
exec python3 tests/plan/plan_differential.py --tbuf "$1" --generator "$2" --seeds 1-150 --size both \
    --plan-flag="${3:---plan-buffers}"
