// BufferizableOpInterface models of the func dialect (MLIR 22's
// FuncBufferizableOpInterfaceImpl.cpp), active only with
// bufferize-function-boundaries (options.isOpAllowed rejects func ops
// otherwise).
//
// Calling convention: every tensor argument of a function is writable in
// place (unless `bufferization.writable = false`); a call site copies an
// operand when the callee writes it and the caller still needs the old
// contents. The func.call model reads what module analysis recorded in the
// FuncAnalysisState (one_shot_module_func_state.h) for an already analysed
// callee, and answers conservatively otherwise (operand read and written,
// every tensor result may alias it): declarations, recursive call graphs,
// callees in no-analysis-func-filter.
//
// Rewriting: func.func gets memref arguments/results (layouts per
// function-boundary-type-conversion; infer-layout-map later narrows result
// layouts in foldMemRefCasts), its tensor arguments are read through
// to_tensor, and each func.return returns `to_buffer` of its tensors.
// func.call is recreated with buffer operands (memref.cast, or alloc+copy
// when a cast could fail at run time) and buffer results of the callee's
// signature. func.return itself is left to the func.func.
#include <algorithm>

#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "bufferize/analysis_state.h"
#include "bufferize/bufferizable_op_interface.h"
#include "bufferize/models/func_models_internal.h"
#include "bufferize/models/register.h"
#include "bufferize/one_shot_analysis.h"
#include "bufferize/one_shot_module_func_state.h"
#include "bufferize/op_factory.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/func/func_ops.h"
#include "ir/control_flow_interfaces.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization {

namespace {

/// MLIR's detail::unknownGetAliasingValues for an op without regions: every
/// tensor result may alias the operand.
AliasingValueList unknownAliasingValues(Operation *op) {
  AliasingValueList result;
  for (Value r : op->getResults())
    if (r.getType().isa<TensorType>()) result.push_back({r, BufferRelation::Unknown, /*isDefinite=*/false});
  return result;
}

/// The FuncAnalysisState if `funcOp` was fully analysed, else null.
const FuncAnalysisState *getAnalyzedState(const AnalysisState &state, Operation *funcOp) {
  if (!funcOp) return nullptr;
  const FuncAnalysisState *funcState = getFuncAnalysisState(state);
  if (!funcState || funcState->getState(funcOp) != FuncOpAnalysisState::Analyzed) return nullptr;
  return funcState;
}

bool containsIndex(const FuncAnalysisState::FuncOpMap<FuncAnalysisState::BbArgIndexSet> &map, Operation *funcOp,
                   int64_t idx) {
  auto it = map.find(funcOp);
  return it != map.end() && it->second.contains(idx);
}

/// The callee of func.call `op` through the BufferizationState's cached
/// symbol tables.
func::FuncOp lookupCallee(Operation *op, const BufferizationState &state) {
  auto callOp = dyn_cast<func::CallOp>(op);
  if (!callOp || !callOp.getCalleeAttr()) return func::FuncOp();
  return dyn_cast<func::FuncOp>(state.lookupSymbol(op, callOp.getCallee()));
}

// ---- func.call ---------------------------------------------------------------

class CallOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *op, OpOperand &operand, const AnalysisState &state) const override {
    func::FuncOp funcOp = getCalledFunction(op, state);
    const FuncAnalysisState *funcState = getAnalyzedState(state, funcOp);
    // Callee not analysed (yet): assume the operand is read.
    if (!funcState) return true;
    return containsIndex(funcState->readBbArgs, funcOp, operand.getOperandNumber());
  }

  bool bufferizesToMemoryWrite(Operation *op, OpOperand &operand, const AnalysisState &state) const override {
    func::FuncOp funcOp = getCalledFunction(op, state);
    const FuncAnalysisState *funcState = getAnalyzedState(state, funcOp);
    // Callee not analysed (yet): assume the operand is written.
    if (!funcState) return true;
    return containsIndex(funcState->writtenBbArgs, funcOp, operand.getOperandNumber());
  }

  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand, const AnalysisState &state) const override {
    func::FuncOp funcOp = getCalledFunction(op, state);
    const FuncAnalysisState *funcState = getAnalyzedState(state, funcOp);
    if (!funcState) return unknownAliasingValues(op);

    std::vector<int64_t> aliasingReturnVals;
    auto funcIt = funcState->aliasingReturnVals.find(funcOp);
    if (funcIt != funcState->aliasingReturnVals.end()) {
      auto it = funcIt->second.find(operand.getOperandNumber());
      if (it != funcIt->second.end()) aliasingReturnVals = it->second;
    }
    // A single aliasing result that is equivalent to this argument.
    std::optional<int64_t> equivalent;
    if (aliasingReturnVals.size() == 1) {
      equivalent = getEquivalentFuncArgIdx(funcOp, *funcState, aliasingReturnVals.front());
      if (equivalent && *equivalent != static_cast<int64_t>(operand.getOperandNumber())) equivalent.reset();
    }
    AliasingValueList result;
    for (int64_t resultIdx : aliasingReturnVals) {
      if (resultIdx < 0 || resultIdx >= static_cast<int64_t>(op->getNumResults())) continue;
      result.push_back({op->getResult(resultIdx),
                        equivalent ? BufferRelation::Equivalent : BufferRelation::Unknown,
                        /*isDefinite=*/equivalent.has_value()});
    }
    return result;
  }

  std::optional<BaseMemRefType> getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                                              const BufferizationState &state,
                                              std::vector<Value> &) const override {
    func::FuncOp funcOp = lookupCallee(op, state);
    if (!funcOp) {
      op->emitOpError() << "expected a call to a func.func";
      return std::nullopt;
    }
    auto result = value.dyn_cast<OpResult>();
    if (!result || result.getResultNumber() >= funcOp.getNumResults()) {
      op->emitOpError() << "call results do not match the callee's signature";
      return std::nullopt;
    }
    // A callee already bufferized has its buffer type in the signature.
    Type resultType = funcOp.getResultTypes()[result.getResultNumber()];
    if (auto memrefType = resultType.dyn_cast<BaseMemRefType>()) return memrefType;
    auto tensorType = resultType.dyn_cast<TensorType>();
    if (!tensorType) {
      op->emitOpError() << "call result type does not match the callee's signature";
      return std::nullopt;
    }
    return getFunctionBoundaryMemRefType(tensorType, options, state);
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    func::FuncOp funcOp = lookupCallee(op, state);
    if (!funcOp) return op->emitOpError() << "expected a call to a func.func";

    // 1. Result types: buffer types of tensor results.
    std::vector<Type> resultTypes;
    for (Value result : op->getResults()) {
      if (!result.getType().isa<TensorType>()) {
        resultTypes.push_back(result.getType());
        continue;
      }
      std::optional<BaseMemRefType> type = bufferization::getBufferType(result, options, state);
      if (!type) return failure();
      resultTypes.push_back(*type);
    }

    // 2. Operands: buffers, cast (or reallocated) to the callee's argument
    // types.
    FunctionType funcType = funcOp.getFunctionType();
    if (funcType.getNumInputs() != op->getNumOperands())
      return op->emitOpError() << "incorrect number of operands for callee";
    std::vector<Value> newOperands;
    for (OpOperand &operand : op->getOpOperands()) {
      if (!operand.get().getType().isa<TensorType>()) {
        newOperands.push_back(operand.get());
        continue;
      }
      std::optional<Value> buffer = getBuffer(rewriter, operand.get(), options, state);
      if (!buffer) return failure();
      Type memrefType = funcType.getInputs()[operand.getOperandNumber()];
      if (!memrefType.isa<BaseMemRefType>()) {
        // Callee not bufferized yet (cycle in the call graph): use the type
        // its argument will get.
        if (funcOp.isExternal()) {
          auto tensorType = memrefType.dyn_cast<TensorType>();
          if (!tensorType) return op->emitOpError() << "operand type does not match the callee's signature";
          memrefType = getBufferizedFunctionArgType(funcOp, operand.getOperandNumber(), options, state);
        } else {
          std::optional<BaseMemRefType> argType =
              bufferization::getBufferType(funcOp.getArgument(operand.getOperandNumber()), options, state);
          if (!argType) return failure();
          memrefType = *argType;
        }
      }
      Value value = *buffer;
      if (value.getType() != memrefType) {
        auto dstType = memrefType.dyn_cast<MemRefType>();
        if (!dstType)
          return op->emitOpError() << "cannot pass " << value.getType() << " as " << memrefType
                                   << " (buffer layout not supported on unranked tensors)";
        std::optional<Value> replacement = castOrReallocMemRefValue(rewriter, value, dstType, options);
        if (!replacement)
          return op->emitOpError() << "cannot cast " << value.getType() << " to " << memrefType;
        value = *replacement;
      }
      newOperands.push_back(value);
    }

    // 3. The new call, with every attribute of the old one (the callee
    // included): created from the old call's definition and dictionary
    // directly rather than built with a dictionary of its own that the old
    // one then replaces.
    rewriter.setInsertionPoint(op);
    Operation *newCall = rewriter.insert(
        Operation::create(op->getLoc(), op->getDef(), resultTypes, newOperands, op->getAttrDictionary(), {}, 0));

    // 4. Tensor uses read the new buffers.
    replaceOpWithBufferizedValues(rewriter, op, newCall->getResults().vec());
    return success();
  }
};

// ---- func.func signature ----------------------------------------------------

/// Rewrites the signature of `funcOp` (memref arguments and results), reads
/// its tensor arguments through to_tensor and returns `to_buffer` of its
/// tensor results (MLIR's FuncOpInterface::bufferize).
LogicalResult bufferizeFuncBoundary(func::FuncOp funcOp, RewriterBase &rewriter, const BufferizationOptions &options,
                                    BufferizationState &state) {
  Operation *op = funcOp.getOperation();
  FunctionType funcType = funcOp.getFunctionType();

  absl::InlinedVector<Type, 4> argTypes;
  for (unsigned i = 0; i < funcType.getNumInputs(); ++i) {
    Type argType = funcType.getInputs()[i];
    argTypes.push_back(argType.isa<TensorType>() ? Type(getBufferizedFunctionArgType(funcOp, i, options, state))
                                                 : argType);
  }
  absl::InlinedVector<Type, 4> retTypes;
  for (Type resultType : funcType.getResults()) {
    if (auto tensorType = resultType.dyn_cast<TensorType>())
      retTypes.push_back(getFunctionBoundaryMemRefType(tensorType, options, state));
    else
      retTypes.push_back(resultType);
  }
  FunctionType newFuncType = FunctionType::get(op->getContext(), argTypes, retTypes);

  if (funcOp.isExternal()) {
    funcOp.setFunctionType(newFuncType);
    return success();
  }

  // 1. Every block signature.
  std::vector<Block *> blocks;
  for (Block &block : funcOp.getBody()) blocks.push_back(&block);
  // (The entry block's arguments get the boundary types computed above:
  // what getBufferType answers for them.)
  for (Block *block : blocks)
    if (failed(bufferizeBlockSignature(block, rewriter, options, state,
                                       block == blocks.front() && block->getNumArguments() == argTypes.size()
                                           ? ArrayRef<Type>(argTypes)
                                           : ArrayRef<Type>())))
      return failure();

  // 2. Return operands: to_buffer of the function-boundary type
  // (infer-layout-map folds the resulting casts afterwards).
  for (Operation *returnOp : getReturnOps(funcOp)) {
    if (returnOp->getNumOperands() != retTypes.size())
      return returnOp->emitOpError() << "has " << returnOp->getNumOperands()
                                     << " operands, but enclosing function returns " << retTypes.size();
    absl::InlinedVector<Value, 4> returnValues;
    for (unsigned i = 0; i < returnOp->getNumOperands(); ++i) {
      Value returnVal = returnOp->getOperand(i);
      if (!returnVal.getType().isa<TensorType>()) {
        returnValues.push_back(returnVal);
        continue;
      }
      // The buffer of a to_tensor of the boundary type: what folding the
      // to_buffer below would give (BufferizationState::bridgesFoldedByDriver).
      if (state.bridgesFoldedByDriver)
        if (auto toTensor = tbuf::dyn_cast<ToTensorOp>(returnVal.getDefiningOp()))
          if (toTensor.getBuffer().getType() == retTypes[i]) {
            returnValues.push_back(toTensor.getBuffer());
            continue;
          }
      rewriter.setInsertionPoint(returnOp);
      returnValues.push_back(createToBuffer(rewriter, returnOp->getLoc(), retTypes[i], returnVal));
    }
    rewriter.modifyOpInPlace(returnOp, [&] { returnOp->setOperands(returnValues); });
  }

  // 3. The new signature.
  rewriter.modifyOpInPlace(op, [&] { funcOp.setFunctionType(newFuncType); });
  return success();
}

// ---- func.return -------------------------------------------------------------

/// Deliberate deviation from MLIR 22 (resolveConflicts): returned tensors
/// that may share a buffer created in the function are returned as
/// distinct buffers. A caller sees each tensor result as its own
/// definition, aliasing nothing but the call operands the callee recorded
/// (aliasingReturnVals covers results that alias an argument). Two results
/// of `return %t, %t` (or of `%t` and a slice of it, or an scf.if joining
/// them) are the same buffer, so an in-place write into one changes the
/// other in the caller. The fix is in the callee: every such result after
/// the first of its alias set is returned as a copy (one copy per
/// duplicate). The alternative, making every caller's analysis treat those
/// call results as one alias set, would save the copy where no caller
/// writes, but needs a result-to-result relation that the op interface
/// cannot express (aliasing goes through operands), and callees not yet
/// analysed (call cycles) would have to make all results alias.
class ReturnOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return true; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }

  /// Copies are made only for a second ranked tensor operand (below).
  bool mayResolveConflictsInPlace(Operation *op) const override {
    unsigned numRankedTensors = 0;
    for (Value value : op->getOperands()) numRankedTensors += value.getType().isa<RankedTensorType>();
    return numRankedTensors >= 2;
  }

  LogicalResult resolveConflicts(Operation *op, RewriterBase &rewriter, const AnalysisState &analysisState,
                                 BufferizationState &bufferizationState) const override {
    if (failed(BufferizableOpInterface::resolveConflicts(op, rewriter, analysisState, bufferizationState)))
      return failure();
    const OneShotAnalysisState *oneShot = asOneShotAnalysisState(analysisState);
    auto funcOp = dyn_cast<func::FuncOp>(op->getParentOp());
    if (!oneShot || !funcOp || funcOp.isExternal() || analysisState.getOptions().copyBeforeWrite) return success();
    // A copy is only ever made for a second ranked tensor operand.
    unsigned numRankedTensors = 0;
    for (Value value : op->getOperands()) numRankedTensors += value.getType().isa<RankedTensorType>();
    if (numRankedTensors < 2) return success();
    // Results aliasing an argument alias each other in the caller too. Alias
    // sets are compared by id: linear in the operands and arguments.
    absl::flat_hash_set<int> argumentSets, earlierSets;
    for (Value arg : funcOp.front().getArguments())
      if (arg.getType().isa<TensorType>()) argumentSets.insert(oneShot->getAliasSetId(arg));
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(op);
    for (unsigned j = 0; j < op->getNumOperands(); ++j) {
      Value value = op->getOperand(j);
      if (!value.getType().isa<RankedTensorType>()) continue;
      int set = oneShot->getAliasSetId(value);
      if (set < 0 || earlierSets.insert(set).second || argumentSets.contains(set)) continue;
      std::optional<Value> copy =
          allocateTensorForShapedValue(rewriter, op->getLoc(), value, analysisState.getOptions(), bufferizationState);
      if (!copy) return failure();
      rewriter.modifyOpInPlace(op, [&] { op->setOperand(j, *copy); });
    }
    return success();
  }
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    auto funcOp = dyn_cast<func::FuncOp>(op->getParentOp());
    if (!funcOp) return op->emitOpError() << "only support FuncOp parent for ReturnOp";
    // Return ops are bufferized as part of their func.func. A function
    // whose only tensors are results has no tensor operand, result or
    // block argument, so the driver (hasTensorSemantics) never visits it:
    // its boundary is rewritten from here instead (MLIR's FuncOpInterface
    // overrides hasTensorSemantics for this).
    if (!hasTensorSemantics(funcOp) && getBufferizableInterface(funcOp, options))
      return bufferizeFuncBoundary(funcOp, rewriter, options, state);
    return success();
  }
};

// ---- func.func ---------------------------------------------------------------

class FuncOpModel : public BufferizableOpInterface {
 public:
  // func.func has no operands.
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }

  /// Entry block arguments alias nothing; arguments of other blocks are
  /// (maybe) equivalent to the operands branches forward to them (MLIR's
  /// getAliasingBranchOpOperands).
  AliasingOpOperandList getAliasingOpOperands(Operation *, Value value, const AnalysisState &) const override {
    auto bbArg = value.dyn_cast<BlockArgument>();
    if (!bbArg || bbArg.getOwner()->isEntryBlock()) return {};
    AliasingOpOperandList result;
    for (OpOperand *operand : getCallerOpOperands(bbArg))
      result.push_back({operand, BufferRelation::Equivalent, /*isDefinite=*/false});
    return result;
  }

  /// Entry block arguments are writable unless `bufferization.writable =
  /// false`; other block arguments are writable (they may alias values that
  /// are not, which the analysis takes into account).
  bool isWritable(Operation *op, Value value, const AnalysisState &) const override {
    func::FuncOp funcOp(op);
    auto bbArg = value.dyn_cast<BlockArgument>();
    if (!bbArg) return true;
    if (funcOp.isExternal() || bbArg.getOwner() != &funcOp.front()) return true;
    if (auto writable = dyn_cast_or_null<BoolAttr>(lookupArgAttr(funcOp, bbArg.getArgNumber(), kWritableAttrName)))
      return writable.getValue();
    return true;
  }

  std::optional<BaseMemRefType> getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                                              const BufferizationState &state,
                                              std::vector<Value> &invocationStack) const override {
    func::FuncOp funcOp(op);
    auto bbArg = value.dyn_cast<BlockArgument>();
    if (!bbArg) return BufferizableOpInterface::getBufferType(op, value, options, state, invocationStack);
    // Function arguments follow the function-boundary type conversion.
    if (bbArg.getOwner() == &funcOp.front())
      return getBufferizedFunctionArgType(funcOp, bbArg.getArgNumber(), options, state);

    // Other block arguments: the common buffer type of the forwarded
    // operands, or a fully dynamic layout if they differ.
    return getBlockArgumentBufferType(op, bbArg, options, state, invocationStack);
  }

  /// Rewrites the signature and the func.return operands (see
  /// bufferizeFuncBoundary).
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    return bufferizeFuncBoundary(func::FuncOp(op), rewriter, options, state);
  }
};

}  // namespace

void registerFuncBufferizableModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>("func.func", std::make_unique<FuncOpModel>());
  ctx.attachInterface<BufferizableOpInterface>("func.call", std::make_unique<CallOpModel>());
  ctx.attachInterface<BufferizableOpInterface>("func.return", std::make_unique<ReturnOpModel>());
  // Branches between the blocks of a function (no other registration
  // function covers the cf dialect).
  registerBranchBufferizableModels(ctx);
}

}  // namespace tbuf::bufferization
