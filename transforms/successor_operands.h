// Mutable successor operands of branch terminators (MLIR's SuccessorOperands
// over a MutableOperandRange): which operand indices of a BranchOpInterface op
// feed the arguments of successor #i, and erasing or appending such operands
// while keeping the op's segment attributes (`operandSegmentSizes`, and
// `case_operand_segments` for switch-like ops) consistent.
//
// The layout is MLIR's for branch ops: a single-successor op without
// segments forwards all operands; with `operandSegmentSizes` the trailing
// segments belong to the successors in order; with `case_operand_segments`
// the second-to-last segment is the default successor's and the last one is
// split among the case successors. The computed ranges are checked against
// the op's BranchOpInterface; ops without the interface, or whose interface
// disagrees, are reported as unknown and never modified.
#pragma once

#include <optional>
#include <vector>

#include "ir/operation.h"

namespace tbuf {

/// Operand indices [begin, begin + count) forwarded to successor `succ`.
struct SuccessorOperandRange {
  unsigned begin = 0;
  unsigned count = 0;
};

/// The successor operand range of `term` for successor `succ`, or nullopt if
/// `term` is not a branch op with a known, consistent layout.
std::optional<SuccessorOperandRange> getSuccessorOperandRange(Operation *term, unsigned succ);

/// True if every successor of `term` has a known operand range.
bool hasKnownSuccessorOperands(Operation *term);

/// The block argument of a successor that operand `operandIndex` of `term`
/// feeds, or null if it feeds none (or the layout is unknown).
BlockArgument getSuccessorBlockArgument(Operation *term, unsigned operandIndex);

/// Erases the successor operands of successor `succ` at positions
/// `positions` (relative to the successor's range, any order). Requires a
/// known layout (returns false and changes nothing otherwise).
bool eraseSuccessorOperands(Operation *term, unsigned succ, std::vector<unsigned> positions);

/// Appends `values` to the operands of successor `succ`. Requires a known
/// layout (returns false and changes nothing otherwise).
bool appendSuccessorOperands(Operation *term, unsigned succ, ArrayRef<Value> values);

}  // namespace tbuf
