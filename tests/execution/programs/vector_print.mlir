// vector.print of every element kind and shape, strings and punctuation,
// transfer_read with padding and a broadcast dim.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.5 : f32
  %v = vector.broadcast %f : f32 to vector<2x3xf32>
  vector.print %v : vector<2x3xf32>
  %b = arith.constant dense<[true, false]> : vector<2xi1>
  vector.print %b : vector<2xi1>
  %i = arith.constant dense<[-1, 7]> : vector<2xi8>
  vector.print %i : vector<2xi8>
  vector.print %c1 : index
  %z = vector.broadcast %f : f32 to vector<f32>
  vector.print %z : vector<f32>
  vector.print %f : f32 punctuation <comma>
  vector.print str "hello\n"
  vector.print punctuation <open>
  vector.print punctuation <close>
  %d = arith.constant 1.0e20 : f64
  vector.print %d : f64
  %e = tensor.empty() : tensor<4x4xf32>
  %pad = arith.constant -1.0 : f32
  %m = linalg.fill ins(%f : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = vector.transfer_read %m[%c1, %c1], %pad : tensor<4x4xf32>, vector<5xf32>
  vector.print %r : vector<5xf32>
  %r2 = vector.transfer_read %m[%c1, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : tensor<4x4xf32>, vector<5x2xf32>
  vector.print %r2 : vector<5x2xf32>
  vector.print
  return
}
