// linalg named ops on memrefs as loop nests: fill, matmul (static and
// dynamic shapes, strided operand), batch_matmul, transpose, copy.
func.func private @printMemrefF32(memref<*xf32>)

func.func @init(%m: memref<?x?xf32>, %scale: f32) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%m : memref<?x?xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %l = arith.addi %k, %i : index
    %li = arith.index_cast %l : index to i32
    %f = arith.sitofp %li : i32 to f32
    %g = arith.mulf %f, %scale : f32
    linalg.yield %g : f32
  }
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc(%c3, %c4) : memref<?x?xf32>
  %b = memref.alloc(%c4, %c2) : memref<?x?xf32>
  call @init(%a, %one) : (memref<?x?xf32>, f32) -> ()
  call @init(%b, %half) : (memref<?x?xf32>, f32) -> ()
  %c = memref.alloc(%c3, %c2) : memref<?x?xf32>
  linalg.fill ins(%one : f32) outs(%c : memref<?x?xf32>)
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  %uc = memref.cast %c : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  // Static shapes, the left operand a strided view.
  %sa = memref.cast %a : memref<?x?xf32> to memref<3x4xf32>
  %v = memref.subview %sa[1, 0][2, 4][1, 1] : memref<3x4xf32> to memref<2x4xf32, strided<[4, 1], offset: 4>>
  %sb = memref.cast %b : memref<?x?xf32> to memref<4x2xf32>
  %d = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%zero : f32) outs(%d : memref<2x2xf32>)
  linalg.matmul ins(%v, %sb : memref<2x4xf32, strided<[4, 1], offset: 4>>, memref<4x2xf32>) outs(%d : memref<2x2xf32>)
  %ud = memref.cast %d : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  // Transpose and batch_matmul.
  %t = memref.alloc() : memref<4x3xf32>
  linalg.transpose ins(%sa : memref<3x4xf32>) outs(%t : memref<4x3xf32>) permutation = [1, 0]
  %ut = memref.cast %t : memref<4x3xf32> to memref<*xf32>
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  %ba = memref.expand_shape %sa [[0, 1], [2]] output_shape [3, 1, 4] : memref<3x4xf32> into memref<3x1x4xf32>
  %bb = memref.alloc() : memref<3x4x2xf32>
  linalg.fill ins(%half : f32) outs(%bb : memref<3x4x2xf32>)
  %bc = memref.alloc() : memref<3x1x2xf32>
  linalg.fill ins(%zero : f32) outs(%bc : memref<3x1x2xf32>)
  linalg.batch_matmul ins(%ba, %bb : memref<3x1x4xf32>, memref<3x4x2xf32>) outs(%bc : memref<3x1x2xf32>)
  %ubc = memref.cast %bc : memref<3x1x2xf32> to memref<*xf32>
  call @printMemrefF32(%ubc) : (memref<*xf32>) -> ()
  %cp = memref.alloc() : memref<4x3xf32>
  linalg.copy ins(%t : memref<4x3xf32>) outs(%cp : memref<4x3xf32>)
  %ucp = memref.cast %cp : memref<4x3xf32> to memref<*xf32>
  call @printMemrefF32(%ucp) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %c : memref<?x?xf32>
  memref.dealloc %d : memref<2x2xf32>
  memref.dealloc %t : memref<4x3xf32>
  memref.dealloc %bb : memref<3x4x2xf32>
  memref.dealloc %bc : memref<3x1x2xf32>
  memref.dealloc %cp : memref<4x3xf32>
  return
}
