// RUN: tbuf %s --emit=c --emit-c-line-directives
// --emit-c-line-directives: each C line an op emits is preceded by `#line`
// naming the op's line here, so C compiler diagnostics and debuggers point
// into this file; the lines of no op are mapped back to the C file (here
// standard output, `<stdout>`) at their own numbers.
func.func @sum(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %m, %c0 : memref<?xf32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32>
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  return %s : f32
}
