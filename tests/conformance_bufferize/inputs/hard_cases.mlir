// Harder situations for the analysis: reads and writes across loop
// iterations, matching and non-matching subsets, equivalence through several
// region ops, many ops under the fuzzer heuristic.
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries analysis-heuristic=top-down
// OPTIONS: bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators
// OPTIONS: bufferize-function-boundaries analysis-heuristic=fuzzer analysis-fuzzer-seed=3
// OPTIONS: bufferize-function-boundaries analysis-heuristic=fuzzer analysis-fuzzer-seed=1234
// OPTIONS:

// Read of the iter bbArg early in the body, write later: next iteration reads
// what this one wrote; the write is to the same (equivalent) buffer.
func.func @hc_loop_read_then_write_same_iter(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %v = tensor.extract %a[%c0] : tensor<8xf32>
    %1 = tensor.insert %v into %a[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// A value defined before the loop, read in the loop, written after the read
// in the same body: the write of iteration k is seen by the read of k+1.
func.func @hc_loop_outer_read_then_write(%t: tensor<8xf32>, %n: index, %f: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %0:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %s = %z) -> (tensor<8xf32>, f32) {
    %v = tensor.extract %t[%i] : tensor<8xf32>
    %s2 = arith.addf %s, %v : f32
    %1 = tensor.insert %f into %a[%i] : tensor<8xf32>
    scf.yield %1, %s2 : tensor<8xf32>, f32
  }
  return %0#0, %0#1 : tensor<8xf32>, f32
}

// Write into a tensor defined outside the loop from inside the loop (not an
// iter_arg): every iteration needs its own copy.
func.func @hc_loop_write_outer_tensor(%t: tensor<8xf32>, %n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z) -> f32 {
    %w = tensor.insert %f into %t[%i] : tensor<8xf32>
    %v = tensor.extract %w[%c0] : tensor<8xf32>
    %s2 = arith.addf %s, %v : f32
    scf.yield %s2 : f32
  }
  return %0 : f32
}

// The loop result is read after the loop while the init is written after.
func.func @hc_write_init_after_loop(%t: tensor<8xf32>, %n: index, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    scf.yield %a : tensor<8xf32>
  }
  %1 = tensor.insert %f into %t[%c0] : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// Subsets: same SSA dynamic offsets match, different ones do not.
func.func @hc_subset_dynamic_match(%t: tensor<?xf32>, %o: index, %sz: index, %f: f32) -> tensor<?xf32> {
  %s = tensor.extract_slice %t[%o] [%sz] [1] : tensor<?xf32> to tensor<?xf32>
  %w = linalg.fill ins(%f : f32) outs(%s : tensor<?xf32>) -> tensor<?xf32>
  %r = tensor.insert_slice %w into %t[%o] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @hc_subset_dynamic_mismatch(%t: tensor<?xf32>, %o: index, %p: index, %sz: index, %f: f32) -> tensor<?xf32> {
  %s = tensor.extract_slice %t[%o] [%sz] [1] : tensor<?xf32> to tensor<?xf32>
  %w = linalg.fill ins(%f : f32) outs(%s : tensor<?xf32>) -> tensor<?xf32>
  %r = tensor.insert_slice %w into %t[%p] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @hc_subset_stride_mismatch(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[0] [4] [2] : tensor<16xf32> to tensor<4xf32>
  %w = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %w into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// The slice is read (linalg.map input) and written back elsewhere.
func.func @hc_slice_read_and_written_back(%t: tensor<16xf32>) -> tensor<16xf32> {
  %a = tensor.extract_slice %t[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %b = tensor.extract_slice %t[8] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %m = linalg.map { arith.addf } ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%b : tensor<8xf32>)
  %r = tensor.insert_slice %m into %t[8] [8] [1] : tensor<8xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// Insert_slice of a slice of the same tensor at another place (overlap read).
func.func @hc_move_within_tensor(%t: tensor<16xf32>) -> tensor<16xf32> {
  %a = tensor.extract_slice %t[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %r = tensor.insert_slice %a into %t[8] [8] [1] : tensor<8xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// Extract from the result of an insert_slice then write the extracted slice.
func.func @hc_extract_of_insert(%t: tensor<16xf32>, %u: tensor<4xf32>, %f: f32) -> tensor<16xf32> {
  %0 = tensor.insert_slice %u into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %1 = tensor.extract_slice %0[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %2 = linalg.fill ins(%f : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
  %3 = tensor.insert_slice %2 into %0[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %3 : tensor<16xf32>
}

// Equivalence through if -> for -> execute_region.
func.func @hc_equivalence_through_regions(%t: tensor<8xf32>, %c: i1, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.if %c -> tensor<8xf32> {
    %1 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
      %2 = scf.execute_region -> tensor<8xf32> {
        %3 = tensor.insert %f into %a[%i] : tensor<8xf32>
        scf.yield %3 : tensor<8xf32>
      }
      scf.yield %2 : tensor<8xf32>
    }
    scf.yield %1 : tensor<8xf32>
  } else {
    scf.yield %t : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// Two loops sharing an init, the second reading the first one's result.
func.func @hc_two_loops_same_init(%t: tensor<8xf32>, %n: index, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %1 = tensor.insert %f into %a[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  %2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %v = tensor.extract %0[%i] : tensor<8xf32>
    %1 = tensor.insert %v into %a[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0, %2 : tensor<8xf32>, tensor<8xf32>
}

// A long chain with a fan-out in the middle (order-sensitive under the fuzzer).
func.func @hc_long_chain_fanout(%t: tensor<32xf32>, %f: f32, %g: f32) -> (tensor<32xf32>, tensor<32xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<32xf32>
  %1 = tensor.insert %f into %0[%c1] : tensor<32xf32>
  %2 = tensor.insert %g into %1[%c2] : tensor<32xf32>
  %3 = linalg.fill ins(%g : f32) outs(%1 : tensor<32xf32>) -> tensor<32xf32>
  %4 = tensor.insert %f into %3[%c0] : tensor<32xf32>
  %5 = tensor.insert %g into %2[%c1] : tensor<32xf32>
  %6 = tensor.extract %1[%c2] : tensor<32xf32>
  %7 = tensor.insert %6 into %0[%c2] : tensor<32xf32>
  %8 = tensor.extract %7[%c1] : tensor<32xf32>
  return %4, %5, %8 : tensor<32xf32>, tensor<32xf32>, f32
}

// Many small empty+fill pairs feeding a map: each can be in place.
func.func @hc_many_empties(%a: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %e0 = tensor.empty() : tensor<16xf32>
  %e1 = tensor.empty() : tensor<16xf32>
  %f0 = linalg.fill ins(%f : f32) outs(%e0 : tensor<16xf32>) -> tensor<16xf32>
  %f1 = linalg.fill ins(%f : f32) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  %m0 = linalg.map { arith.addf } ins(%a, %f0 : tensor<16xf32>, tensor<16xf32>) outs(%f1 : tensor<16xf32>)
  %m1 = linalg.map { arith.mulf } ins(%m0, %f0 : tensor<16xf32>, tensor<16xf32>) outs(%f0 : tensor<16xf32>)
  %m2 = linalg.map { arith.subf } ins(%m1, %m0 : tensor<16xf32>, tensor<16xf32>) outs(%a : tensor<16xf32>)
  return %m2 : tensor<16xf32>
}

// Same tensor as DPS init of two ops in the two branches of an scf.if, and read after.
func.func @hc_if_branches_write_read_after(%t: tensor<8xf32>, %c: i1, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = scf.if %c -> tensor<8xf32> {
    %1 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  } else {
    %e = tensor.empty() : tensor<8xf32>
    %2 = linalg.copy ins(%t : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %2 : tensor<8xf32>
  }
  %c0 = arith.constant 0 : index
  %v = tensor.extract %0[%c0] : tensor<8xf32>
  return %0, %v : tensor<8xf32>, f32
}

// The loop yields a slice-insert chain of its iter_arg and reads the init in the body.
func.func @hc_loop_tiles_read_init(%t: tensor<64xf32>, %f: f32) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %0 = scf.for %i = %c0 to %c64 step %c8 iter_args(%a = %t) -> tensor<64xf32> {
    %src = tensor.extract_slice %t[%i] [8] [1] : tensor<64xf32> to tensor<8xf32>
    %dst = tensor.extract_slice %a[%i] [8] [1] : tensor<64xf32> to tensor<8xf32>
    %m = linalg.map { arith.addf } ins(%src, %src : tensor<8xf32>, tensor<8xf32>) outs(%dst : tensor<8xf32>)
    %r = tensor.insert_slice %m into %a[%i] [8] [1] : tensor<8xf32> into tensor<64xf32>
    scf.yield %r : tensor<64xf32>
  }
  return %0 : tensor<64xf32>
}

// scf.while whose before region reorders the arguments equivalently.
func.func @hc_while_after_reads_before_value(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = scf.while (%w = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    %v = tensor.extract %w[%c0] : tensor<4xf32>
    %cond = arith.cmpf olt, %v, %f : f32
    scf.condition(%cond) %w : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    %v = tensor.extract %b[%c0] : tensor<4xf32>
    %v2 = arith.addf %v, %f : f32
    %1 = tensor.insert %v2 into %b[%c0] : tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// Select between the loop result and its init, then write.
func.func @hc_select_loop_result_and_init(%t: tensor<8xf32>, %n: index, %c: i1, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %1 = tensor.insert %f into %a[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  %s = arith.select %c, %0, %t : tensor<8xf32>
  %2 = tensor.insert %f into %s[%c0] : tensor<8xf32>
  return %2 : tensor<8xf32>
}

// generic whose out operand is not read by the payload (no RaW on it), fed
// by a value that is read afterwards.
func.func @hc_generic_out_unused_payload(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<8xf32>
  %1 = linalg.copy ins(%b : tensor<8xf32>) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// to_buffer (not read_only) of a value that is read afterwards: the buffer may be written.
func.func @hc_to_buffer_then_read(%t: tensor<4xf32>, %i: index, %f: f32) -> (f32, tensor<4xf32>) {
  %w = tensor.insert %f into %t[%i] : tensor<4xf32>
  %m = bufferization.to_buffer %w : tensor<4xf32> to memref<4xf32>
  memref.store %f, %m[%i] : memref<4xf32>
  %v = tensor.extract %w[%i] : tensor<4xf32>
  return %v, %t : f32, tensor<4xf32>
}

// Chain of casts and reshapes, then write, then read of the original.
func.func @hc_reshape_cast_chain(%t: tensor<2x8xf32>, %f: f32) -> (tensor<?xf32>, f32) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x8xf32> into tensor<16xf32>
  %1 = tensor.cast %0 : tensor<16xf32> to tensor<?xf32>
  %2 = linalg.fill ins(%f : f32) outs(%1 : tensor<?xf32>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = tensor.extract %t[%c1, %c0] : tensor<2x8xf32>
  return %2, %v : tensor<?xf32>, f32
}
