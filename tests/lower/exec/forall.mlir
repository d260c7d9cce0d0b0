// scf.forall with shared_outs and parallel_insert_slice (sequential loops in C).
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %init) -> tensor<4x2xf32> {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %row = tensor.empty() : tensor<1x2xf32>
    %filled = linalg.fill ins(%f : f32) outs(%row : tensor<1x2xf32>) -> tensor<1x2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %filled into %o[%i, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<4x2xf32>
    }
  }
  %u = tensor.cast %r : tensor<4x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
