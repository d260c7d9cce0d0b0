// RUN: tbuf %s --verify-roundtrip --split-input-file
// The parsed module prints (generic form) and parses back identically; the
// output is the normal one.
func.func @f(%a: i32, %m: memref<4xf32>) -> i32 {
  %c0 = arith.constant 0 : index
  %0 = arith.addi %a, %a : i32
  %1 = scf.for %i = %c0 to %c0 step %c0 iter_args(%x = %0) -> (i32) {
    scf.yield %x : i32
  }
  return %1 : i32
}

// -----

func.func @g(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
