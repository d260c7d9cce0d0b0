// RUN: tbuf %s --plan-buffers=peak-aware-arena=false
// Dynamic sizes: buffers share storage only when their allocs take the same
// size values.
func.func @dynamic(%n: index, %m: index, %i: index, %v: f32) -> f32 {
  %a = memref.alloc(%n) : memref<?xf32>
  memref.store %v, %a[%i] : memref<?xf32>
  %x = memref.load %a[%i] : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  memref.store %x, %b[%i] : memref<?xf32>
  %y = memref.load %b[%i] : memref<?xf32>
  %c = memref.alloc(%m) : memref<?xf32>
  memref.store %y, %c[%i] : memref<?xf32>
  %z = memref.load %c[%i] : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return %z : f32
}
