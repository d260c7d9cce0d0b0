// bufferization.clone (static, dynamic, from a strided view) and
// bufferization.dealloc with conditions and retained memrefs (emitted
// directly; mlir-opt lowers it with --bufferization-lower-deallocations);
// memref.realloc growing a buffer.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print_flag(%b: i1) {
  %v = arith.extui %b : i1 to i64
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %true = arith.constant true
  %false = arith.constant false
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<2x3xf32>
  linalg.fill ins(%f1 : f32) outs(%a : memref<2x3xf32>)
  %c = bufferization.clone %a : memref<2x3xf32> to memref<2x3xf32>
  memref.store %f2, %a[%c1, %c1] : memref<2x3xf32>
  %uc = memref.cast %c : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  %ad = memref.cast %a : memref<2x3xf32> to memref<?x?xf32>
  %col = memref.subview %ad[0, %c1][2, 2][1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %cc = bufferization.clone %col : memref<2x2xf32, strided<[?, 1], offset: ?>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %ucc = memref.cast %cc : memref<2x2xf32, strided<[?, 1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%ucc) : (memref<*xf32>) -> ()
  %d = memref.alloc(%c3) : memref<?xf32>
  linalg.fill ins(%f2 : f32) outs(%d : memref<?xf32>)
  %dc = bufferization.clone %d : memref<?xf32> to memref<?xf32>
  // Grow %d from 3 to 6 elements (the first 3 are kept).
  %g = memref.realloc %d(%c6) : memref<?xf32> to memref<?xf32>
  linalg.fill ins(%f1 : f32) outs(%dc : memref<?xf32>)
  %sub = memref.subview %g[3][3][1] : memref<?xf32> to memref<3xf32, strided<[1], offset: 3>>
  memref.copy %dc, %sub : memref<?xf32> to memref<3xf32, strided<[1], offset: 3>>
  %ug = memref.cast %g : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ug) : (memref<*xf32>) -> ()
  // %c is retained (it aliases the retained value): not freed, ownership true.
  // %a is freed; %dc's condition is false: not freed here.
  %own:2 = bufferization.dealloc (%a, %c, %dc : memref<2x3xf32>, memref<2x3xf32>, memref<?xf32>)
      if (%true, %true, %false) retain (%c, %g : memref<2x3xf32>, memref<?xf32>)
  call @print_flag(%own#0) : (i1) -> ()
  call @print_flag(%own#1) : (i1) -> ()
  bufferization.dealloc (%c : memref<2x3xf32>) if (%true)
  bufferization.dealloc (%cc, %dc : memref<2x2xf32, strided<[?, 1], offset: ?>>, memref<?xf32>) if (%true, %true)
  memref.dealloc %g : memref<?xf32>
  return
}
