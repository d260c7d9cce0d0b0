// RUN: tbuf %s --buffer-results-to-out-params=hoist-static-allocs
// memref.alloca is an allocation too (hoisted), as in mlir-opt-22.
func.func private @s() -> (memref<4xf32>, memref<4xf32>) {
  %d = memref.alloca() : memref<4xf32>
  %e = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  return %d, %e : memref<4xf32>, memref<4xf32>
}
func.func @caller() {
  %r:2 = call @s() : () -> (memref<4xf32>, memref<4xf32>)
  return
}
