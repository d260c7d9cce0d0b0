// linalg.matmul on tensors (static and dynamic), accumulating into a filled
// init, and linalg.batch_matmul.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @mm(%a: tensor<3x4xf32>, %b: tensor<4x2xf32>) -> tensor<3x2xf32> {
  %e = tensor.empty() : tensor<3x2xf32>
  %one = arith.constant 1.0 : f32
  %init = linalg.fill ins(%one : f32) outs(%e : tensor<3x2xf32>) -> tensor<3x2xf32>
  %r = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x2xf32>) outs(%init : tensor<3x2xf32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

func.func @mm_dyn(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %b, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%init : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @bmm(%a: tensor<2x2x3xf32>, %b: tensor<2x3x2xf32>) -> tensor<2x2x2xf32> {
  %e = tensor.empty() : tensor<2x2x2xf32>
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x2x3xf32>, tensor<2x3x2xf32>) outs(%init : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  return %r : tensor<2x2x2xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [-1.0, 0.5, 0.25, 2.0]]> : tensor<3x4xf32>
  %b = arith.constant dense<[[1.0, 0.0], [0.0, 1.0], [2.0, -1.0], [0.5, 0.5]]> : tensor<4x2xf32>
  %r = call @mm(%a, %b) : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3x2xf32>
  %ru = tensor.cast %r : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%ru) : (tensor<*xf32>) -> ()
  %ad = tensor.cast %a : tensor<3x4xf32> to tensor<?x?xf32>
  %bd = tensor.cast %b : tensor<4x2xf32> to tensor<?x?xf32>
  %rd = call @mm_dyn(%ad, %bd) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %rdu = tensor.cast %rd : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%rdu) : (tensor<*xf32>) -> ()
  %ba = arith.constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[0.0, 1.0, 0.0], [1.0, 0.0, 1.0]]]> : tensor<2x2x3xf32>
  %bb = arith.constant dense<[[[1.0, 1.0], [2.0, 0.0], [0.0, 3.0]], [[5.0, 6.0], [7.0, 8.0], [9.0, 10.0]]]> : tensor<2x3x2xf32>
  %br = call @bmm(%ba, %bb) : (tensor<2x2x3xf32>, tensor<2x3x2xf32>) -> tensor<2x2x2xf32>
  %bru = tensor.cast %br : tensor<2x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%bru) : (tensor<*xf32>) -> ()
  return
}
