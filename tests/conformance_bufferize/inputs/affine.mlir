// affine ops around bufferization: affine.load/store and affine.for on
// memrefs next to tensors are left alone (no tensor operands), and an
// affine.for carrying a tensor is not bufferizable in MLIR (no model): both
// tools fail on it with the same error.
// OPTIONS: bufferize-function-boundaries
// OPTIONS:

func.func @a_memref_loop_next_to_tensor(%m: memref<8xf32>, %t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<8xf32>
    affine.store %v, %m[7 - %i] : memref<8xf32>
  }
  %c0 = arith.constant 0 : index
  %r = tensor.insert %f into %t[%c0] : tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @a_tensor_read_in_loop(%t: tensor<8xf32>, %m: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %v = tensor.extract %t[%i] : tensor<8xf32>
    affine.store %v, %m[%i] : memref<8xf32>
  }
  return
}

// -----

// EXPECT-ERROR: op was not bufferized
func.func @a_tensor_iter_args(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = affine.for %i = 0 to 8 iter_args(%acc = %t) -> (tensor<8xf32>) {
    %v = tensor.extract %acc[%i] : tensor<8xf32>
    %w = arith.addf %v, %v : f32
    %n = tensor.insert %w into %acc[%i] : tensor<8xf32>
    affine.yield %n : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
