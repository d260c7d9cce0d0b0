// RUN: tbuf %s --pass-pipeline=func.func(print-op-stats)
// A pipeline anchored on func.func cannot run on the top-level module.
func.func @f() {
  return
}
