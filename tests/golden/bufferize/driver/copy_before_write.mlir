// RUN: tbuf %s --split-input-file --one-shot-bufferize=copy-before-write
// copy-before-write: no analysis; every operand that is written reads a
// private copy (alloc + memref.copy), even where the analysis would have
// found the write safe. Function arguments are read through to_buffer.

func.func @insert_into_arg(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Dynamic sizes of the copy come from memref.dim of the copied buffer.
func.func @chain(%t: tensor<?xf32>, %f: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<?xf32>
  %1 = tensor.insert %f into %0[%c1] : tensor<?xf32>
  %2 = tensor.extract %t[%c1] : tensor<?xf32>
  return %1, %2 : tensor<?xf32>, f32
}

// -----

// Without analysis nothing is known about undefined contents: the empty
// tensor is copied too.
func.func @empty_then_fill(%f: f32) -> tensor<8xf32> {
  %0 = tensor.empty() : tensor<8xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

func.func @loop(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %u = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
