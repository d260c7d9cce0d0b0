// RUN: tbuf %s --plan-buffers=peak-aware-arena=false --mlir-pass-statistics
// Copy forwarding: a buffer that only holds a copy of another buffer and is
// only read (loads, dims, copies from it, linalg inputs, printers) while the
// source provably keeps its elements goes away; its reads read the source.
// Kept when something between the copy and the last read may write or free
// the source (or the copy itself is written).
func.func private @printMemrefF32(memref<*xf32>)
memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global "private" @state : memref<4xf32> = dense<0.0>

func.func @make(%v: f32) -> memref<4xf32, strided<[?], offset: ?>> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  %c = memref.cast %a : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %c : memref<4xf32, strided<[?], offset: ?>>
}

func.func @scale(%m: memref<4xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%m : memref<4xf32>)
  return
}

func.func @touch_state(%v: f32) {
  %g = memref.get_global @state : memref<4xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %g[%c0] : memref<4xf32>
  return
}

// A constant global's copy, printed: forwarded (nothing writes a constant).
func.func @constant_copy(%v: f32) {
  %g = memref.get_global @table : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  memref.copy %g, %a : memref<4xf32> to memref<4xf32>
  call @touch_state(%v) : (f32) -> ()
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  return
}

// A call result with a dynamic layout copied to the identity layout, read
// by a load, a dim and a linalg op: forwarded; the call result is freed
// after the reads.
func.func @call_result_copy(%v: f32, %i: index) -> f32 {
  %r = call @make(%v) : (f32) -> memref<4xf32, strided<[?], offset: ?>>
  %a = memref.alloc() : memref<4xf32>
  memref.copy %r, %a : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  %x = memref.load %a[%i] : memref<4xf32>
  %out = memref.alloc() : memref<4xf32>
  linalg.map { arith.addf } ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%out : memref<4xf32>)
  %y = memref.load %out[%i] : memref<4xf32>
  %s = arith.addf %x, %y : f32
  memref.dealloc %out : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %base, %off, %size, %stride = memref.extract_strided_metadata %r : memref<4xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
  memref.dealloc %base : memref<f32>
  return %s : f32
}

// Calls between the copy and the read write other buffers: a new allocation
// of the function, a global (the source is an allocation, so no global), and
// another call result freed by its own dealloc: forwarded.
func.func @calls_on_other_buffers(%v: f32, %i: index) -> f32 {
  %r = call @make(%v) : (f32) -> memref<4xf32, strided<[?], offset: ?>>
  %q = call @make(%v) : (f32) -> memref<4xf32, strided<[?], offset: ?>>
  %a = memref.alloc() : memref<4xf32>
  memref.copy %r, %a : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  call @scale(%b, %v) : (memref<4xf32>, f32) -> ()
  call @touch_state(%v) : (f32) -> ()
  memref.store %v, %q[%i] : memref<4xf32, strided<[?], offset: ?>>
  %x = memref.load %a[%i] : memref<4xf32>
  %y = memref.load %b[%i] : memref<4xf32>
  %s = arith.addf %x, %y : f32
  memref.dealloc %b : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %base, %off, %size, %stride = memref.extract_strided_metadata %r : memref<4xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
  memref.dealloc %base : memref<f32>
  %qbase, %qoff, %qsize, %qstride = memref.extract_strided_metadata %q : memref<4xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
  memref.dealloc %qbase : memref<f32>
  return %s : f32
}

// The source is written between the copy and the read: kept.
func.func @source_written(%src: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %src, %a : memref<4xf32> to memref<4xf32>
  memref.store %v, %src[%i] : memref<4xf32>
  %x = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %x : f32
}

// The source is written through a view: kept.
func.func @source_written_through_view(%v: f32, %i: index) -> f32 {
  %src = memref.alloc() : memref<8xf32>
  linalg.fill ins(%v : f32) outs(%src : memref<8xf32>)
  %a = memref.alloc() : memref<8xf32>
  memref.copy %src, %a : memref<8xf32> to memref<8xf32>
  %sv = memref.subview %src[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  linalg.fill ins(%v : f32) outs(%sv : memref<4xf32, strided<[1], offset: 2>>)
  %x = memref.load %a[%i] : memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %src : memref<8xf32>
  return %x : f32
}

// The source is freed before the last read: kept.
func.func @source_freed(%v: f32, %i: index) -> f32 {
  %src = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%src : memref<4xf32>)
  %a = memref.alloc() : memref<4xf32>
  memref.copy %src, %a : memref<4xf32> to memref<4xf32>
  memref.dealloc %src : memref<4xf32>
  %x = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %x : f32
}

// The copy is written after the copy: kept.
func.func @copy_written(%src: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %src, %a : memref<4xf32> to memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  %x = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %x : f32
}

// A call takes the source: kept.
func.func @call_takes_source(%v: f32, %i: index) -> f32 {
  %src = memref.alloc() : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  memref.copy %src, %a : memref<4xf32> to memref<4xf32>
  call @scale(%src, %v) : (memref<4xf32>, f32) -> ()
  %x = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %src : memref<4xf32>
  return %x : f32
}

// The source is an argument (maybe a global) and a call comes before the
// read: kept.
func.func @argument_source_across_call(%src: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %src, %a : memref<4xf32> to memref<4xf32>
  call @touch_state(%v) : (f32) -> ()
  %x = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %x : f32
}

// A write through a loop's iteration argument (an unknown buffer): kept.
func.func @write_in_loop(%src: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4xf32>
  memref.copy %src, %a : memref<4xf32> to memref<4xf32>
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%m = %src) -> (memref<4xf32>) {
    memref.store %v, %m[%k] : memref<4xf32>
    scf.yield %m : memref<4xf32>
  }
  %x = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %x : f32
}
