// linalg on memrefs: fill, copy between layouts, matmul into a subview,
// generic with a strided input and transpose.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %a = memref.alloc() : memref<2x3xf32>
  %b = memref.alloc() : memref<3x2xf32>
  %c = memref.alloc() : memref<4x4xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2x3xf32>)
  linalg.fill ins(%two : f32) outs(%b : memref<3x2xf32>)
  linalg.fill ins(%z : f32) outs(%c : memref<4x4xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %five = arith.constant 5.0 : f32
  memref.store %five, %a[%c1, %c2] : memref<2x3xf32>
  %sub = memref.subview %c[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x2xf32>) outs(%sub : memref<2x2xf32, strided<[4, 1], offset: 5>>)
  %cu = memref.cast %c : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  %t = memref.alloc() : memref<3x2xf32>
  linalg.transpose ins(%a : memref<2x3xf32>) outs(%t : memref<3x2xf32>) permutation = [1, 0]
  %tu = memref.cast %t : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  %col = memref.subview %c[0, 2] [4, 1] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[4], offset: 2>>
  %out = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%col : memref<4xf32, strided<[4], offset: 2>>) outs(%out : memref<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.addf %x, %x : f32
      linalg.yield %y : f32
  }
  %outu = memref.cast %out : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%outu) : (memref<*xf32>) -> ()
  %cp = memref.alloc() : memref<4xf32>
  linalg.copy ins(%col : memref<4xf32, strided<[4], offset: 2>>) outs(%cp : memref<4xf32>)
  %cpu = memref.cast %cp : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%cpu) : (memref<*xf32>) -> ()
  return
}
