// RUN: tbuf %s --pass-pipeline='builtin.module(func.func(test-print-alias))'
// tbuf only: every memref value of each function with its buffer origins
// (roots; "fresh" marks allocations), then every pair with alias()
// (MLIR's LocalAliasAnalysis) and isSameAllocation() (MLIR's
// BufferOriginAnalysis).

func.func private @ext(memref<4xf32>) -> memref<4xf32>

func.func @origins(%x: memref<4xf32>, %y: memref<4xf32>, %c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %sub = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %if = scf.if %c -> (memref<4xf32>) {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %b : memref<4xf32>
  }
  %loop = scf.for %i = %c0 to %n step %c1 iter_args(%it = %x) -> (memref<4xf32>) {
    %fresh = memref.alloc() : memref<4xf32>
    scf.yield %fresh : memref<4xf32>
  }
  %sel = arith.select %c, %a, %y : memref<4xf32>
  %call = func.call @ext(%b) : (memref<4xf32>) -> memref<4xf32>
  %clone = bufferization.clone %x : memref<4xf32> to memref<4xf32>
  return
}
