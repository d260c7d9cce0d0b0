// Region: an intrusive list of blocks owned by an operation. The first block is
// the entry block; its arguments are the region's arguments.
// Include "ir/operation.h" (which pulls this in) rather than this file.
#pragma once

#include "ir/block.h"

namespace tbuf {

class Region {
 public:
  Region() = default;
  Region(const Region &) = delete;
  Region &operator=(const Region &) = delete;
  ~Region();

  using iterator = IntrusiveIterator<Block>;

  Operation *getParentOp() const { return parent_; }
  /// Region of the parent op, or null at top level.
  Region *getParentRegion() const;
  unsigned getRegionNumber() const;
  Context *getContext() const;
  Location getLoc() const;

  iterator begin() const { return iterator(first_, last_); }
  iterator end() const { return iterator(nullptr, last_); }
  bool empty() const { return first_ == nullptr; }
  Block &front() const { return *first_; }
  Block &back() const { return *last_; }
  bool hasOneBlock() const { return first_ && first_ == last_; }
  size_t getNumBlocks() const;
  void push_back(Block *b) { insertBefore(nullptr, b); }
  void push_front(Block *b) { insertBefore(first_, b); }
  /// Inserts detached `b` before `before` (null = at end).
  void insertBefore(Block *before, Block *b);
  /// Unlinks `b` without deleting it.
  void remove(Block *b);
  /// Moves all blocks of `other` into this region before `before` (null = end).
  void splice(Block *before, Region &other);
  /// Replaces this region's blocks with those of `other` (which becomes empty).
  void takeBody(Region &other);
  /// Deletes all blocks.
  void clear();
  /// Entry block arguments.
  std::vector<Value> getArguments() const;
  /// True if `other` is this region or nested inside it.
  bool isAncestor(Region *other) const;
  bool isProperAncestor(Region *other) const { return this != other && isAncestor(other); }
  /// Deep-copies the blocks of this region into `dest` before `before`.
  void cloneInto(Region *dest, Block *before, IRMapping &mapping) const;
  void dropAllReferences();
  template <WalkOrder Order = WalkOrder::PostOrder, typename Fn> WalkResult walk(Fn &&fn) {
    for (Block &b : *this) {
      WalkResult r = b.walk<Order>(fn);
      if (r.wasInterrupted()) return r;
    }
    return WalkResult::advance();
  }

 private:
  friend class Operation;
  Operation *parent_ = nullptr;
  Block *first_ = nullptr, *last_ = nullptr;
};

}  // namespace tbuf
