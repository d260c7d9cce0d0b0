// linalg.batch_reduce_matmul on tensors (accumulating into a filled init,
// the batch summed away), with transposed-A indexing maps, and on memrefs
// with integer operands widened by the payload's casts.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printMemrefI32(memref<*xi32>)

func.func @brmm(%a: tensor<2x3x4xf32>, %b: tensor<2x4x2xf32>) -> tensor<3x2xf32> {
  %e = tensor.empty() : tensor<3x2xf32>
  %half = arith.constant 0.5 : f32
  %init = linalg.fill ins(%half : f32) outs(%e : tensor<3x2xf32>) -> tensor<3x2xf32>
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x2xf32>) outs(%init : tensor<3x2xf32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

func.func @brmm_transposed_a(%a: tensor<2x4x3xf32>, %b: tensor<2x4x2xf32>) -> tensor<3x2xf32> {
  %e = tensor.empty() : tensor<3x2xf32>
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<3x2xf32>) -> tensor<3x2xf32>
  %r = linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%a, %b : tensor<2x4x3xf32>, tensor<2x4x2xf32>) outs(%init : tensor<3x2xf32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

func.func @brmm_int(%a: memref<3x2x2xi8>, %b: memref<3x2x3xi8>, %c: memref<2x3xi32>) {
  linalg.batch_reduce_matmul ins(%a, %b : memref<3x2x2xi8>, memref<3x2x3xi8>) outs(%c : memref<2x3xi32>)
  return
}

func.func @main() {
  %a = arith.constant dense<[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [-1.0, 0.5, 0.25, 2.0]],
                             [[0.0, 1.0, 0.0, -1.0], [2.0, 2.0, 2.0, 2.0], [1.5, -2.5, 3.0, 0.0]]]> : tensor<2x3x4xf32>
  %b = arith.constant dense<[[[1.0, 0.0], [0.0, 1.0], [2.0, -1.0], [0.5, 0.5]],
                             [[-1.0, 2.0], [3.0, 0.0], [0.25, 1.0], [1.0, 1.0]]]> : tensor<2x4x2xf32>
  %r = call @brmm(%a, %b) : (tensor<2x3x4xf32>, tensor<2x4x2xf32>) -> tensor<3x2xf32>
  %ru = tensor.cast %r : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%ru) : (tensor<*xf32>) -> ()
  %at = arith.constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, -1.0], [0.5, 0.25, 2.0]],
                              [[0.0, 1.0, 0.0], [-1.0, 2.0, 2.0], [2.0, 2.0, 1.5], [-2.5, 3.0, 0.0]]]> : tensor<2x4x3xf32>
  %rt = call @brmm_transposed_a(%at, %b) : (tensor<2x4x3xf32>, tensor<2x4x2xf32>) -> tensor<3x2xf32>
  %rtu = tensor.cast %rt : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%rtu) : (tensor<*xf32>) -> ()

  %ai = memref.alloc() : memref<3x2x2xi8>
  %bi = memref.alloc() : memref<3x2x3xi8>
  %ci = memref.alloc() : memref<2x3xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : i32
  scf.for %k = %c0 to %c3 step %c1 {
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c2 step %c1 {
        %s = arith.addi %k, %i : index
        %t = arith.muli %s, %c3 : index
        %u = arith.subi %t, %j : index
        %v = arith.index_cast %u : index to i8
        memref.store %v, %ai[%k, %i, %j] : memref<3x2x2xi8>
      }
      scf.for %j = %c0 to %c3 step %c1 {
        %s = arith.muli %k, %j : index
        %t = arith.subi %s, %i : index
        %v = arith.index_cast %t : index to i8
        memref.store %v, %bi[%k, %i, %j] : memref<3x2x3xi8>
      }
    }
  }
  linalg.fill ins(%c7 : i32) outs(%ci : memref<2x3xi32>)
  call @brmm_int(%ai, %bi, %ci) : (memref<3x2x2xi8>, memref<3x2x3xi8>, memref<2x3xi32>) -> ()
  %cu = memref.cast %ci : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%cu) : (memref<*xi32>) -> ()
  return
}
