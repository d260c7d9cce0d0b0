// Tensors used inside scf.parallel (which has no bufferization model, in
// MLIR as in tbuf): its body and reduction regions repeat and run in any
// order. A write into a tensor defined outside them must go into a private
// copy; mlir-opt-22 analyses them as straight-line code and writes in place,
// so later iterations read what earlier ones wrote (docs/bufferization-
// conformance.md, "Where mlir-opt-22 miscompiles"). tbuf copies: the
// analysis differs and there is one more allocation and copy.
// OPTIONS: bufferize-function-boundaries
// OPTIONS:
// DEVIATION: @par_captured_write[bufferize-function-boundaries]:analysis
// DEVIATION: @par_captured_write[bufferize-function-boundaries]:counts
// DEVIATION: @par_reduce_region_write[bufferize-function-boundaries]:analysis
// DEVIATION: @par_reduce_region_write[bufferize-function-boundaries]:counts
func.func @par_captured_write(%t: tensor<8xf32>, %n: index) -> f32 {
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

func.func @par_reduce_region_write(%t: tensor<8xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    scf.reduce(%z : f32) {
    ^bb0(%a: f32, %b: f32):
      %u = tensor.insert %a into %t[%i] : tensor<8xf32>
      %v = tensor.extract %u[%c0] : tensor<8xf32>
      %s = arith.addf %v, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

func.func @par_single_iteration(%t: tensor<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%z) -> f32 {
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

func.func @par_local_tensor(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %u = tensor.insert %z into %f[%c1] : tensor<4xf32>
    %v = tensor.extract %u[%c0] : tensor<4xf32>
    memref.store %v, %m[%i] : memref<?xf32>
    scf.reduce
  }
  return
}

func.func @par_read_only(%t: tensor<8xf32>, %n: index) -> (f32, tensor<8xf32>) {
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
  %w = tensor.insert %z into %t[%c0] : tensor<8xf32>
  return %r, %w : f32, tensor<8xf32>
}
