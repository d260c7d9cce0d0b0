// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// Function signature layouts with identity-layout-map (results: subview and new allocation).
func.func @sub(%t: tensor<8xf32>) -> (tensor<4xf32>, tensor<8xf32>) {
  %0 = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<8xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %0, %f : tensor<4xf32>, tensor<8xf32>
}
func.func @user(%t: tensor<8xf32>) -> f32 {
  %a, %b = func.call @sub(%t) : (tensor<8xf32>) -> (tensor<4xf32>, tensor<8xf32>)
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  %y = tensor.extract %b[%c0] : tensor<8xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}
