// BufferizableOpInterface models of the branch ops (MLIR 22's
// ControlFlow/Transforms/BufferizableOpInterfaceImpl.cpp on top of
// BranchOpBufferizableOpInterfaceExternalModel): cf.br and cf.cond_br
// neither read nor write their forwarded tensors; each forwarded operand is
// (maybe) equivalent to the block argument it lands in. They are rewritten
// together with the signature of the block they branch to
// (bufferizeBlockSignature, run by the region owner such as func.func), so
// bufferize() does nothing.
#include "bufferize/analysis_state.h"
#include "bufferize/bufferizable_op_interface.h"
#include "bufferize/models/func_models_internal.h"
#include "ir/control_flow_interfaces.h"

namespace tbuf::bufferization {

namespace {

class BranchOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }

  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand, const AnalysisState &) const override {
    AliasingValueList result;
    const auto *branch = op->getInterface<BranchOpInterface>();
    if (!branch) return result;
    for (unsigned s = 0; s < op->getNumSuccessors(); ++s) {
      Block *block = op->getSuccessor(s);
      std::vector<OpOperand *> forwarded = branch->getSuccessorOperands(op, s);
      for (size_t k = 0; k < forwarded.size() && k < block->getNumArguments(); ++k)
        if (forwarded[k] == &operand)
          result.push_back({block->getArgument(k), BufferRelation::Equivalent, /*isDefinite=*/false});
    }
    return result;
  }

  LogicalResult bufferize(Operation *, RewriterBase &, const BufferizationOptions &,
                          BufferizationState &) const override {
    // The operands are bufferized together with the successor's signature.
    return success();
  }
};

}  // namespace

void registerBranchBufferizableModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>("cf.br", std::make_unique<BranchOpModel>());
  ctx.attachInterface<BufferizableOpInterface>("cf.cond_br", std::make_unique<BranchOpModel>());
}

}  // namespace tbuf::bufferization
