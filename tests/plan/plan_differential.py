#!/usr/bin/env python3
"""Differential check of the plan-buffers pass on generated tensor programs.

For each seed, tests/differential/gen_program.py (given with --generator)
prints a tensor program; it is interpreted (`tbuf interpret`, with the buffer
sanitizer) after `tbuf run`'s default pipeline
(--one-shot-bufferize=bufferize-function-boundaries
--buffer-deallocation-pipeline --canonicalize), once without and once with
--plan-buffers. The outputs must be the same (addresses masked) and the run
with the pass must report nothing when the run without it reports nothing.
The pass's statistics say whether it changed the program (a program it does
not touch checks nothing).

Usage:
    plan_differential.py --tbuf PATH --generator gen_program.py --seeds A-B
        [--size small|medium|both] [--xml FILE]

One JUnit <testcase> per seed (and size) to --xml or $XML_OUTPUT_FILE; the
last line counts agreements and the programs the pass changed. Exit code 0
when no seed disagrees.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

PIPELINE = ["--one-shot-bufferize=bufferize-function-boundaries", "--buffer-deallocation-pipeline",
            "--canonicalize"]
ADDRESS = re.compile(r"base@ = (0x[0-9a-fA-F]+|0|\(nil\)) ")
CHANGES = re.compile(r"\(S\)\s+(\d+) num-(reused|hoisted|packed) ")
TIMEOUT = 120


def run(argv):
    proc = subprocess.run(argv, capture_output=True, timeout=TIMEOUT, stdin=subprocess.DEVNULL)
    return proc.returncode, proc.stdout.decode("latin-1"), proc.stderr.decode("latin-1")


def check_seed(tbuf, generator, seed, size, directory, plan_flag):
    """(failure, skipped, changes): messages or None, and the allocations the pass removed or moved."""
    gen = subprocess.run([sys.executable, generator, "--seed", str(seed), "--size", size],
                         capture_output=True, timeout=TIMEOUT)
    if gen.returncode != 0:
        return "generator failed: " + gen.stderr.decode("utf-8", "replace"), None, 0
    path = os.path.join(directory, "seed%d_%s.mlir" % (seed, size))
    with open(path, "wb") as f:
        f.write(gen.stdout)
    rc_a, out_a, err_a = run([tbuf, "interpret", path] + PIPELINE)
    if rc_a != 0 and "error: tbuf interpret:" not in err_a:
        return None, "the pipeline rejects the program: " + (err_a.splitlines() or ["?"])[0], 0
    rc_b, out_b, err_b = run([tbuf, "interpret", path] + PIPELINE + [plan_flag])
    _, _, stats = run([tbuf, path] + PIPELINE + [plan_flag, "--mlir-pass-statistics", "-o", os.devnull])
    changes = sum(int(m.group(1)) for m in CHANGES.finditer(stats))
    problems = []
    if rc_a == 0 and not err_a and (rc_b != 0 or err_b):
        problems.append("after --plan-buffers: exit %d\n%s" % (rc_b, err_b))
    if ADDRESS.sub("", out_a) != ADDRESS.sub("", out_b):
        problems.append("outputs differ with --plan-buffers")
    return ("\n".join(problems) or None), None, changes


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tbuf", required=True)
    ap.add_argument("--plan-flag", default="--plan-buffers",
                    help="how to run the pass (--plan-buffers=arena checks the arena packing)")
    ap.add_argument("--generator", required=True)
    ap.add_argument("--seeds", default="1-50", help="A-B, inclusive")
    ap.add_argument("--size", choices=["small", "medium", "both"], default="both")
    ap.add_argument("--xml", default=os.environ.get("XML_OUTPUT_FILE"))
    args = ap.parse_args()
    first, last = (int(x) for x in args.seeds.split("-"))
    sizes = ["small", "medium"] if args.size == "both" else [args.size]
    tbuf = os.path.abspath(args.tbuf)
    results = []
    with tempfile.TemporaryDirectory(prefix="tbuf-plan-diff-") as directory:
        for seed in range(first, last + 1):
            for size in sizes:
                start = time.time()
                try:
                    failure, skipped, changes = check_seed(tbuf, args.generator, seed, size, directory, args.plan_flag)
                except subprocess.TimeoutExpired:
                    failure, skipped, changes = "timed out", None, 0
                results.append((seed, size, failure, skipped, changes, time.time() - start))
                if failure:
                    print("FAIL seed %d (%s): %s" % (seed, size, failure.replace("\n", "\n     ")))
    if args.xml:
        suites = ET.Element("testsuites")
        suite = ET.SubElement(suites, "testsuite", name="plan_differential", tests=str(len(results)))
        for seed, size, failure, skipped, _, seconds in results:
            case = ET.SubElement(suite, "testcase", classname="plan_differential." + size,
                                 name="seed%d" % seed, time="%.3f" % seconds)
            if failure:
                ET.SubElement(case, "failure", message=failure.splitlines()[0][:200]).text = failure
            elif skipped:
                ET.SubElement(case, "skipped", message=skipped[:200])
        ET.ElementTree(suites).write(args.xml, encoding="utf-8", xml_declaration=True)
    failed = sum(1 for r in results if r[2])
    skipped = sum(1 for r in results if r[3])
    changed = sum(1 for r in results if r[4] and not r[2] and not r[3])
    print("%d programs: %d agree, %d disagree, %d skipped (rejected by the pipeline); "
          "the pass changed %d of them (%d allocations reused or hoisted)" %
          (len(results), len(results) - failed - skipped, failed, skipped, changed, sum(r[4] for r in results)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
