// RUN: tbuf %s --plan-buffers=arena
// The arena option: the statically sized buffers the entry block still
// allocates and frees itself become memref.view slices of one i8
// allocation, buffers live at the same time at disjoint 64-byte aligned
// offsets, a buffer whose lifetime ended giving its bytes to a later one.
// Returned buffers and buffers of other memory spaces stay as they are.
func.func @pack(%i: index, %v: f32) -> memref<4xf32> {
  %a = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  memref.store %v, %a[%i] : memref<16xf32>
  %b = memref.alloc() : memref<8xi32>
  %x = memref.load %a[%i] : memref<16xf32>
  %c = memref.alloc() : memref<3xf64>
  memref.store %x, %a[%i] : memref<16xf32>
  %s = memref.alloc() : memref<4xf32, 1>
  %r = memref.alloc() : memref<4xf32>
  memref.store %x, %r[%i] : memref<4xf32>
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<8xi32>
  memref.dealloc %c : memref<3xf64>
  memref.dealloc %s : memref<4xf32, 1>
  return %r : memref<4xf32>
}

// Fewer than two candidates: nothing to pack.
func.func @single(%i: index, %v: f32) {
  %a = memref.alloc() : memref<16xf32>
  memref.store %v, %a[%i] : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  return
}
