// Block: a list of block arguments and an ordered, intrusive list of
// operations ending (usually) in a terminator. Blocks live in a Region's
// intrusive list. Predecessors are found through the block's use list of
// BlockOperands (successor slots of terminators).
// Include "ir/operation.h" (which pulls this in) rather than this file.
#pragma once

#include <iterator>
#include <vector>

#include "ir/value.h"

namespace tbuf {

class Operation;
class Region;

/// Bidirectional iterator over an intrusive list of T (Operation or Block)
/// linked through `prev_`/`next_`. Dereferences to T&.
template <typename T> class IntrusiveIterator {
 public:
  using iterator_category = std::bidirectional_iterator_tag;
  using value_type = T;
  using difference_type = std::ptrdiff_t;
  using pointer = T *;
  using reference = T &;
  IntrusiveIterator(T *cur = nullptr, T *last = nullptr) : cur_(cur), last_(last) {}
  T &operator*() const { return *cur_; }
  T *operator->() const { return cur_; }
  IntrusiveIterator &operator++() { cur_ = next(cur_); return *this; }
  IntrusiveIterator operator++(int) { auto t = *this; ++*this; return t; }
  IntrusiveIterator &operator--() { cur_ = cur_ ? prev(cur_) : last_; return *this; }
  bool operator==(const IntrusiveIterator &o) const { return cur_ == o.cur_; }
  bool operator!=(const IntrusiveIterator &o) const { return cur_ != o.cur_; }
  T *get() const { return cur_; }

 private:
  static T *next(T *x);
  static T *prev(T *x);
  T *cur_, *last_;
};

class Block {
 public:
  Block() = default;
  Block(const Block &) = delete;
  Block &operator=(const Block &) = delete;
  /// Deletes all ops (which must have no external uses) and arguments.
  ~Block();

  using iterator = IntrusiveIterator<Operation>;

  Region *getParent() const { return parent_; }
  Operation *getParentOp() const;
  bool isEntryBlock() const;
  Block *getNextNode() const { return next_; }
  Block *getPrevNode() const { return prev_; }

  // ---- arguments ----
  unsigned getNumArguments() const { return args_.size(); }
  BlockArgument getArgument(unsigned i) const { return BlockArgument(args_[i].get()); }
  std::vector<Value> getArguments() const;
  std::vector<Type> getArgumentTypes() const;
  BlockArgument addArgument(Type type, Location loc);
  BlockArgument insertArgument(unsigned index, Type type, Location loc);
  /// The argument must have no uses.
  void eraseArgument(unsigned index);

  // ---- operations ----
  iterator begin() const { return iterator(first_, last_); }
  iterator end() const { return iterator(nullptr, last_); }
  bool empty() const { return first_ == nullptr; }
  Operation &front() const { return *first_; }
  Operation &back() const { return *last_; }
  /// The last op if it has the Terminator trait (or the last op of a block
  /// whose parent has no terminator requirement: null).
  Operation *getTerminator() const;
  void push_back(Operation *op) { insertBefore(nullptr, op); }
  void push_front(Operation *op) { insertBefore(first_, op); }
  /// Inserts detached `op` before `before` (null = at end).
  void insertBefore(Operation *before, Operation *op);
  /// Moves ops [first, end-of-block) of `other` before `before` in this block.
  void splice(Operation *before, Block *other, Operation *first = nullptr);
  /// Number of ops. O(n).
  size_t getNumOps() const;
  /// Number of ops with block successors (usually none, or the terminator):
  /// the verifier checks that only the last op has successors without
  /// looking at every op. Kept by every insertion and removal. O(1).
  unsigned getNumOpsWithSuccessors() const { return numOpsWithSuccessors_; }
  /// Snapshot of the ops, safe to iterate while erasing.
  std::vector<Operation *> getOpsVector() const;

  // ---- CFG ----
  BlockOperand *getFirstUse() const { return firstUse_; }
  bool hasNoPredecessors() const { return firstUse_ == nullptr; }
  /// Terminator-owning blocks that branch here (with repetitions).
  std::vector<Block *> getPredecessors() const;
  Block *getSinglePredecessor() const;
  Block *getUniquePredecessor() const;
  std::vector<Block *> getSuccessors() const;
  /// Splits before `splitBefore`; ops from there on move to a new block
  /// inserted after this one. Returns the new block.
  Block *splitBlock(Operation *splitBefore);

  // ---- misc ----
  /// Unlinks from the region and deletes.
  void erase();
  /// Drops the operand references of all nested ops.
  void dropAllReferences();
  void moveBefore(Block *other);
  /// Renumbers ops for isBeforeInBlock. O(n), done lazily.
  void recomputeOpOrder();
  bool isOpOrderValid() const { return orderValid_; }
  void invalidateOpOrder() { orderValid_ = false; }
  template <WalkOrder Order = WalkOrder::PostOrder, typename Fn> WalkResult walk(Fn &&fn);

 private:
  friend class Region;
  friend class Operation;
  friend class IntrusiveIterator<Block>;
  friend class BlockOperand;
  Region *parent_ = nullptr;
  Block *prev_ = nullptr, *next_ = nullptr;
  Operation *first_ = nullptr, *last_ = nullptr;
  std::vector<std::unique_ptr<detail::BlockArgumentImpl>> args_;
  BlockOperand *firstUse_ = nullptr;
  unsigned numOpsWithSuccessors_ = 0;
  bool orderValid_ = false;
};

}  // namespace tbuf
