// The rewrite of the scf models on parsed IR. MLIR rewrites a region's
// terminators before their parent op (post-order); the scf models also work
// when the parent goes first (pre-order): the terminators then take the
// parent's buffer types from the already rewritten op. Both orders must
// give the same IR, and the post-order output is mlir-opt-22's.
#include <functional>

#include "bufferize/bufferize.h"
#include "ir/verifier/verifier.h"
#include "scf_test_fixture.h"

namespace tbuf::bufferization::scf_testing {
namespace {

class ScfRewriteTest : public ScfModelTest {
 protected:
  /// One-Shot Bufferize as the pass runs it (analysis, copies, post-order rewrite).
  std::string bufferizePostOrder(std::string_view text) {
    parse(text);
    if (!module) return "<parse error>";
    BufferizationState state;
    if (failed(runOneShotBufferize(module.get(), options, state))) return "<failed>\n" + diagnostics;
    EXPECT_TRUE(succeeded(verify(module.get()))) << diagnostics;
    return printed();
  }

  /// The same decisions and copies, but ops rewritten parents first; the
  /// driver's bufferizeOp then only folds the to_buffer/to_tensor pairs.
  std::string bufferizePreOrder(std::string_view text) {
    parse(text);
    if (!module) return "<parse error>";
    BufferizationState state;
    if (failed(insertTensorCopies(module.get(), options, state))) return "<failed>\n" + diagnostics;
    std::vector<Operation *> worklist;
    module->walk<WalkOrder::PreOrder>([&](Operation *o) {
      if (getBufferizableInterface(o, options) && hasTensorSemantics(o)) worklist.push_back(o);
    });
    for (size_t i = 0; i < worklist.size(); ++i) {
      Operation *o = worklist[i];
      // Rewritten ops are erased; only ops still in the module are visited.
      bool alive = false;
      module->walk([&](Operation *x) { alive |= x == o; });
      if (!alive || !hasTensorSemantics(o)) continue;
      rewriter.setInsertionPoint(o);
      if (failed(model(o)->bufferize(o, rewriter, options, state))) return "<failed>\n" + diagnostics;
    }
    if (failed(bufferizeOp(module.get(), options, state))) return "<failed>\n" + diagnostics;
    EXPECT_TRUE(succeeded(verify(module.get()))) << diagnostics;
    return printed();
  }
};

constexpr std::string_view kLoopsAndBranches = R"mlir(
func.func @f(%t: tensor<8x16xf32>, %n: index, %f: f32, %c: i1, %k: index) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<5xf32>, tensor<4x4xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %t[1, 2] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %e) -> (tensor<4x4xf32>) {
    %x = tensor.insert %f into %a[%i, %i] : tensor<4x4xf32>
    scf.yield %x : tensor<4x4xf32>
  }
  %r2 = scf.if %c -> (tensor<4x4xf32>) {
    scf.yield %s : tensor<4x4xf32>
  } else {
    %x = tensor.insert %f into %r[%c0, %c0] : tensor<4x4xf32>
    scf.yield %x : tensor<4x4xf32>
  }
  %w0 = tensor.empty() : tensor<5xf32>
  %w = scf.while (%a = %w0) : (tensor<5xf32>) -> tensor<5xf32> {
    %v = tensor.extract %a[%k] : tensor<5xf32>
    %cond = arith.cmpf ogt, %v, %f : f32
    scf.condition(%cond) %a : tensor<5xf32>
  } do {
  ^bb0(%b: tensor<5xf32>):
    %x = tensor.insert %f into %b[%k] : tensor<5xf32>
    scf.yield %x : tensor<5xf32>
  }
  %x = scf.execute_region -> tensor<4x4xf32> {
    scf.yield %s : tensor<4x4xf32>
  }
  %o0 = tensor.empty() : tensor<8xf32>
  %o = scf.forall (%i) in (8) shared_outs(%out = %o0) -> (tensor<8xf32>) {
    %sl = tensor.extract_slice %out[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    %fill = linalg.fill ins(%f : f32) outs(%sl : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %out[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r, %r2, %w, %x, %o : tensor<4x4xf32>, tensor<4x4xf32>, tensor<5xf32>, tensor<4x4xf32>, tensor<8xf32>
}
)mlir";

TEST_F(ScfRewriteTest, PreOrderAndPostOrderRewritesAgree) {
  options.unknownTypeConversion = LayoutMapOption::IdentityLayoutMap;
  std::string post = bufferizePostOrder(kLoopsAndBranches);
  std::string pre = bufferizePreOrder(kLoopsAndBranches);
  EXPECT_EQ(pre, post);
  // Sanity: the scf ops now carry buffers (see the golden files for the
  // full text compared with mlir-opt-22).
  EXPECT_NE(post.find("scf.for %arg5 = %c0 to %arg1 step %c1 iter_args(%arg6 = %alloc) -> (memref<4x4xf32>)"),
            std::string::npos)
      << post;
  EXPECT_NE(post.find("scf.if %arg3 -> (memref<4x4xf32, strided<[?, ?], offset: ?>>)"), std::string::npos) << post;
  EXPECT_NE(post.find("scf.forall (%arg5) in (8) {"), std::string::npos) << post;
}

TEST_F(ScfRewriteTest, WhileWithSwappedTypesMatchesMlirOpt) {
  options.allowReturnAllocsFromLoops = true;
  constexpr std::string_view kWhile = R"mlir(
func.func @f(%t: tensor<5xf32>, %n: index, %f: f32) -> (index, tensor<5xf32>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %r:2 = scf.while (%k = %c0, %w = %t) : (index, tensor<5xf32>) -> (tensor<5xf32>, index) {
    %cond = arith.cmpi slt, %k, %n : index
    scf.condition(%cond) %w, %k : tensor<5xf32>, index
  } do {
  ^bb0(%b: tensor<5xf32>, %j: index):
    %i = tensor.insert %f into %b[%j] : tensor<5xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %i : index, tensor<5xf32>
  }
  return %r#1, %r#0 : index, tensor<5xf32>
}
)mlir";
  // mlir-opt-22 --one-shot-bufferize=allow-return-allocs-from-loops
  constexpr std::string_view kExpected = R"(module {
  func.func @f(%arg0: tensor<5xf32>, %arg1: index, %arg2: f32) -> (index, tensor<5xf32>) {
    %0 = bufferization.to_buffer %arg0 : tensor<5xf32> to memref<5xf32, strided<[?], offset: ?>>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
    memref.copy %0, %alloc : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
    %1:2 = scf.while (%arg3 = %c0, %arg4 = %alloc) : (index, memref<5xf32>) -> (memref<5xf32>, index) {
      %3 = arith.cmpi slt, %arg3, %arg1 : index
      %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
      memref.copy %arg4, %alloc_0 : memref<5xf32> to memref<5xf32>
      scf.condition(%3) %alloc_0, %arg3 : memref<5xf32>, index
    } do {
    ^bb0(%arg3: memref<5xf32>, %arg4: index):
      memref.store %arg2, %arg3[%arg4] : memref<5xf32>
      %3 = arith.addi %arg4, %c1 : index
      scf.yield %3, %arg3 : index, memref<5xf32>
    }
    %2 = bufferization.to_tensor %1#0 : memref<5xf32> to tensor<5xf32>
    return %1#1, %2 : index, tensor<5xf32>
  }
}
)";
  EXPECT_EQ(bufferizePostOrder(kWhile), kExpected);
  EXPECT_EQ(bufferizePreOrder(kWhile), kExpected);
}

}  // namespace
}  // namespace tbuf::bufferization::scf_testing
