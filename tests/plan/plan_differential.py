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
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "differential"))
from seed_loop import ADDRESS, PIPELINE, Outcome, counts, parse_seeds, run, run_seeds, sizes_of, write_junit  # noqa: E402

CHANGES = re.compile(r"\(S\)\s+(\d+) num-(reused|hoisted|packed|adopted|forwarded|ping-pong) ")


def check_program(tbuf, path, plan_flag):
    """Interpreted without and with the pass: same output, no new report."""
    rc_a, out_a, err_a = run([tbuf, "interpret", path] + PIPELINE)
    if rc_a != 0 and "error: tbuf interpret:" not in err_a:
        return Outcome(skipped="the pipeline rejects the program: " + (err_a.splitlines() or ["?"])[0])
    rc_b, out_b, err_b = run([tbuf, "interpret", path] + PIPELINE + [plan_flag])
    _, _, stats = run([tbuf, path] + PIPELINE + [plan_flag, "--mlir-pass-statistics", "-o", os.devnull])
    changes = sum(int(m.group(1)) for m in CHANGES.finditer(stats))
    problems = []
    if rc_a == 0 and not err_a and (rc_b != 0 or err_b):
        problems.append("after --plan-buffers: exit %d\n%s" % (rc_b, err_b))
    if ADDRESS.sub("", out_a) != ADDRESS.sub("", out_b):
        problems.append("outputs differ with --plan-buffers")
    return Outcome(failure="\n".join(problems) or None, changes=changes)


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
    tbuf = os.path.abspath(args.tbuf)
    results = run_seeds(args.generator, parse_seeds(args.seeds), sizes_of(args.size),
                        lambda path, seed, size: check_program(tbuf, path, args.plan_flag), "tbuf-plan-diff-")
    write_junit(args.xml, "plan_differential", results)
    failed, skipped = counts(results)
    changed = [r for r in results if r.outcome.changes and not r.outcome.failure and not r.outcome.skipped]
    print("%d programs: %d agree, %d disagree, %d skipped (rejected by the pipeline); "
          "the pass changed %d of them (%d allocations reused or hoisted)" %
          (len(results), len(results) - failed - skipped, failed, skipped, len(changed),
           sum(r.outcome.changes for r in results)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
