// What is wrong: a branch to a block label that is never defined.
func.func @f() {
  // expected-error @+1 {{reference to an undefined block}}
  cf.br ^bb9
}
