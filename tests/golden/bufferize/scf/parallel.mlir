// RUN: tbuf %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries
// Bufferization around and inside scf.parallel (no model of its own): tensors
// read and written in the body (a copy for the write into a tensor read
// after the loop, new buffers for tensor.empty) and in reduction regions.
// Identical to `mlir-opt-22 %s --split-input-file
// --one-shot-bufferize=bufferize-function-boundaries` except for a
// deliberate deviation: the body and the reduction regions repeat and run in
// any order, so a write into a tensor defined outside them is done in a
// private copy (@captured_write, @reduce_region_tensor: memref.alloc +
// memref.copy, as for scf.for and scf.forall). mlir-opt-22 writes the
// function argument in place there, so later iterations read what earlier
// ones wrote (docs/soundness.md).
func.func @t(%t: tensor<8xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %v = tensor.extract %t[%i] : tensor<8xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @w(%t: tensor<8xf32>, %n: index, %m: memref<8xf32>) -> (f32, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %u = tensor.insert %z into %t[%i] : tensor<8xf32>
    %v = tensor.extract %u[%c0] : tensor<8xf32>
    %e = tensor.empty() : tensor<8xf32>
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    %g = tensor.extract %f[%i] : tensor<8xf32>
    memref.store %g, %m[%i] : memref<8xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  %t2 = tensor.insert %r into %t[%c0] : tensor<8xf32>
  return %r, %t2 : f32, tensor<8xf32>
}
// -----
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
