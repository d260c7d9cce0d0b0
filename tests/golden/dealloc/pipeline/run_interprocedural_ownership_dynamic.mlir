// RUN: tbuf run %s --buffer-deallocation-pipeline=private-function-dynamic-ownership
// Executes the functions of interprocedural_ownership_dynamic.mlir (tbuf
// addition: isolated arguments of a private function, constant ownership
// indicators of private callees) on both branches: the printed sums are the
// program's values, and the runtime reports no leak and no bad free.
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

func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %p0 = func.call @call_pick(%t, %one) : (i1, f32) -> memref<4xf32>
  %p1 = func.call @call_pick(%f, %two) : (i1, f32) -> memref<4xf32>
  %m = func.call @use_make(%two) : (f32) -> memref<4xf32>
  %b = func.call @use_borrow(%m, %one) : (memref<4xf32>, f32) -> memref<4xf32>
  %x0 = memref.load %p0[%c0] : memref<4xf32>
  %x1 = memref.load %p1[%c0] : memref<4xf32>
  %x2 = memref.load %m[%c0] : memref<4xf32>
  %x3 = memref.load %b[%c0] : memref<4xf32>
  %s0 = arith.addf %x0, %x1 : f32
  %s1 = arith.addf %x2, %x3 : f32
  call @printF32(%s0) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%s1) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
