// Helpers shared by the memref, bufferization and linalg handlers: mixed
// static/dynamic integer lists (offsets, sizes, strides), freeing an
// allocation with the sanitizer's checks, and element-wise copies that carry
// the shadow bits along.
#pragma once

#include <cstdint>
#include <vector>

#include "interpret/decoder.h"
#include "interpret/program.h"
#include "ir/support.h"

namespace tbuf::interp {

/// A list of integers, each static or (kDynamic) read from the next dynamic
/// scalar slot.
struct MixedList {
  std::vector<int64_t> statics;
  std::vector<uint32_t> dynamic;

  void evaluate(const Frame &f, int64_t *out) const {
    size_t j = 0;
    for (size_t i = 0; i < statics.size(); ++i) out[i] = statics[i] == kDynamic ? f.s[dynamic[j++]].i : statics[i];
  }
};

/// Frees the allocation under `m` on behalf of `op` (memref.dealloc,
/// bufferization.dealloc): reports a double free, or a free of memory the
/// program does not own (a view into an allocation, a global, an alloca);
/// false after a report.
bool freeAllocation(Exec &ex, Operation *op, const MemRefDesc &m, const char *what);

/// Copies every element of `src` into `dst` (same sizes), with their
/// initialized bits; false after a report (dead or out-of-bounds memrefs,
/// mismatched shapes).
bool copyElements(Exec &ex, Operation *op, const MemRefDesc &src, const MemRefDesc &dst);

void addMemRefViewDecoders(DecoderTable &table);

}  // namespace tbuf::interp
