// Shared helpers of the buffer optimisations (see buffer_placement.h).
#include "dealloc/buffer_placement.h"

#include "absl/container/flat_hash_set.h"
#include "ir/control_flow_interfaces.h"
#include "ir/op_definition.h"
#include "transforms/side_effects.h"

namespace tbuf::dealloc {

namespace {

/// True if `user` declares a Free effect on `v`.
bool freesValue(Operation *user, Value v) {
  std::vector<MemoryEffect> effects;
  if (!getMemoryEffects(user, effects)) return false;
  for (const MemoryEffect &e : effects)
    if (e.kind == EffectKind::Free && e.value == v) return true;
  return false;
}

/// Ops MLIR models as LoopLikeOpInterface.
bool isLoopLikeOp(Operation *op) {
  std::string_view name = op->getName();
  return name == "scf.for" || name == "scf.while" || name == "scf.forall" || name == "scf.parallel" ||
         name == "affine.for" || name == "affine.parallel";
}

}  // namespace

Operation *findDealloc(Value alloc, bool &ok) {
  ok = true;
  Operation *dealloc = nullptr;
  for (OpOperand &use : alloc.getUses()) {
    Operation *user = use.getOwner();
    if (user->getName() == "bufferization.dealloc" || !freesValue(user, alloc)) continue;
    if (dealloc && dealloc != user) {
      ok = false;
      return nullptr;
    }
    dealloc = user;
  }
  return dealloc;
}

std::vector<AllocEntry> collectAllocations(Operation *root) {
  std::vector<AllocEntry> allocs;
  std::vector<MemoryEffect> effects;
  root->walk([&](Operation *op) {
    if (op->getName() == "memref.alloca") return;
    effects.clear();
    if (!getMemoryEffects(op, effects)) return;
    Value allocated;
    unsigned count = 0;
    for (const MemoryEffect &e : effects) {
      if (e.kind != EffectKind::Allocate || !e.value || e.value.getDefiningOp() != op) continue;
      allocated = e.value;
      ++count;
    }
    if (count != 1) return;
    bool ok = true;
    Operation *dealloc = findDealloc(allocated, ok);
    if (!ok) return;
    allocs.push_back({allocated, dealloc});
  });
  return allocs;
}

bool isLoop(Operation *op) {
  if (isLoopLikeOp(op)) return true;
  if (!op->getInterface<RegionBranchOpInterface>()) return false;
  for (Region &region : op->getRegions())
    if (isRegionRepetitive(&region)) return true;
  return false;
}

bool isSequentialLoop(Operation *op) {
  std::string_view name = op->getName();
  if (name == "scf.forall" || name == "scf.parallel") return false;
  return isLoop(op);
}

bool isKnownControlFlowInterface(Operation *op) {
  return isLoopLikeOp(op) || op->getInterface<RegionBranchOpInterface>() != nullptr;
}

namespace {

/// Nearest common dominator of two blocks (MLIR's
/// DominanceInfo::findNearestCommonDominator(Block*, Block*)).
Block *commonDominator(Block *a, Block *b, DominanceInfo &dom) {
  if (!a || !b) return nullptr;
  if (a == b) return a;
  if (a->getParent() != b->getParent()) {
    // Lift both blocks to their closest common region.
    absl::flat_hash_set<Region *> regionsOfA;
    for (Block *x = a; x;) {
      regionsOfA.insert(x->getParent());
      Operation *parent = x->getParentOp();
      x = parent ? parent->getBlock() : nullptr;
    }
    while (b && !regionsOfA.contains(b->getParent())) {
      Operation *parent = b->getParentOp();
      b = parent ? parent->getBlock() : nullptr;
    }
    if (!b) return nullptr;
    a = findAncestorBlockInRegion(b->getParent(), a);
    if (!a) return nullptr;
    if (a == b) return a;
  }
  Region *region = a->getParent();
  if (region->hasOneBlock()) return a;
  const DomTree &tree = dom.getDomTree(region);
  if (!tree.isReachable(a) || !tree.isReachable(b)) return nullptr;
  while (a && !tree.dominates(a, b)) a = tree.getIDom(a);
  return a;
}

}  // namespace

Block *findCommonDominator(const std::vector<Block *> &blocks, DominanceInfo &dom) {
  if (blocks.empty()) return nullptr;
  Block *result = blocks.front();
  // A lone unreachable block is its own (useless) answer; reject it too.
  if (!result->isEntryBlock() && !dom.isReachableFromEntry(result)) return nullptr;
  for (size_t i = 1; i < blocks.size() && result; ++i) result = commonDominator(result, blocks[i], dom);
  return result;
}

Operation *getStartOperation(Value alloc, Block *placementBlock, const Liveness &liveness) {
  Operation *def = alloc.getDefiningOp();
  if (!def || liveness.isLiveIn(alloc, placementBlock)) return placementBlock->empty() ? nullptr : &placementBlock->front();
  if (def->getBlock() == placementBlock) return def;
  if (Operation *ancestor = findAncestorOpInBlock(placementBlock, def)) return ancestor;
  return placementBlock->getTerminator();
}

}  // namespace tbuf::dealloc
