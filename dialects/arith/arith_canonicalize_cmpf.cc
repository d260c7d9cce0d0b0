// MLIR 22's CmpFIntToFPConst pattern: `cmpf pred, (sitofp|uitofp %i), cst`
// becomes an integer comparison of %i with the constant converted to an
// integer (or a constant true/false) when the conversion cannot change the
// outcome, following LLVM's InstCombine reasoning about mantissa widths and
// fractional constants.
#include <climits>
#include <cmath>

#include "dialects/arith/arith_fold.h"
#include "dialects/arith/arith_ops.h"

namespace tbuf::arith::fold {
namespace {

/// APFloat's precision (mantissa bits including the implicit one).
int mantissaWidth(Type t) {
  if (t.isF16()) return 11;
  if (t.isBF16()) return 8;
  if (t.isF32()) return 24;
  if (t.isF64()) return 53;
  return 0;
}

/// ilogb of the largest finite value.
int maxExponent(Type t) {
  if (t.isF16()) return 15;
  if (t.isF64()) return 1023;
  return 127;  // f32, bf16
}

CmpIPredicate convertToIntegerPredicate(CmpFPredicate pred, bool isUnsigned) {
  switch (pred) {
    case CmpFPredicate::UEQ:
    case CmpFPredicate::OEQ: return CmpIPredicate::eq;
    case CmpFPredicate::UGT:
    case CmpFPredicate::OGT: return isUnsigned ? CmpIPredicate::ugt : CmpIPredicate::sgt;
    case CmpFPredicate::UGE:
    case CmpFPredicate::OGE: return isUnsigned ? CmpIPredicate::uge : CmpIPredicate::sge;
    case CmpFPredicate::ULT:
    case CmpFPredicate::OLT: return isUnsigned ? CmpIPredicate::ult : CmpIPredicate::slt;
    case CmpFPredicate::ULE:
    case CmpFPredicate::OLE: return isUnsigned ? CmpIPredicate::ule : CmpIPredicate::sle;
    default: return CmpIPredicate::ne;  // UNE, ONE
  }
}

/// An integer of `width` bits (given as a long double, exact) converted to
/// float type `t` with round-to-nearest-even.
double intToFloat(long double v, Type t) {
  if (t.isF32()) return static_cast<float>(v);
  return roundToFloatType(t, static_cast<double>(v));
}

LogicalResult replaceWithBool(Operation *op, RewriterBase &rewriter, bool value) {
  rewriter.replaceOpWithNewOp<ConstantIntOp>(op, static_cast<int64_t>(value), 1u);
  return success();
}

}  // namespace

LogicalResult cmpFIntToFPConst(Operation *op, RewriterBase &rewriter) {
  CmpFOp cmp(op);
  Attribute rhsAttr = getConstantAttr(cmp.getRhs());
  auto flt = rhsAttr ? rhsAttr.dyn_cast<FloatAttr>() : FloatAttr();
  if (!flt) return failure();
  double rhs = flt.getValue();
  // Don't attempt to fold a NaN.
  if (std::isnan(rhs)) return failure();
  Type floatTy = cmp.getRhs().getType();
  int mantissa = mantissaWidth(floatTy);
  if (mantissa <= 0) return failure();

  bool isUnsigned;
  Value intVal;
  if (auto si = definingOp<SIToFPOp>(cmp.getLhs())) {
    isUnsigned = false;
    intVal = si.getIn();
  } else if (auto ui = definingOp<UIToFPOp>(cmp.getLhs())) {
    isUnsigned = true;
    intVal = ui.getIn();
  } else {
    return failure();
  }
  auto intTy = intVal.getType().dyn_cast<IntegerType>();
  if (!intTy || intTy.getWidth() > 64) return failure();
  int intWidth = static_cast<int>(intTy.getWidth());
  int valueBits = isUnsigned ? intWidth : intWidth - 1;

  // A conversion that may round could change the comparison.
  if (intWidth > mantissa) {
    if (std::isinf(rhs)) {
      if (maxExponent(floatTy) < valueBits) return failure();
    } else {
      int exponent = rhs == 0 ? INT_MIN : std::ilogb(rhs);
      if (mantissa <= exponent && exponent <= valueBits) return failure();
    }
  }

  CmpIPredicate pred;
  switch (cmp.getPredicate()) {
    case CmpFPredicate::ORD: return replaceWithBool(op, rewriter, true);
    case CmpFPredicate::UNO: return replaceWithBool(op, rewriter, false);
    default: pred = convertToIntegerPredicate(cmp.getPredicate(), isUnsigned); break;
  }

  long double intMax = isUnsigned ? std::ldexp(1.0L, intWidth) - 1 : std::ldexp(1.0L, intWidth - 1) - 1;
  long double intMin = isUnsigned ? 0.0L : -std::ldexp(1.0L, intWidth - 1);
  // Constants above the integer range.
  if (intToFloat(intMax, floatTy) < rhs) {
    bool value = pred == CmpIPredicate::ne ||
                 (isUnsigned ? (pred == CmpIPredicate::ult || pred == CmpIPredicate::ule)
                             : (pred == CmpIPredicate::slt || pred == CmpIPredicate::sle));
    return replaceWithBool(op, rewriter, value);
  }
  // Constants below it.
  if (intToFloat(intMin, floatTy) > rhs) {
    bool value = pred == CmpIPredicate::ne ||
                 (isUnsigned ? (pred == CmpIPredicate::ugt || pred == CmpIPredicate::uge)
                             : (pred == CmpIPredicate::sgt || pred == CmpIPredicate::sge));
    return replaceWithBool(op, rewriter, value);
  }

  // The constant converted to an integer toward zero (invalid: no fold).
  long double truncated = std::trunc(static_cast<long double>(rhs));
  if (truncated < intMin || truncated > intMax) return failure();
  long double rhsInt = truncated;

  if (rhs != 0) {
    bool equal = intToFloat(rhsInt, floatTy) == rhs;
    if (!equal) {
      // A fractional constant: adjust the predicate (rhsInt rounds toward zero).
      bool negative = std::signbit(rhs);
      switch (pred) {
        case CmpIPredicate::ne: return replaceWithBool(op, rewriter, true);
        case CmpIPredicate::eq: return replaceWithBool(op, rewriter, false);
        case CmpIPredicate::ule:
          if (negative) return replaceWithBool(op, rewriter, false);
          break;
        case CmpIPredicate::sle:
          if (negative) pred = CmpIPredicate::slt;
          break;
        case CmpIPredicate::ult:
          if (negative) return replaceWithBool(op, rewriter, false);
          pred = CmpIPredicate::ule;
          break;
        case CmpIPredicate::slt:
          if (!negative) pred = CmpIPredicate::sle;
          break;
        case CmpIPredicate::ugt:
          if (negative) return replaceWithBool(op, rewriter, true);
          break;
        case CmpIPredicate::sgt:
          if (negative) pred = CmpIPredicate::sge;
          break;
        case CmpIPredicate::uge:
          if (negative) return replaceWithBool(op, rewriter, true);
          pred = CmpIPredicate::ugt;
          break;
        case CmpIPredicate::sge:
          if (!negative) pred = CmpIPredicate::sgt;
          break;
      }
    }
  }

  uint64_t bits = isUnsigned ? static_cast<uint64_t>(rhsInt) : static_cast<uint64_t>(static_cast<int64_t>(rhsInt));
  Value c = rewriter.create<ConstantOp>(op->getLoc(), getIntAttr(intTy, bits));
  rewriter.replaceOpWithNewOp<CmpIOp>(op, pred, intVal, c);
  return success();
}

}  // namespace tbuf::arith::fold
