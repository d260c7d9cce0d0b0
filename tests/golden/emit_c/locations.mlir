// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --canonicalize --emit=c --emit-c-locations
// --emit-c-locations: each op's C opens with a `/* file:line:col: op */`
// comment, and allocations and frees pass a static TbufSite naming where
// they come from (the buffer of @make's tensor.empty, freed in @main at its
// func.return), so the runtime's leak and bad-free reports point here.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @make(%v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t : tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.5 : f32
  scf.for %i = %c0 to %c2 step %c1 {
    %t = func.call @make(%f) : (f32) -> tensor<4xf32>
    %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  }
  return
}
