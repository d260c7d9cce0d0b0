// The buffer-results-to-out-params pass (MLIR 22's
// BufferResultsToOutParams.cpp): every ranked memref result of a function
// becomes an extra trailing argument ("out-param"); the function copies the
// value it used to return into it (memref.copy) and call sites allocate the
// out-param (memref.alloc, plus a memref.cast to a fully dynamic layout)
// before the call.
//
// Options (as mlir-opt's):
//   add-result-attr          mark out-params with `bufferize.result`
//   hoist-static-allocs      a returned static-shape allocation (alloc,
//                            alloca, realloc) is replaced by the out-param
//                            instead of copied
//   hoist-dynamic-allocs     the same for dynamic shapes whose sizes are
//                            function arguments (call sites allocate with
//                            the matching call operands)
//   modify-public-functions  also rewrite public functions
// Declarations are never changed. Result layouts must be the identity or
// fully dynamic ("cannot create out param for result with unsupported
// layout"); a dynamically shaped result needs hoisted sizes ("cannot
// create out param for dynamically shaped result" at the call).
#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "bufferize/one_shot_module_func_state.h"
#include "bufferize/passes.h"
#include "dialects/func/func_ops.h"
#include "dialects/memref/memref_ops.h"
#include "ir/diagnostics.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"
#include "ir/rewriter.h"

namespace tbuf::bufferization {

namespace {

struct OutParamsOptions {
  bool addResultAttribute = false;
  bool hoistStaticAllocs = false;
  bool hoistDynamicAllocs = false;
  bool modifyPublicFunctions = false;
};

/// callee -> dynamic sizes (callee arguments) of each hoisted dynamic result.
using AllocDynamicSizesMap = absl::flat_hash_map<Operation *, std::vector<std::vector<Value>>>;

bool hasFullyDynamicLayoutMap(MemRefType type) {
  std::vector<int64_t> strides;
  int64_t offset = 0;
  if (failed(type.getStridesAndOffset(strides, offset))) return false;
  for (int64_t s : strides)
    if (s != kDynamic) return false;
  return offset == kDynamic;
}

bool hasStaticIdentityLayout(MemRefType type) { return type.hasIdentityLayout(); }

bool isAllocationOp(Operation *op) {
  return op && (isa<memref::AllocOp>(op) || isa<memref::AllocaOp>(op) || op->getName() == "memref.realloc");
}

/// Index operands of the allocation defining `memref` if all are arguments
/// of `funcOp`, else empty.
std::vector<Value> getDynamicSize(Value memref, func::FuncOp funcOp) {
  Operation *defOp = memref.getDefiningOp();
  if (!defOp) return {};
  std::vector<Value> dynamicSizes;
  Block &entry = funcOp.front();
  for (Value size : defOp->getOperands()) {
    if (!size.getType().isa<IndexType>()) continue;
    auto arg = size.dyn_cast<BlockArgument>();
    if (!arg || arg.getOwner() != &entry) return {};
    dynamicSizes.push_back(size);
  }
  return dynamicSizes;
}

LogicalResult updateFuncOp(func::FuncOp funcOp, std::vector<Value> &appendedEntryArgs,
                           const OutParamsOptions &options) {
  FunctionType type = funcOp.getFunctionType();
  std::vector<Type> erasedResultTypes;
  std::vector<unsigned> erasedIndices;
  std::vector<bool> erase(type.getNumResults(), false);
  for (unsigned i = 0; i < type.getNumResults(); ++i) {
    auto memrefType = type.getResults()[i].dyn_cast<MemRefType>();
    if (!memrefType) continue;
    if (!hasStaticIdentityLayout(memrefType) && !hasFullyDynamicLayoutMap(memrefType))
      return funcOp->emitError() << "cannot create out param for result with unsupported layout";
    erase[i] = true;
    erasedIndices.push_back(i);
    erasedResultTypes.push_back(memrefType);
  }

  // Keep the result attribute dictionaries for the new arguments.
  std::vector<DictionaryAttr> movedAttrs;
  for (unsigned i : erasedIndices) movedAttrs.push_back(funcOp.getResultAttrDict(i));

  std::vector<Type> newArgTypes(type.getInputs().begin(), type.getInputs().end());
  newArgTypes.insert(newArgTypes.end(), erasedResultTypes.begin(), erasedResultTypes.end());
  funcOp.setFunctionType(FunctionType::get(funcOp.getContext(), newArgTypes, type.getResults()));
  for (size_t k = 0; k < erasedIndices.size(); ++k) {
    unsigned argIdx = type.getNumInputs() + k;
    funcOp.setArgAttrs(argIdx, movedAttrs[k]);
    if (options.addResultAttribute)
      funcOp.setArgAttr(argIdx, "bufferize.result", UnitAttr::get(funcOp.getContext()));
  }
  eraseFunctionResults(funcOp, erase);

  if (funcOp.isExternal()) return success();
  for (Type t : erasedResultTypes) appendedEntryArgs.push_back(funcOp.front().addArgument(t, funcOp.getLoc()));
  return success();
}

LogicalResult updateReturnOps(func::FuncOp funcOp, const std::vector<Value> &appendedEntryArgs,
                              std::vector<std::vector<Value>> &dynamicSizes, const OutParamsOptions &options) {
  std::vector<Operation *> returnOps;
  funcOp->walk([&](func::ReturnOp op) { returnOps.push_back(op); });
  for (Operation *op : returnOps) {
    std::vector<Value> copyIntoOutParams, keepAsReturnOperands;
    for (Value operand : op->getOperands()) {
      if (operand.getType().isa<MemRefType>())
        copyIntoOutParams.push_back(operand);
      else
        keepAsReturnOperands.push_back(operand);
    }
    OpBuilder builder(op);
    for (size_t i = 0; i < copyIntoOutParams.size() && i < appendedEntryArgs.size(); ++i) {
      Value orig = copyIntoOutParams[i];
      Value arg = appendedEntryArgs[i];
      bool staticShape = orig.getType().cast<MemRefType>().hasStaticShape();
      bool hoistStatic = options.hoistStaticAllocs && staticShape;
      bool hoistDynamic = options.hoistDynamicAllocs && !staticShape;
      if ((hoistStatic || hoistDynamic) && isAllocationOp(orig.getDefiningOp())) {
        if (hoistDynamic) dynamicSizes.push_back(getDynamicSize(orig, funcOp));
        Operation *alloc = orig.getDefiningOp();
        orig.replaceAllUsesWith(arg);
        alloc->erase();
      } else {
        builder.create<memref::CopyOp>(op->getLoc(), orig, arg);
      }
    }
    builder.create<func::ReturnOp>(op->getLoc(), keepAsReturnOperands);
    op->erase();
  }
  return success();
}

LogicalResult updateCalls(Operation *moduleOp, const AllocDynamicSizesMap &map, const OutParamsOptions &options) {
  std::vector<Operation *> calls;
  moduleOp->walk([&](func::CallOp op) { calls.push_back(op); });
  for (Operation *op : calls) {
    func::CallOp callOp(op);
    auto callee = dyn_cast<func::FuncOp>(func::lookupSymbolIn(moduleOp, callOp.getCallee()));
    if (!callee) return op->emitError() << "cannot find callee '" << callOp.getCallee() << "' in symbol table";
    if (callee.isExternal()) continue;
    if (callee.isPublic() && !options.modifyPublicFunctions) continue;

    std::vector<Value> replaceWithNewCallResults, replaceWithOutParams;
    for (Value result : op->getResults()) {
      if (result.getType().isa<MemRefType>())
        replaceWithOutParams.push_back(result);
      else
        replaceWithNewCallResults.push_back(result);
    }
    std::vector<std::vector<Value>> dynamicSizes;
    if (auto it = map.find(callee.getOperation()); it != map.end()) dynamicSizes = it->second;
    size_t dynamicSizesIndex = 0;
    OpBuilder builder(op);
    std::vector<Value> outParams;
    for (Value memref : replaceWithOutParams) {
      auto memrefType = memref.getType().cast<MemRefType>();
      std::vector<Value> dynamicSize =
          dynamicSizes.size() > dynamicSizesIndex ? dynamicSizes[dynamicSizesIndex] : std::vector<Value>();
      bool staticShape = memrefType.hasStaticShape();
      if (!staticShape && dynamicSize.empty())
        return op->emitError() << "cannot create out param for dynamically shaped result";
      auto allocType =
          MemRefType::get(memrefType.getShape(), memrefType.getElementType(), Attribute(), memrefType.getMemorySpace());
      std::vector<Value> allocSizes;
      if (!staticShape) {
        ++dynamicSizesIndex;
        // Callee arguments -> the call's operands.
        for (Value size : dynamicSize) {
          auto arg = size.dyn_cast<BlockArgument>();
          if (arg && arg.getArgNumber() < op->getNumOperands()) allocSizes.push_back(op->getOperand(arg.getArgNumber()));
        }
      }
      Value outParam = builder.create<memref::AllocOp>(op->getLoc(), allocType, allocSizes).getResult();
      if (!hasStaticIdentityLayout(memrefType))
        outParam = builder.create<memref::CastOp>(op->getLoc(), memrefType, outParam).getResult();
      memref.replaceAllUsesWith(outParam);
      outParams.push_back(outParam);
    }

    std::vector<Value> newOperands = op->getOperands().vec();
    newOperands.insert(newOperands.end(), outParams.begin(), outParams.end());
    std::vector<Type> newResultTypes;
    for (Value v : replaceWithNewCallResults) newResultTypes.push_back(v.getType());
    func::CallOp newCall = builder.create<func::CallOp>(op->getLoc(), callOp.getCallee(), newResultTypes, newOperands);
    for (size_t i = 0; i < replaceWithNewCallResults.size(); ++i)
      replaceWithNewCallResults[i].replaceAllUsesWith(newCall->getResult(i));
    op->erase();
  }
  return success();
}

LogicalResult promoteBufferResultsToOutParams(Operation *moduleOp, const OutParamsOptions &options) {
  AllocDynamicSizesMap map;
  std::vector<func::FuncOp> funcOps;
  for (Block &block : moduleOp->getRegion(0))
    for (Operation &op : block)
      if (auto funcOp = dyn_cast<func::FuncOp>(&op)) funcOps.push_back(funcOp);
  for (func::FuncOp funcOp : funcOps) {
    if (funcOp.isExternal()) continue;
    if (funcOp.isPublic() && !options.modifyPublicFunctions) continue;
    std::vector<Value> appendedEntryArgs;
    if (failed(updateFuncOp(funcOp, appendedEntryArgs, options))) return failure();
    std::vector<std::vector<Value>> dynamicSizes;
    if (failed(updateReturnOps(funcOp, appendedEntryArgs, dynamicSizes, options))) return failure();
    map[funcOp.getOperation()] = std::move(dynamicSizes);
  }
  return updateCalls(moduleOp, map, options);
}

class BufferResultsToOutParamsPass : public Pass {
 public:
  Option<bool> addResultAttr{*this, "add-result-attr",
                             "Add the attribute 'bufferize.result' to all output parameters.", false};
  Option<bool> hoistStaticAllocs{*this, "hoist-static-allocs", "Hoist static allocations to call sites.", false};
  Option<bool> hoistDynamicAllocs{*this, "hoist-dynamic-allocs", "Hoist dynamic allocations to call sites.", false};
  Option<bool> modifyPublicFunctions{*this, "modify-public-functions",
                                     "Modify function signatures of public functions.", false};

  std::string_view getArgument() const override { return "buffer-results-to-out-params"; }
  std::string_view getName() const override { return "BufferResultsToOutParamsPass"; }
  std::string_view getDescription() const override { return "Converts memref-typed function results to out-params"; }
  std::string_view getOpName() const override { return "builtin.module"; }
  LogicalResult runOnOperation(Operation *op) override {
    OutParamsOptions options;
    options.addResultAttribute = addResultAttr;
    options.hoistStaticAllocs = hoistStaticAllocs;
    options.hoistDynamicAllocs = hoistDynamicAllocs;
    options.modifyPublicFunctions = modifyPublicFunctions;
    return promoteBufferResultsToOutParams(op, options);
  }
};

}  // namespace

void registerBufferResultsToOutParamsPass() { registerPass<BufferResultsToOutParamsPass>(); }

}  // namespace tbuf::bufferization
