#!/usr/bin/env python3
"""Times One-Shot Analysis on the issue-4 chains (bench/slice_chain_gen.py).

For each shape (slice, insert) and depth it runs
  - tbuf  FILE --one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
  - mlir-opt-22 with the same flags, for depths <= --mlir-max-depth
  - optionally the in-process analysis benchmark
    (bazel-bin/tests/bufferize_analysis/slice_chain_bench, analysis only,
    indexed and, for depths <= --reference-max-depth, MLIR's all-pairs check)
and prints a markdown table: wall seconds per tool and whether the
__inplace_operands_attr__ decisions of tbuf and mlir-opt agree op by op.

Usage: bench/slice_chain_run.py [--depths 50,100,200,1000,10000]
       [--mlir-max-depth 100] [--reference-max-depth 2000] [--tbuf PATH]
       [--bench PATH] [--timeout 600]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import slice_chain_gen  # noqa: E402

FLAGS = "--one-shot-bufferize=bufferize-function-boundaries test-analysis-only"
DECISION = re.compile(r"__inplace_operands_attr__ = \[[^\]]*\]")


def run(cmd, timeout):
    start = time.perf_counter()
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, None, "timeout"
    elapsed = time.perf_counter() - start
    if out.returncode != 0:
        return elapsed, None, out.stderr.strip().splitlines()[:1]
    return elapsed, out.stdout, None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--depths", default="50,100,200,1000,10000")
    ap.add_argument("--shapes", default="slice,insert")
    ap.add_argument("--mlir-max-depth", type=int, default=100)
    ap.add_argument("--reference-max-depth", type=int, default=2000)
    ap.add_argument("--tbuf", default=os.path.join(ROOT, "bazel-bin/tools/tbuf"))
    ap.add_argument("--bench", default=os.path.join(ROOT, "bazel-bin/tests/bufferize_analysis/slice_chain_bench"))
    ap.add_argument("--timeout", type=float, default=600)
    args = ap.parse_args()

    print("| shape | depth | tbuf (s) | mlir-opt-22 (s) | decisions agree | analysis only, indexed (s) | analysis only, MLIR all-pairs (s) |")
    print("|---|---|---|---|---|---|---|")
    for shape in args.shapes.split(","):
        gen = slice_chain_gen.slice_chain if shape == "slice" else slice_chain_gen.insert_chain
        for depth in [int(d) for d in args.depths.split(",")]:
            with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
                f.write(gen(depth))
                path = f.name
            row = [shape, str(depth)]
            t_time, t_out, t_err = run([args.tbuf, path, FLAGS], args.timeout) if os.path.exists(args.tbuf) else (None, None, "no tbuf")
            row.append(f"{t_time:.3f}" if t_out is not None else f"({t_err})")
            m_out = None
            if depth <= args.mlir_max_depth:
                m_time, m_out, m_err = run(["mlir-opt-22", path, FLAGS], args.timeout)
                row.append(f"{m_time:.3f}" if m_out is not None else f"({m_err})")
            else:
                row.append("-")
            if t_out is not None and m_out is not None:
                row.append("yes" if DECISION.findall(t_out) == DECISION.findall(m_out) else "NO")
            else:
                row.append("-")
            for mode, limit in (("", None), ("--reference", args.reference_max_depth)):
                if not os.path.exists(args.bench) or (limit is not None and depth > limit):
                    row.append("-")
                    continue
                cmd = [args.bench, shape, str(depth)] + ([mode] if mode else [])
                _, b_out, b_err = run(cmd, args.timeout)
                row.append(b_out.split()[3] if b_out else f"({b_err})")
            os.unlink(path)
            print("| " + " | ".join(row) + " |", flush=True)


if __name__ == "__main__":
    main()
