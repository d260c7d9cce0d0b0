// The tensor dialect's FoldTensorCastProducerOp on linalg structured ops and
// bufferization.materialize_in_destination: operands defined by a tensor.cast
// that only loses static information take the cast's source; a result whose
// tied init changed type is cast back to the old type.

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @generic_input_and_init(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %a : tensor<4x8xf32> to tensor<?x?xf32>
  %1 = tensor.cast %b : tensor<4x8xf32> to tensor<?x?xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<?x?xf32>) outs(%1 : tensor<?x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

// -----

func.func @matmul_inputs(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %a : tensor<4x8xf32> to tensor<?x8xf32>
  %1 = tensor.cast %b : tensor<8x16xf32> to tensor<?x?xf32>
  %2 = linalg.matmul ins(%0, %1 : tensor<?x8xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

// -----

func.func @fill_init(%t: tensor<4x8xf32>, %v: f32) -> tensor<?x8xf32> {
  %0 = tensor.cast %t : tensor<4x8xf32> to tensor<?x8xf32>
  %1 = linalg.fill ins(%v : f32) outs(%0 : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %1 : tensor<?x8xf32>
}

// -----

// A cast adding static information is not folded.
func.func @cast_adds_info(%t: tensor<?x8xf32>, %v: f32) -> tensor<4x8xf32> {
  %0 = tensor.cast %t : tensor<?x8xf32> to tensor<4x8xf32>
  %1 = linalg.fill ins(%v : f32) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

func.func @copy_and_transpose(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x8xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = tensor.cast %a : tensor<4x8xf32> to tensor<?x?xf32>
  %1 = tensor.cast %c : tensor<4x8xf32> to tensor<?x?xf32>
  %2 = linalg.copy ins(%0 : tensor<?x?xf32>) outs(%1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  %3 = tensor.cast %b : tensor<8x4xf32> to tensor<?x?xf32>
  %4 = linalg.transpose ins(%0 : tensor<?x?xf32>) outs(%3 : tensor<?x?xf32>) permutation = [1, 0]
  return %2, %4 : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

func.func @map_reduce(%a: tensor<16xf32>, %b: tensor<16xf32>, %init: tensor<f32>) -> (tensor<?xf32>, tensor<f32>) {
  %0 = tensor.cast %a : tensor<16xf32> to tensor<?xf32>
  %1 = tensor.cast %b : tensor<16xf32> to tensor<?xf32>
  %2 = linalg.map { arith.addf } ins(%0, %0 : tensor<?xf32>, tensor<?xf32>) outs(%1 : tensor<?xf32>)
  %3 = linalg.reduce { arith.addf } ins(%0 : tensor<?xf32>) outs(%init : tensor<f32>) dimensions = [0]
  return %2, %3 : tensor<?xf32>, tensor<f32>
}

// -----

// An identity generic whose input comes through a cast.
#map = affine_map<(d0) -> (d0)>
func.func @identity_generic(%a: tensor<16xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %a : tensor<16xf32> to tensor<?xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%0 : tensor<?xf32>) outs(%b : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

func.func @materialize_source(%t: tensor<4x8xf32>, %d: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %1 = bufferization.materialize_in_destination %0 in %d : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

func.func @materialize_dest(%t: tensor<?x?xf32>, %d: tensor<4x8xf32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %d : tensor<4x8xf32> to tensor<?x?xf32>
  %1 = bufferization.materialize_in_destination %t in %0 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

func.func @materialize_memref(%t: tensor<4x8xf32>, %m: memref<?x?xf32>) {
  %0 = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %0 in restrict writable %m : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// -----

// Unranked sources: a cast from a ranked to an unranked tensor loses
// information too.
func.func @materialize_unranked(%t: tensor<4xf32>, %d: tensor<*xf32>) -> tensor<*xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %1 = bufferization.materialize_in_destination %0 in %d : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %1 : tensor<*xf32>
}
