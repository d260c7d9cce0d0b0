// RUN: tbuf %s --canonicalize --allow-unregistered-dialect --split-input-file
// A clone whose result is freed by a memref.realloc keeps its clone as mlir-opt-22 does: the realloc is no deallocation that SimplifyClones could drop (its result lives on); a clone freed by a plain dealloc still folds to its source.
func.func @realloc_of_clone_used(%src: memref<?xf32>) {
  %c = bufferization.clone %src : memref<?xf32> to memref<?xf32>
  %r = memref.realloc %c : memref<?xf32> to memref<16xf32>
  "test.sink"(%r) : (memref<16xf32>) -> ()
  return
}

// -----

func.func @realloc_of_clone_freed(%src: memref<8xf32>, %v: f32) {
  %c = bufferization.clone %src : memref<8xf32> to memref<8xf32>
  %r = memref.realloc %c : memref<8xf32> to memref<32xf32>
  "test.sink"(%c) : (memref<8xf32>) -> ()
  memref.dealloc %r : memref<32xf32>
  return
}

// -----

func.func @clone_then_dealloc(%src: memref<4xf32>) -> memref<4xf32> {
  %c = bufferization.clone %src : memref<4xf32> to memref<4xf32>
  memref.dealloc %src : memref<4xf32>
  return %c : memref<4xf32>
}
