// Two buffers are allocated; only the one %which picks is returned.
func.func @pick(%which: i1, %v: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  linalg.fill ins(%v : f32) outs(%b : memref<4xf32>)
  %r = arith.select %which, %a, %b : memref<4xf32>
  return %r : memref<4xf32>
}
