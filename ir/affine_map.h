// Affine expressions and maps (`affine_map<(d0, d1)[s0] -> (d0 * 4 + s0)>`),
// used by linalg indexing maps and memref layouts. Both are uniqued by the
// Context; construction through the operators applies MLIR 22's
// simplifications (constant folding, operand ordering, merging of terms,
// floordiv/ceildiv/mod of known multiples) so printed forms match mlir-opt.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/support.h"

namespace tbuf {

class Context;
class AffineMap;

enum class AffineExprKind : uint8_t { Add, Mul, Mod, FloorDiv, CeilDiv, Constant, DimId, SymbolId };

struct AffineExprStorage {
  AffineExprKind kind;
  Context *context;
  int64_t value = 0;  ///< constant value or dim/symbol position
  const AffineExprStorage *lhs = nullptr, *rhs = nullptr;
  /// No dim occurs in the expression (computed at construction: every + and *
  /// asks, so it must not walk long chains).
  bool symbolicOrConstant = true;
};

class AffineExpr {
 public:
  AffineExpr() = default;
  explicit AffineExpr(const AffineExprStorage *impl) : impl_(impl) {}
  explicit operator bool() const { return impl_ != nullptr; }
  bool operator==(AffineExpr o) const { return impl_ == o.impl_; }
  bool operator!=(AffineExpr o) const { return impl_ != o.impl_; }
  AffineExprKind getKind() const { return impl_->kind; }
  Context *getContext() const { return impl_->context; }
  const AffineExprStorage *getImpl() const { return impl_; }

  bool isBinary() const { return getKind() <= AffineExprKind::CeilDiv; }
  /// For binary expressions.
  AffineExpr getLHS() const { return AffineExpr(impl_->lhs); }
  AffineExpr getRHS() const { return AffineExpr(impl_->rhs); }
  /// For DimId/SymbolId: the position; for Constant: the value.
  int64_t getPosition() const { return impl_->value; }
  int64_t getValue() const { return impl_->value; }
  bool isConstant(int64_t v) const { return getKind() == AffineExprKind::Constant && getValue() == v; }
  bool isPureAffine() const;
  bool isSymbolicOrConstant() const;

  /// The operators simplify exactly like MLIR's (mlir/lib/IR/AffineExpr.cpp,
  /// LLVM 22): constant folding without overflow, constants and symbolic terms
  /// on the right, `x + 0`, `x * 1`, `x * 0`, `(x + c1) + c2`, `c1 * x + c2 * x`,
  /// `x - (x floordiv c) * c` -> `x mod c`, divisions and mods of multiples,
  /// `(e mod a) mod b`; operands that are both dims or both symbols are
  /// ordered by position.
  AffineExpr operator+(AffineExpr o) const;
  AffineExpr operator+(int64_t v) const;
  AffineExpr operator*(AffineExpr o) const;
  AffineExpr operator*(int64_t v) const;
  AffineExpr operator-(AffineExpr o) const;
  AffineExpr operator-() const;
  AffineExpr operator%(AffineExpr o) const;
  AffineExpr floorDiv(AffineExpr o) const;
  AffineExpr ceilDiv(AffineExpr o) const;
  AffineExpr operator-(int64_t v) const;
  AffineExpr operator%(int64_t v) const;
  AffineExpr floorDiv(int64_t v) const;
  AffineExpr ceilDiv(int64_t v) const;

  /// The largest integer known to divide this expression (MLIR's rules: a
  /// constant's magnitude, products multiply, sums and mods take the gcd, a
  /// division by a constant that divides the dividend's divisor keeps the
  /// quotient; dims and symbols are 1).
  int64_t getLargestKnownDivisor() const;
  /// True if this expression is known to be a multiple of `factor`.
  bool isMultipleOf(int64_t factor) const;
  /// True if dim `position` / symbol `position` occurs in this expression.
  bool isFunctionOfDim(unsigned position) const;
  bool isFunctionOfSymbol(unsigned position) const;
  /// Replaces each dim di by map.getResult(i) (symbols are left alone).
  AffineExpr compose(AffineMap map) const;

  /// Evaluates with the given dim and symbol values. Division by zero yields 0.
  int64_t evaluate(ArrayRef<int64_t> dims, ArrayRef<int64_t> symbols) const;
  /// Replaces dims and symbols by the given expressions.
  AffineExpr replaceDimsAndSymbols(ArrayRef<AffineExpr> dims, ArrayRef<AffineExpr> symbols) const;

  std::string str() const;

  template <typename H> friend H AbslHashValue(H h, AffineExpr e) { return H::combine(std::move(h), e.impl_); }

 private:
  const AffineExprStorage *impl_ = nullptr;
};

AffineExpr getAffineDimExpr(unsigned pos, Context *ctx);
AffineExpr getAffineSymbolExpr(unsigned pos, Context *ctx);
AffineExpr getAffineConstantExpr(int64_t value, Context *ctx);
/// Raw construction without simplification (for tests that need a specific
/// unsimplified structure).
AffineExpr getAffineBinaryExpr(AffineExprKind kind, AffineExpr lhs, AffineExpr rhs);
/// MLIR's getAffineBinaryOpExpr: dispatches to the simplifying operators
/// (+, *, floorDiv, ceilDiv, %) according to `kind`.
AffineExpr getAffineBinaryOpExpr(AffineExprKind kind, AffineExpr lhs, AffineExpr rhs);

struct AffineMapStorage {
  Context *context;
  unsigned numDims, numSymbols;
  std::vector<AffineExpr> results;
};

class AffineMap {
 public:
  AffineMap() = default;
  explicit AffineMap(const AffineMapStorage *impl) : impl_(impl) {}
  explicit operator bool() const { return impl_ != nullptr; }
  bool operator==(AffineMap o) const { return impl_ == o.impl_; }
  bool operator!=(AffineMap o) const { return impl_ != o.impl_; }
  const AffineMapStorage *getImpl() const { return impl_; }

  static AffineMap get(unsigned numDims, unsigned numSymbols, ArrayRef<AffineExpr> results, Context *ctx);
  static AffineMap getMultiDimIdentityMap(unsigned numDims, Context *ctx);
  /// (d0..dn) -> (d_perm[0], ...)
  static AffineMap getPermutationMap(ArrayRef<unsigned> permutation, Context *ctx);
  static AffineMap getMinorIdentityMap(unsigned numDims, unsigned numResults, Context *ctx);

  Context *getContext() const { return impl_->context; }
  unsigned getNumDims() const { return impl_->numDims; }
  unsigned getNumSymbols() const { return impl_->numSymbols; }
  unsigned getNumInputs() const { return getNumDims() + getNumSymbols(); }
  unsigned getNumResults() const { return impl_->results.size(); }
  ArrayRef<AffineExpr> getResults() const { return impl_->results; }
  AffineExpr getResult(unsigned i) const { return impl_->results[i]; }
  bool isIdentity() const;
  bool isPermutation() const;
  bool isProjectedPermutation() const;
  /// If every result is a dim expr, its position; else -1 for that result.
  std::vector<int64_t> getResultDimPositions() const;
  std::vector<int64_t> evaluate(ArrayRef<int64_t> dims, ArrayRef<int64_t> symbols) const;
  /// MLIR's AffineMap::compose: this(inner(x)). Requires getNumDims() ==
  /// inner.getNumResults() (else returns a null map). The result has inner's
  /// dims and this map's symbols followed by inner's symbols.
  AffineMap compose(AffineMap inner) const;
  /// True if the map has a single result and it is a constant.
  bool isSingleConstant() const;
  /// Replaces dims and symbols in every result (see AffineExpr) and returns a
  /// map with `numResultDims` dims and `numResultSymbols` symbols.
  AffineMap replaceDimsAndSymbols(ArrayRef<AffineExpr> dimReplacements, ArrayRef<AffineExpr> symReplacements,
                                  unsigned numResultDims, unsigned numResultSymbols) const;

  std::string str() const;

  template <typename H> friend H AbslHashValue(H h, AffineMap m) { return H::combine(std::move(h), m.impl_); }

 private:
  const AffineMapStorage *impl_ = nullptr;
};

}  // namespace tbuf
