// Reduction regions of scf.parallel reading a memref the loop body defines
// (a view of a buffer from outside the loop) while the body also owns a
// buffer of its own: the deallocation pipeline frees that buffer after the
// reductions of the iteration (at the end of the last reduction region),
// not before scf.reduce, and nothing leaks. Each iteration i stores i + 1
// through its view of %m; the first reduction sums what the region reads
// back through the view (1 + 2 + 3 + 4 = 10), the second takes the maximum
// of the scratch values (4). mlir-opt-22 frees the scratch buffer before
// scf.reduce; its reductions do not read it, so both print the same.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @bounds() -> (index, index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  return %c0, %c4 : index, index
}

func.func @main() {
  %c0, %c4 = func.call @bounds() : () -> (index, index)
  %c1 = arith.constant 1 : index
  %f0 = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f0 : f32) outs(%m : memref<4xf32>)
  %sum, %max = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%f0, %f0) -> (f32, f32) {
    %scratch = memref.alloc() : memref<2xf32>
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    %v = arith.addf %fi, %one : f32
    memref.store %v, %scratch[%c1] : memref<2xf32>
    %x = memref.load %scratch[%c1] : memref<2xf32>
    %view = memref.subview %m[%i] [1] [1] : memref<4xf32> to memref<1xf32, strided<[1], offset: ?>>
    memref.store %x, %view[%c0] : memref<1xf32, strided<[1], offset: ?>>
    scf.reduce(%f0, %x : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %y = memref.load %view[%c0] : memref<1xf32, strided<[1], offset: ?>>
      %s = arith.addf %a, %y : f32
      %t = arith.addf %s, %b : f32
      scf.reduce.return %t : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      %mx = arith.maximumf %a, %b : f32
      scf.reduce.return %mx : f32
    }
  }
  func.call @printF32(%sum) : (f32) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF32(%max) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
