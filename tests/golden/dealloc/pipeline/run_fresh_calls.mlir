// RUN: tbuf run %s --buffer-deallocation-pipeline
// Executes fresh call results (tbuf addition): @use and @main free the
// buffers returned by @make/@copy_of without comparing them against buffers
// that existed before the calls; the runtime reports no leak and no bad free
// for both branches of @maybe_arg.
func.func private @make(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %cst = arith.constant 1.0 : f32
  linalg.fill ins(%cst : f32) outs(%a : memref<?xf32>)
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
func.func @use(%n: index, %c: i1) -> (memref<?xf32>, memref<?xf32>) {
  %a = func.call @make(%n) : (index) -> memref<?xf32>
  %0 = func.call @copy_of(%a) : (memref<?xf32>) -> memref<?xf32>
  %1 = func.call @maybe_arg(%a, %c) : (memref<?xf32>, i1) -> memref<?xf32>
  %2 = func.call @copy_of(%1) : (memref<?xf32>) -> memref<?xf32>
  %r = arith.select %c, %0, %2 : memref<?xf32>
  return %r, %1 : memref<?xf32>, memref<?xf32>
}
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %t = arith.constant true
  %f = arith.constant false
  %r0:2 = func.call @use(%c4, %t) : (index, i1) -> (memref<?xf32>, memref<?xf32>)
  %r1:2 = func.call @use(%c4, %f) : (index, i1) -> (memref<?xf32>, memref<?xf32>)
  %x = memref.load %r0#0[%c0] : memref<?xf32>
  %y = memref.load %r1#1[%c0] : memref<?xf32>
  %s = arith.addf %x, %y : f32
  call @printF32(%s) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
