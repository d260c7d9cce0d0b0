// Integer sets (MLIR's IntegerSet): a conjunction of affine constraints
// over dims and symbols, each `expr >= 0` or `expr == 0`:
//   affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)>
// The constraints are AffineExprs (ir/affine_map.h), simplified by the
// expression operators exactly as map results are; the set itself is kept
// in the order written (mlir-opt-22 neither reorders nor drops
// constraints). Uniqued by the Context like affine maps; IntegerSetAttr
// wraps one as an attribute (alias prefix `#set`).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/affine_map.h"
#include "ir/attributes.h"
#include "ir/support.h"

namespace tbuf {

struct IntegerSetStorage {
  Context *context;
  unsigned numDims, numSymbols;
  std::vector<AffineExpr> constraints;
  std::vector<bool> eqFlags;  ///< true: `== 0`, false: `>= 0`
};

class IntegerSet {
 public:
  IntegerSet() = default;
  explicit IntegerSet(const IntegerSetStorage *impl) : impl_(impl) {}
  explicit operator bool() const { return impl_ != nullptr; }
  bool operator==(IntegerSet o) const { return impl_ == o.impl_; }
  bool operator!=(IntegerSet o) const { return impl_ != o.impl_; }
  const IntegerSetStorage *getImpl() const { return impl_; }

  /// The set of `constraints` (at least one), `eqFlags[i]` saying whether
  /// constraint i is an equality.
  static IntegerSet get(unsigned numDims, unsigned numSymbols, ArrayRef<AffineExpr> constraints,
                        const std::vector<bool> &eqFlags, Context *ctx);

  Context *getContext() const { return impl_->context; }
  unsigned getNumDims() const { return impl_->numDims; }
  unsigned getNumSymbols() const { return impl_->numSymbols; }
  unsigned getNumInputs() const { return getNumDims() + getNumSymbols(); }
  unsigned getNumConstraints() const { return impl_->constraints.size(); }
  ArrayRef<AffineExpr> getConstraints() const { return impl_->constraints; }
  AffineExpr getConstraint(unsigned i) const { return impl_->constraints[i]; }
  bool isEq(unsigned i) const { return impl_->eqFlags[i]; }
  unsigned getNumEqualities() const;
  unsigned getNumInequalities() const { return getNumConstraints() - getNumEqualities(); }

  /// Whether the point (dims, symbols) satisfies every constraint. Returns
  /// false in `ok` when a constraint divides by zero (the result is then
  /// meaningless).
  bool contains(ArrayRef<int64_t> dims, ArrayRef<int64_t> symbols, bool *ok = nullptr) const;

  /// `(d0)[s0] : (d0 - 1 >= 0)` as mlir-opt prints it (inside `affine_set<>`).
  std::string str() const;

  template <typename H> friend H AbslHashValue(H h, IntegerSet s) { return H::combine(std::move(h), s.impl_); }

 private:
  const IntegerSetStorage *impl_ = nullptr;
};

struct IntegerSetAttrStorage : AttributeStorage {
  IntegerSet set;
};

/// `affine_set<...>` as an attribute (affine.if's `condition`).
class IntegerSetAttr : public Attribute {
 public:
  using Attribute::Attribute;
  static bool classof(Attribute a) { return a.getKind() == AttrKind::IntegerSet; }
  static IntegerSetAttr get(IntegerSet set);
  IntegerSet getValue() const { return static_cast<const IntegerSetAttrStorage *>(impl_)->set; }
};

}  // namespace tbuf
