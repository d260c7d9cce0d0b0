// RUN: tbuf explain %s
// A write into a function argument the caller marked read-only, and a write
// into a constant: both write into a copy.
func.func @readonly(%t: tensor<4xf32> {bufferization.writable = false}, %v: f32) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %w = tensor.insert %v into %t[%c1] : tensor<4xf32>
  return %w : tensor<4xf32>
}

func.func @constant(%v: f32) -> tensor<4xf32> {
  %c2 = arith.constant 2 : index
  %k = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %w = tensor.insert %v into %k[%c2] : tensor<4xf32>
  return %w : tensor<4xf32>
}
