// RUN: tbuf %s
func.func @f(%a: i32) {
  return
}
func.func @f() {
  return
}
