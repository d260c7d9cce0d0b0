// Input of show_bufferization: writes that can reuse their operand's buffer,
// one that cannot, and a temporary buffer that must be freed.
//
// @fill_and_count: the fill writes into a fresh tensor.empty and each
// tensor.insert of the loop into the tensor it replaces: all in place, one
// buffer for the whole function.
// @update: %t is read again (tensor.extract) after the tensor.insert made a
// new value from it, so the insert cannot overwrite %t's buffer: it is out of
// place and bufferizes to an alloc + copy.
// @first_doubled: the doubled tensor is a temporary (only one element
// leaves the function), so deallocation frees its buffer before the return.

func.func @fill_and_count(%n: index) -> tensor<8xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %e = tensor.empty() : tensor<8xi64>
  %f = linalg.fill ins(%zero : i64) outs(%e : tensor<8xi64>) -> tensor<8xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %f) -> (tensor<8xi64>) {
    %v = arith.index_cast %i : index to i64
    %u = tensor.insert %v into %acc[%i] : tensor<8xi64>
    scf.yield %u : tensor<8xi64>
  }
  return %r : tensor<8xi64>
}

func.func @update(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %u = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %old = tensor.extract %t[%c0] : tensor<4xf32>
  return %u, %old : tensor<4xf32>, f32
}

#id = affine_map<(d0) -> (d0)>

func.func @first_doubled(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %v = tensor.extract %d[%c0] : tensor<4xf32>
  return %v : f32
}
