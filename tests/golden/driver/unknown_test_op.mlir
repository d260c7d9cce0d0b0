// RUN: tbuf %s
// The `test` dialect is open, as in mlir-opt-22: ops nobody registered are
// kept as opaque ops without --allow-unregistered-dialect.
func.func @f(%m: memref<4xf32>, %t: tensor<4xf32>) -> tensor<4xf32> {
  "test.foo"(%m) : (memref<4xf32>) -> ()
  %0 = "test.bar"(%t) {attr = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
