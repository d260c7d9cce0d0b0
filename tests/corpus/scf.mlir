// scf dialect: for (with/without iter_args, index and integer induction
// variables, unsigned), if (with/without results, with/without else),
// while/condition, yield, execute_region, forall (with/without shared_outs,
// static/dynamic bounds) with in_parallel.

func.func @for_no_iter_args(%lb: index, %ub: index, %step: index, %m: memref<?xf32>, %v: f32) {
  scf.for %i = %lb to %ub step %step {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// -----

func.func @for_iter_args(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %sum = scf.for %iv = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %0 = arith.addf %acc, %acc : f32
    scf.yield %0 : f32
  }
  return %sum : f32
}

// -----

func.func @for_multi_iter_args(%n: index, %t: tensor<?xf32>, %x: f32) -> (tensor<?xf32>, f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %x, %c = %c0) -> (tensor<?xf32>, f32, index) {
    %1 = tensor.insert %b into %a[%i] : tensor<?xf32>
    %2 = arith.addi %c, %i : index
    scf.yield %1, %b, %2 : tensor<?xf32>, f32, index
  }
  return %r#0, %r#1, %r#2 : tensor<?xf32>, f32, index
}

// -----

func.func @for_integer_iv(%lb: i32, %ub: i32, %step: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = scf.for %i = %lb to %ub step %step iter_args(%acc = %c0) -> (i32) : i32 {
    %1 = arith.addi %acc, %i : i32
    scf.yield %1 : i32
  }
  scf.for unsigned %j = %lb to %ub step %step : i32 {
  }
  return %0 : i32
}

// -----

func.func @nested_for(%n: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %cst, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

func.func @if_no_results(%c: i1, %m: memref<f32>, %v: f32) {
  scf.if %c {
    memref.store %v, %m[] : memref<f32>
  }
  scf.if %c {
    memref.store %v, %m[] : memref<f32>
  } else {
    %0 = arith.negf %v : f32
    memref.store %0, %m[] : memref<f32>
  }
  return
}

// -----

func.func @if_results(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %x: i32) -> (tensor<4xf32>, i32) {
  %0:2 = scf.if %c -> (tensor<4xf32>, i32) {
    scf.yield %a, %x : tensor<4xf32>, i32
  } else {
    %1 = arith.addi %x, %x : i32
    scf.yield %b, %1 : tensor<4xf32>, i32
  }
  %2 = scf.if %c -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %b : tensor<4xf32>
  }
  return %0#0, %0#1 : tensor<4xf32>, i32
}

// -----

func.func @while_loop(%init: i32, %limit: i32) -> i32 {
  %res = scf.while (%arg = %init) : (i32) -> i32 {
    %cond = arith.cmpi slt, %arg, %limit : i32
    scf.condition(%cond) %arg : i32
  } do {
  ^bb0(%next: i32):
    %c1 = arith.constant 1 : i32
    %inc = arith.addi %next, %c1 : i32
    scf.yield %inc : i32
  }
  return %res : i32
}

// -----

// while with different before/after types and multiple values.
func.func @while_multi(%a: i32, %b: f32) -> (i64, f32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (i64, f32) {
    %c = arith.constant true
    %e = arith.extsi %x : i32 to i64
    scf.condition(%c) %e, %y : i64, f32
  } do {
  ^bb0(%p: i64, %q: f32):
    %t = arith.trunci %p : i64 to i32
    scf.yield %t, %q : i32, f32
  }
  return %r#0, %r#1 : i64, f32
}

// -----

// while with no values.
func.func @while_empty(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @execute_region(%c: i1, %a: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  }
  %2 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    scf.yield %0 : i32
  }
  scf.execute_region {
    scf.yield
  }
  %3 = scf.execute_region -> i32 no_inline {
    scf.yield %a : i32
  }
  return %2 : i32
}

// -----

func.func @forall_shared_outs(%t: tensor<100xf32>, %src: tensor<10xf32>) -> tensor<100xf32> {
  %0 = scf.forall (%i) in (10) shared_outs(%o = %t) -> (tensor<100xf32>) {
    %c10 = arith.constant 10 : index
    %off = arith.muli %i, %c10 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %src into %o[%off] [10] [1] : tensor<10xf32> into tensor<100xf32>
    }
  }
  return %0 : tensor<100xf32>
}

// -----

func.func @forall_2d_bounds(%t: tensor<?x?xf32>, %n: index, %m: index, %v: tensor<1x1xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = scf.forall (%i, %j) = (%c0, 0) to (%n, %m) step (%c2, 1) shared_outs(%o = %t) -> (tensor<?x?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x?xf32>
    }
  }
  return %0 : tensor<?x?xf32>
}

// -----

func.func @forall_multi_outs(%a: tensor<8xf32>, %b: tensor<8xi32>, %x: tensor<1xf32>, %y: tensor<1xi32>) -> (tensor<8xf32>, tensor<8xi32>) {
  %0:2 = scf.forall (%i) in (8) shared_outs(%o1 = %a, %o2 = %b) -> (tensor<8xf32>, tensor<8xi32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o1[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %y into %o2[%i] [1] [1] : tensor<1xi32> into tensor<8xi32>
    }
  }
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xi32>
}

// -----

// forall without shared_outs (memref side effects), with a trailing attribute dict.
func.func @forall_no_outs(%m: memref<4x8xf32>, %v: f32, %n: index) {
  scf.forall (%i, %j) in (4, %n) {
    memref.store %v, %m[%i, %j] : memref<4x8xf32>
  }
  scf.forall (%i) in (4) {
    memref.store %v, %m[%i, %i] : memref<4x8xf32>
  } {test.attr = 1 : i64}
  return
}

// -----

// forall with zero lower bounds and unit steps is printed in the `in (...)` form.
func.func @forall_normalized(%n: index, %m: memref<4x4xf32>, %v: f32) {
  scf.forall (%i, %j) = (0, 0) to (%n, 4) step (1, 1) {
    memref.store %v, %m[%i, %j] : memref<4x4xf32>
  }
  return
}
