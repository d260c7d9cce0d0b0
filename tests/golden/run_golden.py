#!/usr/bin/env python3
"""Golden-file tests of the tbuf driver.

Every `*.mlir` file under the golden root whose first line is

    // RUN: tbuf <args>

is one case. `%s` in <args> stands for the file (run from the file's own
directory, so diagnostics print the bare file name); an argument `-` means the
file is fed on stdin. The expected result lives next to it in `<file>.out`:

    <stdout, verbatim>
    // ----- stderr -----          only if stderr is not empty
    <stderr, verbatim>
    // ----- exit code: N -----    only if the exit code is not 0

A section that does not end with a newline gets one, followed by the line
`// (no newline at end of <section>)`, so the file stays line-oriented.

Usage:
    run_golden.py --tbuf PATH [--root DIR] [--regen] [--xml FILE] [FILE ...]

Without --regen each case is compared with its `.out` file and a unified diff
is printed for mismatches; with --regen the `.out` files are (re)written. The
JUnit XML report (one <testcase> per file) goes to --xml or $XML_OUTPUT_FILE.
Exit code: 0 if every case passed (or was regenerated), 1 otherwise.
"""

import argparse
import difflib
import os
import shlex
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

RUN_PREFIX = "// RUN:"
STDERR_MARKER = "// ----- stderr -----\n"
TIMEOUT_SECONDS = 120


def section(text, name):
    if text and not text.endswith("\n"):
        return text + "\n// (no newline at end of " + name + ")\n"
    return text


def render(stdout, stderr, code):
    out = section(stdout, "stdout")
    if stderr:
        out += STDERR_MARKER + section(stderr, "stderr")
    if code != 0:
        out += "// ----- exit code: %d -----\n" % code
    return out


def read_run_line(path):
    with open(path, encoding="utf-8") as f:
        first = f.readline()
    if not first.startswith(RUN_PREFIX):
        return None
    args = shlex.split(first[len(RUN_PREFIX):])
    if not args or args[0] != "tbuf":
        raise ValueError("%s: the RUN line must start with 'tbuf'" % path)
    return args[1:]


def run_case(tbuf, path):
    """Returns the rendered result of running the case's RUN line."""
    args = read_run_line(path)
    directory, name = os.path.split(os.path.abspath(path))
    argv = [os.path.abspath(tbuf)] + [name if a == "%s" else a for a in args]
    stdin = subprocess.DEVNULL
    if "-" in args:
        stdin = open(path, "rb")
    try:
        proc = subprocess.run(argv, cwd=directory, stdin=stdin, capture_output=True, timeout=TIMEOUT_SECONDS)
    finally:
        if stdin is not subprocess.DEVNULL:
            stdin.close()
    return render(proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace"), proc.returncode)


def find_cases(root):
    cases = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=True):
        dirnames.sort()
        for f in sorted(filenames):
            if f.endswith(".mlir"):
                path = os.path.join(dirpath, f)
                if read_run_line(path) is not None:
                    cases.append(path)
    return cases


def write_xml(path, results, root):
    suite = ET.Element("testsuite", name="golden", tests=str(len(results)),
                       failures=str(sum(1 for r in results if r["failure"])), errors="0")
    for r in results:
        rel = os.path.relpath(r["path"], root)
        area = os.path.dirname(rel).replace(os.sep, ".") or "golden"
        case = ET.SubElement(suite, "testcase", classname="golden." + area, name=os.path.basename(rel),
                             time="%.3f" % r["time"])
        if r["failure"]:
            failure = ET.SubElement(case, "failure", message=r["failure"].splitlines()[0])
            failure.text = r["failure"]
    suites = ET.Element("testsuites")
    suites.append(suite)
    ET.ElementTree(suites).write(path, encoding="utf-8", xml_declaration=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tbuf", required=True, help="path of the tbuf binary")
    ap.add_argument("--root", default=os.path.dirname(os.path.abspath(__file__)), help="golden test root")
    ap.add_argument("--regen", action="store_true", help="rewrite the .out files")
    ap.add_argument("--xml", default=os.environ.get("XML_OUTPUT_FILE"), help="JUnit XML output")
    ap.add_argument("files", nargs="*", help="cases to run (default: all under --root)")
    args = ap.parse_args()

    cases = args.files or find_cases(args.root)
    if not cases:
        print("no golden cases found under " + args.root)
        return 1
    results = []
    failed = changed = 0
    for path in cases:
        start = time.monotonic()
        failure = None
        try:
            actual = run_case(args.tbuf, path)
        except (OSError, ValueError, subprocess.SubprocessError) as e:
            actual, failure = None, "could not run %s: %s" % (path, e)
        expected_path = path + ".out"
        if actual is not None:
            expected = None
            if os.path.exists(expected_path):
                with open(expected_path, encoding="utf-8") as f:
                    expected = f.read()
            if args.regen:
                if actual != expected:
                    with open(expected_path, "w", encoding="utf-8") as f:
                        f.write(actual)
                    changed += 1
                    print("updated " + expected_path)
            elif expected is None:
                failure = "missing %s (run scripts/regen_golden.sh)" % expected_path
            elif actual != expected:
                diff = difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                            expected_path, "actual", n=3)
                failure = "output differs from %s\n%s" % (expected_path, "".join(diff))
        if failure:
            failed += 1
            print("FAIL " + path)
            print(failure)
        results.append({"path": path, "failure": failure, "time": time.monotonic() - start})
    if args.xml:
        write_xml(args.xml, results, args.root)
    if args.regen:
        print("%d golden cases, %d updated, %d could not run" % (len(cases), changed, failed))
    else:
        print("%d golden cases, %d passed, %d failed" % (len(cases), len(cases) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
