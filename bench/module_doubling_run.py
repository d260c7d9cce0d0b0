#!/usr/bin/env python3
"""Time per doubling of every tbuf stage on the module-scale shapes, measured
with the two sizes interleaved.

bench/module_scale_run.py measures each size in a block of its own (its best
of 3 runs), minutes apart from the next size; on a machine whose speed drifts
(a virtual machine sharing its host's caches and memory bandwidth), a ratio
of two such blocks mixes the drift into the growth. This script runs only
tbuf, at N and 2N (default 10^4 and 2*10^4) alternately, --reps rounds
(default 7), each run on an idle machine, and takes each stage's best time at
each size; the ratio t(2N) / t(N) is the time per doubling (~2x for a linear
stage; bound 2.3x).

    python3 bench/module_doubling_run.py --tbuf bazel-out/k8-opt/bin/tools/tbuf \
        [--shapes chain,dag] [--n 10000] [--reps 7] [--workdir /tmp/tbuf-module-bench]

Same inputs (bench/module_gen.py), pipeline and stage timers as
module_scale_run.py, and `--emit=c` runs for the emit-c stage. Prints a
markdown table.
"""
import argparse
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from module_scale_run import PIPELINE, SHAPES, Job, generate, log, measure, stage_times  # noqa: E402
from module_scale_report import DOUBLING_BOUND, MIN_JUDGED_SECONDS, STAGE_NAMES, label  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tbuf", required=True)
    ap.add_argument("--shapes", default=",".join(SHAPES))
    ap.add_argument("--n", type=int, default=10000)
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--max-wait", type=float, default=600)
    ap.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "tbuf-module-bench"))
    args = ap.parse_args()
    os.makedirs(args.workdir, exist_ok=True)
    tbuf = os.path.join(args.workdir, "tbuf-doubling")
    shutil.copy2(args.tbuf, tbuf)
    sizes = (args.n, 2 * args.n)

    print(f"tbuf stage times (seconds, best of {args.reps}, sizes interleaved) at {label(sizes[0])} and "
          f"{label(sizes[1])}, and their ratio (time per doubling; bound {DOUBLING_BOUND}x; stages under "
          f"{MIN_JUDGED_SECONDS * 1000:.0f} ms not judged):\n")
    print("| shape | stage | " + " | ".join(label(n) for n in sizes) + " | per doubling |")
    print("|---|---|---|---|---|")
    for shape in args.shapes.split(","):
        if shape not in SHAPES:
            raise SystemExit(f"unknown shape {shape}; shapes: {', '.join(SHAPES)}")
        jobs = []
        for n in sizes:
            path = generate(args.workdir, shape, n)
            cmd = [tbuf, path, "-o", "/dev/null", "--mlir-timing"] + PIPELINE
            jobs += [Job(("plain", n), cmd, 600), Job(("emit", n), cmd + ["--emit=c"], 600)]
        log(f"{shape}: {label(sizes[0])} and {label(sizes[1])}, {args.reps} rounds")
        res = measure(jobs, args.reps, long_run=1e9, max_wait=args.max_wait)
        times = {}
        for n in sizes:
            plain, emit = res[("plain", n)], res[("emit", n)]
            if plain["status"] != "ok" or emit["status"] != "ok":
                raise SystemExit(f"{shape} {n}: tbuf {plain['status']} / {emit['status']}")
            times[n] = stage_times(plain["timers"], emit["timers"])
            times[n]["whole process CPU"] = plain["cpu"]
        for stage in STAGE_NAMES + ["whole process CPU"]:
            a, b = times[sizes[0]].get(stage), times[sizes[1]].get(stage)
            if a is None or b is None:
                continue
            if a < MIN_JUDGED_SECONDS:
                verdict = "-"
            else:
                r = b / a
                verdict = f"{r:.2f}x" + (" **!**" if r > DOUBLING_BOUND else "")
            print(f"| {shape} | {stage} | {a:.4g} | {b:.4g} | {verdict} |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
