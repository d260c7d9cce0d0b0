// RUN: tbuf %s --plan-buffers=peak-aware-arena=false --mlir-print-op-generic=false
// A statically shaped buffer may take the storage of a larger freed buffer of
// the same element type, memory space and alignment, viewed at offset 0
// (memref.reinterpret_cast), when that storage stays allocated until the
// smaller buffer's own release anyway.
func.func @smaller_takes_larger(%x: memref<64xf32>, %out: memref<16xf32>) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
  linalg.map { math.sqrt } ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<64xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
  linalg.fill ins(%v : f32) outs(%b : memref<4x4xf32>)
  %f = memref.collapse_shape %b [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  memref.copy %f, %out : memref<16xf32> to memref<16xf32>
  memref.dealloc %a : memref<64xf32>
  memref.dealloc %b : memref<4x4xf32>
  return
}

// The smallest larger storage is taken (both are free when %small starts);
// a larger buffer never takes smaller storage; another element type or
// alignment does not share.
func.func @best_fit(%i: index, %v: f32, %w: i32) -> f32 {
  %big = memref.alloc() : memref<256xf32>
  %mid = memref.alloc() : memref<32xf32>
  memref.store %v, %big[%i] : memref<256xf32>
  memref.store %v, %mid[%i] : memref<32xf32>
  %small = memref.alloc() : memref<8xf32>
  memref.store %v, %small[%i] : memref<8xf32>
  %larger = memref.alloc() : memref<512xf32>
  memref.store %v, %larger[%i] : memref<512xf32>
  %int = memref.alloc() : memref<8xi32>
  memref.store %w, %int[%i] : memref<8xi32>
  %aligned = memref.alloc() {alignment = 128 : i64} : memref<8xf32>
  memref.store %v, %aligned[%i] : memref<8xf32>
  %r = memref.load %aligned[%i] : memref<8xf32>
  memref.dealloc %big : memref<256xf32>
  memref.dealloc %mid : memref<32xf32>
  memref.dealloc %small : memref<8xf32>
  memref.dealloc %larger : memref<512xf32>
  memref.dealloc %int : memref<8xi32>
  memref.dealloc %aligned : memref<8xf32>
  return %r : f32
}

// The larger storage is freed (and an allocation follows) before the
// smaller buffer is: holding it until then could raise the peak, so the
// smaller buffer keeps its own allocation.
func.func @released_earlier(%i: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<64xf32>
  memref.store %v, %a[%i] : memref<64xf32>
  %b = memref.alloc() : memref<16xf32>
  memref.store %v, %b[%i] : memref<16xf32>
  memref.dealloc %a : memref<64xf32>
  %c = memref.alloc() : memref<32xf32>
  memref.store %v, %c[%i] : memref<32xf32>
  %r = memref.load %b[%i] : memref<16xf32>
  memref.dealloc %c : memref<32xf32>
  memref.dealloc %b : memref<16xf32>
  return %r : f32
}

// A buffer of a loop body takes larger storage freed before the loop.
func.func @loop_takes_larger(%n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<128xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<128xf32>)
  scf.for %i = %c0 to %n step %c1 {
    %b = memref.alloc() : memref<2x8xf32>
    linalg.fill ins(%v : f32) outs(%b : memref<2x8xf32>)
    memref.dealloc %b : memref<2x8xf32>
  }
  memref.dealloc %a : memref<128xf32>
  return
}
