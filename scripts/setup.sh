#!/usr/bin/env bash
# Installs what tbuf needs to build and test (Debian 12). Idempotent: does
# nothing (and never runs apt-get update) when everything is present.
set -euo pipefail

PACKAGES=(
  bazel-bootstrap                 # Bazel 4.2.3
  gcc g++ libc6-dev              # also the C compiler `tbuf run` uses
  libabsl-dev libfmt-dev libcli11-dev libgtest-dev libgmock-dev
  libjemalloc-dev                 # the tbuf binary's allocator
  python3                         # scripts/count_tests.py
  mlir-22-tools llvm-22-tools     # mlir-opt-22, mlir-runner-22, FileCheck-22 (conformance, execution tests)
  chromium                        # headless browser of the tbuf explain HTML test
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$pkg")
  fi
done

if ((${#missing[@]} == 0)); then
  exit 0
fi

echo "setup: installing ${missing[*]}" >&2
SUDO=()
if [[ "$(id -u)" != 0 ]]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo)
  else
    echo "setup: need root (or sudo) to install: ${missing[*]}" >&2
    exit 1
  fi
fi
APT=("${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o Dpkg::Use-Pty=0)
"${APT[@]}" update -qq
"${APT[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup: done" >&2
