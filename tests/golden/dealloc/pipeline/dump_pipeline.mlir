// RUN: tbuf %s --buffer-deallocation-pipeline=private-function-dynamic-ownership --dump-pass-pipeline
// The pipeline as mlir-opt-22 --dump-pass-pipeline prints it, with the option
// passed through to the ownership pass; one difference: tbuf runs the
// simplification with interprocedural=true (its inter-procedural ownership).
func.func @f() {
  return
}
