#!/usr/bin/env python3
"""Differential check of the interpreter on generated tensor programs.

For each seed, tests/differential/gen_program.py (given with --generator)
prints a tensor program; it is interpreted twice:

  tensor level  `tbuf interpret FILE` (no pass: value semantics)
  memref level  `tbuf interpret FILE` after `tbuf run`'s default pipeline
                (--one-shot-bufferize=bufferize-function-boundaries
                --buffer-deallocation-pipeline --canonicalize)

and, with --compiled-every N, every N-th seed also runs compiled
(`tbuf run FILE`). The outputs must agree (memref headers' offset and
strides masked: they are layout decisions of the bufferization) and neither
interpretation may report anything. A seed whose program the pipeline
rejects (a located bufferization error) is skipped.

Usage:
    interpret_differential.py --tbuf PATH --generator gen_program.py --seeds A-B
        [--size small|medium|both] [--compiled-every N] [--xml FILE]

One JUnit <testcase> per seed (and size) to --xml or $XML_OUTPUT_FILE; the
last line counts agreements. Exit code 0 when no seed disagrees.
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
LAYOUT = re.compile(r"offset = -?\d+ (sizes = \[[-\d, ]*\]) strides = \[[-\d, ]*\]")
TIMEOUT = 120


def mask(text):
    return LAYOUT.sub(r"offset = <offset> \1 strides = <strides>", ADDRESS.sub("base@ = <addr> ", text))


def run(argv):
    proc = subprocess.run(argv, capture_output=True, timeout=TIMEOUT, stdin=subprocess.DEVNULL)
    return proc.returncode, proc.stdout.decode("latin-1"), proc.stderr.decode("latin-1")


def check_seed(args, seed, size, directory, compiled):
    """(failure, skipped) messages, either None."""
    gen = subprocess.run([sys.executable, args.generator, "--seed", str(seed), "--size", size],
                         capture_output=True, timeout=TIMEOUT)
    if gen.returncode != 0:
        return "generator failed: " + gen.stderr.decode("utf-8", "replace"), None
    path = os.path.join(directory, "seed%d_%s.mlir" % (seed, size))
    with open(path, "wb") as f:
        f.write(gen.stdout)
    tbuf = os.path.abspath(args.tbuf)
    rc_t, out_t, err_t = run([tbuf, "interpret", path])
    rc_m, out_m, err_m = run([tbuf, "interpret", path] + PIPELINE)
    if rc_m != 0 and "error: tbuf interpret:" not in err_m:
        return None, "the pipeline rejects the program: " + (err_m.splitlines() or ["?"])[0]
    problems = []
    if rc_t != 0 or err_t:
        problems.append("tensor level: exit %d\n%s" % (rc_t, err_t))
    if rc_m != 0 or err_m:
        problems.append("memref level: exit %d\n%s" % (rc_m, err_m))
    if mask(out_t) != mask(out_m):
        problems.append("tensor-level and memref-level outputs differ")
    if compiled:
        rc_c, out_c, _ = run([tbuf, "run", path])
        if rc_c == 0 and mask(out_c) != mask(out_m):
            problems.append("interpreted and compiled (tbuf run) outputs differ")
    return ("\n".join(problems) or None), None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tbuf", required=True)
    ap.add_argument("--generator", required=True)
    ap.add_argument("--seeds", default="1-50", help="A-B, inclusive")
    ap.add_argument("--size", choices=["small", "medium", "both"], default="both")
    ap.add_argument("--compiled-every", type=int, default=0)
    ap.add_argument("--xml", default=os.environ.get("XML_OUTPUT_FILE"))
    args = ap.parse_args()
    first, last = (int(x) for x in args.seeds.split("-"))
    sizes = ["small", "medium"] if args.size == "both" else [args.size]
    results = []
    with tempfile.TemporaryDirectory(prefix="tbuf-interpret-diff-") as directory:
        for seed in range(first, last + 1):
            for size in sizes:
                start = time.time()
                compiled = args.compiled_every > 0 and seed % args.compiled_every == 0
                try:
                    failure, skipped = check_seed(args, seed, size, directory, compiled)
                except subprocess.TimeoutExpired:
                    failure, skipped = "timed out", None
                results.append((seed, size, failure, skipped, time.time() - start))
                if failure:
                    print("FAIL seed %d (%s): %s" % (seed, size, failure.replace("\n", "\n     ")))
                elif skipped:
                    print("skip seed %d (%s): %s" % (seed, size, skipped))
    if args.xml:
        suites = ET.Element("testsuites")
        suite = ET.SubElement(suites, "testsuite", name="interpret_differential", tests=str(len(results)))
        for seed, size, failure, skipped, seconds in results:
            case = ET.SubElement(suite, "testcase", classname="interpret_differential." + size,
                                 name="seed%d" % seed, time="%.3f" % seconds)
            if failure:
                ET.SubElement(case, "failure", message=failure.splitlines()[0][:200]).text = failure
            elif skipped:
                ET.SubElement(case, "skipped", message=skipped[:200])
        ET.ElementTree(suites).write(args.xml, encoding="utf-8", xml_declaration=True)
    failed = sum(1 for r in results if r[2])
    skipped = sum(1 for r in results if r[3])
    print("%d programs: %d agree, %d disagree, %d skipped (rejected by the pipeline)" %
          (len(results), len(results) - failed - skipped, failed, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
