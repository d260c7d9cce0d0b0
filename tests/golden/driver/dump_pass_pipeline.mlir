// RUN: tbuf %s --dump-pass-pipeline --pass-pipeline=builtin.module(func.func(strip-debuginfo,print-op-stats{json=true}),print-op-stats)
func.func @f() {
  return
}
