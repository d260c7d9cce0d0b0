// The `optimize-allocation-liveness` pass (MLIR 22's
// OptimizeAllocationLivenessPass, anchored on func.func): shortens the live
// range of a temporary buffer by moving its deallocation to right after the
// last op that uses the buffer or any of its aliases, so that later
// allocations (or a memory planner) can reuse the memory sooner.
//
// An op is handled when it declares exactly one Allocate effect on one of its
// own results (memref.alloc, memref.alloca, memref.realloc,
// bufferization.clone, ...) and that result has exactly one user with a Free
// effect (memref.dealloc, memref.realloc; Free effects are counted per use
// and per effect, whatever value they name; bufferization.dealloc is a plain
// user, as in mlir-opt) living in the allocation's block: deallocations are
// never moved out of conditionals or loops. The users of every alias of the
// buffer (views, arith.select, forwarded block and region arguments, loop
// results, ... as AliasAnalysis::resolve finds them), except the
// deallocation itself, are mapped to their ancestor in the allocation's
// block; the deallocation moves right after the last of those ancestors (so
// after a whole region op that uses the buffer inside, and later than before
// if a user followed it). Nothing moves when the deallocation is the only
// user. Users outside the allocation's block are ignored; mlir-opt-22
// crashes on them once another user has been seen.
//
// Allocations are visited in post-order with the walk's early increment, as
// in mlir-opt: when a deallocation that directly follows its allocation is
// moved, the walk continues from the deallocation's new position, so the ops
// it jumped over are not visited.
#include <vector>

#include "analysis/alias_analysis.h"
#include "dealloc/passes.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/func/func_ops.h"
#include "ir/dominance.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"
#include "transforms/side_effects.h"

namespace tbuf::dealloc {

namespace {

/// The single result of `op` carrying an Allocate effect of `op` itself, or
/// null if the op declares no such effect or more than one.
Value getSingleAllocatedResult(Operation *op) {
  std::vector<MemoryEffect> effects;
  if (!getMemoryEffects(op, effects)) return Value();
  bool allocates = false;
  std::vector<Value> allocated;
  for (const MemoryEffect &effect : effects) {
    if (effect.kind != EffectKind::Allocate) continue;
    allocates = true;
    if (effect.value && effect.value.getDefiningOp() == op) allocated.push_back(effect.value);
  }
  if (!allocates || allocated.size() != 1) return Value();
  return allocated.front();
}

/// The one user of `value` with a Free effect; null if there is none or if
/// Free effects are found more than once (per use and per effect). In MLIR,
/// bufferization.dealloc does not implement the memory effect interface (tbuf
/// gives it Free effects for other passes), so it is a plain user here.
Operation *getSingleFreeingUser(Value value) {
  Operation *freeingUser = nullptr;
  for (OpOperand &use : value.getUses()) {
    Operation *user = use.getOwner();
    if (user->getName() == bufferization::DeallocOp::getOperationName()) continue;
    std::vector<MemoryEffect> effects;
    if (!getMemoryEffects(user, effects)) continue;
    for (const MemoryEffect &effect : effects) {
      if (effect.kind != EffectKind::Free) continue;
      if (freeingUser) return nullptr;
      freeingUser = user;
    }
  }
  return freeingUser;
}

/// Moves the deallocation of the buffer allocated by `allocOp` after the last
/// user of any of its aliases in the allocation's block.
void optimizeAllocation(Operation *allocOp, const AliasAnalysis &aliases) {
  Value buffer = getSingleAllocatedResult(allocOp);
  if (!buffer) return;
  Operation *deallocOp = getSingleFreeingUser(buffer);
  Block *block = allocOp->getBlock();
  if (!deallocOp || deallocOp->getBlock() != block) return;

  Operation *lastUser = nullptr;
  for (Value alias : aliases.resolve(buffer)) {
    for (OpOperand &use : alias.getUses()) {
      Operation *user = use.getOwner();
      if (user == deallocOp) continue;
      Operation *topUser = findAncestorOpInBlock(block, user);
      if (!topUser) continue;
      if (!lastUser || lastUser->isBeforeInBlock(topUser)) lastUser = topUser;
    }
  }
  // Operation::moveAfter must not be asked to move an op after its own
  // predecessor (it would unlink the op it inserts before).
  if (!lastUser || lastUser->getNextNode() == deallocOp) return;
  deallocOp->moveAfter(lastUser);
}

class OptimizeAllocationLivenessPass : public Pass {
 public:
  std::string_view getArgument() const override { return "optimize-allocation-liveness"; }
  std::string_view getName() const override { return "OptimizeAllocationLivenessPass"; }
  std::string_view getDescription() const override {
    return "This pass optimizes the liveness of temp allocations in the input function";
  }
  std::string_view getOpName() const override { return "func.func"; }
  LogicalResult runOnOperation(Operation *op) override {
    if (func::FuncOp(op).isExternal()) return success();
    AliasAnalysis aliases(op, AliasAnalysisParts::BufferOrigins);
    op->walk([&](Operation *nested) { optimizeAllocation(nested, aliases); });
    return success();
  }
};

}  // namespace

void registerOptimizeAllocationLivenessPass() { registerPass<OptimizeAllocationLivenessPass>(); }

}  // namespace tbuf::dealloc
