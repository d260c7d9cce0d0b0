// RUN: tbuf %s --buffer-deallocation-pipeline=private-function-dynamic-ownership
// Inter-procedural ownership with private-function-dynamic-ownership (tbuf
// addition, docs/deallocation-lowering.md; DIFFERS from mlir-opt-22 on
// purpose, fewer runtime checks and copies):
//  * @pick is private and its only caller passes two distinct allocations,
//    so in @pick the scf.if result (%x or a new buffer) is never %y: the
//    dealloc before the return needs no pointer compare. @pick_same gets one
//    buffer twice: its compare stays.
//  * @make returns the ownership indicator `true` at its only return, and
//    @borrow returns `false`: at the call sites the indicators are those
//    constants, so @use_make returns the call result without the run-time
//    clone mlir-opt-22 keeps, and @use_borrow frees nothing and clones
//    unconditionally instead of checking at run time.
//  * @pass_through returns its argument: given %m, its result in
//    @keep_other is %m, never the allocation %a (which escapes to
//    @consume), so freeing %a needs no compare with the returned value.
func.func private @pick(%x: memref<4xf32>, %y: memref<4xf32>, %c: i1, %f: f32) -> memref<4xf32> {
  %s = scf.if %c -> memref<4xf32> {
    scf.yield %x : memref<4xf32>
  } else {
    %a = memref.alloc() : memref<4xf32>
    linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
    scf.yield %a : memref<4xf32>
  }
  memref.copy %s, %y : memref<4xf32> to memref<4xf32>
  return %y : memref<4xf32>
}

func.func private @pick_same(%x: memref<4xf32>, %y: memref<4xf32>, %c: i1, %f: f32) -> memref<4xf32> {
  %s = scf.if %c -> memref<4xf32> {
    scf.yield %x : memref<4xf32>
  } else {
    %a = memref.alloc() : memref<4xf32>
    linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
    scf.yield %a : memref<4xf32>
  }
  memref.copy %s, %y : memref<4xf32> to memref<4xf32>
  return %y : memref<4xf32>
}

func.func @call_pick(%c: i1, %f: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  %r = call @pick(%a, %b, %c, %f) : (memref<4xf32>, memref<4xf32>, i1, f32) -> memref<4xf32>
  %s = call @pick_same(%a, %a, %c, %f) : (memref<4xf32>, memref<4xf32>, i1, f32) -> memref<4xf32>
  return %r : memref<4xf32>
}

func.func private @make(%f: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  return %a : memref<4xf32>
}

func.func @use_make(%f: f32) -> memref<4xf32> {
  %r = call @make(%f) : (f32) -> memref<4xf32>
  return %r : memref<4xf32>
}

func.func private @borrow(%m: memref<4xf32>, %f: f32) -> memref<4xf32> {
  linalg.fill ins(%f : f32) outs(%m : memref<4xf32>)
  return %m : memref<4xf32>
}

func.func @use_borrow(%m: memref<4xf32>, %f: f32) -> memref<4xf32> {
  %r = call @borrow(%m, %f) : (memref<4xf32>, f32) -> memref<4xf32>
  return %r : memref<4xf32>
}

func.func private @consume(memref<4xf32>)

func.func private @pass_through(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}

func.func @keep_other(%m: memref<4xf32>, %f: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  call @consume(%a) : (memref<4xf32>) -> ()
  %r = call @pass_through(%m) : (memref<4xf32>) -> memref<4xf32>
  return %r : memref<4xf32>
}
