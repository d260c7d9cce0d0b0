#!/usr/bin/env python3
"""Times One-Shot Analysis on the slice chains (bench/slice_chain_gen.py).

For each shape and depth it runs, with the same flags,
  tbuf        FILE --one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
  mlir-opt-22 FILE (same), for depths <= --mlir-max-depth, each run killed
              after --mlir-timeout seconds (its analysis is super-linear;
              after a timeout, deeper chains of that shape are skipped);
(loop shapes add allow-return-allocs-from-loops to both) and prints a
markdown table: wall and CPU seconds per tool (CPU = user + system of the
process, the better measure on a loaded machine; tbuf: the run with the
least CPU of --reps), and whether the decisions agree:
  - "yes"      every __inplace_operands_attr__ equal, op by op (both ran);
  - "pattern"  mlir-opt did not run at this depth; tbuf's decisions equal
               mlir-opt's at --pattern-depth (default 50; +1 or +2 to have
               the same depth modulo 3 as this one) extended to this
               depth: the first and last 6 chain levels match those of
               mlir-opt's output, every level in between matches the periodic
               middle of mlir-opt's output (checked to be periodic), and the
               ops before / after the chain match exactly.
Optionally (--bench) also the in-process analysis benchmark
(tests/bufferize_analysis:slice_chain_bench, slice and insert shapes,
test-local models, analysis only, indexed and MLIR's all-pairs check).

Usage: bench/slice_chain_run.py [--depths 50,100,200,1000,10000]
       [--shapes slice,insert,loop-slice,loop-insert] [--mlir-max-depth 1000]
       [--mlir-timeout 60] [--tbuf PATH] [--bench PATH]
       [--reference-max-depth 2000] [--timeout 600] [--reps 1]
Build the optimized driver first, without disturbing the shared bazel server:
  bazel --output_base=/tmp/tbuf_opt_ob build -c opt --symlink_prefix=/tmp/tbuf_opt- //tools:tbuf
  bench/slice_chain_run.py --tbuf /tmp/tbuf_opt-bin/tools/tbuf
"""
import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import slice_chain_gen  # noqa: E402

DECISION = re.compile(r"__inplace_operands_attr__ = \[[^\]]*\]")
EDGE_LEVELS = 6


def flags(shape):
    opts = "bufferize-function-boundaries test-analysis-only"
    if shape.startswith("loop"):
        opts += " allow-return-allocs-from-loops"
    return f"--one-shot-bufferize={opts}"


def level_sizes(shape, depth):
    """Annotated ops before the chain, per chain level, after the chain."""
    per_level = ([3] * depth if shape.endswith("slice")
                 else [3 if i % 3 == 2 else 2 for i in range(depth)])
    if shape.startswith("loop"):
        return 1, per_level, 2  # scf.for | ... | scf.yield, return
    return 0, per_level, 1      # ... | return


def split_levels(shape, depth, decisions):
    before, sizes, after = level_sizes(shape, depth)
    if len(decisions) != before + sum(sizes) + after:
        return None
    levels, pos = [], before
    for n in sizes:
        levels.append(tuple(decisions[pos:pos + n]))
        pos += n
    return decisions[:before], levels, decisions[pos:]


def extrapolate(shape, small_depth, small, depth):
    """mlir-opt's decisions at small_depth extended to depth, or None when
    its middle levels are not periodic (period 3 levels)."""
    parts = split_levels(shape, small_depth, small)
    if parts is None or small_depth < 2 * EDGE_LEVELS + 6:
        return None
    head, levels, tail = parts
    middle = levels[EDGE_LEVELS:small_depth - EDGE_LEVELS]
    if any(middle[j] != middle[j + 3] for j in range(len(middle) - 3)):
        return None
    out = list(head)
    for i in range(depth):
        if i < EDGE_LEVELS:
            lvl = levels[i]
        elif depth - i <= EDGE_LEVELS:
            lvl = levels[small_depth - (depth - i)]
        else:
            # Same residue modulo 3 as level i, inside the middle.
            j = EDGE_LEVELS + ((i - EDGE_LEVELS) % 3)
            lvl = levels[j]
        out.extend(lvl)
    out.extend(tail)
    return out


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(cmd, timeout):
    """(wall seconds, CPU seconds, stdout, error)."""
    start, cpu_start = time.perf_counter(), children_cpu()
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, None, None, f">{timeout:g} s, killed"
    elapsed, cpu = time.perf_counter() - start, children_cpu() - cpu_start
    if out.returncode != 0:
        return elapsed, cpu, None, (out.stderr.strip().splitlines() or ["failed"])[0]
    return elapsed, cpu, out.stdout, None


def best_of(cmd, timeout, reps):
    """The run with the least CPU time of `reps`."""
    best = None
    for _ in range(reps):
        result = run(cmd, timeout)
        if result[2] is None:
            return result
        if best is None or result[1] < best[1]:
            best = result
    return best


def timing(wall, cpu, out, err):
    return f"{wall:.3f} / {cpu:.3f}" if out is not None else f"({err})"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--depths", default="50,100,200,1000,10000")
    ap.add_argument("--shapes", default=",".join(slice_chain_gen.SHAPES))
    ap.add_argument("--mlir-max-depth", type=int, default=1000)
    ap.add_argument("--mlir-timeout", type=float, default=60)
    ap.add_argument("--pattern-depth", type=int, default=50)
    ap.add_argument("--tbuf", default=os.path.join(ROOT, "bazel-bin/tools/tbuf"))
    ap.add_argument("--bench", default=None)
    ap.add_argument("--reference-max-depth", type=int, default=2000)
    ap.add_argument("--timeout", type=float, default=600)
    ap.add_argument("--reps", type=int, default=1, help="best of N tbuf runs")
    args = ap.parse_args()

    header = ["shape", "depth", "tbuf wall / CPU (s)", "mlir-opt-22 wall / CPU (s)", "decisions agree"]
    if args.bench:
        header += ["in-process, indexed (s)", "in-process, MLIR all-pairs (s)"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    failures = 0
    for shape in args.shapes.split(","):
        with tempfile.TemporaryDirectory() as tmp:
            def write(depth):
                path = os.path.join(tmp, f"{shape}-{depth}.mlir")
                with open(path, "w") as f:
                    f.write(slice_chain_gen.generate(shape, depth))
                return path

            patterns = {}  # depth -> mlir-opt's decisions (None: failed)
            mlir_gave_up = False

            def pattern_at(small):
                if small not in patterns:
                    _, _, p_out, _ = run(["mlir-opt-22", write(small), flags(shape)], args.mlir_timeout)
                    patterns[small] = DECISION.findall(p_out) if p_out is not None else None
                return patterns[small]

            for depth in [int(d) for d in args.depths.split(",")]:
                path = write(depth)
                row = [shape, str(depth)]
                t_run = (best_of([args.tbuf, path, flags(shape)], args.timeout, args.reps)
                         if os.path.exists(args.tbuf) else (None, None, None, "no tbuf"))
                t_out = t_run[2]
                row.append(timing(*t_run))
                m_out = None
                if depth <= args.mlir_max_depth and not mlir_gave_up:
                    m_run = run(["mlir-opt-22", path, flags(shape)], args.mlir_timeout)
                    m_out = m_run[2]
                    row.append(timing(*m_run))
                    # Deeper chains would time out too.
                    mlir_gave_up = m_out is None
                else:
                    row.append("-")
                agree = "-"
                if t_out is not None:
                    mine = DECISION.findall(t_out)
                    if m_out is not None:
                        agree = "yes" if mine == DECISION.findall(m_out) else "NO"
                    else:
                        # Same depth modulo 3 (the insert chain's period),
                        # so the last levels line up.
                        small = args.pattern_depth + (depth - args.pattern_depth) % 3
                        pattern = pattern_at(small)
                        expected = extrapolate(shape, small, pattern, depth) if pattern else None
                        agree = "no pattern" if expected is None else ("pattern" if mine == expected else "NO")
                failures += agree in ("NO", "no pattern")
                row.append(agree)
                if args.bench:
                    for mode, limit in (("", None), ("--reference", args.reference_max_depth)):
                        if shape not in ("slice", "insert") or (limit is not None and depth > limit):
                            row.append("-")
                            continue
                        cmd = [args.bench, shape, str(depth)] + ([mode] if mode else [])
                        _, _, b_out, b_err = run(cmd, args.timeout)
                        row.append(b_out.split()[3] if b_out else f"({b_err})")
                print("| " + " | ".join(row) + " |", flush=True)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
