// RUN: tbuf %s --pass-pipeline='builtin.module(func.func(test-print-liveness))'
// Liveness: values live across cf branches and around a loop, block
// arguments, values used in nested scf regions, multi-result ops and unused
// values (mlir-opt-22 output).

func.func @branches(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %x, %x : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  %d = arith.addi %b, %b : i32
  cf.br ^bb3(%d : i32)
^bb3(%r: i32):
  %s = arith.addi %r, %a : i32
  return %s : i32
}

func.func @loop(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %v = arith.addi %x, %x : i32
  cf.br ^header(%c0 : index)
^header(%i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %w = arith.addi %v, %v : i32
  %c1 = arith.constant 1 : index
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return %x : i32
}

func.func @nested(%c: i1, %m: memref<4xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %g = arith.constant 2.0 : f32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %f) -> (f32) {
    %r = scf.if %c -> (f32) {
      memref.store %f, %m[%i] : memref<4xf32>
      %l = memref.load %m[%i] : memref<4xf32>
      scf.yield %l : f32
    } else {
      scf.yield %acc : f32
    }
    %next = arith.addf %r, %acc : f32
    scf.yield %next : f32
  }
  memref.store %g, %m[%c0] : memref<4xf32>
  %unused = arith.addf %g, %g : f32
  return %sum : f32
}

func.func @multi_result(%m: memref<?x?xf32>) -> index {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %s = arith.addi %sizes#0, %strides#1 : index
  return %s : index
}
