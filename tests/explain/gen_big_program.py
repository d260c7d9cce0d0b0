#!/usr/bin/env python3
"""Writes a tensor program of about N ops (default 5000) for the HTML render
test: one function holding a chain of insert/extract/addf steps over a few
tensors, where every 7th step reads a tensor after it was overwritten (a
read-after-write conflict: a copy) and every 11th step starts a new
tensor.empty (an allocation and its free).

Usage: gen_big_program.py [--ops N] OUT.mlir
"""

import argparse


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ops", type=int, default=5000)
    ap.add_argument("out")
    args = ap.parse_args()
    lines = ["func.func @big(%arg: tensor<64xf32>, %v: f32) -> (tensor<64xf32>, f32) {",
             "  %c0 = arith.constant 0 : index",
             "  %c1 = arith.constant 1 : index",
             "  %e0 = tensor.empty() : tensor<64xf32>",
             "  %t0 = linalg.fill ins(%v : f32) outs(%e0 : tensor<64xf32>) -> tensor<64xf32>",
             "  %acc0 = arith.constant 0.0 : f32"]
    ops, step = 5, 0
    while ops < args.ops - 2:
        n = step
        lines.append(f"  %x{n} = tensor.extract %t{n}[%c0] : tensor<64xf32>")
        lines.append(f"  %s{n} = arith.addf %x{n}, %acc{n} : f32")
        lines.append(f"  %t{n + 1} = tensor.insert %s{n} into %t{n}[%c1] : tensor<64xf32>")
        ops += 3
        if n % 7 == 6:
            # Reads %t{n} after the insert above wrote its buffer: a copy.
            lines.append(f"  %y{n} = tensor.extract %t{n}[%c1] : tensor<64xf32>")
            lines.append(f"  %acc{n + 1} = arith.addf %s{n}, %y{n} : f32")
            ops += 2
        else:
            lines.append(f"  %acc{n + 1} = arith.mulf %s{n}, %v : f32")
            ops += 1
        if n % 11 == 10:
            lines.append(f"  %e{n + 1} = tensor.empty() : tensor<64xf32>")
            lines.append(f"  %t{n + 1}b = linalg.fill ins(%acc{n + 1} : f32) outs(%e{n + 1} : tensor<64xf32>) -> tensor<64xf32>")
            lines.append(f"  %z{n} = tensor.extract %t{n + 1}b[%c0] : tensor<64xf32>")
            ops += 3
        step += 1
    lines.append(f"  return %t{step}, %acc{step} : tensor<64xf32>, f32")
    lines.append("}")
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
