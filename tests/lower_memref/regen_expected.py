#!/usr/bin/env python3
"""Regenerates programs/NAME.mlir.expected: what mlir-runner-22 prints for
each memref-level program, with memref base addresses masked
(tests/execution/mlir_reference.py). The programs are already bufferized and
free their buffers themselves, so the pipeline starts at the memref level:

  bufferization-lower-deallocations, convert-bufferization-to-memref
                                    bufferization.dealloc / clone -> memref
  expand-realloc                    memref.realloc -> alloc + copy + dealloc
  convert-linalg-to-loops, expand-strided-metadata, lower-affine,
  convert-scf-to-cf, finalize-memref-to-llvm, convert-{math,arith,cf,func,
  index}-to-llvm, reconcile-unrealized-casts

Usage: tests/lower_memref/regen_expected.py [NAME.mlir ...]   (default: all)
"""

import glob
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "execution"))
import mlir_reference  # noqa: E402

PIPELINE = [
    "--bufferization-lower-deallocations",
    "--convert-bufferization-to-memref",
    "--expand-realloc",
    "--convert-linalg-to-loops",
    "--expand-strided-metadata",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--finalize-memref-to-llvm",
    "--convert-math-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-func-to-llvm",
    "--convert-index-to-llvm",
    "--reconcile-unrealized-casts",
]


def run(path):
    lowered = subprocess.run([mlir_reference.MLIR_OPT, path] + PIPELINE, capture_output=True, check=True).stdout
    argv = [mlir_reference.MLIR_RUNNER, "-e", "main", "-entry-point-result=void",
            "-shared-libs=" + ",".join(mlir_reference.runner_libs())]
    out = subprocess.run(argv, input=lowered, capture_output=True, check=True).stdout.decode()
    return mlir_reference.mask_addresses(out)


def main():
    paths = sys.argv[1:] or sorted(glob.glob(os.path.join(HERE, "programs", "*.mlir")))
    for path in paths:
        with open(path + ".expected", "w") as f:
            f.write(run(path))
        print("wrote", path + ".expected")


if __name__ == "__main__":
    main()
