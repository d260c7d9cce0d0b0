// What is wrong: the loop yields an index where the iter_arg is f32.
func.func @f(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'index'}}
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    scf.yield %i : index
  }
  return %0 : f32
}
