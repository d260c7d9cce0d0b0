#!/usr/bin/env python3
"""Generates scaling inputs for the buffer optimisations, valid for
tbuf and mlir-opt-22 alike. Each input has N allocations in one function.

  hoisting_gen.py cfg N    N diamonds chained one after the other; each
                           allocates in one branch and passes the buffer to
                           the join block (buffer-hoisting moves every alloc
                           to its diamond's head; the dominator tree is ~2N
                           deep, so a walk along it per alloc would be
                           quadratic)
  hoisting_gen.py if N     N scf.if ops, each yielding a fresh buffer that is
                           read after it (buffer-hoisting moves each alloc in
                           front of its scf.if)
  hoisting_gen.py loop N   N/4 scf.for loops, each with 4 allocations in a
                           nested scf.for body (buffer-loop-hoisting moves
                           them out of both loops; promote-buffers-to-stack
                           turns them into allocas)
  hoisting_gen.py copy N   N temporaries, each filled, copied into a fresh
                           buffer and deallocated (copy-removal removes all N
                           copies; every check range stays short)

Usage: hoisting_gen.py KIND N > in.mlir
       tbuf in.mlir --buffer-hoisting > /dev/null
"""
import sys


def cfg(n):
    out = ["func.func @f(%c: i1, %arg: memref<4xf32>, %out: memref<4xf32>) {",
           "  cf.br ^h0"]
    for k in range(n):
        out.append(f"^h{k}:")
        out.append(f"  cf.cond_br %c, ^a{k}, ^b{k}")
        out.append(f"^a{k}:")
        out.append(f"  %m{k} = memref.alloc() : memref<4xf32>")
        out.append(f"  memref.copy %arg, %m{k} : memref<4xf32> to memref<4xf32>")
        out.append(f"  cf.br ^j{k}(%m{k} : memref<4xf32>)")
        out.append(f"^b{k}:")
        out.append(f"  cf.br ^j{k}(%arg : memref<4xf32>)")
        out.append(f"^j{k}(%p{k}: memref<4xf32>):")
        out.append(f"  memref.copy %p{k}, %out : memref<4xf32> to memref<4xf32>")
        out.append(f"  cf.br ^h{k + 1}")
    out.append(f"^h{n}:")
    out.append("  return")
    out.append("}")
    return "\n".join(out)


def if_(n):
    out = ["func.func @f(%c: i1, %arg: memref<4xf32>, %out: memref<4xf32>) {"]
    for k in range(n):
        out.append(f"  %r{k} = scf.if %c -> (memref<4xf32>) {{")
        out.append(f"    %m{k} = memref.alloc() : memref<4xf32>")
        out.append(f"    memref.copy %arg, %m{k} : memref<4xf32> to memref<4xf32>")
        out.append(f"    scf.yield %m{k} : memref<4xf32>")
        out.append("  } else {")
        out.append("    scf.yield %arg : memref<4xf32>")
        out.append("  }")
        out.append(f"  memref.copy %r{k}, %out : memref<4xf32> to memref<4xf32>")
    out.append("  return")
    out.append("}")
    return "\n".join(out)


def loop(n):
    out = ["func.func @f(%lb: index, %ub: index, %s: index, %arg: memref<4xf32>) {"]
    for k in range(max(1, n // 4)):
        out.append(f"  scf.for %i{k} = %lb to %ub step %s {{")
        out.append(f"    scf.for %j{k} = %lb to %ub step %s {{")
        for q in range(4):
            out.append(f"      %m{k}_{q} = memref.alloc() : memref<4xf32>")
            out.append(f"      memref.copy %arg, %m{k}_{q} : memref<4xf32> to memref<4xf32>")
        out.append("    }")
        out.append("  }")
    out.append("  return")
    out.append("}")
    return "\n".join(out)


def copy(n):
    out = ["func.func @f(%v: f32, %out: memref<4xf32>) {",
           "  %c0 = arith.constant 0 : index"]
    for k in range(n):
        out.append(f"  %t{k} = memref.alloc() : memref<4xf32>")
        out.append(f"  linalg.fill ins(%v : f32) outs(%t{k} : memref<4xf32>)")
        out.append(f"  %b{k} = memref.alloc() : memref<4xf32>")
        out.append(f"  memref.copy %t{k}, %b{k} : memref<4xf32> to memref<4xf32>")
        out.append(f"  memref.dealloc %t{k} : memref<4xf32>")
        out.append(f"  %x{k} = memref.load %b{k}[%c0] : memref<4xf32>")
        out.append(f"  memref.store %x{k}, %out[%c0] : memref<4xf32>")
        out.append(f"  memref.dealloc %b{k} : memref<4xf32>")
    out.append("  return")
    out.append("}")
    return "\n".join(out)


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("cfg", "if", "loop", "copy"):
        sys.exit(__doc__)
    n = int(sys.argv[2])
    print({"cfg": cfg, "if": if_, "loop": loop, "copy": copy}[sys.argv[1]](n))


if __name__ == "__main__":
    main()
