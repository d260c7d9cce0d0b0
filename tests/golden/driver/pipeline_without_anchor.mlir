// RUN: tbuf %s --pass-pipeline=print-op-stats
func.func @f() {
  return
}
