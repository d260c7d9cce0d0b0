// BufferizableOpInterface models of the branch ops (MLIR 22's
// ControlFlow/Transforms/BufferizableOpInterfaceImpl.cpp on top of
// BranchOpBufferizableOpInterfaceExternalModel): cf.br and cf.cond_br
// neither read nor write their forwarded tensors; each forwarded operand is
// (maybe) equivalent to the block argument it lands in. They are rewritten
// together with the signature of the block they branch to
// (bufferizeBlockSignature, run by the region owner such as func.func), so
// bufferize() does nothing.
//
// Also getCallerOpOperands and getBlockArgumentBufferType, shared by the
// models whose regions may hold several blocks (func.func,
// scf.execute_region): MLIR's OpWithUnstructuredControlFlow model.
#include <algorithm>

#include "bufferize/analysis_state.h"
#include "bufferize/bufferizable_op_interface.h"
#include "bufferize/bufferize_internal.h"
#include "bufferize/models/func_models_internal.h"
#include "ir/control_flow_interfaces.h"
#include "ir/diagnostics.h"

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

std::vector<OpOperand *> getCallerOpOperands(BlockArgument bbArg) {
  std::vector<OpOperand *> result;
  Block *block = bbArg.getOwner();
  std::vector<Operation *> callers;
  for (BlockOperand *use = block->getFirstUse(); use; use = use->getNextUse())
    if (std::find(callers.begin(), callers.end(), use->getOwner()) == callers.end()) callers.push_back(use->getOwner());
  for (Operation *caller : callers) {
    const auto *branch = caller->getInterface<BranchOpInterface>();
    if (!branch) continue;
    for (unsigned s = 0; s < caller->getNumSuccessors(); ++s) {
      if (caller->getSuccessor(s) != block) continue;
      std::vector<OpOperand *> forwarded = branch->getSuccessorOperands(caller, s);
      if (bbArg.getArgNumber() < forwarded.size()) result.push_back(forwarded[bbArg.getArgNumber()]);
    }
  }
  return result;
}

std::optional<BaseMemRefType> getBlockArgumentBufferType(Operation *op, BlockArgument bbArg,
                                                         const BufferizationOptions &options,
                                                         const BufferizationState &state,
                                                         std::vector<Value> &invocationStack) {
  auto tensorType = bbArg.getType().dyn_cast<TensorType>();
  if (!tensorType) {
    op->emitOpError() << "expected a tensor value to compute its buffer type";
    return std::nullopt;
  }
  std::optional<BaseMemRefType> bufferType;
  for (OpOperand *operand : getCallerOpOperands(bbArg)) {
    Value forwarded = operand->get();
    // Already being computed (a cycle through the CFG): skip.
    BufferTypeCache::noteQuery(forwarded, 1, invocationStack);
    if (std::find(invocationStack.begin(), invocationStack.end(), forwarded) != invocationStack.end()) continue;
    std::optional<BaseMemRefType> callerType;
    if (auto memrefType = forwarded.getType().dyn_cast<BaseMemRefType>())
      callerType = memrefType;  // the branch was already rewritten
    else
      callerType = bufferization::getBufferType(forwarded, options, state, invocationStack);
    if (!callerType) return std::nullopt;
    if (!bufferType) {
      bufferType = callerType;
      continue;
    }
    if (Type(*bufferType) == Type(*callerType)) continue;
    if (bufferType->getMemorySpace() != callerType->getMemorySpace()) {
      op->emitOpError() << "incoming operands of block argument have inconsistent memory spaces";
      return std::nullopt;
    }
    bufferType = getMemRefTypeWithFullyDynamicLayout(tensorType, bufferType->getMemorySpace());
  }
  if (!bufferType) {
    op->emitOpError() << "could not infer buffer type of block argument";
    return std::nullopt;
  }
  return bufferType;
}

void registerBranchBufferizableModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>("cf.br", std::make_unique<BranchOpModel>());
  ctx.attachInterface<BufferizableOpInterface>("cf.cond_br", std::make_unique<BranchOpModel>());
}

}  // namespace tbuf::bufferization
