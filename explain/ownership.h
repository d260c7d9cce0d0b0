// The ownership reasoning of ownership-based deallocation, read back from
// the IR (the deallocation passes themselves are not instrumented):
//   - from the IR right after `ownership-based-buffer-deallocation`, each
//     `bufferization.dealloc`'s retained values (kept alive because they are
//     returned, yielded or passed to a block);
//   - from the final IR, the condition under which a memref.dealloc or
//     bufferization.clone runs, in words: ownership flags passed along
//     branches (`cf.br ^bb(..., %true)`), branch conditions, run-time pointer
//     comparisons against retained values.
#pragma once

#include <string>

#include "absl/container/flat_hash_map.h"
#include <vector>

#include "explain/explanation.h"
#include "explain/output_lines.h"
#include "ir/operation.h"
#include "ir/printer/printer_value_names.h"

namespace tbuf::explain {

/// A value kept alive by a `bufferization.dealloc` instead of being freed.
struct RetainedRecord {
  std::string function;
  OpRef keptBy;       ///< the terminator that passes the value on (or the dealloc)
  OpRef buffer;       ///< the input's op at the retained value's root buffer
  bool hasBuffer = false;  ///< false when the root was made by a pass (no input op)
  std::string key;    ///< bufferKey of the root (dedup)
  std::string summary;
  std::vector<std::string> reasons;
};

/// The retained values of every bufferization.dealloc under `module`,
/// deduplicated per (buffer, terminator). Call right after
/// ownership-based-buffer-deallocation. The buffer is named by the op of
/// the input at its location (`sourceOps`: location -> op names).
std::vector<RetainedRecord> collectRetained(
    Operation *module, const absl::flat_hash_map<std::string, std::vector<std::string>> &sourceOps);

/// The ownership condition `condition` (an i1) in words, naming values with
/// `names` (the printed output's names); adds the ops it mentions to
/// `related`.
std::string describeOwnershipCondition(Value condition, const ValueNames &names, const OutputRefs &refs,
                                       std::vector<Decision::Related> &related);

/// Where `root` (a root buffer of the output) comes from, in words:
/// "memref.alloc at f.mlir:3:8", "the result of call @f at ...", "function
/// argument %arg0", "the value passed to the block at line 9".
std::string describeBufferOrigin(Value root, const ValueNames &names);

/// The op at whose location a free or clone was placed: the first op at or
/// after `op` (in `op`'s block, or after the enclosing scf.if) with the same
/// location; null when there is none.
Operation *anchorOf(Operation *op);

}  // namespace tbuf::explain
