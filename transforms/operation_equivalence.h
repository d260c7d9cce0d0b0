// Structural hashing and equivalence of operations (MLIR's
// OperationEquivalence), used by CSE to find duplicate ops and by region
// simplification to find identical blocks. Two ops are equivalent when they
// have the same name, attributes (inherent ones included), result types,
// equivalent operands (in any order for Commutative ops) and structurally
// equivalent regions (values defined inside the regions are matched by
// position); locations are compared unless ignored.
#pragma once

#include <cstddef>
#include <functional>

#include "absl/hash/hash.h"
#include "ir/operation.h"

namespace tbuf {

class OperationEquivalence {
 public:
  enum Flags : unsigned { None = 0, IgnoreLocations = 1 };

  using HashValueFn = std::function<size_t(Value)>;
  using CheckEquivalentFn = std::function<LogicalResult(Value, Value)>;
  using MarkEquivalentFn = std::function<void(Value, Value)>;
  using CheckCommutativeFn = std::function<LogicalResult(ArrayRef<Value>, ArrayRef<Value>)>;

  /// Hashes name, attributes and result types, then operands with
  /// `hashOperands` (order-insensitively for Commutative ops) and results with
  /// `hashResults`. Regions are not hashed.
  static size_t computeHash(Operation *op, const HashValueFn &hashOperands, const HashValueFn &hashResults,
                            Flags flags = None);
  /// computeHash with the value hashes as callables inlined into the loop
  /// (for callers that hash every op of a module, such as CSE). O(#operands
  /// + #results).
  template <typename HashOperandFn, typename HashResultFn>
  static size_t computeHashWith(Operation *op, HashOperandFn &&hashOperands, HashResultFn &&hashResults,
                                Flags flags = None) {
    size_t hash = absl::HashOf(op->getDef(), op->getAttrDictionary().getImpl());
    unsigned numResults = op->getNumResults(), numOperands = op->getNumOperands();
    for (unsigned i = 0; i < numResults; ++i) hash = absl::HashOf(hash, op->getResult(i).getType().getImpl());
    if (!(flags & IgnoreLocations)) {
      Location loc = op->getLoc();
      hash = absl::HashOf(hash, loc.bufferId, loc.line, loc.col);
    }
    if (op->hasTrait(OpTrait::Commutative) && numOperands > 0) {
      size_t operandHash = 0;
      for (unsigned i = 0; i < numOperands; ++i) operandHash += hashOperands(op->getOperand(i));
      hash = absl::HashOf(hash, operandHash);
    } else {
      for (unsigned i = 0; i < numOperands; ++i) hash = absl::HashOf(hash, hashOperands(op->getOperand(i)));
    }
    for (unsigned i = 0; i < numResults; ++i) hash = absl::HashOf(hash, hashResults(op->getResult(i)));
    return hash;
  }
  /// Hash of the value's identity / a constant hash ignoring the value.
  static size_t directHashValue(Value v) { return absl::HashOf(v.getImpl()); }
  static size_t ignoreHashValue(Value) { return 0; }

  /// Full equivalence check with caller-provided value equivalence.
  /// `checkCommutativeEquivalent` may be empty (operands then compared in
  /// order even for Commutative ops).
  static bool isEquivalentTo(Operation *lhs, Operation *rhs, const CheckEquivalentFn &checkEquivalent,
                             const MarkEquivalentFn &markEquivalent, Flags flags,
                             const CheckCommutativeFn &checkCommutativeEquivalent = {});
  /// Equivalence where operands must be identical or defined by equivalent
  /// positions inside compared regions.
  static bool isEquivalentTo(Operation *lhs, Operation *rhs, Flags flags);

  static bool isRegionEquivalentTo(Region *lhs, Region *rhs, const CheckEquivalentFn &checkEquivalent,
                                   const MarkEquivalentFn &markEquivalent, Flags flags,
                                   const CheckCommutativeFn &checkCommutativeEquivalent = {});
  static bool isRegionEquivalentTo(Region *lhs, Region *rhs, Flags flags);

  /// A value check that accepts any pair (operands are compared elsewhere).
  static LogicalResult ignoreValueEquivalence(Value, Value) { return success(); }
};

}  // namespace tbuf
