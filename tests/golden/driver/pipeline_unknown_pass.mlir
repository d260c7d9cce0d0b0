// RUN: tbuf %s --pass-pipeline=builtin.module(func.func(print-op-stats),no-such-pass)
// Errors in a textual pipeline point at the offending element.
func.func @f() {
  return
}
