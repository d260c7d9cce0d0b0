// RUN: tbuf %s --pass-pipeline='builtin.module(func.func(test-alias-analysis))'
// MLIR's alias-analysis test mode: every pair of values defined by ops
// tagged `test.ptr` (results, and block arguments of their regions), with
// alias() (mlir-opt-22 output).

func.func @simple(%arg: memref<2xf32>, %arg1: memref<2xf32>) attributes {test.ptr = "func"} {
  %0 = memref.alloca() {test.ptr = "alloca_1"} : memref<8x64xf32>
  %1 = memref.alloca() {test.ptr = "alloca_2"} : memref<8x64xf32>
  %2 = memref.alloc() {test.ptr = "alloc_1"} : memref<8x64xf32>
  %3 = memref.alloc() {test.ptr = "alloc_2"} : memref<8x64xf32>
  return
}

func.func @views(%arg: memref<2xf32>, %size: index) attributes {test.ptr = "func"} {
  %a = memref.alloc() {test.ptr = "alloc"} : memref<8x8xf32>
  %s = memref.subview %a[0, 0] [4, 4] [1, 1] {test.ptr = "subview"} : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  %c = memref.cast %s {test.ptr = "cast"} : memref<4x4xf32, strided<[8, 1]>> to memref<?x?xf32, strided<[8, 1]>>
  %l = memref.collapse_shape %a [[0, 1]] {test.ptr = "collapse"} : memref<8x8xf32> into memref<64xf32>
  %e = memref.expand_shape %l [[0, 1]] output_shape [2, 32] {test.ptr = "expand"} : memref<64xf32> into memref<2x32xf32>
  %r = memref.reinterpret_cast %arg to offset: [0], sizes: [2], strides: [1] {test.ptr = "reinterpret"} : memref<2xf32> to memref<2xf32>
  %c0 = arith.constant 0 : index
  %bytes = memref.alloca(%size) {test.ptr = "bytes"} : memref<?xi8>
  %v = memref.view %bytes[%c0][] {test.ptr = "view"} : memref<?xi8> to memref<8x64xf32>
  %base, %off, %sz, %st = memref.extract_strided_metadata %l : memref<64xf32> -> memref<f32>, index, index, index
  %b = memref.cast %base {test.ptr = "base"} : memref<f32> to memref<f32>
  return
}

func.func @control_flow(%arg: memref<8x64xf32>, %cond: i1) attributes {test.ptr = "func"} {
  %0 = memref.alloca() {test.ptr = "alloca_1"} : memref<8x64xf32>
  %1 = memref.alloc() {test.ptr = "alloc_1"} : memref<8x64xf32>
  cf.cond_br %cond, ^bb1(%0 : memref<8x64xf32>), ^bb2(%1 : memref<8x64xf32>)
^bb1(%a1: memref<8x64xf32>):
  cf.br ^bb2(%a1 : memref<8x64xf32>)
^bb2(%a2: memref<8x64xf32>):
  cf.cond_br %cond, ^bb3(%arg : memref<8x64xf32>), ^bb3(%a2 : memref<8x64xf32>)
^bb3(%a3: memref<8x64xf32>):
  return
}

func.func @regions(%arg: memref<4xf32>, %cond: i1, %n: index) attributes {test.ptr = "func"} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc() {test.ptr = "alloc_1"} : memref<4xf32>
  %1 = memref.alloc() {test.ptr = "alloc_2"} : memref<4xf32>
  %2 = scf.if %cond -> (memref<4xf32>) {
    scf.yield %0 : memref<4xf32>
  } else {
    scf.yield %1 : memref<4xf32>
  } {test.ptr = "if"}
  %3 = scf.for %i = %c0 to %n step %c1 iter_args(%it = %0) -> (memref<4xf32>) {
    %fresh = memref.alloc() {test.ptr = "fresh"} : memref<4xf32>
    scf.yield %fresh : memref<4xf32>
  } {test.ptr = "for"}
  %4 = scf.for %i = %c0 to %n step %c1 iter_args(%it = %1) -> (memref<4xf32>) {
    scf.yield %it : memref<4xf32>
  } {test.ptr = "passthrough"}
  %5 = scf.while (%x = %arg) : (memref<4xf32>) -> memref<4xf32> {
    scf.condition(%cond) %x : memref<4xf32>
  } do {
  ^bb0(%y: memref<4xf32>):
    scf.yield %0 : memref<4xf32>
  } attributes {test.ptr = "while"}
  %6 = scf.execute_region -> memref<4xf32> {
    scf.yield %1 : memref<4xf32>
  } {test.ptr = "exec"}
  return
}

func.func private @ext(memref<4xf32>) -> memref<4xf32>

func.func @opaque(%arg: memref<4xf32>, %cond: i1, %t: tensor<4xf32>) attributes {test.ptr = "func"} {
  %0 = memref.alloc() {test.ptr = "alloc_1"} : memref<4xf32>
  %1 = memref.alloc() {test.ptr = "alloc_2"} : memref<4xf32>
  %2 = arith.select %cond, %0, %1 {test.ptr = "select"} : memref<4xf32>
  %3 = func.call @ext(%0) {test.ptr = "call"} : (memref<4xf32>) -> memref<4xf32>
  %4 = bufferization.to_buffer %t {test.ptr = "to_buffer"} : tensor<4xf32> to memref<4xf32>
  %5 = bufferization.clone %arg {test.ptr = "clone"} : memref<4xf32> to memref<4xf32>
  %6 = memref.realloc %1 {test.ptr = "realloc"} : memref<4xf32> to memref<8xf32>
  %7 = arith.constant {test.ptr = "constant"} 0 : index
  return
}
