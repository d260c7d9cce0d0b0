// RUN: tbuf %s "--promote-buffers-to-stack=max-alloc-size-in-bytes=2048 max-rank-of-allocated-memref=2"
// Both limits raised. Compared with `mlir-opt-22 %s
// --promote-buffers-to-stack="max-alloc-size-in-bytes=2048 max-rank-of-allocated-memref=2"`:
// identical output.
func.func @sizes(%m: memref<?xf32>, %n: index) {
  %r = memref.rank %m : memref<?xf32>
  %0 = memref.alloc(%r) : memref<?xf32>
  %1 = memref.alloc(%r, %r) : memref<?x?xf32>
  %2 = memref.alloc(%n) : memref<?xf32>
  %3 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %4 = memref.alloc() : memref<257xf32>
  %5 = memref.alloc() : memref<8192xi1>
  %6 = memref.alloc() : memref<8193xi1>
  %7 = memref.alloc() : memref<128xindex>
  %8 = memref.alloc() : memref<129xindex>
  %9 = memref.alloc() : memref<64xvector<3xf32>>
  %10 = memref.alloc() : memref<65xvector<3xf32>>
  %11 = memref.alloc() : memref<2730xi3>
  %12 = memref.alloc() : memref<0xf64>
  %13 = memref.alloc() : memref<2x2xf16, 1>
  return
}
