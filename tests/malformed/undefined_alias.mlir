// What is wrong: use of an attribute alias (#nomap) that was never defined.
// expected-error @+1 {{undefined symbol alias id 'nomap'}}
func.func private @f(memref<4xf32, #nomap>)
