#!/usr/bin/env python3
"""Differential fuzzing of the analysis printing passes against mlir-opt-22.

Generates random functions (random CFGs with branches, loops, switches,
infinite loops and unreachable-free shapes; values passed through block
arguments; scf.if / scf.for / scf.while with memref results; views, selects
and allocations tagged `test.ptr`), runs

    --test-print-dominance, --test-print-liveness, --test-alias-analysis

in both tools (nested in func.func, mlir-opt single-threaded) and compares
stdout and stderr byte for byte. Not a Bazel test (it needs mlir-opt-22);
run it by hand after changing an analysis:

    fuzz_against_mlir_opt.py --tbuf bazel-bin/tools/tbuf \
        [--seed N] [--cases 200]

Some functions get an unreachable block; --test-print-dominance is skipped
for those files (mlir-opt-22 crashes on them there).
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile

PASSES = ["test-print-dominance", "test-print-liveness", "test-alias-analysis"]


class FuncGen:
    def __init__(self, rng, name):
        self.rng = rng
        self.name = name
        self.counter = 0
        self.tags = 0
        self.unreachable = False

    def fresh(self, prefix="v"):
        self.counter += 1
        return "%%%s%d" % (prefix, self.counter)

    def tag(self):
        self.tags += 1
        return '{test.ptr = "p%d"}' % self.tags

    def gen(self):
        rng = self.rng
        n = rng.randint(1, 7)
        # Blocks 1..n-1 are reachable by construction: block i gets an edge
        # from some block j < i.
        succs = {i: [] for i in range(n)}
        # Optionally, the last block is unreachable (no edge into it).
        self.unreachable = n > 2 and rng.random() < 0.25
        for i in range(1, n - 1 if self.unreachable else n):
            succs[rng.randrange(0, i)].append(i)
        for i in range(n):
            for _ in range(rng.randint(0, 2) if n > 1 else 0):
                target = rng.randrange(1, n)
                if not (self.unreachable and target == n - 1):
                    succs[i].append(target)
        lines = ["func.func @%s(%%c: i1, %%x: i32, %%m: memref<8xf32>, %%k: index) attributes {test.ptr = \"func\"} {" % self.name]
        entry_vals = ["%x"]
        entry_bufs = ["%m"]
        body = []
        # Entry block definitions usable everywhere.
        for _ in range(rng.randint(1, 3)):
            v = self.fresh()
            body.append("  %s = arith.addi %s, %s : i32" % (v, rng.choice(entry_vals), rng.choice(entry_vals)))
            entry_vals.append(v)
        for _ in range(rng.randint(1, 3)):
            b = self.fresh("buf")
            kind = rng.choice(["alloc", "alloca"])
            body.append("  %s = memref.%s() %s : memref<8xf32>" % (b, kind, self.tag()))
            entry_bufs.append(b)
        block_args = {}
        for i in range(1, n):
            block_args[i] = [rng.choice(["i32", "buf"]) for _ in range(rng.randint(0, 2))]
        blocks = []
        for i in range(n):
            lines_i = []
            if i == 0:
                header = None
                lines_i.extend(body)
                local_vals, local_bufs = [], []
            else:
                args = []
                local_vals, local_bufs = [], []
                for kind in block_args[i]:
                    a = self.fresh("a")
                    args.append("%s: %s" % (a, "i32" if kind == "i32" else "memref<8xf32>"))
                    (local_vals if kind == "i32" else local_bufs).append(a)
                header = "^bb%d%s:" % (i, "(" + ", ".join(args) + ")" if args else "")
            vals = entry_vals + local_vals
            bufs = entry_bufs + local_bufs
            for _ in range(rng.randint(0, 3)):
                choice = rng.randrange(7)
                if choice == 0:
                    v = self.fresh()
                    lines_i.append("  %s = arith.muli %s, %s : i32" % (v, rng.choice(vals), rng.choice(vals)))
                    vals.append(v)
                elif choice == 1:
                    v = self.fresh("sv")
                    lines_i.append("  %s = memref.subview %s[1] [4] [1] %s : memref<8xf32> to memref<4xf32, strided<[1], offset: 1>>"
                                   % (v, rng.choice(bufs), self.tag()))
                elif choice == 2:
                    v = self.fresh("sel")
                    lines_i.append("  %s = arith.select %%c, %s, %s %s : memref<8xf32>"
                                   % (v, rng.choice(bufs), rng.choice(bufs), self.tag()))
                    bufs.append(v)
                elif choice == 3:
                    v = self.fresh("if")
                    lines_i.append("  %s = scf.if %%c -> (memref<8xf32>) {" % v)
                    inner = self.fresh("in")
                    lines_i.append("    %s = memref.cast %s %s : memref<8xf32> to memref<8xf32>" % (inner, rng.choice(bufs), self.tag()))
                    lines_i.append("    scf.yield %s : memref<8xf32>" % inner)
                    lines_i.append("  } else {")
                    lines_i.append("    scf.yield %s : memref<8xf32>" % rng.choice(bufs))
                    lines_i.append("  } %s" % self.tag())
                    bufs.append(v)
                elif choice == 4:
                    v = self.fresh("for")
                    it = self.fresh("it")
                    lines_i.append("  %s = scf.for %%i%d = %%k to %%k step %%k iter_args(%s = %s) -> (memref<8xf32>) {"
                                   % (v, self.counter, it, rng.choice(bufs)))
                    if rng.random() < 0.5:
                        fresh = self.fresh("fa")
                        lines_i.append("    %s = memref.alloc() %s : memref<8xf32>" % (fresh, self.tag()))
                        lines_i.append("    scf.yield %s : memref<8xf32>" % rng.choice([fresh, it]))
                    else:
                        lines_i.append("    scf.yield %s : memref<8xf32>" % rng.choice([it] + bufs))
                    lines_i.append("  } %s" % self.tag())
                    bufs.append(v)
                elif choice == 5:
                    v = self.fresh("w")
                    x = self.fresh("wx")
                    y = self.fresh("wy")
                    lines_i.append("  %s = scf.while (%s = %s) : (memref<8xf32>) -> memref<8xf32> {" % (v, x, rng.choice(bufs)))
                    lines_i.append("    scf.condition(%%c) %s : memref<8xf32>" % x)
                    lines_i.append("  } do {")
                    lines_i.append("  ^bb0(%s: memref<8xf32>):" % y)
                    lines_i.append("    scf.yield %s : memref<8xf32>" % rng.choice([y] + bufs))
                    lines_i.append("  } attributes %s" % self.tag())
                    bufs.append(v)
                else:
                    v = self.fresh("e")
                    lines_i.append("  %s = scf.execute_region -> i32 {" % v)
                    lines_i.append("    %s = arith.addi %s, %s : i32" % (self.fresh(), rng.choice(vals), rng.choice(vals)))
                    lines_i.append("    scf.yield %s : i32" % rng.choice(vals))
                    lines_i.append("  }")
                    vals.append(v)
            # Terminator.
            targets = succs[i]

            def operands(t):
                ops = []
                for kind in block_args[t]:
                    ops.append((rng.choice(vals), "i32") if kind == "i32" else (rng.choice(bufs), "memref<8xf32>"))
                if not ops:
                    return "^bb%d" % t
                return "^bb%d(%s : %s)" % (t, ", ".join(o for o, _ in ops), ", ".join(ty for _, ty in ops))

            if not targets:
                lines_i.append("  return")
            elif len(targets) == 1:
                lines_i.append("  cf.br " + operands(targets[0]))
            elif len(targets) == 2:
                lines_i.append("  cf.cond_br %%c, %s, %s" % (operands(targets[0]), operands(targets[1])))
            else:
                cases = ",\n".join("    %d: %s" % (k, operands(t)) for k, t in enumerate(targets[1:]))
                lines_i.append("  cf.switch %%x : i32, [\n    default: %s,\n%s\n  ]" % (operands(targets[0]), cases))
            blocks.append((header, lines_i))
        for header, lines_i in blocks:
            if header:
                lines.append(header)
            lines.extend(lines_i)
        lines.append("}")
        return "\n".join(lines) + "\n"


def run(tool, path, pipeline, extra):
    proc = subprocess.run([tool, path, "--pass-pipeline=builtin.module(func.func(%s))" % pipeline] + extra,
                          capture_output=True, timeout=120)
    return proc.returncode, proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tbuf", required=True)
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt-22") or "mlir-opt-22")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cases", type=int, default=100)
    ap.add_argument("--keep", help="directory to keep failing inputs in")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for case in range(args.cases):
            gens = [FuncGen(rng, "f%d" % k) for k in range(rng.randint(1, 3))]
            text = "".join(g.gen() for g in gens)
            unreachable = any(g.unreachable for g in gens)
            path = os.path.join(tmp, "case%d.mlir" % case)
            with open(path, "w") as f:
                f.write(text)
            for p in PASSES:
                if unreachable and p == "test-print-dominance":
                    continue
                expected = run(args.mlir_opt, path, p, ["--mlir-disable-threading"])
                if expected[0] != 0:
                    print("case %d: mlir-opt rejected the input (%s):\n%s" % (case, p, expected[2][:2000]))
                    failures += 1
                    break
                actual = run(args.tbuf, path, p, [])
                if actual != expected:
                    failures += 1
                    print("case %d: %s differs" % (case, p))
                    if args.keep:
                        os.makedirs(args.keep, exist_ok=True)
                        shutil.copy(path, os.path.join(args.keep, "case%d_%s.mlir" % (case, p)))
    print("%d cases, %d failures" % (args.cases, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
