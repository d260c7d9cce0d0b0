// RUN: tbuf %s --plan-buffers=peak-aware-arena=false
// A module with a function declared without a body that takes a memref is
// not closed: that function may keep the pointers it is given, so a call
// between a copy and its read may write the source through a pointer kept
// earlier. The copy stays (and without the declaration it would go, as in
// copy_forwarding.mlir's @calls_on_other_buffers).
func.func private @keep(memref<4xf32>)
func.func private @poke(f32)

func.func @opaque_callee(%v: f32, %i: index) -> f32 {
  %src = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%src : memref<4xf32>)
  call @keep(%src) : (memref<4xf32>) -> ()
  %a = memref.alloc() : memref<4xf32>
  memref.copy %src, %a : memref<4xf32> to memref<4xf32>
  call @poke(%v) : (f32) -> ()
  %x = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %src : memref<4xf32>
  return %x : f32
}

// No call in between: forwarded even here.
func.func @no_call(%v: f32, %i: index) -> f32 {
  %src = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%src : memref<4xf32>)
  call @keep(%src) : (memref<4xf32>) -> ()
  %a = memref.alloc() : memref<4xf32>
  memref.copy %src, %a : memref<4xf32> to memref<4xf32>
  %x = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %src : memref<4xf32>
  return %x : f32
}
