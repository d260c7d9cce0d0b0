// Edge cases of the folds: NaN propagation, subnormals, extreme integers,
// narrow types, conversions at the edges of their ranges.

func.func @nan_propagation() -> (f32, f32, f32, f32, f64) {
  %nan = arith.constant 0x7FC00001 : f32
  %nnan = arith.constant 0xFFC00002 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %one, %nan : f32
  %1 = arith.subf %one, %nnan : f32
  %2 = arith.mulf %nnan, %nan : f32
  %3 = arith.negf %nan : f32
  %inf = arith.constant 0x7FF0000000000000 : f64
  %z = arith.constant 0.0 : f64
  %4 = arith.mulf %inf, %z : f64
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f64
}

// -----

func.func @subnormals() -> (f32, f16, f64) {
  %a = arith.constant 1.0e-38 : f32
  %b = arith.constant 1.0e-2 : f32
  %0 = arith.mulf %a, %b : f32
  %c = arith.constant 6.0e-05 : f16
  %d = arith.constant 4.0 : f16
  %1 = arith.divf %c, %d : f16
  %e = arith.constant 4.9406564584124654e-324 : f64
  %f = arith.constant 0.5 : f64
  %2 = arith.mulf %e, %f : f64
  return %0, %1, %2 : f32, f16, f64
}

// -----

func.func @f16_overflow() -> (f16, bf16) {
  %a = arith.constant 60000.0 : f16
  %0 = arith.addf %a, %a : f16
  %b = arith.constant 3.0e+38 : bf16
  %1 = arith.mulf %b, %b : bf16
  return %0, %1 : f16, bf16
}

// -----

func.func @i64_extremes() -> (i64, i64, i64, i64, i64) {
  %min = arith.constant -9223372036854775808 : i64
  %max = arith.constant 9223372036854775807 : i64
  %c2 = arith.constant 2 : i64
  %cm3 = arith.constant -3 : i64
  %0 = arith.ceildivsi %max, %c2 : i64
  %1 = arith.floordivsi %min, %cm3 : i64
  %2 = arith.ceildivsi %min, %cm3 : i64
  %3 = arith.muli %max, %max : i64
  %4 = arith.remsi %min, %cm3 : i64
  return %0, %1, %2, %3, %4 : i64, i64, i64, i64, i64
}

// -----

func.func @unsigned_extremes() -> (i64, i64, i32, i32) {
  %m1 = arith.constant -1 : i64
  %c3 = arith.constant 3 : i64
  %0 = arith.divui %m1, %c3 : i64
  %1 = arith.ceildivui %m1, %c3 : i64
  %m1_32 = arith.constant -1 : i32
  %c2_32 = arith.constant 2 : i32
  %2 = arith.remui %m1_32, %c2_32 : i32
  %3 = arith.maxui %m1_32, %c2_32 : i32
  return %0, %1, %2, %3 : i64, i64, i32, i32
}

// -----

func.func @ceildiv_signs() -> (i32, i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %cm2 = arith.constant -2 : i32
  %0 = arith.ceildivsi %c7, %cm2 : i32
  %1 = arith.ceildivsi %cm7, %cm2 : i32
  %2 = arith.floordivsi %c7, %cm2 : i32
  %3 = arith.floordivsi %cm7, %c2 : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

func.func @i1_ops() -> (i1, i1, i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.subi %f, %t : i1
  %1 = arith.shli %t, %f : i1
  %2 = arith.cmpi slt, %t, %f : i1
  %3 = arith.cmpi ult, %t, %f : i1
  %4 = arith.maxsi %t, %f : i1
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// -----

func.func @index_unsigned_compare() -> (i1, i1) {
  %m1 = arith.constant -1 : index
  %c1 = arith.constant 1 : index
  %0 = arith.cmpi ugt, %m1, %c1 : index
  %1 = arith.cmpi sgt, %m1, %c1 : index
  return %0, %1 : i1, i1
}

// -----

func.func @fp_to_int_ranges() -> (i32, i32, i32, i8, i64) {
  %a = arith.constant 2147483647.5 : f64
  %0 = arith.fptosi %a : f64 to i32
  %b = arith.constant -2147483648.9 : f64
  %1 = arith.fptosi %b : f64 to i32
  %c = arith.constant 2147483648.0 : f64
  %2 = arith.fptosi %c : f64 to i32
  %d = arith.constant -0.75 : f32
  %3 = arith.fptoui %d : f32 to i8
  %nan = arith.constant 0x7FC00000 : f32
  %4 = arith.fptosi %nan : f32 to i64
  return %0, %1, %2, %3, %4 : i32, i32, i32, i8, i64
}

// -----

func.func @int_to_fp_rounding() -> (f32, f32, f64, f16, bf16) {
  %big = arith.constant -1 : i64
  %0 = arith.uitofp %big : i64 to f32
  %odd = arith.constant 16777217 : i64
  %1 = arith.sitofp %odd : i64 to f32
  %min = arith.constant -9223372036854775808 : i64
  %2 = arith.sitofp %min : i64 to f64
  %h = arith.constant 65520 : i32
  %3 = arith.sitofp %h : i32 to f16
  %b = arith.constant 257 : i32
  %4 = arith.uitofp %b : i32 to bf16
  return %0, %1, %2, %3, %4 : f32, f32, f64, f16, bf16
}

// -----

func.func @trunc_to_i1(%arg0: i1) -> (i1, i1, i8) {
  %c3 = arith.constant 3 : i32
  %0 = arith.trunci %c3 : i32 to i1
  %c2 = arith.constant 2 : i32
  %1 = arith.trunci %c2 : i32 to i1
  %2 = arith.extui %arg0 : i1 to i8
  return %0, %1, %2 : i1, i1, i8
}

// -----

func.func @tensor_patterns_need_scalars(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %c1 = arith.constant dense<1> : tensor<4xi32>
  %c2 = arith.constant dense<2> : tensor<4xi32>
  %0 = arith.addi %arg0, %c1 : tensor<4xi32>
  %1 = arith.addi %0, %c2 : tensor<4xi32>
  return %1 : tensor<4xi32>
}

// -----

func.func @select_tensor_mixed(%c: i1, %a: tensor<2xi32>) -> tensor<2xi32> {
  %x = arith.constant dense<[1, 2]> : tensor<2xi32>
  %0 = arith.select %c, %a, %x : tensor<2xi32>
  %1 = arith.select %c, %0, %a : tensor<2xi32>
  return %1 : tensor<2xi32>
}

// -----

func.func @bitcast_special_floats() -> (i32, i16, f64) {
  %inf = arith.constant 0xFF800000 : f32
  %0 = arith.bitcast %inf : f32 to i32
  %h = arith.constant -0.0 : f16
  %1 = arith.bitcast %h : f16 to i16
  %i = arith.constant 4607182418800017408 : i64
  %2 = arith.bitcast %i : i64 to f64
  return %0, %1, %2 : i32, i16, f64
}

// -----

func.func @overflow_flags_merge(%arg0: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.subi %arg0, %c1 overflow<nsw, nuw> : i32
  %1 = arith.subi %0, %c2 overflow<nuw> : i32
  %2 = arith.addi %arg0, %c1 overflow<nuw> : i32
  %3 = arith.subi %2, %c2 overflow<nuw> : i32
  return %1, %3 : i32, i32
}

// -----

func.func @cmpf_int_to_fp_edges(%arg0: i32, %arg1: i64) -> (i1, i1, i1, i1) {
  %neg = arith.constant -4.5 : f64
  %0 = arith.sitofp %arg0 : i32 to f64
  %1 = arith.cmpf oge, %0, %neg : f64
  %2 = arith.cmpf ult, %0, %neg : f64
  %big = arith.constant 1.0e+20 : f32
  %3 = arith.sitofp %arg1 : i64 to f32
  %4 = arith.cmpf olt, %3, %big : f32
  %mid = arith.constant 4096.0 : f32
  %5 = arith.cmpf oeq, %3, %mid : f32
  return %1, %2, %4, %5 : i1, i1, i1, i1
}
