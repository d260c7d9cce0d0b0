// RUN: tbuf %s
// scf.for with iter_args, scf.if with results, scf.while.

func.func @sum(%lb: index, %ub: index, %init: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %init) -> (f32) {
    %f = arith.index_cast %i : index to i64
    %g = arith.sitofp %f : i64 to f32
    %n = arith.addf %acc, %g : f32
    scf.yield %n : f32
  }
  return %r : f32
}

func.func @select(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    %m = arith.muli %b, %b : i32
    scf.yield %m : i32
  }
  return %r : i32
}

func.func @count(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  return %r : i32
}
