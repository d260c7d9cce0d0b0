// RUN: tbuf %s --pass-pipeline='builtin.module(func.func(test-alias-analysis))'
// Alias analysis with tagged values nested in regions (reported in
// post-order), views of loop-carried buffers, scf.index_switch, cf.switch
// and allocations in nested scopes (mlir-opt-22 output).

func.func @nested(%arg: memref<16xf32>, %n: index, %c: i1) attributes {test.ptr = "func"} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() {test.ptr = "a"} : memref<16xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<16xf32>) {
    %v = memref.subview %it[%i] [4] [1] {test.ptr = "view_of_iter"} : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
    %in = memref.alloca() {test.ptr = "inner_alloca"} : memref<16xf32>
    %sel = scf.if %c -> (memref<16xf32>) {
      scf.yield %it : memref<16xf32>
    } else {
      scf.yield %arg : memref<16xf32>
    } {test.ptr = "inner_if"}
    scf.yield %sel : memref<16xf32>
  } {test.ptr = "loop"}
  %s = scf.index_switch %n -> memref<16xf32>
  case 0 {
    scf.yield %a : memref<16xf32>
  }
  default {
    scf.yield %r : memref<16xf32>
  }
  %sw = memref.cast %s {test.ptr = "switch"} : memref<16xf32> to memref<?xf32>
  return
}

func.func @cf_switch(%flag: i32) attributes {test.ptr = "func"} {
  %a = memref.alloc() {test.ptr = "a"} : memref<4xf32>
  %b = memref.alloc() {test.ptr = "b"} : memref<4xf32>
  cf.switch %flag : i32, [
    default: ^bb1(%a : memref<4xf32>),
    0: ^bb1(%b : memref<4xf32>),
    1: ^bb2(%b : memref<4xf32>)
  ]
^bb1(%x: memref<4xf32>):
  %vx = memref.cast %x {test.ptr = "x"} : memref<4xf32> to memref<?xf32>
  return
^bb2(%y: memref<4xf32>):
  %vy = memref.cast %y {test.ptr = "y"} : memref<4xf32> to memref<?xf32>
  return
}
