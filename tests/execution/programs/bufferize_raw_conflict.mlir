// Read-after-write conflicts One-Shot Bufferize must resolve with copies:
// a tensor written while its old value is still read later, a function
// argument written in place by the callee (bufferize-function-boundaries)
// while the caller reads the original afterwards, and two writes into one
// source.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @set_first(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a = arith.constant 10.0 : f32
  %b = arith.constant 20.0 : f32
  %w1 = call @set_first(%c, %a) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %w2 = call @set_first(%c, %b) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %c2 = arith.constant 2 : index
  %w3 = tensor.insert %b into %w1[%c2] : tensor<4xf32>
  %u1 = tensor.cast %w1 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %w2 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %w3 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  %uc = tensor.cast %c : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uc) : (tensor<*xf32>) -> ()
  return
}
