#!/usr/bin/env bash
# Builds and runs every test (`bazel test //...`), then prints, as the very
# last line, `N passed, N failed` counting individual test cases (GoogleTest
# cases and <testcase> entries of custom runners' XML). Cached results count.
# Extra arguments are passed to `bazel test` as flags (e.g. --config=asan);
# the target pattern is always //... . Then the separate Bazel workspace
# examples/bazel_consumer is built and run (tests/bazel_consumer/
# run_consumer.sh; a nested Bazel cannot run inside `bazel test`): one more
# test case. TBUF_SKIP_CONSUMER=1 skips it.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh || { echo "setup failed"; echo "0 passed, 1 failed"; exit 1; }

flags=(--keep_going --test_output=errors)
if [[ "${CI:-}" == "true" ]]; then
  flags+=(--config=ci)
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

bazel test //... "${flags[@]}" --build_event_json_file="$tmp/bep.json" "$@" 2>&1
rc=$?

# Test targets that `bazel test //...` runs (tests tagged manual are skipped).
if ! bazel query --keep_going --noshow_progress \
    'tests(//...) except attr(tags, "(^|[ \[,])manual([ \],]|$)", tests(//...))' \
    >"$tmp/targets" 2>"$tmp/query.err"; then
  cat "$tmp/query.err"
fi

extra=()
if [[ "${TBUF_SKIP_CONSUMER:-}" != "1" ]]; then
  bash tests/bazel_consumer/run_consumer.sh --junit "$tmp/bazel_consumer.xml"
  extra=(--extra-xml "$tmp/bazel_consumer.xml")
fi

testlogs="$(bazel info bazel-testlogs "${flags[@]}" "$@" 2>/dev/null || echo bazel-testlogs)"

python3 scripts/count_tests.py \
  --targets "$tmp/targets" \
  --bep "$tmp/bep.json" \
  --testlogs "$testlogs" \
  --bazel-exit "$rc" \
  "${extra[@]}"
