// Affine expressions and maps: uniqued construction with MLIR's simplifications,
// evaluation, substitution and composition.
//
// tbuf prints affine maps byte-identical to mlir-opt, and MLIR never stores the
// expression as written: every `+`, `*`, `floordiv`, `ceildiv` and `mod` (the
// parser's included) goes through simplifyAdd/simplifyMul/... in
// mlir/lib/IR/AffineExpr.cpp. The rules below reproduce those of LLVM 22 (the
// oracle mlir-opt-22), including its quirks: constant folds that would overflow
// are left unfolded, but folds of nested constants wrap; floordiv and ceildiv
// simplify for any non-zero constant divisor, mod only for positive ones;
// operands that are both dims or both symbols are ordered by position.
// tests/affine/ checks them against a table of mlir-opt-22's outputs.
#include "ir/affine_map.h"

#include <limits>
#include <memory>
#include <numeric>
#include <optional>
#include <utility>

#include "absl/strings/str_cat.h"
#include "ir/context.h"
#include "ir/uniquing_key.h"

namespace tbuf {
namespace {

constexpr int64_t kInt64Min = std::numeric_limits<int64_t>::min();

// ---- integer helpers (two's complement wrapping where MLIR's C++ wraps) ----

int64_t wrapAdd(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
}
int64_t wrapMul(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
}
int64_t wrapAbs(int64_t a) { return a < 0 ? static_cast<int64_t>(0 - static_cast<uint64_t>(a)) : a; }
/// a % b == 0, without the INT64_MIN % -1 trap. b != 0.
bool divides(int64_t b, int64_t a) { return b == -1 || a % b == 0; }
/// a / b for b != 0, wrapping INT64_MIN / -1.
int64_t wrapDiv(int64_t a, int64_t b) { return b == -1 ? wrapMul(a, -1) : a / b; }

/// Floor and ceil division; b != 0 and not (INT64_MIN, -1).
int64_t floorDivInt(int64_t a, int64_t b) {
  int64_t q = a / b;
  if (a % b != 0 && ((a < 0) != (b < 0))) --q;
  return q;
}
int64_t ceilDivInt(int64_t a, int64_t b) {
  int64_t q = a / b;
  if (a % b != 0 && ((a < 0) == (b < 0))) ++q;
  return q;
}
/// Non-negative remainder for b >= 1.
int64_t modInt(int64_t a, int64_t b) {
  int64_t m = a % b;
  return m < 0 ? m + b : m;
}
bool divisionOverflows(int64_t a, int64_t b) { return a == kInt64Min && b == -1; }

// ---- uniquing ----------------------------------------------------------------

AffineExpr getExpr(Context *ctx, AffineExprKind kind, int64_t value, AffineExpr lhs, AffineExpr rhs) {
  UniquingKey key("affine");
  key.addInt(static_cast<int>(kind)).addInt(value).addPtr(lhs.getImpl()).addPtr(rhs.getImpl());
  return AffineExpr(ctx->getUniqued<AffineExprStorage>(key.view(), [&] {
    auto s = std::make_unique<AffineExprStorage>();
    s->kind = kind;
    s->context = ctx;
    s->value = value;
    s->lhs = lhs.getImpl();
    s->rhs = rhs.getImpl();
    if (kind == AffineExprKind::DimId)
      s->symbolicOrConstant = false;
    else if (lhs && rhs)
      s->symbolicOrConstant = lhs.getImpl()->symbolicOrConstant && rhs.getImpl()->symbolicOrConstant;
    return s;
  }));
}

std::optional<int64_t> constValue(AffineExpr e) {
  if (e && e.getKind() == AffineExprKind::Constant) return e.getValue();
  return std::nullopt;
}

bool isKind(AffineExpr e, AffineExprKind kind) { return e && e.getKind() == kind; }

/// Constant right operand of a binary expression of `kind`, if any.
std::optional<int64_t> constRHSOf(AffineExpr e, AffineExprKind kind) {
  if (!isKind(e, kind)) return std::nullopt;
  return constValue(e.getRHS());
}

/// Builds a commutative expression after simplification failed, with MLIR's
/// operand order: two dims or two symbols by position, dims before symbols.
AffineExpr getCommutativeExpr(AffineExprKind kind, AffineExpr lhs, AffineExpr rhs) {
  auto rank = [](AffineExpr e) -> std::optional<std::pair<int, int64_t>> {
    if (e.getKind() == AffineExprKind::DimId) return std::make_pair(0, e.getPosition());
    if (e.getKind() == AffineExprKind::SymbolId) return std::make_pair(1, e.getPosition());
    return std::nullopt;
  };
  auto l = rank(lhs), r = rank(rhs);
  if (l && r && *r < *l) std::swap(lhs, rhs);
  return getExpr(lhs.getContext(), kind, 0, lhs, rhs);
}

// ---- simplification (null when nothing applies) ----------------------------

AffineExpr simplifyAdd(AffineExpr lhs, AffineExpr rhs) {
  Context *ctx = lhs.getContext();
  auto lhsConst = constValue(lhs), rhsConst = constValue(rhs);
  if (lhsConst && rhsConst) {
    int64_t sum;
    if (__builtin_add_overflow(*lhsConst, *rhsConst, &sum)) return AffineExpr();
    return getAffineConstantExpr(sum, ctx);
  }
  // Only the RHS may be a constant (4 + d0 -> d0 + 4); a lone symbolic term
  // goes to the right.
  if (lhsConst || (lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant())) return rhs + lhs;
  if (rhsConst && *rhsConst == 0) return lhs;

  // (x + c1) + c2 -> x + (c1 + c2).
  std::optional<int64_t> lhsAddConst = constRHSOf(lhs, AffineExprKind::Add);
  if (lhsAddConst && rhsConst) return lhs.getLHS() + wrapAdd(*lhsAddConst, *rhsConst);

  // c1 * x + c2 * x -> (c1 + c2) * x, where a term without a constant factor
  // counts as 1 * itself.
  std::optional<int64_t> lhsFactor = constRHSOf(lhs, AffineExprKind::Mul);
  std::optional<int64_t> rhsFactor = constRHSOf(rhs, AffineExprKind::Mul);
  AffineExpr firstExpr = lhsFactor ? lhs.getLHS() : lhs;
  AffineExpr secondExpr = rhsFactor ? rhs.getLHS() : rhs;
  if (firstExpr == secondExpr) return firstExpr * wrapAdd(lhsFactor.value_or(1), rhsFactor.value_or(1));

  // (x + c) + y -> (x + y) + c.
  if (lhsAddConst) return lhs.getLHS() + rhs + lhs.getRHS();

  // x + ((x floordiv q) * q) * -1 -> x mod q, q symbolic or constant.
  if (!rhs.isBinary()) return AffineExpr();
  AffineExpr lrhs = rhs.getLHS(), rrhs = rhs.getRHS();
  if (rrhs.isConstant(-1) && isKind(lrhs, AffineExprKind::Mul)) {
    AffineExpr floorDivExpr = lrhs.getLHS(), divisor = lrhs.getRHS();
    if (!isKind(floorDivExpr, AffineExprKind::FloorDiv)) return AffineExpr();
    if (floorDivExpr.getRHS() == divisor && lhs == floorDivExpr.getLHS()) return lhs % divisor;
  }

  // The rest handles y = (x floordiv q) * c.
  if (!isKind(lrhs, AffineExprKind::FloorDiv) || rhs.getKind() != AffineExprKind::Mul) return AffineExpr();
  // x + (x floordiv c) * -c -> x mod c, for a positive constant c.
  AffineExpr dividend = lrhs.getLHS(), divisor = lrhs.getRHS();
  std::optional<int64_t> divisorConst = constValue(divisor);
  if (divisorConst && *divisorConst > 0 && lhs == dividend && divisor == -rrhs) return lhs % divisor;
  // (a + b) + y -> a + (b + y) when b + y simplifies (for instance to b mod c).
  // Any simplification counts, even just moving a symbolic b to the right.
  if (isKind(lhs, AffineExprKind::Add)) {
    if (AffineExpr simplified = simplifyAdd(lhs.getRHS(), rhs)) return lhs.getLHS() + simplified;
  }
  return AffineExpr();
}

AffineExpr simplifyMul(AffineExpr lhs, AffineExpr rhs) {
  Context *ctx = lhs.getContext();
  auto lhsConst = constValue(lhs), rhsConst = constValue(rhs);
  if (lhsConst && rhsConst) {
    int64_t product;
    if (__builtin_mul_overflow(*lhsConst, *rhsConst, &product)) return AffineExpr();
    return getAffineConstantExpr(product, ctx);
  }
  // The constant or symbolic operand goes to the right; a constant always does.
  // (MLIR requires one operand to be symbolic; without one there is nothing to
  // canonicalise, and swapping would never end.)
  bool lhsSymbolic = lhs.isSymbolicOrConstant(), rhsSymbolic = rhs.isSymbolicOrConstant();
  if ((!rhsSymbolic && lhsSymbolic) || (lhsConst && !rhsConst)) return rhs * lhs;
  if (rhsConst) {
    if (*rhsConst == 1) return lhs;
    if (*rhsConst == 0) return rhs;
  }
  std::optional<int64_t> lhsFactor = constRHSOf(lhs, AffineExprKind::Mul);
  // (x * c1) * c2 -> x * (c1 * c2).
  if (lhsFactor && rhsConst) return lhs.getLHS() * wrapMul(*lhsFactor, *rhsConst);
  // (x * c) * y -> (x * y) * c.
  if (lhsFactor) return (lhs.getLHS() * rhs) * lhs.getRHS();
  return AffineExpr();
}

/// Shared by floordiv and ceildiv: folds and `(x * c1) div c2` with c2 | c1.
AffineExpr simplifyDivision(AffineExpr lhs, AffineExpr rhs, bool floor) {
  auto lhsConst = constValue(lhs), rhsConst = constValue(rhs);
  // Division by zero (or a non-constant) is kept as written.
  if (!rhsConst || *rhsConst == 0) return AffineExpr();
  if (lhsConst) {
    if (divisionOverflows(*lhsConst, *rhsConst)) return AffineExpr();
    return getAffineConstantExpr(floor ? floorDivInt(*lhsConst, *rhsConst) : ceilDivInt(*lhsConst, *rhsConst),
                                 lhs.getContext());
  }
  if (*rhsConst == 1) return lhs;
  // (x * c1) div c2 -> x * (c1 / c2) when c2 divides c1. (mlir-opt-22 traps on
  // c1 = INT64_MIN, c2 = -1; tbuf keeps that expression as written.)
  if (std::optional<int64_t> factor = constRHSOf(lhs, AffineExprKind::Mul)) {
    if (!divisionOverflows(*factor, *rhsConst) && *factor % *rhsConst == 0)
      return lhs.getLHS() * (*factor / *rhsConst);
  }
  return AffineExpr();
}

AffineExpr simplifyFloorDiv(AffineExpr lhs, AffineExpr rhs) {
  if (AffineExpr simplified = simplifyDivision(lhs, rhs, /*floor=*/true)) return simplified;
  std::optional<int64_t> rhsConst = constValue(rhs);
  if (!rhsConst || *rhsConst == 0 || constValue(lhs)) return AffineExpr();
  // (x + y) floordiv c -> x floordiv c + y floordiv c when c divides x or y.
  if (isKind(lhs, AffineExprKind::Add)) {
    int64_t lhsDiv = lhs.getLHS().getLargestKnownDivisor(), rhsDiv = lhs.getRHS().getLargestKnownDivisor();
    if (divides(*rhsConst, lhsDiv) || divides(*rhsConst, rhsDiv))
      return lhs.getLHS().floorDiv(*rhsConst) + lhs.getRHS().floorDiv(*rhsConst);
  }
  return AffineExpr();
}

AffineExpr simplifyMod(AffineExpr lhs, AffineExpr rhs) {
  auto lhsConst = constValue(lhs), rhsConst = constValue(rhs);
  // Mod by zero, a negative number or a non-constant is kept as written.
  if (!rhsConst || *rhsConst < 1) return AffineExpr();
  int64_t m = *rhsConst;
  if (lhsConst) return getAffineConstantExpr(modInt(*lhsConst, m), lhs.getContext());
  // A known multiple of m: (d0 * 128) mod 64 -> 0.
  if (lhs.getLargestKnownDivisor() % m == 0) return getAffineConstantExpr(0, lhs.getContext());
  // (x + y) mod m -> y mod m when m divides x (or x mod m when it divides y).
  if (isKind(lhs, AffineExprKind::Add)) {
    if (lhs.getLHS().getLargestKnownDivisor() % m == 0) return lhs.getRHS() % m;
    if (lhs.getRHS().getLargestKnownDivisor() % m == 0) return lhs.getLHS() % m;
  }
  // (x mod a) mod m -> x mod m when m divides a.
  if (std::optional<int64_t> inner = constRHSOf(lhs, AffineExprKind::Mod)) {
    if (*inner >= 1 && modInt(*inner, m) == 0) return lhs.getLHS() % m;
  }
  return AffineExpr();
}

/// Wrapping, trap-free evaluation of one binary operation (division by zero
/// yields 0).
int64_t evaluateBinary(AffineExprKind kind, int64_t l, int64_t r) {
  switch (kind) {
    case AffineExprKind::Add: return wrapAdd(l, r);
    case AffineExprKind::Mul: return wrapMul(l, r);
    case AffineExprKind::Mod: {
      // Non-negative remainder; for a negative divisor, modulo |r|.
      if (r == 0 || r == -1) return 0;
      int64_t m = l % r;
      return m < 0 ? wrapAdd(m, wrapAbs(r)) : m;
    }
    case AffineExprKind::FloorDiv:
      if (r == 0) return 0;
      return divisionOverflows(l, r) ? wrapMul(l, -1) : floorDivInt(l, r);
    case AffineExprKind::CeilDiv:
      if (r == 0) return 0;
      return divisionOverflows(l, r) ? wrapMul(l, -1) : ceilDivInt(l, r);
    default: return 0;
  }
}

}  // namespace

// ---- construction ------------------------------------------------------------

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

AffineExpr getAffineBinaryOpExpr(AffineExprKind kind, AffineExpr lhs, AffineExpr rhs) {
  switch (kind) {
    case AffineExprKind::Add: return lhs + rhs;
    case AffineExprKind::Mul: return lhs * rhs;
    case AffineExprKind::FloorDiv: return lhs.floorDiv(rhs);
    case AffineExprKind::CeilDiv: return lhs.ceilDiv(rhs);
    case AffineExprKind::Mod: return lhs % rhs;
    default: return AffineExpr();
  }
}

AffineExpr AffineExpr::operator+(AffineExpr o) const {
  if (AffineExpr simplified = simplifyAdd(*this, o)) return simplified;
  return getCommutativeExpr(AffineExprKind::Add, *this, o);
}
AffineExpr AffineExpr::operator*(AffineExpr o) const {
  if (AffineExpr simplified = simplifyMul(*this, o)) return simplified;
  return getCommutativeExpr(AffineExprKind::Mul, *this, o);
}
AffineExpr AffineExpr::floorDiv(AffineExpr o) const {
  if (AffineExpr simplified = simplifyFloorDiv(*this, o)) return simplified;
  return getExpr(getContext(), AffineExprKind::FloorDiv, 0, *this, o);
}
AffineExpr AffineExpr::ceilDiv(AffineExpr o) const {
  if (AffineExpr simplified = simplifyDivision(*this, o, /*floor=*/false)) return simplified;
  return getExpr(getContext(), AffineExprKind::CeilDiv, 0, *this, o);
}
AffineExpr AffineExpr::operator%(AffineExpr o) const {
  if (AffineExpr simplified = simplifyMod(*this, o)) return simplified;
  return getExpr(getContext(), AffineExprKind::Mod, 0, *this, o);
}

AffineExpr AffineExpr::operator+(int64_t v) const { return *this + getAffineConstantExpr(v, getContext()); }
AffineExpr AffineExpr::operator*(int64_t v) const { return *this * getAffineConstantExpr(v, getContext()); }
AffineExpr AffineExpr::operator-() const { return *this * -1; }
AffineExpr AffineExpr::operator-(AffineExpr o) const { return *this + (-o); }
AffineExpr AffineExpr::operator-(int64_t v) const { return *this + wrapMul(v, -1); }
AffineExpr AffineExpr::operator%(int64_t v) const { return *this % getAffineConstantExpr(v, getContext()); }
AffineExpr AffineExpr::floorDiv(int64_t v) const { return floorDiv(getAffineConstantExpr(v, getContext())); }
AffineExpr AffineExpr::ceilDiv(int64_t v) const { return ceilDiv(getAffineConstantExpr(v, getContext())); }

// ---- queries -----------------------------------------------------------------

bool AffineExpr::isSymbolicOrConstant() const { return impl_->symbolicOrConstant; }

bool AffineExpr::isPureAffine() const {
  switch (getKind()) {
    case AffineExprKind::Constant:
    case AffineExprKind::SymbolId:
    case AffineExprKind::DimId: return true;
    case AffineExprKind::Add: return getLHS().isPureAffine() && getRHS().isPureAffine();
    case AffineExprKind::Mul:
      // As in MLIR: one factor must be a constant (a symbolic one is not enough).
      return getLHS().isPureAffine() && getRHS().isPureAffine() &&
             (getLHS().getKind() == AffineExprKind::Constant || getRHS().getKind() == AffineExprKind::Constant);
    default: return getLHS().isPureAffine() && getRHS().getKind() == AffineExprKind::Constant;
  }
}

int64_t AffineExpr::getLargestKnownDivisor() const {
  switch (getKind()) {
    case AffineExprKind::DimId:
    case AffineExprKind::SymbolId: return 1;
    case AffineExprKind::Constant: return wrapAbs(getValue());
    case AffineExprKind::FloorDiv:
    case AffineExprKind::CeilDiv: {
      // A constant divisor that divides the dividend's divisor leaves the
      // quotient (its magnitude: a negative divisor flips the sign).
      std::optional<int64_t> rhs = constValue(getRHS());
      if (rhs && *rhs != 0) {
        int64_t lhsDiv = getLHS().getLargestKnownDivisor();
        if (divides(*rhs, lhsDiv)) return wrapAbs(wrapDiv(lhsDiv, *rhs));
      }
      return 1;
    }
    case AffineExprKind::Mul: return wrapMul(getLHS().getLargestKnownDivisor(), getRHS().getLargestKnownDivisor());
    case AffineExprKind::Add:
    case AffineExprKind::Mod:
      return static_cast<int64_t>(std::gcd(static_cast<uint64_t>(getLHS().getLargestKnownDivisor()),
                                           static_cast<uint64_t>(getRHS().getLargestKnownDivisor())));
  }
  return 1;
}

bool AffineExpr::isMultipleOf(int64_t factor) const {
  if (factor == 0) return isConstant(0);
  switch (getKind()) {
    case AffineExprKind::DimId:
    case AffineExprKind::SymbolId: return factor == 1 || factor == -1;
    case AffineExprKind::Constant: return divides(factor, getValue());
    case AffineExprKind::Mul: {
      int64_t l = getLHS().getLargestKnownDivisor(), r = getRHS().getLargestKnownDivisor();
      return divides(factor, l) || divides(factor, r) || divides(factor, wrapMul(l, r));
    }
    default:
      return divides(factor, static_cast<int64_t>(std::gcd(static_cast<uint64_t>(getLHS().getLargestKnownDivisor()),
                                                           static_cast<uint64_t>(getRHS().getLargestKnownDivisor()))));
  }
}

bool AffineExpr::isFunctionOfDim(unsigned position) const {
  if (getKind() == AffineExprKind::DimId) return getPosition() == static_cast<int64_t>(position);
  return isBinary() && (getLHS().isFunctionOfDim(position) || getRHS().isFunctionOfDim(position));
}

bool AffineExpr::isFunctionOfSymbol(unsigned position) const {
  if (getKind() == AffineExprKind::SymbolId) return getPosition() == static_cast<int64_t>(position);
  return isBinary() && (getLHS().isFunctionOfSymbol(position) || getRHS().isFunctionOfSymbol(position));
}

// ---- evaluation and substitution ----------------------------------------------

int64_t AffineExpr::evaluate(ArrayRef<int64_t> dims, ArrayRef<int64_t> symbols) const {
  switch (getKind()) {
    case AffineExprKind::Constant: return getValue();
    case AffineExprKind::DimId: return getPosition() < static_cast<int64_t>(dims.size()) ? dims[getPosition()] : 0;
    case AffineExprKind::SymbolId:
      return getPosition() < static_cast<int64_t>(symbols.size()) ? symbols[getPosition()] : 0;
    default:
      return evaluateBinary(getKind(), getLHS().evaluate(dims, symbols), getRHS().evaluate(dims, symbols));
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
  // Unchanged operands keep the expression as it is (as MLIR does), so raw
  // structures are not re-simplified.
  if (l == getLHS() && r == getRHS()) return *this;
  return getAffineBinaryOpExpr(getKind(), l, r);
}

AffineExpr AffineExpr::compose(AffineMap map) const { return replaceDimsAndSymbols(map.getResults(), {}); }

// ---- maps ----------------------------------------------------------------------

AffineMap AffineMap::get(unsigned numDims, unsigned numSymbols, ArrayRef<AffineExpr> results, Context *ctx) {
  UniquingKey key("map");
  key.addInt(numDims).addInt(numSymbols);
  for (AffineExpr e : results) key.addPtr(e.getImpl());
  return AffineMap(ctx->getUniqued<AffineMapStorage>(key.view(), [&] {
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
  for (unsigned i = numResults <= numDims ? numDims - numResults : 0; i < numDims; ++i)
    r.push_back(getAffineDimExpr(i, ctx));
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

bool AffineMap::isSingleConstant() const {
  return getNumResults() == 1 && getResult(0).getKind() == AffineExprKind::Constant;
}

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

AffineMap AffineMap::replaceDimsAndSymbols(ArrayRef<AffineExpr> dimReplacements, ArrayRef<AffineExpr> symReplacements,
                                           unsigned numResultDims, unsigned numResultSymbols) const {
  std::vector<AffineExpr> results;
  for (AffineExpr e : getResults()) results.push_back(e.replaceDimsAndSymbols(dimReplacements, symReplacements));
  return get(numResultDims, numResultSymbols, results, getContext());
}

AffineMap AffineMap::compose(AffineMap inner) const {
  if (getNumDims() != inner.getNumResults()) return AffineMap();
  // inner's symbols move after this map's: s_i -> s_(numSymbols + i).
  unsigned numDims = inner.getNumDims(), numSymbols = getNumSymbols() + inner.getNumSymbols();
  std::vector<AffineExpr> innerDims, innerSymbols;
  for (unsigned i = 0; i < numDims; ++i) innerDims.push_back(getAffineDimExpr(i, getContext()));
  for (unsigned i = getNumSymbols(); i < numSymbols; ++i) innerSymbols.push_back(getAffineSymbolExpr(i, getContext()));
  AffineMap shifted = inner.replaceDimsAndSymbols(innerDims, innerSymbols, numDims, numSymbols);
  std::vector<AffineExpr> results;
  for (AffineExpr e : getResults()) results.push_back(e.compose(shifted));
  return get(numDims, numSymbols, results, getContext());
}

}  // namespace tbuf
