// RUN: tbuf %s --allow-unregistered-dialect --buffer-results-to-out-params=hoist-dynamic-allocs
// Dynamic sizes that are function arguments are mapped to the call operands.
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
