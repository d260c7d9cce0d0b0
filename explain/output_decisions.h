// Explains the memref-level output of the pipeline op by op: every
// allocation, copy, free and clone, and every memref function argument that
// is never freed. Allocations and copies made for the One-Shot analysis'
// out-of-place decisions are matched with the tensor copies the recorder saw
// (same location, in order); the others are explained by the tensor op at
// their location in the input (tensor.empty, from_elements, insert_slice,
// ...). Frees, clones and (when not lowered) bufferization.dealloc ops get
// their ownership reasoning (explain/ownership.h).
#pragma once

#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "explain/decision_log.h"
#include "explain/explanation.h"
#include "explain/output_lines.h"
#include "explain/ownership.h"
#include "ir/operation.h"

namespace tbuf::explain {

/// The ops of the input, by `file:line:col`: what the output's ops at that
/// location came from.
using SourceOpIndex = absl::flat_hash_map<std::string, std::vector<std::string>>;

/// Records the op names of `module` (before any pass) by location.
SourceOpIndex indexSourceOps(Operation *module);

struct OutputDecision {
  Decision decision;      ///< explainedBy: index into DecisionLog::decisions(), or -1
  Operation *op = nullptr;  ///< the op in the output (null for retained values)
  int frees = -1;         ///< frees and clones: index (into this list) of the allocation of their root
};

/// One OutputDecision per allocation, copy, free and clone of `module` (walk
/// order), per never-freed memref argument, and per retained value.
std::vector<OutputDecision> explainOutput(Operation *module, const DecisionLog &log,
                                          const std::vector<RetainedRecord> &retained, const SourceOpIndex &sourceOps,
                                          const OutputRefs &refs);

}  // namespace tbuf::explain
