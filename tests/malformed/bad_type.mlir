// What is wrong: an unknown element type inside tensor<...>.
// expected-error @+1 {{expected non-function type}}
func.func private @f(tensor<4xfoo>)
