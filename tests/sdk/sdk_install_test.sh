#!/usr/bin/env bash
# The installed SDK works outside Bazel: installs the prebuilt //tbuf:sdk tar
# with scripts/install.sh --from into a temporary prefix (Bazel cannot run
# inside a Bazel test, so the tar is a data dependency), builds
# examples/embed/bufferize_tool.cc with exactly
#   c++ -std=c++20 tool.cc $(pkg-config --cflags --libs tbuf)
# runs it on examples/matmul.mlir and compares with mlir-opt-22's output for
# --one-shot-bufferize=bufferize-function-boundaries
# --buffer-deallocation-pipeline: matmul.bufferized.mlir, and mlir-opt-22 run
# live when it is installed (required when CI=true). Also checks that the
# installed `tbuf` binary prints the same. Writes one JUnit <testcase> to
# $XML_OUTPUT_FILE.
# Usage: sdk_install_test.sh SDK_TAR INSTALL_SH TOOL_CC MATMUL_MLIR EXPECTED
set -uo pipefail

sdk_tar="$(realpath "$1")"
install_sh="$(realpath "$2")"
tool_cc="$(realpath "$3")"
input="$(realpath "$4")"
expected="$(realpath "$5")"

work="$(mktemp -d "${TEST_TMPDIR:-/tmp}/sdk.XXXXXX")"
trap 'rm -rf "$work"' EXIT
log="$work/log"
: >"$log"

run() {
  "$@" >>"$log" 2>&1
}

check() {
  local prefix="$work/prefix"
  run bash "$install_sh" --from "$sdk_tar" "$prefix" || { echo "install.sh failed"; return 1; }
  for f in bin/tbuf lib/libtbuf.a lib/pkgconfig/tbuf.pc include/tbuf/tbuf/tbuf.h include/tbuf/ir/context.h \
      share/tbuf/runtime/alloc.c share/tbuf/runtime/tbuf_runtime.h; do
    [[ -e "$prefix/$f" ]] || { echo "missing $prefix/$f"; return 1; }
  done
  # Build outside Bazel, from a copy of the tool in an empty directory, so
  # only the installed headers can resolve its includes.
  mkdir "$work/src" && cp "$tool_cc" "$work/src/tool.cc"
  (
    cd "$work/src" || exit 1
    export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
    echo "+ c++ -std=c++20 tool.cc $(pkg-config --cflags --libs tbuf)"
    c++ -std=c++20 tool.cc $(pkg-config --cflags --libs tbuf) -o tool
  ) >>"$log" 2>&1 || { echo "building the example with pkg-config failed"; return 1; }

  "$work/src/tool" "$input" >"$work/out.mlir" 2>>"$log" || { echo "the example tool failed"; return 1; }
  diff -u "$expected" "$work/out.mlir" >>"$log" || { echo "output differs from mlir-opt-22's (checked in)"; return 1; }

  if command -v mlir-opt-22 >/dev/null; then
    mlir-opt-22 "$input" --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline \
      >"$work/live.mlir" 2>>"$log" || { echo "mlir-opt-22 failed"; return 1; }
    diff -u "$work/live.mlir" "$work/out.mlir" >>"$log" || { echo "output differs from live mlir-opt-22"; return 1; }
  elif [[ "${CI:-}" == "true" ]]; then
    echo "mlir-opt-22 not found (required when CI=true)"
    return 1
  fi

  "$prefix/bin/tbuf" "$input" --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline \
    >"$work/bin.mlir" 2>>"$log" || { echo "installed tbuf failed"; return 1; }
  diff -u "$work/out.mlir" "$work/bin.mlir" >>"$log" || { echo "installed tbuf prints something else"; return 1; }
  return 0
}

start=$(date +%s)
message="$(check)"
status=$?
elapsed=$(($(date +%s) - start))
cat "$log"

xml_escape() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/"/\&quot;/g'; }
if [[ -n "${XML_OUTPUT_FILE:-}" ]]; then
  {
    echo '<?xml version="1.0" encoding="UTF-8"?>'
    echo "<testsuites><testsuite name=\"sdk\" tests=\"1\" failures=\"$((status != 0))\">"
    echo "<testcase name=\"install_pkgconfig_build_bufferize_matmul\" classname=\"sdk\" time=\"$elapsed\">"
    if [[ $status -ne 0 ]]; then
      echo "<failure message=\"$(echo "$message" | xml_escape)\"><![CDATA["
      tail -c 20000 "$log" | sed 's/]]>/]] >/g'
      echo "]]></failure>"
    fi
    echo "</testcase></testsuite></testsuites>"
  } >"$XML_OUTPUT_FILE"
fi

if [[ $status -ne 0 ]]; then
  echo "FAIL: $message"
  exit 1
fi
echo "PASS: SDK installed, example built with pkg-config, output identical to mlir-opt-22"
