// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops"
// Buffer types of loop iter_args and branch results with identity-layout
// function arguments: a subview keeps its precise strided layout through a
// loop that yields it back; an scf.if joining a subview and a new buffer
// yields the fully dynamic layout (casts in both branches); a loop yielding
// new buffers gets identity layouts when its init is a copy. Identical to
// mlir-opt-22's output.
func.func @loops_and_if(%t: tensor<8x16xf32> {bufferization.writable = true}, %n: index, %f: f32, %c: i1) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %t[1, 2] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %s) -> (tensor<4x4xf32>) {
    %i2 = tensor.insert %f into %a[%i, %i] : tensor<4x4xf32>
    scf.yield %i2 : tensor<4x4xf32>
  }
  %r2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %s) -> (tensor<4x4xf32>) {
    %e = tensor.empty() : tensor<4x4xf32>
    %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
    scf.yield %fill : tensor<4x4xf32>
  }
  %r3 = scf.if %c -> (tensor<4x4xf32>) {
    scf.yield %s : tensor<4x4xf32>
  } else {
    %e = tensor.empty() : tensor<4x4xf32>
    scf.yield %e : tensor<4x4xf32>
  }
  %x = tensor.extract %r[%c0, %c0] : tensor<4x4xf32>
  %y = tensor.extract %r2[%c0, %c0] : tensor<4x4xf32>
  %z = tensor.extract %r3[%c0, %c0] : tensor<4x4xf32>
  return %x, %y, %z : f32, f32, f32
}

func.func @strided_iter_arg(%t: tensor<8x16xf32> {bufferization.writable = true}, %n: index, %f: f32) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %t[1, 2] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %s) -> (tensor<4x4xf32>) {
    %x = tensor.insert %f into %a[%i, %i] : tensor<4x4xf32>
    scf.yield %x : tensor<4x4xf32>
  }
  %w = tensor.insert_slice %r into %t[1, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return %w : tensor<8x16xf32>
}

func.func @strided_while(%t: tensor<8x16xf32> {bufferization.writable = true}, %n: index, %f: f32) -> tensor<8x16xf32> {
  %s = tensor.extract_slice %t[1, 2] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %r = scf.while (%a = %s) : (tensor<4x4xf32>) -> tensor<4x4xf32> {
    %v = tensor.extract %a[%n, %n] : tensor<4x4xf32>
    %c = arith.cmpf olt, %v, %f : f32
    scf.condition(%c) %a : tensor<4x4xf32>
  } do {
  ^bb0(%b: tensor<4x4xf32>):
    %v = tensor.extract %b[%n, %n] : tensor<4x4xf32>
    %v2 = arith.addf %v, %v : f32
    %x = tensor.insert %v2 into %b[%n, %n] : tensor<4x4xf32>
    scf.yield %x : tensor<4x4xf32>
  }
  %w = tensor.insert_slice %r into %t[1, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return %w : tensor<8x16xf32>
}
