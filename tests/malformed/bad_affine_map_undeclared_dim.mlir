// What is wrong: the affine map result uses d1 but only d0 is declared.
// expected-error @+1 {{use of undeclared identifier}}
func.func private @f(memref<4xf32, affine_map<(d0) -> (d1)>>)
