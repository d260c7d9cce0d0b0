// Reduced automatically (tests/differential/reduce.py, predicate: tbuf run
// reports a double free) from a random program that freed a buffer twice:
// a function returns one buffer at two result positions.
func.func private @printMemrefF32(memref<*xf32>)
func.func @f2(%in0: tensor<4x6xf32>, %in1: tensor<8xf32>, %in2: tensor<4x6xf32>, %s: f32, %k: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %x20 = tensor.extract %in1[%k] : tensor<8xf32>
  %t17 = tensor.generate {
  ^bb0(%j18: index, %j19: index):
    %y21 = arith.index_cast %j18 : index to i32
    %y22 = arith.sitofp %y21 : i32 to f32
    %y24 = arith.constant 3.0 : f32
    %y23 = arith.mulf %y22, %y24 : f32
    %y25 = arith.addf %x20, %y23 : f32
    %y26 = arith.index_cast %j19 : index to i32
    %y27 = arith.sitofp %y26 : i32 to f32
    %y29 = arith.constant 3.0 : f32
    %y28 = arith.mulf %y27, %y29 : f32
    %y30 = arith.addf %y25, %y28 : f32
    %y32 = arith.constant 97.0 : f32
    %y31 = arith.remf %y30, %y32 : f32
    tensor.yield %y31 : f32
  } : tensor<4x4xf32>
  %c54 = arith.constant 1 : index
  %x67 = tensor.extract %t17[%k, %k] : tensor<4x4xf32>
  %t65 = tensor.generate {
  ^bb0(%j66: index):
    %y68 = arith.index_cast %j66 : index to i32
    %y69 = arith.sitofp %y68 : i32 to f32
    %y71 = arith.constant 1.0 : f32
    %y70 = arith.mulf %y69, %y71 : f32
    %y72 = arith.addf %x67, %y70 : f32
    %y74 = arith.constant 10.0 : f32
    %y73 = arith.remf %y72, %y74 : f32
    tensor.yield %y73 : f32
  } : tensor<6xf32>
  %c75 = arith.constant 5 : index
  %c76 = arith.constant 2 : index
  %x82 = tensor.extract %in2[%k, %k] : tensor<4x6xf32>
  %r83:4 = scf.for %i77 = %c54 to %c75 step %c76 iter_args(%a78 = %t65, %a79 = %in1, %a80 = %in1, %f81 = %x82) -> (tensor<6xf32>, tensor<8xf32>, tensor<8xf32>, f32) {
    scf.yield %a78, %a79, %a80, %f81 : tensor<6xf32>, tensor<8xf32>, tensor<8xf32>, f32
  }
  return %r83#1, %r83#1 : tensor<8xf32>, tensor<8xf32>
}
func.func @main() {
  %s = arith.constant 1.0 : f32
  %cf1 = arith.constant 2.0 : f32
  %k7 = arith.constant dense<[3.0, 3.0, 6.0, 6.0, 6.0, 9.0, 9.0, 5.0]> : tensor<8xf32>
  %w11 = bufferization.alloc_tensor() copy(%k7) : tensor<8xf32>
  %e14 = tensor.empty() : tensor<4x6xf32>
  %t15 = linalg.fill ins(%s : f32) outs(%e14 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e18 = tensor.empty() : tensor<4x6xf32>
  %t19 = linalg.fill ins(%s : f32) outs(%e18 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %c20 = arith.constant 2 : index
  %r21_2, %r21_3 = func.call @f2(%t19, %w11, %t15, %cf1, %c20) : (tensor<4x6xf32>, tensor<8xf32>, tensor<4x6xf32>, f32, index) -> (tensor<8xf32>, tensor<8xf32>)
  return
}
