// SSA values and their use lists. A Value is either an OpResult or a
// BlockArgument; every OpOperand that reads a value is a node in that value's
// intrusive, doubly linked use list, so replaceAllUsesWith is O(#uses) and
// "who reads this value?" needs no scan. BlockOperand does the same for
// successor blocks (a block's uses are its predecessors' terminators).
#pragma once

#include <cstddef>
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
/// (arguments); stable address for the value's lifetime. As in MLIR, a
/// result takes 16 bytes: the type's storage pointer carries the value's
/// kind in its low bits (storages are at least 8-byte aligned), and an op's
/// first results derive their number from the kind and their owner from
/// their address. Results from the seventh on are OutOfLineResultImpl.
struct ValueImpl {
  /// Kinds: 0-5 result #kind, kOutOfLineResult, kBlockArgument.
  static constexpr unsigned kMaxInlineResults = 6, kOutOfLineResult = 6, kBlockArgument = 7;
  ValueImpl(Type type, unsigned kind) : typeAndKind(reinterpret_cast<uintptr_t>(type.getImpl()) | kind) {}
  Type getType() const { return Type(reinterpret_cast<const TypeStorage *>(typeAndKind & ~uintptr_t(7))); }
  void setType(Type type) { typeAndKind = reinterpret_cast<uintptr_t>(type.getImpl()) | getKind(); }
  unsigned getKind() const { return static_cast<unsigned>(typeAndKind & 7); }
  bool isBlockArgument() const { return getKind() == kBlockArgument; }

  uintptr_t typeAndKind;
  OpOperand *firstUse = nullptr;
};
/// A result numbered kMaxInlineResults or more.
struct OutOfLineResultImpl : ValueImpl {
  OutOfLineResultImpl(Type type, uint32_t index) : ValueImpl(type, kOutOfLineResult), index(index) {}
  uint32_t index;
};
/// A block argument knows its block, number and location (a result's
/// location is its op's).
struct BlockArgumentImpl : ValueImpl {
  BlockArgumentImpl(Type type, Block *owner, Location loc) : ValueImpl(type, kBlockArgument), owner(owner), loc(loc) {}
  Block *owner;
  Location loc;
  uint32_t index = 0;
};
static_assert(sizeof(ValueImpl) == 16 && sizeof(OutOfLineResultImpl) == 24, "results are 16 bytes (24 from the seventh)");
static_assert(alignof(TypeStorage) >= 8, "the low 3 bits of a type storage pointer hold a value's kind");
/// Bytes of an op's first `n` results, which is where result #n starts:
/// kMaxInlineResults ValueImpls, then OutOfLineResultImpls.
inline size_t resultsSize(size_t n) {
  if (n <= ValueImpl::kMaxInlineResults) return n * sizeof(ValueImpl);
  return ValueImpl::kMaxInlineResults * sizeof(ValueImpl) + (n - ValueImpl::kMaxInlineResults) * sizeof(OutOfLineResultImpl);
}
/// Result `i` of the op whose result #0 is at `first`. O(1).
inline ValueImpl *resultAt(ValueImpl *first, unsigned i) {
  return reinterpret_cast<ValueImpl *>(reinterpret_cast<char *>(first) + resultsSize(i));
}
/// The number of a result. O(1).
inline unsigned resultNumber(const ValueImpl *result) {
  unsigned kind = result->getKind();
  return kind < ValueImpl::kMaxInlineResults ? kind : static_cast<const OutOfLineResultImpl *>(result)->index;
}
/// sizeof(Operation) (checked in operation.cc): an op's results are laid out
/// right after it, so a result finds its op by subtracting.
inline constexpr size_t kOperationSize = 80;
/// The op a result belongs to. O(1).
inline Operation *resultOwner(const ValueImpl *result) {
  // Result #n sits resultsSize(n) bytes after result #0, which follows the op.
  size_t offset = resultsSize(resultNumber(result));
  return reinterpret_cast<Operation *>(const_cast<char *>(reinterpret_cast<const char *>(result)) - offset - kOperationSize);
}
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

  Type getType() const { return impl_->getType(); }
  void setType(Type t) { impl_->setType(t); }
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
  static bool classof(Value v) { return !v.getImpl()->isBlockArgument(); }
  Operation *getOwner() const { return detail::resultOwner(impl_); }
  unsigned getResultNumber() const { return detail::resultNumber(impl_); }
};

class BlockArgument : public Value {
 public:
  using Value::Value;
  static bool classof(Value v) { return v.getImpl()->isBlockArgument(); }
  Block *getOwner() const { return static_cast<detail::BlockArgumentImpl *>(impl_)->owner; }
  unsigned getArgNumber() const { return static_cast<detail::BlockArgumentImpl *>(impl_)->index; }
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
