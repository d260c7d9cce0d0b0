// RUN: tbuf %s --pass-pipeline=builtin.module(func.func(print-op-stats)
func.func @f() {
  return
}
