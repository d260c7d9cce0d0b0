// RUN: tbuf %s --eliminate-empty-tensors --empty-tensor-to-alloc-tensor --one-shot-bufferize="bufferize-function-boundaries"
// The usual pipeline: after elimination the fills write into subviews of
// the destinations, without allocations or copies.

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
