#!/usr/bin/env python3
"""Golden-file tests of plan-buffers: every golden/*.mlir whose first line is

    // RUN: tbuf <args>

is run (from its own directory, `%s` standing for the file) and compared with
`<file>.out`: stdout, then `// ----- stderr -----` and stderr when stderr is
not empty, then `// ----- exit code: N -----` when N is not 0 (the format
of tests/golden/run_golden.py).

Usage:
    plan_golden.py --tbuf PATH [--root DIR] [--regen]

Exit code 0 when every case matches (or was rewritten with --regen).
"""

import argparse
import difflib
import glob
import os
import shlex
import subprocess
import sys

RUN = "// RUN: tbuf "


def render(stdout, stderr, code):
    text = stdout
    if stderr:
        text += "// ----- stderr -----\n" + stderr
    if code:
        text += "// ----- exit code: %d -----\n" % code
    return text


def run_case(tbuf, path):
    with open(path) as f:
        first = f.readline().rstrip("\n")
    if not first.startswith(RUN):
        return None
    name = os.path.basename(path)
    args = [name if a == "%s" else a for a in shlex.split(first[len(RUN):])]
    proc = subprocess.run([tbuf] + args, cwd=os.path.dirname(path), capture_output=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    return render(proc.stdout.decode(), proc.stderr.decode(), proc.returncode)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tbuf", required=True)
    ap.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "golden"))
    ap.add_argument("--regen", action="store_true")
    args = ap.parse_args()
    tbuf = os.path.abspath(args.tbuf)
    cases = sorted(glob.glob(os.path.join(args.root, "*.mlir")))
    failed = 0
    for path in cases:
        actual = run_case(tbuf, path)
        if actual is None:
            print("FAIL %s: no '%s' first line" % (path, RUN.strip()))
            failed += 1
            continue
        if args.regen:
            with open(path + ".out", "w") as f:
                f.write(actual)
            continue
        expected = open(path + ".out").read() if os.path.exists(path + ".out") else ""
        if actual != expected:
            failed += 1
            print("FAIL %s" % path)
            sys.stdout.writelines(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                                       path + ".out", "actual"))
    print("%d golden cases, %d failed%s" % (len(cases), failed, " (rewritten)" if args.regen else ""))
    return 1 if failed or not cases else 0


if __name__ == "__main__":
    sys.exit(main())
