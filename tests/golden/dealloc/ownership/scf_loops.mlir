// RUN: tbuf %s --split-input-file --ownership-based-buffer-deallocation
// scf.for / scf.while: memref iter_args get an i1 ownership iter_arg (the
// init is `false`: the loop does not own what enters it), the body frees the
// previous iteration's buffer when it owns it. Byte-identical to mlir-opt-22.
func.func @loop_alloc(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %buf, %0 : memref<2xf32> to memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %3 = memref.alloc() : memref<2xf32>
    scf.yield %3 : memref<2xf32>
  }
  memref.copy %1, %res : memref<2xf32> to memref<2xf32>
  return
}

// -----

func.func @loop_nested_if_alloc(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %2 = arith.cmpi eq, %i, %ub : index
    %3 = scf.if %2 -> (memref<2xf32>) {
      %4 = memref.alloc() : memref<2xf32>
      scf.yield %4 : memref<2xf32>
    } else {
      scf.yield %0 : memref<2xf32>
    }
    scf.yield %3 : memref<2xf32>
  }
  return %1 : memref<2xf32>
}

// -----

func.func @while_two_buffers(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %a:2 = scf.while (%x = %arg0, %y = %arg1) : (memref<?xf32>, memref<?xf32>) -> (memref<?xf32>, memref<?xf32>) {
    %d = memref.dim %x, %c0 : memref<?xf32>
    %cond = arith.cmpi slt, %d, %n : index
    scf.condition(%cond) %y, %x : memref<?xf32>, memref<?xf32>
  } do {
  ^bb0(%p: memref<?xf32>, %q: memref<?xf32>):
    %d = memref.dim %p, %c0 : memref<?xf32>
    %new = memref.alloc(%d) : memref<?xf32>
    memref.copy %p, %new : memref<?xf32> to memref<?xf32>
    scf.yield %new, %q : memref<?xf32>, memref<?xf32>
  }
  return %a#0 : memref<?xf32>
}

// -----

func.func @execute_region(%c: i1) -> memref<2xf32> {
  %0 = scf.execute_region -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  return %0 : memref<2xf32>
}
