// What is wrong: %x is defined inside the scf.if region and is not visible
// after the region ends (names are scoped to their region).
func.func @f(%c: i1) -> i32 {
  scf.if %c {
    %x = arith.constant 1 : i32
  }
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %x : i32
}
