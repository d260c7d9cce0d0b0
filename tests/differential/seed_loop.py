"""The seed loop shared by the differential checks that interpret generated
programs (tests/interpret/interpret_differential.py,
tests/plan/plan_differential.py): write each seed's program from
gen_program.py, run a check on it per size, print failures, write one JUnit
<testcase> per seed and size, and count the outcomes.

A check is `check(path, seed, size) -> Outcome`; it may raise
subprocess.TimeoutExpired (counted as a failure).
"""

import os
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass

# `tbuf run`'s default pipeline up to (not including) plan-buffers.
PIPELINE = ["--one-shot-bufferize=bufferize-function-boundaries", "--buffer-deallocation-pipeline",
            "--canonicalize"]
# A memref header's base address differs from run to run.
ADDRESS = re.compile(r"base@ = (0x[0-9a-fA-F]+|0|\(nil\)) ")
TIMEOUT = 120


@dataclass
class Outcome:
    failure: str = None   # what disagreed, or None
    skipped: str = None   # why the seed checks nothing (the pipeline rejects it), or None
    changes: int = 0      # check-specific count reported in the summary


@dataclass
class Result:
    seed: int
    size: str
    outcome: Outcome
    seconds: float


def run(argv):
    """(exit code, stdout, stderr) of argv, with no stdin."""
    proc = subprocess.run(argv, capture_output=True, timeout=TIMEOUT, stdin=subprocess.DEVNULL)
    return proc.returncode, proc.stdout.decode("latin-1"), proc.stderr.decode("latin-1")


def parse_seeds(text):
    """`A-B` (inclusive) as a range."""
    first, last = (int(x) for x in text.split("-"))
    return range(first, last + 1)


def sizes_of(choice):
    return ["small", "medium"] if choice == "both" else [choice]


def run_seeds(generator, seeds, sizes, check, prefix):
    """Runs `check` on the program of every seed and size; returns the Results."""
    results = []
    with tempfile.TemporaryDirectory(prefix=prefix) as directory:
        for seed in seeds:
            for size in sizes:
                start = time.time()
                try:
                    gen = subprocess.run([sys.executable, generator, "--seed", str(seed), "--size", size],
                                         capture_output=True, timeout=TIMEOUT)
                    if gen.returncode != 0:
                        outcome = Outcome(failure="generator failed: " + gen.stderr.decode("utf-8", "replace"))
                    else:
                        path = os.path.join(directory, "seed%d_%s.mlir" % (seed, size))
                        with open(path, "wb") as f:
                            f.write(gen.stdout)
                        outcome = check(path, seed, size)
                except subprocess.TimeoutExpired:
                    outcome = Outcome(failure="timed out")
                results.append(Result(seed, size, outcome, time.time() - start))
                if outcome.failure:
                    print("FAIL seed %d (%s): %s" % (seed, size, outcome.failure.replace("\n", "\n     ")))
                elif outcome.skipped:
                    print("skip seed %d (%s): %s" % (seed, size, outcome.skipped))
    return results


def write_junit(path, suite_name, results):
    """One <testcase> per result (classname SUITE.SIZE, name seedN)."""
    if not path:
        return
    suites = ET.Element("testsuites")
    suite = ET.SubElement(suites, "testsuite", name=suite_name, tests=str(len(results)))
    for r in results:
        case = ET.SubElement(suite, "testcase", classname="%s.%s" % (suite_name, r.size),
                             name="seed%d" % r.seed, time="%.3f" % r.seconds)
        if r.outcome.failure:
            ET.SubElement(case, "failure", message=r.outcome.failure.splitlines()[0][:200]).text = r.outcome.failure
        elif r.outcome.skipped:
            ET.SubElement(case, "skipped", message=r.outcome.skipped[:200])
    ET.ElementTree(suites).write(path, encoding="utf-8", xml_declaration=True)


def counts(results):
    """(failed, skipped) numbers."""
    return (sum(1 for r in results if r.outcome.failure), sum(1 for r in results if r.outcome.skipped))
