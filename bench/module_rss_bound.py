#!/usr/bin/env python3
"""Peak memory of the full module pipeline where mlir-opt-22 does not finish
it: tbuf's peak RSS beside a lower bound for mlir-opt-22's.

On the shapes where mlir-opt-22's one-shot bufferization runs for hours at
10^5 functions (it grows about as N^2.7; `recursion` 10^4 -> 2*10^4: 9.1 ->
58 s), its peak cannot be measured by running the whole pipeline. The rest
of the pipeline is fast, though, and holds the largest IR. So for each case:

1. tbuf runs the whole pipeline (`--one-shot-bufferize=bufferize-function-
   boundaries --buffer-deallocation-pipeline`, output to /dev/null): its peak
   RSS (os.wait4).
2. tbuf runs only `--one-shot-bufferize=bufferize-function-boundaries` and
   writes the result: the IR mlir-opt-22's first pass would produce (the
   conformance suite holds tbuf to the same text; `--check-n` compares the
   two tools' texts on the same shape at a size mlir-opt-22 finishes).
3. mlir-opt-22 runs `--buffer-deallocation-pipeline` on that text: its peak
   RSS, minus what this run holds that the whole run would not: the input
   text, larger than the original by `bytes(step 2) - bytes(input)` (mlir-opt
   keeps its input in memory for the whole run), and one location per op
   that the whole run shares with the op it was bufferized from (`ops(step 2)
   - ops(input)`, at most LOCATION_BYTES each: a FileLineColLoc's storage
   and its uniquing slot). What is left is a lower bound for the whole run's
   peak, which also keeps the tensor program's types and attributes.

    python3 bench/module_rss_bound.py --tbuf bazel-out/k8-opt/bin/tools/tbuf \
        [--cases chain:100000,recursion:100000] [--check-n 1000]

Prints a markdown table; `RSS tbuf / bound` at most 0.5 meets the goal of
docs/benchmarks.md ("Peak RSS <= 0.5x mlir-opt-22's at 10^5").
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from module_scale_run import MLIR_OPT, PIPELINE, generate, module_info, run_once  # noqa: E402

DEFAULT_CASES = "chain:100000,dag:100000,recursion:100000,globals:100000,many_results:100000"
# The whole pipeline split after its first pass (one-shot bufferization).
ONE_SHOT, REST = PIPELINE[:1], PIPELINE[1:]
# Upper bound of one uniqued location in mlir-opt: storage (kind, file name,
# line and column) and a slot of the uniquer's hash set.
LOCATION_BYTES = 80
CONSTANT_GLOBAL = re.compile(r"@__constant_\w+")


def check_same_one_shot(tbuf, workdir, shape, n):
    """Whether tbuf and mlir-opt-22 print the same IR after one-shot
    bufferization of SHAPE at size N: the same text, or (`globals`) the same
    lines up to which `__constant_...` global a constant's memref.global and
    memref.get_global are named and in which order those globals come, which
    follows the order each tool bufferizes functions that call nothing."""
    path = generate(workdir, shape, n)
    outs = []
    for cmd in ([tbuf], [MLIR_OPT, "--mlir-disable-threading"]):
        outs.append(subprocess.run(cmd + [path] + ONE_SHOT, capture_output=True, text=True, check=True).stdout)
    if outs[0] == outs[1]:
        return "same"
    lines = [sorted(CONSTANT_GLOBAL.sub("@__constant", out).splitlines()) for out in outs]
    return "same up to constant names" if lines[0] == lines[1] else "**differ**"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tbuf", required=True)
    ap.add_argument("--cases", default=DEFAULT_CASES, help="shape:N,... (default %(default)s)")
    ap.add_argument("--check-n", type=int, default=1000,
                    help="size at which the one-shot texts of both tools are compared (0: no check)")
    ap.add_argument("--mlir-timeout", type=float, default=3600)
    ap.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "tbuf-module-rss"))
    args = ap.parse_args()
    os.makedirs(args.workdir, exist_ok=True)
    tbuf = os.path.abspath(args.tbuf)
    print("| shape | N | tbuf MB | mlir-opt-22 rest of pipeline MB | input text growth MB | "
          "locations MB | mlir-opt-22 bound MB | RSS tbuf / bound | one-shot texts |")
    print("|" + "---|" * 9)
    for case in args.cases.split(","):
        shape, n = case.split(":")
        n = int(n)
        same = "-"
        if args.check_n:
            same = check_same_one_shot(tbuf, args.workdir, shape, args.check_n)
        path = generate(args.workdir, shape, n)
        whole = run_once([tbuf, path, "-o", "/dev/null"] + PIPELINE, 3600)
        mid = os.path.join(args.workdir, f"{shape}-{n}-one-shot.mlir")
        subprocess.run([tbuf, path, "-o", mid] + ONE_SHOT, check=True)
        rest = run_once([MLIR_OPT, mid, "-o", "/dev/null", "--mlir-disable-threading"] + REST, args.mlir_timeout)
        before, after = module_info(path), module_info(mid)
        os.remove(mid)
        if whole["status"] != "ok" or rest["status"] != "ok":
            print(f"| {shape} | {n} | {whole['status']} | {rest['status']} | | | | | {same} |", flush=True)
            continue
        text = (after["bytes"] - before["bytes"]) / 2**20
        locs = max(0, after["ops"] - before["ops"]) * LOCATION_BYTES / 2**20
        rest_mb = rest["rss_kib"] / 1024
        bound = rest_mb - text - locs
        tbuf_mb = whole["rss_kib"] / 1024
        print(f"| {shape} | {n} | {tbuf_mb:.0f} | {rest_mb:.0f} | {text:.0f} | {locs:.0f} | {bound:.0f} | "
              f"{tbuf_mb / bound:.2f} | {same} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
