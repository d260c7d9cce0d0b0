// A loop whose body calls a function skipped by no-analysis-func-filter: the
// call result is a copy, not equivalent to the iter bbArg, so mlir-opt-22
// rejects the loop (with the analysis it is accepted, see calls_options.mlir).
// OPTIONS: bufferize-function-boundaries no-analysis-func-filter=co_callee_insert

// EXPECT-ERROR: Yield operand #0 is not equivalent to the corresponding iter bbArg
func.func @co_callee_insert(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @co_call_in_loop_reads_init(%t: tensor<8xf32>, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %v = tensor.extract %t[%i] : tensor<8xf32>
    %1 = func.call @co_callee_insert(%a, %v) : (tensor<8xf32>, f32) -> tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}
