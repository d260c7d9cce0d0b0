// The `eliminate-empty-tensors` pass (MLIR's EmptyTensorElimination pass):
// runs on any op (mlir-opt: the top-level module) and replaces the
// tensor.empty ops that end up inserted into a destination by extractions of
// that destination (eliminate_empty_tensors.h).
#include "bufferize/eliminate_empty_tensors.h"
#include "bufferize/passes.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"

namespace tbuf::bufferization {

namespace {

class EmptyTensorEliminationPass : public Pass {
 public:
  std::string_view getArgument() const override { return "eliminate-empty-tensors"; }
  std::string_view getName() const override { return "EmptyTensorElimination"; }
  std::string_view getDescription() const override { return "Try to eliminate all tensor.empty ops."; }

  LogicalResult runOnOperation(Operation *op) override {
    IRRewriter rewriter(op->getContext());
    return eliminateEmptyTensors(rewriter, op);
  }
};

}  // namespace

void registerEliminateEmptyTensorsPass() { registerPass<EmptyTensorEliminationPass>(); }

}  // namespace tbuf::bufferization
