// Constant folds of the math dialect.

func.func @exact_folds() -> (f32, f64, f16, f32, f32, f16) {
  %a = arith.constant -2.5 : f32
  %0 = math.absf %a : f32
  %b = arith.constant 2.5 : f64
  %1 = math.ceil %b : f64
  %c = arith.constant -2.5 : f16
  %2 = math.floor %c : f16
  %3 = math.roundeven %a : f32
  %d = arith.constant 3.0 : f32
  %4 = math.copysign %d, %a : f32
  %5 = math.roundeven %c : f16
  return %0, %1, %2, %3, %4, %5 : f32, f64, f16, f32, f32, f16
}

// -----

func.func @host_libm_folds() -> (f32, f64, f32, f64, f32, f64) {
  %a = arith.constant 0.7 : f32
  %b = arith.constant 0.7 : f64
  %0 = math.exp %a : f32
  %1 = math.log %b : f64
  %2 = math.sin %a : f32
  %3 = math.tanh %b : f64
  %4 = math.sqrt %a : f32
  %5 = math.erf %b : f64
  return %0, %1, %2, %3, %4, %5 : f32, f64, f32, f64, f32, f64
}

// -----

func.func @host_libm_more() -> (f32, f32, f32, f64, f32, f32, f64) {
  %a = arith.constant 2.5 : f32
  %b = arith.constant 1.5 : f64
  %0 = math.exp2 %a : f32
  %1 = math.expm1 %a : f32
  %2 = math.log2 %a : f32
  %3 = math.log10 %b : f64
  %4 = math.log1p %a : f32
  %5 = math.atan %a : f32
  %6 = math.cos %b : f64
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f64, f32, f32, f64
}

// -----

func.func @binary_folds() -> (f32, f64, f32) {
  %a = arith.constant 0.7 : f32
  %b = arith.constant -2.5 : f32
  %0 = math.powf %a, %b : f32
  %c = arith.constant 1.0 : f64
  %d = arith.constant -1.0 : f64
  %1 = math.atan2 %c, %d : f64
  %z = arith.constant 0.0 : f32
  %2 = math.atan2 %z, %z : f32
  return %0, %1, %2 : f32, f64, f32
}

// -----

func.func @not_folded() -> (f32, f64, f16, f16, f32, f32) {
  %neg = arith.constant -2.0 : f32
  %0 = math.sqrt %neg : f32
  %negd = arith.constant -1.0 : f64
  %1 = math.log %negd : f64
  %h = arith.constant 0.5 : f16
  %2 = math.exp %h : f16
  %3 = math.round %h : f16
  %p = arith.constant 8.0 : f32
  %4 = math.cbrt %p : f32
  %5 = math.rsqrt %p : f32
  return %0, %1, %2, %3, %4, %5 : f32, f64, f16, f16, f32, f32
}

// -----

func.func @round_trunc(%arg0: f32) -> (f32, f32, f64, f32) {
  %a = arith.constant -2.5 : f32
  %0 = math.round %a : f32
  %1 = math.trunc %a : f32
  %b = arith.constant 2.5 : f64
  %2 = math.round %b : f64
  %3 = math.trunc %arg0 : f32
  return %0, %1, %2, %3 : f32, f32, f64, f32
}

// -----

func.func @absi_and_tensors() -> (i32, tensor<2xf32>, tensor<3xi8>) {
  %a = arith.constant -7 : i32
  %0 = math.absi %a : i32
  %t = arith.constant dense<[-1.5, 2.25]> : tensor<2xf32>
  %1 = math.absf %t : tensor<2xf32>
  %i = arith.constant dense<[-128, 5, -3]> : tensor<3xi8>
  %2 = math.absi %i : tensor<3xi8>
  return %0, %1, %2 : i32, tensor<2xf32>, tensor<3xi8>
}

// -----

func.func @dead_math_removed(%arg0: f32) -> f32 {
  %0 = math.exp %arg0 : f32
  %1 = math.sin %arg0 : f32
  return %arg0 : f32
}
