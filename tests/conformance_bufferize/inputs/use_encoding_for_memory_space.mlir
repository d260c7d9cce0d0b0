// use-encoding-for-memory-space: a new buffer for a ranked tensor goes into
// the memory space its encoding names (none: the default memory space);
// alloc_tensor's memory_space attribute and copied tensors still decide
// first. tensor.generate, tensor.splat and tensor.concat only bufferize in
// the default memory space and fail with mlir-opt-22's error otherwise;
// unranked tensors have no encoding and no memory space to go by.
// OPTIONS: use-encoding-for-memory-space
// OPTIONS: use-encoding-for-memory-space bufferize-function-boundaries

func.func @from_elements_in_space(%f: f32, %g: f32, %i: index) -> f32 {
  %t = tensor.from_elements %f, %g, %f, %g : tensor<2x2xf32, 3>
  %c0 = arith.constant 0 : index
  %u = tensor.insert %g into %t[%i, %c0] : tensor<2x2xf32, 3>
  %v = tensor.extract %u[%c0, %i] : tensor<2x2xf32, 3>
  return %v : f32
}

// -----

func.func @empty_and_fill(%f: f32, %n: index, %i: index) -> f32 {
  %e = tensor.empty(%n) : tensor<?xf32, 1>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32, 1>) -> tensor<?xf32, 1>
  %1 = tensor.extract %0[%i] : tensor<?xf32, 1>
  return %1 : f32
}

// -----

func.func @alloc_tensor_attribute_wins(%f: f32, %i: index) -> f32 {
  %0 = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<8xf32, 1>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<8xf32, 1>) -> tensor<8xf32, 1>
  %2 = tensor.extract %1[%i] : tensor<8xf32, 1>
  return %2 : f32
}

// -----

func.func @copy_of_argument(%t: tensor<8xf32, 4>, %f: f32, %i: index) -> (f32, f32) {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32, 4>
  %1 = tensor.extract %0[%i] : tensor<8xf32, 4>
  %2 = tensor.extract %t[%i] : tensor<8xf32, 4>
  return %1, %2 : f32, f32
}

// -----

func.func @constant_global(%i: index) -> f32 {
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32, 5>
  %0 = tensor.extract %c[%i] : tensor<3xf32, 5>
  return %0 : f32
}

// -----

func.func @no_encoding(%f: f32, %i: index) -> f32 {
  %t = tensor.from_elements %f, %f : tensor<2xf32>
  %u = tensor.insert %f into %t[%i] : tensor<2xf32>
  %v = tensor.extract %u[%i] : tensor<2xf32>
  return %v : f32
}

// -----

func.func @loop_in_space(%t: tensor<16xf32, 1>, %n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<16xf32, 1>) {
    %1 = tensor.insert %f into %a[%i] : tensor<16xf32, 1>
    scf.yield %1 : tensor<16xf32, 1>
  }
  %2 = tensor.extract %0[%c0] : tensor<16xf32, 1>
  return %2 : f32
}

// -----

func.func @pad_keeps_source_space(%t: tensor<4xf32, 2>, %f: f32, %i: index) -> f32 {
  %0 = tensor.pad %t low[1] high[2] {
  ^bb0(%j: index):
    tensor.yield %f : f32
  } : tensor<4xf32, 2> to tensor<7xf32, 2>
  %1 = tensor.extract %0[%i] : tensor<7xf32, 2>
  return %1 : f32
}

// -----

// EXPECT-ERROR: memory space not implemented yet
func.func @generate_in_space(%n: index, %i: index) -> f32 {
  %t = tensor.generate %n {
  ^bb0(%j: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<?xf32, 1>
  %0 = tensor.extract %t[%i] : tensor<?xf32, 1>
  return %0 : f32
}

// -----

// EXPECT-ERROR: memory space not implemented yet
func.func @splat_in_space(%f: f32, %i: index) -> f32 {
  %t = tensor.splat %f : tensor<4xf32, 1>
  %0 = tensor.extract %t[%i] : tensor<4xf32, 1>
  return %0 : f32
}

// -----

// EXPECT-ERROR: memory space not implemented yet
func.func @concat_in_space(%a: tensor<2xf32, 1>, %b: tensor<3xf32, 1>, %i: index) -> f32 {
  %t = tensor.concat dim(0) %a, %b : (tensor<2xf32, 1>, tensor<3xf32, 1>) -> tensor<5xf32, 1>
  %0 = tensor.extract %t[%i] : tensor<5xf32, 1>
  return %0 : f32
}
