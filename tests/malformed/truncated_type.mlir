// What is wrong: the file ends inside a type (tensor<4x ...).
// expected-error @+1 {{expected non-function type}}
func.func private @f(tensor<4x
