// scf.index_switch (bufferized like scf.if with any number of exclusive
// cases): cases yielding the same buffer, different buffers (a join to a
// fully dynamic layout), a write in one case and a read in another, a switch
// inside a loop, cases writing a slice of an argument.
// OPTIONS: bufferize-function-boundaries
// OPTIONS:
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
//
// Deliberate deviation (docs/bufferization-conformance.md): mlir-opt-22's
// scf.yield model does not alias the yielded values with the switch result,
// so a write through the result is not seen as a write of the yielded tensor
// (@sw_join_layouts writes an argument it reports as only read; without
// function boundaries the returns below write through read-only arguments).
// tbuf aliases them as for scf.if, and then decides as mlir-opt-22 does for
// the same program written with scf.if.
// DEVIATION: @sw_join_layouts[bufferize-function-boundaries]:analysis
// DEVIATION: @sw_join_layouts[bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map]:analysis
// DEVIATION: @sw_join_layouts[default]:analysis
// DEVIATION: @sw_join_layouts[default]:counts
// DEVIATION: @sw_same_buffer[default]:analysis
// DEVIATION: @sw_write_and_read_other_case[default]:analysis
// DEVIATION: @sw_read_after[default]:analysis
// DEVIATION: @sw_slice_of_arg[default]:analysis

func.func @sw_same_buffer(%t: tensor<8xf32>, %f: f32, %i: index, %k: index) -> tensor<8xf32> {
  %0 = scf.index_switch %k -> tensor<8xf32>
  case 0 {
    %1 = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  case 1 {
    %2 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %2 : tensor<8xf32>
  }
  default {
    scf.yield %t : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

func.func @sw_write_and_read_other_case(%t: tensor<8xf32>, %f: f32, %i: index, %k: index) -> (tensor<8xf32>, f32) {
  %0:2 = scf.index_switch %k -> tensor<8xf32>, f32
  case 0 {
    %1 = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %1, %f : tensor<8xf32>, f32
  }
  default {
    %2 = tensor.extract %t[%i] : tensor<8xf32>
    scf.yield %t, %2 : tensor<8xf32>, f32
  }
  return %0#0, %0#1 : tensor<8xf32>, f32
}

func.func @sw_read_after(%t: tensor<8xf32>, %f: f32, %i: index, %k: index) -> (tensor<8xf32>, f32) {
  %0 = scf.index_switch %k -> tensor<8xf32>
  case 3 {
    %1 = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  default {
    scf.yield %t : tensor<8xf32>
  }
  %2 = tensor.extract %t[%i] : tensor<8xf32>
  return %0, %2 : tensor<8xf32>, f32
}

func.func @sw_join_layouts(%t: tensor<16xf32>, %f: f32, %o: index, %k: index) -> tensor<4xf32> {
  %0 = scf.index_switch %k -> tensor<4xf32>
  case 0 {
    %s = tensor.extract_slice %t[%o] [4] [1] : tensor<16xf32> to tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  case 1 {
    %s = tensor.extract_slice %t[0] [4] [2] : tensor<16xf32> to tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  default {
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  %w = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  return %w : tensor<4xf32>
}

func.func @sw_in_loop(%t: tensor<8xf32>, %f: f32, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %0 = scf.index_switch %i -> tensor<8xf32>
    case 0 {
      %1 = tensor.insert %f into %a[%c0] : tensor<8xf32>
      scf.yield %1 : tensor<8xf32>
    }
    default {
      scf.yield %a : tensor<8xf32>
    }
    scf.yield %0 : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @sw_slice_of_arg(%t: tensor<16xf32>, %f: f32, %k: index) -> tensor<16xf32> {
  %0 = scf.index_switch %k -> tensor<16xf32>
  case 0 {
    %s = tensor.extract_slice %t[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
    %g = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
    %r = tensor.insert_slice %g into %t[0] [8] [1] : tensor<8xf32> into tensor<16xf32>
    scf.yield %r : tensor<16xf32>
  }
  default {
    scf.yield %t : tensor<16xf32>
  }
  return %0 : tensor<16xf32>
}

func.func @sw_no_results(%t: tensor<8xf32>, %f: f32, %k: index) -> f32 {
  %c0 = arith.constant 0 : index
  scf.index_switch %k
  case 0 {
    scf.yield
  }
  default {
  }
  %0 = tensor.extract %t[%c0] : tensor<8xf32>
  return %0 : f32
}
