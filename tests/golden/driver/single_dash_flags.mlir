// RUN: tbuf %s -split-input-file -mlir-print-op-generic -strip-debuginfo
// mlir-opt's single-dash spelling of long flags and pass flags is accepted.
func.func @f() {
  return
}
// -----
func.func @g() {
  return
}
