// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries
// Checked: byte-identical to mlir-opt-22 (stderr and exit code).
// tensor.bitcast has no bufferization model in MLIR 22 (nor in tbuf): the
// driver reports it as not bufferized.

func.func @f(%t: tensor<4xi32>) -> tensor<4xf32> {
  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
