#!/usr/bin/env python3
"""Generates scaling inputs for tbuf's benchmarks (valid for mlir-opt-22 too).

  gen.py ops N      one function, ~N arith ops in a single block, with common
                    subexpressions and foldable constants (parse/verify/print/cse/canonicalize)
  gen.py cfg N      one function, ~N ops spread over N/10 blocks joined by
                    cf.cond_br / cf.br (dominance, liveness)
  gen.py loops N    ~N ops in nested scf.for / scf.if bodies (nested regions)
  gen.py slices D   D-deep extract_slice -> linalg.fill -> insert_slice chain
                    on one tensor (one-shot-bufferize analysis)
  gen.py inserts N  N tensor.insert ops chained on one tensor (analysis)
  gen.py allocs N   N allocations live across an scf.if (deallocation)
"""
import sys


def ops(n):
    out = ["func.func @f(%a: i32, %b: i32) -> i32 {"]
    out.append("  %c1 = arith.constant 1 : i32")
    prev = "%a"
    i = 0
    while i < n:
        # A common subexpression, a foldable multiply by one, and a chain.
        out.append(f"  %x{i} = arith.addi {prev}, %b : i32")
        out.append(f"  %y{i} = arith.addi {prev}, %b : i32")
        out.append(f"  %z{i} = arith.muli %y{i}, %c1 : i32")
        out.append(f"  %w{i} = arith.xori %x{i}, %z{i} : i32")
        prev = f"%w{i}"
        i += 4
    out.append(f"  return {prev} : i32")
    out.append("}")
    return "\n".join(out)


def cfg(n):
    blocks = max(2, n // 10)
    out = ["func.func @f(%a: i32, %b: i32, %cond: i1) -> i32 {"]
    out.append("  %c1 = arith.constant 1 : i32")
    out.append("  cf.br ^bb1(%a : i32)")
    for k in range(1, blocks + 1):
        out.append(f"^bb{k}(%v{k}: i32):")
        prev = f"%v{k}"
        for j in range(8):
            out.append(f"  %t{k}_{j} = arith.addi {prev}, %b : i32")
            prev = f"%t{k}_{j}"
        if k == blocks:
            out.append(f"  return {prev} : i32")
        elif k % 3 == 0 and k + 2 <= blocks:
            out.append(f"  cf.cond_br %cond, ^bb{k + 1}({prev} : i32), ^bb{k + 2}(%a : i32)")
        else:
            out.append(f"  cf.br ^bb{k + 1}({prev} : i32)")
    out.append("}")
    return "\n".join(out)


def loops(n):
    out = ["func.func @f(%a: i32, %n: index, %cond: i1) -> i32 {"]
    out.append("  %c0 = arith.constant 0 : index")
    out.append("  %c1 = arith.constant 1 : index")
    prev = "%a"
    per_loop = 6
    for k in range(max(1, n // per_loop)):
        out.append(f"  %r{k} = scf.for %i{k} = %c0 to %n step %c1 iter_args(%acc{k} = {prev}) -> (i32) {{")
        out.append(f"    %s{k} = scf.if %cond -> (i32) {{")
        out.append(f"      %p{k} = arith.addi %acc{k}, %a : i32")
        out.append(f"      scf.yield %p{k} : i32")
        out.append("    } else {")
        out.append(f"      scf.yield %acc{k} : i32")
        out.append("    }")
        out.append(f"    scf.yield %s{k} : i32")
        out.append("  }")
        prev = f"%r{k}"
    out.append(f"  return {prev} : i32")
    out.append("}")
    return "\n".join(out)


def slices(d):
    out = ["func.func @f(%t: tensor<?xf32>, %cst: f32) -> tensor<?xf32> {"]
    out.append("  %c0 = arith.constant 0 : index")
    out.append("  %c4 = arith.constant 4 : index")
    prev = "%t"
    for k in range(d):
        out.append(f"  %e{k} = tensor.extract_slice {prev}[%c0] [%c4] [1] : tensor<?xf32> to tensor<?xf32>")
        out.append(f"  %f{k} = linalg.fill ins(%cst : f32) outs(%e{k} : tensor<?xf32>) -> tensor<?xf32>")
        out.append(f"  %i{k} = tensor.insert_slice %f{k} into {prev}[%c0] [%c4] [1] : tensor<?xf32> into tensor<?xf32>")
        prev = f"%i{k}"
    out.append(f"  return {prev} : tensor<?xf32>")
    out.append("}")
    return "\n".join(out)


def inserts(n):
    out = ["func.func @f(%t: tensor<?xf32>, %v: f32) -> tensor<?xf32> {"]
    out.append("  %c0 = arith.constant 0 : index")
    prev = "%t"
    for k in range(n):
        out.append(f"  %i{k} = tensor.insert %v into {prev}[%c0] : tensor<?xf32>")
        prev = f"%i{k}"
    out.append(f"  return {prev} : tensor<?xf32>")
    out.append("}")
    return "\n".join(out)


def allocs(n):
    out = ["func.func @f(%cond: i1, %v: f32) {"]
    out.append("  %c0 = arith.constant 0 : index")
    for k in range(n):
        out.append(f"  %m{k} = memref.alloc() : memref<4xf32>")
    out.append("  scf.if %cond {")
    for k in range(n):
        out.append(f"    memref.store %v, %m{k}[%c0] : memref<4xf32>")
    out.append("  }")
    for k in range(n):
        out.append(f"  %l{k} = memref.load %m{k}[%c0] : memref<4xf32>")
    out.append("  return")
    out.append("}")
    return "\n".join(out)


GENERATORS = {"ops": ops, "cfg": cfg, "loops": loops, "slices": slices, "inserts": inserts, "allocs": allocs}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in GENERATORS:
        sys.stderr.write(__doc__)
        sys.exit(2)
    print(GENERATORS[sys.argv[1]](int(sys.argv[2])))
