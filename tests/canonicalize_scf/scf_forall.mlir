// scf.forall: canonicalization patterns (MLIR 22).

func.func @control_operands(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) = (%c1) to (%c4) step (%c1) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = "test.slice"(%i) : (index) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @unused_result(%t: tensor<8xf32>, %u: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = "test.slice"(%i, %p) : (index, tensor<8xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %s into %p[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r#0 : tensor<8xf32>
}

// -----

func.func @not_updated(%t: tensor<8xf32>, %u: tensor<8xf32>, %n: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = "test.slice"(%i, %p) : (index, tensor<8xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

func.func @single_iteration_dim(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) in (1, %n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = "test.slice"(%i, %j) : (index, index) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%j] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @zero_iterations(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) in (%n, 0) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = "test.slice"(%i) : (index) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @all_single(%t: tensor<8xf32>, %k: index) -> tensor<8xf32> {
  %r = scf.forall (%i) = (3) to (4) step (1) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = "test.slice"(%i, %o) : (index, tensor<8xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%k] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @with_mapping(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) in (1, %n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = "test.slice"(%i, %j) : (index, index) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%j] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %r : tensor<8xf32>
}

// -----

func.func @cast_output(%t: tensor<8xf32>, %n: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (%n) shared_outs(%o = %c) -> (tensor<?xf32>) {
    %s = "test.slice"(%i, %o) : (index, tensor<?xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

// -----

func.func @keep_forall(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = "test.slice"(%i) : (index) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
