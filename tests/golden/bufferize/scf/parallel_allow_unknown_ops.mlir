// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops"
// With allow-unknown-ops an scf.parallel reducing tensors is kept as an
// unknown op: its tensor operands come from bufferization.to_tensor and its
// results go through bufferization.to_buffer. Identical to `mlir-opt-22 %s
// --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops"`.
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
