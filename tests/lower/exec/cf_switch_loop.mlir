// EXEC-FLAGS: --canonicalize
// cf.switch dispatch inside a cf loop with swapped block arguments.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @step(%state: i32, %acc: i64) -> i64 {
  %c10 = arith.constant 10 : i64
  %c1 = arith.constant 1 : i64
  cf.switch %state : i32, [
    default: ^other,
    0: ^zero,
    1: ^one
  ]
^zero:
  %z = arith.addi %acc, %c10 : i64
  return %z : i64
^one:
  %o = arith.muli %acc, %c10 : i64
  return %o : i64
^other:
  %x = arith.subi %acc, %c1 : i64
  return %x : i64
}
func.func @main() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %a0 = arith.constant 0 : i64
  %b0 = arith.constant 1 : i64
  cf.br ^loop(%c0, %a0, %b0 : i32, i64, i64)
^loop(%i: i32, %a: i64, %b: i64):
  %done = arith.cmpi sge, %i, %c5 : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %s = arith.remsi %i, %c5 : i32
  %three = arith.constant 3 : i32
  %st = arith.remsi %s, %three : i32
  %n = func.call @step(%st, %a) : (i32, i64) -> i64
  %j = arith.addi %i, %c1 : i32
  cf.br ^loop(%j, %b, %n : i32, i64, i64)
^exit:
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
