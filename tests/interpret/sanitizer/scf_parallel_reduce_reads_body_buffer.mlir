// INTERPRET-ARGS: --buffer-deallocation-pipeline
// A buffer allocated in an scf.parallel body and read by the reduction
// region: the deallocation pipeline frees it at the end of the reduction
// region, after the read, so the sanitizer reports nothing. (mlir-opt-22's
// pipeline frees it at the end of the body, before scf.reduce runs the
// region: a use after free that this case used to report.)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%c2) step (%c1) init (%f) -> f32 {
    %t = memref.alloc() : memref<4xf32>
    memref.store %f, %t[%c0] : memref<4xf32>
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %x = memref.load %t[%c0] : memref<4xf32>
      %y = arith.addf %x, %a : f32
      scf.reduce.return %y : f32
    }
  }
  call @printF32(%r) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 3
