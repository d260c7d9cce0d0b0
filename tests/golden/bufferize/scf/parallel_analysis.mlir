// RUN: tbuf %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// scf.parallel has no bufferization model (as in MLIR): a loop without
// tensor operands or results is left alone and the tensor ops in its body
// and reduction regions are analysed like any other. Unlike mlir-opt-22,
// tbuf treats the body and the reduction regions as repetitive, parallel
// regions (as scf.forall's body), so a write into a tensor captured from
// outside them is decided out of place (@captured_write,
// @reduce_region_tensor), as the same write in an scf.for or scf.forall body
// is; a loop whose every dimension surely runs at most once does not repeat
// (@single_iteration stays in place, scf.forall's rule). mlir-opt-22 decides
// the writes in place: later iterations would read what earlier ones wrote
// (a miscompile; docs/soundness.md). Otherwise identical to `mlir-opt-22 %s
// --split-input-file --one-shot-bufferize="bufferize-function-boundaries
// test-analysis-only"`.
func.func @captured_write(%t: tensor<8xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %u = tensor.insert %z into %t[%i] : tensor<8xf32>
    %v = tensor.extract %u[%c0] : tensor<8xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @single_iteration(%t: tensor<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i, %j) = (%c0, %c1) to (%c1, %c1) step (%c1, %c1) init (%z) -> f32 {
    %u = tensor.insert %z into %t[%i] : tensor<8xf32>
    %v = tensor.extract %u[%c0] : tensor<8xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @local_tensor(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %u = tensor.insert %z into %f[%c1] : tensor<4xf32>
    %v = tensor.extract %u[%c0] : tensor<4xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @reduce_region_tensor(%t: tensor<8xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    scf.reduce(%z : f32) {
    ^bb0(%a: f32, %b: f32):
      %u = tensor.insert %a into %t[%c0] : tensor<8xf32>
      %v = tensor.extract %u[%c1] : tensor<8xf32>
      %s = arith.addf %v, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @captured_write_for(%t: tensor<8xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
    %u = tensor.insert %z into %t[%i] : tensor<8xf32>
    %v = tensor.extract %u[%c0] : tensor<8xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @captured_write_forall(%t: tensor<8xf32>, %n: index, %m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  scf.forall (%i) in (%n) {
    %u = tensor.insert %z into %t[%i] : tensor<8xf32>
    %v = tensor.extract %u[%c0] : tensor<8xf32>
    memref.store %v, %m[%i] : memref<8xf32>
  }
  return
}
