// RUN: tbuf %s --mlir-print-op-generic
// affine.parallel with reductions in generic form: `reductions` holds each
// kind's arith AtomicRMWKind value (addf = 0, ..., xori = 15) as i64.
func.func @f(%m: memref<10x4xf32>, %n: memref<10xi32>, %s: si16, %u: ui8) -> (f32, f32, i32) {
  %r:4 = affine.parallel (%i, %j) = (0, 0) to (10, 4) reduce ("addf", "maximumf", "minimumf", "mulf") -> (f32, f32, f32, f32) {
    %v = affine.load %m[%i, %j] : memref<10x4xf32>
    affine.yield %v, %v, %v, %v : f32, f32, f32, f32
  }
  %q:4 = affine.parallel (%i) = (0) to (10) step (2) reduce ("addi", "muli", "andi", "ori") -> (i32, i32, i32, i32) {
    %v = affine.load %n[%i] : memref<10xi32>
    affine.yield %v, %v, %v, %v : i32, i32, i32, i32
  }
  %x:2 = affine.parallel (%i) = (0) to (3) reduce ("maxs", "mins") -> (si16, si16) {
    affine.yield %s, %s : si16, si16
  }
  %y:3 = affine.parallel (%i) = (0) to (3) reduce ("maxu", "minu", "assign") -> (ui8, ui8, ui8) {
    affine.yield %u, %u, %u : ui8, ui8, ui8
  } {tag}
  affine.parallel (%i) = (0) to (10) {
    %t = affine.parallel (%j) = (%i) to (10) reduce ("addf") -> f32 {
      %v = affine.load %m[%j, 0] : memref<10x4xf32>
      affine.yield %v : f32
    }
    affine.store %t, %m[%i, 1] : memref<10x4xf32>
  }
  return %r#0, %r#1, %q#2 : f32, f32, i32
}
