// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries"
// scf.for with tensor iter_args: in-place loops on writable arguments,
// copies of the init when the original is read after the loop, nested
// loops, slices inside the body, loops yielding non-tensor values too.
// Identical to mlir-opt-22's output.

func.func @in_place(%t: tensor<?xf32> {bufferization.writable = true}, %n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xf32>) {
    %x = tensor.insert %f into %a[%i] : tensor<?xf32>
    scf.yield %x : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

func.func @read_after_loop(%t: tensor<8xf32> {bufferization.writable = true}, %f: f32) -> (tensor<8xf32>, f32) {
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

func.func @args_writable_by_default(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %x = tensor.insert %f into %a[%i] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @nested(%t: tensor<8x8xf32> {bufferization.writable = true}, %f: f32) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8x8xf32>) {
    %r2 = scf.for %j = %c0 to %c8 step %c1 iter_args(%b = %a) -> (tensor<8x8xf32>) {
      %x = tensor.insert %f into %b[%i, %j] : tensor<8x8xf32>
      scf.yield %x : tensor<8x8xf32>
    }
    scf.yield %r2 : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}

func.func @tiled_fill(%t: tensor<64xf32> {bufferization.writable = true}, %f: f32) -> tensor<64xf32> {
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

func.func @mixed_iter_args(%t: tensor<4xf32> {bufferization.writable = true}, %n: index, %f: f32) -> (tensor<4xf32>, f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %f, %a = %t, %k = %c0) -> (f32, tensor<4xf32>, index) {
    %e = tensor.extract %a[%c0] : tensor<4xf32>
    %s = arith.addf %acc, %e : f32
    %x = tensor.insert %s into %a[%c1] : tensor<4xf32>
    %k1 = arith.addi %k, %c1 : index
    scf.yield %s, %x, %k1 : f32, tensor<4xf32>, index
  }
  return %r#1, %r#0, %r#2 : tensor<4xf32>, f32, index
}

func.func @init_from_empty(%n: index, %f: f32) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<16xf32>
  %init = linalg.fill ins(%f : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (tensor<16xf32>) {
    %v = tensor.extract %a[%i] : tensor<16xf32>
    %w = arith.mulf %v, %v : f32
    %x = tensor.insert %w into %a[%i] : tensor<16xf32>
    scf.yield %x : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}
