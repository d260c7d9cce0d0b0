// RUN: tbuf %s --mlir-print-op-generic
// Every op in generic form, properties in <{...}>, values numbered uniquely.

func.func @f(%a: i32, %c: i1) -> i32 {
  %k = arith.constant 7 : i32
  %r = scf.if %c -> (i32) {
    %s = arith.addi %a, %k : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
