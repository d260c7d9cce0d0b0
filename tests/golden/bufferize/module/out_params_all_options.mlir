// RUN: tbuf %s --allow-unregistered-dialect --buffer-results-to-out-params="add-result-attr hoist-static-allocs modify-public-functions"
// All options: result attributes move to the out-param, static allocations are hoisted to the call sites, public functions change too.
func.func private @ext(memref<4xf32>) -> (memref<4xf32>, i32)
func.func private @priv(%a: memref<4xf32>) -> (memref<4xf32>, i32, memref<3xf32, strided<[?], offset: ?>>) {
  %alloc = memref.alloc() : memref<4xf32>
  memref.copy %a, %alloc : memref<4xf32> to memref<4xf32>
  %c = arith.constant 1 : i32
  %d = memref.alloc() : memref<3xf32>
  %cast = memref.cast %d : memref<3xf32> to memref<3xf32, strided<[?], offset: ?>>
  return %alloc, %c, %cast : memref<4xf32>, i32, memref<3xf32, strided<[?], offset: ?>>
}
func.func @pub(%a: memref<4xf32>) -> (memref<4xf32> {test.x}) {
  %alloc = memref.alloc() : memref<4xf32>
  return %alloc : memref<4xf32>
}
func.func @caller(%a: memref<4xf32>) -> i32 {
  %r:3 = call @priv(%a) {foo} : (memref<4xf32>) -> (memref<4xf32>, i32, memref<3xf32, strided<[?], offset: ?>>)
  %p = call @pub(%a) : (memref<4xf32>) -> memref<4xf32>
  %e:2 = call @ext(%a) : (memref<4xf32>) -> (memref<4xf32>, i32)
  "test.use"(%r#0, %r#2, %p, %e#0) : (memref<4xf32>, memref<3xf32, strided<[?], offset: ?>>, memref<4xf32>, memref<4xf32>) -> ()
  return %r#1 : i32
}
