#!/usr/bin/env python3
"""Memory figures of the plan-buffers pass (docs/memory-planning.md).

Programs: every program of tests/execution/programs and the runtime
workloads of bench/runtime_bench.py (the element-wise chain, generated with
--chain-reps calls, and the programs of bench/runtime_inputs/ at their own
repetition counts). Each runs four ways, all through `tbuf run` and so the
same runtime counters ("tbuf runtime: N allocations, peak P bytes live"):

  MLIR pipeline   mlir-opt-22's bufferized and deallocated output
                  (--one-shot-bufferize=bufferize-function-boundaries
                  --buffer-deallocation-pipeline; copy-before-write for the
                  programs marked `// REFERENCE: copy-before-write`, as the
                  execution tests' reference does) run with no pass;
  without         tbuf's pipeline without plan-buffers
                  (--one-shot-bufferize=bufferize-function-boundaries
                  --buffer-deallocation-pipeline --canonicalize);
  tbuf            `tbuf run`'s default pipeline (the above + --plan-buffers);
  arena           the above with --plan-buffers=arena.

The stdout of all runs of a program must be the same (addresses masked; the
first line only for the timed workloads, whose second line is a time), else
the script fails. It prints one row per program and sums over the suite, the
workloads and both, with the ratios tbuf / MLIR pipeline, and flags every
program whose allocation calls or peak are higher with tbuf than with the
MLIR pipeline. A program mlir-opt-22 cannot bufferize (or whose MLIR-pipeline
build does not run) is listed and left out of the sums. The static figures
of the pass (--mlir-pass-statistics) are summed as well.

Usage:
    python3 bench/plan_memory.py [--tbuf PATH] [--chain-reps N] [--update-docs] [--check]

--update-docs replaces the tables between the plan-memory markers of
docs/memory-planning.md; --check exits 1 when a program is flagged. Takes a
few minutes (one C compilation per run).
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
sys.path.insert(0, os.path.join(ROOT, "tests", "execution"))
import runtime_bench  # noqa: E402
import run_execution  # noqa: E402

PIPELINE = ["--one-shot-bufferize=bufferize-function-boundaries", "--buffer-deallocation-pipeline",
            "--canonicalize"]
STATISTIC = re.compile(r"\(S\)\s+(\d+) ([a-z-]+) ")
ADDRESS = re.compile(r"base@ = (0x[0-9a-fA-F]+|0|\(nil\)) ")
DOC = os.path.join(ROOT, "docs", "memory-planning.md")
BEGIN = "<!-- plan-memory results: begin -->"
END = "<!-- plan-memory results: end -->"
VARIANTS = ("MLIR pipeline", "without", "tbuf", "arena")
TBUF_FLAGS = (PIPELINE, PIPELINE + ["--plan-buffers"], PIPELINE + ["--plan-buffers=arena"])
STATISTICS = ["allocations-before", "allocations-after", "static-bytes-before", "static-bytes-after",
              "static-peak-bytes-before", "static-peak-bytes-after", "num-forwarded", "num-reused", "num-resized", "num-adopted",
              "num-hoisted", "num-ping-pong", "num-packed"]


def run(argv):
    proc = subprocess.run(argv, capture_output=True, stdin=subprocess.DEVNULL, timeout=600)
    return proc.returncode, proc.stdout.decode("latin-1"), proc.stderr.decode("latin-1")


def mlir_memory_pipeline(path):
    """The bufferization and deallocation passes of the execution tests'
    reference pipeline for `path` (its `// REFERENCE:` marker honoured)."""
    return run_execution.reference_pipeline(path)[:2]


def measure(tbuf, path, timed, workdir):
    """{variant: (allocations, peak) or None}, statistics dict, note; (None, None, note) when tbuf's
    pipeline without the pass does not run it (an op `tbuf run` cannot compile yet); SystemExit when
    a run with the pass fails or any two outputs differ."""
    figures = {}
    outputs = {}
    note = ""
    try:
        allocations, peak, out = runtime_bench.mlir_pipeline_counters(tbuf, path, workdir, mlir_memory_pipeline(path))
        figures[VARIANTS[0]] = (allocations, peak)
        outputs[VARIANTS[0]] = out
    except (RuntimeError, subprocess.SubprocessError) as e:
        figures[VARIANTS[0]] = None
        note = "no MLIR-pipeline figures (%s)" % str(e).splitlines()[0][:100].replace("|", "/")
    for name, flags in zip(VARIANTS[1:], TBUF_FLAGS):
        try:
            allocations, peak, out = runtime_bench.runtime_counters(tbuf, path, flags)
        except RuntimeError as e:
            if name == "without":
                return None, None, "tbuf run cannot run it (%s)" % str(e).splitlines()[0][:120].replace("|", "/")
            raise SystemExit("%s: %s" % (path, e))
        figures[name] = (allocations, peak)
        outputs[name] = out
    masked = {name: ADDRESS.sub("", out).splitlines() for name, out in outputs.items()}
    for name, lines in masked.items():
        lines = lines[:1] if timed else lines
        first = masked["without"][:1] if timed else masked["without"]
        if lines != first:
            raise SystemExit("%s: the output differs between `without` and `%s`" % (path, name))
    _, _, err = run([tbuf, path] + PIPELINE + ["--plan-buffers", "--mlir-pass-statistics", "-o", os.devnull])
    stats = {name: int(value) for value, name in STATISTIC.findall(err)}
    return figures, stats, note


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tbuf", default=os.path.join(ROOT, "bazel-bin", "tools", "tbuf"))
    ap.add_argument("--chain-reps", type=int, default=5)
    ap.add_argument("--update-docs", action="store_true")
    ap.add_argument("--check", action="store_true", help="exit 1 when tbuf is higher than the MLIR pipeline anywhere")
    args = ap.parse_args()
    tbuf = os.path.abspath(args.tbuf)

    with tempfile.TemporaryDirectory(prefix="tbuf-plan-memory-") as directory:
        programs = [(os.path.splitext(os.path.basename(p))[0], p, False, "suite")
                    for p in sorted(glob.glob(os.path.join(ROOT, "tests", "execution", "programs", "*.mlir")))]
        chain = os.path.join(directory, "chain.mlir")
        with open(chain, "w") as f:
            f.write(runtime_bench.chain_program(1 << 20, 8, args.chain_reps))
        programs.append(("chain (8 maps over 2^20 f32, %d calls)" % args.chain_reps, chain, True, "workloads"))
        for name, file, desc in runtime_bench.FILE_WORKLOADS:
            _, reps = runtime_bench.file_program(file)
            programs.append(("%s (%s)" % (name, desc % reps), os.path.join(runtime_bench.INPUTS, file), True,
                             "workloads"))

        rows = []
        unrunnable = []
        static = {"suite": {}, "workloads": {}}
        for name, path, timed, kind in programs:
            figures, stats, note = measure(tbuf, path, timed, directory)
            if figures is None:
                unrunnable.append((name, note))
                print("skipped %s: %s" % (name, note), flush=True)
                continue
            rows.append((name, kind, figures, note))
            for key, value in stats.items():
                static[kind][key] = static[kind].get(key, 0) + value
            print("%-45s %s %s" % (name[:45], " ".join("%s" % (figures[v],) for v in VARIANTS), note), flush=True)

    def higher(figures):
        mlir, ours = figures[VARIANTS[0]], figures["tbuf"]
        if mlir is None:
            return []
        return [what for what, i in (("allocation calls", 0), ("peak", 1)) if ours[i] > mlir[i]]

    lines = [
        "| program | allocation calls: MLIR pipeline | without | tbuf | arena "
        "| peak live bytes: MLIR pipeline | without | tbuf | arena | tbuf higher than MLIR |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    totals = {kind: [[0, 0] for _ in VARIANTS] for kind in ("suite", "workloads")}
    counted = {"suite": 0, "workloads": 0}
    flagged = []
    skipped = []
    for name, kind, figures, note in rows:
        cells = [("%d" % figures[v][0]) if figures[v] else "n/a" for v in VARIANTS]
        cells += [("%d" % figures[v][1]) if figures[v] else "n/a" for v in VARIANTS]
        flags = higher(figures)
        if flags:
            flagged.append(name)
        if figures[VARIANTS[0]] is None:
            skipped.append((name, note))
        else:
            counted[kind] += 1
            for i, v in enumerate(VARIANTS):
                totals[kind][i][0] += figures[v][0]
                totals[kind][i][1] += figures[v][1]
        lines.append("| %s | %s | %s |" % (name, " | ".join(cells),
                                          ("**" + ", ".join(flags) + "**") if flags else (note or "")))

    def total_row(label, sums):
        ratio_a = sums[2][0] / sums[0][0] if sums[0][0] else float("nan")
        ratio_p = sums[2][1] / sums[0][1] if sums[0][1] else float("nan")
        return "| %s | %s | %s | tbuf / MLIR: calls %.2f, peak %.2f |" % (
            label, " | ".join("%d" % s[0] for s in sums), " | ".join("%d" % s[1] for s in sums), ratio_a, ratio_p)

    both = [[totals["suite"][i][j] + totals["workloads"][i][j] for j in range(2)] for i in range(len(VARIANTS))]
    summary = [
        "| sums | allocation calls: MLIR pipeline | without | tbuf | arena "
        "| peak live bytes: MLIR pipeline | without | tbuf | arena | ratios |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
        total_row("execution suite (%d programs)" % counted["suite"], totals["suite"]),
        total_row("runtime workloads (%d programs)" % counted["workloads"], totals["workloads"]),
        total_row("suite + workloads", both),
        "",
        "Programs where tbuf is higher than the MLIR pipeline: %s." % (", ".join(flagged) or "none"),
        "Left out of the sums (no MLIR-pipeline figures): %s." % (
            "; ".join("%s: %s" % s for s in skipped) or "none"),
        "Not run (`tbuf run` cannot compile them without the pass): %s." % (
            "; ".join("%s: %s" % s for s in unrunnable) or "none"),
        "",
        "Static figures of `--plan-buffers` with its default options (--mlir-pass-statistics, summed):",
        "",
        "| statistic | execution suite | runtime workloads |",
        "| --- | ---: | ---: |",
    ]
    for key in STATISTICS:
        summary.append("| %s | %d | %d |" % (key, static["suite"].get(key, 0), static["workloads"].get(key, 0)))
    summary += ["", "Per program:", ""] + lines
    table = "\n".join(summary)
    print()
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
    return 1 if args.check and flagged else 0


if __name__ == "__main__":
    sys.exit(main())
