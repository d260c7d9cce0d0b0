#!/usr/bin/env python3
"""Execution tests: every program under tests/execution/programs/ runs under
`tbuf run` and must print exactly what MLIR prints for it.

For each FILE.mlir (a module with `func.func @main()` that prints through
printMemref*/printI64/...):

  reference  FILE.mlir.expected: mlir-runner-22's stdout for the file, lowered
             with mlir-opt-22's standard pipeline (mlir_reference.py), memref
             base addresses masked. Stored so the suite checks tbuf even where
             LLVM 22 is not installed. With CI=true (or --live), when
             mlir-opt-22/mlir-runner-22 are present, the reference is also
             re-run live and must still equal the stored file.
  tbuf       `tbuf run FILE` (run from the file's directory): the program's
             stdout must equal the reference byte for byte (addresses
             masked), the exit code must be 0, the C compiler must not warn
             about the emitted code, and the runtime's allocation summary on
             stderr must report 0 leaked and 0 bad frees.

A program whose first line is `// REFERENCE: copy-before-write` takes its
reference from mlir-opt-22 with `--one-shot-bufferize="bufferize-function-
boundaries copy-before-write"` instead (no in-place analysis, every write on
a copy; the rest of the pipeline unchanged), for --regen and live runs alike.
It marks programs that mlir-opt-22's normal pipeline miscompiles through an
aliasing mistake that tbuf deliberately does not make
(docs/bufferization-conformance.md, "Deliberate deviations").

Negative cases (tests/execution/negative/*.mlir) check that the suite can
fail: each runs `tbuf run FILE <args of its "// TBUF-RUN-ARGS:" line>` (e.g.
a pipeline without deallocation) and must exit non-zero with every
"// EXPECT-STDERR: <text>" line's text on stderr (a leak, a double free).

Usage:
    run_execution.py --tbuf PATH [--root DIR] [--live] [--xml FILE] [FILE ...]
    run_execution.py --regen [FILE ...]          rewrite the .expected files
    run_execution.py --reference-only [--live]   check the reference side only

One JUnit <testcase> per program goes to --xml or $XML_OUTPUT_FILE.
Exit code: 0 if every case passed, 1 otherwise.
"""

import argparse
import difflib
import os
import re
import shlex
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import mlir_reference  # noqa: E402

TIMEOUT_SECONDS = 120
SUMMARY = re.compile(r"^tbuf runtime: (\d+) allocations, peak (\d+) bytes live, "
                     r"(\d+) leaked \((\d+) bytes\), (\d+) bad frees$", re.M)
WARNING = re.compile(r"^\S+\.[ch]:\d+:\d+: warning: ")
REGEN_HINT = "python3 tests/execution/run_execution.py --regen"


REFERENCE_MARKER = re.compile(r"^//\s*REFERENCE:\s*(.*?)\s*$")
# Reference variants a program may ask for: the One-Shot Bufferize flag that
# replaces the first pass of mlir_reference.PIPELINE.
REFERENCE_BUFFERIZE_FLAGS = {
    "copy-before-write": "--one-shot-bufferize=bufferize-function-boundaries copy-before-write",
}


def reference_pipeline(path):
    """mlir-opt-22's pipeline for `path`: the standard one, or the variant its
    first-line `// REFERENCE:` marker names."""
    with open(path, encoding="utf-8") as f:
        first = f.readline()
    m = REFERENCE_MARKER.match(first)
    if not m:
        return list(mlir_reference.PIPELINE)
    if m.group(1) not in REFERENCE_BUFFERIZE_FLAGS:
        raise mlir_reference.ReferenceError("%s: unknown '// REFERENCE: %s' (known: %s)" %
                                            (path, m.group(1), ", ".join(sorted(REFERENCE_BUFFERIZE_FLAGS))))
    pipeline = list(mlir_reference.PIPELINE)
    assert pipeline[0].startswith("--one-shot-bufferize="), pipeline[0]
    pipeline[0] = REFERENCE_BUFFERIZE_FLAGS[m.group(1)]
    return pipeline


def run_reference(path):
    """mlir-runner-22's stdout for `path` under its reference pipeline."""
    pipeline = reference_pipeline(path)
    if pipeline == mlir_reference.PIPELINE:
        out, _ = mlir_reference.run(path, timeout=TIMEOUT_SECONDS)
        return out
    proc = subprocess.run([mlir_reference.MLIR_OPT, path] + pipeline, capture_output=True, timeout=TIMEOUT_SECONDS)
    if proc.returncode != 0:
        raise mlir_reference.ReferenceError("mlir-opt-22 failed on %s:\n%s" %
                                            (path, proc.stderr.decode("utf-8", "replace")))
    argv = [mlir_reference.MLIR_RUNNER, "-e", "main", "-entry-point-result=void",
            "-shared-libs=" + ",".join(mlir_reference.runner_libs())]
    run = subprocess.run(argv, input=proc.stdout, capture_output=True, timeout=TIMEOUT_SECONDS)
    if run.returncode != 0:
        raise mlir_reference.ReferenceError("mlir-runner-22 failed on %s (exit %d):\n%s" %
                                            (path, run.returncode, run.stderr.decode("utf-8", "replace")))
    return run.stdout


def read_text(data):
    # Programs may print raw bytes (printMemrefI8); latin-1 keeps them 1:1.
    return data.decode("latin-1")


def find_programs(root):
    return sorted(os.path.join(root, f) for f in os.listdir(root) if f.endswith(".mlir"))


def diff(expected, actual, expected_name, actual_name):
    lines = difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), expected_name, actual_name, n=2)
    return "".join(lines)


def reference_output(path, live):
    """Returns (reference text, failure or None)."""
    expected_path = path + ".expected"
    stored = None
    if os.path.exists(expected_path):
        with open(expected_path, encoding="latin-1", newline="") as f:
            stored = f.read()
    if not live:
        if stored is None:
            return None, "missing %s (regenerate with %s)" % (expected_path, REGEN_HINT)
        return stored, None
    try:
        out = run_reference(path)
    except (mlir_reference.ReferenceError, subprocess.SubprocessError, OSError) as e:
        return stored, "reference run failed: %s" % e
    fresh = mlir_reference.mask_addresses(read_text(out))
    if stored is None:
        return fresh, "missing %s (regenerate with %s)" % (expected_path, REGEN_HINT)
    if fresh != stored:
        return fresh, ("mlir-runner-22's output no longer equals %s (regenerate with %s):\n%s" %
                       (expected_path, REGEN_HINT, diff(stored, fresh, expected_path, "mlir-runner-22 (live)")))
    return stored, None


def run_tbuf(tbuf, path, reference):
    """Runs `tbuf run` on `path`; returns a failure message or None."""
    directory, name = os.path.split(os.path.abspath(path))
    argv = [os.path.abspath(tbuf), "run", name]
    try:
        proc = subprocess.run(argv, cwd=directory, stdin=subprocess.DEVNULL, capture_output=True,
                              timeout=TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        return "`tbuf run %s` timed out after %d s" % (name, TIMEOUT_SECONDS)
    except OSError as e:
        return "could not start tbuf: %s" % e
    stdout = mlir_reference.mask_addresses(read_text(proc.stdout))
    stderr = proc.stderr.decode("utf-8", "replace")
    problems = []
    if proc.returncode != 0:
        tail = "\n".join(stderr.splitlines()[-30:])
        problems.append("`tbuf run %s` exited with code %d; stderr (last 30 lines):\n%s" % (name, proc.returncode, tail))
    if stdout != reference:
        problems.append("stdout differs from the reference (mlir-runner-22):\n%s" %
                        diff(reference, stdout, name + ".expected", "tbuf run " + name))
    warnings = [line for line in stderr.splitlines() if WARNING.search(line)]
    if warnings:
        problems.append("the C compiler warned about the emitted code (it must compile warning-free "
                        "with -Wall):\n" + "\n".join(warnings))
    summary = SUMMARY.search(stderr)
    if summary is None:
        if proc.returncode == 0:
            problems.append("no allocation summary ('tbuf runtime: N allocations, ...') on stderr:\n" + stderr)
    else:
        leaked, bad = int(summary.group(3)), int(summary.group(5))
        if leaked:
            problems.append("runtime reports %d leaked allocations (%s bytes):\n%s" % (leaked, summary.group(4), stderr))
        if bad:
            problems.append("runtime reports %d bad frees (double free or foreign pointer):\n%s" % (bad, stderr))
    return "\n".join(problems) or None


def run_negative(tbuf, path):
    """Runs a negative case; returns a failure message or None."""
    args, expectations = [], []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("// TBUF-RUN-ARGS:"):
                args += shlex.split(line[len("// TBUF-RUN-ARGS:"):])
            elif line.startswith("// EXPECT-STDERR:"):
                expectations.append(line[len("// EXPECT-STDERR:"):].strip())
    if not expectations:
        return "%s has no '// EXPECT-STDERR:' line" % path
    directory, name = os.path.split(os.path.abspath(path))
    try:
        proc = subprocess.run([os.path.abspath(tbuf), "run", name] + args, cwd=directory, stdin=subprocess.DEVNULL,
                              capture_output=True, timeout=TIMEOUT_SECONDS)
    except (OSError, subprocess.SubprocessError) as e:
        return "could not run tbuf: %s" % e
    stderr = proc.stderr.decode("utf-8", "replace")
    problems = []
    if proc.returncode == 0:
        problems.append("`tbuf run %s %s` exited with 0; expected a non-zero exit" % (name, " ".join(args)))
    for text in expectations:
        if text not in stderr:
            problems.append("stderr lacks %r" % text)
    if problems:
        problems.append("stderr was:\n" + stderr)
    return "\n".join(problems) or None


def write_xml(path, results):
    suite = ET.Element("testsuite", name="execution", tests=str(len(results)),
                       failures=str(sum(1 for r in results if r["failure"])), errors="0")
    for r in results:
        classname = "execution.negative" if r.get("negative") else "execution"
        case = ET.SubElement(suite, "testcase", classname=classname, name=os.path.basename(r["path"]),
                             time="%.3f" % r["time"])
        if r["failure"]:
            failure = ET.SubElement(case, "failure", message=r["failure"].splitlines()[0][:200])
            failure.text = r["failure"]
    suites = ET.Element("testsuites")
    suites.append(suite)
    ET.ElementTree(suites).write(path, encoding="utf-8", xml_declaration=True)


def regen(files):
    if not mlir_reference.available():
        print("mlir-opt-22 / mlir-runner-22 / runner libraries not found; cannot regenerate")
        return 1
    changed = 0
    for path in files:
        out = run_reference(path)
        text = mlir_reference.mask_addresses(read_text(out))
        expected_path = path + ".expected"
        old = None
        if os.path.exists(expected_path):
            with open(expected_path, encoding="latin-1", newline="") as f:
                old = f.read()
        if old != text:
            with open(expected_path, "w", encoding="latin-1", newline="") as f:
                f.write(text)
            changed += 1
            print("updated " + expected_path)
    print("%d programs, %d expected files updated" % (len(files), changed))
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tbuf", help="path of the tbuf binary")
    ap.add_argument("--root", default=os.path.join(HERE, "programs"), help="directory of the programs")
    ap.add_argument("--negative-root", default=os.path.join(HERE, "negative"),
                    help="directory of the negative cases (run when no FILE is given)")
    ap.add_argument("--regen", action="store_true", help="rewrite FILE.mlir.expected from mlir-runner-22")
    ap.add_argument("--live", action="store_true", help="also re-run mlir-runner-22 (default when CI=true)")
    ap.add_argument("--reference-only", action="store_true", help="do not run tbuf")
    ap.add_argument("--xml", default=os.environ.get("XML_OUTPUT_FILE"), help="JUnit XML output")
    ap.add_argument("files", nargs="*", help="programs to run (default: all under --root)")
    args = ap.parse_args()

    files = args.files or find_programs(args.root)
    if not files:
        print("no programs found under " + args.root)
        return 1
    if args.regen:
        return regen(files)
    if not args.reference_only and not args.tbuf:
        ap.error("--tbuf is required unless --regen or --reference-only")

    live = args.live or os.environ.get("CI") == "true"
    if live and not mlir_reference.available():
        print("note: mlir-opt-22/mlir-runner-22 not found; comparing with the stored .expected files only")
        live = False
    results = []
    for path in files:
        start = time.monotonic()
        reference, failure = reference_output(path, live)
        if not args.reference_only and reference is not None:
            tbuf_failure = run_tbuf(args.tbuf, path, reference)
            if tbuf_failure:
                failure = (failure + "\n" if failure else "") + tbuf_failure
        if failure:
            print("FAIL " + path)
            print(failure)
        results.append({"path": path, "failure": failure, "time": time.monotonic() - start})
    negatives = []
    if not args.files and not args.reference_only and os.path.isdir(args.negative_root):
        negatives = find_programs(args.negative_root)
    for path in negatives:
        start = time.monotonic()
        failure = run_negative(args.tbuf, path)
        if failure:
            print("FAIL " + path)
            print(failure)
        results.append({"path": path, "failure": failure, "time": time.monotonic() - start, "negative": True})
    if args.xml:
        write_xml(args.xml, results)
    failed = sum(1 for r in results if r["failure"])
    print("%d execution programs (%s reference) + %d negative cases, %d passed, %d failed" %
          (len(files), "live mlir-runner-22" if live else "stored", len(negatives), len(results) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
