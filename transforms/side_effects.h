// Side-effect queries over op definitions (MLIR's SideEffectInterfaces
// utilities): which ops may be erased when unused, which are free of memory
// effects (CSE, hoisting), which only read. An op "implements the memory
// effect interface" when it is registered and either Pure (no effects) or has
// an `OpDefinition::getEffects` hook; ops with neither are assumed to have
// arbitrary effects unless they carry RecursiveMemoryEffects, in which case
// their effects are those of the ops nested in them.
#pragma once

#include <vector>

#include "ir/op_definition.h"

namespace tbuf {

/// MLIR's `op->mightHaveTrait<T>()`: unregistered ops might have any trait.
inline bool mightHaveTrait(Operation *op, OpTrait trait) { return !op->isRegistered() || op->hasTrait(trait); }

/// True if `op` describes its own memory effects (Pure, or an effects hook):
/// MLIR's `isa<MemoryEffectOpInterface>(op)`.
bool hasMemoryEffectInterface(Operation *op);

/// Appends the effects of `op` to `effects` and returns true if the op
/// describes them (see hasMemoryEffectInterface); returns false otherwise.
bool getMemoryEffects(Operation *op, std::vector<MemoryEffect> &effects);

/// True if `op` describes its effects and has at least one of `kind`.
bool hasEffect(Operation *op, EffectKind kind);

/// True if `op` describes its effects, has at least one, and all are `kind`
/// (MLIR's `MemoryEffectOpInterface::onlyHasEffect`).
bool onlyHasEffect(Operation *op, EffectKind kind);

/// No memory effects, counting nested ops for RecursiveMemoryEffects ops
/// (MLIR's isMemoryEffectFree).
bool isMemoryEffectFree(Operation *op);

/// Whether `op` could be erased if it had no uses: not a terminator, not a
/// symbol, and no effects other than reads and allocations of its own results
/// (nested ops included for RecursiveMemoryEffects). MLIR's
/// wouldOpBeTriviallyDead.
bool wouldOpBeTriviallyDead(Operation *op);

/// `op` has no uses and wouldOpBeTriviallyDead (MLIR's isOpTriviallyDead).
bool isOpTriviallyDead(Operation *op);

/// The same two queries collecting effects into `scratch` (overwritten)
/// instead of a vector of their own: for loops asking about many ops.
bool wouldOpBeTriviallyDead(Operation *op, std::vector<MemoryEffect> &scratch);
/// Inline: the greedy driver asks for every op it pops, and the use test
/// alone decides for most of them.
inline bool isOpTriviallyDead(Operation *op, std::vector<MemoryEffect> &scratch) {
  for (unsigned i = 0, e = op->getNumResults(); i < e; ++i)
    if (!op->getResult(i).use_empty()) return false;
  return wouldOpBeTriviallyDead(op, scratch);
}

}  // namespace tbuf
