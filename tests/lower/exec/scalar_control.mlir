// Scalar program (also in tests/lower/emit_c_*_test.cc).
func.func private @printI64(i64)
func.func private @printNewline()
func.func @pi(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func private @divmod(%a: i64, %b: i64) -> (i64, i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  return %q, %r : i64, i64
}
func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %le = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %le -> i64 {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %i0 = arith.constant 0 : i64
  %i1 = arith.constant 1 : i64
  // sum of 0..9
  %sum = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %i0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %n = arith.addi %acc, %ii : i64
    scf.yield %n : i64
  }
  call @pi(%sum) : (i64) -> ()
  // fibonacci with a swap of the carried values
  %fa, %fb = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %i0, %b = %i1) -> (i64, i64) {
    %n = arith.addi %a, %b : i64
    scf.yield %b, %n : i64, i64
  }
  call @pi(%fa) : (i64) -> ()
  // pure swap, 3 times
  %c3 = arith.constant 3 : index
  %i5 = arith.constant 5 : i64
  %sa, %sb = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %i1, %b = %i5) -> (i64, i64) {
    scf.yield %b, %a : i64, i64
  }
  call @pi(%sa) : (i64) -> ()
  // while: collatz steps from 27
  %c27 = arith.constant 27 : i64
  %i2 = arith.constant 2 : i64
  %i3 = arith.constant 3 : i64
  %steps:2 = scf.while (%x = %c27, %s = %i0) : (i64, i64) -> (i64, i64) {
    %ne = arith.cmpi ne, %x, %i1 : i64
    scf.condition(%ne) %x, %s : i64, i64
  } do {
  ^bb0(%x: i64, %s: i64):
    %r = arith.remsi %x, %i2 : i64
    %even = arith.cmpi eq, %r, %i0 : i64
    %nx = scf.if %even -> i64 {
      %h = arith.divsi %x, %i2 : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %x, %i3 : i64
      %t1 = arith.addi %t, %i1 : i64
      scf.yield %t1 : i64
    }
    %ns = arith.addi %s, %i1 : i64
    scf.yield %nx, %ns : i64, i64
  }
  call @pi(%steps#1) : (i64) -> ()
  %q:2 = call @divmod(%c27, %i5) : (i64, i64) -> (i64, i64)
  call @pi(%q#0) : (i64) -> ()
  call @pi(%q#1) : (i64) -> ()
  %f = call @fact(%i5) : (i64) -> i64
  call @pi(%f) : (i64) -> ()
  %e = scf.execute_region -> i64 {
    %v = arith.addi %i5, %i5 : i64
    scf.yield %v : i64
  }
  call @pi(%e) : (i64) -> ()
  %c2 = arith.constant 2 : index
  %sw = scf.index_switch %c2 -> i64
  case 1 {
    scf.yield %i1 : i64
  }
  case 2 {
    scf.yield %i2 : i64
  }
  default {
    scf.yield %i0 : i64
  }
  call @pi(%sw) : (i64) -> ()
  %t = arith.constant true
  scf.if %t {
    func.call @pi(%i3) : (i64) -> ()
  }
  return
}
