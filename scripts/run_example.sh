#!/usr/bin/env bash
# Installs dependencies, builds the tbuf tool and runs it on an example:
# one-shot bufferization (function boundaries included) of examples/matmul.mlir.
#
# Until the one-shot-bufferize pass is registered in tbuf, the example is only
# parsed, verified and printed back (a round trip); the script switches to
# bufferizing as soon as `tbuf --help` lists the pass. Extra arguments are
# passed to tbuf.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
bazel build //tools:tbuf
tbuf=bazel-bin/tools/tbuf
flags=()
if "$tbuf" --help | grep -q -- '^  --one-shot-bufferize '; then
  flags+=(--one-shot-bufferize="bufferize-function-boundaries")
else
  echo "run_example: one-shot-bufferize is not available yet; round-tripping the example" >&2
fi
"$tbuf" examples/matmul.mlir "${flags[@]}" "$@"
