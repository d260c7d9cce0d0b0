// RUN: tbuf %s --split-input-file --one-shot-bufferize=must-infer-memory-space
// must-infer-memory-space: no default memory space, so every new buffer whose memory space is not given (alloc_tensor memory_space, a copied tensor's buffer) fails with mlir-opt-22's "could not infer memory space" at the op that needs it; tensor.generate reports "memory space not implemented yet" as mlir-opt-22 does.
func.func @alloc_without_space(%n: index) -> tensor<?xi32> {
  %0 = bufferization.alloc_tensor(%n) : tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @alloc_with_space(%n: index) -> tensor<?xi32> {
  %0 = bufferization.alloc_tensor(%n) {memory_space = 3 : i64} : tensor<?xi32>
  %1 = bufferization.alloc_tensor() copy(%0) : tensor<?xi32>
  return %1 : tensor<?xi32>
}

// -----

func.func @empty_as_destination(%src: tensor<6xf16>) -> tensor<6xf16> {
  %e = tensor.empty() : tensor<6xf16>
  %0 = linalg.copy ins(%src : tensor<6xf16>) outs(%e : tensor<6xf16>) -> tensor<6xf16>
  return %0 : tensor<6xf16>
}

// -----

func.func @elements(%a: i8, %b: i8) -> tensor<2xi8> {
  %0 = tensor.from_elements %a, %b : tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

func.func @generated(%n: index) -> tensor<?xindex> {
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<?xindex>
  return %0 : tensor<?xindex>
}

// -----

func.func @dense_constant() -> tensor<3xi32> {
  %0 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// The argument's owner (func.func, not bufferized without function
// boundaries) has no memory space to offer for the padded copy.
func.func @pad_argument(%t: tensor<2xf32>, %f: f32) -> tensor<4xf32> {
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
