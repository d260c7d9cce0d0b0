// bufferization dialect ops at tensor level: alloc_tensor (fresh and with
// copy), materialize_in_destination into a slice of a larger tensor, and
// to_tensor of a memref.alloc (restrict, writable).
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @main() {
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %copy = bufferization.alloc_tensor() copy(%c) : tensor<3xf32>
  %c1 = arith.constant 1 : index
  %v = arith.constant 9.0 : f32
  %w = tensor.insert %v into %copy[%c1] : tensor<3xf32>
  %wu = tensor.cast %w : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%wu) : (tensor<*xf32>) -> ()
  %cu = tensor.cast %c : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%cu) : (tensor<*xf32>) -> ()
  %big0 = bufferization.alloc_tensor() : tensor<2x3xf32>
  %z = arith.constant 0.0 : f32
  %big = linalg.fill ins(%z : f32) outs(%big0 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %row = tensor.extract_slice %big[1, 0] [1, 3] [1, 1] : tensor<2x3xf32> to tensor<3xf32>
  %m = bufferization.materialize_in_destination %w in %row : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %back = tensor.insert_slice %m into %big[1, 0] [1, 3] [1, 1] : tensor<3xf32> into tensor<2x3xf32>
  %bu = tensor.cast %back : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%bu) : (tensor<*xf32>) -> ()
  %mem = memref.alloc() : memref<2xf32>
  %t = bufferization.to_tensor %mem restrict writable : memref<2xf32> to tensor<2xf32>
  %two = arith.constant 2.0 : f32
  %f = linalg.fill ins(%two : f32) outs(%t : tensor<2xf32>) -> tensor<2xf32>
  %fu = tensor.cast %f : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%fu) : (tensor<*xf32>) -> ()
  return
}
