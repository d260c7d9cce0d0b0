// RUN: tbuf %s --plan-buffers=peak-aware-arena=false
// Across loops: a buffer used only by a first loop is free after it; a
// buffer first used by a later loop takes its storage.
func.func @across(%n: index, %v: f32, %j: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<32xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %a[%i] : memref<32xf32>
  }
  %x = memref.load %a[%j] : memref<32xf32>
  %b = memref.alloc() : memref<32xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %b[%i] : memref<32xf32>
  }
  %y = memref.load %b[%j] : memref<32xf32>
  memref.dealloc %a : memref<32xf32>
  memref.dealloc %b : memref<32xf32>
  return %y : f32
}
