#!/usr/bin/env python3
"""Runs an MLIR program under MLIR itself: mlir-opt-22's standard lowering to
the LLVM dialect, then mlir-runner-22 with MLIR's runner-utils libraries.
This is the reference every execution test and the runtime print tests
compare with. Shared by tests/execution/run_execution.py,
tests/runtime/regen_expected.py and bench/runtime_bench.py.

The pipeline (verified with LLVM 22):
  one-shot-bufferize{bufferize-function-boundaries}   tensors -> memrefs
  buffer-deallocation-pipeline                         frees every alloc
  convert-bufferization-to-memref                      the clones it leaves
  convert-linalg-to-loops, lower-affine                linalg -> scf loops
  convert-vector-to-scf, convert-vector-to-llvm        vector transfers and print
  (convert-ub-to-llvm lowers the poison values of the vector lowering)
  expand-strided-metadata                              subview & co -> reinterpret_cast
  scf-forall-to-for, convert-scf-to-cf                 structured -> blocks
  finalize-memref-to-llvm, convert-math-to-llvm, convert-math-to-libm
  (in this order: libm's conversion rejects ops like math.absi),
  convert-{arith,cf,func,index}-to-llvm, reconcile-unrealized-casts
then `mlir-runner-22 -e main -entry-point-result=void
-shared-libs=libmlir_runner_utils,libmlir_c_runner_utils`.

The printed base address of a memref (`base@ = 0x...`) differs from run to
run; mask_addresses() replaces it with `base@ = <addr>`.
"""

import glob
import os
import re
import shutil
import subprocess

MLIR_OPT = "mlir-opt-22"
MLIR_RUNNER = "mlir-runner-22"
LLVM_LIB = "/usr/lib/llvm-22/lib"

PIPELINE = [
    "--one-shot-bufferize=bufferize-function-boundaries",
    "--buffer-deallocation-pipeline",
    "--convert-bufferization-to-memref",
    "--convert-linalg-to-loops",
    "--convert-vector-to-scf",
    "--expand-strided-metadata",
    "--lower-affine",
    "--scf-forall-to-for",
    "--convert-scf-to-cf",
    "--convert-vector-to-llvm",
    "--finalize-memref-to-llvm",
    "--convert-math-to-llvm",
    "--convert-math-to-libm",
    "--convert-arith-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-func-to-llvm",
    "--convert-index-to-llvm",
    "--convert-ub-to-llvm",
    "--reconcile-unrealized-casts",
]

ADDRESS = re.compile(r"base@ = (0x[0-9a-fA-F]+|0|\(nil\)) ")


def mask_addresses(text):
    """`base@ = 0x55d0c8a0 ` -> `base@ = <addr> ` (addresses vary per run)."""
    return ADDRESS.sub("base@ = <addr> ", text)


def runner_libs():
    """The two runner-utils shared libraries (Debian ships only .so.22.1)."""
    libs = []
    for name in ("libmlir_runner_utils", "libmlir_c_runner_utils"):
        found = sorted(glob.glob(os.path.join(LLVM_LIB, name + ".so*")))
        if not found:
            return None
        libs.append(found[0])
    return libs


def available():
    """True when mlir-opt-22, mlir-runner-22 and the runner libraries exist."""
    return bool(shutil.which(MLIR_OPT) and shutil.which(MLIR_RUNNER) and runner_libs())


class ReferenceError(Exception):
    pass


def lower(path, timeout=300):
    """Lowers `path` to the LLVM dialect; returns the text."""
    proc = subprocess.run([MLIR_OPT, path] + PIPELINE, capture_output=True, timeout=timeout)
    if proc.returncode != 0:
        raise ReferenceError("mlir-opt-22 failed on %s:\n%s" % (path, proc.stderr.decode("utf-8", "replace")))
    return proc.stdout


def run(path, entry="main", timeout=300):
    """Lowers and runs `path`; returns (stdout bytes, stderr text)."""
    llvm_ir = lower(path, timeout)
    argv = [MLIR_RUNNER, "-e", entry, "-entry-point-result=void", "-shared-libs=" + ",".join(runner_libs())]
    proc = subprocess.run(argv, input=llvm_ir, capture_output=True, timeout=timeout)
    if proc.returncode != 0:
        raise ReferenceError("mlir-runner-22 failed on %s (exit %d):\n%s" %
                             (path, proc.returncode, proc.stderr.decode("utf-8", "replace")))
    return proc.stdout, proc.stderr.decode("utf-8", "replace")
