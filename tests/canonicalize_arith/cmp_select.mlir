// cmpi folds (equal operands, i1 comparisons with 0/1, constants moved to
// the right-hand side, constant comparisons) and select folds.

func.func @cmpi_equal_operands(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %arg0, %arg0 : i32
  %1 = arith.cmpi ne, %arg0, %arg0 : i32
  %2 = arith.cmpi slt, %arg0, %arg0 : i32
  %3 = arith.cmpi sle, %arg0, %arg0 : i32
  %4 = arith.cmpi sgt, %arg0, %arg0 : i32
  %5 = arith.cmpi sge, %arg0, %arg0 : i32
  %6 = arith.cmpi ult, %arg0, %arg0 : i32
  %7 = arith.cmpi ule, %arg0, %arg0 : i32
  %8 = arith.cmpi ugt, %arg0, %arg0 : i32
  %9 = arith.cmpi uge, %arg0, %arg0 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @cmpi_equal_operands_tensor(%arg0: tensor<4xi32>, %arg1: tensor<?xi32>) -> (tensor<4xi1>, tensor<?xi1>) {
  %0 = arith.cmpi sle, %arg0, %arg0 : tensor<4xi32>
  %1 = arith.cmpi eq, %arg1, %arg1 : tensor<?xi32>
  return %0, %1 : tensor<4xi1>, tensor<?xi1>
}

// -----

func.func @cmpi_constants() -> (i1, i1, i1, i1, i1, i1) {
  %c-1 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %0 = arith.cmpi slt, %c-1, %c1 : i8
  %1 = arith.cmpi ult, %c-1, %c1 : i8
  %2 = arith.cmpi sge, %c-1, %c1 : i8
  %3 = arith.cmpi uge, %c-1, %c1 : i8
  %4 = arith.cmpi eq, %c-1, %c1 : i8
  %5 = arith.cmpi ne, %c-1, %c1 : i8
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

func.func @cmpi_constant_to_rhs(%arg0: index) -> (i1, i1, i1) {
  %c4 = arith.constant 4 : index
  %0 = arith.cmpi slt, %c4, %arg0 : index
  %1 = arith.cmpi uge, %c4, %arg0 : index
  %2 = arith.cmpi eq, %c4, %arg0 : index
  return %0, %1, %2 : i1, i1, i1
}

// -----

func.func @cmpi_i1_against_constants(%arg0: i1) -> (i1, i1, i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.cmpi ne, %arg0, %false : i1
  %1 = arith.cmpi eq, %arg0, %true : i1
  %2 = arith.cmpi eq, %arg0, %false : i1
  %3 = arith.cmpi ne, %arg0, %true : i1
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

func.func @cmpi_ext_ne_zero(%arg0: i1) -> (i1, i1) {
  %c0 = arith.constant 0 : i32
  %0 = arith.extui %arg0 : i1 to i32
  %1 = arith.cmpi ne, %0, %c0 : i32
  %2 = arith.extsi %arg0 : i1 to i32
  %3 = arith.cmpi ne, %2, %c0 : i32
  return %1, %3 : i1, i1
}

// -----

func.func @cmpi_dense_constants() -> tensor<3xi1> {
  %a = arith.constant dense<[1, 5, 9]> : tensor<3xi32>
  %b = arith.constant dense<5> : tensor<3xi32>
  %0 = arith.cmpi slt, %a, %b : tensor<3xi32>
  return %0 : tensor<3xi1>
}

// -----

func.func @select_constant_condition(%a: i32, %b: i32) -> (i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %true, %a, %b : i32
  %1 = arith.select %false, %a, %b : i32
  return %0, %1 : i32, i32
}

// -----

func.func @select_same_operands(%c: i1, %a: f32) -> f32 {
  %0 = arith.select %c, %a, %a : f32
  return %0 : f32
}

// -----

func.func @select_i1_identity(%c: i1) -> i1 {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %c, %true, %false : i1
  return %0 : i1
}

// -----

func.func @select_of_cmp(%a: i32, %b: i32) -> (i32, i32, i32) {
  %eq = arith.cmpi eq, %a, %b : i32
  %0 = arith.select %eq, %a, %b : i32
  %ne = arith.cmpi ne, %a, %b : i32
  %1 = arith.select %ne, %a, %b : i32
  %2 = arith.select %ne, %b, %a : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

func.func @select_dense_condition() -> tensor<3xi32> {
  %cond = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = arith.constant dense<[4, 5, 6]> : tensor<3xi32>
  %0 = arith.select %cond, %a, %b : tensor<3xi1>, tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @select_splat_condition(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %cond = arith.constant dense<true> : tensor<2xi1>
  %0 = arith.select %cond, %a, %b : tensor<2xi1>, tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @cmpf_constants() -> (i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.5 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %a, %b : f32
  %1 = arith.cmpf oge, %a, %b : f32
  %2 = arith.cmpf une, %a, %a : f32
  %3 = arith.cmpf ord, %a, %nan : f32
  %4 = arith.cmpf uno, %nan, %a : f32
  %5 = arith.cmpf ult, %b, %nan : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

func.func @cmpf_nan_with_unknown(%arg0: f64) -> (i1, i1) {
  %nan = arith.constant 0x7FF8000000000000 : f64
  %0 = arith.cmpf oeq, %arg0, %nan : f64
  %1 = arith.cmpf uno, %nan, %arg0 : f64
  return %0, %1 : i1, i1
}
