// RUN: tbuf %s --copy-removal
// The shape mlir-opt-22 produces for a function returning a filled tensor
// after `--one-shot-bufferize=bufferize-function-boundaries
// --buffer-results-to-out-params --buffer-deallocation-pipeline` (input
// below, output of that command): copy-removal writes the fill straight into
// the out-parameter and drops the temporary, the copy and the dealloc. In
// @main the call may write %alloc, but there is no copy to remove.
module {
  func.func private @fill(%arg0: f32, %arg1: memref<8xf32>) {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    linalg.fill ins(%arg0 : f32) outs(%alloc : memref<8xf32>)
    memref.copy %alloc, %arg1 : memref<8xf32> to memref<8xf32>
    memref.dealloc %alloc : memref<8xf32>
    return
  }
  func.func @main(%arg0: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8xf32>
    call @fill(%arg0, %alloc) : (f32, memref<8xf32>) -> ()
    %0 = memref.load %alloc[%c0] : memref<8xf32>
    memref.dealloc %alloc : memref<8xf32>
    return %0 : f32
  }
}
