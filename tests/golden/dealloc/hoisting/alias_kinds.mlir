// RUN: tbuf %s --buffer-hoisting
// Which values count as aliases of an allocation: views, select, call
// results, clones, to_tensor, and not the buffer a memref.realloc makes out
// of it. Compared with `mlir-opt-22 %s --buffer-hoisting`: identical output.
func.func @r(%c: i1, %arg: memref<2xf32>, %out: memref<4xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.realloc %0 : memref<2xf32> to memref<4xf32>
  %2 = bufferization.clone %arg : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%1, %2 : memref<4xf32>, memref<2xf32>)
^bb2:
  %3 = memref.alloc() : memref<4xf32>
  cf.br ^bb3(%3, %arg : memref<4xf32>, memref<2xf32>)
^bb3(%4: memref<4xf32>, %5: memref<2xf32>):
  memref.copy %4, %out : memref<4xf32> to memref<4xf32>
  return
}
func.func private @ext(memref<2xf32>) -> memref<2xf32>
func.func @v(%c: i1, %arg: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  %2 = memref.alloc() : memref<2xf32>
  %3 = arith.select %c, %2, %arg : memref<2xf32>
  %4 = memref.alloc() : memref<2xf32>
  %5 = func.call @ext(%4) : (memref<2xf32>) -> memref<2xf32>
  %6 = memref.alloc() : memref<2xf32>
  %7 = memref.expand_shape %6 [[0, 1]] output_shape [1, 2] : memref<2xf32> into memref<1x2xf32>
  %8 = memref.alloc() : memref<2xf32>
  %9 = bufferization.to_tensor %8 : memref<2xf32> to tensor<2xf32>
  cf.br ^bb3(%1, %3, %5, %7, %9 : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<1x2xf32>, tensor<2xf32>)
^bb2:
  %ee = memref.expand_shape %arg [[0, 1]] output_shape [1, 2] : memref<2xf32> into memref<1x2xf32>
  %tt = bufferization.to_tensor %arg : memref<2xf32> to tensor<2xf32>
  cf.br ^bb3(%arg, %arg, %arg, %ee, %tt : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<1x2xf32>, tensor<2xf32>)
^bb3(%a: memref<2xf32>, %b: memref<2xf32>, %d: memref<2xf32>, %e: memref<1x2xf32>, %t: tensor<2xf32>):
  memref.copy %a, %out : memref<2xf32> to memref<2xf32>
  memref.copy %b, %out : memref<2xf32> to memref<2xf32>
  memref.copy %d, %out : memref<2xf32> to memref<2xf32>
  return
}
