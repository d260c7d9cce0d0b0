// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries copy-before-write"
// No analysis: every written tensor gets a copy (inits the payload does not
// read get a new buffer without a copy).

#id = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>

// fill + matmul accumulation into a new tensor.
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %0 = linalg.fill ins(%cst : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%0 : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %1 : tensor<4x16xf32>
}

// The accumulator is a function argument that is also read afterwards.
func.func @matmul_acc_read_later(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> (tensor<4x4xf32>, f32) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %i = arith.constant 0 : index
  %v = tensor.extract %c[%i, %i] : tensor<4x4xf32>
  return %0, %v : tensor<4x4xf32>, f32
}

// batch_matmul with a dynamic batch dimension.
func.func @batch_matmul(%a: tensor<?x4x8xf32>, %b: tensor<?x8x4xf32>, %c: tensor<?x4x4xf32>) -> tensor<?x4x4xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<?x4x8xf32>, tensor<?x8x4xf32>) outs(%c : tensor<?x4x4xf32>) -> tensor<?x4x4xf32>
  return %0 : tensor<?x4x4xf32>
}

// An elementwise generic reading and writing the same tensor stays in place.
func.func @elementwise_same_operand(%t: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<8xf32>) outs(%t : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.mulf %in, %out : f32
    linalg.yield %x : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// A transposed access of the same tensor is not elementwise: a copy.
func.func @transposed_same_operand(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = linalg.generic {indexing_maps = [#tr, #id2], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<8x8xf32>) outs(%t : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.addf %in, %out : f32
    linalg.yield %x : f32
  } -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// An init whose value the payload ignores is not read: writing in place
// over a tensor that is read later still needs a copy, but no read of the
// old contents (no memref.copy into the new buffer).
func.func @init_not_read(%a: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%t : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    %x = arith.addf %in, %g : f32
    linalg.yield %x : f32
  } -> tensor<8xf32>
  %1 = linalg.map { math.exp } ins(%0 : tensor<8xf32>) outs(%t : tensor<8xf32>)
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// map, reduce (short and long forms), transpose and copy.
func.func @named_and_short_forms(%a: tensor<4x8xf32>, %v: tensor<4xf32>, %w: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<8x4xf32>, tensor<4x8xf32>) {
  %0 = linalg.map { arith.addf } ins(%v, %w : tensor<4xf32>, tensor<4xf32>) outs(%v : tensor<4xf32>)
  %1 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%0 : tensor<4xf32>) dimensions = [1]
  %2 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%w : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %m = arith.maximumf %in, %init : f32
      linalg.yield %m : f32
    }
  %e = tensor.empty() : tensor<8x4xf32>
  %3 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<4x8xf32>
  %4 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<8x4xf32>, tensor<4x8xf32>
}

// A tiled matmul: slices of the output are filled, computed and inserted
// back inside a loop.
func.func @tiled_matmul(%a: tensor<16x8xf32>, %b: tensor<8x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %cst = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c16 step %c4 iter_args(%acc = %c) -> (tensor<16x16xf32>) {
    %sa = tensor.extract_slice %a[%i, 0] [4, 8] [1, 1] : tensor<16x8xf32> to tensor<4x8xf32>
    %sc = tensor.extract_slice %acc[%i, 0] [4, 16] [1, 1] : tensor<16x16xf32> to tensor<4x16xf32>
    %f = linalg.fill ins(%cst : f32) outs(%sc : tensor<4x16xf32>) -> tensor<4x16xf32>
    %m = linalg.matmul ins(%sa, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
    %ins = tensor.insert_slice %m into %acc[%i, 0] [4, 16] [1, 1] : tensor<4x16xf32> into tensor<16x16xf32>
    scf.yield %ins : tensor<16x16xf32>
  }
  return %r : tensor<16x16xf32>
}

// A parallel loop writing tiles with parallel_insert_slice.
func.func @forall_tiles(%in: tensor<32xf32>, %out: tensor<32xf32>) -> tensor<32xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %out) -> (tensor<32xf32>) {
    %c4 = arith.constant 4 : index
    %off = arith.muli %i, %c4 : index
    %s = tensor.extract_slice %in[%off] [4] [1] : tensor<32xf32> to tensor<4xf32>
    %d = tensor.extract_slice %o[%off] [4] [1] : tensor<32xf32> to tensor<4xf32>
    %m = linalg.map { math.sqrt } ins(%s : tensor<4xf32>) outs(%d : tensor<4xf32>)
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %m into %o[%off] [4] [1] : tensor<4xf32> into tensor<32xf32>
    }
  }
  return %r : tensor<32xf32>
}
