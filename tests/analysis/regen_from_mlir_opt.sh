#!/bin/sh
# Rewrites tests/analysis/golden/mlir/*.mlir.out from mlir-opt-22 running the
# same RUN line (the files there must not use tbuf-only flags or passes).
# mlir-opt runs single-threaded so per-function output is not interleaved.
cd "$(dirname "$0")/../.." || exit 1
wrapper=$(mktemp)
trap 'rm -f "$wrapper"' EXIT
printf '#!/bin/sh\nexec %s --mlir-disable-threading "$@"\n' "$(command -v mlir-opt-22)" > "$wrapper"
chmod +x "$wrapper"
python3 tests/golden/run_golden.py --tbuf "$wrapper" --root tests/analysis/golden/mlir --regen "$@"
