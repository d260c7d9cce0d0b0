#!/bin/sh
# Bazel entry point of the tbuf explain consistency test (consistency_test.py).
# The execution programs come from the runfiles; the conformance inputs
# (tests/conformance_bufferize exports no file group) are read from the
# source tree this script's runfiles link points into, so the test is
# tagged "local".
src=$(dirname "$(readlink -f tests/explain/consistency_test.py)")/../..
exec python3 tests/explain/consistency_test.py --tbuf "$1" --root . --corpus-root "$src"
