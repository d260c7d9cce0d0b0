// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries
// Checked: byte-identical to mlir-opt-22 with the same options.
// tensor.extract/insert -> memref.load/store, dim/rank -> memref.dim/rank,
// empty/from_elements/splat -> new allocations (from_elements stores its
// elements in row-major order, splat fills with linalg.map).

func.func @extract_insert(%t: tensor<4x?xf32> {bufferization.writable = true}, %f: f32, %i: index)
    -> (f32, tensor<4x?xf32>) {
  %0 = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %1 = tensor.insert %f into %t[%i, %i] : tensor<4x?xf32>
  return %0, %1 : f32, tensor<4x?xf32>
}

func.func @insert_out_of_place(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %1 = tensor.extract %t[%i] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, f32
}

func.func @dim_rank(%t: tensor<4x?xf32>) -> (index, index) {
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %t, %c1 : tensor<4x?xf32>
  %1 = tensor.rank %t : tensor<4x?xf32>
  return %0, %1 : index, index
}

func.func @empty(%n: index, %f: f32, %i: index) -> tensor<?x4xf32> {
  %unused = tensor.empty() : tensor<8xf32>
  %0 = tensor.empty(%n) : tensor<?x4xf32>
  %1 = tensor.insert %f into %0[%i, %i] : tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}

func.func @from_elements(%a: f32, %b: f32) -> (tensor<2x3xf32>, tensor<f32>, tensor<0xf32>) {
  %0 = tensor.from_elements %a, %b, %a, %b, %a, %b : tensor<2x3xf32>
  %1 = tensor.from_elements %a : tensor<f32>
  %2 = tensor.from_elements : tensor<0xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<f32>, tensor<0xf32>
}

func.func @splat(%f: f32, %n: index) -> tensor<?x8xf32> {
  %0 = tensor.splat %f[%n] : tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}
