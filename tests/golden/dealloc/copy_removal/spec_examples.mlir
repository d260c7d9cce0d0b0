// RUN: tbuf %s --copy-removal
// copy-removal is a tbuf addition (mlir-opt-22 has no such pass; MLIR's old
// -copy-removal was removed in 2021): the two examples of
// BufferDeallocationInternals.md, "CopyRemoval Pass". @dynamic_allocation
// reuses the source, as the spec shows. @reuseTarget is left alone, unlike
// the spec: the generic reads %arg0, which may alias %result (two function
// arguments), so writing into %result early is not provably invisible.
// @reuseTargetFresh is the same with a fresh input: rewritten.
#map0 = affine_map<(d0) -> (d0)>
func.func @dynamic_allocation(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %7 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
  %c0_0 = arith.constant 0 : index
  %8 = memref.dim %7, %c0_0 : memref<?x?xf32>
  %c1_1 = arith.constant 1 : index
  %9 = memref.dim %7, %c1_1 : memref<?x?xf32>
  %10 = memref.alloc(%8, %9) : memref<?x?xf32>
  memref.copy %7, %10 : memref<?x?xf32> to memref<?x?xf32>
  memref.dealloc %7 : memref<?x?xf32>
  return %10 : memref<?x?xf32>
}
func.func @reuseTarget(%arg0: memref<2xf32>, %result: memref<2xf32>) {
  %temp = memref.alloc() : memref<2xf32>
  linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel"]}
      ins(%arg0 : memref<2xf32>) outs(%temp : memref<2xf32>) {
  ^bb0(%gen2_arg0: f32, %gen2_arg1: f32):
    %tmp2 = math.exp %gen2_arg0 : f32
    linalg.yield %tmp2 : f32
  }
  memref.copy %temp, %result : memref<2xf32> to memref<2xf32>
  memref.dealloc %temp : memref<2xf32>
  return
}
func.func @reuseTargetFresh(%n: f32, %result: memref<2xf32>) {
  %input = memref.alloc() : memref<2xf32>
  linalg.fill ins(%n : f32) outs(%input : memref<2xf32>)
  %temp = memref.alloc() : memref<2xf32>
  linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel"]}
      ins(%input : memref<2xf32>) outs(%temp : memref<2xf32>) {
  ^bb0(%gen2_arg0: f32, %gen2_arg1: f32):
    %tmp2 = math.exp %gen2_arg0 : f32
    linalg.yield %tmp2 : f32
  }
  memref.copy %temp, %result : memref<2xf32> to memref<2xf32>
  memref.dealloc %temp : memref<2xf32>
  memref.dealloc %input : memref<2xf32>
  return
}
