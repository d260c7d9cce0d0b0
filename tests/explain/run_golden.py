#!/usr/bin/env python3
"""Golden tests of `tbuf explain`, in the format of tests/golden (see
docs/testing.md): every `*.mlir` under the root whose first line is
`// RUN: tbuf <args>` is one case, run from the file's directory with `%s`
replaced by the bare file name; its expected stdout, stderr (after
`// ----- stderr -----`) and non-zero exit code (`// ----- exit code: N -----`)
are in `<file>.out`.

Usage: run_golden.py --tbuf PATH [--root DIR] [--regen] [--xml FILE]
With --regen the `.out` files are rewritten; otherwise each case is compared
and a unified diff is printed for mismatches. One JUnit <testcase> per file
(--xml or $XML_OUTPUT_FILE). Exit code 0 when every case passed.
"""

import argparse
import difflib
import glob
import os
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ET


def section(text, name):
    if text and not text.endswith("\n"):
        return text + "\n// (no newline at end of " + name + ")\n"
    return text


def render(stdout, stderr, code):
    out = section(stdout, "stdout")
    if stderr:
        out += "// ----- stderr -----\n" + section(stderr, "stderr")
    if code != 0:
        out += "// ----- exit code: %d -----\n" % code
    return out


def run_case(tbuf, path):
    with open(path, encoding="utf-8") as f:
        first = f.readline().strip()
    if not first.startswith("// RUN: tbuf"):
        return None
    args = shlex.split(first[len("// RUN: tbuf"):])
    name = os.path.basename(path)
    args = [a.replace("%s", name) for a in args]
    p = subprocess.run([tbuf] + args, cwd=os.path.dirname(os.path.abspath(path)), capture_output=True, text=True,
                       timeout=120)
    return render(p.stdout, p.stderr, p.returncode)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tbuf", required=True)
    ap.add_argument("--root", default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--regen", action="store_true")
    ap.add_argument("--xml", default=os.environ.get("XML_OUTPUT_FILE"))
    args = ap.parse_args()
    tbuf = os.path.abspath(args.tbuf)
    suite = ET.Element("testsuite", name="explain.golden")
    failed = total = 0
    for path in sorted(glob.glob(os.path.join(args.root, "**", "*.mlir"), recursive=True)):
        actual = run_case(tbuf, path)
        if actual is None:
            continue
        total += 1
        rel = os.path.relpath(path, args.root)
        case = ET.SubElement(suite, "testcase", classname="explain.golden", name=rel)
        if args.regen:
            with open(path + ".out", "w", encoding="utf-8") as f:
                f.write(actual)
            continue
        expected = open(path + ".out", encoding="utf-8").read() if os.path.exists(path + ".out") else ""
        if actual != expected:
            failed += 1
            diff = "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                                rel + ".out", rel + " (actual)"))
            ET.SubElement(case, "failure", message="output differs").text = diff
            print("FAIL " + rel + "\n" + diff)
    print("%d golden cases, %d %s" % (total, failed if not args.regen else total,
                                      "failed" if not args.regen else "regenerated"))
    if args.xml:
        ET.ElementTree(suite).write(args.xml, encoding="utf-8", xml_declaration=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
