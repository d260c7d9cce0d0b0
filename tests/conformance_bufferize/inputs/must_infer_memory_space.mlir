// must-infer-memory-space: there is no default memory space. Buffers whose
// memory space comes from an alloc_tensor's memory_space attribute, or from
// the tensor they copy, bufferize as usual (in-place decisions, counts,
// types with the memory space); everything else fails with mlir-opt-22's
// error at the op that needs a memory space. (With function boundaries
// mlir-opt-22 crashes on this option, so only the plain pass is compared.)
// OPTIONS: must-infer-memory-space

func.func @space_from_attribute(%i: index, %f: f32) -> f32 {
  %0 = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert %f into %1[%i] : tensor<4xf32>
  %3 = tensor.extract %2[%i] : tensor<4xf32>
  return %3 : f32
}

// -----

func.func @copy_keeps_space(%i: index, %f: f32) -> (f32, f32) {
  %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert %f into %1[%i] : tensor<4xf32>
  %3 = tensor.extract %1[%i] : tensor<4xf32>
  %4 = tensor.extract %2[%i] : tensor<4xf32>
  return %3, %4 : f32, f32
}

// -----

func.func @space_through_loop(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = bufferization.alloc_tensor(%n) {memory_space = 5 : i64} : tensor<?xf32>
  %1 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> (tensor<?xf32>) {
    %2 = tensor.insert %f into %a[%i] : tensor<?xf32>
    scf.yield %2 : tensor<?xf32>
  }
  %3 = tensor.extract %1[%c0] : tensor<?xf32>
  return %3 : f32
}

// -----

// EXPECT-ERROR: could not infer memory space
func.func @alloc_without_space(%n: index) -> tensor<?xi32> {
  %0 = bufferization.alloc_tensor(%n) : tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// EXPECT-ERROR: could not infer memory space
func.func @empty_destination(%src: tensor<6xf16>) -> tensor<6xf16> {
  %e = tensor.empty() : tensor<6xf16>
  %0 = linalg.copy ins(%src : tensor<6xf16>) outs(%e : tensor<6xf16>) -> tensor<6xf16>
  return %0 : tensor<6xf16>
}

// -----

// EXPECT-ERROR: could not infer memory space
func.func @from_elements(%a: i8, %b: i8) -> tensor<2xi8> {
  %0 = tensor.from_elements %a, %b : tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

// EXPECT-ERROR: memory space not implemented yet
func.func @generate(%n: index) -> tensor<?xindex> {
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<?xindex>
  return %0 : tensor<?xindex>
}

// -----

// EXPECT-ERROR: could not infer memory space
func.func @dense_constant(%i: index) -> i32 {
  %0 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %1 = tensor.extract %0[%i] : tensor<3xi32>
  return %1 : i32
}

// -----

// EXPECT-ERROR: could not infer memory space
func.func @read_argument(%t: tensor<4xf32>, %i: index) -> f32 {
  %0 = tensor.extract %t[%i] : tensor<4xf32>
  return %0 : f32
}
