// RUN: tbuf %s --emit=c --split-input-file --allow-unregistered-dialect
// Ops and types C emission cannot express are located errors (exit 1).
func.func @tensor_arg(%t: tensor<4xf32>) {
  return
}

// -----

func.func @unknown_op() {
  "test.unknown"() : () -> ()
  return
}

// -----

func.func @odd_width(%a: i3) -> i3 {
  return %a : i3
}
