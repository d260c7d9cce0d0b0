// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only check-parallel-regions=false"
// The functions of repetitive_regions.mlir with check-parallel-regions=false:
// the scf.forall body is then analyzed like a sequential code, so the
// writes to tensors defined outside the scf.forall are in place.
// Identical to mlir-opt-22's output.

func.func @write_outer_in_loop(%t: tensor<8xf32> {bufferization.writable = true}, %f: f32, %n: index) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %f) -> (f32) {
    %fill = linalg.fill ins(%acc : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
    %v = tensor.extract %fill[%i] : tensor<8xf32>
    %v2 = tensor.extract %t[%c0] : tensor<8xf32>
    %s = arith.addf %v, %v2 : f32
    scf.yield %s : f32
  }
  return %t, %r : tensor<8xf32>, f32
}
func.func @forall_write_shared(%t: tensor<8xf32> {bufferization.writable = true}, %u: tensor<8xf32> {bufferization.writable = true}, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %fill = linalg.fill ins(%f : f32) outs(%u : tensor<8xf32>) -> tensor<8xf32>
    %v = tensor.extract %fill[%i] : tensor<8xf32>
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    %fill2 = linalg.fill ins(%v : f32) outs(%s : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill2 into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r, %u : tensor<8xf32>, tensor<8xf32>
}
func.func @yield_iter_arg_unchanged(%t: tensor<8xf32> {bufferization.writable = true}, %n: index) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    scf.yield %a : tensor<8xf32>
  }
  %v = tensor.extract %t[%c0] : tensor<8xf32>
  return %r, %v : tensor<8xf32>, f32
}
func.func @write_outer_alloc_in_forall(%f: f32, %n: index, %m: memref<10xf32>) -> () {
  %alloc = bufferization.alloc_tensor() : tensor<10xf32>
  scf.forall (%i) in (%n) {
    %0 = tensor.insert %f into %alloc[%i] : tensor<10xf32>
    %1 = tensor.extract %0[%i] : tensor<10xf32>
    memref.store %1, %m[%i] : memref<10xf32>
  }
  return
}
func.func @fill_outer_in_forall(%f: f32, %n: index, %m: memref<10xf32>) -> () {
  %alloc = bufferization.alloc_tensor() : tensor<10xf32>
  scf.forall (%i) in (%n) {
    %0 = linalg.fill ins(%f : f32) outs(%alloc : tensor<10xf32>) -> tensor<10xf32>
    %1 = tensor.extract %0[%i] : tensor<10xf32>
    memref.store %1, %m[%i] : memref<10xf32>
  }
  return
}
