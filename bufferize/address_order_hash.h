// A hash for flat_hash_maps keyed by IR objects (values, operands, ops,
// blocks) that keeps the address order of the keys: the table slot of a key
// is (nearly) its address divided by 128, so the entries of objects created
// together -- the ops and values of one function, allocated while it was
// parsed or built -- sit together in the table.
//
// One-Shot Bufferize keeps module-wide tables (value ids, in-place
// decisions, per-function facts) and handles the functions one at a time.
// With a mixing hash every key of a function lands on a random cache line
// of a table that is far larger than the cache on big modules; with this
// hash the lookups of one function touch a few lines, and the next
// function's entries are mostly the neighbouring ones. Only for tables
// whose iteration order does not matter (absl's iteration order follows the
// hash): none of the tables using it is iterated.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ir/value.h"

namespace tbuf::bufferization {

/// Hashes a pointer-like IR handle to its address (see above). absl takes
/// the slot from the bits above the low 7 and a tag compared before the
/// keys from the low 7 bits; these are the address bits 3..9 (the lowest
/// three are zero by alignment), so that keys sharing a slot have distinct
/// tags.
struct AddressOrderHash {
  static size_t hashAddress(uintptr_t a) { return a ^ ((a >> 3) & 0x7f); }
  size_t operator()(const void *p) const { return hashAddress(reinterpret_cast<uintptr_t>(p)); }
  size_t operator()(Value v) const { return hashAddress(reinterpret_cast<uintptr_t>(v.getImpl())); }
};

}  // namespace tbuf::bufferization
