// RUN: tbuf %s --emit=c
// scf → structured C: for with iter_args (the swap goes through
// temporaries), if and index_switch with results, while, execute_region and
// forall as nested loops.
func.func @loops(%n: index, %x: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %a:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %x, %q = %one) -> (i64, i64) {
    %s = arith.addi %p, %q : i64
    %odd = arith.cmpi eq, %s, %x : i64
    %r = scf.if %odd -> i64 {
      scf.yield %p : i64
    } else {
      %m = arith.muli %s, %q : i64
      scf.yield %m : i64
    }
    scf.yield %q, %r : i64, i64
  }
  %w = scf.while (%v = %a#0) : (i64) -> i64 {
    %more = arith.cmpi sgt, %v, %one : i64
    scf.condition(%more) %v : i64
  } do {
  ^bb0(%v: i64):
    %h = arith.shrsi %v, %one : i64
    scf.yield %h : i64
  }
  %e = scf.execute_region -> i64 {
    %s = arith.subi %w, %one : i64
    scf.yield %s : i64
  }
  %k = scf.index_switch %n -> i64
  case 0 {
    scf.yield %e : i64
  }
  default {
    scf.yield %w : i64
  }
  scf.forall (%i, %j) in (%n, 4) {
    %ij = arith.addi %i, %j : index
  }
  return %k, %a#1 : i64, i64
}
