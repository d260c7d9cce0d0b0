// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts"
// More linalg decisions: several inits, the same tensor as several operands,
// reductions, dynamic and rank-0 shapes, variadic reduce, loops, scf.if.
// linalg.map never reads its init (MLIR 22), even when the mapper uses it.
// Decisions and conflicts match mlir-opt-22; conflict numbers may differ
// (tbuf numbers them in function order, mlir-opt-22 in the run-dependent
// DenseMap order of call-free functions).

#id = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#s0 = affine_map<() -> ()>

// Two inits: the first is read by the payload, the second only written.
func.func @two_inits(%a: tensor<8xf32>, %x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%x, %y : tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%in: f32, %o1: f32, %o2: f32):
    %s = arith.addf %in, %o1 : f32
    linalg.yield %s, %in : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}

// The same tensor as two inputs and the init, elementwise: in place.
func.func @same_tensor_thrice(%t: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t, %t : tensor<8xf32>, tensor<8xf32>) outs(%t : tensor<8xf32>) {
  ^bb0(%i1: f32, %i2: f32, %o: f32):
    %s = arith.mulf %i1, %i2 : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// Identity maps but a reduction loop: not elementwise, the init is a copy.
func.func @reduction_same_tensor(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "reduction"]} ins(%t : tensor<8x8xf32>) outs(%t : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %s = arith.addf %in, %o : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// Dynamic shapes.
func.func @dynamic(%t: tensor<?x?xf32>, %s: f32) -> (tensor<?x?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d1, %d0) : tensor<?x?xf32>
  %0 = linalg.transpose ins(%t : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) permutation = [1, 0]
  %e1 = tensor.empty(%d0) : tensor<?xf32>
  %1 = linalg.fill ins(%s : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %2 = linalg.reduce { arith.addf } ins(%t : tensor<?x?xf32>) outs(%1 : tensor<?xf32>) dimensions = [1]
  return %0, %2 : tensor<?x?xf32>, tensor<?xf32>
}

// Rank-0 tensors.
func.func @rank0(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [#s0, #s0], iterator_types = []} ins(%a : tensor<f32>) outs(%b : tensor<f32>) {
  ^bb0(%in: f32, %o: f32):
    %s = arith.addf %in, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

// Variadic reduce and a map using its init.
func.func @variadic(%a: tensor<4x8xf32>, %b: tensor<4x8xi32>, %x: tensor<4xf32>, %y: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xf32>) {
  %0:2 = linalg.reduce ins(%a, %b : tensor<4x8xf32>, tensor<4x8xi32>) outs(%x, %y : tensor<4xf32>, tensor<4xi32>) dimensions = [1]
    (%ia: f32, %ib: i32, %oa: f32, %ob: i32) {
      %s = arith.addf %ia, %oa : f32
      %t = arith.addi %ib, %ob : i32
      linalg.yield %s, %t : f32, i32
    }
  %1 = linalg.map ins(%0#0 : tensor<4xf32>) outs(%x : tensor<4xf32>)
    (%in: f32, %init: f32) {
      %m = arith.mulf %in, %init : f32
      linalg.yield %m : f32
    }
  return %0#0, %0#1, %1 : tensor<4xf32>, tensor<4xi32>, tensor<4xf32>
}

// Fill of a slice of an argument, then read of the argument.
func.func @fill_slice(%t: tensor<16xf32>, %s: f32, %i: index) -> (tensor<16xf32>, f32) {
  %0 = tensor.extract_slice %t[4] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %1 = linalg.fill ins(%s : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
  %2 = tensor.insert_slice %1 into %t[4] [8] [1] : tensor<8xf32> into tensor<16xf32>
  %v = tensor.extract %t[%i] : tensor<16xf32>
  return %2, %v : tensor<16xf32>, f32
}

// A loop accumulating with a matmul; the accumulator stays in place.
func.func @loop_acc(%a: tensor<4x4xf32>, %c: tensor<4x4xf32>, %n: index) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<4x4xf32>) {
    %m = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
    scf.yield %m : tensor<4x4xf32>
  }
  return %r : tensor<4x4xf32>
}

// A loop reading the initial value after overwriting it: RaW conflict.
func.func @loop_raw(%a: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
    %m = linalg.map { arith.addf } ins(%acc, %a : tensor<4xf32>, tensor<4xf32>) outs(%acc : tensor<4xf32>)
    scf.yield %m : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// scf.if yielding linalg results.
func.func @if_yield(%c: i1, %a: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %f = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  } else {
    %m = linalg.map { math.exp } ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>)
    scf.yield %m : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// matmul with user-defined maps (transposed A) and an unsigned cast.
func.func @matmul_maps(%a: tensor<8x4xi8>, %b: tensor<8x4xi8>, %c: tensor<4x4xi32>, %d: tensor<4x8xi8>) -> tensor<4x4xi32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<8x4xi8>, tensor<8x4xi8>) outs(%c : tensor<4x4xi32>) -> tensor<4x4xi32>
  %1 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%d, %b : tensor<4x8xi8>, tensor<8x4xi8>) outs(%0 : tensor<4x4xi32>) -> tensor<4x4xi32>
  return %1 : tensor<4x4xi32>
}
func.func @m(%a: tensor<4xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %1 = linalg.map ins(%a : tensor<4xf32>) outs(%x : tensor<4xf32>)
    (%in: f32, %init: f32) {
      %m = arith.mulf %in, %init : f32
      linalg.yield %m : f32
    }
  return %1 : tensor<4xf32>
}
func.func @g(%a: tensor<4xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%x : tensor<4xf32>) {
    ^bb0(%in: f32, %init: f32):
      %m = arith.mulf %in, %init : f32
      linalg.yield %m : f32
    } -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @r(%a: tensor<4x8xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %1 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%x : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %m = arith.mulf %in, %in : f32
      linalg.yield %m : f32
    }
  return %1 : tensor<4xf32>
}
