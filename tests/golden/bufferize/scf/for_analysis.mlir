// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// In-place decisions around scf.for: the init_arg is written in place
// unless the original tensor is read after the loop (a RaW conflict), or a
// value defined before the loop is read inside it after a write of the
// iter_arg's buffer. Identical to mlir-opt-22's output.

func.func @read_after(%t: tensor<8xf32> {bufferization.writable = true}, %f: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %x = tensor.insert %f into %a[%i] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  }
  %e = tensor.extract %t[%c0] : tensor<8xf32>
  return %r, %e : tensor<8xf32>, f32
}

func.func @read_of_outer_value_in_loop(%t: tensor<8xf32> {bufferization.writable = true}, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %v = tensor.extract %t[%i] : tensor<8xf32>
    %w = arith.addf %v, %f : f32
    %x = tensor.insert %w into %a[%i] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @two_loops_same_init(%t: tensor<8xf32> {bufferization.writable = true}, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %x = tensor.insert %f into %a[%i] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  }
  %r2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %x = linalg.fill ins(%f : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  }
  return %r, %r2 : tensor<8xf32>, tensor<8xf32>
}

func.func @slice_of_iter_arg(%t: tensor<64xf32> {bufferization.writable = true}, %f: f32) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %r = scf.for %i = %c0 to %c64 step %c16 iter_args(%a = %t) -> (tensor<64xf32>) {
    %s = tensor.extract_slice %a[%i] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %fill = linalg.fill ins(%f : f32) outs(%s : tensor<16xf32>) -> tensor<16xf32>
    %ins = tensor.insert_slice %fill into %a[%i] [16] [1] : tensor<16xf32> into tensor<64xf32>
    scf.yield %ins : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}

func.func @zero_trip_possible(%t: tensor<8xf32> {bufferization.writable = true}, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %x = linalg.fill ins(%f : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
