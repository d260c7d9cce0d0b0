// RUN: tbuf %s
// An unknown vector.print punctuation: mlir-opt-22 reports this error and a
// second one at the closing '>'; tbuf stops at the first.
func.func @p() {
  vector.print punctuation <semicolon>
  return
}
