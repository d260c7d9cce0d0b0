#!/usr/bin/env python3
"""Generates the One-Shot Analysis benchmark inputs (issue 4).

  slice:  DEPTH levels of extract_slice -> linalg.fill -> insert_slice on one
          tensor (mlir-opt 22: 0.9 s at 50, 11.5 s at 100, 200 s at 200).
  insert: DEPTH tensor.insert ops on one tensor, each followed by a
          tensor.extract of the new value; every 3rd level also reads an
          older version (forcing an out-of-place decision there).

Usage: slice_chain_gen.py {slice|insert} DEPTH > out.mlir
Same text as sliceChainSource / insertExtractChainSource in
tests/bufferize_analysis/analysis_test_models.h.
"""
import sys


def slice_chain(depth):
    out = ["func.func @chain(%t0: tensor<?xf32>, %cst: f32) -> tensor<?xf32> {"]
    for i in range(depth):
        out.append(f"  %s{i} = tensor.extract_slice %t{i}[{i}] [4] [1] : tensor<?xf32> to tensor<4xf32>")
        out.append(f"  %f{i} = linalg.fill ins(%cst : f32) outs(%s{i} : tensor<4xf32>) -> tensor<4xf32>")
        out.append(f"  %t{i + 1} = tensor.insert_slice %f{i} into %t{i}[{i}] [4] [1] : tensor<4xf32> into tensor<?xf32>")
    out.append(f"  return %t{depth} : tensor<?xf32>")
    out.append("}")
    return "\n".join(out) + "\n"


def insert_chain(depth):
    out = ["func.func @chain(%t0: tensor<?xf32>, %v: f32, %i: index) -> (tensor<?xf32>, f32) {"]
    for i in range(depth):
        out.append(f"  %t{i + 1} = tensor.insert %v into %t{i}[%i] : tensor<?xf32>")
        out.append(f"  %e{i} = tensor.extract %t{i + 1}[%i] : tensor<?xf32>")
        if i % 3 == 2:
            out.append(f"  %o{i} = tensor.extract %t{i - 2}[%i] : tensor<?xf32>")
    out.append(f"  return %t{depth}, %e0 : tensor<?xf32>, f32")
    out.append("}")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("slice", "insert"):
        sys.exit(__doc__)
    depth = int(sys.argv[2])
    sys.stdout.write(slice_chain(depth) if sys.argv[1] == "slice" else insert_chain(depth))


if __name__ == "__main__":
    main()
