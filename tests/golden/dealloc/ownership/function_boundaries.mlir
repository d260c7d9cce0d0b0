// RUN: tbuf %s --split-input-file --ownership-based-buffer-deallocation
// Function boundary ABI: arguments are never owned, results always are. A
// returned memref the function may not own is copied at run time
// (scf.if + bufferization.clone); arith.select selects the ownership of its
// operands instead of cloning; a view of an allocation is owned like it.
// Byte-identical to mlir-opt-22.
func.func @return_argument(%arg0: memref<2xf32>) -> memref<2xf32> {
  return %arg0 : memref<2xf32>
}

// -----

func.func @return_alloc() -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  return %0 : memref<2xf32>
}

// -----

func.func @return_select_of_allocs(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  return %s : memref<2xf32>
}

// -----

func.func @return_select_with_argument(%c: i1, %arg0: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %arg0 : memref<2xf32>
  return %s : memref<2xf32>
}

// -----

func.func @return_subview(%arg0: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2][4][1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %s : memref<4xf32, strided<[1], offset: 2>>
}

// -----

memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>

func.func @return_global() -> memref<4xf32> {
  %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @existing_clones(%arg0: memref<?x?xf64>, %arg1: memref<?x?xf64>) -> memref<?x?xf64> {
  %0 = bufferization.clone %arg0 : memref<?x?xf64> to memref<?x?xf64>
  %1 = bufferization.clone %arg1 : memref<?x?xf64> to memref<?x?xf64>
  return %0 : memref<?x?xf64>
}

// -----

func.func @two_results(%arg0: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, i32) {
  %c0 = arith.constant 0 : i32
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %a : memref<2xf32> to memref<2xf32>
  return %a, %arg0, %c0 : memref<2xf32>, memref<2xf32>, i32
}

// -----

func.func @unranked(%arg0: memref<*xf32>) -> memref<*xf32> {
  %a = memref.alloc() : memref<2xf32>
  %u = memref.cast %a : memref<2xf32> to memref<*xf32>
  return %arg0 : memref<*xf32>
}
