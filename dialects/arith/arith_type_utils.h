// Type constraints and ODS-style structural checks used by the arith op
// verifiers, with MLIR's wording ("operand #0 must be signless-integer-like,
// but got 'f32'", "expected 2 operands, but found 1", ...). "-like" means the
// scalar itself, a vector of it or a (ranked or unranked) tensor of it. Other dialects may use these too.
#pragma once

#include <string>
#include <string_view>

#include "ir/operation.h"

namespace tbuf::arith {

/// Element type of a shaped type, else the type itself.
Type getElementTypeOrSelf(Type t);
/// `t` with its element type replaced by i1 (scalar -> i1, tensor<4xf32> ->
/// tensor<4xi1>, unranked kept unranked; encodings are kept).
Type getI1SameShape(Type t);

/// Signless integer or index, or a tensor of them ("signless-integer-like").
bool isSignlessIntegerOrIndexLike(Type t);
/// Signless integer (no index), or a tensor of them
/// ("signless-fixed-width-integer-like").
bool isSignlessFixedWidthIntegerLike(Type t);
/// Float or tensor of float ("floating-point-like").
bool isFloatLike(Type t);
/// i1 or tensor of i1 ("bool-like").
bool isBoolLike(Type t);

/// MLIR quotes types in diagnostics: `'tensor<4xf32>'`.
std::string quoted(Type t);

/// ODS count checks, in MLIR's order (regions, results, successors,
/// operands); -1 skips a check. Messages: "requires zero regions", "requires
/// one result", "requires a single operand", "expected 2 operands, but found 1"...
LogicalResult verifyCountsSlow(Operation *op, int numOperands, int numResults, int numRegions, int numSuccessors);
inline LogicalResult verifyCounts(Operation *op, int numOperands, int numResults, int numRegions = 0,
                                  int numSuccessors = 0) {
  // Inline fast path (every op's verifier starts here): all counts as
  // expected or unchecked; the message for a mismatch is out of line.
  auto matches = [](int expected, unsigned actual) { return expected < 0 || actual == static_cast<unsigned>(expected); };
  if (matches(numRegions, op->getNumRegions()) && matches(numResults, op->getNumResults()) &&
      matches(numSuccessors, op->getNumSuccessors()) && matches(numOperands, op->getNumOperands()))
    return success();
  return verifyCountsSlow(op, numOperands, numResults, numRegions, numSuccessors);
}

/// Checks operand `i` (or result `i` when `isResult`) against `pred`,
/// reporting "operand #i must be <description>, but got '<type>'".
LogicalResult verifyTypeConstraint(Operation *op, bool isResult, unsigned i, bool (*pred)(Type),
                                   std::string_view description);
/// Applies verifyTypeConstraint to every operand (and result, when
/// `checkResults`).
LogicalResult verifyAllTypesConstraint(Operation *op, bool checkResults, bool (*pred)(Type),
                                       std::string_view description);

}  // namespace tbuf::arith
