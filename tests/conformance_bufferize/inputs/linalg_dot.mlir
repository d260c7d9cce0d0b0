// linalg.dot: a destination-style op whose 0-d init is read and written in
// place, like matmul's; the inputs are only read.
// OPTIONS: bufferize-function-boundaries
// OPTIONS:

func.func @dot_into_arg(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<f32>) -> tensor<f32> {
  %0 = linalg.dot ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @dot_init_read_after(%a: tensor<?xf32>, %c: tensor<f32>) -> (tensor<f32>, f32) {
  %0 = linalg.dot ins(%a, %a : tensor<?xf32>, tensor<?xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  %v = tensor.extract %c[] : tensor<f32>
  return %0, %v : tensor<f32>, f32
}

func.func @dot_fresh_init(%a: tensor<4xi16>, %b: tensor<4xi16>) -> i64 {
  %z = arith.constant 0 : i64
  %e = tensor.empty() : tensor<i64>
  %f = linalg.fill ins(%z : i64) outs(%e : tensor<i64>) -> tensor<i64>
  %0 = linalg.dot ins(%a, %b : tensor<4xi16>, tensor<4xi16>) outs(%f : tensor<i64>) -> tensor<i64>
  %v = tensor.extract %0[] : tensor<i64>
  return %v : i64
}
