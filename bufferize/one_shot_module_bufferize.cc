// Module bufferization (MLIR 22's OneShotModuleBufferize.cpp): One-Shot
// Bufferize across function boundaries.
//
// Functions are processed callee-first (one_shot_module_call_graph.h).
// After a function is analysed, two extra analyses record its boundary
// facts in the FuncAnalysisState (one_shot_module_func_state.h):
//   aliasingFuncOpBBArgsAnalysis  which returned tensors alias / are
//                                 equivalent to which arguments
//   funcOpBbArgReadWriteAnalysis  which tensor arguments are read / written
// so that the func.call model of a caller answers precisely. Functions in a
// call cycle are analysed last without these facts (calls into them are
// conservative), exactly like mlir-opt 22, which accepts recursion rather
// than rejecting it; their buffer types may stay fully dynamic, and when
// infer-layout-map narrows the result type of a function that was called
// before it was bufferized, mlir-opt 22 produces a call whose result type
// no longer matches ("'func.call' op result type mismatch"); tbuf follows
// the same algorithm and so the same outcome.
//
// With test-analysis-only the IR is annotated: `__inplace_operands_attr__`
// (by analyzeOp), `__equivalent_func_args__` on func.return and the
// `bufferization.access` argument attributes ("none", "read", "write",
// "read-write"), also on declarations. A `bufferization.access` already
// present on an argument is trusted instead of analysing the body.
//
// no-analysis-func-filter: the named functions are neither analysed nor
// given copies; they are bufferized with copy-before-write, and calls into
// them are conservative.
#include "bufferize/one_shot_module_bufferize.h"

#include <algorithm>

#include "analysis/op_walk.h"
#include "bufferize/bufferize.h"
#include "bufferize/one_shot_module_call_graph.h"
#include "bufferize/one_shot_analysis_impl.h"
#include "bufferize/one_shot_module_func_state.h"
#include "bufferize/op_factory.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/memref/memref_ops.h"
#include "ir/diagnostics.h"
#include "ir/rewriter.h"
#include "ir/scratch.h"

namespace tbuf::bufferization {

namespace {

FuncAnalysisState &getOrCreateFuncAnalysisState(OneShotAnalysisState &state) {
  if (auto *result = state.getExtension<FuncAnalysisState>()) return *result;
  return state.addExtension<FuncAnalysisState>();
}

bool isInNoAnalysisFuncFilter(const BufferizationOptions &options, func::FuncOp funcOp) {
  const auto &filter = options.noAnalysisFuncFilter;
  if (filter.empty()) return false;
  std::string_view name = funcOp.getSymName();
  return std::find(filter.begin(), filter.end(), name) != filter.end();
}

/// Whether the module analysis analyses the body of `funcOp` (and sets it
/// up in the state: OneShotAnalysisState::constructNested).
bool isAnalyzedBody(const BufferizationOptions &options, func::FuncOp funcOp) {
  return options.isOpAllowed(funcOp) && !isInNoAnalysisFuncFilter(options, funcOp) && !funcOp.isExternal();
}

/// Test-only annotation: `__equivalent_func_args__` on the return op, one
/// entry per operand, -1 where no equivalent argument was found.
void annotateEquivalentReturnBbArg(OpOperand &returnVal, BlockArgument bbArg) {
  constexpr const char *kEquivalentArgsAttr = "__equivalent_func_args__";
  Operation *op = returnVal.getOwner();
  OpBuilder b(op->getContext());
  std::vector<int64_t> equivBbArgs;
  if (auto attr = dyn_cast_or_null<ArrayAttr>(op->getAttr(kEquivalentArgsAttr))) {
    for (Attribute a : attr.getValue())
      equivBbArgs.push_back(a.isa<IntegerAttr>() ? a.cast<IntegerAttr>().getInt() : -1);
  }
  equivBbArgs.resize(op->getNumOperands(), -1);
  equivBbArgs[returnVal.getOperandNumber()] = bbArg.getArgNumber();
  std::vector<Attribute> elements;
  for (int64_t v : equivBbArgs) elements.push_back(b.getI64IntegerAttr(v));
  op->setAttr(kEquivalentArgsAttr, b.getArrayAttr(elements));
}

/// Records the arguments each returned tensor aliases or is equivalent to
/// (MLIR's aliasingFuncOpBBArgsAnalysis). Only ranked tensors take part.
LogicalResult aliasingFuncOpBBArgsAnalysis(func::FuncOp funcOp, OneShotAnalysisState &state,
                                           FuncAnalysisState &funcState) {
  Operation *key = funcOp.getOperation();
  if (funcOp.isExternal()) {
    // No body: every tensor result may alias every tensor argument.
    FunctionType type = funcOp.getFunctionType();
    for (unsigned a = 0; a < type.getNumInputs(); ++a) {
      if (!type.getInputs()[a].isa<TensorType>()) continue;
      for (unsigned r = 0; r < type.getNumResults(); ++r)
        if (type.getResults()[r].isa<TensorType>()) funcState.aliasingReturnVals[key][a].push_back(r);
    }
    return success();
  }

  ReturnOpList returnOps = getReturnOps(funcOp);
  // A body ended by another terminator (spirv.Return) cannot be analysed;
  // without the analysis (copy-before-write) it is bufferized as it is.
  if (returnOps.empty()) return funcOp->emitError() << "cannot bufferize func.func without func.return";

  // Alias sets: merged over every return.
  Block &entry = funcOp.front();
  for (unsigned a = 0; a < entry.getNumArguments(); ++a) {
    BlockArgument bbArg = entry.getArgument(a);
    if (!bbArg.getType().isa<RankedTensorType>()) continue;
    std::vector<int64_t> aliases;
    for (Operation *returnOp : returnOps)
      for (OpOperand &returnVal : returnOp->getOpOperands()) {
        if (!returnVal.get().getType().isa<RankedTensorType>()) continue;
        int64_t returnIdx = returnVal.getOperandNumber();
        if (state.areAliasingBufferizedValues(returnVal.get(), bbArg) &&
            std::find(aliases.begin(), aliases.end(), returnIdx) == aliases.end())
          aliases.push_back(returnIdx);
      }
    for (int64_t alias : aliases) funcState.aliasingReturnVals[key][a].push_back(alias);
  }

  // Equivalence: must hold for the same argument at every return.
  auto findEquivalentBlockArgIdx = [&](OpOperand &operand) -> std::optional<int64_t> {
    Value v = operand.get();
    if (!v.getType().isa<TensorType>()) return std::nullopt;
    for (unsigned a = 0; a < entry.getNumArguments(); ++a) {
      BlockArgument bbArg = entry.getArgument(a);
      if (!bbArg.getType().isa<RankedTensorType>()) continue;
      if (state.areEquivalentBufferizedValues(v, bbArg)) {
        if (state.getOptions().testAnalysisOnly) annotateEquivalentReturnBbArg(operand, bbArg);
        return static_cast<int64_t>(a);
      }
    }
    return std::nullopt;
  };
  unsigned numResults = returnOps.front()->getNumOperands();
  for (unsigned i = 0; i < numResults; ++i) {
    std::optional<int64_t> equiv = findEquivalentBlockArgIdx(returnOps.front()->getOpOperand(i));
    if (!equiv) continue;
    bool allEquiv = true;
    for (size_t r = 1; r < returnOps.size(); ++r) {
      if (i >= returnOps[r]->getNumOperands() || findEquivalentBlockArgIdx(returnOps[r]->getOpOperand(i)) != equiv) {
        allEquiv = false;
        break;
      }
    }
    if (allEquiv) funcState.equivalentFuncArgs[key][i] = *equiv;
  }
  return success();
}

void annotateFuncArgAccess(func::FuncOp funcOp, unsigned idx, bool isRead, bool isWritten) {
  const char *access = isRead && isWritten ? "read-write" : isRead ? "read" : isWritten ? "write" : "none";
  funcOp.setArgAttr(idx, kBufferAccessAttrName, StringAttr::get(funcOp.getContext(), access));
}

/// Records which tensor arguments are read / written (MLIR's
/// funcOpBbArgReadWriteAnalysis).
LogicalResult funcOpBbArgReadWriteAnalysis(func::FuncOp funcOp, OneShotAnalysisState &state,
                                           FuncAnalysisState &funcState) {
  Operation *key = funcOp.getOperation();
  FunctionType type = funcOp.getFunctionType();
  for (unsigned idx = 0; idx < type.getNumInputs(); ++idx) {
    if (!type.getInputs()[idx].isa<TensorType>()) continue;
    bool isRead, isWritten;
    if (auto accessAttr = dyn_cast_or_null<StringAttr>(lookupArgAttr(funcOp, idx, kBufferAccessAttrName))) {
      // Declared by the user: trusted, the body is not analysed.
      std::string_view str = accessAttr.getValue();
      isRead = str == "read" || str == "read-write";
      isWritten = str == "write" || str == "read-write";
    } else if (funcOp.isExternal()) {
      isRead = true;
      isWritten = true;
    } else {
      BlockArgument bbArg = funcOp.getArgument(idx);
      isRead = state.isValueRead(bbArg);
      isWritten = state.isValueWritten(bbArg);
    }
    if (state.getOptions().testAnalysisOnly) annotateFuncArgAccess(funcOp, idx, isRead, isWritten);
    if (isRead) funcState.readBbArgs[key].insert(idx);
    if (isWritten) funcState.writtenBbArgs[key].insert(idx);
  }
  return success();
}

/// The source of a memref.cast whose source is at least as static as the
/// cast (every static size of the result is static and equal in the
/// source), else `v`. Deliberate deviation from MLIR 22, which also unpacks
/// casts from less static types (dynamic sizes, unranked): a function
/// returning `tensor.cast %t : tensor<?xf32> to tensor<24xf32>` then returns
/// `memref<?xf32, ...>`, its callers see a dynamic shape where the tensor
/// type is static, and ops on the call result no longer verify (an invalid
/// `memref.alloc`, a shape mismatch).
Value unpackCast(Value v) {
  auto castOp = v.getDefiningOp<memref::CastOp>();
  if (!castOp) return v;
  Value source = castOp.getOperation()->getOperand(0);
  auto to = v.getType().dyn_cast<MemRefType>();
  if (!to) return source;  // a cast to an unranked memref: any source fits
  auto from = source.getType().dyn_cast<MemRefType>();
  if (!from || from.getRank() != to.getRank()) return v;
  for (int64_t i = 0; i < to.getRank(); ++i)
    if (!to.isDynamicDim(i) && from.getDimSize(i) != to.getDimSize(i)) return v;
  return source;
}

/// After a function body is bufferized, returns its buffers without the
/// memref.casts to the fully dynamic boundary type and narrows the result
/// types accordingly where every func.return agrees (MLIR's
/// foldMemRefCasts; infer-layout-map only).
void foldMemRefCasts(func::FuncOp funcOp) {
  if (funcOp.isExternal()) return;
  ReturnOpList returnOps = getReturnOps(funcOp);
  if (returnOps.empty()) {
    // MLIR takes the result types from the func.return ops: a body ended by
    // another terminator (spirv.Return) loses its declared results.
    if (funcOp.getNumResults() != 0)
      funcOp.setFunctionType(FunctionType::get(funcOp.getContext(), funcOp.getArgumentTypes(), {}));
    return;
  }
  unsigned numOperands = returnOps.front()->getNumOperands();
  if (numOperands != funcOp.getNumResults()) return;
  std::vector<Type> resultTypes;
  for (unsigned i = 0; i < numOperands; ++i) {
    Type t = unpackCast(returnOps.front()->getOperand(i)).getType();
    for (size_t r = 1; r < returnOps.size(); ++r)
      if (i >= returnOps[r]->getNumOperands() || unpackCast(returnOps[r]->getOperand(i)).getType() != t) t = Type();
    resultTypes.push_back(t);
  }
  for (Operation *returnOp : returnOps)
    for (OpOperand &operand : returnOp->getOpOperands())
      if (operand.getOperandNumber() < resultTypes.size() && resultTypes[operand.getOperandNumber()])
        operand.set(unpackCast(operand.get()));
  FunctionType current = funcOp.getFunctionType();
  bool unchanged = true;
  for (unsigned i = 0; i < numOperands; ++i) {
    if (!resultTypes[i]) resultTypes[i] = current.getResults()[i];
    unchanged &= resultTypes[i] == current.getResults()[i];
  }
  // Types are uniqued: an unchanged signature needs no new attribute (nor a
  // new function type to find that out).
  if (unchanged) return;
  funcOp.setFunctionType(FunctionType::get(funcOp.getContext(), current.getInputs(), resultTypes));
}

bool hasTensorSignature(func::FuncOp funcOp) {
  for (Type t : funcOp.getArgumentTypes())
    if (t.isa<TensorType>()) return true;
  for (Type t : funcOp.getResultTypes())
    if (t.isa<TensorType>()) return true;
  return false;
}

/// Folds `to_buffer(to_tensor(%m))` on the operands of `funcOp`'s returns
/// into %m (through memref.cast / alloc+copy when the types differ) and
/// erases the pair when dead.
void foldReturnedToBufferOps(func::FuncOp funcOp, const BufferizationOptions &options) {
  IRRewriter rewriter(funcOp.getContext());
  for (Operation *returnOp : getReturnOps(funcOp)) {
    for (OpOperand &operand : returnOp->getOpOperands()) {
      auto toBuffer = operand.get().getDefiningOp<ToBufferOp>();
      if (!toBuffer) continue;
      auto toTensor = toBuffer.getTensor().getDefiningOp<ToTensorOp>();
      if (!toTensor) continue;
      Value buffer = toTensor.getBuffer();
      Type destType = toBuffer.getBuffer().getType();
      if (buffer.getType() != destType) {
        auto memrefDest = destType.dyn_cast<MemRefType>();
        if (!memrefDest) continue;
        rewriter.setInsertionPoint(toBuffer);
        std::optional<Value> replacement = castOrReallocMemRefValue(rewriter, buffer, memrefDest, options);
        if (!replacement) continue;
        buffer = *replacement;
      }
      operand.set(buffer);
      if (toBuffer.getOperation()->use_empty()) toBuffer.getOperation()->erase();
      if (toTensor.getOperation()->use_empty()) toTensor.getOperation()->erase();
    }
  }
}

/// Converts the signature of `funcOp` if the driver left tensors in it:
/// declarations (which have no ops, so the driver never visits them) and
/// functions whose only tensors are results.
LogicalResult bufferizeRemainingSignature(func::FuncOp funcOp, const BufferizationOptions &options,
                                          BufferizationState &bufferizationState) {
  if (!hasTensorSignature(funcOp) || !options.isOpAllowed(funcOp)) return success();
  const BufferizableOpInterface *iface = getBufferizableInterface(funcOp, options);
  if (!iface) return success();
  IRRewriter rewriter(funcOp.getContext());
  rewriter.setInsertionPoint(funcOp.getOperation());
  if (failed(iface->bufferize(funcOp, rewriter, options, bufferizationState)))
    return funcOp->emitError() << "failed to bufferize op";
  foldReturnedToBufferOps(funcOp, options);
  return success();
}

void removeBufferizationAttributes(func::FuncOp funcOp) {
  for (unsigned i = 0; i < funcOp.getNumArguments(); ++i) {
    if (lookupArgAttr(funcOp, i, kBufferLayoutAttrName)) funcOp.removeArgAttr(i, kBufferLayoutAttrName);
    if (lookupArgAttr(funcOp, i, kWritableAttrName)) funcOp.removeArgAttr(i, kWritableAttrName);
  }
}

/// Results of a call that may alias the same call operand may alias each
/// other, whether the operand bufferizes in place (then they join its alias
/// set) or out of place (then they share its copy). MLIR unions them only in
/// the first case, so with the operand copied a write into one result goes
/// unnoticed by a later read of the other (a miscompile MLIR 22 shares).
/// Only calls to analyzed callees: a call into a call cycle keeps MLIR's
/// conservative answer. Linear in the call operands and aliasing results.
void unionCallResultsSharingAnOperand(ArrayRef<Operation *> funcOps, OneShotAnalysisState &state,
                                      const FuncAnalysisState &funcState) {
  for (Operation *op : funcOps) {
    auto call = dyn_cast<func::CallOp>(op);
    if (!call) continue;
    func::FuncOp callee = getCalledFunction(call.getOperation(), state);
    if (!callee || funcState.getState(callee.getOperation()) != FuncOpAnalysisState::Analyzed) continue;
    for (OpOperand &operand : call->getOpOperands()) {
      if (!operand.get().getType().isa<TensorType>()) continue;
      Value first;
      for (const AliasingValue &alias : state.getAliasingValues(operand)) {
        if (!first)
          first = alias.value;
        else
          state.unionAliasSets(first, alias.value);
      }
    }
  }
}

/// Whether copy insertion (resolveConflicts) would leave every op of `ops`
/// unchanged, given that the analysis of these ops decided no OpOperand out
/// of place. (It decides every tensor OpOperand: the ops of `ops` then
/// have all their tensor operands in place.)
bool needsNoCopies(ArrayRef<Operation *> ops, const OneShotAnalysisState &state) {
  const BufferizationOptions &options = state.getOptions();
  for (Operation *op : ops)
    if (const BufferizableOpInterface *iface = getBufferizableInterface(op, options))
      if (iface->mayResolveConflictsInPlace(op)) return false;
  return true;
}

/// The body analysis of one function: its ops are collected once (in
/// post-order) for the deferred set-up of the state,
/// unionCallResultsSharingAnOperand, analyzeOp and needsNoCopies.
LogicalResult analyzeFunctionBody(func::FuncOp funcOp, OneShotAnalysisState &state, FuncAnalysisState &funcState,
                                  BufferizationStatistics *statistics) {
  struct Tag;
  ScratchVector<Operation *, Tag> scratch;
  std::vector<Operation *> &ops = scratch.get();
  walkOps(funcOp.getOperation(), [&](Operation *op) { ops.push_back(op); });
  state.constructNested(funcOp.getOperation(), ops);
  unionCallResultsSharingAnOperand(ops, state, funcState);
  int64_t outOfPlaceBefore = state.getStatNumTensorOutOfPlace();
  if (failed(analyzeOpWithOps(funcOp.getOperation(), ops, state, statistics))) return failure();
  if (state.getStatNumTensorOutOfPlace() != outOfPlaceBefore || !needsNoCopies(ops, state))
    funcState.withCopies.insert(funcOp.getOperation());
  return success();
}

/// analyzeModuleOp with the call order of `moduleOp` already computed.
LogicalResult analyzeModuleOpInOrder(Operation *moduleOp, OneShotAnalysisState &state,
                                     BufferizationStatistics *statistics, const FuncCallOrder &order) {
  const BufferizationOptions &options = state.getOptions();
  FuncAnalysisState &funcState = getOrCreateFuncAnalysisState(state);
  funcState.calledFunctions = order.calleeOf;
  funcState.reserveFunctions(funcState.analyzedFuncOps.size() + order.orderedFuncOps.size());
  bool analyzedAny = false;
  // (Deferred construction did not count them.) Tensors are used about
  // twice each, and nearly every use gets a decision: room for two per
  // value (a size hint only).
  state.reserve(order.numTensorValues, 2 * order.numTensorValues);

  // Callees first: each function is analysed knowing its callees' facts.
  for (func::FuncOp funcOp : order.orderedFuncOps) {
    if (!options.isOpAllowed(funcOp) || isInNoAnalysisFuncFilter(options, funcOp)) continue;
    funcState.startFunctionAnalysis(funcOp);
    analyzedAny |= !funcOp.isExternal();
    if (!funcOp.isExternal() && failed(analyzeFunctionBody(funcOp, state, funcState, statistics))) return failure();
    if (failed(aliasingFuncOpBBArgsAnalysis(funcOp, state, funcState)) ||
        failed(funcOpBbArgReadWriteAnalysis(funcOp, state, funcState)))
      return failure();
    funcState.analyzedFuncOps[funcOp.getOperation()] = FuncOpAnalysisState::Analyzed;
    // No later query of the analysis concerns this function's ops: its
    // cached facts go while they are small and hot.
    state.releaseFunctionCaches();
  }

  // Functions in call cycles: bodies only; calls into them stay
  // conservative.
  for (func::FuncOp funcOp : order.remainingFuncOps) {
    if (!options.isOpAllowed(funcOp) || isInNoAnalysisFuncFilter(options, funcOp)) continue;
    analyzedAny |= !funcOp.isExternal();
    if (!funcOp.isExternal() && failed(analyzeFunctionBody(funcOp, state, funcState, statistics))) return failure();
    state.releaseFunctionCaches();
  }

  // The ops not analysed get their up-front decisions too (copy insertion
  // asks about them), and the statistics count those as the last analysed
  // function did when everything was set up first.
  if (state.isConstructionDeferred() && moduleOp->getNumRegions() == 1) {
    std::vector<Operation *> ops;
    for (Block &block : moduleOp->getRegion(0))
      for (Operation &child : block) {
        auto funcOp = dyn_cast<func::FuncOp>(&child);
        if (funcOp && isAnalyzedBody(options, funcOp)) continue;
        ops.clear();
        walkOps(&child, [&](Operation *nested) { ops.push_back(nested); });
        state.constructNested(&child, ops);
      }
  }
  if (statistics && analyzedAny) {
    statistics->numTensorInPlace = state.getStatNumTensorInPlace();
    statistics->numTensorOutOfPlace = state.getStatNumTensorOutOfPlace();
  }
  return success();
}

/// bufferizeModuleOp with the call order of `moduleOp` already computed
/// (copy insertion adds no functions or calls).
LogicalResult bufferizeModuleOpInOrder(Operation *moduleOp, const BufferizationOptions &options,
                                       BufferizationState &bufferizationState, BufferizationStatistics *statistics,
                                       const FuncCallOrder &order) {
  std::vector<func::FuncOp> funcOps = order.orderedFuncOps;
  funcOps.insert(funcOps.end(), order.remainingFuncOps.begin(), order.remainingFuncOps.end());

  for (func::FuncOp funcOp : funcOps) {
    if (isInNoAnalysisFuncFilter(options, funcOp)) {
      // Not analysed: every write gets its own copy.
      BufferizationOptions updatedOptions = options;
      updatedOptions.copyBeforeWrite = true;
      if (failed(bufferizeOp(funcOp, updatedOptions, bufferizationState, statistics))) return failure();
    } else if (!funcOp.isExternal()) {
      if (failed(bufferizeOp(funcOp, options, bufferizationState, statistics))) return failure();
    }
    if (failed(bufferizeRemainingSignature(funcOp, options, bufferizationState))) return failure();
    // Narrow result layouts to what the body returns.
    if (options.functionBoundaryTypeConversion == LayoutMapOption::InferLayoutMap) foldMemRefCasts(funcOp);
  }

  // Every other top-level op (nested symbol tables excepted).
  if (moduleOp->getNumRegions() == 1) {
    std::vector<Operation *> others;
    for (Block &block : moduleOp->getRegion(0))
      for (Operation &op : block)
        if (!isa<func::FuncOp>(&op) && !op.hasTrait(OpTrait::SymbolTable)) others.push_back(&op);
    for (Operation *op : others)
      if (failed(bufferizeOp(op, options, bufferizationState, statistics))) return failure();
  }

  // The writable / layout argument attributes have served their purpose.
  for (func::FuncOp funcOp : funcOps) removeBufferizationAttributes(funcOp);
  return success();
}

}  // namespace

LogicalResult analyzeModuleOp(Operation *moduleOp, OneShotAnalysisState &state, BufferizationStatistics *statistics) {
  if (!state.getOptions().bufferizeFunctionBoundaries)
    return moduleOp->emitOpError() << "module analysis requires bufferize-function-boundaries";
  FuncCallOrder order;
  if (failed(getFuncOpsOrderedByCalls(moduleOp, order))) return failure();
  return analyzeModuleOpInOrder(moduleOp, state, statistics, order);
}

LogicalResult bufferizeModuleOp(Operation *moduleOp, const BufferizationOptions &options,
                                BufferizationState &bufferizationState, BufferizationStatistics *statistics) {
  if (!options.bufferizeFunctionBoundaries)
    return moduleOp->emitOpError() << "module bufferization requires bufferize-function-boundaries";
  FuncCallOrder order;
  if (failed(getFuncOpsOrderedByCalls(moduleOp, order))) return failure();
  return bufferizeModuleOpInOrder(moduleOp, options, bufferizationState, statistics, order);
}

LogicalResult runOneShotModuleBufferize(Operation *moduleOp, const BufferizationOptions &options,
                                        BufferizationState &bufferizationState, BufferizationStatistics *statistics) {
  if (!options.bufferizeFunctionBoundaries)
    return moduleOp->emitOpError() << "module bufferization requires bufferize-function-boundaries";
  if (options.copyBeforeWrite && options.testAnalysisOnly)
    return moduleOp->emitOpError() << "invalid combination of bufferization flags: copy-before-write and "
                                      "test-analysis-only";
  // One scope for the copies and every function's rewrite (op_factory.h).
  OpFactoryScope factoryScope(moduleOp->getContext());
  // The call order, computed once for the analysis and the rewrite.
  FuncCallOrder order;
  if (failed(getFuncOpsOrderedByCalls(moduleOp, order))) return failure();
  if (!options.copyBeforeWrite) {
    std::unique_ptr<OneShotAnalysisState> analysis = analyzeReleasingBranchYields(
        moduleOp, options,
        [&](OneShotAnalysisState &s) { return analyzeModuleOpInOrder(moduleOp, s, statistics, order); },
        /*deferConstruction=*/true);
    if (!analysis) return failure();
    OneShotAnalysisState &state = *analysis;
    if (options.testAnalysisOnly) return success();
    const FuncAnalysisState *funcState = state.getExtension<FuncAnalysisState>();
    // Copies for every out-of-place decision, except in functions that
    // were not analysed (no-analysis-func-filter) and in nested symbol
    // tables (nested modules are left alone, as by mlir-opt). Analysed
    // functions where copy insertion has nothing to do are not walked
    // again (FuncAnalysisState::withCopies).
    if (moduleOp->getNumRegions() == 1) {
      std::vector<Operation *> targets;
      for (Block &block : moduleOp->getRegion(0))
        for (Operation &op : block) {
          if (op.hasTrait(OpTrait::SymbolTable)) continue;
          auto funcOp = dyn_cast<func::FuncOp>(&op);
          if (funcOp && isInNoAnalysisFuncFilter(options, funcOp)) continue;
          if (funcOp && funcState && isAnalyzedBody(options, funcOp) && !funcState->withCopies.contains(&op)) continue;
          targets.push_back(&op);
        }
      for (Operation *op : targets)
        if (failed(insertTensorCopies(op, state, bufferizationState))) return failure();
    }
  }
  return bufferizeModuleOpInOrder(moduleOp, options, bufferizationState, statistics, order);
}

}  // namespace tbuf::bufferization
