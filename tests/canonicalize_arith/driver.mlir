// What the greedy driver and the OperationFolder do around the folds: dead
// pure ops are erased, constants are deduplicated and hoisted to the entry
// block of the enclosing function (in MLIR's order) and printed with MLIR's
// names.

func.func @dead_pure_ops(%arg0: i32, %arg1: f32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  %1 = arith.mulf %arg1, %arg1 : f32
  %2 = arith.cmpi slt, %arg0, %0 : i32
  %3 = arith.select %2, %arg0, %0 : i32
  "test.side_effect"() : () -> ()
  return %arg0 : i32
}

// -----

func.func @constants_deduplicated() -> (index, index, i32, i32, f32, f32) {
  %a = arith.constant 0 : index
  %b = arith.constant 0 : index
  %c = arith.constant 1 : i32
  %d = arith.constant 1 : i32
  %e = arith.constant 1.0 : f32
  %f = arith.constant 1.0 : f32
  return %a, %b, %c, %d, %e, %f : index, index, i32, i32, f32, f32
}

// -----

func.func @unused_constants_erased(%arg0: i1) -> i1 {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 2.0 : f64
  %true = arith.constant true
  return %arg0 : i1
}

// -----

func.func @constants_hoisted_from_blocks(%c: i1) -> i64 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %c1 = arith.constant 1 : i64
  "test.use"(%c1) : (i64) -> ()
  cf.br ^bb3(%c1 : i64)
^bb2:
  %c2 = arith.constant 2 : i64
  %c1b = arith.constant 1 : i64
  "test.use"(%c1b) : (i64) -> ()
  cf.br ^bb3(%c2 : i64)
^bb3(%x: i64):
  return %x : i64
}

// -----

func.func @constants_hoisted_from_nested_regions(%lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %0 = arith.muli %c4, %c2 : index
    %1 = arith.addi %i, %0 : index
    "test.use"(%1) : (index) -> ()
  }
  return
}

// -----

func.func @folded_constants_order(%arg0: i32) -> (i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %0 = arith.addi %c3, %c4 : i32
  %1 = arith.muli %c3, %c4 : i32
  %2 = arith.addi %arg0, %c3 : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

func.func @constant_names(%arg0: i8) -> (i8, i8, index, index, i1, i1, f32, tensor<2xi32>) {
  %a = arith.constant -1 : i8
  %b = arith.constant 100 : i8
  %c = arith.constant -5 : index
  %d = arith.constant 123456 : index
  %t = arith.constant true
  %f = arith.constant false
  %g = arith.constant 0.5 : f32
  %h = arith.constant dense<[1, 2]> : tensor<2xi32>
  return %a, %b, %c, %d, %t, %f, %g, %h : i8, i8, index, index, i1, i1, f32, tensor<2xi32>
}

// -----

func.func @two_functions_a() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
func.func @two_functions_b() -> i32 {
  %c = arith.constant 7 : i32
  %d = arith.constant 3 : i32
  %0 = arith.subi %c, %d : i32
  return %0 : i32
}

// -----

func.func @fold_chain_to_argument(%arg0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %arg0, %c0 : i32
  %1 = arith.muli %0, %c1 : i32
  %2 = arith.subi %1, %c0 : i32
  %3 = arith.xori %2, %c0 : i32
  %4 = arith.ori %3, %c0 : i32
  return %4 : i32
}

// -----

func.func @scf_if_constant_condition(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %cmp = arith.cmpi slt, %c1, %c2 : i32
  %0 = scf.if %cmp -> i32 {
    %1 = arith.addi %arg0, %c1 : i32
    scf.yield %1 : i32
  } else {
    scf.yield %c2 : i32
  }
  return %0 : i32
}

// -----

func.func @unregistered_op_operands_fold(%arg0: i32) {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.muli %c2, %c3 : i32
  "test.region"() ({
    %c5 = arith.constant 5 : i32
    %1 = arith.addi %0, %c5 : i32
    "test.use"(%1) : (i32) -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}
