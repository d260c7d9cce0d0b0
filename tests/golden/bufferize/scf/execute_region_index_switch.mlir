// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries"
// scf.execute_region results are equivalent to the values its scf.yield
// yields; scf.index_switch results may alias the value yielded by any case
// (layouts joined as for scf.if). Identical to mlir-opt-22's output.

func.func @execute_region(%t: tensor<8xf32> {bufferization.writable = true}, %f: f32, %i: index) -> tensor<8xf32> {
  %r = scf.execute_region -> tensor<8xf32> {
    %x = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @execute_region_no_inline(%t: tensor<8xf32> {bufferization.writable = true}, %f: f32, %i: index) -> (tensor<8xf32>, f32) {
  %r:2 = scf.execute_region -> (tensor<8xf32>, f32) no_inline {
    %x = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
    %v = tensor.extract %x[%i] : tensor<8xf32>
    scf.yield %x, %v : tensor<8xf32>, f32
  }
  return %r#0, %r#1 : tensor<8xf32>, f32
}

func.func @switch(%t: tensor<8xf32> {bufferization.writable = true}, %u: tensor<8xf32>, %f: f32, %i: index) -> tensor<8xf32> {
  %r = scf.index_switch %i -> tensor<8xf32>
  case 0 {
    %x = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  }
  case 1 {
    scf.yield %u : tensor<8xf32>
  }
  default {
    scf.yield %t : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @switch_layouts(%t: tensor<8x16xf32> {bufferization.writable = true}, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %r = scf.index_switch %i -> tensor<4x4xf32>
  case 3 {
    scf.yield %e : tensor<4x4xf32>
  }
  default {
    scf.yield %s : tensor<4x4xf32>
  }
  %v = tensor.extract %r[%c0, %c0] : tensor<4x4xf32>
  return %v : f32
}
