// RUN: tbuf %s --plan-buffers=peak-aware-arena=false
// A view (subview, cast, collapse_shape, ...) keeps its buffer live until
// the view's last use; any other alias (a call's argument) until the
// buffer's dealloc: no later alloc before that dealloc takes its storage,
// while an alloc after the dealloc may. A call of one of the runtime's
// memref printers declared without a body reads the buffer and keeps no
// pointer: an access.
func.func private @consume(memref<8xf32>)
func.func private @printMemrefF32(memref<*xf32>)

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

func.func @view_ends_at_last_use(%i: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.store %v, %s[%i] : memref<4xf32, strided<[1], offset: 2>>
  %x = memref.load %s[%i] : memref<4xf32, strided<[1], offset: 2>>
  %b = memref.alloc() : memref<8xf32>
  memref.store %x, %b[%i] : memref<8xf32>
  %y = memref.load %b[%i] : memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %b : memref<8xf32>
  return %y : f32
}

func.func @printed(%v: f32) {
  %a = memref.alloc() : memref<8xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<8xf32>)
  %u = memref.cast %a : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %b = memref.alloc() : memref<8xf32>
  linalg.fill ins(%v : f32) outs(%b : memref<8xf32>)
  %w = memref.cast %b : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%w) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %b : memref<8xf32>
  return
}
