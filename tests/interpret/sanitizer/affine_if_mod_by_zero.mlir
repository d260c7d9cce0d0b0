// Not a sanitizer report but a located runtime error: an affine.if whose
// integer set takes `mod` of a symbol that is zero (undefined in MLIR).
func.func @pick(%i: index, %n: index) -> i64 {
  %r = affine.if affine_set<(d0)[s0] : (d0 mod s0 == 0)>(%i)[%n] -> i64 {
    %one = arith.constant 1 : i64
    affine.yield %one : i64
  } else {
    %zero = arith.constant 0 : i64
    affine.yield %zero : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = func.call @pick(%c4, %c4) : (index, index) -> i64
  %b = func.call @pick(%c4, %c0) : (index, index) -> i64
  return
}
// EXPECT-STDERR: affine_if_mod_by_zero.mlir:4:8: error: tbuf interpret: affine.if divides by zero in its integer set; call stack: @pick called from @main at affine_if_mod_by_zero.mlir:18:8
