// RUN: tbuf %s --plan-buffers=peak-aware-arena=false
// Straight-line code: a buffer whose last use is before a later alloc of the
// same type and attributes gives it its storage; one dealloc stays, at the
// later place. Other types or alignments keep their own allocation.
func.func @chain(%x: memref<16xf32>, %out: memref<16xf32>) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  linalg.map { math.sqrt } ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  %b = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  linalg.map { math.absf } ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
  %c = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  linalg.map { math.exp } ins(%b : memref<16xf32>) outs(%c : memref<16xf32>)
  %d = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  linalg.map { math.log } ins(%c : memref<16xf32>) outs(%d : memref<16xf32>)
  memref.copy %d, %out : memref<16xf32> to memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  memref.dealloc %c : memref<16xf32>
  memref.dealloc %d : memref<16xf32>
  return
}

// Different element type, a larger shape or another alignment: no sharing
// (a smaller shape may take larger storage: resize.mlir).
func.func @incompatible(%i: index, %v: f32) -> f32 {
  %a = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  memref.store %v, %a[%i] : memref<16xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<16xi32>
  %c = memref.alloc() {alignment = 64 : i64} : memref<32xf32>
  %d = memref.alloc() : memref<16xf32>
  memref.store %v, %d[%i] : memref<16xf32>
  %r = memref.load %d[%i] : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<16xi32>
  memref.dealloc %c : memref<32xf32>
  memref.dealloc %d : memref<16xf32>
  return %r : f32
}

// The later buffer is freed after the earlier one's dealloc: its dealloc is
// the one kept.
func.func @later_dealloc(%i: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %v, %b[%i] : memref<4xf32>
  %r = memref.load %b[%i] : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return %r : f32
}

// An allocation between the earlier buffer's dealloc and the later alloc:
// keeping the freed storage across it could raise the peak, so no sharing.
func.func @allocation_between(%i: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %big = memref.alloc() : memref<64xf32>
  memref.store %v, %big[%i] : memref<64xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %v, %b[%i] : memref<4xf32>
  %r = memref.load %b[%i] : memref<4xf32>
  memref.dealloc %big : memref<64xf32>
  memref.dealloc %b : memref<4xf32>
  return %r : f32
}
