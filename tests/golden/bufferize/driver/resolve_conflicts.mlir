// RUN: tbuf %s --split-input-file --one-shot-bufferize
// Tensor copy insertion: out-of-place operands read a private copy
// (alloc_tensor copy(...), bufferized to alloc + memref.copy). Without
// function-boundary bufferization, function arguments are not writable.

func.func @non_writable_arg(%t: tensor<?xf32>, %f: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<?xf32>
  %1 = tensor.extract %t[%c0] : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, f32
}

// -----

// Read after write: the first insert must not clobber %e, which is read
// afterwards.
func.func @raw_conflict(%f: f32, %g: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %a = tensor.insert %f into %e[%c0] : tensor<4xf32>
  %b = tensor.insert %g into %a[%c1] : tensor<4xf32>
  %c = tensor.insert %g into %a[%c0] : tensor<4xf32>
  return %b, %c : tensor<4xf32>, tensor<4xf32>
}

// -----

// A copy of undefined contents is only an allocation.
func.func @undefined_contents(%f: f32, %sz: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %e = tensor.empty(%sz) : tensor<?xf32>
  %a = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %b = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// -----

// The slice is written but the source is read afterwards: the (smaller)
// slice is copied instead of the source.
func.func @copy_the_result(%t: tensor<?xf32>, %sz: index, %f: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[0] [%sz] [1] : tensor<?xf32> to tensor<?xf32>
  %w = tensor.insert %f into %s[%c0] : tensor<?xf32>
  %r = tensor.extract %t[%c0] : tensor<?xf32>
  return %w, %r : tensor<?xf32>, f32
}

// -----

// The slice of an empty tensor has undefined contents: allocation without
// copy, sized by the slice.
func.func @slice_of_empty(%sz: index, %f: f32) -> (tensor<?xf32>, tensor<16xf32>) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<16xf32>
  %s = tensor.extract_slice %e[0] [%sz] [1] : tensor<16xf32> to tensor<?xf32>
  %w = tensor.insert %f into %s[%c0] : tensor<?xf32>
  %v = tensor.insert %f into %e[%c0] : tensor<16xf32>
  return %w, %v : tensor<?xf32>, tensor<16xf32>
}
