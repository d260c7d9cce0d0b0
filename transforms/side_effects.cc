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
  // Without an allocation no effect is on an allocated result: one scan
  // decides (the usual case: reads, writes, frees).
  bool anyAllocate = false, anyOther = false;
  for (const MemoryEffect &e : effects) {
    if (e.kind == EffectKind::Allocate) anyAllocate = true;
    else if (e.kind != EffectKind::Read) anyOther = true;
  }
  if (!anyAllocate) return !anyOther;
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
static bool isRecursive(Operation *op) {
  return op->isRegistered() && op->hasTrait(OpTrait::RecursiveMemoryEffects);
}

// Kept out of line: its stack would otherwise be set up for every op asked
// about, and most ops have no regions (see wouldOpBeTriviallyDead).
[[gnu::noinline]] static bool wouldOpBeTriviallyDeadImpl(Operation *rootOp, std::vector<MemoryEffect> &effects) {
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

bool wouldOpBeTriviallyDead(Operation *op, std::vector<MemoryEffect> &scratch) {
  if (mightHaveTrait(op, OpTrait::Terminator)) return false;
  if (op->hasTrait(OpTrait::Symbol)) return false;
  if (op->getNumRegions() == 0) {
    // A registered Pure op without regions has no effects at all (what
    // wouldOpBeTriviallyDeadImpl would find without collecting them).
    if (op->hasTrait(OpTrait::Pure)) return true;
    return ownEffectsAllowErasure(op, isRecursive(op), scratch);
  }
  return wouldOpBeTriviallyDeadImpl(op, scratch);
}

bool wouldOpBeTriviallyDead(Operation *op) {
  // Asked for every op the canonicalizer and DCE visit.
  struct Tag;
  ScratchVector<MemoryEffect, Tag> scratch;
  return wouldOpBeTriviallyDead(op, scratch.get());
}

/// Operation::use_empty without the call (see isOpTriviallyDead in the
/// header).
static bool resultsUnused(Operation *op) {
  for (unsigned i = 0, e = op->getNumResults(); i < e; ++i)
    if (!op->getResult(i).use_empty()) return false;
  return true;
}

bool isOpTriviallyDead(Operation *op) { return resultsUnused(op) && wouldOpBeTriviallyDead(op); }

}  // namespace tbuf
