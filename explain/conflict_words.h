// A read-after-write conflict of the One-Shot analysis in words: which op
// writes, which later read of which value would see the write, and why no
// order of the two helps (the write dominates the read, both are in a loop
// that does not contain the buffer's definition, the write is in a branch
// that runs before the read, or the blocks form a cycle). Computed while the
// tensor IR is alive (from the DecisionRecorder hook).
#pragma once

#include <string>
#include <vector>

#include "explain/explanation.h"
#include "ir/operation.h"

namespace tbuf::explain {

struct ConflictWords {
  std::vector<std::string> reasons;
  std::vector<Decision::Related> related;
};

/// Describes the conflict between the read `read` and the in-place write
/// `write` of the buffer defined by `definition`, found while deciding
/// `decided` (which is either the write itself or an operand that would join
/// the read and the write in one alias set).
ConflictWords describeConflict(OpOperand &decided, OpOperand *read, OpOperand *write, Value definition);

/// "OPNAME at file:line:col".
std::string describeOp(Operation *op);

}  // namespace tbuf::explain
