// RUN: tbuf %s --one-shot-bufferize
// Tensor constants become private constant memref.globals at the start of
// the module (the newest first), named __constant_<shape>x<type> and made
// unique with _N; a global with the same value and alignment is reused,
// also across functions. Globals are never written: writes go to a copy.
memref.global "private" @__constant_4xf32 : memref<4xf32> = dense<0.0>

func.func @constants() -> (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<2x3xi1>, tensor<4xf32>) {
  %0 = arith.constant dense<1.0> : tensor<4xf32>
  %1 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %2 = arith.constant dense<2.0> : tensor<f32>
  %3 = arith.constant dense<true> : tensor<2x3xi1>
  %4 = arith.constant dense<1.0> : tensor<4xf32>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<2x3xi1>, tensor<4xf32>
}

func.func @reuse_across_functions(%f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = arith.constant dense<1.0> : tensor<4xf32>
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @scalar_constants_untouched() -> index {
  %c0 = arith.constant 0 : index
  return %c0 : index
}
