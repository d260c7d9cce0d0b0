// Trait invariants of registered ops, checked by the verifier with MLIR's
// messages (MLIR runs these as each trait's `verifyTrait` /
// `verifyRegionTrait`). Op-specific checks live in each OpDefinition's
// verify/verifyRegions hooks instead.
#pragma once

#include <string>

#include "ir/operation.h"
#include "ir/support.h"

namespace tbuf {

/// Checks run when the verifier enters a registered op, before its verify
/// hook: Terminator (last in block, successors in the same region), successor
/// operands against target block arguments, SingleBlock, Symbol,
/// SameOperandsAndResultType and Elementwise. O(#operands + #results +
/// #regions + #successor operands).
LogicalResult verifyOpTraits(Operation *op);

/// Checks run after the op's nested ops are verified, before its
/// verifyRegions hook: IsolatedFromAbove (no use of a value defined above;
/// O(size of the op's regions), nested isolated ops excluded) and SymbolTable
/// (one region with one block, unique `sym_name`s; O(#ops in the block)).
LogicalResult verifyRegionTraits(Operation *op);


}  // namespace tbuf
