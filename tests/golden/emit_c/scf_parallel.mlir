// RUN: tbuf %s --emit=c
// scf.parallel → nested sequential C loops (the first dimension outermost);
// each result is a C variable starting at its init value, and at the end of
// every iteration each reduction region runs on (running value, the
// iteration's value) and assigns the running value; a reduction may return
// either argument.
func.func @sum_and_last(%m: memref<?x?xf32>, %n: index, %init: f32, %k: i64) -> (f32, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.parallel (%i, %j) = (%c0, %c1) to (%n, %n) step (%c1, %c2) init (%init, %k) -> (f32, i64) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    %w = arith.index_cast %j : index to i64
    scf.reduce(%v, %w : f32, i64) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i64, %b: i64):
      scf.reduce.return %b : i64
    }
  }
  return %r#0, %r#1 : f32, i64
}

func.func @fill(%m: memref<4x?xf32>, %n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      memref.store %f, %m[%i, %j] : memref<4x?xf32>
    }
  }
  return
}
