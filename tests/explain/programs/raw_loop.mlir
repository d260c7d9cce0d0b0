// RUN: tbuf explain %s
// A read-after-write conflict in a loop: each iteration reads %t (defined
// outside the loop) before writing into it; the read of the next iteration
// would see this iteration's write.
func.func @loop(%t: tensor<8xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f0 = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %f0) -> f32 {
    %x = tensor.extract %t[%i] : tensor<8xf32>
    %w = tensor.insert %x into %t[%c0] : tensor<8xf32>
    %y = tensor.extract %w[%c0] : tensor<8xf32>
    %s = arith.addf %acc, %y : f32
    scf.yield %s : f32
  }
  return %r : f32
}
