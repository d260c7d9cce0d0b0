// Affine expression/map construction with MLIR's light simplifications, and
// evaluation. Uniquing goes through the Context like types and attributes.
#include "ir/affine_map.h"

#include <memory>
#include <optional>

#include "absl/strings/str_cat.h"
#include "ir/context.h"

namespace tbuf {
namespace {

int64_t floorDivInt(int64_t a, int64_t b) {
  if (b == 0) return 0;
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}
int64_t ceilDivInt(int64_t a, int64_t b) {
  if (b == 0) return 0;
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) == (b < 0))) ++q;
  return q;
}
int64_t modInt(int64_t a, int64_t b) {
  if (b == 0) return 0;
  int64_t m = a % b;
  return m < 0 ? m + (b < 0 ? -b : b) : m;
}

AffineExpr getExpr(Context *ctx, AffineExprKind kind, int64_t value, AffineExpr lhs, AffineExpr rhs) {
  std::string key = absl::StrCat("affine|", static_cast<int>(kind), "|", value, "|",
                                 reinterpret_cast<uintptr_t>(lhs.getImpl()), "|",
                                 reinterpret_cast<uintptr_t>(rhs.getImpl()));
  return AffineExpr(ctx->getUniqued<AffineExprStorage>(std::move(key), [&] {
    auto s = std::make_unique<AffineExprStorage>();
    s->kind = kind;
    s->context = ctx;
    s->value = value;
    s->lhs = lhs.getImpl();
    s->rhs = rhs.getImpl();
    return s;
  }));
}

std::optional<int64_t> constValue(AffineExpr e) {
  if (e.getKind() == AffineExprKind::Constant) return e.getValue();
  return std::nullopt;
}

}  // namespace

AffineExpr getAffineDimExpr(unsigned pos, Context *ctx) {
  return getExpr(ctx, AffineExprKind::DimId, pos, AffineExpr(), AffineExpr());
}
AffineExpr getAffineSymbolExpr(unsigned pos, Context *ctx) {
  return getExpr(ctx, AffineExprKind::SymbolId, pos, AffineExpr(), AffineExpr());
}
AffineExpr getAffineConstantExpr(int64_t value, Context *ctx) {
  return getExpr(ctx, AffineExprKind::Constant, value, AffineExpr(), AffineExpr());
}
AffineExpr getAffineBinaryExpr(AffineExprKind kind, AffineExpr lhs, AffineExpr rhs) {
  return getExpr(lhs.getContext(), kind, 0, lhs, rhs);
}

bool AffineExpr::isSymbolicOrConstant() const {
  switch (getKind()) {
    case AffineExprKind::Constant:
    case AffineExprKind::SymbolId: return true;
    case AffineExprKind::DimId: return false;
    default: return getLHS().isSymbolicOrConstant() && getRHS().isSymbolicOrConstant();
  }
}

bool AffineExpr::isPureAffine() const {
  switch (getKind()) {
    case AffineExprKind::Constant:
    case AffineExprKind::SymbolId:
    case AffineExprKind::DimId: return true;
    case AffineExprKind::Add: return getLHS().isPureAffine() && getRHS().isPureAffine();
    case AffineExprKind::Mul:
      return getLHS().isPureAffine() && getRHS().isPureAffine() &&
             (getLHS().isSymbolicOrConstant() || getRHS().isSymbolicOrConstant());
    default: return getLHS().isPureAffine() && getRHS().getKind() == AffineExprKind::Constant;
  }
}

AffineExpr AffineExpr::operator+(AffineExpr o) const {
  Context *ctx = getContext();
  auto lc = constValue(*this), rc = constValue(o);
  if (lc && rc) return getAffineConstantExpr(*lc + *rc, ctx);
  // Constants and symbolic terms go to the right.
  if (isSymbolicOrConstant() && !o.isSymbolicOrConstant()) return o + *this;
  if (lc && !rc) return o + *this;
  if (rc && *rc == 0) return *this;
  // (x + c1) + c2 -> x + (c1 + c2)
  if (rc && getKind() == AffineExprKind::Add) {
    if (auto inner = constValue(getRHS())) return getLHS() + getAffineConstantExpr(*inner + *rc, ctx);
  }
  // x + (y + c) -> (x + y) + c
  if (o.getKind() == AffineExprKind::Add && constValue(o.getRHS())) return (*this + o.getLHS()) + o.getRHS();
  return getExpr(ctx, AffineExprKind::Add, 0, *this, o);
}

AffineExpr AffineExpr::operator+(int64_t v) const { return *this + getAffineConstantExpr(v, getContext()); }

AffineExpr AffineExpr::operator*(AffineExpr o) const {
  Context *ctx = getContext();
  auto lc = constValue(*this), rc = constValue(o);
  if (lc && rc) return getAffineConstantExpr(*lc * *rc, ctx);
  if (isSymbolicOrConstant() && !o.isSymbolicOrConstant()) return o * *this;
  if (lc && !rc) return o * *this;
  if (rc) {
    if (*rc == 1) return *this;
    if (*rc == 0) return o;
    // (x * c1) * c2 -> x * (c1 * c2)
    if (getKind() == AffineExprKind::Mul) {
      if (auto inner = constValue(getRHS())) return getLHS() * getAffineConstantExpr(*inner * *rc, ctx);
    }
  }
  return getExpr(ctx, AffineExprKind::Mul, 0, *this, o);
}

AffineExpr AffineExpr::operator*(int64_t v) const { return *this * getAffineConstantExpr(v, getContext()); }
AffineExpr AffineExpr::operator-() const { return *this * -1; }
AffineExpr AffineExpr::operator-(AffineExpr o) const { return *this + (-o); }

AffineExpr AffineExpr::operator%(AffineExpr o) const {
  auto lc = constValue(*this), rc = constValue(o);
  if (lc && rc && *rc != 0) return getAffineConstantExpr(modInt(*lc, *rc), getContext());
  if (rc && *rc == 1) return getAffineConstantExpr(0, getContext());
  return getExpr(getContext(), AffineExprKind::Mod, 0, *this, o);
}

AffineExpr AffineExpr::floorDiv(AffineExpr o) const {
  auto lc = constValue(*this), rc = constValue(o);
  if (lc && rc && *rc != 0) return getAffineConstantExpr(floorDivInt(*lc, *rc), getContext());
  if (rc && *rc == 1) return *this;
  return getExpr(getContext(), AffineExprKind::FloorDiv, 0, *this, o);
}

AffineExpr AffineExpr::ceilDiv(AffineExpr o) const {
  auto lc = constValue(*this), rc = constValue(o);
  if (lc && rc && *rc != 0) return getAffineConstantExpr(ceilDivInt(*lc, *rc), getContext());
  if (rc && *rc == 1) return *this;
  return getExpr(getContext(), AffineExprKind::CeilDiv, 0, *this, o);
}

int64_t AffineExpr::evaluate(ArrayRef<int64_t> dims, ArrayRef<int64_t> symbols) const {
  switch (getKind()) {
    case AffineExprKind::Constant: return getValue();
    case AffineExprKind::DimId: return getPosition() < static_cast<int64_t>(dims.size()) ? dims[getPosition()] : 0;
    case AffineExprKind::SymbolId:
      return getPosition() < static_cast<int64_t>(symbols.size()) ? symbols[getPosition()] : 0;
    default: break;
  }
  int64_t l = getLHS().evaluate(dims, symbols), r = getRHS().evaluate(dims, symbols);
  switch (getKind()) {
    case AffineExprKind::Add: return l + r;
    case AffineExprKind::Mul: return l * r;
    case AffineExprKind::Mod: return modInt(l, r);
    case AffineExprKind::FloorDiv: return floorDivInt(l, r);
    case AffineExprKind::CeilDiv: return ceilDivInt(l, r);
    default: return 0;
  }
}

AffineExpr AffineExpr::replaceDimsAndSymbols(ArrayRef<AffineExpr> dims, ArrayRef<AffineExpr> symbols) const {
  switch (getKind()) {
    case AffineExprKind::Constant: return *this;
    case AffineExprKind::DimId:
      return getPosition() < static_cast<int64_t>(dims.size()) ? dims[getPosition()] : *this;
    case AffineExprKind::SymbolId:
      return getPosition() < static_cast<int64_t>(symbols.size()) ? symbols[getPosition()] : *this;
    default: break;
  }
  AffineExpr l = getLHS().replaceDimsAndSymbols(dims, symbols);
  AffineExpr r = getRHS().replaceDimsAndSymbols(dims, symbols);
  switch (getKind()) {
    case AffineExprKind::Add: return l + r;
    case AffineExprKind::Mul: return l * r;
    case AffineExprKind::Mod: return l % r;
    case AffineExprKind::FloorDiv: return l.floorDiv(r);
    case AffineExprKind::CeilDiv: return l.ceilDiv(r);
    default: return *this;
  }
}

AffineMap AffineMap::get(unsigned numDims, unsigned numSymbols, ArrayRef<AffineExpr> results, Context *ctx) {
  std::string key = absl::StrCat("map|", numDims, "|", numSymbols, "|");
  for (AffineExpr e : results) absl::StrAppend(&key, reinterpret_cast<uintptr_t>(e.getImpl()), ",");
  return AffineMap(ctx->getUniqued<AffineMapStorage>(std::move(key), [&] {
    auto s = std::make_unique<AffineMapStorage>();
    s->context = ctx;
    s->numDims = numDims;
    s->numSymbols = numSymbols;
    s->results.assign(results.begin(), results.end());
    return s;
  }));
}

AffineMap AffineMap::getMultiDimIdentityMap(unsigned numDims, Context *ctx) {
  std::vector<AffineExpr> r;
  for (unsigned i = 0; i < numDims; ++i) r.push_back(getAffineDimExpr(i, ctx));
  return get(numDims, 0, r, ctx);
}

AffineMap AffineMap::getPermutationMap(ArrayRef<unsigned> permutation, Context *ctx) {
  std::vector<AffineExpr> r;
  for (unsigned p : permutation) r.push_back(getAffineDimExpr(p, ctx));
  return get(permutation.size(), 0, r, ctx);
}

AffineMap AffineMap::getMinorIdentityMap(unsigned numDims, unsigned numResults, Context *ctx) {
  std::vector<AffineExpr> r;
  for (unsigned i = numDims - numResults; i < numDims; ++i) r.push_back(getAffineDimExpr(i, ctx));
  return get(numDims, 0, r, ctx);
}

bool AffineMap::isIdentity() const {
  if (getNumDims() != getNumResults()) return false;
  for (unsigned i = 0; i < getNumResults(); ++i) {
    AffineExpr e = getResult(i);
    if (e.getKind() != AffineExprKind::DimId || e.getPosition() != i) return false;
  }
  return true;
}

bool AffineMap::isProjectedPermutation() const {
  if (getNumSymbols() != 0) return false;
  std::vector<bool> seen(getNumDims(), false);
  for (AffineExpr e : getResults()) {
    if (e.getKind() != AffineExprKind::DimId || seen[e.getPosition()]) return false;
    seen[e.getPosition()] = true;
  }
  return true;
}

bool AffineMap::isPermutation() const { return getNumDims() == getNumResults() && isProjectedPermutation(); }

std::vector<int64_t> AffineMap::getResultDimPositions() const {
  std::vector<int64_t> r;
  for (AffineExpr e : getResults()) r.push_back(e.getKind() == AffineExprKind::DimId ? e.getPosition() : -1);
  return r;
}

std::vector<int64_t> AffineMap::evaluate(ArrayRef<int64_t> dims, ArrayRef<int64_t> symbols) const {
  std::vector<int64_t> r;
  for (AffineExpr e : getResults()) r.push_back(e.evaluate(dims, symbols));
  return r;
}

AffineMap AffineMap::compose(AffineMap inner) const {
  // this(inner(x)): dims of `this` are replaced by inner's results; symbols are
  // concatenated (inner's first).
  std::vector<AffineExpr> syms;
  for (unsigned i = 0; i < getNumSymbols(); ++i)
    syms.push_back(getAffineSymbolExpr(inner.getNumSymbols() + i, getContext()));
  std::vector<AffineExpr> results;
  for (AffineExpr e : getResults())
    results.push_back(e.replaceDimsAndSymbols(inner.getResults(), syms));
  return get(inner.getNumDims(), inner.getNumSymbols() + getNumSymbols(), results, getContext());
}

}  // namespace tbuf
