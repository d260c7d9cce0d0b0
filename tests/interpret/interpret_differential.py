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
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "differential"))
from seed_loop import ADDRESS, PIPELINE, Outcome, counts, parse_seeds, run, run_seeds, sizes_of, write_junit  # noqa: E402

LAYOUT = re.compile(r"offset = -?\d+ (sizes = \[[-\d, ]*\]) strides = \[[-\d, ]*\]")


def mask(text):
    return LAYOUT.sub(r"offset = <offset> \1 strides = <strides>", ADDRESS.sub("base@ = <addr> ", text))


def check_program(tbuf, path, compiled):
    """Tensor level, memref level (and compiled): same output, no report."""
    rc_t, out_t, err_t = run([tbuf, "interpret", path])
    rc_m, out_m, err_m = run([tbuf, "interpret", path] + PIPELINE)
    if rc_m != 0 and "error: tbuf interpret:" not in err_m:
        return Outcome(skipped="the pipeline rejects the program: " + (err_m.splitlines() or ["?"])[0])
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
    return Outcome(failure="\n".join(problems) or None)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tbuf", required=True)
    ap.add_argument("--generator", required=True)
    ap.add_argument("--seeds", default="1-50", help="A-B, inclusive")
    ap.add_argument("--size", choices=["small", "medium", "both"], default="both")
    ap.add_argument("--compiled-every", type=int, default=0)
    ap.add_argument("--xml", default=os.environ.get("XML_OUTPUT_FILE"))
    args = ap.parse_args()
    tbuf = os.path.abspath(args.tbuf)

    def check(path, seed, size):
        return check_program(tbuf, path, args.compiled_every > 0 and seed % args.compiled_every == 0)

    results = run_seeds(args.generator, parse_seeds(args.seeds), sizes_of(args.size), check, "tbuf-interpret-diff-")
    write_junit(args.xml, "interpret_differential", results)
    failed, skipped = counts(results)
    print("%d programs: %d agree, %d disagree, %d skipped (rejected by the pipeline)" %
          (len(results), len(results) - failed - skipped, failed, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
