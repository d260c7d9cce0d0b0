#!/usr/bin/env python3
"""Scale benchmark of the ownership-based deallocation.

Builds tbuf with `-c opt` under a separate Bazel output base (so it does not
block other builds), generates dealloc_scale_gen.py inputs and times, per
family and size (median of --reps runs, whole process, `-o /dev/null`):

  tbuf --ownership-based-buffer-deallocation        the pass alone
  tbuf --buffer-deallocation-pipeline               the whole pipeline (if registered)
  mlir-opt-22, the same two commands                up to --mlir-max allocations

  bench/dealloc_scale_run.py                                   # default table
  bench/dealloc_scale_run.py --sizes 1000,4000 --families if --reps 1
  bench/dealloc_scale_run.py --update-doc docs/deallocation.md # rewrite the Scale table

The table goes between `<!-- dealloc-scale:begin -->` and `<!-- dealloc-scale:end -->`.
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GEN = os.path.join(ROOT, "bench", "dealloc_scale_gen.py")
PASS = "--ownership-based-buffer-deallocation"
PIPELINE = "--buffer-deallocation-pipeline"


def build_tbuf(output_base):
    subprocess.run(["bazel", f"--output_base={output_base}", "build", "-c", "opt", "//tools:tbuf"], cwd=ROOT,
                   check=True)
    out = subprocess.run(["bazel", f"--output_base={output_base}", "info", "-c", "opt", "bazel-bin"], cwd=ROOT,
                         check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(out, "tools", "tbuf")


def has_pass(tool, flag):
    r = subprocess.run([tool, "--help"], capture_output=True, text=True)
    return flag.lstrip("-") in (r.stdout + r.stderr)


def time_run(cmd, reps, timeout):
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        try:
            r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, "timeout"
        times.append(time.perf_counter() - start)
        if r.returncode != 0:
            return None, r.stderr.decode()[:200]
    return statistics.median(times), None


def fmt(t):
    return "—" if t is None else f"{t:.2f} s"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="1000,4000,16000")
    ap.add_argument("--families", default="if,ifsum,cfg,loop")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--mlir-max", type=int, default=16000, help="largest size run through mlir-opt-22")
    ap.add_argument("--timeout", type=float, default=300.0)
    ap.add_argument("--tbuf", help="use this tbuf binary instead of building one")
    ap.add_argument("--output-base", default="/tmp/tbuf_opt_ob_d1")
    ap.add_argument("--workdir", default="/tmp/tbuf-dealloc-bench")
    ap.add_argument("--update-doc", help="rewrite the table between the dealloc-scale markers of this file")
    args = ap.parse_args()

    tbuf = args.tbuf or build_tbuf(args.output_base)
    os.makedirs(args.workdir, exist_ok=True)
    pipeline = has_pass(tbuf, PIPELINE)
    rows = []
    for family in args.families.split(","):
        for n in [int(s) for s in args.sizes.split(",")]:
            path = os.path.join(args.workdir, f"{family}_{n}.mlir")
            with open(path, "w") as f:
                subprocess.run([sys.executable, GEN, family, str(n)], stdout=f, check=True)
            row = {"family": family, "n": n}
            row["tbuf_pass"], err = time_run([tbuf, path, PASS, "-o", "/dev/null"], args.reps, args.timeout)
            if err:
                print(f"tbuf {family} {n}: {err}", file=sys.stderr)
            row["tbuf_pipe"] = None
            if pipeline:
                row["tbuf_pipe"], err = time_run([tbuf, path, PIPELINE, "-o", "/dev/null"], args.reps, args.timeout)
                if err:
                    print(f"tbuf pipeline {family} {n}: {err}", file=sys.stderr)
            row["mlir_pass"] = row["mlir_pipe"] = None
            if n <= args.mlir_max:
                reps = 1 if n > 4000 else args.reps
                row["mlir_pass"], _ = time_run(["mlir-opt-22", path, PASS, "-o", "/dev/null"], reps, args.timeout)
                row["mlir_pipe"], _ = time_run(["mlir-opt-22", path, PIPELINE, "-o", "/dev/null"], reps,
                                               args.timeout)
            rows.append(row)
            print(f"{family:5} {n:6}  tbuf pass {fmt(row['tbuf_pass'])}  pipeline {fmt(row['tbuf_pipe'])}  "
                  f"mlir-opt pass {fmt(row['mlir_pass'])}  pipeline {fmt(row['mlir_pipe'])}", flush=True)

    lines = ["| input | allocations | tbuf pass | tbuf pipeline | mlir-opt-22 pass | mlir-opt-22 pipeline |",
             "|---|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| `{r['family']}` | {r['n']:,} | {fmt(r['tbuf_pass'])} | {fmt(r['tbuf_pipe'])} | "
                     f"{fmt(r['mlir_pass'])} | {fmt(r['mlir_pipe'])} |")
    table = "\n".join(lines)
    print(table)
    if args.update_doc:
        text = open(args.update_doc).read()
        begin, end = "<!-- dealloc-scale:begin -->", "<!-- dealloc-scale:end -->"
        i, j = text.find(begin), text.find(end)
        if i < 0 or j < 0:
            sys.exit(f"{args.update_doc}: markers {begin} / {end} not found")
        text = text[:i + len(begin)] + "\n" + table + "\n" + text[j:]
        open(args.update_doc, "w").write(text)


if __name__ == "__main__":
    main()
