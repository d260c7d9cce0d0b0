// memref.dim, memref.rank and memref.cast folds, and casts folded into
// their consumers (load, store, dealloc, copy).
func.func @dim_static(%m: memref<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<4x?xf32>
  return %d : index
}

// -----
func.func @dim_of_alloc(%n: index, %k: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%n, %k) : memref<?x4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<?x4x?xf32>
  %d2 = memref.dim %a, %c2 : memref<?x4x?xf32>
  "test.use"(%a) : (memref<?x4x?xf32>) -> ()
  return %d0, %d2 : index, index
}

// -----
func.func @dim_of_alloca(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloca(%n) : memref<?xf32>
  %d = memref.dim %a, %c0 : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  return %d : index
}

// -----
func.func @dim_of_subview(%m: memref<?x?xf32>, %o: index, %s: index) -> index {
  %c1 = arith.constant 1 : index
  %sv = memref.subview %m[%o, %o] [4, %s] [1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %d = memref.dim %sv, %c1 : memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %d : index
}

// -----
func.func @dim_of_view(%buf: memref<2048xi8>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %v = memref.view %buf[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  %d = memref.dim %v, %c0 : memref<?x4xf32>
  return %d : index
}

// -----
func.func @dim_of_cast(%m: memref<?x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %c = memref.cast %m : memref<?x?xf32> to memref<4x?xf32>
  %d = memref.dim %c, %c1 : memref<4x?xf32>
  return %d : index
}

// -----
func.func @dim_unranked(%m: memref<*xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<*xf32>
  return %d : index
}

// -----
func.func @rank(%m: memref<4x?xf32>, %u: memref<*xf32>) -> (index, index) {
  %r = memref.rank %m : memref<4x?xf32>
  %s = memref.rank %u : memref<*xf32>
  return %r, %s : index, index
}

// -----
func.func @cast_chain(%m: memref<4xf32>) -> memref<?xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %c = memref.cast %b : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
  return %c : memref<?xf32>
}

// -----
func.func @cast_roundtrip(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

// -----
func.func @cast_same_type(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<4xf32>
  return %a : memref<4xf32>
}

// -----
func.func @cast_of_unranked(%m: memref<*xf32>) -> memref<4xf32> {
  %a = memref.cast %m : memref<*xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

// -----
func.func @load_store_of_cast(%m: memref<4xf32>, %i: index) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  return
}

// -----
func.func @dealloc_of_cast() {
  %a = memref.alloc() : memref<4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  "test.use"(%c) : (memref<?xf32>) -> ()
  memref.dealloc %c : memref<?xf32>
  return
}

// -----
func.func @copy_of_cast(%a: memref<4xf32>, %b: memref<4xf32>) {
  %ca = memref.cast %a : memref<4xf32> to memref<?xf32>
  %cb = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.copy %ca, %cb : memref<?xf32> to memref<?xf32>
  return
}

// -----
func.func @copy_of_more_static_cast(%a: memref<?xf32>, %b: memref<4xf32>) {
  %ca = memref.cast %a : memref<?xf32> to memref<4xf32>
  memref.copy %ca, %b : memref<4xf32> to memref<4xf32>
  return
}

// -----
func.func @copy_self(%a: memref<4xf32>) {
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  return
}

// -----
func.func @copy_empty(%a: memref<0x4xf32>, %b: memref<0x4xf32>) {
  memref.copy %a, %b : memref<0x4xf32> to memref<0x4xf32>
  return
}
