#!/usr/bin/env python3
"""Speed and shadow-memory benchmark of `tbuf interpret`.

Why: the interpreter is meant to be fast enough for differential testing
and pass bisection (hundreds of millions of ops per second in an optimized
build), with a sanitizer whose shadow memory stays within 1.25x of the
program's own bytes. This script generates the kernels, runs each with the
sanitizer on and with --no-sanitize, and reports executed ops per second
(user CPU time) and the shadow/program byte ratio the interpreter itself
counts (`tbuf interpret --stats`: InterpretResult::peakProgramBytes and
peakShadowBytes).

Kernels (interpreted as written, no pass):
  matmul      linalg.matmul 128x128x128 on f32 memrefs (2.1 M payload
              iterations: 3 checked reads, mulf, addf, 1 checked write)
  elementwise 10 x 10^6 x (load, mulf, addf, store, yield) over f32 buffers
              of 10^6 elements
  scalar      10^7 x (index_cast, muli, xori, addi, yield), no memory

Usage:
    interpret_bench.py [--tbuf PATH] [--repeat N] [--label TEXT]
                       [--update-doc docs/interpreter.md]

--tbuf defaults to bazel-bin/tools/tbuf (build it with `bazel build -c opt
//tools:tbuf` for the optimized numbers). Each configuration runs --repeat
times (default 3) and the fastest user time is kept. The table is printed
in Markdown; --update-doc replaces the text between the markers
`<!-- interpret-bench:begin -->` and `<!-- interpret-bench:end -->` of the
given file with it. Exit code 0, or 1 if a run fails or the shadow ratio is
above 1.25.
"""

import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile

BEGIN = "<!-- interpret-bench:begin -->"
END = "<!-- interpret-bench:end -->"
SHADOW_BUDGET = 1.25
STATS = re.compile(r"tbuf interpret: (\d+) ops executed; peak program bytes (\d+), peak shadow bytes (\d+)")


def matmul_kernel(n=128):
    return f"""func.func private @printF32(f32)
func.func @main() {{
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<{n}x{n}xf32>
  %b = memref.alloc() : memref<{n}x{n}xf32>
  %c = memref.alloc() : memref<{n}x{n}xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<{n}x{n}xf32>)
  linalg.fill ins(%half : f32) outs(%b : memref<{n}x{n}xf32>)
  linalg.fill ins(%zero : f32) outs(%c : memref<{n}x{n}xf32>)
  linalg.matmul ins(%a, %b : memref<{n}x{n}xf32>, memref<{n}x{n}xf32>) outs(%c : memref<{n}x{n}xf32>)
  %v = memref.load %c[%c0, %c0] : memref<{n}x{n}xf32>
  call @printF32(%v) : (f32) -> ()
  memref.dealloc %a : memref<{n}x{n}xf32>
  memref.dealloc %b : memref<{n}x{n}xf32>
  memref.dealloc %c : memref<{n}x{n}xf32>
  return
}}
"""


def elementwise_kernel(n=1000000, reps=10):
    return f"""func.func private @printF32(f32)
func.func @main() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {n} : index
  %reps = arith.constant {reps} : index
  %k = arith.constant 1.5 : f32
  %one = arith.constant 1.0 : f32
  %x = memref.alloc() : memref<{n}xf32>
  %y = memref.alloc() : memref<{n}xf32>
  linalg.fill ins(%one : f32) outs(%x : memref<{n}xf32>)
  scf.for %r = %c0 to %reps step %c1 {{
    scf.for %i = %c0 to %n step %c1 {{
      %v = memref.load %x[%i] : memref<{n}xf32>
      %m = arith.mulf %v, %k : f32
      %s = arith.addf %m, %one : f32
      memref.store %s, %y[%i] : memref<{n}xf32>
    }}
  }}
  %v = memref.load %y[%c0] : memref<{n}xf32>
  call @printF32(%v) : (f32) -> ()
  memref.dealloc %x : memref<{n}xf32>
  memref.dealloc %y : memref<{n}xf32>
  return
}}
"""


def scalar_kernel(n=10000000):
    return f"""func.func private @printI64(i64)
func.func @main() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {n} : index
  %k = arith.constant 2654435761 : i64
  %init = arith.constant 7 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i64) {{
    %ii = arith.index_cast %i : index to i64
    %m = arith.muli %ii, %k : i64
    %x = arith.xori %m, %acc : i64
    %s = arith.addi %x, %ii : i64
    scf.yield %s : i64
  }}
  call @printI64(%r) : (i64) -> ()
  return
}}
"""


KERNELS = [
    ("`linalg.matmul` 128x128x128 f32", "matmul", matmul_kernel),
    ("f32 buffers: 10 x 10^6 x (`load`, `mulf`, `addf`, `store`, `yield`)", "elementwise", elementwise_kernel),
    ("scalar loop: 10^7 x (`index_cast`, `muli`, `xori`, `addi`, `yield`)", "scalar", scalar_kernel),
]


def run_once(tbuf, path, extra):
    """(user seconds, stats tuple) of one `tbuf interpret --stats` run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
    proc = subprocess.run([tbuf, "interpret", path, "--stats"] + extra, capture_output=True, text=True)
    user = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before
    if proc.returncode != 0:
        raise RuntimeError("tbuf interpret %s %s failed (%d):\n%s" % (path, " ".join(extra), proc.returncode,
                                                                      proc.stderr))
    m = STATS.search(proc.stderr)
    if not m:
        raise RuntimeError("no --stats line in the output of tbuf interpret %s:\n%s" % (path, proc.stderr))
    return user, tuple(int(g) for g in m.groups())


def measure(tbuf, path, extra, repeat):
    best, stats = None, None
    for _ in range(repeat):
        user, stats = run_once(tbuf, path, extra)
        best = user if best is None else min(best, user)
    return best, stats


def rate(ops, seconds):
    if seconds <= 0:
        return "n/a"
    r = ops / seconds
    return "%.0f M ops/s" % (r / 1e6)


def build_table(tbuf, repeat, label):
    lines = [
        "| program (%s) | executed ops | sanitizer on | `--no-sanitize` | program bytes | shadow bytes |" % label,
        "| --- | --- | --- | --- | --- | --- |",
    ]
    worst = 0.0
    with tempfile.TemporaryDirectory(prefix="tbuf-interpret-bench-") as tmp:
        for title, name, make in KERNELS:
            path = os.path.join(tmp, name + ".mlir")
            with open(path, "w") as f:
                f.write(make())
            on, (ops, program, shadow) = measure(tbuf, path, [], repeat)
            off, _ = measure(tbuf, path, ["--no-sanitize"], repeat)
            ratio = shadow / program if program else 0.0
            worst = max(worst, ratio)
            lines.append("| %s | %.1f M | %.2f s (%s) | %.2f s (%s) | %d | %d (%.4fx) |" %
                         (title, ops / 1e6, on, rate(ops, on), off, rate(ops, off), program, shadow, ratio))
    return "\n".join(lines) + "\n", worst


def update_doc(path, table):
    with open(path) as f:
        text = f.read()
    begin, end = text.find(BEGIN), text.find(END)
    if begin < 0 or end < begin:
        raise RuntimeError("%s has no %s ... %s markers" % (path, BEGIN, END))
    text = text[:begin + len(BEGIN)] + "\n\n" + table + "\n" + text[end:]
    with open(path, "w") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tbuf", default="bazel-bin/tools/tbuf", help="the tbuf binary")
    ap.add_argument("--repeat", type=int, default=3, help="runs per configuration (fastest kept)")
    ap.add_argument("--label", default="user time", help="what the time columns are (build mode, ...)")
    ap.add_argument("--update-doc", help="replace the table between the markers of this file")
    args = ap.parse_args()
    try:
        table, worst = build_table(args.tbuf, args.repeat, args.label)
    except (OSError, RuntimeError) as e:
        print("interpret_bench: %s" % e, file=sys.stderr)
        return 1
    sys.stdout.write(table)
    print("largest shadow/program ratio: %.4fx (budget %.2fx)" % (worst, SHADOW_BUDGET))
    if args.update_doc:
        update_doc(args.update_doc, table)
    return 0 if worst <= SHADOW_BUDGET else 1


if __name__ == "__main__":
    sys.exit(main())
