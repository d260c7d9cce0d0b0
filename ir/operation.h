// Operation: the generic IR node. An op has a registered (or opaque) name,
// operands (each an OpOperand on its value's use list), results, an attribute
// dictionary, successor blocks and regions, and a location. It lives in its
// Block's intrusive list; `erase()` deletes, `remove()` unlinks. Typed views
// (see op_definition.h) add named accessors on top.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "ir/attributes.h"
#include "ir/location.h"
#include "ir/value.h"

namespace tbuf {

class Block;
class Context;
class InFlightDiagnostic;
class IRMapping;
class OpDefinition;
class Region;
struct OperationState;
struct PrintingFlags;

enum class OpTrait : uint32_t {
  Terminator = 1u << 0,
  IsolatedFromAbove = 1u << 1,
  NoTerminator = 1u << 2,        ///< regions' blocks need no terminator (module)
  SingleBlock = 1u << 3,
  SymbolTable = 1u << 4,         ///< op's region holds symbols (module)
  Symbol = 1u << 5,              ///< op defines `sym_name` (func, global)
  Pure = 1u << 6,                ///< no memory effects, speculatable
  Commutative = 1u << 7,
  ConstantLike = 1u << 8,
  ReturnLike = 1u << 9,
  AutomaticAllocationScope = 1u << 10,
  RecursiveMemoryEffects = 1u << 11,  ///< effects = union of nested ops' effects
  SameOperandsAndResultType = 1u << 12,
  Elementwise = 1u << 13,
  AffineScope = 1u << 14,
  DestinationStyle = 1u << 15,   ///< linalg/tensor DPS ops: inits are tied to results
  /// Regions are graph regions (no SSA dominance inside a block), as MLIR's
  /// RegionKindInterface returning Graph (builtin.module). Regions of
  /// unregistered ops are treated the same way.
  GraphRegion = 1u << 16,
};

/// Result of a walk callback.
class WalkResult {
 public:
  enum Kind { Advance, Interrupt, Skip };
  WalkResult(Kind k = Advance) : kind_(k) {}
  static WalkResult advance() { return Advance; }
  static WalkResult interrupt() { return Interrupt; }
  static WalkResult skip() { return Skip; }
  bool wasInterrupted() const { return kind_ == Interrupt; }
  bool wasSkipped() const { return kind_ == Skip; }

 private:
  Kind kind_;
};
enum class WalkOrder { PreOrder, PostOrder };

/// Random-access view of an op's operands as Values.
class OperandRange {
 public:
  class iterator {
   public:
    using iterator_category = std::random_access_iterator_tag;
    using value_type = Value;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = Value;
    explicit iterator(OpOperand *p = nullptr) : p_(p) {}
    Value operator*() const { return p_->get(); }
    iterator &operator++() { ++p_; return *this; }
    iterator operator++(int) { auto t = *this; ++p_; return t; }
    iterator &operator--() { --p_; return *this; }
    iterator operator+(difference_type n) const { return iterator(p_ + n); }
    difference_type operator-(const iterator &o) const { return p_ - o.p_; }
    bool operator==(const iterator &o) const { return p_ == o.p_; }
    bool operator!=(const iterator &o) const { return p_ != o.p_; }
   private:
    OpOperand *p_;
  };
  OperandRange(OpOperand *b = nullptr, size_t n = 0) : b_(b), n_(n) {}
  iterator begin() const { return iterator(b_); }
  iterator end() const { return iterator(b_ + n_); }
  size_t size() const { return n_; }
  bool empty() const { return n_ == 0; }
  Value operator[](size_t i) const { return b_[i].get(); }
  Value front() const { return b_[0].get(); }
  OperandRange slice(size_t start, size_t n) const { return OperandRange(b_ + start, n); }
  OperandRange drop_front(size_t n = 1) const { return OperandRange(b_ + n, n_ - n); }
  std::vector<Value> vec() const { return std::vector<Value>(begin(), end()); }
  operator std::vector<Value>() const { return vec(); }
  std::vector<Type> getTypes() const;

 private:
  OpOperand *b_;
  size_t n_;
};

/// Random-access view of an op's results.
class ResultRange {
 public:
  class iterator {
   public:
    using iterator_category = std::random_access_iterator_tag;
    using value_type = Value;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = Value;
    explicit iterator(detail::ValueImpl *first = nullptr, size_t i = 0) : first_(first), i_(i) {}
    OpResult operator*() const { return OpResult(detail::resultAt(first_, i_)); }
    iterator &operator++() { ++i_; return *this; }
    iterator operator++(int) { auto t = *this; ++i_; return t; }
    iterator operator+(difference_type n) const { return iterator(first_, i_ + n); }
    difference_type operator-(const iterator &o) const { return static_cast<difference_type>(i_ - o.i_); }
    bool operator==(const iterator &o) const { return i_ == o.i_ && first_ == o.first_; }
    bool operator!=(const iterator &o) const { return !(*this == o); }
   private:
    detail::ValueImpl *first_;  ///< the op's result #0
    size_t i_;
  };
  /// Results [start, start + n) of the op whose result #0 is `first`.
  ResultRange(detail::ValueImpl *first = nullptr, size_t start = 0, size_t n = 0) : first_(first), start_(start), n_(n) {}
  iterator begin() const { return iterator(first_, start_); }
  iterator end() const { return iterator(first_, start_ + n_); }
  size_t size() const { return n_; }
  bool empty() const { return n_ == 0; }
  OpResult operator[](size_t i) const { return OpResult(detail::resultAt(first_, start_ + i)); }
  OpResult front() const { return (*this)[0]; }
  ResultRange slice(size_t start, size_t n) const { return ResultRange(first_, start_ + start, n); }
  std::vector<Value> vec() const { return std::vector<Value>(begin(), end()); }
  operator std::vector<Value>() const { return vec(); }
  std::vector<Type> getTypes() const;

 private:
  detail::ValueImpl *first_;
  size_t start_, n_;
};

namespace detail {
template <typename Fn> struct FnTraits : FnTraits<decltype(&Fn::operator())> {};
template <typename C, typename R, typename A> struct FnTraits<R (C::*)(A) const> { using Arg = A; using Ret = R; };
template <typename C, typename R, typename A> struct FnTraits<R (C::*)(A)> { using Arg = A; using Ret = R; };
template <typename R, typename A> struct FnTraits<R (*)(A)> { using Arg = A; using Ret = R; };
}  // namespace detail

class Operation {
 public:
  /// Creates a detached op. Takes the regions out of `state`.
  static Operation *create(OperationState &state);
  static Operation *create(Location loc, const OpDefinition *def, ArrayRef<Type> resultTypes,
                           ArrayRef<Value> operands, DictionaryAttr attrs, ArrayRef<Block *> successors,
                           unsigned numRegions);

  Operation(const Operation &) = delete;
  Operation &operator=(const Operation &) = delete;

  // ---- identity ----
  const OpDefinition *getDef() const { return def_; }
  /// Full name, e.g. "arith.addi".
  std::string_view getName() const;
  std::string_view getDialectNamespace() const;
  bool isRegistered() const;
  Context *getContext() const;
  Location getLoc() const { return loc_; }
  void setLoc(Location l) { loc_ = l; }
  bool hasTrait(OpTrait t) const;
  /// True if the op's regions follow SSA dominance (false for graph regions
  /// and for unregistered ops, which MLIR cannot reason about).
  bool hasSSADominance() const;
  /// The interface implementation attached to this op's name, or null.
  template <typename Iface> const Iface *getInterface() const {
    return static_cast<const Iface *>(getInterfaceImpl(Iface::getInterfaceID()));
  }
  const void *getInterfaceImpl(const void *id) const;

  // ---- position ----
  Block *getBlock() const { return block_; }
  Region *getParentRegion() const;
  Operation *getParentOp() const;
  template <typename OpT> OpT getParentOfType() const {
    for (Operation *p = getParentOp(); p; p = p->getParentOp())
      if (OpT::classof(p)) return OpT(p);
    return OpT();
  }
  Operation *getNextNode() const { return next_; }
  Operation *getPrevNode() const { return prev_; }
  /// Whether `this` comes before `other` in the same block. Amortised O(1)
  /// (the block renumbers lazily after insertions).
  bool isBeforeInBlock(Operation *other) const;
  /// A key that increases along the op's block: a before b in the block
  /// exactly when a's key is less. Amortised O(1), as isBeforeInBlock; 0
  /// for an op in no block.
  uint32_t getOrderKey() const;
  /// True if `this` contains `other` (strictly / or equal).
  bool isProperAncestor(Operation *other) const;
  bool isAncestor(Operation *other) const { return this == other || isProperAncestor(other); }
  /// Unlinks from the block and deletes the op (and its regions). Its results
  /// must have no uses.
  void erase();
  /// Unlinks from the block without deleting.
  void remove();
  void moveBefore(Operation *existing);
  void moveAfter(Operation *existing);
  /// Moves to `block` before `before` (null = end).
  void moveBefore(Block *block, Operation *before);

  // ---- operands ----
  unsigned getNumOperands() const { return numOperands_; }
  Value getOperand(unsigned i) const { return operands_[i].get(); }
  void setOperand(unsigned i, Value v) { operands_[i].set(v); }
  OperandRange getOperands() const { return OperandRange(operands_, numOperands_); }
  MutableArrayRef<OpOperand> getOpOperands() { return {operands_, numOperands_}; }
  OpOperand &getOpOperand(unsigned i) { return operands_[i]; }
  /// Replaces all operands. O(#old + #new); stays in the op's own block while
  /// the count does not exceed the count the op was created with.
  void setOperands(ArrayRef<Value> values);
  void insertOperands(unsigned index, ArrayRef<Value> values);
  void eraseOperands(unsigned index, unsigned count = 1);
  std::vector<Type> getOperandTypes() const { return getOperands().getTypes(); }

  // ---- results ----
  unsigned getNumResults() const { return numResults_; }
  OpResult getResult(unsigned i) const { return OpResult(detail::resultAt(resultStorage(), i)); }
  ResultRange getResults() const { return ResultRange(numResults_ ? resultStorage() : nullptr, 0, numResults_); }
  std::vector<Type> getResultTypes() const { return getResults().getTypes(); }
  /// True if no result has a use.
  bool use_empty() const;
  void replaceAllUsesWith(ArrayRef<Value> values);
  void replaceAllUsesWith(Operation *other);
  void dropAllUses();

  // ---- attributes ----
  DictionaryAttr getAttrDictionary() const { return attrs_; }
  ArrayRef<NamedAttribute> getAttrs() const { return attrs_.getValue(); }
  void setAttrs(DictionaryAttr d) { attrs_ = d; }
  Attribute getAttr(std::string_view name) const { return attrs_.get(name); }
  template <typename A> A getAttrOfType(std::string_view name) const {
    Attribute a = getAttr(name);
    return a ? a.dyn_cast<A>() : A();
  }
  bool hasAttr(std::string_view name) const { return static_cast<bool>(getAttr(name)); }
  /// O(#attrs) (rebuilds the uniqued dictionary).
  void setAttr(std::string_view name, Attribute value);
  /// Returns the removed attribute or null.
  Attribute removeAttr(std::string_view name);

  // ---- regions and successors ----
  unsigned getNumRegions() const { return numRegions_; }
  Region &getRegion(unsigned i) const;
  MutableArrayRef<Region> getRegions() const;
  unsigned getNumSuccessors() const { return numSuccessors_; }
  Block *getSuccessor(unsigned i) const { return successorStorage()[i].get(); }
  void setSuccessor(Block *b, unsigned i) { successorStorage()[i].set(b); }
  BlockOperand &getBlockOperand(unsigned i) { return successorStorage()[i]; }
  std::vector<Block *> getSuccessors() const;

  // ---- traversal ----
  /// Walks nested ops (including this op). `fn` takes Operation*, Block*,
  /// Region*, or a typed op view (called only for ops of that kind) and
  /// returns void or WalkResult. Post-order walks allow erasing the visited op.
  template <WalkOrder Order = WalkOrder::PostOrder, typename Fn> WalkResult walk(Fn &&fn);

  // ---- cloning / destruction helpers ----
  /// Deep copy; operands are remapped through `mapping` (unmapped = same value),
  /// and the mapping is extended with the new results, blocks and arguments.
  Operation *clone(IRMapping &mapping) const;
  Operation *clone() const;
  Operation *cloneWithoutRegions(IRMapping &mapping) const;
  /// Drops all operand and successor references of this op and nested ops.
  void dropAllReferences();

  // ---- diagnostics ----
  InFlightDiagnostic emitError() const;
  /// "'dialect.op' op " + message, as MLIR's emitOpError.
  InFlightDiagnostic emitOpError() const;
  InFlightDiagnostic emitWarning() const;
  InFlightDiagnostic emitRemark() const;

  // ---- printing ----
  void print(std::string &out, const PrintingFlags &flags) const;
  std::string str() const;

 private:
  friend class Block;
  friend class Region;
  Operation() = default;
  ~Operation();
  /// Ops live in one heap block with their trailing arrays (see create());
  /// they are freed only through destroy(), never with `delete`.
  static void destroy(Operation *op);
  void operator delete(void *) = delete;
  template <WalkOrder Order> WalkResult walkImpl(const std::function<WalkResult(Operation *)> &fn);

  // 80 bytes: six pointers, then the 4-byte fields (an op's size decides a
  // large module's memory; the allocator rounds an op with one result and
  // two operands up to 160 bytes at this size, to 192 at 88 or 96).
  const OpDefinition *def_ = nullptr;
  Block *block_ = nullptr;
  Operation *prev_ = nullptr, *next_ = nullptr;
  // An op's arrays live in its own heap block (laid out by create():
  // Operation, results, successors, regions, operands), so walking an op
  // touches one contiguous piece of memory. An operand list that grows
  // moves to a separate array (operandsOnHeap_) and stays there.
  OpOperand *operands_ = nullptr;
  DictionaryAttr attrs_;
  /// The trailing arrays: results right after the op (detail::resultAt),
  /// then successors, then regions (positions follow from the counts, no
  /// pointers stored).
  detail::ValueImpl *resultStorage() const {
    return reinterpret_cast<detail::ValueImpl *>(const_cast<Operation *>(this) + 1);
  }
  BlockOperand *successorStorage() const {
    return reinterpret_cast<BlockOperand *>(reinterpret_cast<char *>(resultStorage()) + detail::resultsSize(numResults_));
  }
  Region *regionStorage() const;
  Location loc_;
  /// Position in the block for ordering queries; managed by Block.
  uint32_t orderIndex_ = 0;
  unsigned numOperands_ = 0, numResults_ = 0, numSuccessors_ = 0;
  unsigned numRegions_ : 31 = 0;
  /// Whether operands_ is a separate array (else it is in the op's block,
  /// with room for as many operands as the op was created with; an
  /// operand list only ever shrinks in place).
  unsigned operandsOnHeap_ : 1 = 0;
};

/// `op` in generic form with locally scoped names, for diagnostics; prefixed
/// by a newline when it spans several lines (MLIR's Diagnostic::appendOp).
/// Defined by the printer library.
std::string formatOpForDiagnostic(const Operation *op);

// ---- isa / dyn_cast for ops, types, attributes, values ---------------------

template <typename T> bool isa(Operation *op) { return op && T::classof(op); }
template <typename T, typename U, typename... R> bool isa(Operation *op) { return isa<T>(op) || isa<U, R...>(op); }
template <typename T> T dyn_cast(Operation *op) { return isa<T>(op) ? T(op) : T(); }
template <typename T> T dyn_cast_or_null(Operation *op) { return dyn_cast<T>(op); }
template <typename T> T cast(Operation *op) {
  assert(isa<T>(op) && "cast to incompatible op");
  return T(op);
}

template <typename T> bool isa(Type t) { return t.isa<T>(); }
template <typename T, typename U, typename... R> bool isa(Type t) { return isa<T>(t) || isa<U, R...>(t); }
template <typename T> T dyn_cast(Type t) { return t.dyn_cast<T>(); }
template <typename T> T cast(Type t) { return t.cast<T>(); }
template <typename T> bool isa(Attribute a) { return a.isa<T>(); }
template <typename T, typename U, typename... R> bool isa(Attribute a) { return isa<T>(a) || isa<U, R...>(a); }
template <typename T> T dyn_cast(Attribute a) { return a.dyn_cast<T>(); }
template <typename T> T dyn_cast_or_null(Attribute a) { return a ? a.dyn_cast<T>() : T(); }
template <typename T> T cast(Attribute a) { return a.cast<T>(); }
template <typename T> bool isa(Value v) { return v.isa<T>(); }
template <typename T> T dyn_cast(Value v) { return v.dyn_cast<T>(); }
template <typename T> T cast(Value v) { return v.cast<T>(); }

template <typename OpT> OpT Value::getDefiningOp() const { return tbuf::dyn_cast<OpT>(getDefiningOp()); }

}  // namespace tbuf

#include "ir/block.h"
#include "ir/region.h"
// Last: it defines the inline accessors that read an op's definition.
#include "ir/op_definition.h"

namespace tbuf {

template <> inline Operation *IntrusiveIterator<Operation>::next(Operation *x) { return x->getNextNode(); }
template <> inline Operation *IntrusiveIterator<Operation>::prev(Operation *x) { return x->getPrevNode(); }
template <> inline Block *IntrusiveIterator<Block>::next(Block *x) { return x->getNextNode(); }
template <> inline Block *IntrusiveIterator<Block>::prev(Block *x) { return x->getPrevNode(); }

template <WalkOrder Order, typename Fn> WalkResult Block::walk(Fn &&fn) {
  // Early increment (the callback may erase the op it is given), as walkImpl.
  for (Operation *op = empty() ? nullptr : &front(); op;) {
    Operation *next = op->getNextNode();
    WalkResult r = op->walk<Order>(fn);
    if (r.wasInterrupted()) return r;
    op = next;
  }
  return WalkResult::advance();
}

template <WalkOrder Order, typename Fn> WalkResult Operation::walk(Fn &&fn) {
  using Traits = detail::FnTraits<std::decay_t<Fn>>;
  using Arg = typename Traits::Arg;
  using Ret = typename Traits::Ret;
  auto call = [&](auto x) -> WalkResult {
    if constexpr (std::is_same_v<Ret, void>) {
      fn(x);
      return WalkResult::advance();
    } else {
      return fn(x);
    }
  };
  if constexpr (std::is_same_v<Arg, Operation *>) {
    return walkImpl<Order>([&](Operation *op) { return call(op); });
  } else if constexpr (std::is_same_v<Arg, Block *> || std::is_same_v<Arg, Region *>) {
    // Visit every block/region nested under this op, in op walk order.
    return walkImpl<Order>([&](Operation *op) -> WalkResult {
      for (Region &r : op->getRegions()) {
        if constexpr (std::is_same_v<Arg, Region *>) {
          WalkResult res = call(&r);
          if (res.wasInterrupted()) return res;
        } else {
          for (Block &b : r) {
            WalkResult res = call(&b);
            if (res.wasInterrupted()) return res;
          }
        }
      }
      return WalkResult::advance();
    });
  } else {
    return walkImpl<Order>([&](Operation *op) -> WalkResult {
      if (auto typed = dyn_cast<Arg>(op)) return call(typed);
      return WalkResult::advance();
    });
  }
}

}  // namespace tbuf
