// RUN: tbuf %s --buffer-deallocation-pipeline
// Inter-procedural ownership (tbuf addition, docs/deallocation-lowering.md;
// DIFFERS from mlir-opt-22 on purpose, fewer runtime checks). mlir-opt-22
// keeps one pointer compare in each of @scratch_then_external and
// @keep_other; tbuf proves both unnecessary from the whole module:
//  * @scratch_then_external: the scratch buffer %a is only written and read
//    (by @sum too, which never frees, keeps or returns its argument), so no
//    result of an external function can be it.
//  * @keep_other: after the ownership pass @keeper returns a clone of its
//    argument, a buffer it allocates, so its result is not %a (a fresh call
//    result; functions returning an argument itself are in
//    interprocedural_ownership_dynamic.mlir).
// @scratch_escapes gives its buffer to an external function: the compare
// stays, as in mlir-opt-22. So does @scratch_then_global's, which compares
// %a with the returned value, a clone of the global or %a itself.
memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func private @lookup(%i: index) -> memref<4xf32>
func.func private @consume(%m: memref<4xf32>)

func.func @sum(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%c0] : memref<4xf32>
  %b = memref.load %m[%c1] : memref<4xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}

func.func @scratch_then_global(%f: f32, %c: i1) -> (memref<4xf32>, f32) {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  %s = call @sum(%a) : (memref<4xf32>) -> f32
  %g = memref.get_global @table : memref<4xf32>
  %r = arith.select %c, %g, %a : memref<4xf32>
  return %r, %s : memref<4xf32>, f32
}

func.func @scratch_then_external(%f: f32, %i: index) -> (memref<4xf32>, f32) {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  %s = call @sum(%a) : (memref<4xf32>) -> f32
  %r = call @lookup(%i) : (index) -> memref<4xf32>
  return %r, %s : memref<4xf32>, f32
}

func.func @scratch_escapes(%f: f32, %i: index) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  call @consume(%a) : (memref<4xf32>) -> ()
  %r = call @lookup(%i) : (index) -> memref<4xf32>
  return %r : memref<4xf32>
}

func.func @keeper(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}

func.func @keep_other(%m: memref<4xf32>, %f: f32) -> (memref<4xf32>, f32) {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  %s = call @sum(%a) : (memref<4xf32>) -> f32
  %r = call @keeper(%m) : (memref<4xf32>) -> memref<4xf32>
  return %r, %s : memref<4xf32>, f32
}
