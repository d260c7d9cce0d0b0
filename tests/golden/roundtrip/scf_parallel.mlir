// RUN: tbuf %s
// scf.parallel and scf.reduce / scf.reduce.return in custom form: several
// dimensions, no reduction (the empty scf.reduce is added when missing and
// always printed, with its trailing space), one and several reductions
// (`-> T` and `-> (T1, T2)`), attributes on each op, and bound lists of
// different lengths (only the steps must match the induction variables).
// Identical to `mlir-opt-22 %s`.
func.func @reductions(%lb: index, %ub: index, %s: index, %m: memref<?x?xf32>) -> (f32, f32, index) {
  %zero = arith.constant 0.0 : f32
  %sum = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%zero) -> f32 {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %x = arith.addf %a, %b : f32
      scf.reduce.return %x : f32
    }
  }
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%zero, %lb) -> (f32, index) {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%v, %i : f32, index) {
    ^bb0(%a: f32, %b: f32):
      %x = arith.maximumf %a, %b : f32
      scf.reduce.return %x {kind = "max"} : f32
    }, {
    ^bb0(%a: index, %b: index):
      scf.reduce.return %a : index
    } {tag}
  } {mapping = "rows"}
  return %sum, %r#0, %r#1 : f32, f32, index
}

func.func @no_reduction(%lb: index, %ub: index, %s: index, %m: memref<?x?x?xf32>, %f: f32) {
  scf.parallel (%i, %j, %k) = (%lb, %lb, %lb) to (%ub, %ub, %ub) step (%s, %s, %s) {
    memref.store %f, %m[%i, %j, %k] : memref<?x?x?xf32>
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.reduce
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    "scf.reduce"() {tag} : () -> ()
  }
  "scf.parallel"(%lb, %lb, %ub, %s) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index, index) -> ()
  return
}

func.func @nested(%n: index, %m: memref<?x?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %outer = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
    %inner = scf.parallel (%j) = (%c0) to (%i) step (%c1) init (%zero) -> f32 {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      scf.reduce(%v : f32) {
      ^bb0(%a: f32, %b: f32):
        %x = arith.addf %a, %b : f32
        scf.reduce.return %x : f32
      }
    }
    scf.reduce(%inner : f32) {
    ^bb0(%a: f32, %b: f32):
      %x = arith.mulf %a, %b : f32
      scf.reduce.return %x : f32
    }
  }
  return %outer : f32
}
