// Call-graph ordering of functions for module bufferization (see
// one_shot_module_call_graph.h). Kahn's algorithm on "F calls G" edges with
// G's signature holding tensors; O(functions + calls) with the first ready
// function taken in module order.
#include "bufferize/one_shot_module_call_graph.h"

#include <functional>
#include <queue>

#include "absl/container/flat_hash_set.h"
#include "analysis/op_walk.h"
#include "bufferize/one_shot_module_func_state.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization {

namespace {

bool hasTensorSignature(func::FuncOp funcOp) {
  for (Type t : funcOp.getArgumentTypes())
    if (t.isa<TensorType>()) return true;
  for (Type t : funcOp.getResultTypes())
    if (t.isa<TensorType>()) return true;
  return false;
}

}  // namespace

LogicalResult getFuncOpsOrderedByCalls(Operation *moduleOp, FuncCallOrder &order) {
  std::vector<func::FuncOp> funcOps;
  if (moduleOp->getNumRegions() == 1)
    for (Block &block : moduleOp->getRegion(0))
      for (Operation &op : block)
        if (auto funcOp = dyn_cast<func::FuncOp>(&op)) funcOps.push_back(funcOp);

  // Position of each function, and top-level symbols by name: calls in
  // top-level functions resolve here in O(1) instead of scanning the module
  // for every call. Built at the first call (a module without calls needs
  // neither). (The names are held by the functions' attributes, unchanged
  // here.)
  absl::flat_hash_map<Operation *, size_t, AddressOrderHash> indexOf;
  absl::flat_hash_map<std::string_view, Operation *> symbols;
  bool tablesBuilt = false;
  auto buildTables = [&] {
    tablesBuilt = true;
    indexOf.reserve(funcOps.size());
    for (size_t i = 0; i < funcOps.size(); ++i) indexOf[funcOps[i]] = i;
    symbols.reserve(funcOps.size());
    for (func::FuncOp funcOp : funcOps) symbols.emplace(funcOp.getSymName(), funcOp);
  };
  auto resolve = [&](func::CallOp callOp) -> func::FuncOp {
    if (!tablesBuilt) buildTables();
    SymbolRefAttr sym = callOp.getCalleeAttr();
    if (!sym) return func::FuncOp();
    Operation *table = callOp->getParentOp();
    while (table && !table->hasTrait(OpTrait::SymbolTable)) table = table->getParentOp();
    if (table == moduleOp) {
      auto it = symbols.find(callOp.getCallee());
      if (it != symbols.end()) return func::FuncOp(it->second);
    }
    return getCalledFunction(callOp);
  };
  // calledBy[g] = functions (indices) calling g; numCallees[f] = number of
  // distinct tensor-signature functions f calls.
  std::vector<std::vector<size_t>> calledBy(funcOps.size());
  std::vector<size_t> numCallees(funcOps.size(), 0);
  std::vector<absl::flat_hash_set<size_t>> calleesOf(funcOps.size());

  for (size_t f = 0; f < funcOps.size(); ++f) {
    // A body without func.return (ended by spirv.Return) is accepted here:
    // only the analysis rejects it (aliasingFuncOpBBArgsAnalysis), so
    // copy-before-write bufferizes it, as mlir-opt does.
    WalkResult res = walkOps(funcOps[f].getOperation(), [&](Operation *op) -> WalkResult {
      for (Value v : op->getResults()) order.numTensorValues += v.getType().isa<TensorType>();
      for (Region &r : op->getRegions())
        for (Block &b : r)
          for (unsigned i = 0, e = b.getNumArguments(); i < e; ++i)
            order.numTensorValues += b.getArgument(i).getType().isa<TensorType>();
      auto callOp = dyn_cast<func::CallOp>(op);
      if (!callOp) return WalkResult::advance();
      func::FuncOp callee = resolve(callOp);
      if (!callee) {
        callOp->emitOpError() << "'" << callOp.getCallee() << "' does not reference a valid function";
        return WalkResult::interrupt();
      }
      order.calleeOf[callOp.getOperation()] = callee.getOperation();
      if (!hasTensorSignature(callee)) return WalkResult::skip();
      order.callerMap[callee].push_back(callOp);
      auto it = indexOf.find(callee.getOperation());
      // Callees outside the module's top level impose no order.
      if (it == indexOf.end()) return WalkResult::advance();
      if (calleesOf[f].insert(it->second).second) {
        calledBy[it->second].push_back(f);
        ++numCallees[f];
      }
      return WalkResult::advance();
    });
    if (res.wasInterrupted()) return failure();
  }

  // Repeatedly take the first function (module order) calling no function
  // left; a min-ordered ready set keeps ties in module order.
  // (A min-heap: each function becomes ready once.)
  std::vector<bool> done(funcOps.size(), false);
  std::priority_queue<size_t, std::vector<size_t>, std::greater<size_t>> ready;
  for (size_t f = 0; f < funcOps.size(); ++f)
    if (numCallees[f] == 0) ready.push(f);
  while (!ready.empty()) {
    size_t f = ready.top();
    ready.pop();
    done[f] = true;
    order.orderedFuncOps.push_back(funcOps[f]);
    for (size_t caller : calledBy[f])
      if (--numCallees[caller] == 0) ready.push(caller);
  }
  for (size_t f = 0; f < funcOps.size(); ++f)
    if (!done[f]) order.remainingFuncOps.push_back(funcOps[f]);
  return success();
}

}  // namespace tbuf::bufferization
