// Use-list helpers for canonicalization patterns that must reproduce MLIR's
// order of rewrites without scanning a value's whole use list.
//
// MLIR patterns such as scf.if's ConditionPropagation and cf.cond_br's
// CondBranchTruthPropagation iterate over *every* use of a condition and keep
// the few that sit inside the op being rewritten. A condition shared by k ops
// makes that O(k) per visit and O(k^2) per pass. tbuf's versions collect the
// candidate uses by walking the op's own regions / successor blocks instead
// (O(size of the op)), then restore MLIR's visiting order (use-list order,
// which decides which constant is created first and the order in which the
// rewriter is notified) with sortInUseListOrder.
#pragma once

#include <vector>

#include "ir/value.h"

namespace tbuf {

/// Sorts `uses` (distinct uses of one value) in the order of that value's use
/// list, i.e. the order `value.getUses()` visits them.
///
/// Cost: every use walks forward along the use list, all in lock step, until
/// it meets another element of `uses`; so O(m * g) for m uses whose largest
/// gap between consecutive elements is g list nodes, independent of the
/// length of the rest of the list (no walk from the list head or to its end).
void sortInUseListOrder(std::vector<OpOperand *> &uses);

}  // namespace tbuf
