// RUN: tbuf %s --emit=c
// memref.alloc goes through the runtime (tbufAlloc / tbufAlignPtr /
// tbufFree, so leaks and double frees are tracked); a small static alloca
// at the function's top level is a local array, a dynamic one
// __builtin_alloca; realloc copies the common prefix and frees the source.
func.func @buffers(%n: index, %v: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %heap = memref.alloc(%n) {alignment = 64 : i64} : memref<?x8xf32>
  %stack = memref.alloca() : memref<4xf32>
  %dyn = memref.alloca(%n) {alignment = 16 : i64} : memref<?xi64>
  memref.store %v, %heap[%c0, %c0] : memref<?x8xf32>
  memref.store %v, %stack[%c0] : memref<4xf32>
  %i = memref.load %dyn[%c0] : memref<?xi64>
  memref.store %i, %dyn[%n] : memref<?xi64>
  memref.dealloc %heap : memref<?x8xf32>
  %small = memref.alloc() : memref<2xf32>
  %grown = memref.realloc %small(%n) : memref<2xf32> to memref<?xf32>
  return %grown : memref<?xf32>
}
