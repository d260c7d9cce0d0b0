// Reduced automatically (tests/differential/reduce.py, predicate: tbuf run
// reports a double free) from a random program that freed a buffer twice:
// a function returns one buffer at two result positions.
func.func private @printMemrefF32(memref<*xf32>)
func.func @f0(%in0: tensor<4x6xf32>, %s: f32) -> (tensor<4x6xf32>) {
  return %in0 : tensor<4x6xf32>
}
func.func @f2(%in0: tensor<4x6xf32>, %in1: tensor<4x4xf32>, %in2: tensor<8xf32>, %s: f32, %k: index) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %c9 = arith.constant 2 : index
  %x8 = tensor.extract %in1[%k, %c9] : tensor<4x4xf32>
  %c52 = arith.constant 0 : index
  %r56:3 = scf.while (%w53 = %in1, %w54 = %in1, %n55 = %c52) : (tensor<4x4xf32>, tensor<4x4xf32>, index) -> (tensor<4x4xf32>, tensor<4x4xf32>, index) {
    %c58 = arith.constant 1 : index
    %b57 = arith.cmpi slt, %n55, %c58 : index
    %cf62 = arith.constant 1000.0 : f32
    %b60 = arith.cmpf olt, %x8, %cf62 : f32
    %b61 = arith.andi %b57, %b60 : i1
    scf.condition(%b61) %w53, %w54, %n55 : tensor<4x4xf32>, tensor<4x4xf32>, index
  } do {
  ^bb0(%a63: tensor<4x4xf32>, %a64: tensor<4x4xf32>, %n65: index):
    %e68 = tensor.empty() : tensor<4xf32>
    %t69 = linalg.fill ins(%x8 : f32) outs(%e68 : tensor<4xf32>) -> tensor<4xf32>
    %c73 = arith.constant 1 : index
    %n72 = arith.addi %n65, %c73 : index
    scf.yield %a63, %a64, %n72 : tensor<4x4xf32>, tensor<4x4xf32>, index
  }
  return %r56#1, %r56#1 : tensor<4x4xf32>, tensor<4x4xf32>
}
func.func @main() {
  %s = arith.constant 1.0 : f32
  %cf1 = arith.constant 2.0 : f32
  %k4 = arith.constant dense<[[3.0, 0.0, 4.0, 7.0], [6.0, 7.0, 5.0, 5.0], [8.0, 9.0, 9.0, 9.0], [5.0, 0.0, 5.0, 6.0]]> : tensor<4x4xf32>
  %k5 = arith.constant dense<[[2.0, 2.0, 3.0, 3.0, 2.0, 9.0], [9.0, 6.0, 9.0, 7.0, 1.0, 2.0], [3.0, 1.0, 3.0, 6.0, 5.0, 3.0], [4.0, 9.0, 0.0, 5.0, 9.0, 9.0]]> : tensor<4x6xf32>
  %k6 = arith.constant dense<[4.0, 1.0, 6.0, 4.0, 1.0, 6.0, 3.0, 9.0]> : tensor<8xf32>
  %w10 = bufferization.alloc_tensor() copy(%k6) : tensor<8xf32>
  %r23_2 = func.call @f0(%k5, %s) : (tensor<4x6xf32>, f32) -> (tensor<4x6xf32>)
  %c29 = arith.constant 2 : index
  %r30_0, %r30_3 = func.call @f2(%r23_2, %k4, %w10, %cf1, %c29) : (tensor<4x6xf32>, tensor<4x4xf32>, tensor<8xf32>, f32, index) -> (tensor<4x4xf32>, tensor<4x4xf32>)
  return
}
