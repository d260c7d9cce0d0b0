// REFERENCE: copy-before-write
// A write inside an scf.parallel body (and inside its reduction region) into
// a tensor defined outside the loop: every iteration must see the original
// tensor, so the write goes into a private copy. Each iteration i writes 100
// into element i of the captured tensor [1, 2, 3, 4] and reads element 0:
// the sum must be 100 + 1 + 1 + 1 = 103 (only iteration 0 reads its own
// write). The reduction region of iteration i writes the running value into
// element i of a captured tensor of 20s and reads element 0, then adds it to
// the running value (init 1): 1 + 1, then + 20 three times = 62. The callers'
// tensors are unchanged. mlir-opt-22 treats the loop body and the reduction
// region as straight-line code and writes the function arguments in place,
// so later iterations read what earlier ones wrote: it prints 400 and 5.
// Hence the copy-before-write reference.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @bounds() -> (index, index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  return %c0, %c4 : index, index
}

func.func @sum_after_write(%t: tensor<4xf32>, %lb: index, %ub: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %hundred = arith.constant 100.0 : f32
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%c1) init (%z) -> f32 {
    %u = tensor.insert %hundred into %t[%i] : tensor<4xf32>
    %v = tensor.extract %u[%c0] : tensor<4xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

func.func @reduce_write(%t: tensor<4xf32>, %lb: index, %ub: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%c1) init (%init) -> f32 {
    scf.reduce(%z : f32) {
    ^bb0(%a: f32, %b: f32):
      %u = tensor.insert %a into %t[%i] : tensor<4xf32>
      %v = tensor.extract %u[%c0] : tensor<4xf32>
      %s = arith.addf %a, %v : f32
      %w = arith.addf %s, %b : f32
      scf.reduce.return %w : f32
    }
  }
  return %r : f32
}

func.func @main() {
  %lb, %ub = func.call @bounds() : () -> (index, index)
  %t = tensor.generate {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %one = arith.constant 1.0 : f32
    %g = arith.addf %f, %one : f32
    tensor.yield %g : f32
  } : tensor<4xf32>
  %sum = func.call @sum_after_write(%t, %lb, %ub) : (tensor<4xf32>, index, index) -> f32
  func.call @printF32(%sum) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %twenty = arith.constant 20.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t2 = linalg.fill ins(%twenty : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %one = arith.constant 1.0 : f32
  %red = func.call @reduce_write(%t2, %lb, %ub, %one) : (tensor<4xf32>, index, index, f32) -> f32
  func.call @printF32(%red) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %mt = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %ut = memref.cast %mt : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  %mt2 = bufferization.to_buffer %t2 : tensor<4xf32> to memref<4xf32>
  %ut2 = memref.cast %mt2 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ut2) : (memref<*xf32>) -> ()
  return
}
