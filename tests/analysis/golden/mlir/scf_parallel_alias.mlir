// RUN: tbuf %s --pass-pipeline='builtin.module(func.func(test-alias-analysis))'
// Alias analysis across scf.parallel: buffers allocated in the body and in a
// reduction region, and views of a buffer captured from outside the loop
// (mlir-opt-22 output; the loop itself is not tagged: mlir-opt-22's alias
// analysis crashes on the results of an scf.parallel).
func.func @parallel(%arg: memref<16xf32>, %n: index, %f: f32) -> f32 attributes {test.ptr = "func"} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() {test.ptr = "a"} : memref<16xf32>
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%f) -> f32 {
    %v = memref.subview %arg[%i] [4] [1] {test.ptr = "view"} : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
    %b = memref.alloc() {test.ptr = "body_alloc"} : memref<16xf32>
    %w = memref.subview %a[%i] [4] [1] {test.ptr = "view_of_a"} : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      %t = memref.alloca() {test.ptr = "reduce_alloca"} : memref<16xf32>
      %c = memref.cast %a {test.ptr = "reduce_cast"} : memref<16xf32> to memref<?xf32>
      scf.reduce.return %y : f32
    }
  }
  return %r : f32
}
