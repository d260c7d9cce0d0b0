#!/usr/bin/env bash
# Regenerates the expected outputs of the golden tests (tests/golden/**/*.mlir.out)
# from the current tbuf build, so a deliberate behaviour change shows up as a
# reviewable diff:   scripts/regen_golden.sh && git diff tests/golden
# Arguments: optional case files (default: every case under tests/golden).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bazel build //tools:tbuf
python3 tests/golden/run_golden.py --tbuf bazel-bin/tools/tbuf --root tests/golden --regen "$@"
