#!/usr/bin/env bash
# Builds and runs examples/bazel_consumer, a separate Bazel workspace that
# uses tbuf through local_repository + tbuf_deps() + tbuf_c_library, and
# compares the program's output with examples/bazel_consumer/expected_output.txt.
#
# Runs outside `bazel test` (a nested Bazel server inside a test sandbox does
# not work): scripts/test.sh calls it after `bazel test //...`. The nested
# build is offline (the consumer's .bazelrc) and has its own output base
# (default /tmp/tbuf-bazel-consumer, reused between runs so a second run is
# incremental; TBUF_CONSUMER_OUTPUT_BASE overrides it). The Bazel server it
# starts is shut down at the end.
#
# Usage: tests/bazel_consumer/run_consumer.sh [--junit FILE]
#   --junit FILE  also write a one-case JUnit XML result to FILE
# Exit status 0 if the output matches.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
consumer="$repo/examples/bazel_consumer"
output_base="${TBUF_CONSUMER_OUTPUT_BASE:-/tmp/tbuf-bazel-consumer}"
junit=""
if [[ "${1:-}" == "--junit" ]]; then junit="${2:?--junit needs a file}"; fi

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
start=$(date +%s)
status=0
message=""

cd "$consumer" || exit 1
startup=(--output_base="$output_base" --max_idle_secs=30)
flags=(-c fastbuild --symlink_prefix=/ --noshow_progress)
if ! bazel "${startup[@]}" build "${flags[@]}" //:main >"$log" 2>&1; then
  status=1
  message="bazel build //:main failed in examples/bazel_consumer"
else
  bin="$(bazel "${startup[@]}" info "${flags[@]}" bazel-bin 2>/dev/null)/main"
  actual="$("$bin" 2>>"$log")"
  rc=$?
  if [[ $rc -ne 0 ]]; then
    status=1
    message="the consumer program exited with status $rc"
  elif ! diff <(printf '%s\n' "$actual") "$consumer/expected_output.txt" >>"$log"; then
    status=1
    message="output differs from examples/bazel_consumer/expected_output.txt"
  fi
  printf '%s\n' "$actual"
fi
bazel "${startup[@]}" shutdown >/dev/null 2>&1
seconds=$(( $(date +%s) - start ))

if [[ $status -eq 0 ]]; then
  echo "PASS: examples/bazel_consumer (${seconds}s)"
else
  cat "$log"
  echo "FAIL: $message (${seconds}s)"
fi

if [[ -n "$junit" ]]; then
  {
    echo '<?xml version="1.0" encoding="UTF-8"?>'
    echo "<testsuites><testsuite name=\"bazel_consumer\" tests=\"1\" failures=\"$status\">"
    echo "<testcase name=\"examples/bazel_consumer\" classname=\"bazel_consumer\" time=\"$seconds\">"
    [[ $status -ne 0 ]] && echo "<failure message=\"$message\"/>"
    echo '</testcase></testsuite></testsuites>'
  } >"$junit"
fi
exit $status
