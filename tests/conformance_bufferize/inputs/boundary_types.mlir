// Types at the tensor/buffer boundary without function boundaries: to_buffer
// with an explicit (fully dynamic or identity) layout, unranked casts, function
// arguments read through to_buffer under unknown-type-conversion. (A to_buffer
// of a slice with a layout the slice cannot be cast to is in
// negative_to_buffer_layout.mlir.)
// OPTIONS:
// OPTIONS: unknown-type-conversion=identity-layout-map
// OPTIONS: allow-unknown-ops unknown-type-conversion=fully-dynamic-layout-map

func.func @bt_to_buffer_dynamic_layout(%t: tensor<4xf32>, %i: index) -> f32 {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %0 = memref.load %m[%i] : memref<4xf32, strided<[?], offset: ?>>
  return %0 : f32
}

func.func @bt_cast_from_unranked(%t: tensor<*xf32>, %i: index) -> f32 {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<?xf32>
  %1 = tensor.extract %0[%i] : tensor<?xf32>
  return %1 : f32
}

func.func @bt_arg_write_through_copy(%t: tensor<?x?xf32>, %f: f32) -> tensor<?x?xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @bt_generate_returned_through_if(%c: i1, %n: index, %t: tensor<?xindex>) -> tensor<?xindex> {
  %0 = scf.if %c -> tensor<?xindex> {
    %g = tensor.generate %n {
    ^bb0(%i: index):
      tensor.yield %i : index
    } : tensor<?xindex>
    scf.yield %g : tensor<?xindex>
  } else {
    scf.yield %t : tensor<?xindex>
  }
  return %0 : tensor<?xindex>
}
