// The `empty-tensor-to-alloc-tensor` pass (MLIR 22's
// EmptyTensorToAllocTensorPass): rewrites every `tensor.empty(%d)` into
// `bufferization.alloc_tensor(%d)` with the greedy pattern driver, which,
// as in mlir-opt, also folds and erases dead ops on the way. Runs on any op
// (mlir-opt nests it anywhere, e.g. `func.func(empty-tensor-to-alloc-tensor)`).
#include "bufferize/passes.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/tensor/tensor_ops.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"
#include "transforms/greedy_rewrite.h"

namespace tbuf::bufferization {

namespace {

/// tensor.empty -> bufferization.alloc_tensor with the same dynamic sizes.
LogicalResult emptyTensorToAllocTensor(Operation *op, RewriterBase &rewriter) {
  tensor::EmptyOp empty(op);
  std::vector<Value> dynamicSizes = empty.getDynamicSizes().vec();
  rewriter.replaceOpWithNewOp<AllocTensorOp>(op, empty.getType(), ValueRange(dynamicSizes));
  return success();
}

class EmptyTensorToAllocTensorPass : public Pass {
 public:
  std::string_view getArgument() const override { return "empty-tensor-to-alloc-tensor"; }
  std::string_view getName() const override { return "EmptyTensorToAllocTensorPass"; }
  std::string_view getDescription() const override { return "Replace all empty ops by alloc_tensor ops."; }

  LogicalResult runOnOperation(Operation *op) override {
    PatternSet patterns;
    patterns.add(tensor::EmptyOp::getOperationName(), emptyTensorToAllocTensor, 1, "EmptyTensorLoweringPattern");
    // Like mlir-opt, non-convergence is not an error here.
    (void)applyPatternsGreedily(op, patterns);
    return success();
  }
};

}  // namespace

void registerEmptyTensorToAllocTensorPass() { registerPass<EmptyTensorToAllocTensorPass>(); }

}  // namespace tbuf::bufferization
