// A function returns one new buffer twice, and a second function returns a
// buffer together with a view of it. The caller owns both results of each
// call, but they are one allocation: it must be freed exactly once. The
// deallocation simplification may split a dealloc only for results it proves
// distinct, and these are not.
func.func private @printMemrefF32(memref<*xf32>)

func.func @twice(%v: f32) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  return %a, %a : memref<4xf32>, memref<4xf32>
}

func.func @with_view(%v: f32) -> (memref<6xf32>, memref<4xf32, strided<[1], offset: 2>>) {
  %a = memref.alloc() : memref<6xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<6xf32>)
  %s = memref.subview %a[2] [4] [1] : memref<6xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %a, %s : memref<6xf32>, memref<4xf32, strided<[1], offset: 2>>
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %c0 = arith.constant 0 : index
  %r:2 = func.call @twice(%one) : (f32) -> (memref<4xf32>, memref<4xf32>)
  memref.store %two, %r#0[%c0] : memref<4xf32>
  %u0 = memref.cast %r#0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %u1 = memref.cast %r#1 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %w:2 = func.call @with_view(%two) : (f32) -> (memref<6xf32>, memref<4xf32, strided<[1], offset: 2>>)
  %u2 = memref.cast %w#0 : memref<6xf32> to memref<*xf32>
  func.call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %u3 = memref.cast %w#1 : memref<4xf32, strided<[1], offset: 2>> to memref<*xf32>
  func.call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  return
}
