// RUN: tbuf %s --plan-buffers=peak-aware-arena=false
// A function named like a runtime printer but defined in the module may keep
// the pointer (here in a global): its argument is an alias, live until the
// dealloc, so the second buffer does not take the first one's storage.
memref.global "private" @kept : memref<1xmemref<*xf32>> = uninitialized

func.func @printMemrefF32(%m: memref<*xf32>) {
  %g = memref.get_global @kept : memref<1xmemref<*xf32>>
  %c0 = arith.constant 0 : index
  memref.store %m, %g[%c0] : memref<1xmemref<*xf32>>
  return
}

func.func @printed(%v: f32) {
  %a = memref.alloc() : memref<8xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<8xf32>)
  %u = memref.cast %a : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %b = memref.alloc() : memref<8xf32>
  linalg.fill ins(%v : f32) outs(%b : memref<8xf32>)
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %b : memref<8xf32>
  return
}
