#!/usr/bin/env python3
"""Runtime deallocation overhead left by the deallocation pipeline, tbuf vs mlir-opt-22.

Every chunk (split at `// -----`) of the bufferization conformance corpus
(tests/conformance_bufferize/inputs/*.mlir; negative chunks, i.e. those with
`// EXPECT-ERROR:`, skipped) goes through

    builtin.module(one-shot-bufferize{bufferize-function-boundaries <opts>},
                   buffer-deallocation-pipeline)

in both tools, where <opts> are the chunk file's `// OPTIONS:` minus the
analysis-only/printing ones (test-analysis-only, print-conflicts,
dump-alias-sets) and minus bufferize-function-boundaries (always on). In each
output it counts:

  clones     `bufferization.clone` ops (each one is a runtime alloc + copy;
             the pipeline itself never lowers them);
  helpers    calls to the generic `dealloc_helper` (each one a run-time
             quadratic alias check over its operands);
  ptr-cmps   `arith.cmpi` ops with an operand defined by
             `memref.extract_aligned_pointer_as_index` (the pointer
             comparisons of the one-memref lowering), per function;
  all-cmps   ptr-cmps plus the comparisons each dealloc_helper call makes at
             run time (M memrefs, R retained: 2*M*R + M*(M-1)/2, read from
             the sizes of the buffers passed to it). Splitting a helper call
             into one-memref deallocs trades one helper for explicit
             compares: ptr-cmps may then go up while all-cmps goes down.

Every count is also taken per function (functions matched by name within a
chunk; the dealloc_helper a tool adds is its own function).

Chunks either tool rejects are listed and left out of the totals.

Usage: bench/dealloc_counts.py [--tbuf PATH] [--mlir-opt PATH] [--markdown]
                               [--check] [--per-function] [--dynamic-ownership]
                               [FILES...]
--check exits 1 if tbuf's clones, helpers or all-cmps are higher than
mlir-opt's for any chunk or any function (ptr-cmps alone is reported, not
checked).
--per-function lists every function whose counts differ between the tools,
and how many functions are lower, equal and higher in each metric.
--dynamic-ownership runs buffer-deallocation-pipeline{private-function-
dynamic-ownership=true} in both tools instead.
"""
import argparse
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DROPPED_OPTIONS = {"test-analysis-only", "print-conflicts", "dump-alias-sets", "bufferize-function-boundaries"}
METRICS = ("clones", "helpers", "ptr-cmps", "all-cmps")


def chunks(path):
    """(index, text, options) of every positive chunk of `path`."""
    text = open(path).read()
    options = []
    for line in text.splitlines():
        m = re.match(r"//\s*OPTIONS:(.*)", line)
        if m:
            options = [o for o in m.group(1).split() if o.split("=")[0] not in DROPPED_OPTIONS]
            break
    for i, chunk in enumerate(re.split(r"^// -----.*$", text, flags=re.M)):
        if "EXPECT-ERROR" in chunk or not chunk.strip():
            continue
        yield i, chunk, options


def run(tool, chunk, options, dynamic_ownership=False):
    bufferize = "one-shot-bufferize{" + " ".join(["bufferize-function-boundaries"] + options) + "}"
    dealloc = "buffer-deallocation-pipeline"
    if dynamic_ownership:
        dealloc += "{private-function-dynamic-ownership=true}"
    pipeline = "builtin.module(" + bufferize + "," + dealloc + ")"
    proc = subprocess.run([tool, "-", "--allow-unregistered-dialect", "--pass-pipeline=" + pipeline],
                          input=chunk, capture_output=True, text=True, timeout=120)
    if proc.returncode != 0:
        return None, (proc.stderr.strip().splitlines() or ["exit %d" % proc.returncode])[0]
    return proc.stdout, None


def split_functions(text):
    """Bodies of the func.func ops of a printed module (SSA names are per function)."""
    parts = re.split(r"^\s*func\.func ", text, flags=re.M)
    return parts[1:] if len(parts) > 1 else [text]


def named_functions(text):
    """{name: body} of the func.func ops of a printed module."""
    out = {}
    for body in re.split(r"^\s*func\.func ", text, flags=re.M)[1:]:
        m = re.match(r"(?:(?:private|public|nested) )?(@[\w$.-]+)", body)
        if m:
            out[m.group(1)] = body
    return out


def count(text):
    clones = len(re.findall(r"= bufferization\.clone ", text))
    helpers = len(re.findall(r"\bcall @dealloc_helper\w*\(", text))
    cmps = helper_cmps = 0
    for body in split_functions(text):
        ptrs = set(re.findall(r"(%[\w.$-]+) = memref\.extract_aligned_pointer_as_index", body))
        for m in re.finditer(r"= arith\.cmpi \w+, (%[\w.$-]+), (%[\w.$-]+)", body):
            if m.group(1) in ptrs or m.group(2) in ptrs:
                cmps += 1
        sizes = dict(re.findall(r"(%[\w.$-]+) = memref\.cast %[\w.$-]+ : memref<(\d+)xindex>", body))
        for m in re.finditer(r"\bcall @dealloc_helper\w*\((%[\w.$-]+), (%[\w.$-]+),", body):
            mm, rr = int(sizes.get(m.group(1), 0)), int(sizes.get(m.group(2), 0))
            helper_cmps += 2 * mm * rr + mm * (mm - 1) // 2
    return {"clones": clones, "helpers": helpers, "ptr-cmps": cmps, "all-cmps": cmps + helper_cmps}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tbuf", default=os.path.join(ROOT, "bazel-bin/tools/tbuf"))
    ap.add_argument("--mlir-opt", default=os.environ.get("MLIR_OPT", "mlir-opt-22"))
    ap.add_argument("--markdown", action="store_true", help="print a markdown table (per file)")
    ap.add_argument("--check", action="store_true", help="exit 1 if tbuf is ever higher")
    ap.add_argument("--per-function", action="store_true", help="list the functions whose counts differ")
    ap.add_argument("--dynamic-ownership", action="store_true",
                    help="buffer-deallocation-pipeline{private-function-dynamic-ownership=true}")
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    files = args.files or sorted(glob.glob(os.path.join(ROOT, "tests/conformance_bufferize/inputs/*.mlir")))

    per_file = []  # (name, tbuf totals, mlir totals, chunks compared)
    failures, worse = [], []
    functions = []  # (file, chunk, function, tbuf counts, mlir counts)
    for path in files:
        name = os.path.basename(path)
        tot_t = dict.fromkeys(METRICS, 0)
        tot_m = dict.fromkeys(METRICS, 0)
        compared = 0
        for idx, chunk, options in chunks(path):
            out_t, err_t = run(args.tbuf, chunk, options, args.dynamic_ownership)
            out_m, err_m = run(args.mlir_opt, chunk, options, args.dynamic_ownership)
            if out_t is None or out_m is None:
                failures.append((name, idx, "tbuf: " + err_t if err_t else "", "mlir-opt: " + err_m if err_m else ""))
                continue
            compared += 1
            c_t, c_m = count(out_t), count(out_m)
            for k in METRICS:
                tot_t[k] += c_t[k]
                tot_m[k] += c_m[k]
                if c_t[k] > c_m[k] and k != "ptr-cmps":
                    worse.append((name, idx, k, c_t[k], c_m[k]))
            f_t, f_m = named_functions(out_t), named_functions(out_m)
            for fn in sorted(set(f_t) | set(f_m)):
                fc_t = count(f_t[fn]) if fn in f_t else dict.fromkeys(METRICS, 0)
                fc_m = count(f_m[fn]) if fn in f_m else dict.fromkeys(METRICS, 0)
                functions.append((name, idx, fn, fc_t, fc_m))
                for k in METRICS:
                    if fc_t[k] > fc_m[k] and k != "ptr-cmps":
                        worse.append((name, idx, k + " in " + fn, fc_t[k], fc_m[k]))
        per_file.append((name, tot_t, tot_m, compared))

    grand_t = {k: sum(f[1][k] for f in per_file) for k in METRICS}
    grand_m = {k: sum(f[2][k] for f in per_file) for k in METRICS}
    n = sum(f[3] for f in per_file)
    if args.markdown:
        print("| file | chunks | clones tbuf / mlir | dealloc_helper calls tbuf / mlir | pointer cmps tbuf / mlir "
              "| cmps incl. helper tbuf / mlir |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        for name, t, m, c in per_file:
            if c == 0:
                continue
            print("| %s | %d | %s | %s | %s | %s |" % (name, c, *("%d / %d" % (t[k], m[k]) for k in METRICS)))
        print("| **total** | %d | %s | %s | %s | %s |" % (n, *("**%d / %d**" % (grand_t[k], grand_m[k]) for k in METRICS)))
    else:
        print("%-32s %6s %15s %15s %15s %15s" % ("file", "chunks", "clones t/m", "helpers t/m", "ptr-cmps t/m",
                                                 "all-cmps t/m"))
        for name, t, m, c in per_file:
            print("%-32s %6d %15s %15s %15s %15s" % (name, c, *("%d/%d" % (t[k], m[k]) for k in METRICS)))
        print("%-32s %6d %15s %15s %15s %15s" % ("TOTAL", n, *("%d/%d" % (grand_t[k], grand_m[k]) for k in METRICS)))
    if args.per_function:
        print()
        print("functions: %d" % len(functions))
        for k in METRICS:
            lower = sum(1 for f in functions if f[3][k] < f[4][k])
            higher = sum(1 for f in functions if f[3][k] > f[4][k])
            print("  %-8s tbuf lower in %d, equal in %d, higher in %d" % (k, lower, len(functions) - lower - higher,
                                                                          higher))
        for name, idx, fn, t, m in functions:
            if t != m:
                print("  %s#%d %s: %s" % (name, idx, fn, ", ".join("%s %d/%d" % (k, t[k], m[k]) for k in METRICS
                                                                if t[k] != m[k])))
    for name, idx, et, em in failures:
        print("skipped %s chunk %d: %s %s" % (name, idx, et, em), file=sys.stderr)
    for name, idx, k, t, m in worse:
        print("TBUF HIGHER: %s chunk %d %s: tbuf %d > mlir-opt %d" % (name, idx, k, t, m), file=sys.stderr)
    return 1 if (args.check and worse) else 0


if __name__ == "__main__":
    sys.exit(main())
