// Round-trip inputs for every scf op and the variants of its custom syntax.
// Expected outputs (FILE.expected, FILE.generic) come from mlir-opt-22; see
// regen.sh.

func.func @for_forms(%lb: index, %ub: index, %step: index, %t: tensor<?xf32>, %f: f32) -> (tensor<?xf32>, f32) {
  scf.for %i = %lb to %ub step %step {
  }
  scf.for %i = %lb to %ub step %step {
    scf.yield
  } {loop.tag = "x"}
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %t, %b = %f) -> (tensor<?xf32>, f32) {
    %s = arith.addf %b, %b : f32
    scf.yield %a, %s : tensor<?xf32>, f32
  }
  %e = scf.for %i = %lb to %ub step %step iter_args(%a = %f) -> f32 {
    scf.yield %a : f32
  }
  return %r#0, %r#1 : tensor<?xf32>, f32
}

// -----

func.func @for_integer(%lb: i64, %ub: i64, %step: i64, %x: i8) -> i8 {
  %0 = scf.for unsigned %i = %lb to %ub step %step iter_args(%a = %x) -> (i8) : i64 {
    %t = arith.trunci %i : i64 to i8
    %n = arith.addi %a, %t : i8
    scf.yield %n : i8
  }
  scf.for %j = %lb to %ub step %step : i64 {
    %k = arith.addi %j, %j : i64
  }
  return %0 : i8
}

// -----

func.func @for_constant_bounds(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %cst, %m[%i] : memref<8xf32>
  }
  scf.for %i = %c8 to %c0 step %c1 {
  }
  return
}

// -----

func.func @if_forms(%c: i1, %x: i32, %t: tensor<2xf32>) -> (i32, tensor<2xf32>) {
  scf.if %c {
  }
  scf.if %c {
  } else {
  }
  scf.if %c {
    %y = arith.addi %x, %x : i32
  } {if.tag}
  %0:2 = scf.if %c -> (i32, tensor<2xf32>) {
    scf.yield %x, %t : i32, tensor<2xf32>
  } else {
    %z = arith.muli %x, %x : i32
    scf.yield %z, %t : i32, tensor<2xf32>
  } {if.tag = 3 : i32}
  %1 = scf.if %c -> i32 {
    %2 = scf.if %c -> (i32) {
      scf.yield %x : i32
    } else {
      scf.yield %x : i32
    }
    scf.yield %2 : i32
  } else {
    scf.yield %x : i32
  }
  return %1, %0#1 : i32, tensor<2xf32>
}

// -----

func.func @while_forms(%x: i32, %y: f32, %c: i1) -> (i32, f32) {
  %0:2 = scf.while (%a = %x, %b = %y) : (i32, f32) -> (f32, i32) {
    scf.condition(%c) %b, %a : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    scf.yield %q, %p : i32, f32
  } attributes {while.tag = "w"}
  %1 = scf.while (%a = %x) : (i32) -> (i32) {
    scf.condition(%c) {cond.tag} %a : i32
  } do {
  ^bb0(%p: i32):
    %n = arith.addi %p, %p : i32
    scf.yield %n : i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return %1, %0#0 : i32, f32
}

// -----

func.func @execute_region_forms(%c: i1, %x: i32) -> i32 {
  scf.execute_region {
    scf.yield
  } {er.tag}
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1(%x : i32), ^bb2
  ^bb1(%a: i32):
    cf.br ^bb3(%a : i32)
  ^bb2:
    %b = arith.addi %x, %x : i32
    cf.br ^bb3(%b : i32)
  ^bb3(%r: i32):
    scf.yield %r : i32
  }
  %1:2 = scf.execute_region -> (i32, i1) no_inline {
    scf.yield %0, %c : i32, i1
  }
  return %1#0 : i32
}

// -----

func.func @forall_forms(%t: tensor<16xf32>, %u: tensor<16x8xf32>, %n: index, %s: tensor<2xf32>, %m: memref<16xf32>, %f: f32) -> (tensor<16xf32>, tensor<16x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = scf.forall (%i) = (0) to (16) step (2) shared_outs(%o = %t) -> (tensor<16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<16xf32>
    }
  }
  %1 = scf.forall (%i, %j) in (%n, 8) shared_outs(%o = %u) -> tensor<16x8xf32> {
    %e = tensor.extract_slice %o[%i, %j] [1, 1] [1, 1] : tensor<16x8xf32> to tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<16x8xf32>
    }
  }
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %m[%i] : memref<16xf32>
  }
  scf.forall (%i) = (%c1) to (%n) step (%c2) {
    memref.store %f, %m[%i] : memref<16xf32>
  } {forall.tag}
  scf.forall (%i, %j, %k) in (2, 3, 4) {
  }
  scf.forall () in () {
  }
  return %0, %1 : tensor<16xf32>, tensor<16x8xf32>
}

// -----

func.func @forall_mapping(%m: memref<16xf32>, %f: f32) {
  scf.forall (%i, %j) in (4, 4) {
    memref.store %f, %m[%i] : memref<16xf32>
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return
}

// -----

func.func @index_switch_forms(%i: index, %x: i32) -> (i32, f32) {
  %0:2 = scf.index_switch %i -> i32, f32
  case 0 {
    %f = arith.constant 1.0 : f32
    scf.yield %x, %f : i32, f32
  }
  case -3 {
    %f = arith.constant 2.0 : f32
    scf.yield %x, %f : i32, f32
  }
  default {
    %f = arith.constant 3.0 : f32
    scf.yield %x, %f : i32, f32
  }
  scf.index_switch %i {sw.tag}
  case 1 {
    scf.yield
  }
  default {
  }
  scf.index_switch %i
  default {
    scf.yield
  }
  return %0#0, %0#1 : i32, f32
}
