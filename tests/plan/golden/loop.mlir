// RUN: tbuf %s --plan-buffers=peak-aware-arena=false
// Loops: an alloc/dealloc pair of a sequential loop body (scf.for,
// scf.while) serves every iteration from one allocation in front of the
// loop when the body surely runs (constant bounds, the `before` region of
// scf.while), or from storage freed before the loop; buffers of one body
// share as in any block. scf.forall iterations may run in parallel: nothing
// moves out of it. A size defined in the body keeps the alloc in the body.
func.func @for_hoists(%v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %a = memref.alloc() : memref<16xf32>
    linalg.fill ins(%v : f32) outs(%a : memref<16xf32>)
    %b = memref.alloc() : memref<16xf32>
    linalg.map { math.sqrt } ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
    %c = memref.alloc() : memref<16xf32>
    linalg.map { math.exp } ins(%b : memref<16xf32>) outs(%c : memref<16xf32>)
    memref.dealloc %a : memref<16xf32>
    memref.dealloc %b : memref<16xf32>
    memref.dealloc %c : memref<16xf32>
  }
  return
}

func.func @for_reuses_storage_freed_before(%n: index, %v: f32, %j: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = memref.alloc() : memref<16xf32>
  linalg.fill ins(%v : f32) outs(%p : memref<16xf32>)
  %x = memref.load %p[%j] : memref<16xf32>
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<16xf32>
    linalg.fill ins(%x : f32) outs(%a : memref<16xf32>)
    memref.dealloc %a : memref<16xf32>
  }
  memref.dealloc %p : memref<16xf32>
  return %x : f32
}

// An scf.for that may not run: its allocations move out behind a guard,
// the first dimension being 16 when lb < ub and 0 otherwise (no byte is
// allocated for a loop that does not run).
func.func @for_may_not_run(%n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<16xf32>
    linalg.fill ins(%v : f32) outs(%a : memref<16xf32>)
    memref.dealloc %a : memref<16xf32>
  }
  return
}

// The same with an unsigned loop and a 2-D buffer: the guard compares
// unsigned, only the first dimension is guarded.
func.func @for_unsigned_may_not_run(%n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for unsigned %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4x8xf32>
    linalg.fill ins(%v : f32) outs(%a : memref<4x8xf32>)
    memref.dealloc %a : memref<4x8xf32>
  }
  return
}

// A loop that surely runs no iteration, and a rank-0 buffer in a loop that
// may not run (no dimension to guard): both keep their allocations.
func.func @for_never_runs_or_rank0(%n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c4 to %c0 step %c1 {
    %a = memref.alloc() : memref<16xf32>
    linalg.fill ins(%v : f32) outs(%a : memref<16xf32>)
    memref.dealloc %a : memref<16xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %s = memref.alloc() : memref<f32>
    memref.store %v, %s[] : memref<f32>
    memref.dealloc %s : memref<f32>
  }
  return
}

// Two loops that may not run, one after the other: the guarded buffer of
// the first is not lent to the second (which may run when the first does
// not); each gets its own guard.
func.func @guarded_loops_do_not_share(%n: index, %m: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<16xf32>
    linalg.fill ins(%v : f32) outs(%a : memref<16xf32>)
    memref.dealloc %a : memref<16xf32>
  }
  scf.for %i = %c0 to %m step %c1 {
    %b = memref.alloc() : memref<16xf32>
    linalg.fill ins(%v : f32) outs(%b : memref<16xf32>)
    memref.dealloc %b : memref<16xf32>
  }
  return
}

func.func @while_hoists_before(%n: i32, %v: f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%k = %c0) : (i32) -> i32 {
    %t = memref.alloc() : memref<2xf32>
    linalg.fill ins(%v : f32) outs(%t : memref<2xf32>)
    memref.dealloc %t : memref<2xf32>
    %cond = arith.cmpi slt, %k, %n : i32
    scf.condition(%cond) %k : i32
  } do {
  ^bb0(%k2: i32):
    %a = memref.alloc() : memref<4xf32>
    linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
    memref.dealloc %a : memref<4xf32>
    %next = arith.addi %k2, %c1 : i32
    scf.yield %next : i32
  }
  return
}

func.func @forall_and_dynamic_stay(%v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4 : index
  scf.forall (%i) in (4) {
    %a = memref.alloc() : memref<4xf32>
    linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
    memref.dealloc %a : memref<4xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %m = arith.addi %i, %c1 : index
    %a = memref.alloc(%m) : memref<?xf32>
    linalg.fill ins(%v : f32) outs(%a : memref<?xf32>)
    memref.dealloc %a : memref<?xf32>
  }
  return
}

// Nested loops: the buffer moves out of both.
func.func @nested(%v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %a = memref.alloc() : memref<4xf32>
      linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
      memref.dealloc %a : memref<4xf32>
    }
  }
  return
}
