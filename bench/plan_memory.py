#!/usr/bin/env python3
"""Memory figures of the plan-buffers pass (docs/memory-planning.md).

Runs every program of tests/execution/programs (those `tbuf run` compiles
without the pass) and the element-wise chain of bench/runtime_bench.py
(8 linalg.map ops over 2^20 f32, a few calls) with `tbuf run` three times:
with the pipeline `tbuf run` used before plan-buffers joined its default
(--one-shot-bufferize=bufferize-function-boundaries
--buffer-deallocation-pipeline --canonicalize, MLIR's), with that pipeline
followed by --plan-buffers, and followed by --plan-buffers=arena. From the
runtime's summary line ("tbuf runtime: N allocations, peak P bytes live,
...") it sums the allocation calls and the peak live bytes over the suite
and reports them for the chain; the stdout of the three runs must be the
same (else the script fails). The static figures of the pass
(--mlir-pass-statistics) are summed as well.

Usage:
    python3 bench/plan_memory.py [--tbuf PATH] [--chain-reps N] [--update-docs]

--update-docs replaces the table between the plan-memory markers of
docs/memory-planning.md. Takes about a minute (one C compilation per run).
"""

import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import runtime_bench  # noqa: E402

PIPELINE = ["--one-shot-bufferize=bufferize-function-boundaries", "--buffer-deallocation-pipeline",
            "--canonicalize"]
RUNTIME = re.compile(r"tbuf runtime: (\d+) allocations, peak (\d+) bytes live")
STATISTIC = re.compile(r"\(S\)\s+(\d+) ([a-z-]+) ")
ADDRESS = re.compile(r"base@ = (0x[0-9a-fA-F]+|0|\(nil\)) ")
DOC = os.path.join(ROOT, "docs", "memory-planning.md")
BEGIN = "<!-- plan-memory results: begin -->"
END = "<!-- plan-memory results: end -->"


def run(argv):
    proc = subprocess.run(argv, capture_output=True, stdin=subprocess.DEVNULL, timeout=600)
    return proc.returncode, proc.stdout.decode("latin-1"), proc.stderr.decode("latin-1")


VARIANTS = (PIPELINE, PIPELINE + ["--plan-buffers"], PIPELINE + ["--plan-buffers=arena"])


def measure(tbuf, path, timed):
    """([(allocs, peak)] per variant: without, with, with arena; statistics dict) of one program;
    None when the program does not run without the pass (an op tbuf run cannot compile yet)."""
    figures = []
    outputs = []
    for extra in VARIANTS:
        rc, out, err = run([tbuf, "run", path] + extra)
        m = RUNTIME.search(err)
        if not figures and (rc != 0 or not m):
            print("skipped %s: it does not run without the pass (exit %d)" % (os.path.basename(path), rc))
            return None
        if rc != 0 or not m:
            raise SystemExit("%s: tbuf run %s failed (exit %d)\n%s" % (path, " ".join(extra), rc, err))
        figures.append((int(m.group(1)), int(m.group(2))))
        lines = ADDRESS.sub("", out).splitlines()
        outputs.append(lines[:1] if timed else lines)  # the chain's second line is its time
    if any(output != outputs[0] for output in outputs):
        raise SystemExit("%s: the output differs with --plan-buffers" % path)
    _, _, err = run([tbuf, path] + PIPELINE + ["--plan-buffers", "--mlir-pass-statistics", "-o", os.devnull])
    stats = {name: int(value) for value, name in STATISTIC.findall(err)}
    return figures, stats


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tbuf", default=os.path.join(ROOT, "bazel-bin", "tools", "tbuf"))
    ap.add_argument("--chain-reps", type=int, default=5)
    ap.add_argument("--update-docs", action="store_true")
    args = ap.parse_args()
    tbuf = os.path.abspath(args.tbuf)

    programs = sorted(glob.glob(os.path.join(ROOT, "tests", "execution", "programs", "*.mlir")))
    total = [[0, 0] for _ in VARIANTS]
    static = {}
    changed = 0
    measured = 0
    for path in programs:
        result = measure(tbuf, path, timed=False)
        if result is None:
            continue
        measured += 1
        figures, stats = result
        for i, (allocations, peak) in enumerate(figures):
            total[i][0] += allocations
            total[i][1] += peak
        changed += figures[0] != figures[1]
        for name, value in stats.items():
            static[name] = static.get(name, 0) + value

    with tempfile.TemporaryDirectory(prefix="tbuf-plan-memory-") as directory:
        chain = os.path.join(directory, "chain.mlir")
        with open(chain, "w") as f:
            f.write(runtime_bench.chain_program(1 << 20, 8, args.chain_reps))
        chain_result = measure(tbuf, chain, timed=True)
        if chain_result is None:
            raise SystemExit("the chain does not run")
        chain, chain_stats = chain_result

    def mb(n):
        return "%.1f MB" % (n / 1e6)

    rows = [
        "| workload | allocation calls: without | with plan-buffers | with arena "
        "| peak live bytes: without | with plan-buffers | with arena |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        "| execution suite (%d programs, sums; %d changed) | %d | %d | %d | %d | %d | %d |" % (
            (measured, changed) + tuple(t[0] for t in total) + tuple(t[1] for t in total)),
        "| element-wise chain, 8 maps over 2^20 f32, %d calls | %d | %d | %d | %s | %s | %s |" % (
            (args.chain_reps,) + tuple(f[0] for f in chain) + tuple("%d (%s)" % (f[1], mb(f[1])) for f in chain)),
        "",
        "Static figures of the pass without arena (--mlir-pass-statistics, summed over the suite; the chain):",
        "",
        "| statistic | execution suite | chain |",
        "| --- | ---: | ---: |",
    ]
    for name in ["allocations-before", "allocations-after", "static-bytes-before", "static-bytes-after",
                 "static-peak-bytes-before", "static-peak-bytes-after", "num-reused", "num-hoisted"]:
        rows.append("| %s | %d | %d |" % (name, static.get(name, 0), chain_stats.get(name, 0)))
    table = "\n".join(rows)
    print(table)
    if args.update_docs:
        with open(DOC) as f:
            text = f.read()
        begin, end = text.find(BEGIN), text.find(END)
        if begin < 0 or end < begin:
            raise SystemExit("%s: no plan-memory markers" % DOC)
        text = text[:begin + len(BEGIN)] + "\n" + table + "\n" + text[end:]
        with open(DOC, "w") as f:
            f.write(text)
        print("updated " + DOC)
    return 0


if __name__ == "__main__":
    sys.exit(main())
