// The remaining options: buffer-alignment, no-analysis-func-filter,
// check-parallel-regions, print-conflicts, dump-alias-sets.
// OPTIONS: bufferize-function-boundaries buffer-alignment=128
// OPTIONS: bufferize-function-boundaries no-analysis-func-filter=mo_no_analysis
// OPTIONS: bufferize-function-boundaries check-parallel-regions=false
// OPTIONS: bufferize-function-boundaries print-conflicts
// OPTIONS: bufferize-function-boundaries dump-alias-sets
// OPTIONS: buffer-alignment=16 print-conflicts

func.func @mo_alloc(%n: index, %f: f32) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @mo_no_analysis(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @mo_conflict(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %1 = tensor.extract %t[%i] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, f32
}

func.func @mo_forall_write_shared_tensor(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<16xf32>) {
    %w = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %c4 = arith.constant 4 : index
    %off = arith.muli %i, %c4 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%off] [4] [1] : tensor<4xf32> into tensor<16xf32>
    }
  }
  return %0 : tensor<16xf32>
}

func.func @mo_loop_alias_sets(%t: tensor<?xf32>, %n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %s = tensor.extract_slice %a[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<1xf32>) -> tensor<1xf32>
    %r = tensor.insert_slice %w into %a[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    scf.yield %r : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

func.func @mo_multiple_conflicts(%n: index, %f: f32, %i: index) -> (tensor<?xf32>, tensor<?xf32>, f32, f32) {
  %e = tensor.empty(%n) : tensor<?xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<?xf32>
  %2 = tensor.extract %0[%i] : tensor<?xf32>
  %3 = tensor.insert %f into %1[%i] : tensor<?xf32>
  %4 = tensor.extract %1[%i] : tensor<?xf32>
  return %1, %3, %2, %4 : tensor<?xf32>, tensor<?xf32>, f32, f32
}
