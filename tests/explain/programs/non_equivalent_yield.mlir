// RUN: tbuf explain %s --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" --buffer-deallocation-pipeline --canonicalize
// A loop whose yield is not its iter_arg's buffer: the loop yields %other,
// a buffer from outside the loop, so the next iteration gets a copy of it.
func.func @fresh(%init: tensor<4xf32>, %other: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> tensor<4xf32> {
    %x = tensor.extract %a[%c0] : tensor<4xf32>
    scf.yield %other : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
