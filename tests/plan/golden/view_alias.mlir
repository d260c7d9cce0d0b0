// RUN: tbuf %s --plan-buffers
// An alias (subview, cast, a call's argument) keeps its buffer live until the
// buffer's dealloc: no later alloc before that dealloc takes its storage,
// while an alloc after the dealloc may.
func.func private @consume(memref<8xf32>)

func.func @subview_alias(%i: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.store %v, %s[%i] : memref<4xf32, strided<[1], offset: 2>>
  %b = memref.alloc() : memref<8xf32>
  memref.store %v, %b[%i] : memref<8xf32>
  %x = memref.load %s[%i] : memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %b : memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  %c = memref.alloc() : memref<8xf32>
  memref.store %x, %c[%i] : memref<8xf32>
  %y = memref.load %c[%i] : memref<8xf32>
  memref.dealloc %c : memref<8xf32>
  return %y : f32
}

func.func @call_alias(%i: index, %v: f32) {
  %a = memref.alloc() : memref<8xf32>
  call @consume(%a) : (memref<8xf32>) -> ()
  %b = memref.alloc() : memref<8xf32>
  memref.store %v, %b[%i] : memref<8xf32>
  memref.dealloc %b : memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  return
}
