// The `ownership-based-buffer-deallocation` pass and the driver of the
// per-function transformation (MLIR 22's OwnershipBasedBufferDeallocation.cpp):
// block order, the preconditions that reject unsupported input with MLIR's
// messages, the memory-effect handler (allocations and frees) and the default
// ownership of results no handler set. The other handlers live in
// ownership_based_deallocation_{function,regions,branches}.cc.
#include <algorithm>

#include "absl/container/flat_hash_set.h"
#include "analysis/op_walk.h"
#include "dealloc/ownership_based_deallocation.h"
#include "dealloc/ownership_based_deallocation_parallel.h"
#include "dealloc/passes.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/func/func_ops.h"
#include "ir/block.h"
#include "ir/context.h"
#include "ir/control_flow_interfaces.h"
#include "ir/op_asm.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"
#include "ir/region.h"
#include "ir/scratch.h"
#include "transforms/side_effects.h"

namespace tbuf::dealloc {

namespace {

constexpr std::string_view kManualDeallocation = "bufferization.manual_deallocation";

bool hasBufferSemantics(Operation *op) {
  for (Value v : op->getOperands())
    if (isMemref(v)) return true;
  for (Value v : op->getResults())
    if (isMemref(v)) return true;
  for (Region &region : op->getRegions())
    if (!region.empty())
      for (Value arg : region.front().getArguments())
        if (isMemref(arg)) return true;
  return false;
}

/// MLIR's helper of the same name: true if the op declares its effects and
/// none allocates or frees, or has no effect interface but recursive effects
/// (its nested ops are processed on their own). Tensor-only ops with regions
/// (linalg on tensors) thus need no RegionBranchOpInterface.
/// `effects`: the op's declared effects (`declaresEffects`: it has the
/// interface), queried once by the caller.
bool hasNeitherAllocateNorFreeSideEffect(Operation *op, bool declaresEffects, const std::vector<MemoryEffect> &effects) {
  if (!declaresEffects) return op->hasTrait(OpTrait::RecursiveMemoryEffects);
  return std::none_of(effects.begin(), effects.end(), [](const MemoryEffect &e) {
    return e.kind == EffectKind::Allocate || e.kind == EffectKind::Free;
  });
}

/// Blocks of `region` reachable from the entry, in depth-first preorder over
/// successors (MLIR's ForwardDominanceIterator): every block comes after the
/// blocks dominating it.
std::vector<Block *> dominanceOrder(Region &region) {
  std::vector<Block *> order;
  if (region.empty()) return order;
  // One block (most regions): nothing to order.
  if (region.hasOneBlock()) return {&region.front()};
  absl::flat_hash_set<Block *> seen;
  std::vector<std::pair<Block *, size_t>> stack;
  auto visit = [&](Block *b) {
    if (!seen.insert(b).second) return;
    order.push_back(b);
    stack.push_back({b, 0});
  };
  visit(&region.front());
  while (!stack.empty()) {
    auto &[block, next] = stack.back();
    Operation *term = block->empty() ? nullptr : &block->back();
    if (!term || next >= term->getNumSuccessors()) {
      stack.pop_back();
      continue;
    }
    Block *succ = term->getSuccessor(next++);
    visit(succ);
  }
  return order;
}

}  // namespace

// ---- op classification ---------------------------------------------------------

bool isRegionBranchOp(Operation *op) { return op->getInterface<RegionBranchOpInterface>() != nullptr; }

bool isRegionBranchTerminator(Operation *op) {
  return op->getInterface<RegionBranchTerminatorOpInterface>() != nullptr || op->hasTrait(OpTrait::ReturnLike);
}

bool isBranchOp(Operation *op) { return op->getInterface<BranchOpInterface>() != nullptr; }

bool isCallOp(Operation *op) { return op->getName() == "func.call" || op->getName() == "func.call_indirect"; }

std::vector<Value> getReturnLikeOperands(Operation *op) {
  std::vector<Value> operands = op->getOperands().vec();
  if (op->getName() == "scf.condition" && !operands.empty()) operands.erase(operands.begin());
  return operands;
}

void setReturnLikeOperands(Operation *op, ArrayRef<Value> operands) {
  if (op->getName() == "scf.condition" && op->getNumOperands() > 0) {
    std::vector<Value> all{op->getOperand(0)};
    all.insert(all.end(), operands.begin(), operands.end());
    op->setOperands(all);
    return;
  }
  op->setOperands(operands);
}

// ---- driver ------------------------------------------------------------------------

LogicalResult BufferDeallocation::deallocate(Operation *funcOp) {
  if (failed(verifyFunctionPreconditions(funcOp))) return failure();
  if (failed(deallocateRegion(funcOp->getRegion(0)))) return failure();
  return updateFunctionSignature(funcOp);
}

LogicalResult BufferDeallocation::deallocateRegion(Region &region) {
  // Post-order walk: the nested regions of every op of a block are processed
  // before the block itself.
  std::vector<Operation *> withRegions;
  for (Block *block : dominanceOrder(region)) {
    // The ops holding regions, as the block has them before any is processed.
    withRegions.clear();
    for (Operation &op : *block)
      if (op.getNumRegions() != 0) withRegions.push_back(&op);
    for (Operation *op : withRegions)
      for (Region &nested : op->getRegions())
        if (failed(deallocateRegion(nested))) return failure();
    if (failed(deallocate(block))) return failure();
  }
  return success();
}

LogicalResult BufferDeallocation::deallocate(Block *block) {
  OpBuilder builder(block->getParentOp()->getContext());
  builder.setInsertionPointToStart(block);

  // Ownership of memrefs defined in other blocks of the same region moves to
  // this block; memrefs captured from enclosing regions are never owned.
  for (Value live : state_.getLiveMemrefsIn(block)) {
    if (live.getParentRegion() == block->getParent()) {
      state_.updateOwnership(live, state_.getOwnership(live, live.getParentBlock()), block);
      state_.addMemrefToDeallocate(live, block);
      continue;
    }
    if (live.getParentRegion()->isProperAncestor(block->getParent()))
      state_.updateOwnership(live, Ownership::getUnique(state_.ops().boolConstant(builder, live.getLoc(), false)),
                             block);
  }

  bool functionEntry = block->getParentOp()->getName() == func::FuncOp::getOperationName() && block->isEntryBlock();
  for (unsigned i = 0, e = block->getNumArguments(); i < e; ++i) {
    Value arg = block->getArgument(i);
    if (!isMemref(arg)) continue;
    // Function boundary ABI: arguments are never owned.
    Value ownership = functionEntry ? state_.ops().boolConstant(builder, arg.getLoc(), false)
                                    : Value(block->addArgument(builder.getI1Type(), arg.getLoc()));
    state_.updateOwnership(arg, Ownership::getUnique(ownership));
    state_.addMemrefToDeallocate(arg, block);
  }

  // The ops as the block has them before any handler inserts or rebuilds
  // one (a per-thread list: no allocation per block).
  struct Tag;
  ScratchVector<Operation *, Tag> scratch;
  std::vector<Operation *> &ops = scratch.get();
  for (Operation &op : *block) ops.push_back(&op);
  for (Operation *op : ops) {
    Operation *result = handleAllInterfaces(op);
    if (!result) return failure();
    populateRemainingOwnerships(result);
  }
  return success();
}

Operation *BufferDeallocation::handleAllInterfaces(Operation *op) {
  // Ops with their own deallocation model (MLIR's BufferDeallocationOpInterface).
  std::string_view name = op->getName();
  if (name == "cf.cond_br") return handleCondBranchOp(op);
  if (name == arith::SelectOp::getOperationName()) return op;
  // Terminators that pass no buffer on (scf.forall.in_parallel with an empty
  // region, scf.reduce.return of a non-memref): what the region owns is
  // freed before them.
  auto freeOwnedBefore = [&]() -> Operation * {
    std::vector<Value> ownerships;
    if (failed(insertDeallocOpForReturnLike(state_, op, {}, ownerships))) return nullptr;
    return op;
  };
  if (name == "scf.forall.in_parallel") {
    if (op->getNumRegions() && !op->getRegion(0).empty() && !op->getRegion(0).front().empty()) {
      op->emitError() << "only supported when nested region is empty";
      return nullptr;
    }
    return freeOwnedBefore();
  }
  if (name == "scf.reduce.return") {
    if (op->getNumOperands() == 1 && isMemref(op->getOperand(0))) {
      op->emitError() << "only supported when operand is not a MemRef";
      return nullptr;
    }
    return freeOwnedBefore();
  }

  // One memory-effect query per op: the preconditions and the effect
  // handler read the same list (nothing changes the op in between).
  struct Tag;
  ScratchVector<MemoryEffect, Tag> scratch;
  std::vector<MemoryEffect> &effects = scratch.get();
  bool declaresEffects = getMemoryEffects(op, effects);
  if (failed(verifyOperationPreconditions(op, declaresEffects, effects))) return nullptr;

  // scf.reduce: the body's buffers outlive the reduction regions that read
  // them (ownership_based_deallocation_parallel.cc).
  Operation *beforeReduce = name == "scf.reduce" ? op->getPrevNode() : nullptr;
  Operation *next = op;
  if (declaresEffects && !(next = handleMemoryEffects(next, effects))) return nullptr;
  if (isRegionBranchOp(next) && !(next = handleRegionBranchOp(next))) return nullptr;
  if (isCallOp(next) && !(next = handleCall(next))) return nullptr;
  if (isBranchOp(next) && !(next = handleBranchOp(next))) return nullptr;
  if (isRegionBranchTerminator(next) && !(next = handleRegionBranchTerminator(next))) return nullptr;
  if (name == "scf.reduce") deferBodyDeallocationPastReductions(next, beforeReduce);
  return next;
}

LogicalResult BufferDeallocation::verifyOperationPreconditions(Operation *op, bool declaresEffects,
                                                               const std::vector<MemoryEffect> &effects) {
  if (op->getName() == bufferization::DeallocOp::getOperationName())
    return op->emitError() << "No deallocation operations must be present when running this pass!";

  // Unknown effects: the op might allocate or free. Ops with recursive
  // effects (checked through their nested ops) and calls (the callee is
  // processed on its own) are fine.
  if (!declaresEffects && !op->hasTrait(OpTrait::RecursiveMemoryEffects) && !isCallOp(op))
    return op->emitError() << "ops with unknown memory side effects are not supported";

  if (!hasBufferSemantics(op) && hasNeitherAllocateNorFreeSideEffect(op, declaresEffects, effects)) return success();

  size_t numRegions = op->getNumRegions();
  if (((numRegions == 1 && op->getNumResults() > 0) || numRegions > 1) && !isRegionBranchOp(op))
    return op->emitError() << "All operations with attached regions need to implement the RegionBranchOpInterface.";

  if (op->hasTrait(OpTrait::NoTerminator)) return op->emitError() << "NoTerminator trait is not supported";

  if (op->hasTrait(OpTrait::Terminator)) {
    bool branch = isBranchOp(op), regionTerminator = isRegionBranchTerminator(op);
    if (branch == regionTerminator)
      return op->emitError()
             << "Terminators must implement either BranchOpInterface or RegionBranchTerminatorOpInterface (but not "
                "both)!";
    if (op->getNumSuccessors() > 1)
      return op->emitError() << "Terminators with more than one successor are not supported!";
  }
  return success();
}

Operation *BufferDeallocation::handleMemoryEffects(Operation *op, const std::vector<MemoryEffect> &effects) {
  // Frees and allocations are of memrefs only: an op without such an
  // effect (no effect at all, or only reads and writes) has nothing to
  // handle, so its operands and results need not be looked at.
  if (std::none_of(effects.begin(), effects.end(), [](const MemoryEffect &e) {
        return e.kind == EffectKind::Allocate || e.kind == EffectKind::Free;
      }))
    return op;
  Block *block = op->getBlock();
  auto hasEffectOn = [&](EffectKind kind, Value v) {
    return std::any_of(effects.begin(), effects.end(),
                       [&](const MemoryEffect &e) { return e.kind == kind && e.value == v; });
  };

  for (Value operand : op->getOperands()) {
    if (!isMemref(operand) || !hasEffectOn(EffectKind::Free, operand)) continue;
    // Frees are only allowed under "manual deallocation"; then a runtime
    // assertion checks that the block does not own the freed buffer.
    if (!op->hasAttr(kManualDeallocation)) {
      op->emitError() << "memory free side-effect on MemRef value not supported!";
      return nullptr;
    }
    Ownership ownership = state_.getOwnership(operand, block);
    if (ownership.isUnique()) {
      OpBuilder builder(op);
      Value inverted = builder.create<arith::XOrIOp>(op->getLoc(), ownership.getIndicator(),
                                                     state_.ops().boolConstant(builder, op->getLoc(), true))
                           .getResult();
      OperationState assertState(op->getContext(), op->getLoc(), "cf.assert");
      assertState.addOperands({inverted});
      assertState.addAttribute("msg", builder.getStringAttr("expected that the block does not have ownership"));
      builder.create(assertState);
    }
  }

  for (Value result : op->getResults()) {
    if (!isMemref(result) || !hasEffectOn(EffectKind::Allocate, result)) continue;
    OpBuilder builder(op->getContext());
    builder.setInsertionPointToStart(block);
    // Automatically scoped allocations (alloca) and manually managed ones
    // are never freed by this pass.
    if (op->getName() == "memref.alloca" || op->hasAttr(kManualDeallocation)) {
      state_.resetOwnerships({result}, block);
      state_.updateOwnership(result, Ownership::getUnique(state_.ops().boolConstant(builder, op->getLoc(), false)));
      continue;
    }
    state_.updateOwnership(result, Ownership::getUnique(state_.ops().boolConstant(builder, op->getLoc(), true)));
    state_.addMemrefToDeallocate(result, block);
  }
  return op;
}

void BufferDeallocation::populateRemainingOwnerships(Operation *op) {
  for (Value result : op->getResults()) {
    if (!isMemref(result) || !state_.getOwnership(result, op->getBlock()).isUninitialized()) continue;
    // Not an allocation: the result may alias any memref operand.
    for (Value operand : op->getOperands())
      if (isMemref(operand))
        state_.updateOwnership(result, state_.getOwnership(operand, operand.getParentBlock()), op->getBlock());
    // No memref operand (e.g. memref.get_global): not owned. This leaks if
    // an op allocates without declaring the effect.
    if (state_.getOwnership(result, op->getBlock()).isUninitialized()) {
      OpBuilder builder(op);
      state_.updateOwnership(result, Ownership::getUnique(state_.ops().boolConstant(builder, op->getLoc(), false)));
    }
  }
}

LogicalResult deallocateBuffersOwnershipBased(Operation *funcOp, const DeallocationOptions &options,
                                              const FunctionSymbols *symbols, DeallocOpCache *ops) {
  BufferDeallocation deallocation(funcOp, options, symbols, ops);
  return deallocation.deallocate(funcOp);
}

namespace {

/// Calls `fn` (returning false to stop) on every func.func nested in `op`,
/// `op` included, in post-order: the order of walkOps, which also reads the
/// next op before visiting one. An op without regions neither is a function
/// (a func.func always has its region) nor holds one, so it is passed over
/// without a look at its name. Returns false if `fn` stopped the walk.
template <typename Fn> bool walkFunctions(Operation *op, Fn &fn) {
  for (Region &region : op->getRegions())
    for (Block *block = region.empty() ? nullptr : &region.front(); block;) {
      Block *nextBlock = block->getNextNode();
      for (Operation *nested = block->empty() ? nullptr : &block->front(); nested;) {
        Operation *next = nested->getNextNode();
        if (nested->getNumRegions() != 0 && !walkFunctions(nested, fn)) return false;
        nested = next;
      }
      block = nextBlock;
    }
  return op->getName() != func::FuncOp::getOperationName() || fn(op);
}

}  // namespace

void FunctionSymbols::noteVisited(Operation *func) {
  // Once complete, every name is in already.
  if (!complete_) noted_.push_back(func);
}

Operation *FunctionSymbols::lookup(std::string_view name) const {
  // The noted functions are a prefix of the post-order: the first of a name
  // is the first noted.
  for (; numHashed_ < noted_.size(); ++numHashed_)
    byName_.emplace(func::FuncOp(noted_[numHashed_]).getSymName(), noted_[numHashed_]);
  auto it = byName_.find(name);
  if (it != byName_.end()) return it->second;
  if (complete_) return nullptr;
  // A name not noted yet (a function later in the walk, or none): all of
  // them, in post-order (entries already there are the first of their name).
  complete_ = true;
  auto note = [&](Operation *func) {
    byName_.emplace(func::FuncOp(func).getSymName(), func);
    return true;
  };
  walkFunctions(root_, note);
  it = byName_.find(name);
  return it == byName_.end() ? nullptr : it->second;
}

// ---- pass ------------------------------------------------------------------------

namespace {

class OwnershipBasedBufferDeallocationPass : public Pass {
 public:
  Option<bool> privateFuncDynamicOwnership{
      *this, "private-function-dynamic-ownership",
      "Allows to add additional arguments to private functions to dynamically pass ownership of memrefs to callees. "
      "This can enable earlier deallocations.",
      false};

  std::string_view getArgument() const override { return "ownership-based-buffer-deallocation"; }
  std::string_view getName() const override { return "OwnershipBasedBufferDeallocationPass"; }
  std::string_view getDescription() const override {
    return "Adds all required dealloc operations for all allocations in the input program";
  }
  // Like mlir-opt, runs on any op (usually the module): every func.func
  // nested in it (itself included) is processed.
  LogicalResult runOnOperation(Operation *module) override {
    DeallocationOptions options;
    options.privateFuncDynamicOwnership = privateFuncDynamicOwnership;
    // Every function is processed when the post-order walk reaches it (the
    // order of a list collected first), right after the walk went through
    // its body: on a large module the body is then still in cache. The walk
    // reads the next op before visiting one, and processing a function
    // changes only its body and type.
    FunctionSymbols symbols(module);
    DeallocOpCache ops(module->getContext());
    auto process = [&](Operation *func) {
      symbols.noteVisited(func);
      return func::FuncOp(func).isExternal() || succeeded(deallocateBuffersOwnershipBased(func, options, &symbols, &ops));
    };
    return success(walkFunctions(module, process));
  }
};

}  // namespace

void registerOwnershipBasedBufferDeallocationPass() { registerPass<OwnershipBasedBufferDeallocationPass>(); }

}  // namespace tbuf::dealloc
