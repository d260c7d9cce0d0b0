// Like 04_loop.mlir, but the loop starts from a filled tensor,
// and %init is read again after the loop.
func.func @iota_and_first(%v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %empty = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%v : f32) outs(%empty : tensor<4xf32>) -> tensor<4xf32>
  %result = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init) -> (tensor<4xf32>) {
    %n = arith.index_cast %i : index to i32
    %x = arith.sitofp %n : i32 to f32
    %next = tensor.insert %x into %acc[%i] : tensor<4xf32>
    scf.yield %next : tensor<4xf32>
  }
  %first = tensor.extract %init[%c0] : tensor<4xf32>
  return %result, %first : tensor<4xf32>, f32
}
