// Aliasing corner cases: select inside loops, values that alias through two
// region ops at once, DPS ops whose init is also an input, long insert chains
// read at several points, writes to a value whose alias is returned. (The
// select in a loop is not equivalent to the iter bbArg: every option set
// allows returning allocations from loops.)
// OPTIONS: bufferize-function-boundaries allow-return-allocs-from-loops
// OPTIONS: bufferize-function-boundaries allow-return-allocs-from-loops analysis-heuristic=bottom-up-from-terminators
// OPTIONS: bufferize-function-boundaries allow-return-allocs-from-loops analysis-heuristic=fuzzer analysis-fuzzer-seed=77
// OPTIONS: allow-return-allocs-from-loops

func.func @pm_select_in_loop(%t: tensor<8xf32>, %u: tensor<8xf32>, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %c = arith.cmpi eq, %i, %c0 : index
    %s = arith.select %c, %a, %u : tensor<8xf32>
    %1 = tensor.insert %f into %s[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

func.func @pm_matmul_init_is_input(%A: tensor<4x4xf32>, %B: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = linalg.matmul ins(%A, %B : tensor<4x4xf32>, tensor<4x4xf32>) outs(%B : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0, %A : tensor<4x4xf32>, tensor<4x4xf32>
}

func.func @pm_insert_chain_reads(%t: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<8xf32>
  %r0 = tensor.extract %t[%c0] : tensor<8xf32>
  %1 = tensor.insert %f into %0[%c1] : tensor<8xf32>
  %r1 = tensor.extract %0[%c1] : tensor<8xf32>
  %2 = tensor.insert %f into %1[%c2] : tensor<8xf32>
  %r2 = tensor.extract %2[%c2] : tensor<8xf32>
  return %2, %r0, %r1, %r2 : tensor<8xf32>, f32, f32, f32
}

func.func @pm_write_alias_of_returned(%t: tensor<16xf32>, %f: f32) -> (tensor<16xf32>, tensor<8xf32>) {
  %s = tensor.extract_slice %t[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
  return %0, %s : tensor<16xf32>, tensor<8xf32>
}

func.func @pm_loop_yields_other_iter_arg_slice(%a: tensor<16xf32>, %b: tensor<16xf32>, %n: index) -> (tensor<16xf32>, tensor<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<16xf32>, tensor<16xf32>) {
    %s = tensor.extract_slice %y[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
    %r = tensor.insert_slice %s into %x[8] [8] [1] : tensor<8xf32> into tensor<16xf32>
    scf.yield %r, %y : tensor<16xf32>, tensor<16xf32>
  }
  return %0#0, %0#1 : tensor<16xf32>, tensor<16xf32>
}

func.func @pm_if_in_loop_yield_init(%t: tensor<8xf32>, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %c = arith.cmpi eq, %i, %c0 : index
    %1 = scf.if %c -> tensor<8xf32> {
      scf.yield %t : tensor<8xf32>
    } else {
      %2 = tensor.insert %f into %a[%i] : tensor<8xf32>
      scf.yield %2 : tensor<8xf32>
    }
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

func.func @pm_two_slices_same_loop(%t: tensor<32xf32>, %f: f32) -> tensor<32xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %0 = scf.for %i = %c0 to %c16 step %c8 iter_args(%a = %t) -> tensor<32xf32> {
    %j = arith.addi %i, %c16 : index
    %lo = tensor.extract_slice %a[%i] [8] [1] : tensor<32xf32> to tensor<8xf32>
    %hi = tensor.extract_slice %a[%j] [8] [1] : tensor<32xf32> to tensor<8xf32>
    %m = linalg.map { arith.addf } ins(%lo, %hi : tensor<8xf32>, tensor<8xf32>) outs(%lo : tensor<8xf32>)
    %r = tensor.insert_slice %m into %a[%i] [8] [1] : tensor<8xf32> into tensor<32xf32>
    scf.yield %r : tensor<32xf32>
  }
  return %0 : tensor<32xf32>
}

func.func @pm_while_reads_init_in_after(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = scf.while (%w = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    %v = tensor.extract %w[%c0] : tensor<4xf32>
    %cond = arith.cmpf olt, %v, %f : f32
    scf.condition(%cond) %w : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    %v = tensor.extract %t[%c0] : tensor<4xf32>
    %1 = tensor.insert %v into %b[%c0] : tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
