#!/usr/bin/env python3
"""Execution suite: every tests/lower/exec/*.mlir runs through `tbuf run` (default
pipeline, C emission, cc) and through mlir-opt-22's standard LLVM pipeline +
mlir-runner-22; the printed outputs must be identical (memref base addresses
normalised) and tbuf's runtime must report no leak and no bad free.

A program holding a line `// EXEC-FLAGS: --canonicalize` (scalar programs
with unstructured control flow, which MLIR's deallocation pipeline rejects)
runs `tbuf run FILE <flags>` and skips bufferization and deallocation on the
mlir-opt side.

Usage: exec_test.py --tbuf PATH [--dir DIR] [--xml OUT]; one JUnit <testcase>
per program (written to $XML_OUTPUT_FILE under Bazel)."""
import argparse
import glob
import os
import re
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

MLIR_OPT = "mlir-opt-22"
MLIR_RUNNER = "mlir-runner-22"
LLVM_LIB = "/usr/lib/llvm-22/lib"
PIPELINE = [
    "--one-shot-bufferize=bufferize-function-boundaries", "--buffer-deallocation-pipeline",
    "--convert-bufferization-to-memref", "--convert-linalg-to-loops", "--expand-strided-metadata",
    "--lower-affine", "--convert-scf-to-cf", "--finalize-memref-to-llvm", "--math-expand-ops",
    "--convert-math-to-llvm", "--convert-math-to-libm", "--convert-arith-to-llvm", "--convert-index-to-llvm",
    "--convert-cf-to-llvm", "--convert-func-to-llvm", "--reconcile-unrealized-casts",
]
BASE = re.compile(r"base@ = 0x[0-9a-f]+")


def runner_libs():
    libs = []
    for name in ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so"):
        found = sorted(glob.glob(os.path.join(LLVM_LIB, name + "*")))
        if found:
            libs.append(found[0])
    return ",".join(libs)


def exec_flags(path):
    with open(path) as f:
        for line in f:
            if line.startswith("// EXEC-FLAGS:"):
                return line[len("// EXEC-FLAGS:"):].split()
    return None


def mlir_output(path):
    pipeline = PIPELINE if exec_flags(path) is None else PIPELINE[3:]
    lowered = subprocess.run([MLIR_OPT, path] + pipeline, capture_output=True, text=True, timeout=120)
    if lowered.returncode != 0:
        return None, "mlir-opt-22 failed:\n" + lowered.stderr
    run = subprocess.run([MLIR_RUNNER, "-e", "main", "-entry-point-result=void", "-shared-libs=" + runner_libs()],
                         input=lowered.stdout, capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        return None, "mlir-runner-22 failed:\n" + run.stderr
    return run.stdout, None


def check(tbuf, path):
    expected, error = mlir_output(path)
    if error:
        return error
    run = subprocess.run([tbuf, "run", path] + (exec_flags(path) or []), capture_output=True, text=True, timeout=300)
    if run.returncode != 0:
        return "tbuf run exited with %d:\n%s%s" % (run.returncode, run.stdout, run.stderr)
    if BASE.sub("base@ = 0x", run.stdout) != BASE.sub("base@ = 0x", expected):
        return "output differs\n--- mlir-runner-22\n%s--- tbuf run\n%s" % (expected, run.stdout)
    if " 0 leaked (0 bytes), 0 bad frees" not in run.stderr:
        return "runtime report:\n" + run.stderr
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tbuf", required=True)
    ap.add_argument("--dir", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "exec"))
    ap.add_argument("--xml", default=os.environ.get("XML_OUTPUT_FILE"))
    args = ap.parse_args()
    tbuf = os.path.abspath(args.tbuf)
    results = []
    for path in sorted(glob.glob(os.path.join(args.dir, "*.mlir"))):
        start = time.time()
        failure = check(tbuf, path)
        results.append((os.path.basename(path), failure, time.time() - start))
        print("%s %s" % ("FAIL" if failure else "PASS", os.path.basename(path)))
        if failure:
            print(failure)
    if args.xml:
        suite = ET.Element("testsuite", name="exec", tests=str(len(results)),
                           failures=str(sum(1 for r in results if r[1])), errors="0")
        for name, failure, seconds in results:
            case = ET.SubElement(suite, "testcase", classname="lower.exec", name=name, time="%.3f" % seconds)
            if failure:
                ET.SubElement(case, "failure", message=failure.splitlines()[0]).text = failure
        suites = ET.Element("testsuites")
        suites.append(suite)
        ET.ElementTree(suites).write(args.xml, encoding="utf-8", xml_declaration=True)
    failed = sum(1 for r in results if r[1])
    print("%d programs, %d failed" % (len(results), failed))
    return 1 if failed or not results else 0


if __name__ == "__main__":
    sys.exit(main())
