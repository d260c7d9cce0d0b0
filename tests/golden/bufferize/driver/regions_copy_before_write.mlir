// RUN: tbuf %s --one-shot-bufferize=copy-before-write
// Region ops: the driver bufferizes nested ops before the op holding them
// (post-order, siblings top to bottom), inserting copies before every write.

func.func @if_yield(%c: i1, %t: tensor<?xf32>, %f: f32, %sz: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> tensor<?xf32> {
    %a = tensor.insert %f into %t[%c0] : tensor<?xf32>
    scf.yield %a : tensor<?xf32>
  } else {
    %e = tensor.empty(%sz) : tensor<?xf32>
    scf.yield %e : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
func.func @nested(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %r2 = scf.for %j = %c0 to %c8 step %c1 iter_args(%b = %a) -> (tensor<8xf32>) {
      %s = tensor.extract_slice %b[%j] [1] [1] : tensor<8xf32> to tensor<1xf32>
      %w = linalg.fill ins(%f : f32) outs(%s : tensor<1xf32>) -> tensor<1xf32>
      %u = tensor.insert_slice %w into %b[%j] [1] [1] : tensor<1xf32> into tensor<8xf32>
      scf.yield %u : tensor<8xf32>
    }
    scf.yield %r2 : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
func.func @while_loop(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%a = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    %v = tensor.extract %a[%c0] : tensor<4xf32>
    %cond = arith.cmpf olt, %v, %f : f32
    scf.condition(%cond) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    %u = tensor.insert %f into %b[%c0] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
