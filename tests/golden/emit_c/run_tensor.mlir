// RUN: tbuf run %s --entry compute
// `tbuf run` on a tensor program: one-shot-bufferize, deallocation and
// canonicalize run by default; the buffer is freed (0 leaked). --entry picks
// the function to run.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @compute() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %e) -> tensor<4xf32> {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %v = arith.addf %fi, %f : f32
    %n = tensor.insert %v into %acc[%i] : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%sum = %f) -> f32 {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    %y = arith.addf %sum, %x : f32
    scf.yield %y : f32
  }
  call @printF32(%s) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
