// Edge cases: rank-0 linalg ops, indexing maps with floordiv/mod, i1 and
// f64 element types, alloca inside a loop (__builtin_alloca), collapsing a
// strided view with unit dims (minimum-stride rule), expanding a strided
// view, a reversed view through a negative stride, copy into a rank-reduced
// subview.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  // Rank 0.
  %s = memref.alloc() : memref<f64>
  %pi = arith.constant 3.5 : f64
  linalg.fill ins(%pi : f64) outs(%s : memref<f64>)
  %t = memref.alloc() : memref<f64>
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%s : memref<f64>) outs(%t : memref<f64>) {
  ^bb0(%in: f64, %out: f64):
    %d = arith.mulf %in, %in : f64
    linalg.yield %d : f64
  }
  %ut = memref.cast %t : memref<f64> to memref<*xf64>
  call @printMemrefF64(%ut) : (memref<*xf64>) -> ()
  // out[i] = in[i floordiv 2] * 10 + in[(i + 1) mod 3].
  %in = memref.alloc() : memref<6xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%in : memref<6xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  }
  %out = memref.alloc() : memref<6xf32>
  %ten = arith.constant 10.0 : f32
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 floordiv 2)>, affine_map<(d0) -> ((d0 + 1) mod 3)>, affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]}
      ins(%in, %in : memref<6xf32>, memref<6xf32>) outs(%out : memref<6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %ten : f32
    %r = arith.addf %m, %b : f32
    linalg.yield %r : f32
  }
  %uout = memref.cast %out : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%uout) : (memref<*xf32>) -> ()
  // i1 buffer, widened to i32 for printing.
  %flags = memref.alloc() : memref<5xi1>
  %bytes = memref.alloc() : memref<5xi32>
  scf.for %i = %c0 to %c5 step %c1 {
    %r = arith.remui %i, %c3 : index
    %b = arith.cmpi eq, %r, %c0 : index
    memref.store %b, %flags[%i] : memref<5xi1>
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%flags : memref<5xi1>) outs(%bytes : memref<5xi32>) {
  ^bb0(%b: i1, %o: i32):
    %w = arith.extui %b : i1 to i32
    linalg.yield %w : i32
  }
  %ub = memref.cast %bytes : memref<5xi32> to memref<*xi32>
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  // alloca in a loop body: a running sum through a stack temporary.
  %acc = memref.alloc() : memref<1xf32>
  %zero = arith.constant 0.0 : f32
  memref.store %zero, %acc[%c0] : memref<1xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %tmp = memref.alloca(%c3) : memref<?xf32>
    %x = memref.load %in[%i] : memref<6xf32>
    linalg.fill ins(%x : f32) outs(%tmp : memref<?xf32>)
    %y = memref.load %tmp[%c1] : memref<?xf32>
    %z = memref.load %acc[%c0] : memref<1xf32>
    %w = arith.addf %y, %z : f32
    memref.store %w, %acc[%c0] : memref<1xf32>
  }
  %uacc = memref.cast %acc : memref<1xf32> to memref<*xf32>
  call @printMemrefF32(%uacc) : (memref<*xf32>) -> ()
  // Collapse a strided view with a unit dim, expand a strided view.
  %grid = memref.alloc() : memref<4x1x6xf32>
  %flat = memref.collapse_shape %grid [[0, 1, 2]] : memref<4x1x6xf32> into memref<24xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%flat : memref<24xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  }
  %v = memref.subview %grid[1, 0, 2][2, 1, 3][1, 1, 1] : memref<4x1x6xf32> to memref<2x1x3xf32, strided<[6, 6, 1], offset: 8>>
  %vc = memref.collapse_shape %v [[0, 1], [2]] : memref<2x1x3xf32, strided<[6, 6, 1], offset: 8>> into memref<2x3xf32, strided<[6, 1], offset: 8>>
  %uvc = memref.cast %vc : memref<2x3xf32, strided<[6, 1], offset: 8>> to memref<*xf32>
  call @printMemrefF32(%uvc) : (memref<*xf32>) -> ()
  %row = memref.subview %grid[2, 0, 0][1, 1, 6][1, 1, 1] : memref<4x1x6xf32> to memref<6xf32, strided<[1], offset: 12>>
  %rx = memref.expand_shape %row [[0, 1]] output_shape [2, 3] : memref<6xf32, strided<[1], offset: 12>> into memref<2x3xf32, strided<[3, 1], offset: 12>>
  %urx = memref.cast %rx : memref<2x3xf32, strided<[3, 1], offset: 12>> to memref<*xf32>
  call @printMemrefF32(%urx) : (memref<*xf32>) -> ()
  // A reversed row through a negative stride, copied into a column.
  %rev = memref.reinterpret_cast %grid to offset: [23], sizes: [6], strides: [-1] : memref<4x1x6xf32> to memref<6xf32, strided<[-1], offset: 23>>
  %colbuf = memref.alloc() : memref<6x2xf32>
  linalg.fill ins(%zero : f32) outs(%colbuf : memref<6x2xf32>)
  %col = memref.subview %colbuf[0, 1][6, 1][1, 1] : memref<6x2xf32> to memref<6xf32, strided<[2], offset: 1>>
  memref.copy %rev, %col : memref<6xf32, strided<[-1], offset: 23>> to memref<6xf32, strided<[2], offset: 1>>
  %ucol = memref.cast %colbuf : memref<6x2xf32> to memref<*xf32>
  call @printMemrefF32(%ucol) : (memref<*xf32>) -> ()
  memref.dealloc %s : memref<f64>
  memref.dealloc %t : memref<f64>
  memref.dealloc %in : memref<6xf32>
  memref.dealloc %out : memref<6xf32>
  memref.dealloc %flags : memref<5xi1>
  memref.dealloc %bytes : memref<5xi32>
  memref.dealloc %acc : memref<1xf32>
  memref.dealloc %grid : memref<4x1x6xf32>
  memref.dealloc %colbuf : memref<6x2xf32>
  return
}
