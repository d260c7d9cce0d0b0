// Algebraic identities of the integer ops (folds).

func.func @add_zero(%arg0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %arg0, %c0 : i32
  %1 = arith.addi %c0, %0 : i32
  return %1 : i32
}

// -----

func.func @mul_one_zero(%arg0: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %0 = arith.muli %arg0, %c1 : i64
  %1 = arith.muli %c0, %arg0 : i64
  return %0, %1 : i64, i64
}

// -----

func.func @sub_self_and_zero(%arg0: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = arith.subi %arg0, %arg0 : index
  %1 = arith.subi %arg0, %c0 : index
  return %0, %1 : index, index
}

// -----

func.func @sub_self_dynamic_tensor(%arg0: tensor<?xi32>, %arg1: tensor<4xi32>) -> (tensor<?xi32>, tensor<4xi32>) {
  %0 = arith.subi %arg0, %arg0 : tensor<?xi32>
  %1 = arith.subi %arg1, %arg1 : tensor<4xi32>
  return %0, %1 : tensor<?xi32>, tensor<4xi32>
}

// -----

func.func @add_sub_cancel(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.subi %a, %b : i32
  %1 = arith.addi %0, %b : i32
  %2 = arith.addi %b, %0 : i32
  %3 = arith.addi %a, %b : i32
  %4 = arith.subi %3, %b : i32
  %5 = arith.subi %3, %a : i32
  return %1, %2, %4, %5 : i32, i32, i32, i32
}

// -----

func.func @and_identities(%arg0: i8) -> (i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %cm1 = arith.constant -1 : i8
  %0 = arith.andi %arg0, %c0 : i8
  %1 = arith.andi %arg0, %cm1 : i8
  %2 = arith.andi %arg0, %arg0 : i8
  %not = arith.xori %arg0, %cm1 : i8
  %3 = arith.andi %arg0, %not : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}

// -----

func.func @or_identities(%arg0: i8) -> (i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %cm1 = arith.constant -1 : i8
  %0 = arith.ori %arg0, %c0 : i8
  %1 = arith.ori %cm1, %arg0 : i8
  %2 = arith.ori %arg0, %arg0 : i8
  %not = arith.xori %arg0, %cm1 : i8
  %3 = arith.ori %not, %arg0 : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}

// -----

func.func @xor_identities(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.xori %arg0, %c0 : i32
  %1 = arith.xori %arg0, %arg0 : i32
  %x = arith.xori %arg0, %arg1 : i32
  %2 = arith.xori %x, %arg1 : i32
  %3 = arith.xori %arg0, %x : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

func.func @and_of_and(%a: i32, %b: i32) -> i32 {
  %0 = arith.andi %a, %b : i32
  %1 = arith.andi %a, %0 : i32
  return %1 : i32
}

// -----

func.func @div_rem_by_one(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.divsi %arg0, %c1 : i32
  %1 = arith.divui %arg0, %c1 : i32
  %2 = arith.ceildivsi %arg0, %c1 : i32
  %3 = arith.ceildivui %arg0, %c1 : i32
  %4 = arith.floordivsi %arg0, %c1 : i32
  %5 = arith.remsi %arg0, %c1 : i32
  %6 = arith.remui %arg0, %c1 : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @div_of_mul(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.muli %a, %b overflow<nsw> : i32
  %1 = arith.divsi %0, %b : i32
  %2 = arith.muli %a, %b overflow<nuw> : i32
  %3 = arith.divui %2, %a : i32
  %4 = arith.divsi %2, %a : i32
  return %1, %3, %4 : i32, i32, i32
}

// -----

func.func @shift_by_zero(%arg0: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.shli %arg0, %c0 : i32
  %1 = arith.shrui %arg0, %c0 : i32
  %2 = arith.shrsi %arg0, %c0 : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

func.func @min_max_extremes(%arg0: i8) -> (i8, i8, i8, i8, i8, i8) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %umax = arith.constant -1 : i8
  %0 = arith.maxsi %arg0, %max : i8
  %1 = arith.maxsi %arg0, %min : i8
  %2 = arith.minsi %arg0, %min : i8
  %3 = arith.minui %arg0, %umax : i8
  %4 = arith.maxui %arg0, %umax : i8
  %5 = arith.minsi %arg0, %arg0 : i8
  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i8, i8, i8
}

// -----

func.func @splat_identities(%arg0: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %zero = arith.constant dense<0> : tensor<4xi32>
  %one = arith.constant dense<1> : tensor<4xi32>
  %0 = arith.addi %arg0, %zero : tensor<4xi32>
  %1 = arith.muli %0, %one : tensor<4xi32>
  %2 = arith.muli %1, %zero : tensor<4xi32>
  return %1, %2 : tensor<4xi32>, tensor<4xi32>
}

// -----

func.func @constant_moves_right(%arg0: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %0 = arith.muli %c5, %arg0 : i32
  %1 = arith.addi %c5, %0 : i32
  return %1 : i32
}
