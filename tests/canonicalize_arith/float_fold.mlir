// Float folds: IEEE constant folding (rounded in the operands' type) and
// identities.

func.func @f32_arith() -> (f32, f32, f32, f32) {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

// -----

func.func @f64_arith() -> (f64, f64, f64) {
  %a = arith.constant 0.1 : f64
  %b = arith.constant 0.2 : f64
  %0 = arith.addf %a, %b : f64
  %c1 = arith.constant 1.0 : f64
  %c3 = arith.constant 3.0 : f64
  %1 = arith.divf %c1, %c3 : f64
  %2 = arith.mulf %1, %c3 : f64
  return %0, %1, %2 : f64, f64, f64
}

// -----

func.func @f32_rounding() -> (f32, f32) {
  %big = arith.constant 16777216.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %big, %one : f32
  %third = arith.constant 3.0 : f32
  %1 = arith.divf %one, %third : f32
  return %0, %1 : f32, f32
}

// -----

func.func @f16_bf16_arith() -> (f16, bf16) {
  %a = arith.constant 1.0 : f16
  %b = arith.constant 0.0004 : f16
  %0 = arith.addf %a, %b : f16
  %c = arith.constant 1.0 : bf16
  %d = arith.constant 3.0 : bf16
  %1 = arith.divf %c, %d : bf16
  return %0, %1 : f16, bf16
}

// -----

func.func @special_values() -> (f32, f32, f32, f32, f32) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %m1 = arith.constant -1.0 : f32
  %max = arith.constant 3.40282347E+38 : f32
  %0 = arith.divf %one, %zero : f32
  %1 = arith.divf %m1, %zero : f32
  %2 = arith.divf %zero, %zero : f32
  %3 = arith.mulf %max, %max : f32
  %4 = arith.subf %0, %0 : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}

// -----

func.func @negative_zero() -> (f32, f32) {
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.addf %nz, %nz : f32
  %1 = arith.mulf %nz, %pz : f32
  return %0, %1 : f32, f32
}

// -----

func.func @remf_constants() -> (f32, f64) {
  %a = arith.constant -7.5 : f32
  %b = arith.constant 2.0 : f32
  %0 = arith.remf %a, %b : f32
  %c = arith.constant 10.0 : f64
  %d = arith.constant -3.0 : f64
  %1 = arith.remf %c, %d : f64
  return %0, %1 : f32, f64
}

// -----

func.func @negf(%arg0: f32) -> (f32, f32, f64) {
  %0 = arith.negf %arg0 : f32
  %1 = arith.negf %0 : f32
  %c = arith.constant 2.5 : f32
  %2 = arith.negf %c : f32
  %z = arith.constant 0.0 : f64
  %3 = arith.negf %z : f64
  return %1, %2, %3 : f32, f32, f64
}

// -----

func.func @float_identities(%arg0: f32) -> (f32, f32, f32, f32, f32, f32) {
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %arg0, %nz : f32
  %1 = arith.addf %arg0, %pz : f32
  %2 = arith.subf %arg0, %pz : f32
  %3 = arith.subf %arg0, %nz : f32
  %4 = arith.mulf %one, %arg0 : f32
  %5 = arith.divf %arg0, %one : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}

// -----

func.func @mulf_zero_fastmath(%arg0: f32) -> (f32, f32) {
  %pz = arith.constant 0.0 : f32
  %0 = arith.mulf %arg0, %pz : f32
  %1 = arith.mulf %arg0, %pz fastmath<nnan,nsz> : f32
  return %0, %1 : f32, f32
}

// -----

func.func @min_max_float() -> (f32, f32, f32, f32, f32, f32) {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %c = arith.constant 2.0 : f32
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b : f32
  %2 = arith.maximumf %c, %nan : f32
  %3 = arith.maxnumf %c, %nan : f32
  %4 = arith.minnumf %c, %b : f32
  %5 = arith.minimumf %c, %a : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}

// -----

func.func @min_max_float_identities(%arg0: f32) -> (f32, f32, f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.maximumf %arg0, %ninf : f32
  %1 = arith.minimumf %arg0, %pinf : f32
  %2 = arith.maxnumf %arg0, %nan : f32
  %3 = arith.minnumf %nan, %arg0 : f32
  %4 = arith.maximumf %arg0, %arg0 : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}

// -----

func.func @tensor_float_fold() -> (tensor<2xf32>, tensor<4xf64>) {
  %a = arith.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %b = arith.constant dense<[0.25, 4.0]> : tensor<2xf32>
  %0 = arith.mulf %a, %b : tensor<2xf32>
  %c = arith.constant dense<2.0> : tensor<4xf64>
  %1 = arith.addf %c, %c : tensor<4xf64>
  return %0, %1 : tensor<2xf32>, tensor<4xf64>
}
