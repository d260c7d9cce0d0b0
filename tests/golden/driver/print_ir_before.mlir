// RUN: tbuf %s --print-ir-before=print-op-stats --print-ir-module-scope --pass-pipeline=builtin.module(func.func(print-op-stats))
// --print-ir-before selects passes by name; module scope prints the whole module.
func.func @f() {
  return
}
