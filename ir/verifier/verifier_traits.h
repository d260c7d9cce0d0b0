// Trait invariants of registered ops, checked by the verifier with MLIR's
// messages (MLIR runs these as each trait's `verifyTrait` /
// `verifyRegionTrait`). Op-specific checks live in each OpDefinition's
// verify/verifyRegions hooks instead.
#pragma once

#include <cstdint>
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
/// The traits verifyOpTraits checks: an op with none of them and no
/// successors passes it trivially (the verifier then skips the call).
inline constexpr uint32_t kOpTraitsVerified =
    static_cast<uint32_t>(OpTrait::Terminator) | static_cast<uint32_t>(OpTrait::SingleBlock) |
    static_cast<uint32_t>(OpTrait::Symbol) | static_cast<uint32_t>(OpTrait::SameOperandsAndResultType) |
    static_cast<uint32_t>(OpTrait::Elementwise);

/// Checks run after the op's nested ops are verified, before its
/// verifyRegions hook: IsolatedFromAbove (no use of a value defined above;
/// O(size of the op's regions), nested isolated ops excluded) and SymbolTable
/// (one region with one block, unique `sym_name`s; O(#ops in the block)).
/// `skipIsolation`: the caller has proven that no operand under `op` is
/// defined above it, so the IsolatedFromAbove walk is not repeated.
LogicalResult verifyRegionTraits(Operation *op, bool skipIsolation = false);
/// The traits verifyRegionTraits checks (an op with neither passes it).
inline constexpr uint32_t kRegionTraitsVerified =
    static_cast<uint32_t>(OpTrait::IsolatedFromAbove) | static_cast<uint32_t>(OpTrait::SymbolTable);


}  // namespace tbuf
