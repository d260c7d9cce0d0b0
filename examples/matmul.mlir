// A small tensor program used by scripts/run_example.sh: C = relu(A x B),
// then every row i gets C[i][i] overwritten by the row's index, in a loop;
// @main builds A and B and prints the result (`tbuf run examples/matmul.mlir`).
// Written on immutable tensors; bufferization decides where results can
// share memory (the matmul writes into the filled init, the generic into a
// fresh tensor, the loop updates its iter_arg in place).

#identity = affine_map<(d0, d1) -> (d0, d1)>

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @matmul_relu(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4x4xf32>
  %filled = linalg.fill ins(%zero : f32) outs(%init : tensor<4x4xf32>) -> tensor<4x4xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>)
                     outs(%filled : tensor<4x4xf32>) -> tensor<4x4xf32>
  %relu_init = tensor.empty() : tensor<4x4xf32>
  %relu = linalg.generic {indexing_maps = [#identity, #identity],
                          iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<4x4xf32>) outs(%relu_init : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %max = arith.maximumf %in, %zero : f32
    linalg.yield %max : f32
  } -> tensor<4x4xf32>

  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %result = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %relu) -> (tensor<4x4xf32>) {
    %i64 = arith.index_cast %i : index to i64
    %value = arith.sitofp %i64 : i64 to f32
    %updated = tensor.insert %value into %acc[%i, %i] : tensor<4x4xf32>
    scf.yield %updated : tensor<4x4xf32>
  }
  return %result : tensor<4x4xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, -2.0, 3.0, 0.5, 1.0, 0.0, -1.0, 2.0],
                             [0.0, 1.0, -1.0, 2.0, 0.5, 1.5, 1.0, -0.5],
                             [2.0, 0.0, 1.0, -1.0, 1.0, 1.0, 0.0, 1.0],
                             [-1.0, -1.0, -1.0, -1.0, 1.0, 1.0, 1.0, 1.0]]> : tensor<4x8xf32>
  %b = arith.constant dense<1.0> : tensor<8x4xf32>
  %r = call @matmul_relu(%a, %b) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %u = tensor.cast %r : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
