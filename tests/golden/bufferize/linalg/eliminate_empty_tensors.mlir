// RUN: tbuf %s --eliminate-empty-tensors
// tensor.empty ops inserted into a destination (insert_slice,
// parallel_insert_slice, materialize_in_destination, linalg.copy) become
// extractions of that destination; casts bridge type changes.

func.func @before_empty(%t: tensor<16xf32>, %s: f32, %o: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert_slice %0 into %t[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @after_dest(%t: tensor<16xf32>, %s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 3 : index
  %d = linalg.fill ins(%s : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert_slice %0 into %d[%c] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @dest_after_user(%t: tensor<16xf32>, %s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = linalg.fill ins(%s : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @rank_reducing(%t: tensor<8x16xf32>, %a: tensor<4xf32>, %i: index, %j: index) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.map { math.exp } ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>)
  %1 = tensor.insert_slice %0 into %t[%i, %j] [1, 4] [1, 2] : tensor<4xf32> into tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
func.func @chain(%t: tensor<16xf32>, %a: tensor<4xf32>, %s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.addf %in, %out : f32
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[8] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}
func.func @materialize(%t: tensor<4xf32>, %m: memref<4xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = bufferization.materialize_in_destination %0 in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %2 = linalg.fill ins(%s : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %2 in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return %1 : tensor<4xf32>
}
func.func @copy(%t: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.copy ins(%0 : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @copy_of_empty(%s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.copy ins(%0 : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @forall(%t: tensor<32xf32>, %s: f32) -> tensor<32xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<32xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %off = arith.muli %i, %i : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %0 into %o[%off] [4] [1] : tensor<4xf32> into tensor<32xf32>
    }
  }
  return %r : tensor<32xf32>
}
func.func @two_uses(%t: tensor<16xf32>, %s: f32) -> (tensor<16xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %f = arith.constant 1.0 : f32
  %1 = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %0 into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2, %1 : tensor<16xf32>, tensor<4xf32>
}
func.func @cast_chain(%t: tensor<?xf32>, %s: f32, %n: index) -> tensor<?xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = tensor.cast %e : tensor<4xf32> to tensor<?xf32>
  %0 = linalg.fill ins(%s : f32) outs(%c : tensor<?xf32>) -> tensor<?xf32>
  %1 = tensor.insert_slice %0 into %t[0] [%n] [1] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @dynamic_empty(%t: tensor<?xf32>, %s: f32, %n: index, %o: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %1 = tensor.insert_slice %0 into %t[%o] [%n] [1] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @loop(%t: tensor<64xf32>, %s: f32) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.for %i = %c0 to %c64 step %c8 iter_args(%a = %t) -> tensor<64xf32> {
    %f = linalg.fill ins(%s : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    %x = tensor.insert_slice %f into %a[%i] [8] [1] : tensor<8xf32> into tensor<64xf32>
    scf.yield %x : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}
func.func @if_branches(%t: tensor<16xf32>, %c: i1, %s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = scf.if %c -> tensor<4xf32> {
    %f = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  } else {
    %e2 = tensor.empty() : tensor<4xf32>
    %g = linalg.fill ins(%s : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  %1 = tensor.insert_slice %r into %t[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @two_inserts(%t: tensor<16xf32>, %s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert_slice %f into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %2 = tensor.insert_slice %f into %1[8] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}
func.func @matmul_into_slice(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %t: tensor<16x16xf32>, %i: index, %j: index) -> tensor<16x16xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = tensor.insert_slice %m into %t[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<16x16xf32>
  return %1 : tensor<16x16xf32>
}
func.func @generic_empty_input(%t: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %x = arith.index_cast %i : index to i32
    %y = arith.sitofp %x : i32 to f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %1 = tensor.insert_slice %g into %t[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
