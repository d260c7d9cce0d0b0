// RUN: tbuf %s --plan-buffers --mlir-pass-statistics -o /dev/null
// The statistics: memref.alloc ops, static bytes and static peak before and
// after, allocations reused and moved out of loops.
func.func @f(%v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%v : f32) outs(%b : memref<16xf32>)
  scf.for %i = %c0 to %n step %c1 {
    %c = memref.alloc() : memref<8xf64>
    %w = arith.extf %v : f32 to f64
    linalg.fill ins(%w : f64) outs(%c : memref<8xf64>)
    memref.dealloc %c : memref<8xf64>
  }
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  return
}
