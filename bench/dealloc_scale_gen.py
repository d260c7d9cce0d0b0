#!/usr/bin/env python3
"""Scale inputs for the ownership-based deallocation, valid for mlir-opt-22 too.

  dealloc_scale_gen.py if N        N allocations live across an scf.if (stored to
                                   inside it, loaded after it): the case on which
                                   mlir-opt 22 is quadratic (0.33 s / 4.1 s / 78 s
                                   for 1,000 / 4,000 / 16,000)
  dealloc_scale_gen.py ifsum N     the same, but the loaded values are summed and
                                   returned, so the pipeline's canonicalizer cannot
                                   erase the buffers and their deallocations
  dealloc_scale_gen.py cfg N       N allocations live across a cf.cond_br diamond
                                   (per-successor deallocs, retained lists of N)
  dealloc_scale_gen.py loop N      N allocations live across an scf.for whose body
                                   allocates and yields a buffer (iter_arg ownership)
"""
import sys


def alloc_block(n, indent="  "):
    return [f"{indent}%m{k} = memref.alloc() : memref<4xf32>" for k in range(n)]


def gen_if(n):
    out = ["func.func @f(%cond: i1, %v: f32) {", "  %c0 = arith.constant 0 : index"]
    out += alloc_block(n)
    out.append("  scf.if %cond {")
    out += [f"    memref.store %v, %m{k}[%c0] : memref<4xf32>" for k in range(n)]
    out.append("  }")
    out += [f"  %l{k} = memref.load %m{k}[%c0] : memref<4xf32>" for k in range(n)]
    out += ["  return", "}"]
    return "\n".join(out)


def gen_ifsum(n):
    out = ["func.func @f(%cond: i1, %v: f32) -> f32 {", "  %c0 = arith.constant 0 : index"]
    out += alloc_block(n)
    out.append("  scf.if %cond {")
    out += [f"    memref.store %v, %m{k}[%c0] : memref<4xf32>" for k in range(n)]
    out.append("  }")
    acc = "%v"
    for k in range(n):
        out.append(f"  %l{k} = memref.load %m{k}[%c0] : memref<4xf32>")
        out.append(f"  %s{k} = arith.addf {acc}, %l{k} : f32")
        acc = f"%s{k}"
    out += [f"  return {acc} : f32", "}"]
    return "\n".join(out)


def gen_cfg(n):
    out = ["func.func @f(%cond: i1, %v: f32) {", "  %c0 = arith.constant 0 : index"]
    out += alloc_block(n)
    out.append("  cf.cond_br %cond, ^bb1, ^bb2")
    out.append("^bb1:")
    out += [f"  memref.store %v, %m{k}[%c0] : memref<4xf32>" for k in range(0, n, 2)]
    out.append("  cf.br ^bb3")
    out.append("^bb2:")
    out += [f"  memref.store %v, %m{k}[%c0] : memref<4xf32>" for k in range(1, n, 2)]
    out.append("  cf.br ^bb3")
    out.append("^bb3:")
    out += [f"  %l{k} = memref.load %m{k}[%c0] : memref<4xf32>" for k in range(n)]
    out += ["  return", "}"]
    return "\n".join(out)


def gen_loop(n):
    out = ["func.func @f(%lb: index, %ub: index, %step: index, %v: f32) -> memref<4xf32> {",
           "  %c0 = arith.constant 0 : index"]
    out += alloc_block(n)
    out.append("  %r = scf.for %i = %lb to %ub step %step iter_args(%it = %m0) -> memref<4xf32> {")
    out.append("    %b = memref.alloc() : memref<4xf32>")
    out += [f"    memref.copy %m{k}, %b : memref<4xf32> to memref<4xf32>" for k in range(n)]
    out.append("    scf.yield %b : memref<4xf32>")
    out.append("  }")
    out += [f"  %l{k} = memref.load %m{k}[%c0] : memref<4xf32>" for k in range(n)]
    out += ["  return %r : memref<4xf32>", "}"]
    return "\n".join(out)


GENERATORS = {"if": gen_if, "ifsum": gen_ifsum, "cfg": gen_cfg, "loop": gen_loop}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in GENERATORS:
        sys.stderr.write(__doc__)
        sys.exit(2)
    print(GENERATORS[sys.argv[1]](int(sys.argv[2])))
