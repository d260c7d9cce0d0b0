// FuncAnalysisState and the helpers of function-boundary bufferization
// (see one_shot_module_func_state.h): callee lookup, function-boundary
// memref types, castOrReallocMemRefValue and bufferizeBlockSignature.
#include "bufferize/one_shot_module_func_state.h"

#include <algorithm>

#include "absl/container/inlined_vector.h"

#include "bufferize/op_factory.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/memref/memref_ops.h"
#include "ir/control_flow_interfaces.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization {

void FuncAnalysisState::startFunctionAnalysis(Operation *funcOp) {
  // (The fact maps get an entry with the first fact: every reader takes a
  // missing entry for an empty one.)
  analyzedFuncOps[funcOp] = FuncOpAnalysisState::InProgress;
}

void FuncAnalysisState::reserveFunctions(size_t numFuncs) {
  analyzedFuncOps.reserve(numFuncs);
  equivalentFuncArgs.reserve(numFuncs);
  aliasingReturnVals.reserve(numFuncs);
  readBbArgs.reserve(numFuncs);
  writtenBbArgs.reserve(numFuncs);
}

FuncOpAnalysisState FuncAnalysisState::getState(Operation *funcOp) const {
  auto it = analyzedFuncOps.find(funcOp);
  return it == analyzedFuncOps.end() ? FuncOpAnalysisState::NotAnalyzed : it->second;
}

const FuncAnalysisState *getFuncAnalysisState(const AnalysisState &state) {
  const OneShotAnalysisState *oneShot = asOneShotAnalysisState(state);
  if (!oneShot) return nullptr;
  return oneShot->getExtension<FuncAnalysisState>();
}

FuncOpAnalysisState getFuncOpAnalysisState(const AnalysisState &state, Operation *funcOp) {
  const FuncAnalysisState *funcState = getFuncAnalysisState(state);
  if (!funcState) return FuncOpAnalysisState::NotAnalyzed;
  return funcState->getState(funcOp);
}

std::optional<int64_t> getEquivalentFuncArgIdx(Operation *funcOp, const FuncAnalysisState &state, int64_t returnIdx) {
  auto funcIt = state.equivalentFuncArgs.find(funcOp);
  if (funcIt == state.equivalentFuncArgs.end()) return std::nullopt;
  auto it = funcIt->second.find(returnIdx);
  if (it == funcIt->second.end()) return std::nullopt;
  return it->second;
}

func::FuncOp getCalledFunction(Operation *callOp) {
  auto call = dyn_cast<func::CallOp>(callOp);
  if (!call) return func::FuncOp();
  SymbolRefAttr sym = call.getCalleeAttr();
  if (!sym) return func::FuncOp();
  return dyn_cast<func::FuncOp>(func::lookupNearestSymbolFrom(callOp, call.getCallee()));
}

func::FuncOp getCalledFunction(Operation *callOp, const AnalysisState &state) {
  if (const FuncAnalysisState *funcState = getFuncAnalysisState(state)) {
    auto it = funcState->calledFunctions.find(callOp);
    if (it != funcState->calledFunctions.end()) return func::FuncOp(it->second);
  }
  return getCalledFunction(callOp);
}

ReturnOpList getReturnOps(func::FuncOp funcOp) {
  ReturnOpList result;
  for (Block &block : funcOp.getBody()) {
    Operation *terminator = block.getTerminator();
    if (terminator && isa<func::ReturnOp>(terminator)) result.push_back(terminator);
  }
  return result;
}

BaseMemRefType getFunctionBoundaryMemRefType(TensorType type, const BufferizationOptions &options) {
  // MLIR dereferences the default memory space here; where there is none
  // (must-infer-memory-space) tbuf takes the default one.
  Attribute memorySpace = options.defaultMemorySpace(type).value_or(Attribute());
  if (options.functionArgTypeConverterFn) return options.functionArgTypeConverterFn(type, memorySpace);
  if (options.functionBoundaryTypeConversion == LayoutMapOption::IdentityLayoutMap)
    return getMemRefTypeWithStaticIdentityLayout(type, memorySpace);
  return getMemRefTypeWithFullyDynamicLayout(type, memorySpace);
}

BaseMemRefType getFunctionBoundaryMemRefType(TensorType type, const BufferizationOptions &options,
                                             const BufferizationState &state) {
  if (BaseMemRefType known = state.lookupFunctionBoundaryType(type, options)) return known;
  BaseMemRefType result = getFunctionBoundaryMemRefType(type, options);
  state.recordFunctionBoundaryType(type, options, result);
  return result;
}

Attribute lookupArgAttr(func::FuncOp funcOp, unsigned index, std::string_view name) {
  ArrayAttr all = funcOp.getAllArgAttrs();
  if (!all || index >= all.size()) return Attribute();
  auto dict = all[index].dyn_cast<DictionaryAttr>();
  return dict ? dict.get(name) : Attribute();
}

namespace {

/// getBufferizedFunctionArgType given the boundary type of the argument.
BaseMemRefType applyBufferLayout(func::FuncOp funcOp, int64_t index, BaseMemRefType memrefType) {
  // Any memref layout attribute: an affine map or a strided layout.
  Attribute layoutAttr = lookupArgAttr(funcOp, index, kBufferLayoutAttrName);
  if (!layoutAttr || !(layoutAttr.isa<AffineMapAttr>() || layoutAttr.isa<StridedLayoutAttr>())) return memrefType;
  auto ranked = memrefType.dyn_cast<MemRefType>();
  if (!ranked) return memrefType;  // MLIR asserts: no layout on unranked tensors.
  return MemRefType::get(ranked.getShape(), ranked.getElementType(), layoutAttr, ranked.getMemorySpace());
}

}  // namespace

BaseMemRefType getBufferizedFunctionArgType(func::FuncOp funcOp, int64_t index, const BufferizationOptions &options) {
  auto tensorType = funcOp.getArgumentTypes()[index].cast<TensorType>();
  return applyBufferLayout(funcOp, index, getFunctionBoundaryMemRefType(tensorType, options));
}

BaseMemRefType getBufferizedFunctionArgType(func::FuncOp funcOp, int64_t index, const BufferizationOptions &options,
                                            const BufferizationState &state) {
  auto tensorType = funcOp.getArgumentTypes()[index].cast<TensorType>();
  return applyBufferLayout(funcOp, index, getFunctionBoundaryMemRefType(tensorType, options, state));
}

std::optional<Value> castOrReallocMemRefValue(OpBuilder &b, Value value, MemRefType destType,
                                              const BufferizationOptions &options) {
  auto srcType = value.getType().dyn_cast<MemRefType>();
  if (!srcType) return std::nullopt;
  if (srcType.getElementType() != destType.getElementType()) return std::nullopt;
  if (srcType.getRank() != destType.getRank()) return std::nullopt;

  // A cast from a dynamic to a static offset or stride may fail at run time;
  // only casts that always succeed are emitted.
  auto isGuaranteedCastCompatible = [](MemRefType source, MemRefType target) {
    std::vector<int64_t> sourceStrides, targetStrides;
    int64_t sourceOffset = 0, targetOffset = 0;
    if (failed(source.getStridesAndOffset(sourceStrides, sourceOffset)) ||
        failed(target.getStridesAndOffset(targetStrides, targetOffset)))
      return false;
    auto dynamicToStatic = [](int64_t a, int64_t b) { return a == kDynamic && b != kDynamic; };
    if (dynamicToStatic(sourceOffset, targetOffset)) return false;
    for (size_t i = 0; i < sourceStrides.size() && i < targetStrides.size(); ++i)
      if (dynamicToStatic(sourceStrides[i], targetStrides[i])) return false;
    return true;
  };
  Location loc = value.getLoc();
  if (memref::CastOp::areCastCompatible(srcType, destType) && isGuaranteedCastCompatible(srcType, destType))
    return createCast(b, loc, destType, value);

  std::vector<Value> dynamicSizes;
  for (int64_t i = 0; i < destType.getRank(); ++i) {
    if (destType.getShape()[i] != kDynamic) continue;
    dynamicSizes.push_back(b.create<memref::DimOp>(loc, value, i).getOperation()->getResult(0));
  }
  IntegerAttr alignment;
  if (options.bufferAlignment != 0)
    alignment = getAlignmentAttr(b, static_cast<int64_t>(options.bufferAlignment));
  Value copy = createAlloc(b, loc, destType, dynamicSizes, alignment);
  createCopy(b, loc, value, copy);
  return copy;
}

void eraseFunctionResults(func::FuncOp funcOp, const std::vector<bool> &erase) {
  FunctionType type = funcOp.getFunctionType();
  std::vector<Type> results;
  std::vector<Attribute> resultAttrs;
  bool anyAttrs = false;
  for (unsigned i = 0; i < type.getNumResults(); ++i) {
    if (i < erase.size() && erase[i]) continue;
    results.push_back(type.getResults()[i]);
    DictionaryAttr dict = funcOp.getResultAttrDict(i);
    anyAttrs |= !dict.empty();
    resultAttrs.push_back(dict);
  }
  funcOp.setFunctionType(FunctionType::get(funcOp.getContext(), type.getInputs(), results));
  if (anyAttrs)
    funcOp->setAttr("res_attrs", ArrayAttr::get(funcOp.getContext(), resultAttrs));
  else if (funcOp->getAttr("res_attrs"))
    funcOp->removeAttr("res_attrs");
}

LogicalResult bufferizeBlockSignature(Block *block, RewriterBase &rewriter, const BufferizationOptions &options,
                                      BufferizationState &state, ArrayRef<Type> knownTypes) {
  OpBuilder::InsertPoint savedIp = rewriter.saveInsertionPoint();
  struct Restore {
    RewriterBase &r;
    OpBuilder::InsertPoint ip;
    ~Restore() { r.restoreInsertionPoint(ip); }
  } restore{rewriter, savedIp};

  // New signature.
  absl::InlinedVector<Type, 4> newTypes(knownTypes.begin(), knownTypes.end());
  for (unsigned i = 0; knownTypes.empty() && i < block->getNumArguments(); ++i) {
    BlockArgument bbArg = block->getArgument(i);
    auto tensorType = bbArg.getType().dyn_cast<TensorType>();
    if (!tensorType) {
      newTypes.push_back(bbArg.getType());
      continue;
    }
    std::optional<BaseMemRefType> memrefType = getBufferType(bbArg, options, state);
    if (!memrefType) return failure();
    newTypes.push_back(*memrefType);
  }

  // Retype the arguments; their former uses read a to_tensor.
  for (unsigned i = 0; i < block->getNumArguments(); ++i) {
    BlockArgument bbArg = block->getArgument(i);
    if (bbArg.getType() == newTypes[i]) continue;
    absl::InlinedVector<OpOperand *, 8> uses;
    for (OpOperand &use : bbArg.getUses()) uses.push_back(&use);
    Type tensorType = bbArg.getType();
    bbArg.setType(newTypes[i]);
    rewriter.setInsertionPointToStart(block);
    if (uses.empty()) continue;
    // Uses that are all to_buffer ops of the new type (the buffers getBuffer
    // made for the ops bufferized before the block's owner): the driver
    // would fold each `to_buffer(to_tensor(%arg))` into %arg and erase the
    // to_tensor; replacing them with %arg at once gives the same IR.
    bool onlyMatchingToBuffers = state.bridgesFoldedByDriver;
    for (OpOperand *use : uses)
      if (onlyMatchingToBuffers)
        onlyMatchingToBuffers =
            isa<ToBufferOp>(use->getOwner()) && use->getOwner()->getResult(0).getType() == newTypes[i];
    if (onlyMatchingToBuffers) {
      for (OpOperand *use : uses) rewriter.replaceOp(use->getOwner(), {Value(bbArg)});
      continue;
    }
    Value toTensor = createToTensor(rewriter, bbArg.getLoc(), tensorType, Value(bbArg));
    for (OpOperand *use : uses) use->set(toTensor);
  }

  // Branches into the block forward buffers now.
  std::vector<Operation *> callers;
  for (BlockOperand *use = block->getFirstUse(); use; use = use->getNextUse())
    if (std::find(callers.begin(), callers.end(), use->getOwner()) == callers.end()) callers.push_back(use->getOwner());
  for (Operation *caller : callers) {
    const auto *branch = caller->getInterface<BranchOpInterface>();
    if (!branch)
      return caller->emitOpError()
             << "cannot bufferize ops with block references that do not implement BranchOpInterface";
    for (unsigned s = 0; s < caller->getNumSuccessors(); ++s) {
      if (caller->getSuccessor(s) != block) continue;
      std::vector<OpOperand *> forwarded = branch->getSuccessorOperands(caller, s);
      for (size_t i = 0; i < forwarded.size() && i < newTypes.size(); ++i) {
        Value operand = forwarded[i]->get();
        if (operand.getType() == newTypes[i]) continue;
        std::optional<BaseMemRefType> operandBufferType = getBufferType(operand, options, state);
        if (!operandBufferType) return failure();
        rewriter.setInsertionPointAfterValue(operand);
        Value buffer =
            rewriter.create<ToBufferOp>(operand.getLoc(), Type(*operandBufferType), operand).getOperation()->getResult(0);
        if (Type(*operandBufferType) != newTypes[i])
          buffer = rewriter.create<memref::CastOp>(operand.getLoc(), newTypes[i], buffer).getOperation()->getResult(0);
        forwarded[i]->set(buffer);
      }
    }
  }
  return success();
}

}  // namespace tbuf::bufferization
