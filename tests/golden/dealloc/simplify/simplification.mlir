// RUN: tbuf %s --allow-unregistered-dialect --buffer-deallocation-simplification
// Same output as mlir-opt-22 --allow-unregistered-dialect
// --buffer-deallocation-simplification.
// Retained function argument cannot alias a local allocation: it leaves the
// retain list and its result becomes false.
func.func @retained_not_aliasing(%arg0: memref<2xf32>, %c: i1) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%arg0 : memref<2xf32>)
  return %0 : i1
}

// Two distinct allocations are split into one dealloc each.
func.func @split_distinct(%c0: i1, %c1: i1) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<4xf32>
  "test.use"(%a, %b) : (memref<2xf32>, memref<4xf32>) -> ()
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xf32>) if (%c0, %c1)
  return
}

// Two function arguments may alias: nothing can be proven.
func.func @args_may_alias(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %c0: i1, %c1: i1) -> i1 {
  %0 = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<2xf32>) if (%c0, %c1) retain (%arg0 : memref<2xf32>)
  return %0 : i1
}

// A memref that must alias a retained value (a view of it) is never freed
// here: it is dropped and its condition OR-ed into the result.
func.func @memref_in_retained(%c: i1) -> (memref<2xf32>, i1) {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %r = memref.cast %v : memref<2xf32, strided<[1]>> to memref<2xf32>
  %0 = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%r : memref<2xf32>)
  return %r, %0 : memref<2xf32>, i1
}

// The retained value must alias a memref freed under `true`: its result is
// `true` and that memref leaves the list.
func.func @always_deallocated(%arg0: memref<2xf32>, %arg1: memref<2xf32>) -> i1 {
  %true = arith.constant true
  %0 = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<2xf32>) if (%true, %true) retain (%arg0 : memref<2xf32>)
  return %0 : i1
}

// An allocation is distinct from an argument of an enclosing block.
func.func @alloc_vs_block_arg(%arg0: memref<2xf32>, %lb: index, %ub: index, %s: index, %c: i1) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %arg0) -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    %0 = bufferization.dealloc (%a, %it : memref<2xf32>, memref<2xf32>) if (%c, %c) retain (%a : memref<2xf32>)
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// Either of two allocations through scf.if: may alias each, so the dealloc
// of the result and of one source stays together.
func.func @select_through_if(%c: i1, %d: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %b : memref<2xf32>
  }
  %0 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%d, %d) retain (%r : memref<2xf32>)
  return %r : memref<2xf32>
}
