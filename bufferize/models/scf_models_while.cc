// Bufferization models of scf.while and scf.condition (MLIR 22's
// WhileOpInterface / ConditionOpInterface).
//
// Analysis: every tensor init is read and written; init #i aliases result #i
// (when the types match), Equivalent and definite only if both loop-carried
// edges keep the buffer: the scf.condition operand is equivalent to the
// "before" argument and the "after" yield operand to the "after" argument.
// verifyAnalysis requires both unless allow-return-allocs-from-loops (with
// MLIR's messages). Region arguments are always writable (in-place init or
// private copy). scf.condition operands are read and always in place.
//
// Copies (resolveConflicts): condition operands whose edges are not both
// equivalent are replaced by copies, as MLIR does (the "after" yield is
// left alone).
//
// Rewrite: a new scf.while whose "before" arguments have the buffer types
// of the old ones (inits cast where needed) and whose results / "after"
// arguments have the buffer types of the condition operands; both blocks
// are merged in with `to_tensor` of the new arguments.
#include "bufferize/models/scf_models_internal.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/scf/scf_ops.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization::scf_models {
namespace {

/// Indices i where bbArgs[i] and yielded[i] are tensors with equivalent
/// buffers (MLIR's getEquivalentBuffers).
absl::flat_hash_set<int64_t> getEquivalentBuffers(ArrayRef<Value> bbArgs, ArrayRef<Value> yielded,
                                                  const AnalysisState &state) {
  absl::flat_hash_set<int64_t> result;
  size_t n = std::min(bbArgs.size(), yielded.size());
  for (size_t i = 0; i < n; ++i) {
    if (!bbArgs[i].getType().isa<TensorType>() || !yielded[i].getType().isa<TensorType>()) continue;
    if (state.areEquivalentBufferizedValues(bbArgs[i], yielded[i])) result.insert(static_cast<int64_t>(i));
  }
  return result;
}

class WhileOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return true; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return true; }

  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand, const AnalysisState &state) const override {
    unsigned idx = operand.getOperandNumber();
    // Inits and results may differ in number and types; only the result at
    // the same index can alias.
    if (idx >= op->getNumResults() || operand.get().getType() != op->getResult(idx).getType()) return {};
    OpResult result = op->getResult(idx);
    BufferRelation relation = bufferRelation(scf::WhileOp(op), result, state);
    return {{result, relation, /*isDefinite=*/relation == BufferRelation::Equivalent}};
  }

  /// MLIR's default: unranked tensor operands always bufferize in place.
  bool mustBufferizeInPlace(Operation *, OpOperand &operand, const AnalysisState &) const override {
    return operand.get().getType().isa<UnrankedTensorType>();
  }

  bool isWritable(Operation *, Value, const AnalysisState &) const override { return true; }

  /// (Yields copies on loop-carried edges that are not equivalent.)
  bool mayResolveConflictsInPlace(Operation *) const override { return true; }

  LogicalResult resolveConflicts(Operation *op, RewriterBase &rewriter, const AnalysisState &analysisState,
                                 BufferizationState &bufferizationState) const override {
    if (failed(BufferizableOpInterface::resolveConflicts(op, rewriter, analysisState, bufferizationState)))
      return failure();
    if (analysisState.getOptions().copyBeforeWrite) return success();

    // Result #i may alias only init #i: yield a copy from the "before"
    // region unless both loop-carried edges are equivalent.
    scf::WhileOp whileOp(op);
    scf::ConditionOp conditionOp = whileOp.getConditionOp();
    scf::YieldOp yieldOp = whileOp.getYieldOp();
    if (!conditionOp || !yieldOp) return op->emitOpError() << "expected scf.condition and scf.yield terminators";
    std::vector<Value> conditionArgs = conditionOp.getArgs().vec();
    absl::flat_hash_set<int64_t> equivalentBefore =
        getEquivalentBuffers(whileOp.getBeforeArguments(), conditionArgs, analysisState);
    absl::flat_hash_set<int64_t> equivalentAfter =
        getEquivalentBuffers(whileOp.getAfterArguments(), yieldOp.getResults().vec(), analysisState);

    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(conditionOp);
    std::vector<Value> newArgs;
    bool changed = false;
    for (size_t i = 0; i < conditionArgs.size(); ++i) {
      Value value = conditionArgs[i];
      int64_t idx = static_cast<int64_t>(i);
      if (!value.getType().isa<TensorType>() || (equivalentAfter.contains(idx) && equivalentBefore.contains(idx))) {
        newArgs.push_back(value);
        continue;
      }
      std::optional<Value> alloc = allocateTensorForShapedValue(rewriter, conditionOp->getLoc(), value,
                                                                analysisState.getOptions(), bufferizationState);
      if (!alloc) return failure();
      newArgs.push_back(*alloc);
      changed = true;
    }
    if (changed)
      rewriter.modifyOpInPlace(conditionOp, [&] {
        for (size_t i = 0; i < newArgs.size(); ++i) conditionOp->setOperand(i + 1, newArgs[i]);
      });
    return success();
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    scf::WhileOp whileOp(op);
    std::vector<Value> oldBeforeArgs = whileOp.getBeforeArguments();
    std::vector<Value> oldAfterArgs = whileOp.getAfterArguments();
    // The regions may have different arguments.
    absl::flat_hash_set<int64_t> indicesBefore = getTensorIndices(whileOp.getInits().vec());
    absl::flat_hash_set<int64_t> indicesAfter = getTensorIndices(oldAfterArgs);

    std::optional<std::vector<Value>> initArgs = getBuffers(rewriter, op->getOpOperands(), options, state);
    if (!initArgs) return failure();
    std::vector<Value> castedInitArgs;
    for (size_t i = 0; i < initArgs->size(); ++i) {
      if (i >= oldBeforeArgs.size() || !oldBeforeArgs[i].getType().isa<TensorType>()) {
        castedInitArgs.push_back((*initArgs)[i]);
        continue;
      }
      std::optional<BaseMemRefType> targetType = bufferization::getBufferType(oldBeforeArgs[i], options, state);
      if (!targetType) return failure();
      std::optional<Value> cast = castBuffer(rewriter, (*initArgs)[i], *targetType, op);
      if (!cast) return failure();
      castedInitArgs.push_back(*cast);
    }

    // Results have the types of the "after" arguments.
    std::vector<Type> afterTypes;
    for (Value bbArg : oldAfterArgs) {
      if (!bbArg.getType().isa<TensorType>()) {
        afterTypes.push_back(bbArg.getType());
        continue;
      }
      std::optional<BaseMemRefType> type = bufferization::getBufferType(bbArg, options, state);
      if (!type) return failure();
      afterTypes.push_back(*type);
    }

    // The builder creates both blocks with their arguments.
    auto newWhileOp = rewriter.create<scf::WhileOp>(whileOp->getLoc(), ArrayRef<Type>(afterTypes),
                                                    ValueRange(castedInitArgs), nullptr, nullptr);
    Block *newBeforeBody = newWhileOp.getBeforeBody();
    Block *newAfterBody = newWhileOp.getAfterBody();

    rewriter.setInsertionPointToStart(newBeforeBody);
    std::vector<Value> newBeforeArgs =
        getBbArgReplacements(rewriter, newWhileOp.getBeforeArguments(), oldBeforeArgs, indicesBefore);
    rewriter.mergeBlocks(whileOp.getBeforeBody(), newBeforeBody, newBeforeArgs);

    rewriter.setInsertionPointToStart(newAfterBody);
    std::vector<Value> newAfterArgs =
        getBbArgReplacements(rewriter, newWhileOp.getAfterArguments(), oldAfterArgs, indicesAfter);
    rewriter.mergeBlocks(whileOp.getAfterBody(), newAfterBody, newAfterArgs);

    std::vector<Value> results = newWhileOp->getResults().vec();
    replaceOpWithBufferizedValues(rewriter, op, results);
    return success();
  }

  std::optional<BaseMemRefType> getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                                              const BufferizationState &state,
                                              std::vector<Value> &invocationStack) const override {
    scf::WhileOp whileOp(op);
    if (!value.getType().isa<TensorType>()) {
      op->emitOpError() << "expected a tensor value to compute its buffer type";
      return std::nullopt;
    }
    // Case 1: a "before" argument is a loop-carried value: init, yield.
    if (auto bbArg = value.dyn_cast<BlockArgument>()) {
      if (bbArg.getOwner()->getParent() == &whileOp.getBefore()) {
        unsigned n = bbArg.getArgNumber();
        scf::YieldOp yieldOp = whileOp.getYieldOp();
        if (n >= op->getNumOperands() || !yieldOp || n >= yieldOp->getNumOperands()) {
          op->emitOpError() << "expected an init and a yielded value for every \"before\" argument";
          return std::nullopt;
        }
        return computeLoopRegionIterArgBufferType(op, bbArg, op->getOperand(n), yieldOp->getOperand(n), options,
                                                  state, invocationStack);
      }
    }
    // Case 2: a result or "after" argument has the type of the condition
    // operand forwarded to it.
    unsigned resultNum;
    if (auto result = value.dyn_cast<OpResult>())
      resultNum = result.getResultNumber();
    else
      resultNum = value.cast<BlockArgument>().getArgNumber();
    scf::ConditionOp conditionOp = whileOp.getConditionOp();
    if (!conditionOp || resultNum >= conditionOp.getArgs().size()) {
      op->emitOpError() << "expected a condition operand for every result";
      return std::nullopt;
    }
    return getBufferTypeOrOwn(conditionOp.getArgs()[resultNum], options, state, invocationStack);
  }

  /// Both loop-carried edges must keep the buffer (MLIR's messages) unless
  /// allow-return-allocs-from-loops.
  LogicalResult verifyAnalysis(Operation *op, const AnalysisState &state) const override {
    if (state.getOptions().allowReturnAllocsFromLoops) return success();
    scf::WhileOp whileOp(op);
    if (scf::ConditionOp conditionOp = whileOp.getConditionOp()) {
      Block *block = conditionOp->getBlock();
      OperandRange args = conditionOp.getArgs();
      for (size_t i = 0; i < args.size(); ++i) {
        if (!args[i].getType().isa<TensorType>()) continue;
        if (i >= block->getNumArguments() || !state.areEquivalentBufferizedValues(args[i], block->getArgument(i)))
          return conditionOp->emitError() << "Condition arg #" << i
                                          << " is not equivalent to the corresponding iter bbArg";
      }
    }
    if (scf::YieldOp yieldOp = whileOp.getYieldOp()) {
      Block *block = yieldOp->getBlock();
      for (unsigned i = 0; i < yieldOp->getNumOperands(); ++i) {
        Value v = yieldOp->getOperand(i);
        if (!v.getType().isa<TensorType>()) continue;
        if (i >= block->getNumArguments() || !state.areEquivalentBufferizedValues(v, block->getArgument(i)))
          return yieldOp->emitError() << "Yield operand #" << i
                                      << " is not equivalent to the corresponding iter bbArg";
      }
    }
    return success();
  }

 private:
  /// Result #i is equivalent to init #i if the condition operand is
  /// equivalent to "before" argument #i and the yield operand to "after"
  /// argument #i.
  static BufferRelation bufferRelation(scf::WhileOp whileOp, OpResult result, const AnalysisState &state) {
    unsigned n = result.getResultNumber();
    std::vector<Value> beforeArgs = whileOp.getBeforeArguments();
    if (n >= beforeArgs.size() || result.getType() != beforeArgs[n].getType()) return BufferRelation::Unknown;
    scf::ConditionOp conditionOp = whileOp.getConditionOp();
    scf::YieldOp yieldOp = whileOp.getYieldOp();
    std::vector<Value> afterArgs = whileOp.getAfterArguments();
    if (!conditionOp || !yieldOp || n >= conditionOp.getArgs().size() || n >= afterArgs.size() ||
        n >= yieldOp->getNumOperands())
      return BufferRelation::Unknown;
    bool equivCondition = state.areEquivalentBufferizedValues(beforeArgs[n], conditionOp.getArgs()[n]);
    bool equivYield = state.areEquivalentBufferizedValues(afterArgs[n], yieldOp->getOperand(n));
    return equivCondition && equivYield ? BufferRelation::Equivalent : BufferRelation::Unknown;
  }
};

/// scf.condition: operands are read, not written, alias nothing and are
/// always in place (no copies inside the "before" block). Rewritten by
/// itself: passes buffers, cast to the "after" arguments' buffer types.
class ConditionOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return true; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }
  bool mustBufferizeInPlace(Operation *, OpOperand &, const AnalysisState &) const override { return true; }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    scf::ConditionOp conditionOp(op);
    auto whileOp = tbuf::dyn_cast<scf::WhileOp>(op->getParentOp());
    if (!whileOp) return op->emitOpError() << "expected an scf.while parent";
    std::vector<Value> afterArgs = whileOp.getAfterArguments();
    std::vector<Value> newArgs;
    OperandRange args = conditionOp.getArgs();
    for (size_t i = 0; i < args.size(); ++i) {
      Value value = args[i];
      if (!value.getType().isa<TensorType>()) {
        newArgs.push_back(value);
        continue;
      }
      std::optional<Value> buffer = getBuffer(rewriter, value, options, state);
      if (!buffer) return failure();
      if (i >= afterArgs.size()) return op->emitOpError() << "expected an \"after\" argument for every operand";
      std::optional<BaseMemRefType> resultType = getBufferTypeOrOwn(afterArgs[i], options, state);
      if (!resultType) return failure();
      std::optional<Value> cast = castBuffer(rewriter, *buffer, *resultType, op);
      if (!cast) return failure();
      newArgs.push_back(*cast);
    }
    replaceOpWithNewBufferizedOp<scf::ConditionOp>(rewriter, op, conditionOp.getCondition(), ValueRange(newArgs));
    return success();
  }
};

}  // namespace

void registerWhileModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>(scf::WhileOp::getOperationName(), std::make_unique<WhileOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(scf::ConditionOp::getOperationName(),
                                               std::make_unique<ConditionOpModel>());
}

}  // namespace tbuf::bufferization::scf_models
