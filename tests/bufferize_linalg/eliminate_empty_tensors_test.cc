// Empty tensor elimination on parsed IR with the in-place decisions set by
// hand (every operand in place, as mlir-opt-22's analysis decides for these
// inputs), so the rewrite is tested independently of the analysis. The
// expected outputs are mlir-opt-22 --eliminate-empty-tensors on the same
// inputs, verbatim.
#include "bufferize/eliminate_empty_tensors.h"
#include "fixture.h"

namespace tbuf::bufferization::testing {
namespace {

/// A One-Shot state whose in-place decisions are fixed: every operand in
/// place except those listed.
class FixedDecisionsState : public OneShotAnalysisState {
 public:
  using OneShotAnalysisState::OneShotAnalysisState;
  bool isInPlace(OpOperand &operand) const override { return !outOfPlace.contains(&operand); }
  absl::flat_hash_set<OpOperand *> outOfPlace;
};

class EliminateEmptyTensorsTest : public LinalgBufferizeTest {
 protected:
  /// Runs the elimination on the parsed module with `state` decisions.
  std::string eliminate(FixedDecisionsState &state) {
    IRRewriter rewriter(&ctx);
    EXPECT_TRUE(succeeded(eliminateEmptyTensors(rewriter, module.get(), state))) << diagnostics;
    return print();
  }
};

// insert_slice (dynamic, static, rank-reducing), materialize_in_destination
// (tensor and restrict memref destinations), linalg.copy, parallel_insert_slice
// in scf.forall, a chain through an elementwise generic, a destination defined
// after the empty tensor, and a tensor.empty with a second, unrelated use.
constexpr std::string_view kSubsetOps = R"mlir(
func.func @before_empty(%t: tensor<16xf32>, %s: f32, %o: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert_slice %0 into %t[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @after_dest(%t: tensor<16xf32>, %s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 3 : index
  %d = linalg.fill ins(%s : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert_slice %0 into %d[%c] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @dest_after_user(%t: tensor<16xf32>, %s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = linalg.fill ins(%s : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @rank_reducing(%t: tensor<8x16xf32>, %a: tensor<4xf32>, %i: index, %j: index) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.map { math.exp } ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>)
  %1 = tensor.insert_slice %0 into %t[%i, %j] [1, 4] [1, 2] : tensor<4xf32> into tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
func.func @chain(%t: tensor<16xf32>, %a: tensor<4xf32>, %s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.addf %in, %out : f32
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[8] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}
func.func @materialize(%t: tensor<4xf32>, %m: memref<4xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = bufferization.materialize_in_destination %0 in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %2 = linalg.fill ins(%s : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %2 in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return %1 : tensor<4xf32>
}
func.func @copy(%t: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.copy ins(%0 : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @copy_of_empty(%s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.copy ins(%0 : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @forall(%t: tensor<32xf32>, %s: f32) -> tensor<32xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<32xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %off = arith.muli %i, %i : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %0 into %o[%off] [4] [1] : tensor<4xf32> into tensor<32xf32>
    }
  }
  return %r : tensor<32xf32>
}
func.func @two_uses(%t: tensor<16xf32>, %s: f32) -> (tensor<16xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %f = arith.constant 1.0 : f32
  %1 = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %0 into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2, %1 : tensor<16xf32>, tensor<4xf32>
}
)mlir";

constexpr std::string_view kSubsetOpsExpected = R"mlir(#map = affine_map<(d0) -> (d0)>
module {
  func.func @before_empty(%arg0: tensor<16xf32>, %arg1: f32, %arg2: index) -> tensor<16xf32> {
    %extracted_slice = tensor.extract_slice %arg0[%arg2] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
    %inserted_slice = tensor.insert_slice %1 into %arg0[%arg2] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @after_dest(%arg0: tensor<16xf32>, %arg1: f32) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %c3 = arith.constant 3 : index
    %1 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<16xf32>) -> tensor<16xf32>
    %extracted_slice = tensor.extract_slice %1[%c3] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %2 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
    %inserted_slice = tensor.insert_slice %2 into %1[%c3] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @dest_after_user(%arg0: tensor<16xf32>, %arg1: f32) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<16xf32>) -> tensor<16xf32>
    %extracted_slice = tensor.extract_slice %1[2] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %2 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
    %inserted_slice = tensor.insert_slice %2 into %1[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @rank_reducing(%arg0: tensor<8x16xf32>, %arg1: tensor<4xf32>, %arg2: index, %arg3: index) -> tensor<8x16xf32> {
    %extracted_slice = tensor.extract_slice %arg0[%arg2, %arg3] [1, 4] [1, 2] : tensor<8x16xf32> to tensor<4xf32>
    %0 = tensor.empty() : tensor<4xf32>
    %mapped = linalg.map { math.exp } ins(%arg1 : tensor<4xf32>) outs(%extracted_slice : tensor<4xf32>)
    %inserted_slice = tensor.insert_slice %mapped into %arg0[%arg2, %arg3] [1, 4] [1, 2] : tensor<4xf32> into tensor<8x16xf32>
    return %inserted_slice : tensor<8x16xf32>
  }
  func.func @chain(%arg0: tensor<16xf32>, %arg1: tensor<4xf32>, %arg2: f32) -> tensor<16xf32> {
    %extracted_slice = tensor.extract_slice %arg0[8] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%arg2 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<4xf32>) outs(%1 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = arith.addf %in, %out : f32
      linalg.yield %3 : f32
    } -> tensor<4xf32>
    %inserted_slice = tensor.insert_slice %2 into %arg0[8] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @materialize(%arg0: tensor<4xf32>, %arg1: memref<4xf32>, %arg2: f32) -> tensor<4xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%arg2 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
    %2 = bufferization.materialize_in_destination %1 in %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = bufferization.to_tensor %arg1 restrict writable : memref<4xf32> to tensor<4xf32>
    %4 = tensor.empty() : tensor<4xf32>
    %5 = linalg.fill ins(%arg2 : f32) outs(%3 : tensor<4xf32>) -> tensor<4xf32>
    bufferization.materialize_in_destination %5 in writable %arg1 : (tensor<4xf32>, memref<4xf32>) -> ()
    return %2 : tensor<4xf32>
  }
  func.func @copy(%arg0: tensor<4xf32>, %arg1: f32) -> tensor<4xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
    %2 = linalg.copy ins(%1 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func @copy_of_empty(%arg0: f32) -> tensor<4xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%arg0 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
    %2 = linalg.copy ins(%1 : tensor<4xf32>) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func @forall(%arg0: tensor<32xf32>, %arg1: f32) -> tensor<32xf32> {
    %0 = scf.forall (%arg2) in (8) shared_outs(%arg3 = %arg0) -> (tensor<32xf32>) {
      %1 = tensor.empty() : tensor<4xf32>
      %2 = arith.muli %arg2, %arg2 : index
      %extracted_slice = tensor.extract_slice %arg3[%2] [4] [1] : tensor<32xf32> to tensor<4xf32>
      %3 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %3 into %arg3[%2] [4] [1] : tensor<4xf32> into tensor<32xf32>
      }
    }
    return %0 : tensor<32xf32>
  }
  func.func @two_uses(%arg0: tensor<16xf32>, %arg1: f32) -> (tensor<16xf32>, tensor<4xf32>) {
    %extracted_slice = tensor.extract_slice %arg0[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
    %cst = arith.constant 1.000000e+00 : f32
    %2 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
    %inserted_slice = tensor.insert_slice %1 into %arg0[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice, %2 : tensor<16xf32>, tensor<4xf32>
  }
}
)mlir";

TEST_F(EliminateEmptyTensorsTest, SubsetInsertionOpsMatchMlirOpt) {
  parse(kSubsetOps);
  BufferizationOptions opts;
  FixedDecisionsState state(module.get(), opts);
  EXPECT_EQ(eliminate(state), kSubsetOpsExpected);
}

// Needed values computed after the use of the tensor.empty: pure backward
// slices move above the use (operands, values used from above in regions,
// offsets before the destination); slices with memory effects, possibly
// trapping divisions, calls, loops with a dynamic step, ops without
// speculation guarantees, values in another block, or a slice containing
// the use itself do not move, and the tensor.empty stays.
constexpr std::string_view kMoves = R"mlir(
func.func @chain_move(%t: tensor<16xf32>, %s: f32, %i: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a = arith.addf %s, %s : f32
  %x = arith.constant 1.0 : f32
  %d = linalg.fill ins(%a : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
  %o = arith.addi %i, %i : index
  %1 = tensor.insert_slice %0 into %d[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @depends_on_user(%t: tensor<16xf32>, %s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %0[%c0] : tensor<4xf32>
  %d = linalg.fill ins(%v : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @region_op(%t: tensor<16xf32>, %s: f32, %c: i1) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = scf.if %c -> tensor<16xf32> {
    scf.yield %t : tensor<16xf32>
  } else {
    %f = linalg.fill ins(%s : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
    scf.yield %f : tensor<16xf32>
  }
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @side_effect(%t: tensor<16xf32>, %s: f32, %m: memref<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = bufferization.to_tensor %m restrict : memref<16xf32> to tensor<16xf32>
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @nested_user(%t: tensor<16xf32>, %s: f32, %c: i1) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = scf.if %c -> tensor<4xf32> {
    %f = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  } else {
    %f = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  %d = linalg.fill ins(%s : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @load_offset(%t: tensor<16xf32>, %s: f32, %m: memref<4xindex>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %o = memref.load %m[%c0] : memref<4xindex>
  %1 = tensor.insert_slice %0 into %t[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @div_offset(%t: tensor<16xf32>, %s: f32, %a: index, %b: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %o = arith.divui %a, %b : index
  %1 = tensor.insert_slice %0 into %t[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @for_dest(%t: tensor<16xf32>, %s: f32, %n: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<16xf32> {
    %x = tensor.insert %s into %a[%i] : tensor<16xf32>
    scf.yield %x : tensor<16xf32>
  }
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @from_above(%t: tensor<16xf32>, %s: f32, %c: i1) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %v = arith.mulf %s, %s : f32
  %d = scf.if %c -> tensor<16xf32> {
    scf.yield %t : tensor<16xf32>
  } else {
    %f = linalg.fill ins(%v : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
    scf.yield %f : tensor<16xf32>
  }
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @call_dest(%t: tensor<16xf32>, %s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = func.call @callee(%t) : (tensor<16xf32>) -> tensor<16xf32>
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @callee(%t: tensor<16xf32>) -> tensor<16xf32> {
  return %t : tensor<16xf32>
}
func.func @rem_offset(%t: tensor<16xf32>, %s: f32, %a: index, %b: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %o = arith.remui %a, %b : index
  %1 = tensor.insert_slice %0 into %t[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @divc_offset(%t: tensor<16xf32>, %s: f32, %a: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c2 = arith.constant 2 : index
  %o = arith.divui %a, %c2 : index
  %1 = tensor.insert_slice %0 into %t[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @dim_offset(%t: tensor<?xf32>, %s: f32) -> tensor<?xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %o = tensor.dim %t, %c0 : tensor<?xf32>
  %1 = tensor.insert_slice %0 into %t[%o] [4] [1] : tensor<4xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @for_dyn_step(%t: tensor<16xf32>, %s: f32, %n: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %d = scf.for %i = %c0 to %n step %n iter_args(%a = %t) -> tensor<16xf32> {
    %x = tensor.insert %s into %a[%i] : tensor<16xf32>
    scf.yield %x : tensor<16xf32>
  }
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @generate_dest(%s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %s : f32
  } : tensor<16xf32>
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @while_dest(%t: tensor<16xf32>, %s: f32, %c: i1) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = scf.execute_region -> tensor<16xf32> {
    scf.yield %t : tensor<16xf32>
  }
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
)mlir";

constexpr std::string_view kMovesExpected = R"mlir(module {
  func.func @chain_move(%arg0: tensor<16xf32>, %arg1: f32, %arg2: index) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = arith.addi %arg2, %arg2 : index
    %2 = arith.addf %arg1, %arg1 : f32
    %3 = linalg.fill ins(%2 : f32) outs(%arg0 : tensor<16xf32>) -> tensor<16xf32>
    %extracted_slice = tensor.extract_slice %3[%1] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %4 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
    %cst = arith.constant 1.000000e+00 : f32
    %inserted_slice = tensor.insert_slice %4 into %3[%1] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @depends_on_user(%arg0: tensor<16xf32>, %arg1: f32) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %1[%c0] : tensor<4xf32>
    %2 = linalg.fill ins(%extracted : f32) outs(%arg0 : tensor<16xf32>) -> tensor<16xf32>
    %inserted_slice = tensor.insert_slice %1 into %2[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @region_op(%arg0: tensor<16xf32>, %arg1: f32, %arg2: i1) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = scf.if %arg2 -> (tensor<16xf32>) {
      scf.yield %arg0 : tensor<16xf32>
    } else {
      %3 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<16xf32>) -> tensor<16xf32>
      scf.yield %3 : tensor<16xf32>
    }
    %extracted_slice = tensor.extract_slice %1[2] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %2 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
    %inserted_slice = tensor.insert_slice %2 into %1[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @side_effect(%arg0: tensor<16xf32>, %arg1: f32, %arg2: memref<16xf32>) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
    %2 = bufferization.to_tensor %arg2 restrict : memref<16xf32> to tensor<16xf32>
    %inserted_slice = tensor.insert_slice %1 into %2[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @nested_user(%arg0: tensor<16xf32>, %arg1: f32, %arg2: i1) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = scf.if %arg2 -> (tensor<4xf32>) {
      %3 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
      scf.yield %3 : tensor<4xf32>
    } else {
      %3 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
      scf.yield %3 : tensor<4xf32>
    }
    %2 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<16xf32>) -> tensor<16xf32>
    %inserted_slice = tensor.insert_slice %1 into %2[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @load_offset(%arg0: tensor<16xf32>, %arg1: f32, %arg2: memref<4xindex>) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
    %c0 = arith.constant 0 : index
    %2 = memref.load %arg2[%c0] : memref<4xindex>
    %inserted_slice = tensor.insert_slice %1 into %arg0[%2] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @div_offset(%arg0: tensor<16xf32>, %arg1: f32, %arg2: index, %arg3: index) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
    %2 = arith.divui %arg2, %arg3 : index
    %inserted_slice = tensor.insert_slice %1 into %arg0[%2] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @for_dest(%arg0: tensor<16xf32>, %arg1: f32, %arg2: index) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %1 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<16xf32>) {
      %inserted = tensor.insert %arg1 into %arg4[%arg3] : tensor<16xf32>
      scf.yield %inserted : tensor<16xf32>
    }
    %extracted_slice = tensor.extract_slice %1[2] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %2 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
    %inserted_slice = tensor.insert_slice %2 into %1[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @from_above(%arg0: tensor<16xf32>, %arg1: f32, %arg2: i1) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = arith.mulf %arg1, %arg1 : f32
    %2 = scf.if %arg2 -> (tensor<16xf32>) {
      scf.yield %arg0 : tensor<16xf32>
    } else {
      %4 = linalg.fill ins(%1 : f32) outs(%arg0 : tensor<16xf32>) -> tensor<16xf32>
      scf.yield %4 : tensor<16xf32>
    }
    %extracted_slice = tensor.extract_slice %2[2] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %3 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
    %inserted_slice = tensor.insert_slice %3 into %2[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @call_dest(%arg0: tensor<16xf32>, %arg1: f32) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
    %2 = call @callee(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    %inserted_slice = tensor.insert_slice %1 into %2[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @callee(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    return %arg0 : tensor<16xf32>
  }
  func.func @rem_offset(%arg0: tensor<16xf32>, %arg1: f32, %arg2: index, %arg3: index) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = arith.remui %arg2, %arg3 : index
    %extracted_slice = tensor.extract_slice %arg0[%1] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %2 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
    %inserted_slice = tensor.insert_slice %2 into %arg0[%1] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @divc_offset(%arg0: tensor<16xf32>, %arg1: f32, %arg2: index) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %c2 = arith.constant 2 : index
    %1 = arith.divui %arg2, %c2 : index
    %extracted_slice = tensor.extract_slice %arg0[%1] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %2 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
    %inserted_slice = tensor.insert_slice %2 into %arg0[%1] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @dim_offset(%arg0: tensor<?xf32>, %arg1: f32) -> tensor<?xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %extracted_slice = tensor.extract_slice %arg0[%dim] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
    %inserted_slice = tensor.insert_slice %1 into %arg0[%dim] [4] [1] : tensor<4xf32> into tensor<?xf32>
    return %inserted_slice : tensor<?xf32>
  }
  func.func @for_dyn_step(%arg0: tensor<16xf32>, %arg1: f32, %arg2: index) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
    %c0 = arith.constant 0 : index
    %2 = scf.for %arg3 = %c0 to %arg2 step %arg2 iter_args(%arg4 = %arg0) -> (tensor<16xf32>) {
      %inserted = tensor.insert %arg1 into %arg4[%arg3] : tensor<16xf32>
      scf.yield %inserted : tensor<16xf32>
    }
    %inserted_slice = tensor.insert_slice %1 into %2[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @generate_dest(%arg0: f32) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%arg0 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
    %generated = tensor.generate  {
    ^bb0(%arg1: index):
      tensor.yield %arg0 : f32
    } : tensor<16xf32>
    %inserted_slice = tensor.insert_slice %1 into %generated[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
  func.func @while_dest(%arg0: tensor<16xf32>, %arg1: f32, %arg2: i1) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
    %2 = scf.execute_region -> tensor<16xf32> {
      scf.yield %arg0 : tensor<16xf32>
    }
    %inserted_slice = tensor.insert_slice %1 into %2[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
    return %inserted_slice : tensor<16xf32>
  }
}
)mlir";

TEST_F(EliminateEmptyTensorsTest, MovesNeededValuesLikeMlirOpt) {
  parse(kMoves);
  BufferizationOptions opts;
  FixedDecisionsState state(module.get(), opts);
  EXPECT_EQ(eliminate(state), kMovesExpected);
}

TEST_F(EliminateEmptyTensorsTest, OutOfPlaceSourceIsSkipped) {
  parse(R"mlir(
func.func @f(%t: tensor<16xf32>, %s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert_slice %0 into %t[0] [4] [1] {tag = "ins"} : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
)mlir");
  std::string before = print();
  BufferizationOptions opts;
  FixedDecisionsState state(module.get(), opts);
  state.outOfPlace.insert(&op("ins")->getOpOperand(0));
  EXPECT_EQ(eliminate(state), before);
  // In place, the same IR is rewritten.
  state.outOfPlace.clear();
  EXPECT_NE(eliminate(state), before);
}

TEST_F(EliminateEmptyTensorsTest, StopsAtNonEquivalentAliases) {
  // The walk follows only Equivalent aliases: an extract_slice between the
  // tensor.empty and the insertion hides it (mlir-opt leaves this unchanged).
  parse(R"mlir(
func.func @f(%t: tensor<16xf32>, %s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.extract_slice %0[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}
)mlir");
  std::string before = print();
  BufferizationOptions opts;
  FixedDecisionsState state(module.get(), opts);
  EXPECT_EQ(eliminate(state), before);
}

}  // namespace
}  // namespace tbuf::bufferization::testing
