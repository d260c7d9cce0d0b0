// scf.if returning one of two buffers: deallocation needs runtime ownership
// (bufferization.dealloc lowered to the helper).
func.func private @printMemrefF32(tensor<*xf32>)
func.func @choose(%c: i1, %n: index) -> tensor<?xf32> {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e1 = tensor.empty(%n) : tensor<?xf32>
  %a = linalg.fill ins(%one : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e2 = tensor.empty(%n) : tensor<?xf32>
  %b = linalg.fill ins(%two : f32) outs(%e2 : tensor<?xf32>) -> tensor<?xf32>
  %r = scf.if %c -> tensor<?xf32> {
    scf.yield %a : tensor<?xf32>
  } else {
    scf.yield %b : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
func.func @main() {
  %c2 = arith.constant 2 : index
  %t = arith.constant true
  %f = arith.constant false
  %x = call @choose(%t, %c2) : (i1, index) -> tensor<?xf32>
  %y = call @choose(%f, %c2) : (i1, index) -> tensor<?xf32>
  %u = tensor.cast %x : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %v = tensor.cast %y : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}
