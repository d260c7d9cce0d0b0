// RUN: tbuf run %s --buffer-deallocation-pipeline
// Executes the shapes of interprocedural_ownership.mlir that need no
// external function (tbuf addition: allocations that never escape, results
// that alias another operand) on both branches of the selects: the printed
// sums are the program's values, and the runtime reports no leak and no bad
// free.
memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

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

func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %f = arith.constant false
  %five = arith.constant 5.0 : f32
  %r0:2 = func.call @scratch_then_global(%five, %t) : (f32, i1) -> (memref<4xf32>, f32)
  %r1:2 = func.call @scratch_then_global(%five, %f) : (f32, i1) -> (memref<4xf32>, f32)
  %k:2 = func.call @keep_other(%r1#0, %five) : (memref<4xf32>, f32) -> (memref<4xf32>, f32)
  %x0 = memref.load %r0#0[%c3] : memref<4xf32>
  %x1 = memref.load %r1#0[%c3] : memref<4xf32>
  %x2 = memref.load %k#0[%c0] : memref<4xf32>
  %s0 = arith.addf %x0, %x1 : f32
  %s1 = arith.addf %r0#1, %k#1 : f32
  %s2 = arith.addf %s0, %x2 : f32
  call @printF32(%s2) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%s1) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
