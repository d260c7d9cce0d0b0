#!/usr/bin/env python3
"""Generates the One-Shot Analysis benchmark inputs.

  slice:        DEPTH levels of extract_slice -> linalg.fill -> insert_slice on
                one tensor (mlir-opt 22: 0.9 s at 50, 11.5 s at 100, 200 s at
                200).
  insert:       DEPTH tensor.insert ops on one tensor, each followed by a
                tensor.extract of the new value; every 3rd level also reads an
                older version (forcing an out-of-place decision there).
  loop-slice:   the `slice` chain inside the body of an scf.for whose
                iter_arg is the chained tensor.
  loop-insert:  the `insert` chain inside the body of an scf.for (the older
                reads make the loop yield a non-equivalent tensor, so every
                3rd insert goes out of place as in the straight-line chain).

Usage: slice_chain_gen.py {slice|insert|loop-slice|loop-insert} DEPTH > out.mlir
`slice` and `insert` are the same text as sliceChainSource /
insertExtractChainSource in tests/bufferize_analysis/analysis_test_models.h.
Every shape parses in both tbuf and mlir-opt-22.
"""
import sys

SHAPES = ("slice", "insert", "loop-slice", "loop-insert")


def slice_body(depth, t0, indent):
    out = []
    for i in range(depth):
        t = t0 if i == 0 else f"%t{i}"
        out.append(f"{indent}%s{i} = tensor.extract_slice {t}[{i}] [4] [1] : tensor<?xf32> to tensor<4xf32>")
        out.append(f"{indent}%f{i} = linalg.fill ins(%cst : f32) outs(%s{i} : tensor<4xf32>) -> tensor<4xf32>")
        out.append(f"{indent}%t{i + 1} = tensor.insert_slice %f{i} into {t}[{i}] [4] [1] : tensor<4xf32> into tensor<?xf32>")
    return out


def insert_body(depth, t0, indent):
    out = []
    for i in range(depth):
        t = t0 if i == 0 else f"%t{i}"
        out.append(f"{indent}%t{i + 1} = tensor.insert %v into {t}[%i] : tensor<?xf32>")
        out.append(f"{indent}%e{i} = tensor.extract %t{i + 1}[%i] : tensor<?xf32>")
        if i % 3 == 2:
            old = t0 if i == 2 else f"%t{i - 2}"
            out.append(f"{indent}%o{i} = tensor.extract {old}[%i] : tensor<?xf32>")
    return out


def slice_chain(depth):
    out = ["func.func @chain(%t0: tensor<?xf32>, %cst: f32) -> tensor<?xf32> {"]
    out += slice_body(depth, "%t0", "  ")
    out.append(f"  return %t{depth} : tensor<?xf32>")
    out.append("}")
    return "\n".join(out) + "\n"


def insert_chain(depth):
    out = ["func.func @chain(%t0: tensor<?xf32>, %v: f32, %i: index) -> (tensor<?xf32>, f32) {"]
    out += insert_body(depth, "%t0", "  ")
    out.append(f"  return %t{depth}, %e0 : tensor<?xf32>, f32")
    out.append("}")
    return "\n".join(out) + "\n"


def loop_chain(depth, body, args):
    out = [f"func.func @chain(%t: tensor<?xf32>, {args}, %n: index) -> tensor<?xf32> {{",
           "  %c0 = arith.constant 0 : index",
           "  %c1 = arith.constant 1 : index",
           "  %r = scf.for %iv = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xf32>) {"]
    out += body(depth, "%a", "    ")
    out.append(f"    scf.yield %t{depth} : tensor<?xf32>")
    out.append("  }")
    out.append("  return %r : tensor<?xf32>")
    out.append("}")
    return "\n".join(out) + "\n"


def generate(shape, depth):
    if shape == "slice":
        return slice_chain(depth)
    if shape == "insert":
        return insert_chain(depth)
    if shape == "loop-slice":
        return loop_chain(depth, slice_body, "%cst: f32")
    if shape == "loop-insert":
        return loop_chain(depth, insert_body, "%v: f32, %i: index")
    raise ValueError(shape)


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in SHAPES:
        sys.exit(__doc__)
    sys.stdout.write(generate(sys.argv[1], int(sys.argv[2])))


if __name__ == "__main__":
    main()
