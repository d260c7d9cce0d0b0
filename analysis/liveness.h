// Liveness of SSA values, MLIR-style (mlir/Analysis/Liveness.h semantics):
// per block live-in / live-out sets, aware of nested regions (a use inside a
// nested region counts as a use by the enclosing op of that block) and of
// block arguments (defined at block entry).
//
// Representation: each region numbers only the values that can be live across
// its block boundaries (used in a block other than the defining one, or used
// from a nested region), and every block of the region holds bitsets over
// those dense numbers. Memory is the sum over regions of blocks x boundary
// values / 64 words; queries are O(1) after construction.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "ir/operation.h"

namespace tbuf {

class Liveness {
 public:
  /// Computes liveness for every block nested under `root`. Near-linear:
  /// O(values + uses) to build the sets, then a backward worklist fixpoint per
  /// region over bitsets.
  explicit Liveness(Operation *root);

  /// Values live at entry to / exit of `block`, in definition order.
  std::vector<Value> getLiveIn(Block *block) const;
  std::vector<Value> getLiveOut(Block *block) const;
  bool isLiveIn(Value v, Block *block) const;
  bool isLiveOut(Value v, Block *block) const;
  /// True if `v` has no use after `op` (in `op`'s block, counting uses in
  /// nested regions as uses by their ancestor op) and is not live-out. O(uses).
  bool isDeadAfter(Value v, Operation *op) const;
  /// Last op of `op`'s block at which `v` is still live, starting from
  /// `startOp` (MLIR's LivenessBlockInfo::getEndOperation).
  Operation *getEndOperation(Value v, Operation *startOp) const;
  /// Values live at (before) `op`: live-in values and block-local values whose
  /// live range covers `op`.
  std::vector<Value> getCurrentlyLiveValues(Operation *op) const;

 private:
  struct RegionInfo {
    absl::flat_hash_map<Value, uint32_t> index;  ///< boundary value -> bit
    std::vector<Value> values;                                  ///< bit -> value
    unsigned words = 0;                                         ///< words per bitset
    std::vector<uint64_t> in, out;  ///< block i's sets at [i * words, (i + 1) * words)
  };
  struct BlockInfo {
    RegionInfo *region = nullptr;
    uint32_t index = 0;  ///< position of the block in its region
  };
  struct RegionScratch;

  // Construction, one region at a time: the region's blocks in order, the
  // values each block uses from / gives to the others, a dense numbering of
  // those boundary values, then the backward live-in/live-out fixpoint.
  void analyzeRegion(Region *region, RegionScratch &scratch);
  static void indexBlocks(Region *region, RegionScratch &scratch);
  static void collectBoundaryUses(Region *region, RegionScratch &scratch);
  static void numberBoundaryValues(RegionInfo &ri, const RegionScratch &scratch);
  static void solveDataflow(RegionInfo &ri, const RegionScratch &scratch);

  const BlockInfo *info(Block *b) const;
  const uint64_t *inBits(const BlockInfo &bi) const;
  const uint64_t *outBits(const BlockInfo &bi) const;
  std::vector<Value> collect(const BlockInfo &bi, const uint64_t *bits) const;

  std::vector<std::unique_ptr<RegionInfo>> regions_;
  absl::flat_hash_map<Block *, BlockInfo> blocks_;
};

/// The `--test-print-liveness` report: for each block of each function, its
/// live-in and live-out values (by printed name) and, for each value defined
/// in it, the ops over which it is live.
std::string printLiveness(Operation *root);

}  // namespace tbuf
