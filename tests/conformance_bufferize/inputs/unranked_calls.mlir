// Calls with unranked operands: the operand must bufferize in place, and
// whether the call writes it comes from the callee's `bufferization.access`
// (declarations) or from the callee's analysis (definitions), known only
// once the callee is analysed. A read-only callee must not make the slice
// that feeds it go out of place (found by the execution suite: a
// printMemrefF32 declaration with access "read").
// OPTIONS: bufferize-function-boundaries

func.func private @print_ur(tensor<*xf32> {bufferization.access = "read"})
func.func private @write_ur(tensor<*xf32> {bufferization.access = "write"})


func.func @uc_read_slice_then_insert(%t: tensor<4xf32>) -> tensor<4xf32> {
  %s = tensor.extract_slice %t[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %u = tensor.cast %s : tensor<2xf32> to tensor<*xf32>
  call @print_ur(%u) : (tensor<*xf32>) -> ()
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}

func.func @uc_write_slice_then_read(%t: tensor<4xf32>) -> f32 {
  %s = tensor.extract_slice %t[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %u = tensor.cast %s : tensor<2xf32> to tensor<*xf32>
  call @write_ur(%u) : (tensor<*xf32>) -> ()
  %c0 = arith.constant 0 : index
  %r = tensor.extract %t[%c0] : tensor<4xf32>
  return %r : f32
}

func.func @uc_defined_reader(%u: tensor<*xf32>) -> index {
  %r = tensor.rank %u : tensor<*xf32>
  return %r : index
}

func.func @uc_call_defined_reader(%t: tensor<4xf32>) -> (tensor<4xf32>, index) {
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %r = call @uc_defined_reader(%u) : (tensor<*xf32>) -> index
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %w, %r : tensor<4xf32>, index
}
