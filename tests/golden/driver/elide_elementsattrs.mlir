// RUN: tbuf %s --mlir-elide-elementsattrs-if-larger=2
// Non-splat dense attributes with more than 2 elements print as
// dense_resource<__elided__>, as mlir-opt-22; splats and small ones stay.
func.func @f() -> (tensor<4xf32>, tensor<2xi32>, tensor<8xf32>) {
  %0 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %1 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %2 = arith.constant dense<1.0> : tensor<8xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<2xi32>, tensor<8xf32>
}
