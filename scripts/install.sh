#!/usr/bin/env bash
# Installs the tbuf SDK into PREFIX: the `tbuf` binary, ONE static library
# with every object the public API (tbuf/tbuf.h) needs, the headers reachable
# from tbuf/tbuf.h, the C runtime sources for emitC users and a pkg-config
# file that pulls Abseil and fmt through Debian's own .pc files:
#
#   PREFIX/bin/tbuf
#   PREFIX/lib/libtbuf.a
#   PREFIX/lib/pkgconfig/tbuf.pc     (Cflags: -std=c++20 -IPREFIX/include/tbuf)
#   PREFIX/include/tbuf/tbuf/tbuf.h, PREFIX/include/tbuf/ir/*.h, ...
#   PREFIX/share/tbuf/runtime/{alloc.c,print_memref.c,print_scalars.c,tbuf_runtime.h}
#
# The tree is built by Bazel as one tar, //tbuf:sdk (tbuf/BUILD.bazel): the
# archive comes from the CcInfo of //tbuf's transitive cc_library deps
# (third_party/build_defs/sdk.bzl), so the same packaging runs here (-c opt)
# and in the test that installs from the prebuilt tar
# (tests/sdk/sdk_install_test.sh, which calls this script with --from).
#
# Usage: scripts/install.sh PREFIX
#        scripts/install.sh --from TBUF_SDK_TAR PREFIX   (no Bazel: install a prebuilt //tbuf:sdk)
# Then:  PKG_CONFIG_PATH=PREFIX/lib/pkgconfig c++ -std=c++20 tool.cc $(pkg-config --cflags --libs tbuf)
set -euo pipefail

usage() { echo "usage: $0 [--from TBUF_SDK_TAR] PREFIX" >&2; exit 2; }

tar_file=""
if [[ "${1:-}" == "--from" ]]; then
  [[ $# -eq 3 ]] || usage
  tar_file="$2"
  shift 2
fi
[[ $# -eq 1 && -n "$1" ]] || usage
prefix="$1"

if [[ -z "$tar_file" ]]; then
  cd "$(dirname "${BASH_SOURCE[0]}")/.."
  bazel build -c opt //tbuf:sdk
  tar_file="$(bazel info -c opt bazel-bin)/tbuf/tbuf_sdk.tar"
fi
[[ -f "$tar_file" ]] || { echo "install.sh: no SDK tar at '$tar_file'" >&2; exit 1; }

mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd)"
# Replace an earlier installation's files (they may be read-only).
tar -tf "$tar_file" | while read -r f; do
  [[ "$f" == */ ]] || rm -f "$prefix/$f"
done
tar -xf "$tar_file" -C "$prefix" --no-same-owner
sed -i "s|@PREFIX@|$prefix|g" "$prefix/lib/pkgconfig/tbuf.pc"
echo "installed tbuf into $prefix"
