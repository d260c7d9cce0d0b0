// RUN: tbuf %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops"
// Loops whose iter_arg buffer type cannot be the init_arg's: the yielded
// value is a subview of the iter_arg (strided layout) or a new buffer, so the
// iter_arg gets a fully dynamic layout and the init/yielded buffers are cast
// to it; 0-d tensors and loops nested in loops that yield a value from
// outside. Identical to mlir-opt-22's output.

func.func @for_yields_slice_of_iter_arg(%n: index, %m: index, %k: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %buf = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %init = tensor.extract_slice %buf[2] [%m] [1] : tensor<?xf32> to tensor<?xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %init) -> (tensor<?xf32>) {
    %s = tensor.extract_slice %a[1] [%k] [1] : tensor<?xf32> to tensor<?xf32>
    scf.yield %s : tensor<?xf32>
  }
  %v = tensor.extract %r[%c0] : tensor<?xf32>
  return %v : f32
}

// -----

func.func @while_condition_forwards_slice(%n: index, %m: index, %k: index, %c: i1, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %buf = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %init = tensor.extract_slice %buf[3] [%m] [1] : tensor<?xf32> to tensor<?xf32>
  %r = scf.while (%a = %init) : (tensor<?xf32>) -> tensor<?xf32> {
    %s = tensor.extract_slice %a[1] [%k] [1] : tensor<?xf32> to tensor<?xf32>
    scf.condition(%c) %s : tensor<?xf32>
  } do {
  ^bb0(%b: tensor<?xf32>):
    %x = tensor.insert %f into %b[%c0] : tensor<?xf32>
    scf.yield %x : tensor<?xf32>
  }
  %v = tensor.extract %r[%c0] : tensor<?xf32>
  return %v : f32
}

// -----

func.func @scalar_tensor_loop(%t: tensor<f32>) -> tensor<f32> {
  %false = arith.constant false
  %r = scf.while (%a = %t) : (tensor<f32>) -> tensor<f32> {
    scf.condition(%false) %a : tensor<f32>
  } do {
  ^bb0(%b: tensor<f32>):
    %one = bufferization.alloc_tensor() : tensor<1xf32>
    %s = tensor.collapse_shape %one [] : tensor<1xf32> into tensor<f32>
    scf.yield %s : tensor<f32>
  }
  return %r : tensor<f32>
}

// -----

func.func @inner_loop_yields_outer_value(%n: index) -> tensor<3xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %outer = bufferization.alloc_tensor() : tensor<3xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %outer) -> (tensor<3xi32>) {
    %in = scf.for %j = %c0 to %n step %c1 iter_args(%b = %outer) -> (tensor<3xi32>) {
      scf.yield %outer : tensor<3xi32>
    }
    scf.yield %in : tensor<3xi32>
  }
  return %r : tensor<3xi32>
}
