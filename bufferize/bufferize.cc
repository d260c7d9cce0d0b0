// The bufferization rewrite driver (MLIR 22's Bufferize.cpp: bufferizeOp and
// runOneShotBufferize).
//
// bufferizeOp collects every allowed op with tensor semantics in post-order
// (as MLIR 22: siblings top to bottom, so each op sees the precise buffer
// types of its operands; nested ops before the op holding them) and calls
// its BufferizableOpInterface::bufferize. A listener on the rewriter keeps the worklist in sync: erased ops are skipped, newly created
// ops with tensor semantics are appended, new to_buffer ops are remembered
// and memory allocations are counted (num-buffer-alloc). Afterwards every
// `to_buffer(to_tensor(%m))` pair is folded (foldToBufferToTensorPair, with a
// memref.cast or an alloc + copy when the types differ), dead to_tensor ops
// are erased, and any op that still has tensor semantics is reported as
// "op was not bufferized" unless allow-unknown-ops.
#include "bufferize/bufferize.h"

#include <optional>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "analysis/op_walk.h"
#include "bufferize/bufferize_internal.h"
#include "bufferize/one_shot_module_bufferize.h"
#include "bufferize/one_shot_module_func_state.h"
#include "bufferize/op_factory.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/memref/memref_ops.h"
#include "ir/diagnostics.h"
#include "ir/pointer_map.h"
#include "ir/rewriter.h"
#include "ir/scratch.h"
#include "transforms/side_effects.h"

namespace tbuf::bufferization {

namespace {

/// What the driver tracks while ops are rewritten.
struct DriverState {
  /// Ops still to bufferize (appended to while rewriting).
  std::vector<Operation *> worklist;
  /// to_buffer ops in creation order (those not erased since have the
  /// status LiveToBuffer).
  std::vector<Operation *> toBufferOps;
  /// to_tensor ops that existed or were created (some may be erased since):
  /// the candidates for the final dead-to_tensor cleanup, without walking
  /// the op again.
  std::vector<Operation *> toTensorOps;
  /// Ops that existed or were created so far (moves are not creations) and
  /// ops erased since (not created again at the same address): one map, so
  /// that each notification costs one lookup. A to_buffer op that was not
  /// erased is LiveToBuffer.
  /// (A PointerMap: asked once or twice for every op of every function.)
  enum class OpStatus : uint8_t { Known, LiveToBuffer, Erased };
  PointerMap<Operation, OpStatus> ops;
  bool isErased(Operation *op) const {
    const OpStatus *status = ops.find(op);
    return status && *status == OpStatus::Erased;
  }
  bool isLiveToBuffer(Operation *op) const {
    const OpStatus *status = ops.find(op);
    return status && *status == OpStatus::LiveToBuffer;
  }
  /// (For ir/scratch.h: bufferizeOp runs once per function of a module and
  /// reuses the containers' storage.)
  void clear() {
    worklist.clear();
    toBufferOps.clear();
    toTensorOps.clear();
    ops.clear();
  }
};

/// An IRRewriter that is its own listener (MLIR's BufferizationRewriter).
class BufferizationRewriter : public IRRewriter, public RewriterBase::Listener {
 public:
  BufferizationRewriter(Context *ctx, DriverState &state, const BufferizationOptions &options,
                        BufferizationStatistics *statistics)
      : IRRewriter(ctx), state_(state), options_(options), statistics_(statistics) {
    setRewriteListener(this);
  }

 protected:
  void notifyOperationErased(Operation *op) override { state_.ops[op] = DriverState::OpStatus::Erased; }

  void notifyOperationInserted(Operation *op) override {
    // Moves of existing ops report an insertion too; only new ops count.
    auto [status, inserted] = state_.ops.tryEmplace(op, DriverState::OpStatus::Known);
    if (!inserted) {
      if (*status != DriverState::OpStatus::Erased) return;
      *status = DriverState::OpStatus::Known;
    }

    // (to_buffer and to_tensor never allocate: no effect query for them.)
    if (isa<ToBufferOp>(op)) {
      *status = DriverState::OpStatus::LiveToBuffer;
      state_.toBufferOps.push_back(op);
      return;
    }
    if (isa<ToTensorOp>(op)) {
      state_.toTensorOps.push_back(op);
      return;
    }
    if (statistics_ && hasEffect(op, EffectKind::Allocate)) ++statistics_->numBufferAlloc;
    if (!hasTensorSemantics(op)) return;
    if (!options_.isOpAllowed(op)) return;
    state_.worklist.push_back(op);
  }

 private:
  DriverState &state_;
  const BufferizationOptions &options_;
  BufferizationStatistics *statistics_;
};

/// Ops whose models accept regions with several blocks (MLIR's
/// supportsUnstructuredControlFlow() == true: func.func and
/// scf.execute_region).
bool supportsUnstructuredControlFlow(Operation *op) {
  std::string_view name = op->getName();
  return name == "func.func" || name == "scf.execute_region";
}

}  // namespace

LogicalResult foldToBufferToTensorPair(RewriterBase &rewriter, Operation *toBufferOp,
                                       const BufferizationOptions &options) {
  auto toBuffer = dyn_cast<ToBufferOp>(toBufferOp);
  if (!toBuffer) return failure();
  auto toTensor = dyn_cast_or_null<ToTensorOp>(toBuffer.getTensor().getDefiningOp());
  if (!toTensor) return failure();

  Value buffer = toTensor.getBuffer();
  Type srcType = buffer.getType();
  Type destType = toBuffer.getBuffer().getType();

  // Same type: the buffer itself.
  if (srcType == destType) {
    rewriter.replaceOp(toBufferOp, {buffer});
    return success();
  }

  auto rankedSrc = srcType.dyn_cast<MemRefType>();
  auto rankedDest = destType.dyn_cast<MemRefType>();
  // Ranked -> ranked: a cast when it always succeeds, else a copy.
  if (rankedSrc && rankedDest) {
    rewriter.setInsertionPoint(toBufferOp);
    std::optional<Value> replacement = castOrReallocMemRefValue(rewriter, buffer, rankedDest, options);
    if (!replacement) return failure();
    rewriter.replaceOp(toBufferOp, {*replacement});
    return success();
  }
  // Unranked -> ranked would need a copy; not supported (as MLIR).
  if (!rankedSrc && rankedDest) return failure();

  // Ranked or unranked -> unranked: a cast.
  rewriter.setInsertionPoint(toBufferOp);
  Value cast = createCast(rewriter, toBufferOp->getLoc(), destType, buffer);
  rewriter.replaceOp(toBufferOp, {cast});
  return success();
}

LogicalResult bufferizeOp(Operation *op, const BufferizationOptions &options, BufferizationState &bufferizationState,
                          BufferizationStatistics *statistics) {
  if (options.copyBeforeWrite) {
    // No analysis: every written operand reads a private copy.
    AnalysisState state(options);
    if (failed(insertTensorCopies(op, state, bufferizationState))) return failure();
  }

  // Direct creation of the bridging and memref ops (op_factory.h), unless
  // the caller (module bufferization) already opened a scope.
  std::optional<OpFactoryScope> factoryScope;
  if (!OpFactoryScope::current(op->getContext())) factoryScope.emplace(op->getContext());

  struct DriverTag;
  Scratch<DriverState, DriverTag> driverScratch;
  DriverState &driver = driverScratch.get();
  struct ExistingTag;
  ScratchVector<Operation *, ExistingTag> existingScratch;
  std::vector<Operation *> &existing = existingScratch.get();
  walkOps(op, [&](Operation *nested) { existing.push_back(nested); });
  for (Operation *nested : existing) {
    bool toBuffer = isa<ToBufferOp>(nested);
    driver.ops.tryEmplace(nested, toBuffer ? DriverState::OpStatus::LiveToBuffer : DriverState::OpStatus::Known);
    if (toBuffer) driver.toBufferOps.push_back(nested);
    if (isa<ToTensorOp>(nested)) driver.toTensorOps.push_back(nested);
    if (options.isOpAllowed(nested) && hasTensorSemantics(nested)) driver.worklist.push_back(nested);
  }
  std::vector<Operation *> &worklist = driver.worklist;
  BufferizationRewriter rewriter(op->getContext(), driver, options, statistics);
  // Models may fold bridges themselves (BufferizationState::
  // bridgesFoldedByDriver) while this driver runs.
  struct BridgeFlag {
    BufferizationState &state;
    bool previous;
    ~BridgeFlag() { state.bridgesFoldedByDriver = previous; }
  } bridgeFlag{bufferizationState, bufferizationState.bridgesFoldedByDriver};
  bufferizationState.bridgesFoldedByDriver = true;

  for (size_t i = 0; i < worklist.size(); ++i) {
    Operation *nextOp = worklist[i];
    if (driver.isErased(nextOp)) continue;
    const BufferizableOpInterface *iface = getBufferizableInterface(nextOp, options);
    if (!iface) continue;
    // Ops updated in place may have lost their tensors already.
    if (!hasTensorSemantics(nextOp)) continue;
    if (nextOp->getNumRegions() != 0 && !supportsUnstructuredControlFlow(nextOp))
      for (Region &region : nextOp->getRegions())
        if (region.getNumBlocks() > 1)
          return nextOp->emitOpError() << "op or BufferizableOpInterface implementation does not support "
                                          "unstructured control flow, but at least one region has multiple blocks";
    rewriter.setInsertionPoint(nextOp);
    if (failed(iface->bufferize(nextOp, rewriter, options, bufferizationState)))
      return nextOp->emitError() << "failed to bufferize op";
  }

  // The top-level op itself may be gone.
  if (driver.isErased(op)) return success();

  // Fold to_buffer(to_tensor(%m)) pairs. The list may grow while folding
  // (nothing folds into a new to_buffer, but keep indices stable).
  for (size_t i = 0; i < driver.toBufferOps.size(); ++i) {
    Operation *toBuffer = driver.toBufferOps[i];
    if (!driver.isLiveToBuffer(toBuffer)) continue;
    rewriter.setInsertionPoint(toBuffer);
    (void)foldToBufferToTensorPair(rewriter, toBuffer, options);
  }

  // Erase the to_tensor ops in `op` nobody reads any more. Every to_tensor
  // in `op` existed before or was created since, so the list of those has
  // them all; an entry may be erased by now, or its address reused by
  // another op. (Erasing one does not make another one dead: to_tensor
  // reads a buffer.)
  for (Operation *toTensor : driver.toTensorOps)
    if (!driver.isErased(toTensor) && isa<ToTensorOp>(toTensor) && toTensor->use_empty() &&
        op->isAncestor(toTensor))
      rewriter.eraseOp(toTensor);

  if (options.allowUnknownOps) return success();

  for (Operation *candidate : worklist) {
    if (driver.isErased(candidate)) continue;
    if (!hasTensorSemantics(candidate)) continue;
    if (!options.isOpAllowed(candidate)) continue;
    // Unused ops without side effects fold away.
    if (candidate->use_empty() && isMemoryEffectFree(candidate)) continue;
    if (isa<ToTensorOp>(candidate) || isa<ToBufferOp>(candidate)) continue;
    return candidate->emitError() << "op was not bufferized";
  }
  return success();
}

LogicalResult runOneShotBufferize(Operation *op, const BufferizationOptions &options,
                                  BufferizationState &bufferizationState, BufferizationStatistics *statistics) {
  if (options.copyBeforeWrite && options.testAnalysisOnly)
    return op->emitOpError() << "invalid combination of bufferization flags: copy-before-write and "
                                "test-analysis-only";
  // MLIR would analyse the module but bufferize it op by op; the module
  // driver is what function boundaries need.
  if (options.bufferizeFunctionBoundaries)
    return runOneShotModuleBufferize(op, options, bufferizationState, statistics);
  if (!options.copyBeforeWrite) {
    // One-Shot analysis, then explicit copies where it decided "out of
    // place"; with test-analysis-only the IR was annotated instead.
    if (failed(insertTensorCopies(op, options, bufferizationState, statistics))) return failure();
    if (options.testAnalysisOnly) return success();
  }
  return bufferizeOp(op, options, bufferizationState, statistics);
}

}  // namespace tbuf::bufferization
