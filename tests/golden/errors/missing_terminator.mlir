// RUN: tbuf %s
func.func @f() {
  %x = arith.constant 1 : i32
}
