// Bufferization models of the branching scf ops (MLIR 22's IfOpInterface,
// IndexSwitchOpInterface and ExecuteRegionOpInterface).
//
// These ops have no tensor operands; a tensor result is yielded from inside
// the regions. For the analysis's use-def walks, result #i aliases operand
// #i of each region's scf.yield: Equivalent but not definite for scf.if /
// scf.index_switch (only one branch runs), Equivalent and definite for the
// single scf.yield of scf.execute_region.
//
// Buffer types: equal branch types are kept; branches whose layouts differ
// are joined to the fully dynamic layout (each yield then casts its buffer
// to it, see the scf.yield model); different memory spaces are an error.
//
// Rewrite: a new op with buffer result types takes over the regions.
//
// scf.execute_region may hold several blocks (unstructured control flow,
// as MLIR supports): a tensor argument of a later block may alias every
// operand branches forward to it (Unknown, maybe), its buffer type joins the
// forwarded operands' types, and the rewrite gives it that type
// (bufferizeBlockSignature), the branches forwarding buffers.
#include <algorithm>

#include "bufferize/models/func_models_internal.h"
#include "bufferize/models/scf_models_internal.h"
#include "bufferize/one_shot_module_func_state.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/scf/scf_ops.h"
#include "ir/control_flow_interfaces.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization::scf_models {
namespace {

/// The tensor result's buffer type from the values yielded by `yields`
/// (already buffers if those yields were rewritten first).
std::optional<BaseMemRefType> getJoinedYieldBufferType(Operation *op, OpResult result,
                                                       ArrayRef<Operation *> yields,
                                                       const BufferizationOptions &options,
                                                       const BufferizationState &state,
                                                       std::vector<Value> &invocationStack,
                                                       std::string_view memorySpaceError) {
  std::vector<BaseMemRefType> types;
  unsigned n = result.getResultNumber();
  for (Operation *yield : yields) {
    if (!yield || n >= yield->getNumOperands()) {
      op->emitOpError() << "expected every region to yield result #" << n;
      return std::nullopt;
    }
    std::optional<BaseMemRefType> type = getBufferTypeOrOwn(yield->getOperand(n), options, state, invocationStack);
    if (!type) return std::nullopt;
    types.push_back(*type);
  }
  return joinBranchBufferTypes(op, result.getType().cast<TensorType>(), types, memorySpaceError);
}

/// Buffer types of all results of `op` (non-tensor types kept).
std::optional<std::vector<Type>> getResultBufferTypes(Operation *op, const BufferizationOptions &options,
                                                      const BufferizationState &state) {
  std::vector<Type> types;
  for (OpResult result : op->getResults()) {
    if (!result.getType().isa<TensorType>()) {
      types.push_back(result.getType());
      continue;
    }
    std::optional<BaseMemRefType> type = bufferization::getBufferType(result, options, state);
    if (!type) return std::nullopt;
    types.push_back(*type);
  }
  return types;
}

/// Shared analysis answers: no tensor operands, so nothing to read, write
/// or alias from the operand side.
class NoTensorOperandModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }
};

// ---- scf.if -------------------------------------------------------------------

class IfOpModel : public NoTensorOperandModel {
 public:
  AliasingOpOperandList getAliasingOpOperands(Operation *op, Value value, const AnalysisState &) const override {
    auto result = value.dyn_cast<OpResult>();
    if (!result) return {};
    scf::IfOp ifOp(op);
    unsigned n = result.getResultNumber();
    AliasingOpOperandList list;
    for (scf::YieldOp yield : {ifOp.thenYield(), ifOp.elseYield()})
      if (yield && n < yield->getNumOperands())
        list.push_back({&yield->getOpOperand(n), BufferRelation::Equivalent, /*isDefinite=*/false});
    return list;
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    OpBuilder::InsertionGuard guard(rewriter);
    scf::IfOp ifOp(op);
    if (!ifOp.thenBlock() || !ifOp.elseBlock()) return op->emitOpError() << "expected then and else blocks";
    std::optional<std::vector<Type>> newTypes = getResultBufferTypes(op, options, state);
    if (!newTypes) return failure();

    rewriter.setInsertionPoint(op);
    auto newIfOp = rewriter.create<scf::IfOp>(op->getLoc(), ArrayRef<Type>(*newTypes), ifOp.getCondition(),
                                              /*withElseRegion=*/true);
    // Remove the builder's terminators (if any), then move the blocks over.
    for (Block *block : {newIfOp.thenBlock(), newIfOp.elseBlock()})
      if (!block->empty()) rewriter.eraseOp(block->getTerminator());
    rewriter.mergeBlocks(ifOp.thenBlock(), newIfOp.thenBlock());
    rewriter.mergeBlocks(ifOp.elseBlock(), newIfOp.elseBlock());

    std::vector<Value> results = newIfOp->getResults().vec();
    replaceOpWithBufferizedValues(rewriter, op, results);
    return success();
  }

  std::optional<BaseMemRefType> getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                                              const BufferizationState &state,
                                              std::vector<Value> &invocationStack) const override {
    auto result = value.dyn_cast<OpResult>();
    if (!result || !value.getType().isa<TensorType>()) {
      op->emitOpError() << "expected a tensor result to compute its buffer type";
      return std::nullopt;
    }
    scf::IfOp ifOp(op);
    std::vector<Operation *> yields = {ifOp.thenYield(), ifOp.elseYield()};
    return getJoinedYieldBufferType(op, result, yields, options, state, invocationStack,
                                    "inconsistent memory space on then/else branches");
  }
};

// ---- scf.index_switch ------------------------------------------------------------

std::vector<Operation *> getSwitchYields(scf::IndexSwitchOp switchOp) {
  // MLIR's order: the cases, then the default region.
  std::vector<Operation *> yields;
  auto yieldOf = [](Region &region) -> Operation * {
    if (region.empty() || region.front().empty()) return nullptr;
    return tbuf::dyn_cast<scf::YieldOp>(region.front().getTerminator());
  };
  for (unsigned i = 0; i < switchOp.getNumCases(); ++i) yields.push_back(yieldOf(switchOp.getCaseRegion(i)));
  yields.push_back(yieldOf(switchOp.getDefaultRegion()));
  return yields;
}

class IndexSwitchOpModel : public NoTensorOperandModel {
 public:
  AliasingOpOperandList getAliasingOpOperands(Operation *op, Value value, const AnalysisState &) const override {
    auto result = value.dyn_cast<OpResult>();
    if (!result) return {};
    unsigned n = result.getResultNumber();
    AliasingOpOperandList list;
    for (Operation *yield : getSwitchYields(scf::IndexSwitchOp(op)))
      if (yield && n < yield->getNumOperands())
        list.push_back({&yield->getOpOperand(n), BufferRelation::Equivalent, /*isDefinite=*/false});
    return list;
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    OpBuilder::InsertionGuard guard(rewriter);
    scf::IndexSwitchOp switchOp(op);
    std::optional<std::vector<Type>> newTypes = getResultBufferTypes(op, options, state);
    if (!newTypes) return failure();
    rewriter.setInsertionPoint(op);
    std::vector<int64_t> cases(switchOp.getCases().begin(), switchOp.getCases().end());
    auto newSwitchOp =
        rewriter.create<scf::IndexSwitchOp>(op->getLoc(), ArrayRef<Type>(*newTypes), switchOp.getArg(), cases);
    for (unsigned i = 0; i < op->getNumRegions(); ++i)
      rewriter.inlineRegionBefore(op->getRegion(i), newSwitchOp->getRegion(i), nullptr);
    std::vector<Value> results = newSwitchOp->getResults().vec();
    replaceOpWithBufferizedValues(rewriter, op, results);
    return success();
  }

  std::optional<BaseMemRefType> getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                                              const BufferizationState &state,
                                              std::vector<Value> &invocationStack) const override {
    auto result = value.dyn_cast<OpResult>();
    if (!result || !value.getType().isa<TensorType>()) {
      op->emitOpError() << "expected a tensor result to compute its buffer type";
      return std::nullopt;
    }
    // MLIR starts from the default region, then joins the cases.
    std::vector<Operation *> yields = getSwitchYields(scf::IndexSwitchOp(op));
    std::rotate(yields.begin(), yields.end() - 1, yields.end());
    return getJoinedYieldBufferType(op, result, yields, options, state, invocationStack,
                                    "inconsistent memory space on switch cases");
  }
};

// ---- scf.execute_region -----------------------------------------------------------

/// The unique scf.yield of the region (null if there are several or none).
scf::YieldOp getUniqueYieldOp(scf::ExecuteRegionOp executeRegionOp) {
  scf::YieldOp result;
  for (Block &block : executeRegionOp.getRegion()) {
    if (block.empty()) continue;
    if (auto yieldOp = tbuf::dyn_cast<scf::YieldOp>(block.getTerminator())) {
      if (result) return scf::YieldOp();
      result = yieldOp;
    }
  }
  return result;
}

class ExecuteRegionOpModel : public NoTensorOperandModel {
 public:
  bool isWritable(Operation *, Value, const AnalysisState &) const override { return true; }

  LogicalResult verifyAnalysis(Operation *op, const AnalysisState &) const override {
    // scf.execute_region with several yields is not supported (as MLIR).
    if (!getUniqueYieldOp(scf::ExecuteRegionOp(op)))
      return op->emitOpError() << "op without unique scf.yield is not supported";
    return success();
  }

  AliasingOpOperandList getAliasingOpOperands(Operation *op, Value value, const AnalysisState &) const override {
    // Arguments of non-entry blocks may alias what branches forward to them
    // (MLIR's getAliasingBranchOpOperands).
    if (auto bbArg = value.dyn_cast<BlockArgument>()) {
      if (bbArg.getOwner()->isEntryBlock()) return {};
      AliasingOpOperandList list;
      for (OpOperand *operand : getCallerOpOperands(bbArg))
        list.push_back({operand, BufferRelation::Unknown, /*isDefinite=*/false});
      return list;
    }
    auto result = value.dyn_cast<OpResult>();
    if (!result) return {};
    // Without a unique yield, verifyAnalysis fails.
    scf::YieldOp yieldOp = getUniqueYieldOp(scf::ExecuteRegionOp(op));
    if (!yieldOp || result.getResultNumber() >= yieldOp->getNumOperands()) return {};
    return {{&yieldOp->getOpOperand(result.getResultNumber()), BufferRelation::Equivalent, /*isDefinite=*/true}};
  }

  /// Results: the yielded value's buffer type (default). Arguments of
  /// later blocks: the common buffer type of the forwarded operands, fully
  /// dynamic if they differ (MLIR's unstructured control flow model).
  std::optional<BaseMemRefType> getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                                              const BufferizationState &state,
                                              std::vector<Value> &invocationStack) const override {
    auto bbArg = value.dyn_cast<BlockArgument>();
    if (!bbArg) return BufferizableOpInterface::getBufferType(op, value, options, state, invocationStack);
    return getBlockArgumentBufferType(op, bbArg, options, state, invocationStack);
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    scf::ExecuteRegionOp executeRegionOp(op);
    scf::YieldOp yieldOp = getUniqueYieldOp(executeRegionOp);
    if (!yieldOp) return op->emitOpError() << "op without unique scf.yield is not supported";
    // Result types: those of the yielded buffers (the yield may have been
    // rewritten already), else the results' buffer types.
    std::vector<Type> newTypes;
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      Type yielded = i < yieldOp->getNumOperands() ? yieldOp->getOperand(i).getType() : Type();
      if (!op->getResult(i).getType().isa<TensorType>() || (yielded && yielded.isa<BaseMemRefType>())) {
        newTypes.push_back(op->getResult(i).getType().isa<TensorType>() ? yielded : op->getResult(i).getType());
        continue;
      }
      std::optional<BaseMemRefType> type = bufferization::getBufferType(op->getResult(i), options, state);
      if (!type) return failure();
      newTypes.push_back(*type);
    }

    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(op);
    auto newOp = rewriter.create<scf::ExecuteRegionOp>(op->getLoc(), ArrayRef<Type>(newTypes),
                                                       executeRegionOp.getNoInline());
    newOp.getRegion().takeBody(executeRegionOp.getRegion());

    // Tensor arguments of later blocks become buffers; branches into them
    // forward buffers (MLIR's unstructured control flow support).
    std::vector<Block *> blocks;
    for (Block &block : newOp.getRegion()) blocks.push_back(&block);
    for (Block *block : blocks)
      if (failed(bufferizeBlockSignature(block, rewriter, options, state))) return failure();

    // Users still expect tensors.
    rewriter.setInsertionPointAfter(newOp);
    std::vector<Value> newResults;
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      Type type = op->getResult(i).getType();
      if (type.isa<TensorType>())
        newResults.push_back(rewriter.create<ToTensorOp>(op->getLoc(), type, newOp->getResult(i)).getResult());
      else
        newResults.push_back(newOp->getResult(i));
    }
    rewriter.replaceOp(op, newResults);
    return success();
  }
};

}  // namespace

void registerIfModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>(scf::IfOp::getOperationName(), std::make_unique<IfOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(scf::IndexSwitchOp::getOperationName(),
                                               std::make_unique<IndexSwitchOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(scf::ExecuteRegionOp::getOperationName(),
                                               std::make_unique<ExecuteRegionOpModel>());
}

}  // namespace tbuf::bufferization::scf_models
