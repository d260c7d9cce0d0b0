// RUN: tbuf %s --plan-buffers
// Buffers that may leave their block are left alone, and so is a buffer
// whose dealloc is not a memref.dealloc of it in the same block: returned,
// yielded (through a cast), stored, freed in a branch, freed through an alias.
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
