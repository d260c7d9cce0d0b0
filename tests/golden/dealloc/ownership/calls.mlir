// RUN: tbuf %s --ownership-based-buffer-deallocation
// Calls follow the function boundary ABI: results are owned by the caller.
// Byte-identical to mlir-opt-22.
func.func private @f(%arg0: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %a : memref<2xf32> to memref<2xf32>
  return %a : memref<2xf32>
}

func.func private @external(%arg0: memref<2xf32>) -> memref<2xf32>

func.func @caller(%arg0: memref<2xf32>) {
  %0 = call @f(%arg0) : (memref<2xf32>) -> memref<2xf32>
  %1 = call @external(%0) : (memref<2xf32>) -> memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  call @nothing() : () -> ()
  return
}

func.func @nothing() {
  return
}
