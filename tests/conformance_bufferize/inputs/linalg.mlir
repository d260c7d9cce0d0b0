// linalg on tensors: fill, copy, matmul, batch_matmul, transpose, generic, map, reduce.
// OPTIONS: bufferize-function-boundaries
// OPTIONS:
// OPTIONS: bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>

func.func @l_fill(%t: tensor<?x?xf32>, %f: f32) -> tensor<?x?xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @l_fill_then_read_old(%t: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, f32) {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.extract %t[%c0] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, f32
}

func.func @l_copy(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.copy ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @l_copy_into_empty(%a: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.copy ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @l_copy_self(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.copy ins(%a : tensor<8xf32>) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @l_matmul(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

func.func @l_matmul_fill_empty(%A: tensor<?x?xf32>, %B: tensor<?x?xf32>, %m: index, %n: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %0 = linalg.matmul ins(%A, %B : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @l_matmul_out_is_input(%A: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%A, %A : tensor<4x4xf32>, tensor<4x4xf32>) outs(%A : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @l_matmul_chain(%A: tensor<4x4xf32>, %B: tensor<4x4xf32>, %C: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<4x4xf32>, tensor<4x4xf32>) outs(%C : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.matmul ins(%0, %B : tensor<4x4xf32>, tensor<4x4xf32>) outs(%C : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}

func.func @l_batch_matmul(%A: tensor<2x4x8xf32>, %B: tensor<2x8x4xf32>, %C: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%C : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

func.func @l_transpose(%a: tensor<4x8xf32>, %init: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%init : tensor<8x4xf32>) permutation = [1, 0]
  return %0 : tensor<8x4xf32>
}

func.func @l_transpose_into_empty(%a: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %e = tensor.empty() : tensor<4x2x3xf32>
  %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%e : tensor<4x2x3xf32>) permutation = [2, 0, 1]
  return %0 : tensor<4x2x3xf32>
}

func.func @l_generic_add(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @l_generic_in_is_out(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x4xf32>) outs(%a : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @l_generic_transposed_in_is_out(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x4xf32>) outs(%a : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @l_generic_out_not_read(%a: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> (tensor<4x4xf32>, f32) {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %c[%c0, %c0] : tensor<4x4xf32>
  return %0, %v : tensor<4x4xf32>, f32
}

func.func @l_generic_reduction(%a: tensor<4x8xf32>, %acc: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x8xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @l_generic_two_outs(%a: tensor<4x4xf32>, %o1: tensor<4x4xf32>, %o2: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %0:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x4xf32>) outs(%o1, %o2 : tensor<4x4xf32>, tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %n = arith.negf %x : f32
    linalg.yield %x, %n : f32, f32
  } -> (tensor<4x4xf32>, tensor<4x4xf32>)
  return %0#0, %0#1 : tensor<4x4xf32>, tensor<4x4xf32>
}

func.func @l_generic_index(%t: tensor<8xindex>) -> tensor<8xindex> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%t : tensor<8xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 0 : index
    linalg.yield %i : index
  } -> tensor<8xindex>
  return %0 : tensor<8xindex>
}

func.func @l_map(%a: tensor<8xf32>, %b: tensor<8xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>)
  return %0 : tensor<8xf32>
}

func.func @l_map_in_place_of_input(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.map { arith.mulf } ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%a : tensor<8xf32>)
  return %0 : tensor<8xf32>
}

func.func @l_reduce(%a: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
  return %0 : tensor<4xf32>
}

func.func @l_reduce_fill_empty(%a: tensor<?x8xf32>, %n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %0 = linalg.reduce { arith.maximumf } ins(%a : tensor<?x8xf32>) outs(%f : tensor<?xf32>) dimensions = [1]
  return %0 : tensor<?xf32>
}

func.func @l_pipeline(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %t = linalg.transpose ins(%a : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) permutation = [1, 0]
  %m = linalg.map { arith.addf } ins(%t, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>)
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%b : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = linalg.matmul ins(%m, %t : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
