// What is wrong: an scf.if with results must have an else region.
func.func @f(%c: i1, %x: f32) -> f32 {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %0 = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return %0 : f32
}
