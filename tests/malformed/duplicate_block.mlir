// What is wrong: the block label ^bb1 is defined twice.
func.func @f() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
// expected-error @+1 {{redefinition of block '^bb1'}}
^bb1:
  return
}
