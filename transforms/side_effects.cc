// Side-effect queries (see side_effects.h), following MLIR's
// SideEffectInterfaces.cpp.
#include "transforms/side_effects.h"

#include <utility>

#include "absl/container/inlined_vector.h"
#include "ir/scratch.h"

namespace tbuf {

bool hasMemoryEffectInterface(Operation *op) {
  if (!op->isRegistered()) return false;
  return op->hasTrait(OpTrait::Pure) || op->getDef()->getEffects != nullptr;
}

bool getMemoryEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  if (!hasMemoryEffectInterface(op)) return false;
  if (op->hasTrait(OpTrait::Pure)) return true;
  op->getDef()->getEffects(op, effects);
  return true;
}

bool hasEffect(Operation *op, EffectKind kind) {
  struct Tag;
  ScratchVector<MemoryEffect, Tag> scratch;
  std::vector<MemoryEffect> &effects = scratch.get();
  if (!getMemoryEffects(op, effects)) return false;
  for (const MemoryEffect &e : effects)
    if (e.kind == kind) return true;
  return false;
}

bool onlyHasEffect(Operation *op, EffectKind kind) {
  struct Tag;
  ScratchVector<MemoryEffect, Tag> scratch;
  std::vector<MemoryEffect> &effects = scratch.get();
  if (!getMemoryEffects(op, effects) || effects.empty()) return false;
  for (const MemoryEffect &e : effects)
    if (e.kind != kind) return false;
  return true;
}

bool isMemoryEffectFree(Operation *op) {
  struct Tag;
  ScratchVector<MemoryEffect, Tag> scratch;
  std::vector<MemoryEffect> &effects = scratch.get();
  if (getMemoryEffects(op, effects)) {
    if (!effects.empty()) return false;
    if (!op->hasTrait(OpTrait::RecursiveMemoryEffects)) return true;
  } else if (!op->isRegistered() || !op->hasTrait(OpTrait::RecursiveMemoryEffects)) {
    // Nothing is known about this op's effects.
    return false;
  }
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : block)
        if (!isMemoryEffectFree(&nested)) return false;
  return true;
}

/// Whether `op`'s own effects let it be erased: no effect other than a read or
/// an allocation of one of its results (those vanish with it). An op without
/// known effects may be erased only if its effects are those of its nested
/// ops (`recursive`), which the caller checks.
static bool ownEffectsAllowErasure(Operation *op, bool recursive, std::vector<MemoryEffect> &effects) {
  effects.clear();
  if (!getMemoryEffects(op, effects)) return recursive;
  absl::InlinedVector<Value, 2> allocResults;
  for (const MemoryEffect &e : effects)
    if (e.kind == EffectKind::Allocate && e.value && e.value.getDefiningOp() == op) allocResults.push_back(e.value);
  for (const MemoryEffect &e : effects) {
    bool onAllocated = false;
    for (Value v : allocResults) onAllocated |= e.value == v;
    if (!onAllocated && e.kind != EffectKind::Read) return false;
  }
  return true;
}

/// MLIR's wouldOpBeTriviallyDeadImpl: explores `rootOp` and, through
/// RecursiveMemoryEffects, its nested ops with an explicit stack of ops still
/// to visit; any effect other than a read or an allocation of the op's own
/// result keeps the op alive.
static bool wouldOpBeTriviallyDeadImpl(Operation *rootOp) {
  // Asked for every op the canonicalizer and DCE visit.
  struct Tag;
  ScratchVector<MemoryEffect, Tag> scratch;
  std::vector<MemoryEffect> &effects = scratch.get();
  auto isRecursive = [](Operation *op) { return op->isRegistered() && op->hasTrait(OpTrait::RecursiveMemoryEffects); };
  // Most ops have no regions: no stack needed.
  if (rootOp->getNumRegions() == 0) return ownEffectsAllowErasure(rootOp, isRecursive(rootOp), effects);
  absl::InlinedVector<Operation *, 8> stack = {rootOp};
  while (!stack.empty()) {
    Operation *op = stack.back();
    stack.pop_back();
    bool recursive = isRecursive(op);
    if (recursive) {
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (Operation &nested : block) stack.push_back(&nested);
    }
    if (!ownEffectsAllowErasure(op, recursive, effects)) return false;
  }
  return true;
}

bool wouldOpBeTriviallyDead(Operation *op) {
  if (mightHaveTrait(op, OpTrait::Terminator)) return false;
  if (op->hasTrait(OpTrait::Symbol)) return false;
  return wouldOpBeTriviallyDeadImpl(op);
}

bool isOpTriviallyDead(Operation *op) { return op->use_empty() && wouldOpBeTriviallyDead(op); }

}  // namespace tbuf
