// RUN: tbuf %s --allow-unregistered-dialect --buffer-results-to-out-params
// Without hoisting a dynamically shaped result cannot become an out-param (error at the call).
func.func private @dyn(%n: index, %m: index) -> (memref<?x?xf32>, memref<?xf32>) {
  %d = memref.alloc(%n, %m) : memref<?x?xf32>
  %e = memref.alloc(%m) : memref<?xf32>
  return %d, %e : memref<?x?xf32>, memref<?xf32>
}
func.func @caller(%x: index) {
  %c3 = arith.constant 3 : index
  %r:2 = call @dyn(%x, %c3) : (index, index) -> (memref<?x?xf32>, memref<?xf32>)
  "test.use"(%r#0, %r#1) : (memref<?x?xf32>, memref<?xf32>) -> ()
  return
}
