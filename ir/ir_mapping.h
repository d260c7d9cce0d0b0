// IRMapping: value/block/op correspondence used when cloning IR.
#pragma once

#include "absl/container/flat_hash_map.h"
#include "ir/operation.h"

namespace tbuf {

class IRMapping {
 public:
  void map(Value from, Value to) { values_[from.getImpl()] = to; }
  void map(Block *from, Block *to) { blocks_[from] = to; }
  void map(Operation *from, Operation *to) { ops_[from] = to; }
  /// Mapped value, or `v` itself if unmapped. O(1).
  Value lookupOrDefault(Value v) const {
    auto it = values_.find(v.getImpl());
    return it == values_.end() ? v : it->second;
  }
  Value lookupOrNull(Value v) const {
    auto it = values_.find(v.getImpl());
    return it == values_.end() ? Value() : it->second;
  }
  Block *lookupOrDefault(Block *b) const {
    auto it = blocks_.find(b);
    return it == blocks_.end() ? b : it->second;
  }
  Operation *lookupOrNull(Operation *op) const {
    auto it = ops_.find(op);
    return it == ops_.end() ? nullptr : it->second;
  }
  bool contains(Value v) const { return values_.contains(v.getImpl()); }
  void clear() { values_.clear(); blocks_.clear(); ops_.clear(); }

 private:
  absl::flat_hash_map<detail::ValueImpl *, Value> values_;
  absl::flat_hash_map<Block *, Block *> blocks_;
  absl::flat_hash_map<Operation *, Operation *> ops_;
};

}  // namespace tbuf
