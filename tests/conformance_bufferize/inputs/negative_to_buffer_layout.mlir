// mlir-opt-22 bug: to_buffer asks for a layout the subview cannot be cast to
// (strided<[1], offset: ?> from a fully dynamic argument buffer), so it
// allocates a new buffer of that type -- a memref.alloc with a dynamic offset,
// which fails to verify. tbuf reproduces the error.
// OPTIONS:
// OPTIONS: bufferize-function-boundaries

// EXPECT-ERROR: 'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0
func.func @n_to_buffer_uncastable_layout(%t: tensor<16xf32>, %i: index) -> f32 {
  %s = tensor.extract_slice %t[4] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %m = bufferization.to_buffer %s read_only : tensor<8xf32> to memref<8xf32, strided<[1], offset: ?>>
  %0 = memref.load %m[%i] : memref<8xf32, strided<[1], offset: ?>>
  return %0 : f32
}
