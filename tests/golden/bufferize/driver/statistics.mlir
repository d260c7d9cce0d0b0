// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries --mlir-pass-statistics
// The pass statistics: allocations created by the rewrite and the in-place /
// out-of-place decisions of the analysis. (mlir-opt-22 as packaged is a
// release build whose statistics are compiled out: its report lists no
// counters. The values here follow MLIR's definitions.)

func.func @f(%t: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<4xf32>
  %1 = tensor.insert %f into %t[%c1] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %2 = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %3 = tensor.extract %2[%c1] : tensor<4xf32>
  return %0, %1, %3 : tensor<4xf32>, tensor<4xf32>, f32
}
