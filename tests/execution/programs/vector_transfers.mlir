// Vector transfers on tensors and buffers, masks, padding, permutation
// maps, value ops and elementwise arith/math on vectors.
func.func @scale(%t: tensor<8xf32>, %s: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %pad = arith.constant 0.0 : f32
  %sv = vector.broadcast %s : f32 to vector<4xf32>
  %r = scf.for %i = %c0 to %c8 step %c4 iter_args(%acc = %t) -> (tensor<8xf32>) {
    %v = vector.transfer_read %acc[%i], %pad {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
    %w = arith.mulf %v, %sv : vector<4xf32>
    %n = vector.transfer_write %w, %acc[%i] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %pad = arith.constant -9.0 : f32
  %t = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  // Minor identity, out of bounds past the end: padding.
  %r0 = vector.transfer_read %t[%c1, %c1], %pad : tensor<3x3xf32>, vector<4xf32>
  vector.print %r0 : vector<4xf32>
  // Transposed.
  %r1 = vector.transfer_read %t[%c0, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<3x3xf32>, vector<3x2xf32>
  vector.print %r1 : vector<3x2xf32>
  // Broadcast dim.
  %r2 = vector.transfer_read %t[%c2, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, true]} : tensor<3x3xf32>, vector<2x3xf32>
  vector.print %r2 : vector<2x3xf32>
  // Masked read.
  %m = arith.constant dense<[true, false, true]> : vector<3xi1>
  %r3 = vector.transfer_read %t[%c0, %c0], %pad, %m : tensor<3x3xf32>, vector<3xf32>
  vector.print %r3 : vector<3xf32>
  // Writes into a tensor: masked, out of bounds, transposed.
  %v = arith.constant dense<[10.0, 20.0, 30.0]> : vector<3xf32>
  %w0 = vector.transfer_write %v, %t[%c1, %c0], %m : vector<3xf32>, tensor<3x3xf32>
  %w1 = vector.transfer_write %v, %w0[%c2, %c1] : vector<3xf32>, tensor<3x3xf32>
  %v2 = arith.constant dense<[[-1.0, -2.0], [-3.0, -4.0]]> : vector<2x2xf32>
  %w2 = vector.transfer_write %v2, %w1[%c0, %c1] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x2xf32>, tensor<3x3xf32>
  %all = vector.transfer_read %w2[%c0, %c0], %pad : tensor<3x3xf32>, vector<3x3xf32>
  vector.print %all : vector<3x3xf32>
  // The original is unchanged.
  %orig = vector.transfer_read %t[%c0, %c0], %pad : tensor<3x3xf32>, vector<3x3xf32>
  vector.print %orig : vector<3x3xf32>
  // A loop over a tensor through a function.
  %e = tensor.empty() : tensor<8xf32>
  %filled = linalg.fill ins(%f2 : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %s = func.call @scale(%filled, %f2) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %sr = vector.transfer_read %s[%c0], %pad : tensor<8xf32>, vector<8xf32>
  vector.print %sr : vector<8xf32>
  // Value ops.
  %b = vector.broadcast %v : vector<3xf32> to vector<2x3xf32>
  %fe = vector.from_elements %f1, %f2, %pad, %f1 : vector<2x2xf32>
  %x0 = vector.extract %b[1, 2] : f32 from vector<2x3xf32>
  %x1 = vector.extract %fe[%c1] : vector<2xf32> from vector<2x2xf32>
  %i0 = vector.insert %f1, %b [0, %c1] : f32 into vector<2x3xf32>
  %i1 = vector.insert %v, %i0 [1] : vector<3xf32> into vector<2x3xf32>
  vector.print %x0 : f32
  vector.print %x1 : vector<2xf32>
  vector.print %i0 : vector<2x3xf32>
  vector.print %i1 : vector<2x3xf32>
  // Elementwise arith and math.
  %sq = math.sqrt %fe : vector<2x2xf32>
  %cmp = arith.cmpf olt, %fe, %sq : vector<2x2xf32>
  %sel = arith.select %cmp, %fe, %sq : vector<2x2xi1>, vector<2x2xf32>
  vector.print %cmp : vector<2x2xi1>
  vector.print %sel : vector<2x2xf32>
  %ints = arith.constant dense<[1, -2, 3, -4]> : vector<4xi32>
  %sum = arith.addi %ints, %ints : vector<4xi32>
  %fl = arith.sitofp %sum : vector<4xi32> to vector<4xf64>
  vector.print %sum : vector<4xi32>
  vector.print %fl : vector<4xf64>
  vector.print %c3 : index punctuation <comma>
  vector.print %x0 : f32
  vector.print str "done\n"
  return
}
