// affine.if and affine.parallel reductions around bufferization: tensors
// read inside their regions bufferize (the ops themselves have no tensor
// operands or results and are left alone), an affine.if yielding a tensor
// is not bufferizable in MLIR (no model): both tools fail on it with the
// same error.
// OPTIONS: bufferize-function-boundaries
// OPTIONS:

#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, -d0 + 7 >= 0)>

func.func @if_reads_tensor(%t: tensor<8xf32>, %m: memref<8xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    affine.if #set(%i)[%n] {
      %v = tensor.extract %t[%i] : tensor<8xf32>
      affine.store %v, %m[%i] : memref<8xf32>
    } else {
      %c = arith.constant 0.0 : f32
      affine.store %c, %m[%i] : memref<8xf32>
    }
  }
  return
}

func.func @if_scalar_result_then_insert(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %v = affine.if #set(%c0)[%n] -> f32 {
    %x = tensor.extract %t[%c0] : tensor<8xf32>
    affine.yield %x : f32
  } else {
    %y = arith.constant 1.0 : f32
    affine.yield %y : f32
  }
  %r = tensor.insert %v into %t[%c0] : tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @parallel_reduce_over_tensor(%t: tensor<4x8xf32>) -> (f32, tensor<4x8xf32>) {
  %s = affine.parallel (%i, %j) = (0, 0) to (4, 8) reduce ("addf") -> (f32) {
    %v = tensor.extract %t[%i, %j] : tensor<4x8xf32>
    affine.yield %v : f32
  }
  %c1 = arith.constant 1 : index
  %r = tensor.insert %s into %t[%c1, %c1] : tensor<4x8xf32>
  return %s, %r : f32, tensor<4x8xf32>
}

// -----

// EXPECT-ERROR: op was not bufferized
#set1 = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
func.func @if_tensor_result(%t: tensor<8xf32>, %u: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %r = affine.if #set1(%c0)[%n] -> tensor<8xf32> {
    affine.yield %t : tensor<8xf32>
  } else {
    affine.yield %u : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
