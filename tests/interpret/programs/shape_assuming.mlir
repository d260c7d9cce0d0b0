// shape.cstr_require, shape.const_witness and shape.assuming with and without
// results, run by the interpreter (MLIR lowers the constraints to cf.assert
// and inlines the regions; the output is what that program prints).
func.func private @printI64(i64)
func.func private @printNewline()
func.func @run(%n: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %ok = arith.cmpi sge, %n, %zero : i64
  %w = shape.cstr_require %ok, "n must not be negative"
  %r = shape.assuming %w -> (i64) {
    %two = arith.constant 2 : i64
    %d = arith.muli %n, %two : i64
    shape.assuming_yield %d : i64
  }
  return %r : i64
}
func.func @main() {
  %c = arith.constant 21 : i64
  %0 = call @run(%c) : (i64) -> i64
  call @printI64(%0) : (i64) -> ()
  call @printNewline() : () -> ()
  %t = shape.const_witness true
  %m = memref.alloc() : memref<2xi64>
  shape.assuming %t {
    %i = arith.constant 1 : index
    memref.store %0, %m[%i] : memref<2xi64>
  }
  %i1 = arith.constant 1 : index
  %v = memref.load %m[%i1] : memref<2xi64>
  memref.dealloc %m : memref<2xi64>
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
