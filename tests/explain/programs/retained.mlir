// RUN: tbuf explain %s
// Retained values: an allocation returned to the caller is not freed where
// it is made; the caller frees what the call returns.
func.func @make(%v: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %t : tensor<16xf32>
}

func.func @use(%v: f32) -> f32 {
  %c3 = arith.constant 3 : index
  %t = call @make(%v) : (f32) -> tensor<16xf32>
  %x = tensor.extract %t[%c3] : tensor<16xf32>
  %tmp = tensor.empty() : tensor<8xf64>
  return %x : f32
}
