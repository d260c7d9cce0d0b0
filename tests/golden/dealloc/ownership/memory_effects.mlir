// RUN: tbuf %s --ownership-based-buffer-deallocation
// Ops with declared memory effects and regions that are not region-branch ops
// (linalg), views (reinterpret_cast, expand_shape: ownership of the base),
// to_buffer (no memref operand: not owned, so the returned value is copied).
// Byte-identical to mlir-opt-22.
#map = affine_map<(d0) -> (d0)>
func.func @lin(%arg0: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%a : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  %b = memref.alloc() : memref<4xf32>
  linalg.map ins(%arg0 : memref<4xf32>) outs(%b : memref<4xf32>) (%x: f32, %y: f32) {
    linalg.yield %x : f32
  }
  %c = memref.alloc() : memref<4xf32>
  %cst = arith.constant 0.0 : f32
  linalg.fill ins(%cst : f32) outs(%c : memref<4xf32>)
  linalg.copy ins(%c : memref<4xf32>) outs(%b : memref<4xf32>)
  %d = memref.alloc() : memref<f32>
  linalg.reduce ins(%a : memref<4xf32>) outs(%d : memref<f32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %t = bufferization.to_tensor %b restrict : memref<4xf32> to tensor<4xf32>
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32>
  %col = memref.expand_shape %r [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %col[%c0, %c0] : memref<2x2xf32>
  return %m : memref<4xf32>
}
