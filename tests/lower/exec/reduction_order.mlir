// EXEC-FLAGS: --canonicalize
// Structured ops whose innermost loop is a reduction run with a parallel
// loop innermost when their outputs share no memory with the other
// operands, else in iterator order: a matmul into a fresh buffer, a matmul
// into disjoint rows of its own input's allocation (views), and matmuls
// whose output is one of the inputs, wholly and through an overlapping view
// (the results then depend on the order; they must be MLIR's).
func.func private @printMemrefF32(memref<*xf32>)

func.func @fill(%m: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%m : memref<4x4xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %k = arith.constant 4 : index
      %a = arith.muli %i, %k : index
      %s = arith.addi %a, %j : index
      %x = arith.index_cast %s : index to i64
      %f = arith.sitofp %x : i64 to f32
      %h = arith.constant 0.5 : f32
      %v = arith.mulf %f, %h : f32
      linalg.yield %v : f32
  }
  return
}

func.func @print(%m: memref<4x4xf32>) {
  %u = memref.cast %m : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<4x4xf32>
  %b = memref.alloc() : memref<4x4xf32>
  %c = memref.alloc() : memref<4x4xf32>
  call @fill(%a) : (memref<4x4xf32>) -> ()
  call @fill(%b) : (memref<4x4xf32>) -> ()
  linalg.fill ins(%zero : f32) outs(%c : memref<4x4xf32>)
  linalg.matmul ins(%a, %b : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  call @print(%c) : (memref<4x4xf32>) -> ()

  // Rows 0-1 times a 2x2 block into rows 2-3 of the same allocation.
  %big = memref.alloc() : memref<4x4xf32>
  call @fill(%big) : (memref<4x4xf32>) -> ()
  %top = memref.subview %big[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  %bottom = memref.subview %big[2, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 8>>
  %out = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%zero : f32) outs(%out : memref<2x2xf32>)
  linalg.matmul ins(%top, %bottom : memref<2x2xf32, strided<[4, 1]>>, memref<2x2xf32, strided<[4, 1], offset: 8>>)
      outs(%out : memref<2x2xf32>)
  %ou = memref.cast %out : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%ou) : (memref<*xf32>) -> ()

  // The output is the left input: A = A * B in place, in iterator order.
  linalg.matmul ins(%a, %b : memref<4x4xf32>, memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  call @print(%a) : (memref<4x4xf32>) -> ()

  // The output overlaps the right input through a cast view of the same
  // buffer.
  %bv = memref.cast %b : memref<4x4xf32> to memref<?x4xf32>
  %bs = memref.cast %bv : memref<?x4xf32> to memref<4x4xf32>
  linalg.matmul ins(%c, %b : memref<4x4xf32>, memref<4x4xf32>) outs(%bs : memref<4x4xf32>)
  call @print(%b) : (memref<4x4xf32>) -> ()

  memref.dealloc %a : memref<4x4xf32>
  memref.dealloc %b : memref<4x4xf32>
  memref.dealloc %c : memref<4x4xf32>
  memref.dealloc %big : memref<4x4xf32>
  memref.dealloc %out : memref<2x2xf32>
  return
}
