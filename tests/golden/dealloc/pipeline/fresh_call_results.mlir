// RUN: tbuf %s --buffer-deallocation-pipeline
// Fresh call results (tbuf addition). @make and, through it, @copy_of always
// return a buffer they allocate; @maybe_arg may return its argument. In @use
// the result of @copy_of is proven distinct from %a, so only the compare
// against the result of @maybe_arg remains: 2 pointer compares in total where
// mlir-opt-22 (which treats every call result as unknown) emits 3. Everything
// else is identical to mlir-opt-22 --buffer-deallocation-pipeline.
func.func private @make(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}

func.func private @copy_of(%m: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %a = func.call @make(%n) : (index) -> memref<?xf32>
  memref.copy %m, %a : memref<?xf32> to memref<?xf32>
  return %a : memref<?xf32>
}

func.func private @maybe_arg(%m: memref<?xf32>, %c: i1) -> memref<?xf32> {
  %r = scf.if %c -> memref<?xf32> {
    scf.yield %m : memref<?xf32>
  } else {
    %a = func.call @copy_of(%m) : (memref<?xf32>) -> memref<?xf32>
    scf.yield %a : memref<?xf32>
  }
  return %r : memref<?xf32>
}

func.func @use(%arg0: memref<?xf32>, %n: index, %c: i1) -> (memref<?xf32>, memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  memref.copy %arg0, %a : memref<?xf32> to memref<?xf32>
  %0 = func.call @copy_of(%a) : (memref<?xf32>) -> memref<?xf32>
  %1 = func.call @maybe_arg(%a, %c) : (memref<?xf32>, i1) -> memref<?xf32>
  return %0, %1 : memref<?xf32>, memref<?xf32>
}
