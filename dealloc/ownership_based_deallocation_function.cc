// Function boundary ABI of the ownership-based deallocation (MLIR 22
// semantics): arguments are never owned, returned memrefs are always owned
// by the caller, so a function returning a memref it does not own (an
// argument, or a value of unknown ownership) returns a copy, made at run
// time only when needed (`scf.if %owned { yield %m } else { clone }`).
// Also: calls (owned results, or extra ownership results for private
// callees under private-function-dynamic-ownership), return-like
// terminators, the CFG-loop precondition and the final function signature.
#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "dealloc/ownership_based_deallocation.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/func/func_ops.h"
#include "dialects/scf/scf_ops.h"
#include "ir/block.h"
#include "ir/region.h"

namespace tbuf::dealloc {

namespace {

/// True if the CFG of `region` (edges of branch terminators) has a cycle.
/// Iterative three-colour DFS: O(blocks + edges).
bool hasCfgCycle(Region &region) {
  if (region.empty()) return false;
  enum Colour : uint8_t { White, Grey, Black };
  absl::flat_hash_map<Block *, Colour> colour;
  auto successorsOf = [](Block *b) {
    std::vector<Block *> succs;
    if (b->empty()) return succs;
    Operation *term = &b->back();
    if (isBranchOp(term) || term->getName() == "cf.cond_br") succs = term->getSuccessors();
    return succs;
  };
  // One block (most regions): a cycle is a branch back to itself.
  if (region.hasOneBlock()) {
    std::vector<Block *> succs = successorsOf(&region.front());
    return std::find(succs.begin(), succs.end(), &region.front()) != succs.end();
  }
  std::vector<std::pair<Block *, size_t>> stack;
  for (Block &start : region) {
    if (colour[&start] != White) continue;
    colour[&start] = Grey;
    stack.push_back({&start, 0});
    while (!stack.empty()) {
      Block *b = stack.back().first;
      std::vector<Block *> succs = successorsOf(b);
      size_t &next = stack.back().second;
      if (next >= succs.size()) {
        colour[b] = Black;
        stack.pop_back();
        continue;
      }
      Block *s = succs[next++];
      Colour c = colour[s];
      if (c == Grey) return true;
      if (c == White) {
        colour[s] = Grey;
        stack.push_back({s, 0});
      }
    }
  }
  return false;
}

}  // namespace

namespace {

/// True if a region of `op` or of an op nested in it has a CFG cycle. Only
/// ops holding regions are descended into (most ops of a body have none).
bool anyCfgCycleUnder(Operation *op) {
  for (Region &region : op->getRegions()) {
    if (hasCfgCycle(region)) return true;
    for (Block &block : region)
      for (Operation &nested : block)
        if (nested.getNumRegions() != 0 && anyCfgCycleUnder(&nested)) return true;
  }
  return false;
}

}  // namespace

LogicalResult BufferDeallocation::verifyFunctionPreconditions(Operation *funcOp) {
  if (anyCfgCycleUnder(funcOp)) return funcOp->emitError() << "Only structured control-flow loops are supported.";
  return success();
}

LogicalResult BufferDeallocation::updateFunctionSignature(Operation *funcOp) {
  func::FuncOp func(funcOp);
  // The operand types of the first return-like op; every other one must
  // forward the same types.
  std::vector<Type> results;
  bool anyReturn = false;
  for (Block &block : func.getBody())
    for (Operation &op : block) {
      if (!isRegionBranchTerminator(&op)) continue;
      std::vector<Value> operands = getReturnLikeOperands(&op);
      if (!anyReturn) {
        anyReturn = true;
        for (Value v : operands) results.push_back(v.getType());
        continue;
      }
      bool same = operands.size() == results.size();
      for (size_t i = 0; same && i < operands.size(); ++i) same = operands[i].getType() == results[i];
      if (!same) return funcOp->emitError() << "there are multiple return operations with different operand types";
    }
  FunctionType current = func.getFunctionType();
  // No return (e.g. an infinite loop): keep the declared results.
  if (!anyReturn) {
    ArrayRef<Type> declared = func.getResultTypes();
    results.assign(declared.begin(), declared.end());
  }
  Block &entry = func.front();
  ArrayRef<Type> currentInputs = current.getInputs(), currentResults = current.getResults();
  // Most signatures do not change: compare before building (and uniquing) a
  // new type.
  bool unchanged = currentResults.size() == results.size() && currentInputs.size() == entry.getNumArguments() &&
                   std::equal(results.begin(), results.end(), currentResults.begin());
  for (unsigned i = 0; unchanged && i < entry.getNumArguments(); ++i)
    unchanged = entry.getArgument(i).getType() == currentInputs[i];
  if (unchanged) return success();
  func.setFunctionType(FunctionType::get(funcOp->getContext(), entry.getArgumentTypes(), results));
  return success();
}

bool BufferDeallocation::isFunctionWithoutDynamicOwnership(Operation *op) const {
  if (!op || op->getName() != func::FuncOp::getOperationName()) return false;
  func::FuncOp func(op);
  return !options_.privateFuncDynamicOwnership || !func.isPrivate() || func.isExternal();
}

Operation *BufferDeallocation::handleCall(Operation *op) {
  OpBuilder builder(op);
  // A callee referenced by SSA value, or not found, counts as private.
  bool isPrivate = true;
  if (auto callee = op->getAttrOfType<SymbolRefAttr>("callee")) {
    Operation *target = nullptr;
    std::string_view name = callee.getRootReference();
    if (symbols_) target = symbols_->lookup(name);
    // Not among the functions the pass runs on (e.g. run on one func.func):
    // look it up in the outermost symbol table.
    if (!target) {
      Operation *root = op;
      while (root->getParentOp()) root = root->getParentOp();
      target = func::lookupSymbolIn(root, name);
    }
    if (target && target->getName() == func::FuncOp::getOperationName()) {
      func::FuncOp f(target);
      isPrivate = f.isPrivate() && !f.isDeclaration();
    }
  }

  if (options_.privateFuncDynamicOwnership && isPrivate) {
    size_t numMemrefs = std::count_if(op->getResults().begin(), op->getResults().end(), isMemref);
    unsigned counter = op->getNumResults();
    op = appendOpResults(op, std::vector<Type>(numMemrefs, builder.getI1Type()));
    for (Value result : op->getResults()) {
      if (!isMemref(result)) continue;
      state_.updateOwnership(result, Ownership::getUnique(op->getResult(counter++)));
      state_.addMemrefToDeallocate(result, result.getParentBlock());
    }
    return op;
  }

  // Function boundary ABI: returned memrefs are owned by the caller.
  Value trueVal = state_.ops().boolConstant(builder, op->getLoc(), true);
  for (Value result : op->getResults()) {
    if (!isMemref(result)) continue;
    state_.updateOwnership(result, Ownership::getUnique(trueVal));
    state_.addMemrefToDeallocate(result, result.getParentBlock());
  }
  return op;
}

std::pair<Value, Value> BufferDeallocation::materializeUniqueOwnership(OpBuilder &builder, Value memref,
                                                                       Block *block) {
  if (memref.getParentBlock() != block) return state_.getMemrefWithUniqueOwnership(builder, memref, block);
  // arith.select: select between the operand ownerships instead of cloning.
  if (auto select = memref.getDefiningOp<arith::SelectOp>()) {
    Block *defBlock = memref.getParentBlock();
    Ownership t = state_.getOwnership(select.getTrueValue(), defBlock);
    Ownership f = state_.getOwnership(select.getFalseValue(), defBlock);
    if (t.isUnique() && f.isUnique()) {
      Value ownership =
          builder.create<arith::SelectOp>(select.getLoc(), select.getCondition(), t.getIndicator(), f.getIndicator())
              .getResult();
      return {memref, ownership};
    }
    return state_.getMemrefWithUniqueOwnership(builder, memref, defBlock);
  }
  return state_.getMemrefWithUniqueOwnership(builder, memref, block);
}

Value BufferDeallocation::materializeMemrefWithGuaranteedOwnership(OpBuilder &builder, Value memref, Block *block) {
  auto [newMemref, condition] = materializeUniqueOwnership(builder, memref, block);
  // Statically owned (e.g. an allocation, or the clone made above).
  std::optional<int64_t> constant = matchConstantInt(condition);
  if (constant && *constant != 0) return newMemref;

  // Copy at run time only if the block does not own the buffer.
  Value maybeClone = state_.ops().cloneIfNotOwned(builder, memref.getLoc(), condition, newMemref);
  Value trueVal = state_.ops().boolConstant(builder, memref.getLoc(), true);
  state_.updateOwnership(maybeClone, Ownership::getUnique(trueVal));
  state_.addMemrefToDeallocate(maybeClone, maybeClone.getParentBlock());
  return maybeClone;
}

Operation *BufferDeallocation::handleRegionBranchTerminator(Operation *op) {
  OpBuilder builder(op);
  // Returns of functions following the ABI return owned memrefs only.
  bool withoutDynamicOwnership = isFunctionWithoutDynamicOwnership(op->getParentOp());
  if (withoutDynamicOwnership)
    for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i)
      if (isMemref(op->getOperand(i)))
        op->setOperand(i, materializeMemrefWithGuaranteedOwnership(builder, op->getOperand(i), op->getBlock()));

  std::vector<Value> operands = getReturnLikeOperands(op);
  std::vector<Value> updatedOwnerships;
  if (failed(insertDeallocOpForReturnLike(state_, op, operands, updatedOwnerships))) return nullptr;

  // Otherwise pass one ownership indicator per memref along.
  if (!withoutDynamicOwnership && !updatedOwnerships.empty()) {
    operands.insert(operands.end(), updatedOwnerships.begin(), updatedOwnerships.end());
    setReturnLikeOperands(op, operands);
  }
  return op;
}

}  // namespace tbuf::dealloc
