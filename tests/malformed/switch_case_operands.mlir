// What is wrong: cf.switch case 1 passes an operand to a block without
// arguments (successor #1 is the first case).
func.func @f(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.switch %a : i32, [
    default: ^bb1,
    1: ^bb1(%a : i32)
  ]
^bb1:
  return
}
