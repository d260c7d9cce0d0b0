// RUN: tbuf %s --print-op-stats=json=maybe
func.func @f() {
  return
}
