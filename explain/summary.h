// Per-function summary of an explanation: counts of allocations, copies,
// in-place and out-of-place operands, frees and clones, every buffer's
// lifetime in the bufferized body (allocation to free, as op indices) and the
// static peak of live bytes.
#pragma once

#include <vector>

#include "explain/explanation.h"
#include "explain/output_decisions.h"
#include "ir/operation.h"

namespace tbuf::explain {

/// One summary per func.func with a body in `module` (the output), in order.
/// `decisions` are the explanation's decisions (ids assigned); `outputs`
/// the output decisions with `outputIds[i]` the id given to outputs[i].
std::vector<FunctionSummary> summarizeFunctions(Operation *module, const std::vector<Decision> &decisions,
                                                const std::vector<OutputDecision> &outputs,
                                                const std::vector<int> &outputIds);

}  // namespace tbuf::explain
