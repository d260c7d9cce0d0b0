// tensor.concat along each dimension of static and dynamic operands; the
// result is then updated in place and the operands stay unchanged.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @cat(%a: tensor<2x2xf32>, %b: tensor<1x2xf32>, %c: tensor<?x2xf32>) -> (tensor<5x2xf32>, tensor<2x4xf32>) {
  %r0 = tensor.concat dim(0) %a, %b, %c : (tensor<2x2xf32>, tensor<1x2xf32>, tensor<?x2xf32>) -> tensor<5x2xf32>
  %r1 = tensor.concat dim(1) %a, %a : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x4xf32>
  return %r0, %r1 : tensor<5x2xf32>, tensor<2x4xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<[[5.0, 6.0]]> : tensor<1x2xf32>
  %c0 = arith.constant dense<[[7.0, 8.0], [9.0, 10.0]]> : tensor<2x2xf32>
  %c = tensor.cast %c0 : tensor<2x2xf32> to tensor<?x2xf32>
  %r0, %r1 = call @cat(%a, %b, %c) : (tensor<2x2xf32>, tensor<1x2xf32>, tensor<?x2xf32>) -> (tensor<5x2xf32>, tensor<2x4xf32>)
  %i = arith.constant 1 : index
  %v = arith.constant -1.0 : f32
  %w = tensor.insert %v into %r1[%i, %i] : tensor<2x4xf32>
  %u0 = tensor.cast %r0 : tensor<5x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %w : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %ua = tensor.cast %a : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  return
}
