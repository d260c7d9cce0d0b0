// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops"
// A loop whose init_arg and yielded value bufferize to different memory
// spaces is reported on the loop. Identical to mlir-opt-22's output.

func.func @loop_memory_spaces(%n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (tensor<4xf32>) {
    %b = bufferization.alloc_tensor() : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
