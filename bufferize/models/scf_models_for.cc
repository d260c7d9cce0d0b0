// Bufferization model of scf.for (MLIR 22's ForOpInterface).
//
// Analysis: each tensor init_arg is written (the loop may write its
// iter_arg in place) and read if the loop may run zero times (the result is
// then the init_arg) or if the iter_arg is read in the body. It aliases the
// tied result; Equivalent (and definite) only when the yielded value is
// equivalent to the iter_arg, which verifyAnalysis requires unless
// allow-return-allocs-from-loops. The body's iter_args are always writable:
// either the init_arg is in place and the iter_arg is its buffer, or it is a
// private copy.
//
// Copies (resolveConflicts): a yielded value that may alias a buffer defined
// outside the loop (other than its own iter_arg) is replaced by a copy, so
// that a result only ever aliases its own init_arg.
//
// Rewrite: a new scf.for on the init_args' buffers (cast to the iter_args'
// buffer types), the old body merged in with `to_tensor` of the new
// iter_args; the yield is rewritten by its own model.
#include "bufferize/models/scf_models_internal.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/utils/dialect_utils.h"
#include "dialects/scf/scf_ops.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization::scf_models {
namespace {

/// Whether the loop may run zero times (bounds not both constant, or
/// ub <= lb), as MLIR's mayHaveZeroIterations.
bool mayHaveZeroIterations(scf::ForOp forOp) {
  std::optional<int64_t> lb = getConstantIntValue(forOp.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(forOp.getUpperBound());
  if (!lb || !ub) return true;
  return *ub <= *lb;
}

class ForOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *op, OpOperand &operand, const AnalysisState &state) const override {
    scf::ForOp forOp(op);
    // With zero iterations the result is the init_arg: read.
    if (mayHaveZeroIterations(forOp)) return true;
    // Otherwise the loop reads it only if a use of the iter_arg does.
    BlockArgument iterArg = forOp.getTiedLoopRegionIterArg(&operand);
    return iterArg && state.isValueRead(iterArg);
  }

  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override {
    // Tensor iter_args are always considered written.
    return true;
  }

  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand, const AnalysisState &state) const override {
    scf::ForOp forOp(op);
    OpResult result = forOp.getTiedLoopResult(&operand);
    if (!result) return {};
    BufferRelation relation = bufferRelation(forOp, result, state);
    return {{result, relation, /*isDefinite=*/relation == BufferRelation::Equivalent}};
  }

  /// MLIR's default: unranked tensor operands always bufferize in place.
  bool mustBufferizeInPlace(Operation *, OpOperand &operand, const AnalysisState &) const override {
    return operand.get().getType().isa<UnrankedTensorType>();
  }

  bool isWritable(Operation *, Value, const AnalysisState &) const override {
    // The iter_args are either the in-place init_arg buffers or private
    // copies: always writable from the body's point of view.
    return true;
  }

  /// (Yields copies of values aliasing outside buffers, see below.)
  bool mayResolveConflictsInPlace(Operation *) const override { return true; }

  LogicalResult resolveConflicts(Operation *op, RewriterBase &rewriter, const AnalysisState &analysisState,
                                 BufferizationState &bufferizationState) const override {
    if (failed(BufferizableOpInterface::resolveConflicts(op, rewriter, analysisState, bufferizationState)))
      return failure();
    if (analysisState.getOptions().copyBeforeWrite) return success();

    // A result may alias only its own init_arg (or a new buffer): yield a
    // copy of every value that may alias something defined outside.
    scf::ForOp forOp(op);
    scf::YieldOp yieldOp = forOp.getYieldOp();
    if (!yieldOp) return op->emitOpError() << "expected an scf.yield terminator";
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(yieldOp);
    absl::flat_hash_set<int64_t> indices = getTensorIndices(forOp.getInitArgs().vec());
    std::vector<Value> yieldValues;
    bool changed = false;
    for (unsigned i = 0; i < yieldOp->getNumOperands(); ++i) {
      Value value = yieldOp->getOperand(i);
      if (!indices.contains(i) || i >= forOp.getNumRegionIterArgs() ||
          doesNotAliasExternalValue(value, &forOp.getRegion(), {forOp.getRegionIterArg(i)}, analysisState)) {
        yieldValues.push_back(value);
        continue;
      }
      std::optional<Value> alloc = allocateTensorForShapedValue(rewriter, yieldOp->getLoc(), value,
                                                                analysisState.getOptions(), bufferizationState);
      if (!alloc) return failure();
      yieldValues.push_back(*alloc);
      changed = true;
    }
    if (changed)
      rewriter.modifyOpInPlace(yieldOp, [&] {
        for (unsigned i = 0; i < yieldValues.size(); ++i) yieldOp->setOperand(i, yieldValues[i]);
      });
    return success();
  }

  std::optional<BaseMemRefType> getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                                              const BufferizationState &state,
                                              std::vector<Value> &invocationStack) const override {
    scf::ForOp forOp(op);
    if (!value.getType().isa<TensorType>()) {
      op->emitOpError() << "expected a tensor value to compute its buffer type";
      return std::nullopt;
    }
    // A result has the buffer type of its iter_arg.
    if (auto result = value.dyn_cast<OpResult>()) {
      BlockArgument iterArg = forOp.getTiedLoopRegionIterArg(result);
      if (!iterArg) return std::nullopt;
      return bufferization::getBufferType(iterArg, options, state, invocationStack);
    }
    auto bbArg = value.cast<BlockArgument>();
    OpResult result = forOp.getTiedLoopResult(bbArg);
    scf::YieldOp yieldOp = forOp.getYieldOp();
    if (!result || !yieldOp || result.getResultNumber() >= yieldOp->getNumOperands()) {
      op->emitOpError() << "expected a yielded value for every iter_arg";
      return std::nullopt;
    }
    unsigned resultNum = result.getResultNumber();
    return computeLoopRegionIterArgBufferType(op, bbArg, forOp.getInitArgs()[resultNum],
                                              yieldOp->getOperand(resultNum), options, state, invocationStack);
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    scf::ForOp forOp(op);
    Block *oldLoopBody = forOp.getBody();
    absl::flat_hash_set<int64_t> indices = getTensorIndices(forOp.getInitArgs().vec());

    // The new memref init_args, cast to the iter_args' buffer types.
    std::optional<std::vector<Value>> initArgs = getBuffers(rewriter, forOp.getInitArgsMutable(), options, state);
    if (!initArgs) return failure();
    std::vector<Value> castedInitArgs;
    for (size_t i = 0; i < initArgs->size(); ++i) {
      Value result = op->getResult(i);
      if (!result.getType().isa<TensorType>()) {
        castedInitArgs.push_back((*initArgs)[i]);
        continue;
      }
      std::optional<BaseMemRefType> targetType = bufferization::getBufferType(result, options, state);
      if (!targetType) return failure();
      std::optional<Value> cast = castBuffer(rewriter, (*initArgs)[i], *targetType, op);
      if (!cast) return failure();
      castedInitArgs.push_back(*cast);
    }

    // A new scf.for on memrefs, with the attributes of the old one.
    auto newForOp = rewriter.create<scf::ForOp>(forOp->getLoc(), forOp.getLowerBound(), forOp.getUpperBound(),
                                                forOp.getStep(), ValueRange(castedInitArgs),
                                                /*bodyBuilder=*/nullptr, forOp.getUnsignedCmp());
    newForOp->setAttrs(forOp->getAttrDictionary());
    Block *loopBody = newForOp.getBody();
    if (!loopBody->empty()) rewriter.eraseOp(loopBody->getTerminator());

    // The old body uses tensors: wrap the new memref iter_args in to_tensor.
    rewriter.setInsertionPointToStart(loopBody);
    std::vector<Value> newIterArgs = newForOp.getRegionIterArgs();
    std::vector<Value> iterArgs =
        getBbArgReplacements(rewriter, newIterArgs, forOp.getRegionIterArgs(), indices);
    iterArgs.insert(iterArgs.begin(), newForOp.getInductionVar());
    rewriter.mergeBlocks(oldLoopBody, loopBody, iterArgs);

    std::vector<Value> results = newForOp->getResults().vec();
    replaceOpWithBufferizedValues(rewriter, op, results);
    return success();
  }

  /// Yielded values must be equivalent to their iter_args (otherwise a
  /// result would be a new allocation each iteration) unless
  /// allow-return-allocs-from-loops.
  LogicalResult verifyAnalysis(Operation *op, const AnalysisState &state) const override {
    if (state.getOptions().allowReturnAllocsFromLoops) return success();
    scf::ForOp forOp(op);
    scf::YieldOp yieldOp = forOp.getYieldOp();
    for (OpResult result : op->getResults()) {
      if (!result.getType().isa<TensorType>()) continue;
      // Overly strict (aliasing would do), as MLIR: no must-alias analysis.
      if (bufferRelation(forOp, result, state) != BufferRelation::Equivalent) {
        Operation *errorOp = yieldOp ? yieldOp.getOperation() : op;
        return errorOp->emitError() << "Yield operand #" << result.getResultNumber()
                                    << " is not equivalent to the corresponding iter bbArg";
      }
    }
    return success();
  }

 private:
  /// Results are equivalent to their init_args if the yielded value is
  /// equivalent to the iter_arg.
  static BufferRelation bufferRelation(scf::ForOp forOp, OpResult result, const AnalysisState &state) {
    BlockArgument iterArg = forOp.getTiedLoopRegionIterArg(result);
    OpOperand *yielded = iterArg ? forOp.getTiedLoopYieldedValue(iterArg) : nullptr;
    if (!yielded) return BufferRelation::Unknown;
    return state.areEquivalentBufferizedValues(iterArg, yielded->get()) ? BufferRelation::Equivalent
                                                                        : BufferRelation::Unknown;
  }
};

}  // namespace

void registerForModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>(scf::ForOp::getOperationName(), std::make_unique<ForOpModel>());
}

}  // namespace tbuf::bufferization::scf_models
