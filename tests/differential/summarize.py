#!/usr/bin/env python3
"""Totals of several differential runs (diff_run.py --out DIR, one per chunk
of seeds) and MLIR's failures grouped by kind, as the Markdown tables of
docs/differential-testing.md.

A long run is done in chunks (a chunk can be rerun alone); this reads every
chunk's summary.json, adds the per-class counts, checks that no seed was
counted twice, and sorts the `mlir-bug` reasons into the kinds below (a
reason matching none is listed under "other" with its text, so a new kind
of MLIR failure is seen, not hidden).

Usage:
  summarize.py DIR [DIR ...]          # tables on stdout
  summarize.py --list KIND DIR ...    # the seeds of one kind of MLIR failure
"""
import argparse
import collections
import json
import os
import re
import sys

# (kind, regex on the reason). First match wins.
MLIR_KINDS = [
    ("invalid `memref.alloc` (\"incorrect number of dynamic sizes\") for copies of values cast to dynamic shapes",
     r"'memref\.alloc' op incorrect number of dynamic sizes"),
    ("`bufferization.clone` to a static strided layout fails to legalize",
     r"failed to legalize operation 'bufferization\.clone'"),
    ("One-Shot rejects with \"cannot avoid RaW conflict\"",
     r"cannot avoid RaW conflict"),
    ("\"MemRef value does not have valid ownership\" (a memref forwarded and live into a block)",
     r"does not have valid ownership"),
    ("mlir-runner-22 crashes", r"mlir-runner-\d+ failed .*crashed"),
    ("mlir-opt-22 crashes or runs out of memory", r"(mlir-opt-\d+ .*crashed|LLVM ERROR: out of memory)"),
    ("output differs from copy-before-write (index_switch aliasing, loop-init writes, duplicate returns)",
     r"normal pipeline differs from copy-before-write"),
    ("invalid IR after lowering (`linalg.reduce`/`transpose`/`map` with a dynamic size, `memref.expand_shape`)",
     r"('linalg\.(reduce|transpose|map)' op|'memref\.expand_shape' op)"),
]
CLASSES = ["ok", "tbuf-memory", "tbuf-wrong", "mlir-bug", "invalid"]
CLASS_TITLES = {
    "ok": "ok",
    "tbuf-memory": "tbuf-memory (leak, bad free, crash, tbuf rejects a program MLIR accepts)",
    "tbuf-wrong": "tbuf-wrong",
    "mlir-bug": "mlir-bug",
    "invalid": "invalid",
}


def mlirKind(reason):
    for kind, pattern in MLIR_KINDS:
        if re.search(pattern, reason):
            return kind
    return "other: " + re.sub(r"seed_\d+\.mlir:\d+:\d+: ", "", reason)[:120]


def load(dirs):
    counts = collections.Counter()
    seeds = {}
    failures = []
    for d in dirs:
        with open(os.path.join(d, "summary.json")) as f:
            summary = json.load(f)
        counts.update(summary["counts"])
        for failure in summary["failures"]:
            if failure["name"] in seeds:
                sys.exit("summarize.py: %s counted twice (%s and %s)" % (failure["name"], seeds[failure["name"]], d))
            seeds[failure["name"]] = d
            failures.append(failure)
    return counts, failures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dirs", nargs="+")
    parser.add_argument("--list", metavar="KIND", help="print the programs of the MLIR failure kind containing KIND")
    args = parser.parse_args()
    counts, failures = load(args.dirs)
    byKind = collections.defaultdict(list)
    for failure in failures:
        if failure["class"] != "mlir-bug":
            continue
        reason = next(r for c, r in failure["problems"] if c == "mlir-bug")
        byKind[mlirKind(reason)].append(failure["name"])
    if args.list:
        for kind, names in byKind.items():
            if args.list in kind:
                print("%s: %s" % (kind, " ".join(names)))
        return
    total = sum(counts[c] for c in CLASSES)
    print("| class | programs |\n| --- | ---: |")
    for c in CLASSES:
        print("| %s | %s |" % (CLASS_TITLES[c], format(counts[c], ",")))
    print("| total | %s |\n" % format(total, ","))
    print("| MLIR failure | programs |\n| --- | ---: |")
    for kind, names in sorted(byKind.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print("| %s | %d |" % (kind, len(names)))
    rejected = sum(1 for f in failures
                   if f["class"] == "mlir-bug" and any("tbuf rejects" in r for _, r in f["problems"]))
    print("\nOf the mlir-bug programs, tbuf rejects %d the same way as MLIR and runs the others." % rejected)
    bad = [f["name"] for f in failures if f["class"] in ("tbuf-memory", "tbuf-wrong")]
    if bad:
        print("\ntbuf failures: " + " ".join(bad))
        sys.exit(1)


if __name__ == "__main__":
    main()
