// RUN: tbuf %s --plan-buffers=peak-aware-arena=false
// scf.if: a buffer allocated and freed inside a branch takes storage freed
// before the scf.if (whose dealloc then stays after the scf.if); without free
// storage it stays in the branch. A branch's buffer never lends its storage
// to later buffers of the enclosing block (the branch may not run).
func.func @branch_reuses(%c: i1, %i: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<8xf32>
  memref.store %v, %a[%i] : memref<8xf32>
  %x = memref.load %a[%i] : memref<8xf32>
  %r = scf.if %c -> (f32) {
    %b = memref.alloc() : memref<8xf32>
    memref.store %x, %b[%i] : memref<8xf32>
    %y = memref.load %b[%i] : memref<8xf32>
    memref.dealloc %b : memref<8xf32>
    scf.yield %y : f32
  } else {
    %b2 = memref.alloc() : memref<8xf32>
    memref.store %v, %b2[%i] : memref<8xf32>
    %y2 = memref.load %b2[%i] : memref<8xf32>
    memref.dealloc %b2 : memref<8xf32>
    scf.yield %y2 : f32
  }
  memref.dealloc %a : memref<8xf32>
  return %r : f32
}

func.func @branch_keeps(%c: i1, %i: index, %v: f32) -> f32 {
  scf.if %c {
    %b = memref.alloc() : memref<8xf32>
    memref.store %v, %b[%i] : memref<8xf32>
    memref.dealloc %b : memref<8xf32>
  }
  %d = memref.alloc() : memref<8xf32>
  memref.store %v, %d[%i] : memref<8xf32>
  %r = memref.load %d[%i] : memref<8xf32>
  memref.dealloc %d : memref<8xf32>
  return %r : f32
}

// Inside one branch, straight-line reuse as in any block.
func.func @within_branch(%c: i1, %i: index, %v: f32) {
  scf.if %c {
    %b = memref.alloc() : memref<8xf32>
    memref.store %v, %b[%i] : memref<8xf32>
    %e = memref.alloc() : memref<8xf32>
    memref.store %v, %e[%i] : memref<8xf32>
    memref.dealloc %b : memref<8xf32>
    memref.dealloc %e : memref<8xf32>
  }
  return
}
