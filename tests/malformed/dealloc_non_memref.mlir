// What is wrong: memref.dealloc is given a tensor type.
func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'memref.dealloc' invalid kind of type specified}}
  memref.dealloc %t : tensor<4xf32>
  return
}
