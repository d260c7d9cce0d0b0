#!/bin/sh
# Bazel entry point of the differential test: a bounded slice of generated
# programs (seeds 0:300, two jobs) through MLIR, MLIR copy-before-write and the
# tbuf binary given as first argument; one JUnit <testcase> per program.
exec python3 tests/differential/diff_run.py --tbuf "$1" --seeds 0:300 --jobs 2 --junit "$XML_OUTPUT_FILE"
