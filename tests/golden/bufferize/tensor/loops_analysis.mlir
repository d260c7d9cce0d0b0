// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// Checked: byte-identical to mlir-opt-22 with the same options.
// Slices in loops (the tiling pattern): extract_slice / insert_slice pairs
// on the iter_arg bufferize in place, so the loop writes the argument's
// buffer directly through subviews.

func.func @tiled_fill(%t: tensor<64xf32> {bufferization.writable = true}, %f: f32) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %0 = scf.for %i = %c0 to %c64 step %c8 iter_args(%a = %t) -> (tensor<64xf32>) {
    %s = tensor.extract_slice %a[%i] [8] [1] : tensor<64xf32> to tensor<8xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
    %r = tensor.insert_slice %w into %a[%i] [8] [1] : tensor<8xf32> into tensor<64xf32>
    scf.yield %r : tensor<64xf32>
  }
  return %0 : tensor<64xf32>
}

func.func @tiled_copy(%src: tensor<64xf32>, %dst: tensor<64xf32> {bufferization.writable = true}) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %0 = scf.for %i = %c0 to %c64 step %c8 iter_args(%a = %dst) -> (tensor<64xf32>) {
    %s = tensor.extract_slice %src[%i] [8] [1] : tensor<64xf32> to tensor<8xf32>
    %r = tensor.insert_slice %s into %a[%i] [8] [1] : tensor<8xf32> into tensor<64xf32>
    scf.yield %r : tensor<64xf32>
  }
  return %0 : tensor<64xf32>
}

func.func @insert_elements(%t: tensor<?xf32> {bufferization.writable = true}, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xf32>) {
    %v = tensor.extract %a[%i] : tensor<?xf32>
    %s = arith.addf %v, %f : f32
    %r = tensor.insert %s into %a[%i] : tensor<?xf32>
    scf.yield %r : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

func.func @read_old_in_loop(%t: tensor<16xf32> {bufferization.writable = true}, %f: f32) -> (tensor<16xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %0 = scf.for %i = %c0 to %c16 step %c1 iter_args(%a = %t) -> (tensor<16xf32>) {
    %r = tensor.insert %f into %a[%i] : tensor<16xf32>
    scf.yield %r : tensor<16xf32>
  }
  %e = tensor.extract %t[%c0] : tensor<16xf32>
  return %0, %e : tensor<16xf32>, f32
}
