// scf dialect: parallel (one and several dimensions, without reductions,
// with one and with several reductions, nested, with attributes) with its
// terminator reduce and reduce.return.

func.func @parallel_no_reduction(%lb: index, %ub: index, %s: index, %m: memref<?x?xf32>, %v: f32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
  }
  return
}

// -----

func.func @parallel_explicit_reduce(%lb: index, %ub: index, %s: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.reduce
  } {tag = "x"}
  return
}

// -----

func.func @parallel_sum(%lb: index, %ub: index, %s: index, %m: memref<?xf32>, %init: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %x = arith.addf %a, %b : f32
      scf.reduce.return %x : f32
    }
  }
  return %r : f32
}

// -----

func.func @parallel_two_reductions(%n: index, %m: memref<?x?xi32>, %a0: i32, %b0: index) -> (i32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) init (%a0, %b0) -> (i32, index) {
    %v = memref.load %m[%i, %j] : memref<?x?xi32>
    scf.reduce(%v, %j : i32, index) {
    ^bb0(%a: i32, %b: i32):
      %x = arith.maxsi %a, %b : i32
      scf.reduce.return %x : i32
    }, {
    ^bb0(%a: index, %b: index):
      %x = arith.minui %a, %b : index
      scf.reduce.return %x : index
    }
  }
  return %r#0, %r#1 : i32, index
}

// -----

func.func @parallel_nested(%n: index, %t: tensor<?x?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
    %inner = scf.parallel (%j) = (%c0) to (%i) step (%c1) init (%zero) -> f32 {
      %v = tensor.extract %t[%i, %j] : tensor<?x?xf32>
      scf.reduce(%v : f32) {
      ^bb0(%a: f32, %b: f32):
        %x = arith.addf %a, %b : f32
        scf.reduce.return %x : f32
      }
    }
    scf.reduce(%inner : f32) {
    ^bb0(%a: f32, %b: f32):
      %x = arith.maximumf %a, %b : f32
      scf.reduce.return %x : f32
    }
  }
  return %r : f32
}
