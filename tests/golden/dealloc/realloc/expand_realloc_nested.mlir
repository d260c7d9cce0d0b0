// RUN: tbuf %s --expand-realloc
// Reallocs nested in regions and chained: each one is expanded in place.
// Same output as mlir-opt-22 --expand-realloc (byte-identical).
func.func @nested(%arg0: memref<?xf32>, %n: index, %c: i1) -> memref<?xf32> {
  %r = scf.if %c -> memref<?xf32> {
    %0 = memref.realloc %arg0(%n) : memref<?xf32> to memref<?xf32>
    %1 = memref.realloc %0 : memref<?xf32> to memref<8xf32>
    %2 = memref.cast %1 : memref<8xf32> to memref<?xf32>
    scf.yield %2 : memref<?xf32>
  } else {
    scf.yield %arg0 : memref<?xf32>
  }
  return %r : memref<?xf32>
}
func.func @element_types(%arg0: memref<3xi64>) -> memref<5xi64> {
  %0 = memref.realloc %arg0 : memref<3xi64> to memref<5xi64>
  return %0 : memref<5xi64>
}
