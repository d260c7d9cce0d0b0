// The One-Shot in-place analysis driver (MLIR 22's OneShotAnalysisState::
// analyzeOp and bufferization::analyzeOp): orders the ops by the analysis
// heuristic (bottom-up, top-down, bottom-up-from-terminators, fuzzer),
// decides every tensor OpOperand greedily (in place unless that writes a
// non-writable buffer or creates a read-after-write conflict), runs the
// equivalence analysis of region ops, checks the pre-bufferization
// assumptions with mlir-opt's error messages, gathers undefined tensor
// uses, calls verifyAnalysis and fills the statistics.
#include <algorithm>
#include <random>

#include "analysis/op_walk.h"
#include "bufferize/one_shot_analysis_impl.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "ir/control_flow_interfaces.h"
#include "ir/diagnostics.h"
#include "ir/scratch.h"

namespace tbuf::bufferization {

namespace {

bool isTensor(Value v) { return v.getType().isa<TensorType>(); }

/// MLIR's hasTensorSemantics (function ops: tensor arguments or results).
bool hasTensorSemanticsForAnalysis(Operation *op) {
  if (op->getName() == "func.func") {
    auto type = op->getAttrOfType<TypeAttr>("function_type");
    if (auto fnType = type ? type.getValue().dyn_cast<FunctionType>() : FunctionType()) {
      for (Type t : fnType.getInputs())
        if (t.isa<TensorType>()) return true;
      for (Type t : fnType.getResults())
        if (t.isa<TensorType>()) return true;
    }
    return false;
  }
  for (Value v : op->getResults())
    if (isTensor(v)) return true;
  for (Value v : op->getOperands())
    if (isTensor(v)) return true;
  return false;
}

/// Region terminators that forward values (MLIR's
/// RegionBranchTerminatorOpInterface, which every ReturnLike op has).
bool isRegionTerminator(Operation *op) {
  return op->getInterface<RegionBranchTerminatorOpInterface>() || op->hasTrait(OpTrait::ReturnLike);
}

/// Post-order walk with reversed iteration (MLIR's
/// walk<PostOrder, ReverseIterator>).
template <typename Fn> void walkPostOrderReverse(Operation *op, Fn &fn) {
  MutableArrayRef<Region> regions = op->getRegions();
  for (size_t r = regions.size(); r-- > 0;) {
    std::vector<Block *> blocks;
    for (Block &b : regions[r]) blocks.push_back(&b);
    for (auto bit = blocks.rbegin(); bit != blocks.rend(); ++bit) {
      std::vector<Operation *> ops;
      for (Operation &o : **bit) ops.push_back(&o);
      for (auto oit = ops.rbegin(); oit != ops.rend(); ++oit) walkPostOrderReverse(*oit, fn);
    }
  }
  fn(op);
}

std::vector<Operation *> bottomUpFromTerminatorsHeuristic(Operation *root, const OneShotAnalysisState &state) {
  std::vector<Operation *> traversed;
  absl::flat_hash_set<Operation *> seen;
  auto insert = [&](Operation *op) {
    if (!seen.insert(op).second) return false;
    traversed.push_back(op);
    return true;
  };
  walkOps(root, [&](Operation *term) {
    if (!isRegionTerminator(term)) return;
    if (!insert(term)) return;
    // Follow the reverse use-def chains of the yielded tensors as long as
    // they stay in the terminator's region.
    std::vector<OpResult> worklist;
    for (Value v : term->getOperands())
      if (isTensor(v))
        if (auto result = v.dyn_cast<OpResult>()) worklist.push_back(result);
    while (!worklist.empty()) {
      OpResult result = worklist.back();
      worklist.pop_back();
      Operation *defOp = result.getOwner();
      if (!insert(defOp)) continue;
      if (!findAncestorOpInRegion(term->getParentRegion(), defOp)) continue;
      for (const AliasingOpOperand &alias : state.getAliasingOpOperands(result)) {
        Value v = alias.opOperand->get();
        if (!isTensor(v)) continue;
        if (auto r = v.dyn_cast<OpResult>()) worklist.push_back(r);
      }
    }
  });
  // Then every remaining op, bottom-up.
  auto rest = [&](Operation *op) {
    if (!seen.contains(op) && hasTensorSemanticsForAnalysis(op)) traversed.push_back(op);
  };
  walkPostOrderReverse(root, rest);
  return traversed;
}

bool hasTensorResult(Operation *op) {
  for (Value v : op->getResults())
    if (isTensor(v)) return true;
  return false;
}

/// Unites the equivalence classes of results with their in-place,
/// Equivalent aliasing operands (nested ops first). `postOrderOps`: the ops
/// of the analysed op in post-order.
void equivalenceAnalysis(ArrayRef<Operation *> postOrderOps, OneShotAnalysisState &state) {
  for (Operation *op : postOrderOps) {
    if (!hasTensorResult(op)) continue;
    const BufferizableOpInterface *iface = getBufferizableInterface(op, state.getOptions());
    if (!iface) continue;
    for (OpResult result : op->getResults()) {
      if (!isTensor(result)) continue;
      AliasingOpOperandList aliases = state.getAliasingOpOperands(result);
      if (aliases.empty()) continue;
      Value firstOperand = aliases.front().opOperand->get();
      bool allEquivalent = true;
      for (const AliasingOpOperand &alias : aliases) {
        bool isEquiv = alias.relation == BufferRelation::Equivalent;
        bool inPlace = state.isInPlace(*alias.opOperand);
        Value operand = alias.opOperand->get();
        if (isEquiv && inPlace && alias.isDefinite) {
          // A definite, equivalent alias: there is only one.
          state.unionEquivalenceClasses(result, operand);
          allEquivalent = false;
          break;
        }
        if (!isEquiv || !inPlace) allEquivalent = false;
        if (!state.areEquivalentBufferizedValues(operand, firstOperand)) allEquivalent = false;
      }
      // All "maybe" aliases equivalent (e.g. arith.select of equivalent
      // tensors) and no new allocation: the result is equivalent too.
      if (allEquivalent && !iface->bufferizesToAllocation(op, result))
        state.unionEquivalenceClasses(result, firstOperand);
    }
  }
}

/// MLIR's BufferizableOpInterface::supportsUnstructuredControlFlow (not in
/// our interface): true for func.func and scf.execute_region.
bool supportsUnstructuredControlFlow(Operation *op) {
  return op->getName() == "func.func" || op->getName() == "scf.execute_region";
}

/// An scf.yield of an scf.if or scf.index_switch (not a loop: a loop's
/// yield feeds the next iteration, and an allocation per iteration is what
/// allow-return-allocs-from-loops guards).
bool isBranchYield(Operation *op) {
  if (op->getName() != "scf.yield" || !op->getParentOp()) return false;
  std::string_view parent = op->getParentOp()->getName();
  return parent == "scf.if" || parent == "scf.index_switch";
}

/// A branch-yield operand that can be released: in place (forced) and of a
/// ranked tensor type (only those can be copied).
bool isReleasableBranchYield(const OneShotAnalysisState &state, OpOperand &operand) {
  return isBranchYield(operand.getOwner()) && operand.get().getType().isa<RankedTensorType>() &&
         state.isInPlace(operand);
}

/// An in-place operand of a branch yield that uses a value of the alias set
/// of `operand` or of a value it would alias in place, or null.
/// O(aliases x their uses).
OpOperand *findForcedBranchYield(const OneShotAnalysisState &state, OpOperand &operand) {
  OpOperand *found = nullptr;
  auto visit = [&](Value v) {
    state.applyOnAliases(v, [&](Value alias) {
      for (OpOperand &use : alias.getUses())
        if (!found && isReleasableBranchYield(state, use)) found = &use;
    });
  };
  visit(operand.get());
  for (const AliasingValue &a : state.getAliasingValues(operand)) visit(a.value);
  return found;
}

/// `postOrderOps`: the ops of the analysed op in post-order (the order of
/// MLIR's two walks).
LogicalResult checkPreBufferizationAssumptions(ArrayRef<Operation *> postOrderOps, OneShotAnalysisState &state) {
  const BufferizationOptions &options = state.getOptions();
  for (Operation *op : postOrderOps) {
    if (op->getNumRegions() == 0 || !getBufferizableInterface(op, options)) continue;
    if (!supportsUnstructuredControlFlow(op))
      for (Region &r : op->getRegions()) {
        if (!r.empty() && !r.hasOneBlock()) {
          op->emitOpError() << "op or BufferizableOpInterface implementation does not support unstructured "
                               "control flow, but at least one region has multiple blocks";
          return failure();
        }
      }
  }

  OneShotAnalysisState::Impl &impl = state.impl();
  impl.operandFacts.clear();
  impl.factsStart.assign(postOrderOps.size(), -1);
  auto check = [&](size_t opIndex) -> WalkResult {
    Operation *op = postOrderOps[opIndex];
    if (!getBufferizableInterface(op, options)) return WalkResult::advance();
    if (auto toTensor = tbuf::dyn_cast<ToTensorOp>(op))
      if (!toTensor.getRestrict() && !op->getResult(0).use_empty()) {
        op->emitOpError() << "to_tensor ops without `restrict` are not supported by One-Shot Analysis";
        return WalkResult::interrupt();
      }
    bool branchYield = isBranchYield(op);
    impl.factsStart[opIndex] = static_cast<int32_t>(impl.operandFacts.size());
    for (OpOperand &operand : op->getOpOperands()) {
      if (!isTensor(operand.get())) continue;
      // Recorded for every tensor operand, for the decisions to reuse.
      size_t factsIndex = impl.operandFacts.size();
      impl.operandFacts.emplace_back();
      impl.computeOperandAliases(operand, impl.operandFacts[factsIndex]);
      const OperandAliases &facts = impl.operandFacts[factsIndex];
      // A released branch yield is decided by the analysis.
      if (branchYield && !state.isInPlace(operand)) continue;
      if (impl.wouldCreateReadAfterWriteInterference(operand, /*checkConsistencyOnly=*/true, facts)) {
        // The conflict may come from a branch yield joining this operand's
        // alias set with another: release it rather than fail.
        if ((impl.yieldToRelease = findForcedBranchYield(state, operand))) return WalkResult::interrupt();
        op->emitOpError() << "not bufferizable under the given constraints: cannot avoid RaW conflict";
        return WalkResult::interrupt();
      }
      if (state.isInPlace(operand) &&
          impl.wouldCreateWriteToNonWritableBuffer(operand, /*checkConsistencyOnly=*/true, facts)) {
        op->emitOpError() << "not bufferizable under the given constraints: would write to read-only buffer";
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  };
  for (size_t i = 0; i < postOrderOps.size(); ++i)
    if (check(i).wasInterrupted()) return failure();
  return success();
}

}  // namespace

void OneShotAnalysisState::setReferenceMode(bool enabled) { impl_->referenceMode = enabled; }

LogicalResult OneShotAnalysisState::analyzeSingleOp(Operation *op) { return impl_->analyzeSingleOp(op, nullptr); }

LogicalResult OneShotAnalysisState::Impl::analyzeSingleOp(Operation *op, const OperandAliases *recorded) {
  OperandAliases computed;
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isTensor(operand.get())) continue;
    // The aliases and ids all three steps below need, once (or as the
    // pre-bufferization checks recorded them).
    const OperandAliases *facts = recorded ? recorded++ : &computed;
    if (facts == &computed) computeOperandAliases(operand, computed);
    bool nonWritable = wouldCreateWriteToNonWritableBuffer(operand, /*checkConsistencyOnly=*/false, *facts);
    bool interference =
        nonWritable || wouldCreateReadAfterWriteInterference(operand, /*checkConsistencyOnly=*/false, *facts);
    if (interference)
      state.bufferizeOutOfPlace(operand);
    else
      bufferizeInPlace(operand, *facts);
    if (recorder) recorder->operandDecided(state, operand, !interference, nonWritable, /*forced=*/false);
  }
  return success();
}

LogicalResult OneShotAnalysisState::analyzeOp(Operation *op) {
  std::vector<Operation *> postOrderOps;
  walkOps(op, [&](Operation *nested) { postOrderOps.push_back(nested); });
  return impl_->analyzeOps(op, postOrderOps);
}

LogicalResult OneShotAnalysisState::Impl::analyzeOps(Operation *op, ArrayRef<Operation *> postOrderOps,
                                                     bool useFacts) {
  AnalysisHeuristic heuristic = state.getOptions().analysisHeuristic;
  struct Tag;
  ScratchVector<Operation *, Tag> scratch;
  std::vector<Operation *> &orderedOps = scratch.get();
  // The recorded operand facts of each op of orderedOps (bottom-up and
  // top-down only: there orderedOps is postOrderOps filtered, maybe
  // reversed).
  struct FactsTag;
  ScratchVector<const OperandAliases *, FactsTag> factsScratch;
  std::vector<const OperandAliases *> &orderedFacts = factsScratch.get();
  bool withFacts = useFacts && (heuristic == AnalysisHeuristic::BottomUp || heuristic == AnalysisHeuristic::TopDown) &&
                   factsStart.size() == postOrderOps.size();
  if (heuristic == AnalysisHeuristic::BottomUpFromTerminators) {
    orderedOps = bottomUpFromTerminatorsHeuristic(op, state);
  } else {
    for (size_t i = 0; i < postOrderOps.size(); ++i) {
      Operation *nested = postOrderOps[i];
      if (!hasTensorSemanticsForAnalysis(nested)) continue;
      orderedOps.push_back(nested);
      if (withFacts) orderedFacts.push_back(factsStart[i] < 0 ? nullptr : &operandFacts[factsStart[i]]);
    }
    switch (heuristic) {
      case AnalysisHeuristic::BottomUp:
        std::reverse(orderedOps.begin(), orderedOps.end());
        std::reverse(orderedFacts.begin(), orderedFacts.end());
        break;
      case AnalysisHeuristic::TopDown:
        break;
      case AnalysisHeuristic::Fuzzer: {
        // Same generator and shuffle as MLIR (std::mt19937 + llvm::shuffle),
        // so a seed gives mlir-opt's order for the same op list.
        std::mt19937 g(state.getOptions().analysisFuzzerSeed);
        auto first = orderedOps.begin();
        for (auto size = orderedOps.end() - first; size > 1; ++first, --size) {
          auto offset = static_cast<std::ptrdiff_t>(g() % static_cast<uint64_t>(size));
          if (offset != 0) std::iter_swap(first, first + offset);
        }
        break;
      }
      case AnalysisHeuristic::BottomUpFromTerminators:
        break;
    }
  }
  for (size_t i = 0; i < orderedOps.size(); ++i)
    if (failed(analyzeSingleOp(orderedOps[i], withFacts ? orderedFacts[i] : nullptr))) return failure();
  equivalenceAnalysis(postOrderOps, state);
  return success();
}

LogicalResult analyzeOp(Operation *op, OneShotAnalysisState &state, BufferizationStatistics *statistics) {
  struct Tag;
  ScratchVector<Operation *, Tag> scratch;
  std::vector<Operation *> &postOrderOps = scratch.get();
  walkOps(op, [&](Operation *nested) { postOrderOps.push_back(nested); });
  return analyzeOpWithOps(op, postOrderOps, state, statistics);
}

LogicalResult analyzeOpWithOps(Operation *op, ArrayRef<Operation *> postOrderOps, OneShotAnalysisState &state,
                               BufferizationStatistics *statistics) {
  const BufferizationOptions &options = state.getOptions();
  // Fresh dominance for this op, as MLIR's DominanceInfo(op).
  state.impl().domInfo.invalidate();
  // Program-order facts for `op` (the IR does not change until the end).
  state.beginAnalysisScope(op);
  struct ScopeGuard {
    OneShotAnalysisState &state;
    ~ScopeGuard() { state.endAnalysisScope(); }
  } scopeGuard{state};
  // Every step below visits the same ops in post-order (the analysis adds
  // at most attributes): one list instead of one walk per step.
  if (failed(checkPreBufferizationAssumptions(postOrderOps, state))) return failure();
  if (failed(state.impl().analyzeOps(op, postOrderOps, /*useFacts=*/true))) return failure();
  if (statistics) {
    statistics->numTensorInPlace = state.getStatNumTensorInPlace();
    statistics->numTensorOutOfPlace = state.getStatNumTensorOutOfPlace();
  }
  state.impl().gatherUndefinedTensorUses(postOrderOps);
  bool failedAnalysis = false;
  for (Operation *nested : postOrderOps)
    if (const BufferizableOpInterface *iface = getBufferizableInterface(nested, options))
      failedAnalysis |= failed(iface->verifyAnalysis(nested, state));
  if (DecisionRecorder *recorder = state.impl().recorder) recorder->analysisFinished(op, state);
  if (options.testAnalysisOnly) annotateOpsWithBufferizationMarkers(op, state);
  if (options.dumpAliasSets) annotateOpsWithAliasSets(op, state);
  return failure(failedAnalysis);
}

std::unique_ptr<OneShotAnalysisState> analyzeReleasingBranchYields(
    Operation *op, const BufferizationOptions &options,
    const std::function<LogicalResult(OneShotAnalysisState &)> &analyze, bool deferConstruction) {
  absl::flat_hash_set<OpOperand *> released;
  while (true) {
    auto state = deferConstruction ? std::make_unique<OneShotAnalysisState>(
                                         op, options, released, OneShotAnalysisState::DeferConstruction{})
                                   : std::make_unique<OneShotAnalysisState>(op, options, released);
    if (succeeded(analyze(*state))) return state;
    OpOperand *yield = state->impl().yieldToRelease;
    if (!yield || !released.insert(yield).second) return nullptr;
  }
}

}  // namespace tbuf::bufferization
