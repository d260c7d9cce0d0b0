// Static memory figures of a function for the buffer planner's statistics:
// how many memref.alloc ops it has, how many bytes the static ones allocate,
// and its static peak: the most bytes of static allocations live at one op
// (sizes bounded by constants count at their bound),
// each live from its alloc to its memref.dealloc in the same block (to the
// end of the block without one), nested regions counted once at their op.
#pragma once

#include <cstdint>

#include "absl/container/flat_hash_set.h"
#include "ir/operation.h"
#include "ir/types.h"

namespace tbuf::plan {

/// Size of one element in bytes (iN and fN rounded up to whole bytes, index
/// 8); 0 if unknown.
uint64_t getElementByteSize(Type elementType);

/// Bytes of a memref with a static shape; 0 if dynamic or of unknown size.
uint64_t getStaticByteSize(MemRefType type);

/// Bytes of the memref.alloc `alloc` when bounded at compile time: a static
/// shape, or dynamic sizes that are constants or arith.selects of two
/// constants (the larger counts); 0 otherwise.
uint64_t getAllocByteBound(Operation *alloc);

struct StaticMemory {
  uint64_t allocations = 0;
  uint64_t bytes = 0;
  uint64_t peakBytes = 0;
};

/// The figures of the ops nested in `root` (a function). O(n log n).
StaticMemory measureStaticMemory(Operation *root);

/// The static peak of `block` (with its nested regions), leaving out the
/// allocations of `excluded`. O(n log n) in the ops of the block.
uint64_t measureBlockPeak(Block &block, const absl::flat_hash_set<Operation *> &excluded);

}  // namespace tbuf::plan
