// RUN: tbuf %s --plan-buffers=peak-aware-arena=false --mlir-pass-statistics
// Loop-carried ping-pong: a loop that yields a new buffer every iteration
// (as bufferization with allow-return-allocs-from-loops and the ownership-
// based deallocation write it: the previous buffer is freed under its
// ownership flag) carries two buffers and allocates only while the one to
// write does not exist yet: min(iterations, 2) allocations. It runs after
// the other planning steps, so a temporary moved out of the loop does not
// stand in the way (@temporary_hoisted); one that stays in front of the
// alloc (a dynamic size) does: the rewrite would hold the previous buffer
// there instead of freeing it (@allocates_before).
func.func @fresh_per_iteration(%x: memref<16xf32>, %n: index) -> memref<16xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%m = %x, %own = %false) -> (memref<16xf32>, i1) {
    %a = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
    linalg.map { math.sqrt } ins(%m : memref<16xf32>) outs(%a : memref<16xf32>)
    %base, %off, %size, %stride = memref.extract_strided_metadata %m : memref<16xf32> -> memref<f32>, index, index, index
    scf.if %own {
      memref.dealloc %base : memref<f32>
    }
    scf.yield %a, %true : memref<16xf32>, i1
  }
  %out = scf.if %r#1 -> (memref<16xf32>) {
    scf.yield %r#0 : memref<16xf32>
  } else {
    %c = bufferization.clone %r#0 : memref<16xf32> to memref<16xf32>
    scf.yield %c : memref<16xf32>
  }
  return %out : memref<16xf32>
}

func.func @temporary_hoisted(%x: memref<16xf32>, %n: index) -> memref<16xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%m = %x, %own = %false) -> (memref<16xf32>, i1) {
    %t = memref.alloc() : memref<16xf32>
    linalg.map { math.sqrt } ins(%m : memref<16xf32>) outs(%t : memref<16xf32>)
    %a = memref.alloc() : memref<16xf32>
    linalg.map { math.sqrt } ins(%t : memref<16xf32>) outs(%a : memref<16xf32>)
    memref.dealloc %t : memref<16xf32>
    %base, %off, %size, %stride = memref.extract_strided_metadata %m : memref<16xf32> -> memref<f32>, index, index, index
    scf.if %own {
      memref.dealloc %base : memref<f32>
    }
    scf.yield %a, %true : memref<16xf32>, i1
  }
  %out = scf.if %r#1 -> (memref<16xf32>) {
    scf.yield %r#0 : memref<16xf32>
  } else {
    %c = bufferization.clone %r#0 : memref<16xf32> to memref<16xf32>
    scf.yield %c : memref<16xf32>
  }
  return %out : memref<16xf32>
}

func.func @allocates_before(%x: memref<?xf32>, %n: index) -> memref<?xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%m = %x, %own = %false) -> (memref<?xf32>, i1) {
    %t = memref.alloc(%i) : memref<?xf32>
    %s = memref.dim %t, %c0 : memref<?xf32>
    memref.dealloc %t : memref<?xf32>
    %a = memref.alloc() : memref<16xf32>
    %v = memref.load %m[%s] : memref<?xf32>
    linalg.fill ins(%v : f32) outs(%a : memref<16xf32>)
    %base, %off, %size, %stride = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, index
    scf.if %own {
      memref.dealloc %base : memref<f32>
    }
    %ac = memref.cast %a : memref<16xf32> to memref<?xf32>
    scf.yield %ac, %true : memref<?xf32>, i1
  }
  return %r#0 : memref<?xf32>
}

// The flag starts true (the initial value is owned): not the pattern.
func.func @owned_initial_value(%x: memref<16xf32>, %n: index) -> memref<16xf32> {
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%m = %x, %own = %true) -> (memref<16xf32>, i1) {
    %a = memref.alloc() : memref<16xf32>
    linalg.map { math.sqrt } ins(%m : memref<16xf32>) outs(%a : memref<16xf32>)
    scf.if %own {
      memref.dealloc %m : memref<16xf32>
    }
    scf.yield %a, %true : memref<16xf32>, i1
  }
  return %r#0 : memref<16xf32>
}
