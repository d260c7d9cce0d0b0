// A linalg.generic whose indexing map reads one past the end of its input
// (dynamic sizes, so the verifier cannot see it).
#shifted = affine_map<(d0) -> (d0 + 1)>
#id = affine_map<(d0) -> (d0)>

func.func @main() {
  %n = arith.constant 4 : index
  %f = arith.constant 2.0 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<?xf32>)
  linalg.generic {indexing_maps = [#shifted, #id], iterator_types = ["parallel"]}
      ins(%a : memref<?xf32>) outs(%b : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  return
}
// EXPECT-STDERR: linalg_out_of_bounds.mlir:12:3: error: tbuf interpret: out-of-bounds access: linalg.generic reads element [4] outside the memref's sizes [4] (dimension 0) of allocation #1 (16 bytes, memref.alloc at linalg_out_of_bounds.mlir:9:8 in @main); call stack: @main
