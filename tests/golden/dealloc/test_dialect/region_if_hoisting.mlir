// RUN: tbuf %s --split-input-file --buffer-hoisting
// Buffer hoisting and promotion around test.region_if and test.buffer_based (printed `in(%a : T) out(%b : T)` as mlir-opt-22): allocations inside the branches stay there, the ones before the op do not move. Same output as mlir-opt-22.
func.func @alloc_in_branches(%n: index, %src: memref<?xf32>) -> memref<?xf32> {
  %r = test.region_if %src : memref<?xf32> -> (memref<?xf32>) then {
  ^bb0(%x: memref<?xf32>):
    %a = memref.alloc(%n) : memref<?xf32>
    test.buffer_based in(%x : memref<?xf32>) out(%a : memref<?xf32>)
    test.region_if_yield %a : memref<?xf32>
  } else {
  ^bb0(%x: memref<?xf32>):
    test.region_if_yield %x : memref<?xf32>
  } join {
  ^bb0(%y: memref<?xf32>):
    test.region_if_yield %y : memref<?xf32>
  }
  return %r : memref<?xf32>
}

// -----

func.func @static_after_branch(%c: i1, %src: memref<5xf32>, %dst: memref<5xf32>) {
  cf.cond_br %c, ^left, ^right
^left:
  cf.br ^done(%src : memref<5xf32>)
^right:
  %a = memref.alloc() : memref<5xf32>
  test.buffer_based in(%src : memref<5xf32>) out(%a : memref<5xf32>)
  cf.br ^done(%a : memref<5xf32>)
^done(%m: memref<5xf32>):
  test.copy(%m, %dst) : (memref<5xf32>, memref<5xf32>)
  return
}
