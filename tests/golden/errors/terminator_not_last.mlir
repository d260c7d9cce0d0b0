// RUN: tbuf %s
func.func @f() {
  "func.return"() : () -> ()
  %x = arith.constant 1 : i32
  return
}
