// scf.for: SimplifyTrivialLoops and the region-branch patterns on iter_args
// (MLIR 22).

func.func @zero_trip(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c1 to %c0 step %c1 iter_args(%x = %a) -> (f32) {
    %y = "test.op"(%x) : (f32) -> f32
    scf.yield %y : f32
  }
  return %r : f32
}

// -----

func.func @same_bounds(%a: f32, %n: index, %s: index) -> f32 {
  %r = scf.for %i = %n to %n step %s iter_args(%x = %a) -> (f32) {
    %y = "test.op"(%x) : (f32) -> f32
    scf.yield %y : f32
  }
  return %r : f32
}

// -----

func.func @const_bounds_dynamic_step(%a: f32, %s: index) -> (f32, f32) {
  %c5 = arith.constant 5 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c5 to %c2 step %s iter_args(%x = %a) -> (f32) {
    %y = "test.op"(%x, %i) : (f32, index) -> f32
    scf.yield %y : f32
  }
  %t = scf.for %i = %c2 to %c5 step %s iter_args(%x = %a) -> (f32) {
    %y = "test.op"(%x, %i) : (f32, index) -> f32
    scf.yield %y : f32
  }
  return %r, %t : f32, f32
}

// -----

func.func @one_trip(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c4 iter_args(%x = %a) -> (f32) {
    "test.use"(%i) : (index) -> ()
    %y = "test.op"(%x) : (f32) -> f32
    scf.yield %y : f32
  }
  return %r : f32
}

// -----

func.func @one_trip_partial_step(%a: f32) -> f32 {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c3 to %c7 step %c10 iter_args(%x = %a) -> (f32) {
    %y = "test.op"(%x, %i) : (f32, index) -> f32
    scf.yield %y : f32
  }
  return %r : f32
}

// -----

func.func @one_trip_no_results() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c1 step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

func.func @one_trip_nsw(%a: f32, %n: index) -> f32 {
  %c1 = arith.constant 1 : index
  %u = arith.addi %n, %c1 overflow<nsw> : index
  %r = scf.for %i = %n to %u step %c1 iter_args(%x = %a) -> (f32) {
    %y = "test.op"(%x, %i) : (f32, index) -> f32
    scf.yield %y : f32
  }
  return %r : f32
}

// -----

func.func @no_wrap_flag_kept(%a: f32, %n: index) -> f32 {
  %c1 = arith.constant 1 : index
  %u = arith.addi %n, %c1 : index
  %r = scf.for %i = %n to %u step %c1 iter_args(%x = %a) -> (f32) {
    %y = "test.op"(%x, %i) : (f32, index) -> f32
    scf.yield %y : f32
  }
  return %r : f32
}

// -----

func.func @i32_loops(%a: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %r = scf.for %i = %c0 to %cm1 step %c1 iter_args(%x = %a) -> (f32) : i32 {
    %y = "test.op"(%x, %i) : (f32, i32) -> f32
    scf.yield %y : f32
  }
  %s = scf.for unsigned %i = %c0 to %cm1 step %c1 iter_args(%x = %a) -> (f32) : i32 {
    %y = "test.op"(%x, %i) : (f32, i32) -> f32
    scf.yield %y : f32
  }
  return %r, %s : f32, f32
}

// -----

func.func @empty_multi_trip(%a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c2 iter_args(%x = %a) -> (f32) {
    scf.yield %b : f32
  }
  scf.for %i = %c0 to %c10 step %c2 {
  }
  return %r : f32
}

// -----

func.func @forwarded_iter_args(%a: f32, %b: f32, %c: f32, %lb: index, %ub: index, %st: index) -> (f32, f32, f32) {
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b, %z = %c) -> (f32, f32, f32) {
    %w = "test.op"(%z, %i) : (f32, index) -> f32
    scf.yield %x, %b, %w : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}

// -----

func.func @unused_iter_arg(%a: f32, %b: f32, %lb: index, %ub: index, %st: index) -> f32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (f32, f32) {
    %w = "test.op"(%x) : (f32) -> f32
    %v = "test.op"(%w) : (f32) -> f32
    scf.yield %w, %v : f32, f32
  }
  return %r#0 : f32
}

// -----

func.func @duplicate_iter_args(%a: f32, %lb: index, %ub: index, %st: index) -> (f32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (f32, f32) {
    %w = "test.op"(%x, %y) : (f32, f32) -> f32
    scf.yield %w, %w : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

func.func @all_unused(%a: f32, %lb: index, %ub: index, %st: index) {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) {
    %w = "test.op"(%x) : (f32) -> f32
    scf.yield %w : f32
  }
  return
}

// -----

func.func @nested_forwarding(%t: tensor<4xf32>, %lb: index, %ub: index, %st: index) -> tensor<4xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %t) -> (tensor<4xf32>) {
    %s = scf.for %j = %lb to %ub step %st iter_args(%y = %x) -> (tensor<4xf32>) {
      "test.use"(%y) : (tensor<4xf32>) -> ()
      scf.yield %y : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @tensor_cast_iter_arg(%t: tensor<4x8xf32>, %lb: index, %ub: index, %st: index) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %c) -> (tensor<?x?xf32>) {
    %y = "test.op"(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %y : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

// -----

func.func @keep_loop(%a: f32, %lb: index, %ub: index, %st: index) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) {
    %y = "test.op"(%x, %i) : (f32, index) -> f32
    scf.yield %y : f32
  }
  return %r : f32
}
