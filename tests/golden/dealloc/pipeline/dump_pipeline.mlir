// RUN: tbuf %s --buffer-deallocation-pipeline=private-function-dynamic-ownership --dump-pass-pipeline
// The pipeline as mlir-opt-22 --dump-pass-pipeline prints it (same text), with
// the option passed through to the ownership pass.
func.func @f() {
  return
}
