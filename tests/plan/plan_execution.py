#!/usr/bin/env python3
"""Execution check of the plan-buffers pass.

Every program of tests/execution/programs (or the files given) is

  * run compiled with `tbuf run FILE <pipeline>` (the pipeline `tbuf run`
    used before plan-buffers joined its default) and with
    `tbuf run FILE <pipeline> --plan-buffers`: the stdout (addresses masked)
    and the exit status must be the same;
  * interpreted with `tbuf interpret FILE <default pipeline> --plan-buffers`:
    the buffer sanitizer must report nothing whenever it reports nothing
    without --plan-buffers, and the output must equal the interpretation
    without the pass.

Usage:
    plan_execution.py --tbuf PATH [--programs DIR] [--xml FILE] [FILE ...]

One JUnit <testcase> per program to --xml or $XML_OUTPUT_FILE; the last line
counts the programs and how many the pass changed. Exit code 0 when every
program agrees.
"""

import argparse
import glob
import os
import re
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

PIPELINE = ["--one-shot-bufferize=bufferize-function-boundaries", "--buffer-deallocation-pipeline",
            "--canonicalize"]
ADDRESS = re.compile(r"base@ = (0x[0-9a-fA-F]+|0|\(nil\)) ")
STATS = re.compile(r"tbuf runtime: (\d+) allocations, peak (\d+) bytes live")
TIMEOUT = 300


def mask(text):
    return ADDRESS.sub("base@ = <addr> ", text)


def run(argv):
    proc = subprocess.run(argv, capture_output=True, timeout=TIMEOUT, stdin=subprocess.DEVNULL)
    return proc.returncode, proc.stdout.decode("latin-1"), proc.stderr.decode("latin-1")


def check_program(tbuf, path, plan_flag):
    """(failure or None, whether the pass changed the program's allocations)."""
    problems = []
    rc_a, out_a, err_a = run([tbuf, "run", path] + PIPELINE)
    rc_b, out_b, err_b = run([tbuf, "run", path] + PIPELINE + [plan_flag])
    if rc_a != rc_b:
        problems.append("tbuf run: exit %d without the pass, %d with it\n%s" % (rc_a, rc_b, err_b))
    if mask(out_a) != mask(out_b):
        problems.append("tbuf run: stdout differs with --plan-buffers")
    stats_a, stats_b = STATS.search(err_a), STATS.search(err_b)
    changed = bool(stats_a and stats_b and stats_a.groups() != stats_b.groups())
    rc_i, out_i, err_i = run([tbuf, "interpret", path] + PIPELINE)
    rc_p, out_p, err_p = run([tbuf, "interpret", path] + PIPELINE + [plan_flag])
    if rc_i == 0 and not err_i and (rc_p != 0 or err_p):
        problems.append("tbuf interpret after --plan-buffers: exit %d\n%s" % (rc_p, err_p))
    if mask(out_i) != mask(out_p):
        problems.append("tbuf interpret: output differs with --plan-buffers")
    return ("\n".join(problems) or None), changed


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tbuf", required=True)
    ap.add_argument("--plan-flag", default="--plan-buffers",
                    help="how to run the pass (--plan-buffers=arena checks the arena packing)")
    ap.add_argument("--programs", default="tests/execution/programs")
    ap.add_argument("--xml", default=os.environ.get("XML_OUTPUT_FILE"))
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    tbuf = os.path.abspath(args.tbuf)
    files = args.files or sorted(glob.glob(os.path.join(args.programs, "*.mlir")))
    results = []
    for path in files:
        start = time.time()
        try:
            failure, changed = check_program(tbuf, path, args.plan_flag)
        except subprocess.TimeoutExpired:
            failure, changed = "timed out", False
        results.append((path, failure, changed, time.time() - start))
        if failure:
            print("FAIL %s: %s" % (path, failure.replace("\n", "\n     ")))
    if args.xml:
        suites = ET.Element("testsuites")
        suite = ET.SubElement(suites, "testsuite", name="plan_execution", tests=str(len(results)))
        for path, failure, _, seconds in results:
            case = ET.SubElement(suite, "testcase", classname="plan_execution",
                                 name=os.path.basename(path), time="%.3f" % seconds)
            if failure:
                ET.SubElement(case, "failure", message=failure.splitlines()[0][:200]).text = failure
        ET.ElementTree(suites).write(args.xml, encoding="utf-8", xml_declaration=True)
    failed = sum(1 for r in results if r[1])
    changed = sum(1 for r in results if r[2])
    print("%d programs: %d agree, %d disagree; the pass changed the allocations of %d" %
          (len(results), len(results) - failed, failed, changed))
    if not results:
        print("no programs found")
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
