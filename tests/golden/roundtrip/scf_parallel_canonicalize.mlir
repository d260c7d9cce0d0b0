// RUN: tbuf %s --canonicalize
// scf.parallel canonicalization: a dimension with no iteration replaces the
// loop by its init values; dimensions with one iteration are dropped (their
// ivs become the lower bounds) and, when all are, the body is inlined with
// each reduction applied once to (init, value); a loop whose body is only a
// reduction-free scf.parallel with independent bounds merges with it; loops
// whose results are unused and whose bodies have no effect are erased.
// Loops with bounds that are not constant (or `ub = lb + c` without no-wrap
// flags) are kept. Identical to `mlir-opt-22 %s --canonicalize`.
func.func @single(%m: memref<?x?xf32>, %n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) init (%f) -> f32 {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @all_single(%m: memref<?x?xf32>, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %r = scf.parallel (%i, %j) = (%c0, %c3) to (%c1, %c4) step (%c1, %c4) init (%f) -> f32 {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @zero(%m: memref<?x?xf32>, %n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c1) to (%n, %c1) step (%c1, %c1) init (%f) -> f32 {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @nested(%m: memref<?x?xf32>, %n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
func.func @nested_dep(%m: memref<?x?xf32>, %n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
func.func @dead(%m: memref<?x?xf32>, %n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
  }
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return %f : f32
}
func.func @partial(%m: memref<?x?x?xf32>, %n: index, %f: f32, %g: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %r:2 = scf.parallel (%i, %j, %k) = (%c0, %c2, %c0) to (%n, %c5, %n) step (%c1, %c5, %c2) init (%f, %g) -> (f32, i32) {
    %v = memref.load %m[%i, %j, %k] : memref<?x?x?xf32>
    %w = arith.fptosi %v : f32 to i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.maxsi %a, %b : i32
      scf.reduce.return %s : i32
    }
  } {tag = "x"}
  return %r#0, %r#1 : f32, i32
}
func.func @all_one_two(%m: memref<?xf32>, %f: f32, %g: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%f, %g) -> (f32, i32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %w = arith.fptosi %v : f32 to i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.subf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %b : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
func.func @triple(%m: memref<?x?x?xf32>, %n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      scf.parallel (%k) = (%c0) to (%n) step (%c1) {
        memref.store %f, %m[%i, %j, %k] : memref<?x?x?xf32>
      }
    }
  }
  return
}
func.func @addi_bound(%m: memref<?xf32>, %n: index, %f: f32) {
  %c1 = arith.constant 1 : index
  %u = arith.addi %n, %c1 : index
  scf.parallel (%i) = (%n) to (%u) step (%c1) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}
func.func @dims_one_no_red(%m: memref<?x?xf32>, %n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) {
    memref.store %f, %m[%i, %j] : memref<?x?xf32>
  } {tag}
  return
}
func.func @nested_inner_red(%m: memref<?x?xf32>, %n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %r = scf.parallel (%j) = (%c0) to (%n) step (%c1) init (%f) -> f32 {
      scf.reduce(%f : f32) {
      ^bb0(%a: f32, %b: f32):
        scf.reduce.return %a : f32
      }
    }
    memref.store %r, %m[%i, %i] : memref<?x?xf32>
  }
  return
}
