// Affine expressions and maps (`affine_map<(d0, d1)[s0] -> (d0 * 4 + s0)>`),
// used by linalg indexing maps and memref layouts. Both are uniqued by the
// Context; construction through the helpers below applies MLIR's light
// canonicalisations (constant folding, `x + 0`, `x * 1`, constants on the right)
// so that printed forms match mlir-opt.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/support.h"

namespace tbuf {

class Context;

enum class AffineExprKind : uint8_t { Add, Mul, Mod, FloorDiv, CeilDiv, Constant, DimId, SymbolId };

struct AffineExprStorage {
  AffineExprKind kind;
  Context *context;
  int64_t value = 0;  ///< constant value or dim/symbol position
  const AffineExprStorage *lhs = nullptr, *rhs = nullptr;
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

  AffineExpr operator+(AffineExpr o) const;
  AffineExpr operator+(int64_t v) const;
  AffineExpr operator*(AffineExpr o) const;
  AffineExpr operator*(int64_t v) const;
  AffineExpr operator-(AffineExpr o) const;
  AffineExpr operator-() const;
  AffineExpr operator%(AffineExpr o) const;
  AffineExpr floorDiv(AffineExpr o) const;
  AffineExpr ceilDiv(AffineExpr o) const;

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
/// Raw construction without simplification (used by the parser only where MLIR
/// itself keeps the written form).
AffineExpr getAffineBinaryExpr(AffineExprKind kind, AffineExpr lhs, AffineExpr rhs);

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
  AffineMap compose(AffineMap inner) const;

  std::string str() const;

  template <typename H> friend H AbslHashValue(H h, AffineMap m) { return H::combine(std::move(h), m.impl_); }

 private:
  const AffineMapStorage *impl_ = nullptr;
};

}  // namespace tbuf
