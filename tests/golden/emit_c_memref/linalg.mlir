// RUN: tbuf %s --emit=c
// Structured ops become loop nests over their iteration domain (d0
// outermost); block arguments are loaded at the operands' indexing maps
// (unused ones are not), the payload goes through the op emitters, and
// linalg.yield stores into the outputs. linalg.index reads the loop
// variables; floordiv/mod in maps use helpers.
func.func @kernels(%a: memref<?x8xf32>, %b: memref<8x4xf32>, %c: memref<?x4xf32>, %v: memref<32xf32>, %w: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<?x4xf32>)
  linalg.matmul ins(%a, %b : memref<?x8xf32>, memref<8x4xf32>) outs(%c : memref<?x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 * 4 + d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%v : memref<32xf32>) outs(%b : memref<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    %h = arith.addf %in, %g : f32
    linalg.yield %h : f32
  }
  linalg.reduce { arith.addf } ins(%c : memref<?x4xf32>) outs(%w : memref<4xf32>) dimensions = [0]
  return
}
