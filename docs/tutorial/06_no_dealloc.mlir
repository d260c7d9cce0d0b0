// The same program without any dealloc: freeing is left to
// the deallocation passes.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 2.5 : f32
  %buf = memref.alloc() : memref<4xf32>
  memref.store %v, %buf[%c0] : memref<4xf32>
  %x = memref.load %buf[%c0] : memref<4xf32>
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
