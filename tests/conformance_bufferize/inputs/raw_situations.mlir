// Read-after-write situations from the bufferization documents: definition,
// conflicting write and read in different orders and regions; slices;
// aliasing through casts/reshapes; to_tensor boundaries; reads in loops.
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries print-conflicts
// OPTIONS:

func.func @raw_read_before_write(%t: tensor<4xf32>, %f: f32, %i: index) -> (f32, tensor<4xf32>) {
  %r = tensor.extract %t[%i] : tensor<4xf32>
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %r, %0 : f32, tensor<4xf32>
}

func.func @raw_write_read_write(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %r = tensor.extract %0[%i] : tensor<4xf32>
  %1 = tensor.insert %r into %0[%i] : tensor<4xf32>
  return %1, %r : tensor<4xf32>, f32
}

func.func @raw_slice_read_after_insert(%t: tensor<16xf32>, %f: f32) -> (tensor<16xf32>, tensor<4xf32>) {
  %s = tensor.extract_slice %t[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %w = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %w into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r, %s : tensor<16xf32>, tensor<4xf32>
}

func.func @raw_two_slices_disjoint(%t: tensor<16xf32>, %f: f32) -> (tensor<16xf32>, f32) {
  %a = tensor.extract_slice %t[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %b = tensor.extract_slice %t[8] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %w = linalg.fill ins(%f : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %w into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %b[%c0] : tensor<4xf32>
  return %r, %v : tensor<16xf32>, f32
}

func.func @raw_insert_slice_source_read_after(%s: tensor<4xf32>, %t: tensor<16xf32>) -> (tensor<16xf32>, f32) {
  %0 = tensor.insert_slice %s into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %s[%c0] : tensor<4xf32>
  return %0, %v : tensor<16xf32>, f32
}

func.func @raw_nested_slices(%t: tensor<64xf32>, %f: f32) -> tensor<64xf32> {
  %a = tensor.extract_slice %t[8] [32] [1] : tensor<64xf32> to tensor<32xf32>
  %b = tensor.extract_slice %a[4] [8] [1] : tensor<32xf32> to tensor<8xf32>
  %w = linalg.fill ins(%f : f32) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  %ra = tensor.insert_slice %w into %a[4] [8] [1] : tensor<8xf32> into tensor<32xf32>
  %rt = tensor.insert_slice %ra into %t[8] [32] [1] : tensor<32xf32> into tensor<64xf32>
  return %rt : tensor<64xf32>
}

func.func @raw_slice_chain_same_tensor(%t: tensor<?xf32>, %f: f32) -> tensor<?xf32> {
  %s0 = tensor.extract_slice %t[0] [4] [1] : tensor<?xf32> to tensor<4xf32>
  %w0 = linalg.fill ins(%f : f32) outs(%s0 : tensor<4xf32>) -> tensor<4xf32>
  %t0 = tensor.insert_slice %w0 into %t[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
  %s1 = tensor.extract_slice %t0[4] [4] [1] : tensor<?xf32> to tensor<4xf32>
  %w1 = linalg.fill ins(%f : f32) outs(%s1 : tensor<4xf32>) -> tensor<4xf32>
  %t1 = tensor.insert_slice %w1 into %t0[4] [4] [1] : tensor<4xf32> into tensor<?xf32>
  %s2 = tensor.extract_slice %t1[8] [4] [1] : tensor<?xf32> to tensor<4xf32>
  %w2 = linalg.fill ins(%f : f32) outs(%s2 : tensor<4xf32>) -> tensor<4xf32>
  %t2 = tensor.insert_slice %w2 into %t1[8] [4] [1] : tensor<4xf32> into tensor<?xf32>
  return %t2 : tensor<?xf32>
}

func.func @raw_cast_alias(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<?xf32>, f32) {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %0 = tensor.insert %f into %c[%i] : tensor<?xf32>
  %1 = tensor.extract %t[%i] : tensor<4xf32>
  return %0, %1 : tensor<?xf32>, f32
}

func.func @raw_collapse_alias(%t: tensor<2x2xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %0 = tensor.insert %f into %c[%i] : tensor<4xf32>
  %1 = tensor.extract %t[%i, %i] : tensor<2x2xf32>
  return %0, %1 : tensor<4xf32>, f32
}

func.func @raw_to_tensor_boundary(%m: memref<8xf32>, %f: f32) -> (tensor<8xf32>, f32) {
  %t = bufferization.to_tensor %m restrict writable : memref<8xf32> to tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.extract %t[%c0] : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, f32
}

func.func @raw_to_tensor_loop(%m: memref<8xf32>, %n: index, %f: f32) -> tensor<8xf32> {
  %t = bufferization.to_tensor %m restrict writable : memref<8xf32> to tensor<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %1 = tensor.insert %f into %a[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

func.func @raw_loop_reads_outer_written_inside(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %v = tensor.extract %t[%c0] : tensor<8xf32>
    %1 = tensor.insert %v into %a[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

func.func @raw_loop_write_outer_value(%t: tensor<8xf32>, %u: tensor<8xf32>, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %w = tensor.insert %f into %u[%i] : tensor<8xf32>
    %v = tensor.extract %w[%i] : tensor<8xf32>
    %1 = tensor.insert %v into %a[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

func.func @raw_loop_after_loop(%t: tensor<8xf32>, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %1 = tensor.insert %f into %a[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  %2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> tensor<8xf32> {
    %v = tensor.extract %a[%i] : tensor<8xf32>
    %s = arith.mulf %v, %v : f32
    %1 = tensor.insert %s into %a[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %2 : tensor<8xf32>
}

func.func @raw_if_yield_then_read_both(%t: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %0 = scf.if %c -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  %2 = tensor.extract %t[%i] : tensor<4xf32>
  return %1, %2 : tensor<4xf32>, f32
}

func.func @raw_if_condition_from_read(%t: tensor<4xi1>, %i: index) -> tensor<4xi1> {
  %c = tensor.extract %t[%i] : tensor<4xi1>
  %0 = scf.if %c -> tensor<4xi1> {
    %false = arith.constant false
    %1 = tensor.insert %false into %t[%i] : tensor<4xi1>
    scf.yield %1 : tensor<4xi1>
  } else {
    scf.yield %t : tensor<4xi1>
  }
  return %0 : tensor<4xi1>
}

func.func @raw_generic_reads_written_input(%a: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = linalg.fill ins(%f : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %1 = linalg.map { arith.addf } ins(%a, %0 : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>)
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

func.func @raw_dim_does_not_read(%t: tensor<?xf32>, %f: f32) -> (tensor<?xf32>, index) {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  return %0, %d : tensor<?xf32>, index
}

func.func @raw_empty_shared_by_two(%f: f32, %g: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.fill ins(%g : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

func.func @raw_pad_of_written(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, tensor<6xf32>) {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %1 = tensor.pad %t low[1] high[1] {
  ^bb0(%j: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %0, %1 : tensor<4xf32>, tensor<6xf32>
}

func.func @raw_concat_operand_written_after(%a: tensor<4xf32>, %b: tensor<4xf32>, %f: f32, %i: index) -> (tensor<8xf32>, tensor<4xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  %1 = tensor.insert %f into %a[%i] : tensor<4xf32>
  return %0, %1 : tensor<8xf32>, tensor<4xf32>
}

func.func @raw_expand_written_collapse_read(%t: tensor<8xf32>, %f: f32) -> (tensor<2x4xf32>, tensor<8xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %2 = tensor.collapse_shape %1 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %1, %2 : tensor<2x4xf32>, tensor<8xf32>
}
