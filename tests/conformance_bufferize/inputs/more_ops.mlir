// More op combinations: pad/concat/generate in loops and branches, rank
// changes through slices, multi-block execute_region, scf.if without results,
// nested forall, dealloc_tensor of an argument, to_tensor + materialize pairs.
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries unknown-type-conversion=identity-layout-map
// OPTIONS: allow-unknown-ops
// OPTIONS: bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators check-parallel-regions

func.func @mx_pad_dynamic_then_read_source(%t: tensor<?xf32>, %lo: index, %hi: index, %f: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.pad %t low[%lo] high[%hi] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %0[%c0] : tensor<?xf32>
  return %1, %t : tensor<?xf32>, tensor<?xf32>
}

func.func @mx_concat_then_insert(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>, %f: f32) -> tensor<?x4xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %0[%c0, %c0] : tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}

func.func @mx_generate_in_loop(%n: index, %m: index) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tensor.empty(%m) : tensor<?xindex>
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> tensor<?xindex> {
    %g = tensor.generate %m {
    ^bb0(%j: index):
      %s = arith.addi %i, %j : index
      tensor.yield %s : index
    } : tensor<?xindex>
    %c = linalg.copy ins(%g : tensor<?xindex>) outs(%a : tensor<?xindex>) -> tensor<?xindex>
    scf.yield %c : tensor<?xindex>
  }
  return %0 : tensor<?xindex>
}

func.func @mx_rank_reduce_roundtrip(%t: tensor<4x8xf32>, %i: index, %f: f32) -> tensor<4x8xf32> {
  %row = tensor.extract_slice %t[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
  %w = linalg.fill ins(%f : f32) outs(%row : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.insert_slice %w into %t[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @mx_if_no_results_writes(%t: tensor<4xf32>, %c: i1, %f: f32, %m: memref<4xf32>) -> tensor<4xf32> {
  scf.if %c {
    %c0 = arith.constant 0 : index
    %1 = tensor.insert %f into %t[%c0] : tensor<4xf32>
    bufferization.materialize_in_destination %1 in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  }
  return %t : tensor<4xf32>
}

func.func @mx_forall_in_for(%t: tensor<64xf32>, %n: index, %f: f32) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<64xf32> {
    %1 = scf.forall (%i) in (8) shared_outs(%o = %a) -> (tensor<64xf32>) {
      %c8 = arith.constant 8 : index
      %off = arith.muli %i, %c8 : index
      %s = tensor.extract_slice %o[%off] [8] [1] : tensor<64xf32> to tensor<8xf32>
      %w = linalg.map { arith.addf } ins(%s, %s : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<8xf32>)
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %w into %o[%off] [8] [1] : tensor<8xf32> into tensor<64xf32>
      }
    }
    scf.yield %1 : tensor<64xf32>
  }
  return %0 : tensor<64xf32>
}

func.func @mx_forall_reads_shared_out_elsewhere(%t: tensor<64xf32>) -> tensor<64xf32> {
  %0 = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<64xf32>) {
    %c8 = arith.constant 8 : index
    %off = arith.muli %i, %c8 : index
    %c56 = arith.constant 56 : index
    %other = arith.subi %c56, %off : index
    %src = tensor.extract_slice %o[%other] [8] [1] : tensor<64xf32> to tensor<8xf32>
    %dst = tensor.extract_slice %o[%off] [8] [1] : tensor<64xf32> to tensor<8xf32>
    %w = linalg.copy ins(%src : tensor<8xf32>) outs(%dst : tensor<8xf32>) -> tensor<8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%off] [8] [1] : tensor<8xf32> into tensor<64xf32>
    }
  }
  return %0 : tensor<64xf32>
}

func.func @mx_dealloc_tensor_arg(%t: tensor<4xf32>, %i: index) -> f32 {
  %v = tensor.extract %t[%i] : tensor<4xf32>
  bufferization.dealloc_tensor %t : tensor<4xf32>
  return %v : f32
}

func.func @mx_to_tensor_materialize_other(%src: memref<8xf32>, %dst: memref<8xf32>, %f: f32) {
  %t = bufferization.to_tensor %src restrict : memref<8xf32> to tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %m = linalg.map { arith.mulf } ins(%t, %t : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>)
  bufferization.materialize_in_destination %m in restrict writable %dst : (tensor<8xf32>, memref<8xf32>) -> ()
  return
}

func.func @mx_reduce_init_read_after(%a: tensor<4x8xf32>, %init: tensor<4xf32>) -> (tensor<4xf32>, f32) {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
  %c0 = arith.constant 0 : index
  %v = tensor.extract %init[%c0] : tensor<4xf32>
  return %0, %v : tensor<4xf32>, f32
}

func.func @mx_constant_splat_in_loop(%n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant dense<3.0> : tensor<4xf32>
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %cst) -> tensor<4xf32> {
    %v = tensor.extract %cst[%c0] : tensor<4xf32>
    %s = arith.addf %v, %f : f32
    %1 = tensor.insert %s into %a[%c0] : tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

func.func @mx_dim_of_loop_result(%t: tensor<?xf32>, %n: index, %f: f32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %1 = tensor.insert %f into %a[%i] : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  return %d : index
}

func.func @mx_alloc_tensor_copy_escape(%t: tensor<?xf32>, %f: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

func.func @mx_expand_in_loop(%t: tensor<16xf32>, %n: index, %f: f32) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<16xf32> {
    %e = tensor.expand_shape %a [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
    %w = linalg.fill ins(%f : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
    %c = tensor.collapse_shape %w [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
    scf.yield %c : tensor<16xf32>
  }
  return %0 : tensor<16xf32>
}

func.func @mx_from_elements_in_if(%c: i1, %a: f32, %b: f32, %t: tensor<2xf32>) -> tensor<2xf32> {
  %0 = scf.if %c -> tensor<2xf32> {
    %1 = tensor.from_elements %a, %b : tensor<2xf32>
    scf.yield %1 : tensor<2xf32>
  } else {
    scf.yield %t : tensor<2xf32>
  }
  %c0 = arith.constant 0 : index
  %2 = tensor.insert %a into %0[%c0] : tensor<2xf32>
  return %2 : tensor<2xf32>
}
