#!/usr/bin/env python3
"""CPU time and peak memory of the full module pipeline, tbuf beside
mlir-opt-22, for a machine that is not idle.

bench/module_scale_run.py times wall clock and waits for an idle machine;
this one reads only what another process cannot inflate much: the user +
system CPU time and the peak RSS of each run (os.wait4). Same inputs
(bench/module_gen.py shapes), same pipeline
(`--one-shot-bufferize=bufferize-function-boundaries
--buffer-deallocation-pipeline`, output to /dev/null, mlir-opt with
--mlir-disable-threading), each tool run --reps times interleaved, the
smallest CPU time and its run's RSS kept; mlir-opt is killed after
--mlir-timeout seconds (shown as `>T`).

    python3 bench/module_cpu_run.py --tbuf bazel-out/k8-opt/bin/tools/tbuf \
        [--base OTHER_TBUF] [--cases chain:10000,recursion:100000] [--reps 2]

`--base` adds a column for a second tbuf binary (e.g. an older commit);
`--base-env VAR=VALUE` runs the base (by default the same binary) with that
environment setting, e.g. `MALLOC_CONF=thp:default` for the heap in 4 KB
pages. The tbuf binaries' runs alternate (base, tbuf, base, ...), so a machine
whose speed drifts slows both alike. `--no-mlir` leaves mlir-opt-22 out.
Prints a markdown table.

`--find-limit` looks for the largest size mlir-opt-22 finishes within
--mlir-timeout seconds: each case's N is doubled until mlir-opt is killed
(or fails), one row per size; the last row whose mlir-opt column is a number
is that size (to a factor of 2). Runs over 60 s are made once.
"""

import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from module_scale_run import MLIR_OPT, PIPELINE, generate, run_once  # noqa: E402

DEFAULT_CASES = ("chain:10000,independent:10000,dag:10000,recursion:10000,globals:10000,"
                 "many_results:1000,big_function:100000")


def best(cmd, reps, timeout):
    runs = [run_once(cmd, timeout) for _ in range(reps)]
    ok = [r for r in runs if r["status"] == "ok"]
    if not ok:
        return {"status": runs[0]["status"], "cpu": max(r["cpu"] for r in runs),
                "rss_kib": max(r["rss_kib"] for r in runs)}
    return min(ok, key=lambda r: r["cpu"])


def cell_s(r, timeout):
    return f">{timeout:g}" if r["status"] == "timeout" else ("failed" if r["status"] != "ok" else f"{r['cpu']:.2f}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tbuf", required=True)
    ap.add_argument("--base", help="a second tbuf binary to compare with")
    ap.add_argument("--base-env", action="append", default=[], metavar="VAR=VALUE",
                    help="environment setting for the base runs (the base defaults to --tbuf)")
    ap.add_argument("--no-mlir", action="store_true", help="only the tbuf columns")
    ap.add_argument("--cases", default=DEFAULT_CASES, help="shape:N,... (default %(default)s)")
    ap.add_argument("--reps", type=int, default=2)
    ap.add_argument("--mlir-timeout", type=float, default=150)
    ap.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "tbuf-module-cpu"))
    ap.add_argument("--find-limit", action="store_true",
                    help="double each case's N until mlir-opt-22 exceeds --mlir-timeout")
    args = ap.parse_args()
    os.makedirs(args.workdir, exist_ok=True)
    tools = [("tbuf", [os.path.abspath(args.tbuf)])]
    if args.base or args.base_env:
        base = [os.path.abspath(args.base or args.tbuf)]
        tools.insert(0, ("base", (["env"] + args.base_env if args.base_env else []) + base))
    header = "| shape | N | " + " | ".join(f"{name} CPU s | {name} MB" for name, _ in tools)
    if args.base or args.base_env:
        header += " | tbuf / base CPU | tbuf / base MB"
    if not args.no_mlir:
        header += " | mlir-opt-22 CPU s | mlir-opt-22 MB | x CPU | RSS tbuf / mlir"
    header += " |"
    print(header)
    print("|" + "---|" * (header.count("|") - 1))
    for case in args.cases.split(","):
        shape, n = case.split(":")
        n = int(n)
        while True:
            mlir = run_case(args, tools, shape, n)
            if not args.find_limit or not mlir or mlir["status"] != "ok":
                break
            n *= 2
    return 0


def run_case(args, tools, shape, n):
    """Runs every tool on SHAPE of size N, prints one table row, returns
    mlir-opt's result."""
    path = generate(args.workdir, shape, n)
    cells, runs = [], {name: [] for name, _ in tools}
    for _ in range(args.reps):
        for name, cmd in tools:
            runs[name].append(best(cmd + [path, "-o", "/dev/null"] + PIPELINE, 1, 3600))
    results = {name: min(r, key=lambda x: (x["status"] != "ok", x["cpu"])) for name, r in runs.items()}
    for name, _ in tools:
        cells += [cell_s(results[name], 3600), f"{results[name]['rss_kib'] / 1024:.0f}"]
    if "base" in results:
        cells += [f"{results['tbuf']['cpu'] / results['base']['cpu']:.2f}",
                  f"{results['tbuf']['rss_kib'] / results['base']['rss_kib']:.2f}"]
    if args.no_mlir:
        print(f"| {shape} | {n} | " + " | ".join(cells) + " |", flush=True)
        return None
    mlir_cmd = [MLIR_OPT, path, "-o", "/dev/null", "--mlir-disable-threading"] + PIPELINE
    mlir = best(mlir_cmd, 1, args.mlir_timeout)
    if mlir["status"] == "ok" and mlir["cpu"] < 60 and args.reps > 1:
        mlir = min([mlir, best(mlir_cmd, args.reps - 1, args.mlir_timeout)],
                   key=lambda r: (r["status"] != "ok", r["cpu"]))
    cells += [cell_s(mlir, args.mlir_timeout), f"{mlir['rss_kib'] / 1024:.0f}"]
    t = results["tbuf"]
    ratio = (f"{mlir['cpu'] / t['cpu']:.1f}x" if mlir["status"] == "ok" else f">{mlir['cpu'] / t['cpu']:.0f}x")
    rss = mlir["rss_kib"] and t["rss_kib"] / mlir["rss_kib"]
    cells += [ratio, f"{rss:.2f}" if mlir["status"] == "ok" else f"<={rss:.2f}"]
    print(f"| {shape} | {n} | " + " | ".join(cells) + " |", flush=True)
    return mlir


if __name__ == "__main__":
    sys.exit(main())
