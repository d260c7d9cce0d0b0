// RUN: tbuf %s --pass-pipeline=builtin.module(print-op-stats) --strip-debuginfo
// --pass-pipeline and individual pass flags are exclusive.
func.func @f() {
  return
}
