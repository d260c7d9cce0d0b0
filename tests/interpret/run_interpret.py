#!/usr/bin/env python3
"""Interpreter tests: `tbuf interpret` against mlir-runner-22 and the
sanitizer's reports.

Programs (tests/execution/programs/*.mlir, the execution suite): each runs
as `tbuf interpret FILE` after `tbuf run`'s default pipeline
(--one-shot-bufferize=bufferize-function-boundaries
--buffer-deallocation-pipeline --canonicalize), from the file's directory.
Its stdout must equal the program's `.expected` file (mlir-runner-22's
output, addresses masked exactly as the execution suite masks them), its
stderr must be empty (a clean program reports nothing) and its exit code 0.

They also run at an intermediate stage, after
`--one-shot-bufferize=bufferize-function-boundaries
--ownership-based-buffer-deallocation` only: the `bufferization.dealloc`
ops (with their retained values and conditions) are not lowered yet, so the
interpreter runs them itself; stdout must equal the `.expected` file and
nothing be reported. A program that pass pipeline rejects (a located pass
error, e.g. `memref.realloc` before `--expand-realloc` has run) is skipped.

The same programs also run at tensor level: `tbuf interpret FILE` with no
pass at all (value semantics; tensors are never bufferized). Their stdout
must equal the `.expected` file with each memref header's offset and strides
masked (those are the bufferization's layout decisions, which a tensor-level
run does not make); the only reports allowed are leaks (memref-level
programs leave their deallocations to the pipeline).

Interpreter-only programs (tests/interpret/programs/*.mlir): ops that have
no compiled counterpart (elementwise arith on tensors, ...), run with no
pass; stdout must equal FILE.expected (addresses masked), stderr be empty,
the exit code 0.

Bisection cases (tests/interpret/bisect/*.mlir): `tbuf interpret FILE
<args of "// INTERPRET-ARGS:">` with `%t` replaced by a fresh directory
(where --bisect writes the IR before/after the guilty pass); the exit code
must equal "// EXPECT-EXIT: N" and stdout, with the directory written back
as `%t`, the "// EXPECT-STDOUT:" lines; the named IR files must exist.

Sanitizer cases (tests/interpret/sanitizer/*.mlir): each runs as
`tbuf interpret FILE <args of its "// INTERPRET-ARGS:" line>` (no passes
by default) and must exit 1 with stderr equal, line for line, to its
"// EXPECT-STDERR: <line>" lines: the full report with every location.
"// EXPECT-STDOUT: <line>" lines, if any, give the exact stdout. A case
with "// EXPECT-EXIT: 0" and no "// EXPECT-STDERR:" line instead checks that
nothing is reported: exit code 0, empty stderr, stdout equal to its
"// EXPECT-STDOUT:" lines (a pattern the sanitizer once caught, now fixed).

Usage:
    run_interpret.py --tbuf PATH --programs DIR --interpreter-programs DIR --bisect DIR --sanitizer DIR
                     [--xml FILE] [FILE ...]

One JUnit <testcase> per file goes to --xml or $XML_OUTPUT_FILE; the summary
line says how many programs interpret identically to mlir-runner-22.
Exit code: 0 if every case passed, 1 otherwise.
"""

import argparse
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

TIMEOUT_SECONDS = 120
OWNERSHIP_STAGE = ["--one-shot-bufferize=bufferize-function-boundaries", "--ownership-based-buffer-deallocation"]
DEFAULT_PIPELINE = ["--one-shot-bufferize=bufferize-function-boundaries", "--buffer-deallocation-pipeline",
                    "--canonicalize"]
# Same masking as tests/execution/mlir_reference.py: addresses vary per run.
ADDRESS = re.compile(r"base@ = (0x[0-9a-fA-F]+|0|\(nil\)) ")
ARGS_LINE = re.compile(r"^//\s*INTERPRET-ARGS:(.*)$", re.M)
STDERR_LINE = re.compile(r"^//\s*EXPECT-STDERR: ?(.*)$", re.M)
STDOUT_LINE = re.compile(r"^//\s*EXPECT-STDOUT: ?(.*)$", re.M)
EXIT_LINE = re.compile(r"^//\s*EXPECT-EXIT: (\d+)$", re.M)
IR_FILE = re.compile(r"(%t/\S+\.mlir)")
LAYOUT = re.compile(r"offset = -?\d+ (sizes = \[[-\d, ]*\]) strides = \[[-\d, ]*\]")


def mask_addresses(text):
    return ADDRESS.sub("base@ = <addr> ", text)


def run(tbuf, path, args):
    directory, name = os.path.split(os.path.abspath(path))
    proc = subprocess.run([os.path.abspath(tbuf), "interpret", name] + args, cwd=directory,
                          stdin=subprocess.DEVNULL, capture_output=True, timeout=TIMEOUT_SECONDS)
    return proc.returncode, proc.stdout.decode("latin-1"), proc.stderr.decode("latin-1")


def diff(expected, actual, a, b):
    return "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), a, b, n=2))


class Skipped(Exception):
    pass


def check_program(tbuf, path, pipeline=None):
    """A failure message or None."""
    expected_path = path + ".expected"
    if not os.path.exists(expected_path):
        return "missing %s" % expected_path
    with open(expected_path, encoding="latin-1", newline="") as f:
        expected = f.read()
    rc, out, err = run(tbuf, path, pipeline or DEFAULT_PIPELINE)
    if pipeline and err and "error: tbuf interpret:" not in err and rc != 0:
        raise Skipped("the pass pipeline rejects the program: " + err.splitlines()[0])
    problems = []
    out = mask_addresses(out)
    if out != expected:
        problems.append("stdout differs from mlir-runner-22's:\n" + diff(expected, out, expected_path, "tbuf interpret"))
    if rc != 0:
        problems.append("exit code %d" % rc)
    if err:
        problems.append("unexpected stderr:\n" + err)
    return "\n".join(problems) or None


def mask_layout(text):
    return LAYOUT.sub(r"offset = <offset> \1 strides = <strides>", mask_addresses(text))


def check_interpreter_only(tbuf, path):
    with open(path + ".expected", encoding="latin-1", newline="") as f:
        expected = f.read()
    rc, out, err = run(tbuf, path, [])
    problems = []
    out = mask_addresses(out)
    if out != expected:
        problems.append("stdout differs:\n" + diff(expected, out, path + ".expected", "tbuf interpret"))
    if rc != 0:
        problems.append("exit code %d" % rc)
    if err:
        problems.append("unexpected stderr:\n" + err)
    return "\n".join(problems) or None


def check_tensor_level(tbuf, path):
    """The program interpreted before any pass; a failure message or None."""
    with open(path + ".expected", encoding="latin-1", newline="") as f:
        expected = mask_layout(f.read())
    rc, out, err = run(tbuf, path, [])
    problems = []
    out = mask_layout(out)
    if out != expected:
        problems.append("stdout differs from mlir-runner-22's (layouts masked):\n" +
                        diff(expected, out, path + ".expected", "tbuf interpret (no passes)"))
    others = [line for line in err.splitlines() if ": error: tbuf interpret: leak: " not in line]
    if others:
        problems.append("unexpected stderr:\n" + "\n".join(others))
    if rc != 0 and not err:
        problems.append("exit code %d" % rc)
    return "\n".join(problems) or None


def check_bisect_case(tbuf, path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = ARGS_LINE.search(text)
    exit_line = EXIT_LINE.search(text)
    expected_out = "".join(line + "\n" for line in STDOUT_LINE.findall(text))
    if not m or not exit_line or not expected_out:
        return "needs // INTERPRET-ARGS:, // EXPECT-EXIT: and // EXPECT-STDOUT: lines"
    with tempfile.TemporaryDirectory(prefix="tbuf-bisect-") as directory:
        args = [a.replace("%t", directory) for a in shlex.split(m.group(1))]
        rc, out, err = run(tbuf, path, args)
        out = out.replace(directory, "%t")
        problems = []
        if rc != int(exit_line.group(1)):
            problems.append("exit code %d, expected %s\n%s" % (rc, exit_line.group(1), err))
        if out != expected_out:
            problems.append("stdout differs:\n" + diff(expected_out, out, "expected", "tbuf interpret"))
        for name in IR_FILE.findall(out):
            if not os.path.exists(name.replace("%t", directory)):
                problems.append("missing " + name)
    return "\n".join(problems) or None


def check_sanitizer_case(tbuf, path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = ARGS_LINE.search(text)
    args = shlex.split(m.group(1)) if m else []
    expected_err = "".join(line + "\n" for line in STDERR_LINE.findall(text))
    expected_out = STDOUT_LINE.findall(text)
    exit_line = EXIT_LINE.search(text)
    clean = not expected_err and exit_line is not None and exit_line.group(1) == "0"
    if clean and not expected_out:
        return "a case expecting no report needs // EXPECT-STDOUT: lines"
    if not expected_err and not clean:
        return "no // EXPECT-STDERR: line"
    rc, out, err = run(tbuf, path, args)
    problems = []
    if rc != (0 if clean else 1):
        problems.append("exit code %d, expected %d" % (rc, 0 if clean else 1))
    if err != expected_err:
        problems.append("stderr differs:\n" + diff(expected_err, err, "expected", "tbuf interpret"))
    if expected_out and out != "".join(line + "\n" for line in expected_out):
        problems.append("stdout differs:\n" + diff("".join(l + "\n" for l in expected_out), out, "expected", "actual"))
    return "\n".join(problems) or None


def write_xml(path, results):
    suites = ET.Element("testsuites")
    suite = ET.SubElement(suites, "testsuite", name="interpret", tests=str(len(results)),
                          failures=str(sum(1 for r in results if r["failure"])))
    for r in results:
        case = ET.SubElement(suite, "testcase", classname="interpret." + r["kind"].replace("-", "_"),
                             name=os.path.basename(r["path"]),
                             time="%.3f" % r["time"])
        if r["failure"]:
            failure = ET.SubElement(case, "failure", message=r["failure"].splitlines()[0][:200])
            failure.text = r["failure"]
        elif r["skipped"]:
            ET.SubElement(case, "skipped", message=r["skipped"][:200])
    ET.ElementTree(suites).write(path, encoding="utf-8", xml_declaration=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tbuf", required=True)
    ap.add_argument("--programs", required=True)
    ap.add_argument("--sanitizer", required=True)
    ap.add_argument("--interpreter-programs", required=True)
    ap.add_argument("--bisect", required=True)
    ap.add_argument("--xml", default=os.environ.get("XML_OUTPUT_FILE"))
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()

    def listing(root):
        return sorted(os.path.join(root, f) for f in os.listdir(root) if f.endswith(".mlir"))

    cases = ([("program", p) for p in listing(args.programs)] +
             [("ownership-stage", p) for p in listing(args.programs)] +
             [("tensor-level", p) for p in listing(args.programs)] +
             [("interpreter-only", p) for p in listing(args.interpreter_programs)] +
             [("bisect", p) for p in listing(args.bisect)] +
             [("sanitizer", p) for p in listing(args.sanitizer)])
    if args.files:
        wanted = {os.path.basename(f) for f in args.files}
        cases = [c for c in cases if os.path.basename(c[1]) in wanted]
    results = []
    for kind, path in cases:
        start = time.time()
        try:
            check = {"program": check_program, "tensor-level": check_tensor_level,
                     "ownership-stage": lambda t, p: check_program(t, p, OWNERSHIP_STAGE),
                     "interpreter-only": check_interpreter_only, "bisect": check_bisect_case,
                     "sanitizer": check_sanitizer_case}[kind]
            skipped = None
            failure = check(args.tbuf, path)
        except subprocess.TimeoutExpired:
            failure = "timed out after %ds" % TIMEOUT_SECONDS
        except Skipped as e:
            failure, skipped = None, str(e)
        results.append({"kind": kind, "path": path, "failure": failure, "skipped": skipped,
                        "time": time.time() - start})
        status = "FAIL" if failure else ("skip" if skipped else "ok")
        print("%-4s %s %s%s" % (status, kind, os.path.basename(path), (": " + skipped) if skipped else ""))
        if failure:
            print("     " + failure.replace("\n", "\n     "))
    if args.xml:
        write_xml(args.xml, results)
    programs = [r for r in results if r["kind"] == "program"]
    tensor = [r for r in results if r["kind"] == "tensor-level"]
    ownership = [r for r in results if r["kind"] == "ownership-stage"]
    only = [r for r in results if r["kind"] == "interpreter-only"]
    bisect = [r for r in results if r["kind"] == "bisect"]
    sanitizer = [r for r in results if r["kind"] == "sanitizer"]

    def passed(rs):
        return sum(1 for r in rs if not r["failure"] and not r["skipped"])

    print("%d/%d programs interpret identically to mlir-runner-22 after the default pipeline; "
          "%d/%d after ownership-based deallocation only (%d skipped); "
          "%d/%d at tensor level (no passes, layouts masked); %d/%d interpreter-only programs; "
          "%d/%d bisection cases; %d/%d sanitizer cases pass" %
          (passed(programs), len(programs), passed(ownership), len(ownership),
           sum(1 for r in ownership if r["skipped"]), passed(tensor), len(tensor), passed(only), len(only),
           passed(bisect), len(bisect), passed(sanitizer), len(sanitizer)))
    return 1 if any(r["failure"] for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
