// The drop-equivalent-buffer-results pass (MLIR 22's
// DropEquivalentBufferResults.cpp): after function-boundary bufferization a
// private function often returns one of its own arguments (possibly
// through memref.casts). Such a result carries no information for the
// caller, so it is removed from the function and every call site uses the
// call's operand instead (memref.cast to the old result type if needed).
//
// As in mlir-opt: only private functions with a body and exactly one
// func.return are changed; any returned value that is an argument counts
// (not only memrefs); every call of such a function is rebuilt, even when
// nothing was dropped, and loses the old call's extra attributes; dead
// casts left in the callee are not erased.
#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "bufferize/one_shot_module_func_state.h"
#include "bufferize/passes.h"
#include "dialects/func/func_ops.h"
#include "dialects/memref/memref_ops.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"
#include "ir/rewriter.h"

namespace tbuf::bufferization {

namespace {

/// The single func.return of `funcOp`, or null if there are several.
Operation *getAssumedUniqueReturnOp(func::FuncOp funcOp) {
  Operation *returnOp = nullptr;
  for (Block &block : funcOp.getBody()) {
    Operation *terminator = block.getTerminator();
    if (!terminator || !isa<func::ReturnOp>(terminator)) continue;
    if (returnOp) return nullptr;
    returnOp = terminator;
  }
  return returnOp;
}

LogicalResult dropEquivalentBufferResults(Operation *moduleOp) {
  IRRewriter rewriter(moduleOp->getContext());

  // Call sites of each function, in IR order.
  absl::flat_hash_map<Operation *, std::vector<Operation *>> callerMap;
  moduleOp->walk<WalkOrder::PreOrder>([&](func::CallOp callOp) {
    if (func::FuncOp callee = getCalledFunction(callOp)) callerMap[callee].push_back(callOp);
  });

  std::vector<func::FuncOp> funcOps;
  for (Block &block : moduleOp->getRegion(0))
    for (Operation &op : block)
      if (auto funcOp = dyn_cast<func::FuncOp>(&op)) funcOps.push_back(funcOp);

  for (func::FuncOp funcOp : funcOps) {
    if (funcOp.isExternal() || funcOp.isPublic()) continue;
    Operation *returnOp = getAssumedUniqueReturnOp(funcOp);
    if (!returnOp) continue;

    // Results that are (casts of) arguments.
    std::vector<Value> newReturnValues;
    std::vector<bool> erased(funcOp.getNumResults(), false);
    absl::flat_hash_map<int64_t, int64_t> resultToArgs;
    Block &entry = funcOp.front();
    for (unsigned i = 0; i < returnOp->getNumOperands(); ++i) {
      Value val = returnOp->getOperand(i);
      while (auto castOp = val.getDefiningOp<memref::CastOp>()) val = castOp.getOperation()->getOperand(0);
      bool isArg = false;
      for (unsigned a = 0; a < entry.getNumArguments(); ++a)
        if (val == Value(entry.getArgument(a))) {
          resultToArgs[i] = a;
          isArg = true;
          break;
        }
      if (isArg && i < erased.size())
        erased[i] = true;
      else
        newReturnValues.push_back(returnOp->getOperand(i));
    }
    eraseFunctionResults(funcOp, erased);
    returnOp->setOperands(newReturnValues);

    // Calls return only what is left; erased results become the operand.
    for (Operation *callOp : callerMap[funcOp.getOperation()]) {
      rewriter.setInsertionPoint(callOp);
      func::CallOp newCall = rewriter.create<func::CallOp>(callOp->getLoc(), funcOp, callOp->getOperands().vec());
      std::vector<Value> newResults;
      unsigned nextResult = 0;
      for (unsigned i = 0; i < callOp->getNumResults(); ++i) {
        auto it = resultToArgs.find(i);
        if (it == resultToArgs.end()) {
          newResults.push_back(newCall->getResult(nextResult++));
          continue;
        }
        Value replacement = callOp->getOperand(it->second);
        Type expectedType = callOp->getResult(i).getType();
        if (replacement.getType() != expectedType)
          replacement = rewriter.create<memref::CastOp>(callOp->getLoc(), expectedType, replacement).getResult();
        newResults.push_back(replacement);
      }
      rewriter.replaceOp(callOp, newResults);
    }
  }
  return success();
}

class DropEquivalentBufferResultsPass : public Pass {
 public:
  std::string_view getArgument() const override { return "drop-equivalent-buffer-results"; }
  std::string_view getName() const override { return "DropEquivalentBufferResultsPass"; }
  std::string_view getDescription() const override {
    return "Remove MemRef return values that are equivalent to a bbArg";
  }
  std::string_view getOpName() const override { return "builtin.module"; }
  LogicalResult runOnOperation(Operation *op) override { return dropEquivalentBufferResults(op); }
};

}  // namespace

void registerDropEquivalentBufferResultsPass() { registerPass<DropEquivalentBufferResultsPass>(); }

}  // namespace tbuf::bufferization
