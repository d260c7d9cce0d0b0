// RUN: tbuf %s --plan-buffers=peak-aware-arena=false
// Buffers that may leave their block, and buffers whose dealloc is not a
// memref.dealloc of them in the same block (returned, yielded through a
// cast, stored, freed in a branch, freed through an alias) never lend their
// storage. Such an allocation may adopt the storage of a dead buffer of the
// same type instead (@returned, @yielded, @stored): that buffer's dealloc
// goes, the escaping one is freed wherever it was.
func.func @returned(%i: index, %v: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %v, %b[%i] : memref<4xf32>
  return %b : memref<4xf32>
}

func.func @yielded(%c: i1, %i: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  %x = memref.load %a[%i] : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %cast = memref.cast %b : memref<4xf32> to memref<?xf32>
  %r = scf.if %c -> (memref<?xf32>) {
    scf.yield %cast : memref<?xf32>
  } else {
    scf.yield %cast : memref<?xf32>
  }
  memref.store %x, %r[%i] : memref<?xf32>
  %y = memref.load %r[%i] : memref<?xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return %y : f32
}

func.func @stored(%m: memref<1xmemref<4xf32>>, %i: index, %v: f32) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %b, %m[%i] : memref<1xmemref<4xf32>>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}

func.func @freed_elsewhere(%c: i1, %i: index, %v: f32) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  }
  %b = memref.alloc() : memref<4xf32>
  memref.store %v, %b[%i] : memref<4xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %b : memref<4xf32> -> memref<f32>, index, index, index
  memref.dealloc %base : memref<f32>
  %d = memref.alloc() : memref<4xf32>
  memref.store %v, %d[%i] : memref<4xf32>
  memref.dealloc %d : memref<4xf32>
  return
}

// The earlier buffer is still live when the escaping one is allocated, or
// its storage was released by an allocation in between: no adoption.
func.func @not_dead_or_released(%i: index, %v: f32) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %x = memref.load %a[%i] : memref<4xf32>
  memref.store %x, %b[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %big = memref.alloc() : memref<64xf32>
  memref.store %v, %big[%i] : memref<64xf32>
  memref.dealloc %big : memref<64xf32>
  %c = memref.alloc() : memref<4xf32>
  memref.store %v, %c[%i] : memref<4xf32>
  return %b, %c : memref<4xf32>, memref<4xf32>
}
