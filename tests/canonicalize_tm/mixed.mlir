// Mixed cases: out-of-range indices, rank-0 reshapes, loops.
func.func @dim_oob(%t: tensor<4xf32>, %m: memref<4xf32>) -> (index, index) {
  %c5 = arith.constant 5 : index
  %d = tensor.dim %t, %c5 : tensor<4xf32>
  %e = memref.dim %m, %c5 : memref<4xf32>
  return %d, %e : index, index
}
// -----
func.func @dim_neg(%t: tensor<?xf32>) -> index {
  %c = arith.constant -1 : index
  %d = tensor.dim %t, %c : tensor<?xf32>
  return %d : index
}
// -----
func.func @rank0(%t: tensor<f32>) -> tensor<1x1xf32> {
  %e = tensor.expand_shape %t [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %c = tensor.collapse_shape %e [] : tensor<1x1xf32> into tensor<f32>
  %e2 = tensor.expand_shape %c [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  return %e2 : tensor<1x1xf32>
}
// -----
func.func @extract_oob() -> f32 {
  %c7 = arith.constant 7 : index
  %s = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %f = tensor.extract %s[%c7] : tensor<2xf32>
  return %f : f32
}
// -----
func.func @loop(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %d = tensor.dim %a, %c0 : tensor<?xf32>
    %e = tensor.empty(%d) : tensor<?xf32>
    %s = tensor.extract_slice %a[0] [%d] [1] : tensor<?xf32> to tensor<?xf32>
    %ins = tensor.insert_slice %s into %e[0] [%d] [1] : tensor<?xf32> into tensor<?xf32>
    scf.yield %ins : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
// -----
func.func @mloop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc(%c4) : memref<?xf32>
    %s = memref.subview %a[%c0] [%c4] [%c1] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %d = memref.dim %s, %c0 : memref<?xf32, strided<[?], offset: ?>>
    "test.use"(%s, %d) : (memref<?xf32, strided<[?], offset: ?>>, index) -> ()
    memref.dealloc %a : memref<?xf32>
  }
  return
}
