// Constant matching and element-wise constant folding shared by the arith
// folds (see arith_fold.h): MLIR's m_Zero/m_One/m_ConstantInt matchers and
// CommonFolders.h (constFoldBinaryOp, constFoldUnaryOp, constFoldCastOp) over
// scalar attributes, splat and non-splat dense elements.
#include <cmath>
#include <cstring>
#include <limits>

#include "dialects/arith/arith_fold.h"

namespace tbuf::arith::fold {

// ---- fixed-width integers ------------------------------------------------------

APInt64 APInt64::get(unsigned width, uint64_t v) { return APInt64{width, v & mask(width)}; }

int64_t APInt64::sext() const {
  if (width >= 64) return static_cast<int64_t>(bits);
  return isNegative() ? static_cast<int64_t>(bits | ~mask(width)) : static_cast<int64_t>(bits);
}

unsigned getIntWidth(Type type) {
  Type t = getElementTypeOrSelf(type);
  if (!t) return 0;
  if (t.isIndex()) return 64;
  auto intType = t.dyn_cast<IntegerType>();
  if (!intType || intType.getWidth() == 0 || intType.getWidth() > 64) return 0;
  return intType.getWidth();
}

namespace {

/// The value of an integer attribute as an APInt64 of its type's width.
std::optional<APInt64> toAPInt(IntegerAttr attr) {
  unsigned width = getIntWidth(attr.getType());
  if (!width) return std::nullopt;
  return APInt64::get(width, static_cast<uint64_t>(attr.getInt()));
}

std::optional<APInt64> elementInt(DenseElementsAttr attr, int64_t i) {
  unsigned width = getIntWidth(attr.getElementType());
  if (!width || attr.isFloat()) return std::nullopt;
  return APInt64::get(width, static_cast<uint64_t>(attr.getIntAt(i)));
}

/// Signed storage value of `bits` for an attribute of element type `type`
/// (what IntegerAttr::get and DenseElementsAttr expect; they normalize).
int64_t storageValue(Type type, uint64_t bits) {
  unsigned width = getIntWidth(type);
  return width ? APInt64::get(width, bits).sext() : static_cast<int64_t>(bits);
}

}  // namespace

// ---- matching ------------------------------------------------------------------------

std::optional<APInt64> matchConstantInt(Attribute attr) {
  if (!attr) return std::nullopt;
  if (auto i = attr.dyn_cast<IntegerAttr>()) return toAPInt(i);
  if (auto d = attr.dyn_cast<DenseElementsAttr>(); d && d.isSplat() && !d.isFloat()) return elementInt(d, 0);
  return std::nullopt;
}

bool isZeroInt(Attribute attr) {
  auto v = matchConstantInt(attr);
  return v && v->isZero();
}

bool isOneInt(Attribute attr) {
  auto v = matchConstantInt(attr);
  return v && v->isOne();
}

bool isNonZeroInt(Attribute attr) {
  auto v = matchConstantInt(attr);
  return v && !v->isZero();
}

std::optional<double> matchConstantFloat(Attribute attr) {
  if (!attr) return std::nullopt;
  if (auto f = attr.dyn_cast<FloatAttr>()) return f.getValue();
  if (auto d = attr.dyn_cast<DenseElementsAttr>(); d && d.isSplat() && d.isFloat()) return d.getFloatAt(0);
  return std::nullopt;
}

Attribute getConstantAttr(Value v) {
  Operation *op = v ? v.getDefiningOp() : nullptr;
  if (!op || !op->hasTrait(OpTrait::ConstantLike)) return Attribute();
  if (const OpDefinition *def = op->getDef(); def && def->fold) {
    std::vector<Attribute> operands(op->getNumOperands());
    std::vector<OpFoldResult> results;
    if (succeeded(def->fold(op, operands, results)) && results.size() == 1 && results[0].attr) return results[0].attr;
  }
  return op->getAttr("value");
}

IntegerAttr getConstantIntAttr(Value v) {
  Attribute attr = getConstantAttr(v);
  return attr ? attr.dyn_cast<IntegerAttr>() : IntegerAttr();
}

std::optional<APInt64> getIntOrSplatIntValue(Value v) { return matchConstantInt(getConstantAttr(v)); }

// ---- building attributes ---------------------------------------------------------------

Attribute getZeroAttr(Type type) {
  if (auto shaped = type.dyn_cast<ShapedType>(); shaped && (!shaped.hasRank() || !shaped.hasStaticShape()))
    return Attribute();
  return OpBuilder(type.getContext()).getZeroAttr(type);
}

Attribute getBoolAttribute(Type type, bool value) {
  Context *ctx = type.getContext();
  auto shaped = type.dyn_cast<ShapedType>();
  if (!shaped) return BoolAttr::get(ctx, value);
  // MLIR 22 builds the splat even for a dynamic shape (`dense<true> :
  // tensor<?xi1>`, which mlir-opt-22 prints); unranked types would crash it.
  if (!shaped.hasRank()) return Attribute();
  return DenseElementsAttr::getSplatInt(shaped, value ? 1 : 0);
}

IntegerAttr getIntAttr(Type type, uint64_t bits) { return IntegerAttr::get(type, storageValue(type, bits)); }

// ---- element-wise folding ------------------------------------------------------------

Attribute constFoldBinaryInt(ArrayRef<Attribute> operands, const IntBinaryFn &fn, Type resultType) {
  if (operands.size() != 2 || !operands[0] || !operands[1]) return Attribute();
  Attribute lhs = operands[0], rhs = operands[1];
  if (auto l = lhs.dyn_cast<IntegerAttr>()) {
    auto r = rhs.dyn_cast<IntegerAttr>();
    if (!r || l.getType() != r.getType()) return Attribute();
    auto a = toAPInt(l), b = toAPInt(r);
    if (!a || !b) return Attribute();
    std::optional<uint64_t> v = fn(*a, *b);
    if (!v) return Attribute();
    return getIntAttr(resultType ? resultType : l.getType(), *v);
  }
  auto l = lhs.dyn_cast<DenseElementsAttr>();
  auto r = rhs.dyn_cast<DenseElementsAttr>();
  if (!l || !r || l.isFloat() || r.isFloat() || l.getType() != r.getType()) return Attribute();
  auto shaped = (resultType ? resultType : Type(l.getType())).dyn_cast<ShapedType>();
  if (!shaped) return Attribute();
  Type elemType = shaped.getElementType();
  if (l.isSplat() && r.isSplat()) {
    auto a = elementInt(l, 0), b = elementInt(r, 0);
    if (!a || !b) return Attribute();
    std::optional<uint64_t> v = fn(*a, *b);
    if (!v) return Attribute();
    return DenseElementsAttr::getSplatInt(shaped, storageValue(elemType, *v));
  }
  int64_t n = l.getNumElements();
  std::vector<int64_t> values;
  values.reserve(n);
  for (int64_t i = 0; i < n; ++i) {
    auto a = elementInt(l, i), b = elementInt(r, i);
    if (!a || !b) return Attribute();
    std::optional<uint64_t> v = fn(*a, *b);
    if (!v) return Attribute();
    values.push_back(storageValue(elemType, *v));
  }
  return DenseElementsAttr::getInts(shaped, std::move(values));
}

Attribute constFoldBinaryFloat(ArrayRef<Attribute> operands, const FloatBinaryFn &fn) {
  if (operands.size() != 2 || !operands[0] || !operands[1]) return Attribute();
  Attribute lhs = operands[0], rhs = operands[1];
  if (auto l = lhs.dyn_cast<FloatAttr>()) {
    auto r = rhs.dyn_cast<FloatAttr>();
    if (!r || l.getType() != r.getType() || !isFoldableFloatType(l.getType())) return Attribute();
    std::optional<double> v = fn(l.getValue(), r.getValue(), l.getType());
    if (!v) return Attribute();
    return FloatAttr::get(l.getType(), *v);
  }
  auto l = lhs.dyn_cast<DenseElementsAttr>();
  auto r = rhs.dyn_cast<DenseElementsAttr>();
  if (!l || !r || !l.isFloat() || !r.isFloat() || l.getType() != r.getType()) return Attribute();
  Type elemType = l.getElementType();
  if (!isFoldableFloatType(elemType)) return Attribute();
  if (l.isSplat() && r.isSplat()) {
    std::optional<double> v = fn(l.getFloatAt(0), r.getFloatAt(0), elemType);
    if (!v) return Attribute();
    return DenseElementsAttr::getSplatFloat(l.getType(), *v);
  }
  int64_t n = l.getNumElements();
  std::vector<double> values;
  values.reserve(n);
  for (int64_t i = 0; i < n; ++i) {
    std::optional<double> v = fn(l.getFloatAt(i), r.getFloatAt(i), elemType);
    if (!v) return Attribute();
    values.push_back(*v);
  }
  return DenseElementsAttr::getFloats(l.getType(), std::move(values));
}

Attribute constFoldUnaryFloat(ArrayRef<Attribute> operands, const FloatUnaryFn &fn) {
  if (operands.size() != 1 || !operands[0]) return Attribute();
  if (auto f = operands[0].dyn_cast<FloatAttr>()) {
    if (!isFoldableFloatType(f.getType())) return Attribute();
    std::optional<double> v = fn(f.getValue(), f.getType());
    if (!v) return Attribute();
    return FloatAttr::get(f.getType(), *v);
  }
  auto d = operands[0].dyn_cast<DenseElementsAttr>();
  if (!d || !d.isFloat() || !isFoldableFloatType(d.getElementType())) return Attribute();
  if (d.isSplat()) {
    std::optional<double> v = fn(d.getFloatAt(0), d.getElementType());
    if (!v) return Attribute();
    return DenseElementsAttr::getSplatFloat(d.getType(), *v);
  }
  std::vector<double> values;
  for (int64_t i = 0, n = d.getNumElements(); i < n; ++i) {
    std::optional<double> v = fn(d.getFloatAt(i), d.getElementType());
    if (!v) return Attribute();
    values.push_back(*v);
  }
  return DenseElementsAttr::getFloats(d.getType(), std::move(values));
}

Attribute constFoldCast(Attribute operand, Type resultType, const CastFn &fn) {
  if (!operand) return Attribute();
  Type dstElem = getElementTypeOrSelf(resultType);
  bool dstFloat = dstElem.isa<FloatType>();
  if (dstFloat ? !isFoldableFloatType(dstElem) : !getIntWidth(dstElem)) return Attribute();
  auto convert = [&](const CastElement &in, Type srcElem) -> std::optional<CastElement> {
    std::optional<CastElement> out = fn(in, srcElem, dstElem);
    if (out && out->isFloat != dstFloat) return std::nullopt;
    return out;
  };
  auto scalarElement = [&](Attribute a, Type &srcElem) -> std::optional<CastElement> {
    CastElement e;
    if (auto i = a.dyn_cast<IntegerAttr>()) {
      auto v = toAPInt(i);
      if (!v) return std::nullopt;
      srcElem = i.getType();
      e.intValue = *v;
      return e;
    }
    if (auto f = a.dyn_cast<FloatAttr>()) {
      if (!isFoldableFloatType(f.getType())) return std::nullopt;
      srcElem = f.getType();
      e.isFloat = true;
      e.floatValue = f.getValue();
      return e;
    }
    return std::nullopt;
  };
  auto make = [&](const CastElement &e) -> Attribute {
    if (e.isFloat) return FloatAttr::get(dstElem, e.floatValue);
    return getIntAttr(dstElem, e.intValue.bits);
  };

  if (!operand.isa<DenseElementsAttr>()) {
    if (resultType.isa<ShapedType>()) return Attribute();
    Type srcElem;
    std::optional<CastElement> in = scalarElement(operand, srcElem);
    if (!in) return Attribute();
    std::optional<CastElement> out = convert(*in, srcElem);
    return out ? make(*out) : Attribute();
  }
  auto dense = operand.cast<DenseElementsAttr>();
  auto shaped = resultType.dyn_cast<ShapedType>();
  if (!shaped || !shaped.hasRank() || !shaped.hasStaticShape()) return Attribute();
  Type srcElem = dense.getElementType();
  if (dense.isFloat() ? !isFoldableFloatType(srcElem) : !getIntWidth(srcElem)) return Attribute();
  auto element = [&](int64_t i) {
    CastElement e;
    if (dense.isFloat()) {
      e.isFloat = true;
      e.floatValue = dense.getFloatAt(i);
    } else {
      e.intValue = *elementInt(dense, i);
    }
    return e;
  };
  int64_t n = dense.isSplat() ? 1 : dense.getNumElements();
  std::vector<int64_t> ints;
  std::vector<double> floats;
  for (int64_t i = 0; i < n; ++i) {
    std::optional<CastElement> out = convert(element(i), srcElem);
    if (!out) return Attribute();
    if (dstFloat) floats.push_back(out->floatValue);
    else ints.push_back(storageValue(dstElem, out->intValue.bits));
  }
  if (dense.isSplat())
    return dstFloat ? DenseElementsAttr::getSplatFloat(shaped, floats[0]) : DenseElementsAttr::getSplatInt(shaped, ints[0]);
  return dstFloat ? DenseElementsAttr::getFloats(shaped, std::move(floats))
                  : DenseElementsAttr::getInts(shaped, std::move(ints));
}

// ---- floating point ---------------------------------------------------------------------

bool isFoldableFloatType(Type type) { return type && type.isa<FloatType>(); }

double roundToFloatType(Type type, double v) { return FloatAttr::get(type, v).getValue(); }

double canonicalizeNaN(double result, double a, double b) {
  // APFloat's rule: a NaN operand propagates, the left one first, quieted.
  // Not left to the host: which NaN an FPU returns for two NaN operands
  // depends on the operand order the compiler picked for a commutative
  // operation (an -O1 build folded mulf(nan1, nan2) to nan2).
  auto quieted = [](double v) {
    uint64_t bits;
    std::memcpy(&bits, &v, sizeof bits);
    bits |= uint64_t(1) << 51;
    std::memcpy(&v, &bits, sizeof bits);
    return v;
  };
  if (std::isnan(a)) return quieted(a);
  if (std::isnan(b)) return quieted(b);
  if (std::isnan(result)) return std::numeric_limits<double>::quiet_NaN();
  return result;
}

namespace {

uint16_t doubleToHalfBits(double v) {
  // `v` is already an f16 value (FloatAttr rounds), so this is exact.
  uint16_t sign = std::signbit(v) ? 0x8000 : 0;
  double a = std::fabs(v);
  if (std::isnan(v)) return sign | 0x7E00;
  if (std::isinf(v)) return sign | 0x7C00;
  if (a == 0) return sign;
  int exp;
  double m = std::frexp(a, &exp);  // a = m * 2^exp, m in [0.5, 1)
  int e = exp - 1;                 // a = 1.f * 2^e
  if (e < -14) return sign | static_cast<uint16_t>(std::lround(std::ldexp(a, 24)));  // subnormal
  uint16_t frac = static_cast<uint16_t>(std::lround((m * 2 - 1) * 1024));
  return sign | static_cast<uint16_t>((e + 15) << 10) | frac;
}

double halfBitsToDouble(uint16_t bits) {
  int sign = bits >> 15, exp = (bits >> 10) & 0x1F, frac = bits & 0x3FF;
  double v;
  if (exp == 0x1F) v = frac ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity();
  else if (exp == 0) v = std::ldexp(frac, -24);
  else v = std::ldexp(1024 + frac, exp - 25);
  return sign ? -v : v;
}

}  // namespace

uint64_t floatToBits(Type type, double v) {
  if (type.isF64()) {
    uint64_t bits;
    std::memcpy(&bits, &v, sizeof bits);
    return bits;
  }
  if (type.isF16()) return doubleToHalfBits(v);
  float f = static_cast<float>(v);
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  return type.isBF16() ? bits >> 16 : bits;
}

double bitsToFloat(Type type, uint64_t bits) {
  if (type.isF64()) {
    double d;
    std::memcpy(&d, &bits, sizeof d);
    return d;
  }
  if (type.isF16()) return halfBitsToDouble(static_cast<uint16_t>(bits));
  uint32_t b32 = type.isBF16() ? static_cast<uint32_t>(bits << 16) : static_cast<uint32_t>(bits);
  float f;
  std::memcpy(&f, &b32, sizeof f);
  return f;
}

// ---- registration helpers -------------------------------------------------------------

void setFold(Context &ctx, std::string_view opName, OpDefinition::FoldFn fn) {
  if (OpDefinition *def = ctx.lookupOpMutable(opName)) def->fold = fn;
}

void addPatterns(Context &ctx, std::string_view opName, std::vector<OpDefinition::CanonicalizeFn> fns) {
  if (OpDefinition *def = ctx.lookupOpMutable(opName))
    def->canonicalizers.insert(def->canonicalizers.end(), fns.begin(), fns.end());
}

}  // namespace tbuf::arith::fold
