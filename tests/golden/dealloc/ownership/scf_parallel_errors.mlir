// RUN: tbuf %s --ownership-based-buffer-deallocation
// A reduction of buffers is rejected on its scf.reduce.return with
// mlir-opt-22's message. Identical to `mlir-opt-22 %s
// --ownership-based-buffer-deallocation`.
func.func @memref_reduce(%lb: index, %ub: index, %s: index, %m: memref<4xf32>) -> memref<4xf32> {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%m) -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    scf.reduce(%a : memref<4xf32>) {
    ^bb0(%x: memref<4xf32>, %y: memref<4xf32>):
      scf.reduce.return %x : memref<4xf32>
    }
  }
  return %r : memref<4xf32>
}
