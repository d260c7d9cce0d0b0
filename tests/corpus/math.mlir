// math dialect: the element-wise ops tbuf needs (exp, sqrt, tanh), on
// scalars and tensors, with and without fastmath flags.

func.func @math_scalar(%a: f32, %b: f64, %c: f16) -> (f32, f64, f16) {
  %0 = math.exp %a : f32
  %1 = math.sqrt %0 : f32
  %2 = math.tanh %1 : f32
  %3 = math.exp %b : f64
  %4 = math.sqrt %b : f64
  %5 = math.tanh %c : f16
  %6 = math.exp %a fastmath<fast> : f32
  %7 = math.sqrt %a fastmath<nnan,ninf> : f32
  %8 = math.tanh %b fastmath<afn> : f64
  return %2, %4, %5 : f32, f64, f16
}

// -----

func.func @math_tensor(%t: tensor<4xf32>, %u: tensor<?x?xf64>) -> (tensor<4xf32>, tensor<?x?xf64>) {
  %0 = math.exp %t : tensor<4xf32>
  %1 = math.sqrt %0 : tensor<4xf32>
  %2 = math.tanh %1 : tensor<4xf32>
  %3 = math.tanh %u : tensor<?x?xf64>
  return %2, %3 : tensor<4xf32>, tensor<?x?xf64>
}
