#!/usr/bin/env python3
"""Differential fuzzing of affine expression simplification: random affine maps
are printed by mlir-opt-22 and by tbuf (affine_print_tool) and compared.

Development aid, not a test: it needs mlir-opt-22 and a built tool.
  bazel build //tests/affine:affine_print_tool
  tests/affine/fuzz.py [--count N] [--seed S] [--depth D] [--big] [--reprint]
Prints every mismatch (input, mlir-opt, tbuf) and a summary; exit status 1 if
any differ. Maps mlir-opt rejects or crashes on are skipped.
"""
import argparse
import random
import subprocess
import sys
import tempfile
import os

CONSTS = [-8, -4, -3, -2, -1, 0, 1, 2, 3, 4, 6, 8, 12, 16, 32]
# With --big: values near the int64 limits, for the overflow rules (mlir-opt
# crashes on some of these, e.g. (x * -2^63) floordiv -1; such maps are skipped).
BIG_CONSTS = [4611686018427387904, 9223372036854775807, -9223372036854775807, 3074457345618258603]


def gen(rng, depth, dims, syms, symbolic_only=False):
    """Random expression text; returns (text, is_symbolic_or_constant)."""
    if depth == 0 or rng.random() < 0.3:
        r = rng.random()
        if r < 0.3 or (symbolic_only and not syms):
            c = rng.choice(CONSTS)
            return (f"({c})" if c < 0 else str(c)), True
        if symbolic_only or (r < 0.5 and syms):
            return f"s{rng.randrange(syms)}", True
        return f"d{rng.randrange(dims)}", False
    if rng.random() < 0.25:
        return pattern(rng, depth, dims, syms, symbolic_only)
    op = rng.choice(["+", "-", "*", "*", "floordiv", "ceildiv", "mod", "mod", "neg"])
    if op == "neg":
        t, s = gen(rng, depth - 1, dims, syms, symbolic_only)
        return f"-({t})", s
    if op in ("+", "-"):
        a, sa = gen(rng, depth - 1, dims, syms, symbolic_only)
        b, sb = gen(rng, depth - 1, dims, syms, symbolic_only)
        return f"({a} {op} {b})", sa and sb
    if op == "*":
        a, sa = gen(rng, depth - 1, dims, syms, symbolic_only)
        b, sb = gen(rng, depth - 1, dims, syms, symbolic_only or not sa)
        if rng.random() < 0.5:
            a, b, sa, sb = b, a, sb, sa
        return f"({a} * {b})", sa and sb
    a, sa = gen(rng, depth - 1, dims, syms, symbolic_only)
    if rng.random() < 0.75:
        c = rng.choice([c for c in CONSTS if c != 0] if rng.random() < 0.95 else CONSTS)
        b, sb = (f"({c})" if c < 0 else str(c)), True
    else:
        b, sb = gen(rng, depth - 1, dims, syms, True)
    return f"({a} {op} {b})", sa and sb


def pattern(rng, depth, dims, syms, symbolic_only):
    """Shapes the simplifier has rules for, with random parts."""
    e, se = gen(rng, depth - 1, dims, syms, symbolic_only)
    f, sf = gen(rng, depth - 1, dims, syms, symbolic_only)
    c = rng.choice([c for c in CONSTS if c != 0])
    k = rng.choice([c for c in CONSTS if c != 0])
    cs = f"({c})" if c < 0 else str(c)
    ks = f"({k})" if k < 0 else str(k)
    q = cs if rng.random() < 0.7 or not syms else f"s{rng.randrange(syms)}"
    shapes = [
        (f"({e} - ({e} floordiv {q}) * {q})", se),
        (f"(({f} + {e}) - ({e} floordiv {q}) * {q})", se and sf),
        (f"(({f} + {e}) + ({e} floordiv {q}) * {ks})", se and sf),
        (f"((({f} + {e}) + {ks}) - ({e} floordiv {q}) * {q})", se and sf),
        (f"(({e} * {ks}) floordiv {cs})", se),
        (f"(({e} * {ks} + {f}) floordiv {cs})", se and sf),
        (f"(({e} * {ks} + {f}) mod {cs})", se and sf),
        (f"(({e} mod {ks}) mod {cs})", se),
        (f"({e} * {cs} + {e} * {ks})", se),
        (f"({e} + {e})", se),
        (f"((({e} * {ks}) floordiv {cs}) mod {q})", se),
    ]
    return rng.choice(shapes)


def gen_map(rng, depth):
    dims, syms = rng.randint(1, 3), rng.randint(0, 2)
    n = rng.randint(1, 2)
    exprs = [gen(rng, depth, dims, syms)[0] for _ in range(n)]
    d = ", ".join(f"d{i}" for i in range(dims))
    s = ("[" + ", ".join(f"s{i}" for i in range(syms)) + "]") if syms else ""
    return f"({d}){s} -> ({', '.join(exprs)})"


def mlir_opt(maps):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        for i, m in enumerate(maps):
            f.write(f"func.func private @f{i}() attributes {{a = affine_map<{m}>}}\n")
        path = f.name
    try:
        p = subprocess.run(["mlir-opt-22", "--mlir-print-local-scope", path], capture_output=True, text=True)
    finally:
        os.unlink(path)
    if p.returncode != 0:
        return None
    out = []
    for line in p.stdout.splitlines():
        if "attributes {a = affine_map<" in line:
            out.append(line.split("attributes {a = affine_map<", 1)[1][: -len(">}")])
    return out if len(out) == len(maps) else None


def run_mlir_opt(maps):
    """mlir-opt's printed form of each map (None where it fails)."""
    expected = []
    for i in range(0, len(maps), 200):
        chunk = maps[i:i + 200]
        got = mlir_opt(chunk)
        if got is None:  # Some map is rejected: go one by one.
            got = []
            for m in chunk:
                r = mlir_opt([m])
                got.append(r[0] if r else None)
        expected += got
    return expected


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--depth", type=int, default=4)
    ap.add_argument("--tool", default="bazel-bin/tests/affine/affine_print_tool")
    ap.add_argument("--big", action="store_true", help="also use constants near the int64 limits")
    ap.add_argument("--reprint", action="store_true", help="compare on mlir-opt's printed forms parsed again")
    args = ap.parse_args()
    if args.big:
        CONSTS.extend(BIG_CONSTS)
    rng = random.Random(args.seed)
    maps = [gen_map(rng, args.depth) for _ in range(args.count)]
    if args.reprint:  # Feed mlir-opt's own (already simplified) output back in.
        maps = [e for e in run_mlir_opt(maps) if e is not None]
    expected = run_mlir_opt(maps)
    valid = [(m, e) for m, e in zip(maps, expected) if e is not None]
    p = subprocess.run([args.tool], input="\n".join(m for m, _ in valid) + "\n", capture_output=True, text=True)
    ours = p.stdout.splitlines()
    bad = 0
    for (m, e), o in zip(valid, ours):
        if e != o:
            bad += 1
            print(f"input:    {m}\nmlir-opt: {e}\ntbuf:     {o}\n")
    print(f"{len(valid)} valid maps ({len(maps) - len(valid)} rejected by mlir-opt): "
          f"{len(valid) - bad} identical, {bad} different")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
