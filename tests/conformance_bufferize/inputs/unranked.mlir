// Unranked tensors: an unranked operand always bufferizes in place (MLIR's
// mustBufferizeInPlace default; an unranked tensor cannot be copied). Without
// function boundaries, `tensor.cast` from a read-only unranked argument stays
// a view (to_buffer + memref.cast), so a returned cast makes the (unanalysed)
// return out of place and a later write goes out of place at the writer.
// OPTIONS:
// OPTIONS: bufferize-function-boundaries
// OPTIONS: unknown-type-conversion=identity-layout-map
// A returned tensor.cast from a less static type (dynamic sizes, unranked)
// keeps the function result type: mlir-opt-22 returns the cast's source
// (a dynamic or unranked memref for a static or ranked tensor result), a
// deliberate deviation (docs/bufferization-conformance.md).
// DEVIATION: @ur_cast_returned[bufferize-function-boundaries]:signature
// DEVIATION: @ur_cast_dynamic_returned[bufferize-function-boundaries]:signature
// DEVIATION: @ur_cast_then_insert[bufferize-function-boundaries]:signature
// DEVIATION: @ur_ranked_to_unranked_and_back[bufferize-function-boundaries]:signature
// DEVIATION: @ur_two_casts_of_one_arg[bufferize-function-boundaries]:signature

func.func @ur_cast_returned(%t: tensor<*xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @ur_cast_dynamic_returned(%t: tensor<*xf32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @ur_cast_then_insert(%t: tensor<*xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @ur_cast_then_fill(%t: tensor<*xf32>, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.extract %0[%c0] : tensor<4xf32>
  return %1, %2 : tensor<4xf32>, f32
}

func.func @ur_cast_round_trip(%t: tensor<*xf32>) -> tensor<*xf32> {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  %1 = tensor.cast %0 : tensor<4xf32> to tensor<*xf32>
  return %1 : tensor<*xf32>
}

func.func @ur_ranked_to_unranked_and_back(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %1 = tensor.cast %0 : tensor<*xf32> to tensor<4xf32>
  %2 = tensor.insert %f into %1[%i] : tensor<4xf32>
  return %2 : tensor<4xf32>
}

func.func @ur_two_casts_of_one_arg(%t: tensor<*xf32>, %i: index) -> (tensor<4xf32>, tensor<?xf32>, f32) {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  %1 = tensor.cast %t : tensor<*xf32> to tensor<?xf32>
  %2 = tensor.extract %1[%i] : tensor<?xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<?xf32>, f32
}

func.func @ur_dim_rank(%t: tensor<*xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = tensor.dim %t, %c0 : tensor<*xf32>
  %1 = tensor.rank %t : tensor<*xf32>
  return %0, %1 : index, index
}

func.func @ur_cast_in_if(%t: tensor<*xf32>, %u: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %0 = scf.if %c -> tensor<4xf32> {
    %1 = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  } else {
    scf.yield %u : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

func.func @ur_cast_loop_init(%t: tensor<*xf32>, %f: f32, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  %1 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> tensor<4xf32> {
    %2 = tensor.insert %f into %a[%c0] : tensor<4xf32>
    scf.yield %2 : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}
