// BufferizableOpInterface models of the scf dialect (MLIR 22's
// SCF/Transforms/BufferizableOpInterfaceImpl.cpp): registration, the
// scf.yield model shared by every region op, and the loop/branch helpers of
// scf_models_internal.h. The op families live in scf_models_{for,while,if,
// forall}.cc.
//
// scf.yield is rewritten on its own: its tensor operands become buffers,
// cast to the buffer type of what they flow into (the parent's result for
// scf.for / scf.if / scf.index_switch, the "before" argument for scf.while).
#include "bufferize/bufferize_internal.h"
#include "bufferize/models/register.h"
#include "bufferize/models/scf_models_internal.h"
#include "bufferize/one_shot_analysis.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/scf/scf_ops.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization {
namespace scf_models {

// ---- helpers ---------------------------------------------------------------

absl::flat_hash_set<int64_t> getTensorIndices(ArrayRef<Value> values) {
  absl::flat_hash_set<int64_t> result;
  for (size_t i = 0; i < values.size(); ++i)
    if (values[i].getType().isa<TensorType>()) result.insert(static_cast<int64_t>(i));
  return result;
}

std::optional<Value> castBuffer(OpBuilder &b, Value buffer, Type type, Operation *errorOp) {
  // If the buffer already has the correct type, no cast is needed.
  if (buffer.getType() == type) return buffer;
  if (!type.isa<BaseMemRefType>() || !buffer.getType().isa<BaseMemRefType>() ||
      !memref::CastOp::areCastCompatible(buffer.getType(), type)) {
    errorOp->emitOpError() << "cannot cast buffer of type " << buffer.getType() << " to " << type;
    return std::nullopt;
  }
  return b.create<memref::CastOp>(buffer.getLoc(), type, buffer).getResult();
}

std::optional<std::vector<Value>> getBuffers(RewriterBase &rewriter, MutableArrayRef<OpOperand> operands,
                                             const BufferizationOptions &options, BufferizationState &state) {
  std::vector<Value> result;
  for (OpOperand &operand : operands) {
    if (!operand.get().getType().isa<TensorType>()) {
      result.push_back(operand.get());
      continue;
    }
    std::optional<Value> buffer = getBuffer(rewriter, operand.get(), options, state);
    if (!buffer) return std::nullopt;
    result.push_back(*buffer);
  }
  return result;
}

std::vector<Value> getBbArgReplacements(RewriterBase &rewriter, ArrayRef<Value> bbArgs, ArrayRef<Value> oldBbArgs,
                                        const absl::flat_hash_set<int64_t> &tensorIndices) {
  std::vector<Value> result;
  for (size_t i = 0; i < bbArgs.size(); ++i) {
    if (tensorIndices.contains(static_cast<int64_t>(i)))
      result.push_back(rewriter.create<ToTensorOp>(bbArgs[i].getLoc(), oldBbArgs[i].getType(), bbArgs[i]).getResult());
    else
      result.push_back(bbArgs[i]);
  }
  return result;
}

std::optional<BaseMemRefType> getBufferTypeOrOwn(Value value, const BufferizationOptions &options,
                                                 const BufferizationState &state,
                                                 std::vector<Value> &invocationStack) {
  if (auto bufferType = value.getType().dyn_cast<BaseMemRefType>()) return bufferType;
  return bufferization::getBufferType(value, options, state, invocationStack);
}

std::optional<BaseMemRefType> getBufferTypeOrOwn(Value value, const BufferizationOptions &options,
                                                 const BufferizationState &state) {
  std::vector<Value> invocationStack;
  return getBufferTypeOrOwn(value, options, state, invocationStack);
}

namespace {

std::optional<BaseMemRefType> computeIterArgBufferTypeUncached(Operation *loopOp, Value iterArg, Value initArg,
                                                                 Value yieldedValue,
                                                                 const BufferizationOptions &options,
                                                                 const BufferizationState &state,
                                                                 std::vector<Value> &invocationStack) {
  std::optional<BaseMemRefType> initArgBufferType = getBufferTypeOrOwn(initArg, options, state, invocationStack);
  if (!initArgBufferType) return std::nullopt;

  // Twice on the stack: the yielded value's type depends on this iter_arg's
  // type again. Take the init_arg's type; a mismatch found one level up then
  // promotes the type to a fully dynamic layout (no fixpoint iteration, as
  // in MLIR).
  BufferTypeCache::noteQuery(iterArg, 2, invocationStack);
  if (std::count(invocationStack.begin(), invocationStack.end(), iterArg) >= 2) return initArgBufferType;

  // Usually recurses into this iter_arg's buffer type.
  std::optional<BaseMemRefType> yieldedBufferType = getBufferTypeOrOwn(yieldedValue, options, state, invocationStack);
  if (!yieldedBufferType) return std::nullopt;

  if (*initArgBufferType == *yieldedBufferType) return yieldedBufferType;

  // The types differ in their layouts: promote to a fully dynamic layout.
  if (initArgBufferType->getMemorySpace() != yieldedBufferType->getMemorySpace()) {
    loopOp->emitOpError() << "init_arg and yielded value bufferize to inconsistent memory spaces";
    return std::nullopt;
  }
  return getMemRefTypeWithFullyDynamicLayout(iterArg.getType().cast<TensorType>(),
                                             yieldedBufferType->getMemorySpace());
}

}  // namespace

std::optional<BaseMemRefType> computeLoopRegionIterArgBufferType(Operation *loopOp, Value iterArg, Value initArg,
                                                                 Value yieldedValue,
                                                                 const BufferizationOptions &options,
                                                                 const BufferizationState &state,
                                                                 std::vector<Value> &invocationStack) {
  // Memoized: without it a loop nest costs time exponential in its depth
  // (see BufferTypeCache).
  return BufferTypeCache::getOrCompute(iterArg, invocationStack, [&] {
    return computeIterArgBufferTypeUncached(loopOp, iterArg, initArg, yieldedValue, options, state, invocationStack);
  });
}

std::optional<BaseMemRefType> joinBranchBufferTypes(Operation *op, TensorType resultType,
                                                    ArrayRef<BaseMemRefType> types,
                                                    std::string_view memorySpaceError) {
  if (types.empty()) return std::nullopt;
  BaseMemRefType result = types.front();
  for (size_t i = 1; i < types.size(); ++i) {
    // Best case: the same buffer type.
    if (types[i] == result) continue;
    if (types[i].getMemorySpace() != result.getMemorySpace()) {
      op->emitError() << memorySpaceError;
      return std::nullopt;
    }
    // Layouts differ: promote to a fully dynamic layout.
    result = getMemRefTypeWithFullyDynamicLayout(resultType, result.getMemorySpace());
  }
  return result;
}

bool doesNotAliasExternalValue(Value value, Region *region, ArrayRef<Value> exceptions, const AnalysisState &state) {
  const OneShotAnalysisState *oneShot = asOneShotAnalysisState(state);
  if (!oneShot) return false;
  bool result = true;
  oneShot->applyOnAliases(value, [&](Value alias) {
    if (std::find(exceptions.begin(), exceptions.end(), alias) != exceptions.end()) return;
    Region *aliasRegion = alias.getParentRegion();
    // Block arguments of `region` itself count as external.
    if (alias.isa<BlockArgument>() && !region->isProperAncestor(aliasRegion)) result = false;
    if (alias.isa<OpResult>() && !region->isAncestor(aliasRegion)) result = false;
  });
  return result;
}

// ---- scf.yield ---------------------------------------------------------------

namespace {

/// scf.yield: read, never written, always in place (a copy inside the block
/// would be yielded as a new allocation). Its operands alias the results of
/// scf.if and scf.index_switch (maybe: one region of several runs) and
/// scf.execute_region (definitely); loop yields alias nothing in the
/// analysis: the loop models relate iter args and results themselves.
/// Rewritten by itself: yields buffers.
///
/// Deliberate deviation from MLIR 22: its YieldOpInterface lists only
/// scf.if and scf.execute_region, so the result of an scf.index_switch is
/// in no alias set with what the cases yield. A write through the result
/// then neither conflicts with later reads of the yielded tensor nor sees
/// that it may be read-only (a constant, a read-only argument): both are
/// miscompiled. The index_switch model already lists the yields as the
/// result's aliasing operands (for the use-def walks); this is the other
/// direction, as for scf.if.
class YieldOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return true; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }

  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand, const AnalysisState &) const override {
    Operation *parent = op->getParentOp();
    if (!parent || operand.getOperandNumber() >= parent->getNumResults()) return {};
    if (isa<scf::IfOp>(parent) || isa<scf::IndexSwitchOp>(parent))
      return {{parent->getResult(operand.getOperandNumber()), BufferRelation::Equivalent, /*isDefinite=*/false}};
    if (isa<scf::ExecuteRegionOp>(parent))
      return {{parent->getResult(operand.getOperandNumber()), BufferRelation::Equivalent, /*isDefinite=*/true}};
    return {};
  }

  bool mustBufferizeInPlace(Operation *, OpOperand &, const AnalysisState &) const override { return true; }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    Operation *parent = op->getParentOp();
    if (!parent || !(isa<scf::ExecuteRegionOp>(parent) || isa<scf::IfOp>(parent) ||
                     isa<scf::IndexSwitchOp>(parent) || isa<scf::ForOp>(parent) || isa<scf::WhileOp>(parent)))
      return op->emitError() << "unsupported scf::YieldOp parent";

    std::vector<Value> newResults;
    for (unsigned i = 0; i < op->getNumOperands(); ++i) {
      Value value = op->getOperand(i);
      if (!value.getType().isa<TensorType>()) {
        newResults.push_back(value);
        continue;
      }
      std::optional<Value> buffer = getBuffer(rewriter, value, options, state);
      if (!buffer) return failure();
      // The buffer may have to be cast to the type of what it flows into.
      Value target;
      if (isa<scf::ForOp>(parent) || isa<scf::IfOp>(parent) || isa<scf::IndexSwitchOp>(parent)) {
        if (i < parent->getNumResults()) target = parent->getResult(i);
      } else if (auto whileOp = tbuf::dyn_cast<scf::WhileOp>(parent)) {
        if (i < whileOp.getBeforeBody()->getNumArguments()) target = whileOp.getBeforeBody()->getArgument(i);
      }
      if (target) {
        std::optional<BaseMemRefType> targetType = getBufferTypeOrOwn(target, options, state);
        if (!targetType) return failure();
        std::optional<Value> cast = castBuffer(rewriter, *buffer, *targetType, op);
        if (!cast) return failure();
        buffer = cast;
      }
      newResults.push_back(*buffer);
    }
    replaceOpWithNewBufferizedOp<scf::YieldOp>(rewriter, op, ValueRange(newResults));
    return success();
  }
};

}  // namespace
}  // namespace scf_models

void registerScfBufferizableModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>(scf::YieldOp::getOperationName(),
                                               std::make_unique<scf_models::YieldOpModel>());
  scf_models::registerForModels(ctx);
  scf_models::registerWhileModels(ctx);
  scf_models::registerIfModels(ctx);
  scf_models::registerForallModels(ctx);
}

}  // namespace tbuf::bufferization
