#!/usr/bin/env python3
"""Generates the scf.for loop-nest benchmark input.

DEPTH nested scf.for loops, each carrying one tensor iter_arg initialised with
the enclosing loop's iter_arg; the innermost body writes one element
(tensor.insert) and every loop yields what its inner loop returns. Computing
an iter_arg's buffer type asks for the init_arg's type (the enclosing
iter_arg) and for the yielded value's type (the inner loop's result, hence the
inner iter_arg): without a cache, each level repeats the work of the levels
around and inside it, exponential in DEPTH. Measured 2026-11-25 (debug build,
2 shared cores, full bufferization with function boundaries):

  depth              14      16      20      50      100
  mlir-opt-22        0.2 s   0.4 s   3.3-12 s (doubles per level)
  tbuf, no cache     1.7 s   6.4 s   ~105 s
  tbuf, BufferTypeCache  0.2 s   0.2 s   0.3 s   3.8 s   29 s

The three variants give the same times within 20 %; tbuf's output is
byte-identical to mlir-opt-22's at depths 1-10 (and in test-analysis-only).

  --variant slice: the innermost body writes through extract_slice /
                   linalg.fill / insert_slice instead.
  --variant join:  the innermost body yields, under an scf.if, either its
                   iter_arg or a strided slice of a second argument: the
                   yielded buffer type (fully dynamic layout) differs from
                   the init_arg's (identity layout with
                   function-boundary-type-conversion=identity-layout-map), so
                   every level promotes its iter_arg to a fully dynamic layout.
                   Needs allow-return-allocs-from-loops.
Run with (join: add the two options named above)
    tbuf out.mlir --one-shot-bufferize="bufferize-function-boundaries"
    mlir-opt-22 out.mlir --one-shot-bufferize="bufferize-function-boundaries"

Usage: loop_nest_gen.py DEPTH [--variant insert|slice|join] > out.mlir
"""
import argparse
import sys


def loop_nest(depth, variant):
    out = ["func.func @nest(%t: tensor<128xf32>, %f: f32, %n: index, %big: tensor<256xf32>, %c: i1)"
           " -> tensor<128xf32> {",
           "  %c0 = arith.constant 0 : index",
           "  %c1 = arith.constant 1 : index"]
    ind = "  "
    prev = "%t"
    for d in range(depth):
        out.append(f"{ind}%r{d} = scf.for %i{d} = %c0 to %n step %c1 iter_args(%a{d} = {prev}) -> (tensor<128xf32>) {{")
        prev = f"%a{d}"
        ind += "  "
    last = depth - 1
    if variant == "insert":
        out.append(f"{ind}%w = tensor.insert %f into %a{last}[%i{last}] : tensor<128xf32>")
    elif variant == "join":
        out.append(f"{ind}%w = scf.if %c -> (tensor<128xf32>) {{")
        out.append(f"{ind}  scf.yield %a{last} : tensor<128xf32>")
        out.append(f"{ind}}} else {{")
        out.append(f"{ind}  %s = tensor.extract_slice %big[%i{last}] [128] [1] : tensor<256xf32> to tensor<128xf32>")
        out.append(f"{ind}  scf.yield %s : tensor<128xf32>")
        out.append(f"{ind}}}")
    else:
        out.append(f"{ind}%s = tensor.extract_slice %a{last}[%i{last}] [4] [1] : tensor<128xf32> to tensor<4xf32>")
        out.append(f"{ind}%g = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>")
        out.append(f"{ind}%w = tensor.insert_slice %g into %a{last}[%i{last}] [4] [1] : tensor<4xf32> into tensor<128xf32>")
    yielded = "%w"
    for d in reversed(range(depth)):
        out.append(f"{ind}scf.yield {yielded} : tensor<128xf32>")
        ind = ind[:-2]
        out.append(f"{ind}}}")
        yielded = f"%r{d}"
    out.append(f"  return %r0 : tensor<128xf32>")
    out.append("}")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("depth", type=int)
    parser.add_argument("--variant", choices=["insert", "slice", "join"], default="insert")
    args = parser.parse_args()
    if args.depth < 1:
        sys.exit("DEPTH must be at least 1")
    sys.stdout.write(loop_nest(args.depth, args.variant))


if __name__ == "__main__":
    main()
