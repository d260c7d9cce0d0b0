// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries"
// Loop and branch forms: `scf.for unsigned` and its discardable attributes
// are kept on the new loop, loops over i32 induction variables, and an
// scf.if without results that uses tensors only inside its region (not an
// op with tensor semantics itself). Identical to mlir-opt-22's output.

func.func @unsigned_loop(%t: tensor<8xf32>, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for unsigned %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %x = tensor.insert %f into %a[%i] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  } {my.attr = 3 : i32}
  return %r : tensor<8xf32>
}
func.func @loop_i32(%t: tensor<8xf32>, %n: i32, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) : i32 {
    %idx = arith.index_cast %i : i32 to index
    %x = tensor.insert %f into %a[%idx] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
func.func @if_no_results(%t: tensor<8xf32>, %c: i1, %f: f32, %m: memref<f32>) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    %x = tensor.insert %f into %t[%c0] : tensor<8xf32>
    %v = tensor.extract %x[%c0] : tensor<8xf32>
    memref.store %v, %m[] : memref<f32>
  }
  return
}
