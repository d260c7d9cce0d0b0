// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries
// An scf.parallel reducing tensors cannot be bufferized (scf.parallel has no
// bufferization model, as in MLIR): "op was not bufferized", on the loop.
// Identical to `mlir-opt-22 %s --one-shot-bufferize=bufferize-function-boundaries`.
func.func @t(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%t) -> tensor<8xf32> {
    %e = tensor.empty() : tensor<8xf32>
    scf.reduce(%e : tensor<8xf32>) {
    ^bb0(%a: tensor<8xf32>, %b: tensor<8xf32>):
      scf.reduce.return %a : tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
