// RUN: tbuf %s '--pass-pipeline=builtin.module(func.func(inline))'
// The inliner must run on an op that defines a symbol table.
func.func @f() {
  return
}
