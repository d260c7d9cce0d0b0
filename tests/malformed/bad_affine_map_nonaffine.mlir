// What is wrong: d0 * d1 is not an affine expression.
// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
func.func private @f(memref<4x4xf32, affine_map<(d0, d1) -> (d0 * d1)>>)
