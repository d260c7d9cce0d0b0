// Programs that mlir-opt-22 miscompiles through aliasing mistakes and on
// which tbuf deliberately decides differently (docs/bufferization-
// conformance.md, "Deliberate deviations"; each listed case must disagree).
// The scf.index_switch deviation is in scf_switch.mlir.
// OPTIONS: bufferize-function-boundaries
//
// A dead write into a loop's init value inside the loop: with the init in
// place it is the iter_arg's buffer, and the write clobbers the value the
// iteration yields. mlir-opt-22 exempts every write nested in the loop from
// conflicting with reads of the loop result; tbuf puts the write out of place
// (one allocation, and for insert_slice the slice copy it makes anyway).
// DEVIATION: @dev_loop_fill_init[bufferize-function-boundaries]:analysis
// DEVIATION: @dev_loop_fill_init[bufferize-function-boundaries]:counts
// DEVIATION: @dev_loop_insert_slice_init[bufferize-function-boundaries]:analysis
// DEVIATION: @dev_loop_insert_slice_init[bufferize-function-boundaries]:counts
//
// A new buffer returned twice: callers see two distinct results. tbuf returns
// a copy for the second (same decisions, one more allocation and copy; the
// copy of a slice has the identity layout, so the signature differs too).
// DEVIATION: @dev_return_twice[bufferize-function-boundaries]:counts
// DEVIATION: @dev_return_value_and_slice[bufferize-function-boundaries]:counts
// DEVIATION: @dev_return_value_and_slice[bufferize-function-boundaries]:signature

func.func @dev_loop_fill_init(%t: tensor<4xf32>, %s: f32, %six: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %f = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
    %w = linalg.fill ins(%six : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @dev_loop_insert_slice_init(%t: tensor<4xf32>, %s: f32, %six: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %f = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.fill ins(%six : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %w = tensor.insert_slice %g into %t[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @dev_return_twice(%s: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t, %t : tensor<4xf32>, tensor<4xf32>
}

func.func @dev_return_value_and_slice(%s: f32) -> (tensor<8xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%s : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %v = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return %t, %v : tensor<8xf32>, tensor<4xf32>
}

// -----
// A copy of a call result whose buffer type (memref<?xf32>, from the callee's
// returned cast) is more dynamic than its tensor type: mlir-opt-22 builds a
// memref.alloc of the static type with one dynamic size (invalid IR); tbuf
// takes the sizes for the dynamic dimensions of the allocated type only.
// EXPECT-ERROR: incorrect number of dynamic sizes
// DEVIATION: @dev_cast_caller[bufferize-function-boundaries]:error

func.func @dev_cast_callee(%t: tensor<8xf32>, %s: f32) -> tensor<8xf32> {
  %d = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %s into %d[%c0] : tensor<?xf32>
  %r = tensor.cast %w : tensor<?xf32> to tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @dev_cast_caller(%t: tensor<8xf32>, %s: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %a = func.call @dev_cast_callee(%t, %s) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %b = func.call @dev_cast_callee(%a, %s) : (tensor<8xf32>, f32) -> tensor<8xf32>
  return %a, %b : tensor<8xf32>, tensor<8xf32>
}
