// memref.alloc / alloca / realloc patterns.
func.func @alloc_const_sizes(%n: index) -> memref<?x?xf32> {
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%n, %c5) : memref<?x?xf32>
  return %a : memref<?x?xf32>
}

// -----
func.func @alloc_all_const() -> memref<?xf32> {
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%c8) {alignment = 64 : i64} : memref<?xf32>
  return %a : memref<?xf32>
}

// -----
func.func @alloc_negative_const() -> memref<?xf32> {
  %c-1 = arith.constant -1 : index
  %a = memref.alloc(%c-1) : memref<?xf32>
  return %a : memref<?xf32>
}

// -----
func.func @alloca_const_sizes() {
  %c3 = arith.constant 3 : index
  %a = memref.alloca(%c3) : memref<?xi32>
  "test.use"(%a) : (memref<?xi32>) -> ()
  return
}

// -----
func.func @dead_alloc_store_dealloc(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----
func.func @alloc_with_load(%v: f32, %i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  %r = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %r : f32
}

// -----
func.func @alloc_stored_elsewhere(%m: memref<1xmemref<4xf32>>, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %m[%i] : memref<1xmemref<4xf32>>
  return
}

// -----
func.func @dead_alloca(%v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  return
}

// -----
func.func @dead_realloc(%m: memref<4xf32>) {
  %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  memref.dealloc %r : memref<8xf32>
  return
}

// -----
func.func @dead_alloc_no_uses() {
  %a = memref.alloc() : memref<4xf32>
  return
}
