// Folds of the arith float ops (MLIR 22's AddFOp::fold ... CmpFOp::fold):
// identities (x + -0.0, x - +0.0, x * 1.0, x / 1.0, x * 0 under nnan+nsz,
// negf(negf(x)), min/max of equal operands or with their neutral constant)
// and constant folding with IEEE results rounded to nearest-even in the
// operands' type, as APFloat computes them.
#include <cmath>

#include "dialects/arith/arith_fold.h"
#include "dialects/arith/arith_ops.h"

namespace tbuf::arith::fold {
namespace {

using Attrs = ArrayRef<Attribute>;
using Results = std::vector<OpFoldResult>;

bool isPosZero(double v) { return v == 0 && !std::signbit(v); }
bool isNegZero(double v) { return v == 0 && std::signbit(v); }

/// The right operand's constant (scalar or splat) satisfies `pred`.
template <typename Pred> bool rhsIs(Attrs operands, Pred pred) {
  std::optional<double> v = matchConstantFloat(operands[1]);
  return v && pred(*v);
}

/// An arithmetic result: NaNs made from non-NaN operands are APFloat's
/// default (positive) NaN.
std::optional<double> arithmetic(double r, double a, double b) { return canonicalizeNaN(r, a, b); }

LogicalResult foldAddF(Operation *op, Attrs operands, Results &results) {
  // addf(x, -0) -> x
  if (rhsIs(operands, isNegZero)) return foldTo(results, op->getOperand(0));
  return foldTo(results, constFoldBinaryFloat(operands, [](double a, double b, Type) { return arithmetic(a + b, a, b); }));
}

LogicalResult foldSubF(Operation *op, Attrs operands, Results &results) {
  // subf(x, +0) -> x
  if (rhsIs(operands, isPosZero)) return foldTo(results, op->getOperand(0));
  return foldTo(results, constFoldBinaryFloat(operands, [](double a, double b, Type) { return arithmetic(a - b, a, b); }));
}

LogicalResult foldMulF(Operation *op, Attrs operands, Results &results) {
  // mulf(x, 1) -> x
  if (rhsIs(operands, [](double v) { return v == 1.0; })) return foldTo(results, op->getOperand(0));
  // mulf(x, 0) -> 0 when NaNs and the sign of zero can be ignored.
  if (bitEnumContainsAll(MulFOp(op).getFastmath(), FastMathFlags::nnan | FastMathFlags::nsz) &&
      rhsIs(operands, [](double v) { return v == 0; }))
    return foldTo(results, op->getOperand(1));
  return foldTo(results, constFoldBinaryFloat(operands, [](double a, double b, Type) { return arithmetic(a * b, a, b); }));
}

LogicalResult foldDivF(Operation *op, Attrs operands, Results &results) {
  // divf(x, 1) -> x
  if (rhsIs(operands, [](double v) { return v == 1.0; })) return foldTo(results, op->getOperand(0));
  return foldTo(results, constFoldBinaryFloat(operands, [](double a, double b, Type) { return arithmetic(a / b, a, b); }));
}

LogicalResult foldRemF(Operation *, Attrs operands, Results &results) {
  // APFloat::mod: the remainder has the sign of the left operand (fmod).
  return foldTo(results,
                constFoldBinaryFloat(operands, [](double a, double b, Type) { return arithmetic(std::fmod(a, b), a, b); }));
}

LogicalResult foldNegF(Operation *op, Attrs operands, Results &results) {
  // negf(negf(x)) -> x
  if (auto inner = definingOp<NegFOp>(op->getOperand(0))) return foldTo(results, inner.getOperand());
  return foldTo(results, constFoldUnaryFloat(operands, [](double a, Type) { return -a; }));
}

// ---- min / max ---------------------------------------------------------------------------

/// llvm::maximum / minimum: NaN-propagating, -0 < +0.
double ieeeMaximum(double a, double b, bool isMax) {
  if (std::isnan(a)) return a;
  if (std::isnan(b)) return b;
  if (a == 0 && b == 0 && std::signbit(a) != std::signbit(b)) return (std::signbit(a) == isMax) ? b : a;
  return isMax ? (a < b ? b : a) : (b < a ? b : a);
}

/// llvm::maxnum / minnum: a NaN operand yields the other one, -0 < +0.
double ieeeMaxNum(double a, double b, bool isMax) {
  if (std::isnan(a)) return b;
  if (std::isnan(b)) return a;
  if (a == 0 && b == 0 && std::signbit(a) != std::signbit(b)) return (std::signbit(a) == isMax) ? b : a;
  return isMax ? (a < b ? b : a) : (b < a ? b : a);
}

enum class FMinMax { Maximum, Minimum, MaxNum, MinNum };

template <FMinMax K> LogicalResult foldFMinMax(Operation *op, Attrs operands, Results &results) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  if (lhs == rhs) return foldTo(results, rhs);
  bool neutral = false;
  switch (K) {
    // maximumf(x, -inf) -> x, minimumf(x, +inf) -> x
    case FMinMax::Maximum: neutral = rhsIs(operands, [](double v) { return std::isinf(v) && v < 0; }); break;
    case FMinMax::Minimum: neutral = rhsIs(operands, [](double v) { return std::isinf(v) && v > 0; }); break;
    // maxnumf(x, NaN) -> x, minnumf(x, NaN) -> x
    case FMinMax::MaxNum:
    case FMinMax::MinNum: neutral = rhsIs(operands, [](double v) { return std::isnan(v); }); break;
  }
  if (neutral) return foldTo(results, lhs);
  return foldTo(results, constFoldBinaryFloat(operands, [](double a, double b, Type) -> std::optional<double> {
                  switch (K) {
                    case FMinMax::Maximum: return ieeeMaximum(a, b, true);
                    case FMinMax::Minimum: return ieeeMaximum(a, b, false);
                    case FMinMax::MaxNum: return ieeeMaxNum(a, b, true);
                    case FMinMax::MinNum: return ieeeMaxNum(a, b, false);
                  }
                  return std::nullopt;
                }));
}

// ---- cmpf ------------------------------------------------------------------------------------

/// MLIR's applyCmpPredicate for floats.
bool applyCmpPredicate(CmpFPredicate predicate, double lhs, double rhs) {
  bool unordered = std::isnan(lhs) || std::isnan(rhs);
  bool eq = !unordered && lhs == rhs, lt = !unordered && lhs < rhs, gt = !unordered && lhs > rhs;
  switch (predicate) {
    case CmpFPredicate::AlwaysFalse: return false;
    case CmpFPredicate::OEQ: return eq;
    case CmpFPredicate::OGT: return gt;
    case CmpFPredicate::OGE: return gt || eq;
    case CmpFPredicate::OLT: return lt;
    case CmpFPredicate::OLE: return lt || eq;
    case CmpFPredicate::ONE: return !unordered && !eq;
    case CmpFPredicate::ORD: return !unordered;
    case CmpFPredicate::UEQ: return unordered || eq;
    case CmpFPredicate::UGT: return unordered || gt;
    case CmpFPredicate::UGE: return unordered || gt || eq;
    case CmpFPredicate::ULT: return unordered || lt;
    case CmpFPredicate::ULE: return unordered || lt || eq;
    case CmpFPredicate::UNE: return !eq;
    case CmpFPredicate::UNO: return unordered;
    case CmpFPredicate::AlwaysTrue: return true;
  }
  return false;
}

LogicalResult foldCmpF(Operation *op, Attrs operands, Results &results) {
  auto lhs = operands[0] ? operands[0].dyn_cast<FloatAttr>() : FloatAttr();
  auto rhs = operands[1] ? operands[1].dyn_cast<FloatAttr>() : FloatAttr();
  // A NaN operand decides the result whatever the other one is.
  if (lhs && std::isnan(lhs.getValue())) rhs = lhs;
  if (rhs && std::isnan(rhs.getValue())) lhs = rhs;
  if (!lhs || !rhs) return failure();
  bool value = applyCmpPredicate(CmpFOp(op).getPredicate(), lhs.getValue(), rhs.getValue());
  return foldTo(results, BoolAttr::get(op->getContext(), value));
}

}  // namespace

void addFloatFolds(Context &ctx) {
  setFold(ctx, AddFOp::getOperationName(), foldAddF);
  setFold(ctx, SubFOp::getOperationName(), foldSubF);
  setFold(ctx, MulFOp::getOperationName(), foldMulF);
  setFold(ctx, DivFOp::getOperationName(), foldDivF);
  setFold(ctx, RemFOp::getOperationName(), foldRemF);
  setFold(ctx, NegFOp::getOperationName(), foldNegF);
  setFold(ctx, MaximumFOp::getOperationName(), foldFMinMax<FMinMax::Maximum>);
  setFold(ctx, MinimumFOp::getOperationName(), foldFMinMax<FMinMax::Minimum>);
  setFold(ctx, MaxNumFOp::getOperationName(), foldFMinMax<FMinMax::MaxNum>);
  setFold(ctx, MinNumFOp::getOperationName(), foldFMinMax<FMinMax::MinNum>);
  setFold(ctx, CmpFOp::getOperationName(), foldCmpF);
}

}  // namespace tbuf::arith::fold
