// Folds of the arith casts (MLIR 22's ExtUIOp::fold ... BitcastOp::fold):
// chains of casts collapse (extui(extui(x)), trunci(ext(x)), truncf(extf(x)))
// and constants are converted: integer extensions/truncations as APInt's
// zext/sext/trunc, float conversions only when exact (as MLIR's
// convertFloatValue), int <-> float with round-to-nearest-even /
// round-toward-zero, bitcasts bit for bit. (index_cast chains are patterns,
// see arith_canonicalize.cc.)
#include <cmath>

#include "dialects/arith/arith_fold.h"
#include "dialects/arith/arith_ops.h"

namespace tbuf::arith::fold {
namespace {

using Attrs = ArrayRef<Attribute>;
using Results = std::vector<OpFoldResult>;

CastElement intElement(unsigned width, uint64_t bits) {
  CastElement e;
  e.intValue = APInt64::get(width, bits);
  return e;
}

CastElement floatElement(double v) {
  CastElement e;
  e.isFloat = true;
  e.floatValue = v;
  return e;
}

Type resultType(Operation *op) { return op->getResult(0).getType(); }

// ---- integer extensions and truncation ------------------------------------------------

LogicalResult foldExtUI(Operation *op, Attrs operands, Results &results) {
  // extui(extui(x)) -> extui(x)
  if (auto inner = definingOp<ExtUIOp>(op->getOperand(0))) {
    op->setOperand(0, inner.getIn());
    return foldTo(results, op->getResult(0));
  }
  return foldTo(results, constFoldCast(operands[0], resultType(op), [](const CastElement &a, Type, Type dst) {
                  return std::optional<CastElement>(intElement(getIntWidth(dst), a.intValue.zext()));
                }));
}

LogicalResult foldExtSI(Operation *op, Attrs operands, Results &results) {
  // extsi(extsi(x)) -> extsi(x)
  if (auto inner = definingOp<ExtSIOp>(op->getOperand(0))) {
    op->setOperand(0, inner.getIn());
    return foldTo(results, op->getResult(0));
  }
  return foldTo(results, constFoldCast(operands[0], resultType(op), [](const CastElement &a, Type, Type dst) {
                  return std::optional<CastElement>(
                      intElement(getIntWidth(dst), static_cast<uint64_t>(a.intValue.sext())));
                }));
}

LogicalResult foldTruncI(Operation *op, Attrs operands, Results &results) {
  Value in = op->getOperand(0);
  Operation *def = in.getDefiningOp();
  if (def && (ExtUIOp::classof(def) || ExtSIOp::classof(def))) {
    Value src = def->getOperand(0);
    Type srcType = getElementTypeOrSelf(src.getType());
    Type dstType = getElementTypeOrSelf(resultType(op));
    auto srcInt = srcType.dyn_cast<IntegerType>(), dstInt = dstType.dyn_cast<IntegerType>();
    // trunci(ext(a)) -> trunci(a)
    if (srcInt && dstInt && srcInt.getWidth() > dstInt.getWidth()) {
      op->setOperand(0, src);
      return foldTo(results, op->getResult(0));
    }
    // trunci(ext(a)) -> a
    if (srcType == dstType) return foldTo(results, src);
  }
  // trunci(trunci(a)) -> trunci(a)
  if (auto inner = definingOp<TruncIOp>(in)) {
    op->setOperand(0, inner.getIn());
    return foldTo(results, op->getResult(0));
  }
  return foldTo(results, constFoldCast(operands[0], resultType(op), [](const CastElement &a, Type, Type dst) {
                  return std::optional<CastElement>(intElement(getIntWidth(dst), a.intValue.bits));
                }));
}

// ---- float conversions ----------------------------------------------------------------------

unsigned floatWidth(Type t) { return t.cast<FloatType>().getWidth(); }

/// True if every value of float type `src` is exactly representable in
/// `dst` (APFloatBase::isRepresentableBy for the four types tbuf has).
bool isRepresentableBy(Type src, Type dst) {
  if (src == dst) return true;
  if (src.isF16()) return dst.isF32() || dst.isF64();
  if (src.isBF16()) return dst.isF32() || dst.isF64();
  if (src.isF32()) return dst.isF64();
  return false;
}

/// MLIR's convertFloatValue: `v` converted to `dst` only if no information
/// is lost (the value is exactly representable; NaN and infinities pass).
std::optional<double> convertFloatExactly(double v, Type dst) {
  if (std::isnan(v) || std::isinf(v)) return v;
  double r = roundToFloatType(dst, v);
  if (r != v) return std::nullopt;
  return r;
}

LogicalResult foldExtF(Operation *op, Attrs operands, Results &results) {
  ExtFOp ext(op);
  // extf(truncf(x)) -> x when both carry `contract`.
  if (auto trunc = definingOp<TruncFOp>(ext.getIn())) {
    if (trunc.getIn().getType() == ext.getType() &&
        bitEnumContainsAll(trunc.getFastmath(), FastMathFlags::contract) &&
        bitEnumContainsAll(ext.getFastmath(), FastMathFlags::contract))
      return foldTo(results, trunc.getIn());
  }
  return foldTo(results, constFoldCast(operands[0], resultType(op), [](const CastElement &a, Type, Type dst) {
                  std::optional<double> v = convertFloatExactly(a.floatValue, dst);
                  return v ? std::optional<CastElement>(floatElement(*v)) : std::nullopt;
                }));
}

LogicalResult foldTruncF(Operation *op, Attrs operands, Results &results) {
  TruncFOp trunc(op);
  Type resElem = getElementTypeOrSelf(trunc.getType());
  if (auto ext = definingOp<ExtFOp>(trunc.getIn())) {
    Value src = ext.getIn();
    Type srcElem = getElementTypeOrSelf(src.getType());
    Type midElem = getElementTypeOrSelf(ext.getType());
    if (isRepresentableBy(srcElem, midElem)) {
      // truncf(extf(a)) -> truncf(a)
      if (floatWidth(srcElem) > floatWidth(resElem)) {
        op->setOperand(0, src);
        return foldTo(results, op->getResult(0));
      }
      // truncf(extf(a)) -> a
      if (srcElem == resElem) return foldTo(results, src);
    }
  }
  // Constants fold only when exact, whatever the rounding mode.
  return foldTo(results, constFoldCast(operands[0], resultType(op), [](const CastElement &a, Type, Type dst) {
                  std::optional<double> v = convertFloatExactly(a.floatValue, dst);
                  return v ? std::optional<CastElement>(floatElement(*v)) : std::nullopt;
                }));
}

// ---- int <-> float -----------------------------------------------------------------------------

/// APFloat::convertFromAPInt with round-to-nearest-even into `dst`.
template <bool Signed> double intToFloat(const APInt64 &a, Type dst) {
  if (dst.isF32()) return Signed ? static_cast<float>(a.sext()) : static_cast<float>(a.zext());
  return roundToFloatType(dst, Signed ? static_cast<double>(a.sext()) : static_cast<double>(a.zext()));
}

template <bool Signed> LogicalResult foldIntToFP(Operation *op, Attrs operands, Results &results) {
  return foldTo(results, constFoldCast(operands[0], resultType(op), [](const CastElement &a, Type, Type dst) {
                  return std::optional<CastElement>(floatElement(intToFloat<Signed>(a.intValue, dst)));
                }));
}

/// APFloat::convertToInteger toward zero; fails (opInvalidOp) on NaN,
/// infinities and values out of range.
template <bool Signed> LogicalResult foldFPToInt(Operation *op, Attrs operands, Results &results) {
  return foldTo(results, constFoldCast(operands[0], resultType(op), [](const CastElement &a, Type, Type dst) -> std::optional<CastElement> {
                  double v = a.floatValue;
                  if (std::isnan(v) || std::isinf(v)) return std::nullopt;
                  unsigned w = getIntWidth(dst);
                  long double t = std::trunc(static_cast<long double>(v));
                  long double lo = Signed ? -std::ldexp(1.0L, w - 1) : 0.0L;
                  long double hi = Signed ? std::ldexp(1.0L, w - 1) : std::ldexp(1.0L, w);
                  if (t < lo || t >= hi) return std::nullopt;
                  uint64_t bits = Signed ? static_cast<uint64_t>(static_cast<int64_t>(t)) : static_cast<uint64_t>(t);
                  return intElement(w, bits);
                }));
}

// ---- index casts -------------------------------------------------------------------------------

template <bool Unsigned> LogicalResult foldIndexCast(Operation *op, Attrs operands, Results &results) {
  // index_cast(constant) -> constant (sign/zero-extended or truncated)
  return foldTo(results, constFoldCast(operands[0], resultType(op), [](const CastElement &a, Type, Type dst) {
                  uint64_t bits = Unsigned ? a.intValue.zext() : static_cast<uint64_t>(a.intValue.sext());
                  return std::optional<CastElement>(intElement(getIntWidth(dst), bits));
                }));
}

// ---- bitcast -----------------------------------------------------------------------------------

LogicalResult foldBitcast(Operation *op, Attrs operands, Results &results) {
  Type resType = resultType(op);
  if (operands[0] && !(resType.isa<ShapedType>() && !operands[0].isa<DenseElementsAttr>())) {
    Attribute folded = constFoldCast(operands[0], resType, [](const CastElement &a, Type src, Type dst) {
      uint64_t bits = a.isFloat ? floatToBits(src, a.floatValue) : a.intValue.bits;
      if (dst.isa<FloatType>()) return std::optional<CastElement>(floatElement(bitsToFloat(dst, bits)));
      return std::optional<CastElement>(intElement(getIntWidth(dst), bits));
    });
    if (folded) return foldTo(results, folded);
  }
  // CastOpInterface's trait fold: a cast to the operand's own type.
  if (op->getOperand(0).getType() == resType) return foldTo(results, op->getOperand(0));
  return failure();
}

}  // namespace

void addCastFolds(Context &ctx) {
  setFold(ctx, ExtUIOp::getOperationName(), foldExtUI);
  setFold(ctx, ExtSIOp::getOperationName(), foldExtSI);
  setFold(ctx, TruncIOp::getOperationName(), foldTruncI);
  setFold(ctx, ExtFOp::getOperationName(), foldExtF);
  setFold(ctx, TruncFOp::getOperationName(), foldTruncF);
  setFold(ctx, UIToFPOp::getOperationName(), foldIntToFP<false>);
  setFold(ctx, SIToFPOp::getOperationName(), foldIntToFP<true>);
  setFold(ctx, FPToUIOp::getOperationName(), foldFPToInt<false>);
  setFold(ctx, FPToSIOp::getOperationName(), foldFPToInt<true>);
  setFold(ctx, IndexCastOp::getOperationName(), foldIndexCast<false>);
  setFold(ctx, IndexCastUIOp::getOperationName(), foldIndexCast<true>);
  setFold(ctx, BitcastOp::getOperationName(), foldBitcast);
}

}  // namespace tbuf::arith::fold
