#!/usr/bin/env python3
"""Regenerates tests/runtime/data/*.mlir.expected: each program run under
mlir-runner-22 (tests/execution/mlir_reference.py), base addresses masked.
Usage: python3 tests/runtime/regen_expected.py [FILE.mlir ...]"""

import glob
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "execution"))
import mlir_reference  # noqa: E402


def main():
    if not mlir_reference.available():
        print("mlir-opt-22 / mlir-runner-22 / runner libraries not found")
        return 1
    files = sys.argv[1:] or sorted(glob.glob(os.path.join(HERE, "data", "*.mlir")))
    for path in files:
        out, _ = mlir_reference.run(path)
        text = mlir_reference.mask_addresses(out.decode("latin-1"))
        with open(path + ".expected", "w", encoding="latin-1", newline="") as f:
            f.write(text)
        print("wrote " + path + ".expected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
