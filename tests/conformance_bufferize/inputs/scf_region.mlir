// scf.execute_region and scf.forall / scf.forall.in_parallel.
// OPTIONS: bufferize-function-boundaries
// OPTIONS:
// OPTIONS: bufferize-function-boundaries dump-alias-sets

func.func @exec_region_yield_arg(%t: tensor<?xf32>, %f: f32, %i: index) -> tensor<?xf32> {
  %0 = scf.execute_region -> tensor<?xf32> {
    %1 = tensor.insert %f into %t[%i] : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

func.func @exec_region_read_after(%t: tensor<?xf32>, %f: f32, %i: index) -> (tensor<?xf32>, f32) {
  %0 = scf.execute_region -> tensor<?xf32> {
    %1 = tensor.insert %f into %t[%i] : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  %v = tensor.extract %t[%i] : tensor<?xf32>
  return %0, %v : tensor<?xf32>, f32
}

func.func @exec_region_new_tensor(%n: index, %f: f32) -> tensor<?xf32> {
  %0 = scf.execute_region -> tensor<?xf32> {
    %e = tensor.empty(%n) : tensor<?xf32>
    %1 = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

func.func @exec_region_then_write(%t: tensor<?xf32>, %f: f32, %i: index) -> tensor<?xf32> {
  %0 = scf.execute_region -> tensor<?xf32> {
    scf.yield %t : tensor<?xf32>
  }
  %1 = tensor.insert %f into %0[%i] : tensor<?xf32>
  return %1 : tensor<?xf32>
}

func.func @forall_fill_tiles(%t: tensor<64xf32>, %f: f32) -> tensor<64xf32> {
  %0 = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<64xf32>) {
    %c8 = arith.constant 8 : index
    %off = arith.muli %i, %c8 : index
    %s = tensor.extract_slice %o[%off] [8] [1] : tensor<64xf32> to tensor<8xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%off] [8] [1] : tensor<8xf32> into tensor<64xf32>
    }
  }
  return %0 : tensor<64xf32>
}

func.func @forall_shared_out_read_after(%t: tensor<64xf32>, %f: f32) -> (tensor<64xf32>, f32) {
  %0 = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<64xf32>) {
    %c8 = arith.constant 8 : index
    %off = arith.muli %i, %c8 : index
    %s = tensor.extract_slice %o[%off] [8] [1] : tensor<64xf32> to tensor<8xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%off] [8] [1] : tensor<8xf32> into tensor<64xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0] : tensor<64xf32>
  return %0, %v : tensor<64xf32>, f32
}

func.func @forall_reads_input(%in: tensor<64xf32>, %out: tensor<64xf32>) -> tensor<64xf32> {
  %0 = scf.forall (%i) in (8) shared_outs(%o = %out) -> (tensor<64xf32>) {
    %c8 = arith.constant 8 : index
    %off = arith.muli %i, %c8 : index
    %a = tensor.extract_slice %in[%off] [8] [1] : tensor<64xf32> to tensor<8xf32>
    %s = tensor.extract_slice %o[%off] [8] [1] : tensor<64xf32> to tensor<8xf32>
    %w = linalg.copy ins(%a : tensor<8xf32>) outs(%s : tensor<8xf32>) -> tensor<8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%off] [8] [1] : tensor<8xf32> into tensor<64xf32>
    }
  }
  return %0 : tensor<64xf32>
}

func.func @forall_2d_matmul(%A: tensor<32x16xf32>, %B: tensor<16x32xf32>, %C: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %0 = scf.forall (%i, %j) in (4, 4) shared_outs(%o = %C) -> (tensor<32x32xf32>) {
    %c8 = arith.constant 8 : index
    %oi = arith.muli %i, %c8 : index
    %oj = arith.muli %j, %c8 : index
    %a = tensor.extract_slice %A[%oi, 0] [8, 16] [1, 1] : tensor<32x16xf32> to tensor<8x16xf32>
    %b = tensor.extract_slice %B[0, %oj] [16, 8] [1, 1] : tensor<16x32xf32> to tensor<16x8xf32>
    %c = tensor.extract_slice %o[%oi, %oj] [8, 8] [1, 1] : tensor<32x32xf32> to tensor<8x8xf32>
    %m = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %m into %o[%oi, %oj] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<32x32xf32>
    }
  }
  return %0 : tensor<32x32xf32>
}

func.func @forall_two_outputs(%a: tensor<16xf32>, %b: tensor<16xf32>, %f: f32) -> (tensor<16xf32>, tensor<16xf32>) {
  %0:2 = scf.forall (%i) in (16) shared_outs(%o0 = %a, %o1 = %b) -> (tensor<16xf32>, tensor<16xf32>) {
    %s0 = tensor.extract_slice %o0[%i] [1] [1] : tensor<16xf32> to tensor<1xf32>
    %w0 = linalg.fill ins(%f : f32) outs(%s0 : tensor<1xf32>) -> tensor<1xf32>
    %s1 = tensor.extract_slice %o1[%i] [1] [1] : tensor<16xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w0 into %o0[%i] [1] [1] : tensor<1xf32> into tensor<16xf32>
      tensor.parallel_insert_slice %s1 into %o1[%i] [1] [1] : tensor<1xf32> into tensor<16xf32>
    }
  }
  return %0#0, %0#1 : tensor<16xf32>, tensor<16xf32>
}

func.func @forall_private_tensor(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<16xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %w = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %c4 = arith.constant 4 : index
    %off = arith.muli %i, %c4 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%off] [4] [1] : tensor<4xf32> into tensor<16xf32>
    }
  }
  return %0 : tensor<16xf32>
}
