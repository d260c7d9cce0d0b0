// SSA values and their use lists. A Value is either an OpResult or a
// BlockArgument; every OpOperand that reads a value is a node in that value's
// intrusive, doubly linked use list, so replaceAllUsesWith is O(#uses) and
// "who reads this value?" needs no scan. BlockOperand does the same for
// successor blocks (a block's uses are its predecessors' terminators).
#pragma once

#include <cstdint>
#include <iterator>
#include <vector>

#include "ir/location.h"
#include "ir/types.h"

namespace tbuf {

class Block;
class Operation;
class OpOperand;
class Region;
class Value;

namespace detail {
/// Storage of a value. Owned by its defining Operation (results) or Block
/// (arguments); stable address for the value's lifetime.
struct ValueImpl {
  Type type;
  OpOperand *firstUse = nullptr;
  void *owner = nullptr;  ///< Operation* for results, Block* for arguments
  uint32_t index = 0;
  bool isBlockArgument = false;
};
/// A block argument also has its own location (a result's is its op's), so
/// results, the common case, stay 32 bytes.
struct BlockArgumentImpl : ValueImpl {
  Location loc;
};
}  // namespace detail

/// A use of a value by an operation: operand #n of `owner`.
class OpOperand {
 public:
  OpOperand() = default;
  OpOperand(const OpOperand &) = delete;
  OpOperand &operator=(const OpOperand &) = delete;
  ~OpOperand() { unlink(); }

  Value get() const;
  /// Rebinds this operand to `v` (moves it between use lists). O(1).
  void set(Value v);
  Operation *getOwner() const { return owner_; }
  unsigned getOperandNumber() const;
  OpOperand *getNextUse() const { return next_; }

 private:
  friend class Operation;
  friend class Value;
  void init(Operation *owner, Value v);
  void link();
  void unlink();

  detail::ValueImpl *value_ = nullptr;
  OpOperand *next_ = nullptr;
  OpOperand **back_ = nullptr;  ///< address of the pointer that points at us
  Operation *owner_ = nullptr;
};

/// Iterates a use list. Early-increment: the current use may be re-pointed to
/// another value or its owner erased without invalidating the iteration.
class UseIterator {
 public:
  using iterator_category = std::forward_iterator_tag;
  using value_type = OpOperand;
  using difference_type = std::ptrdiff_t;
  using pointer = OpOperand *;
  using reference = OpOperand &;
  explicit UseIterator(OpOperand *cur = nullptr) : cur_(cur), next_(cur ? cur->getNextUse() : nullptr) {}
  OpOperand &operator*() const { return *cur_; }
  OpOperand *operator->() const { return cur_; }
  UseIterator &operator++() {
    cur_ = next_;
    next_ = cur_ ? cur_->getNextUse() : nullptr;
    return *this;
  }
  bool operator==(const UseIterator &o) const { return cur_ == o.cur_; }
  bool operator!=(const UseIterator &o) const { return cur_ != o.cur_; }

 private:
  OpOperand *cur_, *next_;
};

struct UseRange {
  UseIterator b, e;
  UseIterator begin() const { return b; }
  UseIterator end() const { return e; }
  bool empty() const { return b == e; }
};

class Value {
 public:
  Value() = default;
  Value(detail::ValueImpl *impl) : impl_(impl) {}
  explicit operator bool() const { return impl_ != nullptr; }
  bool operator==(Value o) const { return impl_ == o.impl_; }
  bool operator!=(Value o) const { return impl_ != o.impl_; }
  bool operator<(Value o) const { return impl_ < o.impl_; }
  detail::ValueImpl *getImpl() const { return impl_; }

  Type getType() const { return impl_->type; }
  void setType(Type t) { impl_->type = t; }
  Context *getContext() const { return getType().getContext(); }
  /// The defining op, or null for block arguments.
  Operation *getDefiningOp() const;
  template <typename OpT> OpT getDefiningOp() const;
  /// Block that defines the value (the op's block for results).
  Block *getParentBlock() const;
  Region *getParentRegion() const;
  Location getLoc() const;

  UseRange getUses() const { return {UseIterator(impl_->firstUse), UseIterator()}; }
  /// Owners of all uses (an op appears once per use).
  std::vector<Operation *> getUsers() const;
  bool use_empty() const { return impl_->firstUse == nullptr; }
  bool hasOneUse() const { return impl_->firstUse && !impl_->firstUse->getNextUse(); }
  /// O(#uses).
  void replaceAllUsesWith(Value newValue) const;
  template <typename Pred> void replaceUsesWithIf(Value newValue, Pred pred) const {
    for (OpOperand &use : getUses())
      if (pred(use)) use.set(newValue);
  }
  void replaceAllUsesExcept(Value newValue, Operation *exceptedUser) const;
  void dropAllUses() const;

  template <typename T> bool isa() const { return impl_ && T::classof(*this); }
  template <typename T> T dyn_cast() const { return isa<T>() ? T(impl_) : T(); }
  template <typename T> T cast() const { return T(impl_); }

  /// Printed name as the printer would choose it, with its defining context.
  std::string str() const;

  template <typename H> friend H AbslHashValue(H h, Value v) { return H::combine(std::move(h), v.impl_); }

 protected:
  detail::ValueImpl *impl_ = nullptr;
};

class OpResult : public Value {
 public:
  using Value::Value;
  static bool classof(Value v) { return !v.getImpl()->isBlockArgument; }
  Operation *getOwner() const { return static_cast<Operation *>(impl_->owner); }
  unsigned getResultNumber() const { return impl_->index; }
};

class BlockArgument : public Value {
 public:
  using Value::Value;
  static bool classof(Value v) { return v.getImpl()->isBlockArgument; }
  Block *getOwner() const { return static_cast<Block *>(impl_->owner); }
  unsigned getArgNumber() const { return impl_->index; }
  Location getLoc() const { return static_cast<detail::BlockArgumentImpl *>(impl_)->loc; }
  void setLoc(Location loc) const { static_cast<detail::BlockArgumentImpl *>(impl_)->loc = loc; }
};

/// A successor slot of a terminator; node of the target block's use list.
class BlockOperand {
 public:
  BlockOperand() = default;
  BlockOperand(const BlockOperand &) = delete;
  BlockOperand &operator=(const BlockOperand &) = delete;
  ~BlockOperand() { unlink(); }
  Block *get() const { return block_; }
  void set(Block *b);
  Operation *getOwner() const { return owner_; }
  unsigned getOperandNumber() const;
  BlockOperand *getNextUse() const { return next_; }

 private:
  friend class Operation;
  friend class Block;
  void unlink();
  Block *block_ = nullptr;
  BlockOperand *next_ = nullptr;
  BlockOperand **back_ = nullptr;
  Operation *owner_ = nullptr;
};

using ValueRange = ArrayRef<Value>;

}  // namespace tbuf
