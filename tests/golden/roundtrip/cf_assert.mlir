// RUN: tbuf %s
// cf.assert round-trips as mlir-opt-22 prints it (quotes escaped in the message).
func.func @check(%c: i1) {
  cf.assert %c, "expected \"true\" here"
  return
}
