// Fills slot i with i, one iteration at a time. The loop carries the
// tensor from one iteration to the next through its iter_args.
func.func @iota() -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = tensor.empty() : tensor<4xf32>
  %result = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init) -> (tensor<4xf32>) {
    %n = arith.index_cast %i : index to i32
    %x = arith.sitofp %n : i32 to f32
    %next = tensor.insert %x into %acc[%i] : tensor<4xf32>
    scf.yield %next : tensor<4xf32>
  }
  return %result : tensor<4xf32>
}
