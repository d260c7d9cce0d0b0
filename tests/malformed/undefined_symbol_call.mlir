// What is wrong: func.call refers to a function that does not exist.
func.func @f() {
  // expected-error @+1 {{'func.call' op 'nope' does not reference a valid function}}
  call @nope() : () -> ()
  return
}
