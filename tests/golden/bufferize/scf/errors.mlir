// RUN: tbuf %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries"
// Located errors of the scf models (and the analysis around them), with
// mlir-opt-22's messages: branches yielding buffers in different memory
// spaces, scf.execute_region with several scf.yield, a loop yielding a new
// buffer without allow-return-allocs-from-loops (see
// errors_allow_return_allocs.mlir for the memory space error it hides), and
// an unranked iter_arg (always in place) that cannot avoid a
// read-after-write conflict. Identical to mlir-opt-22's output.

func.func @if_memory_spaces(%c: i1) -> tensor<4xf32> {
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %b = bufferization.alloc_tensor() : tensor<4xf32>
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @switch_memory_spaces(%i: index) -> tensor<4xf32> {
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %b = bufferization.alloc_tensor() : tensor<4xf32>
  %r = scf.index_switch %i -> tensor<4xf32>
  case 0 {
    scf.yield %a : tensor<4xf32>
  }
  default {
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @two_yields(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %t : tensor<4xf32>
  ^bb2:
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @loop_memory_spaces(%n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (tensor<4xf32>) {
    %b = bufferization.alloc_tensor() : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @unranked_iter_arg(%t: tensor<*xf32>, %n: index, %c: i1) -> tensor<*xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<*xf32>) {
    %b = scf.if %c -> (tensor<*xf32>) {
      scf.yield %a : tensor<*xf32>
    } else {
      scf.yield %t : tensor<*xf32>
    }
    scf.yield %b : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}
