// Constant folding of the integer binary ops (APInt semantics in the
// operand width), including the cases MLIR refuses to fold.

func.func @add_sub_mul() -> (i32, i32, i32, i8, index) {
  %c7 = arith.constant 7 : i32
  %c-3 = arith.constant -3 : i32
  %0 = arith.addi %c7, %c-3 : i32
  %1 = arith.subi %c-3, %c7 : i32
  %2 = arith.muli %c7, %c-3 : i32
  %c100 = arith.constant 100 : i8
  %3 = arith.addi %c100, %c100 : i8
  %i5 = arith.constant 5 : index
  %i6 = arith.constant 6 : index
  %4 = arith.muli %i5, %i6 : index
  return %0, %1, %2, %3, %4 : i32, i32, i32, i8, index
}

// -----

func.func @wraparound_i64() -> (i64, i64) {
  %max = arith.constant 9223372036854775807 : i64
  %one = arith.constant 1 : i64
  %0 = arith.addi %max, %one : i64
  %min = arith.constant -9223372036854775808 : i64
  %1 = arith.subi %min, %one : i64
  return %0, %1 : i64, i64
}

// -----

func.func @divisions() -> (i32, i32, i32, i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %c-7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.divsi %c-7, %c2 : i32
  %1 = arith.divui %c-7, %c2 : i32
  %2 = arith.ceildivsi %c-7, %c2 : i32
  %3 = arith.ceildivui %c7, %c2 : i32
  %4 = arith.floordivsi %c-7, %c2 : i32
  %5 = arith.ceildivsi %c7, %c2 : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// -----

func.func @remainders() -> (i32, i32, i32, i32) {
  %c-7 = arith.constant -7 : i32
  %c3 = arith.constant 3 : i32
  %c-3 = arith.constant -3 : i32
  %0 = arith.remsi %c-7, %c3 : i32
  %1 = arith.remui %c-7, %c3 : i32
  %2 = arith.remsi %c-7, %c-3 : i32
  %3 = arith.floordivsi %c-7, %c-3 : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

func.func @division_by_zero_not_folded() -> (i32, i32, i32, i32, i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.divsi %c7, %c0 : i32
  %1 = arith.divui %c7, %c0 : i32
  %2 = arith.remsi %c7, %c0 : i32
  %3 = arith.remui %c7, %c0 : i32
  %4 = arith.ceildivsi %c7, %c0 : i32
  %5 = arith.ceildivui %c7, %c0 : i32
  %6 = arith.floordivsi %c7, %c0 : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @signed_division_overflow_not_folded() -> (i8, i8, i8, i8) {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %0 = arith.divsi %min, %m1 : i8
  %1 = arith.floordivsi %min, %m1 : i8
  %2 = arith.ceildivsi %min, %m1 : i8
  %3 = arith.remsi %min, %m1 : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}

// -----

func.func @bitwise() -> (i16, i16, i16) {
  %a = arith.constant 12 : i16
  %b = arith.constant 10 : i16
  %0 = arith.andi %a, %b : i16
  %1 = arith.ori %a, %b : i16
  %2 = arith.xori %a, %b : i16
  return %0, %1, %2 : i16, i16, i16
}

// -----

func.func @shifts() -> (i8, i8, i8, i8, i8) {
  %c-16 = arith.constant -16 : i8
  %c2 = arith.constant 2 : i8
  %c8 = arith.constant 8 : i8
  %0 = arith.shli %c-16, %c2 : i8
  %1 = arith.shrui %c-16, %c2 : i8
  %2 = arith.shrsi %c-16, %c2 : i8
  %3 = arith.shli %c-16, %c8 : i8
  %4 = arith.shrsi %c-16, %c8 : i8
  return %0, %1, %2, %3, %4 : i8, i8, i8, i8, i8
}

// -----

func.func @min_max() -> (i32, i32, i32, i32) {
  %c-1 = arith.constant -1 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.maxsi %c-1, %c5 : i32
  %1 = arith.maxui %c-1, %c5 : i32
  %2 = arith.minsi %c-1, %c5 : i32
  %3 = arith.minui %c-1, %c5 : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

func.func @i1_arith() -> (i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.addi %t, %t : i1
  %1 = arith.muli %t, %f : i1
  %2 = arith.xori %t, %f : i1
  return %0, %1, %2 : i1, i1, i1
}

// -----

func.func @tensor_splat_fold() -> tensor<4xi32> {
  %a = arith.constant dense<3> : tensor<4xi32>
  %b = arith.constant dense<4> : tensor<4xi32>
  %0 = arith.muli %a, %b : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @tensor_dense_fold() -> tensor<3xi32> {
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = arith.constant dense<[10, 20, 30]> : tensor<3xi32>
  %0 = arith.addi %a, %b : tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @tensor_div_by_zero_element(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  %a = arith.constant dense<[4, 8]> : tensor<2xi32>
  %b = arith.constant dense<[2, 0]> : tensor<2xi32>
  %0 = arith.divsi %a, %b : tensor<2xi32>
  return %0 : tensor<2xi32>
}
