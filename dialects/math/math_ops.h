// Typed views and builders of the math dialect: elementwise float functions
// (`%r = math.exp %x fastmath<fast> : f32`, also on tensors), the binary
// atan2/copysign/powf, the ternary fma, and the integer absi. All are Pure,
// SameOperandsAndResultType and Elementwise.
//
// The fast-math flags are the arith dialect's `#arith.fastmath<...>`
// attribute; views expose it as an Attribute (arith::getFastMathFlags turns
// it into flags) because this library does not depend on arith.
#pragma once

#include "ir/builder.h"
#include "ir/op_definition.h"

namespace tbuf {
void registerMathDialect(Context &ctx);
}  // namespace tbuf

namespace tbuf::math {

namespace detail {
/// Adds `operands`, one result of the first operand's type, and the
/// `fastmath` attribute (`#arith.fastmath<none>` when `fastmath` is null)
/// unless `withFastMath` is false.
void buildMathOp(OperationState &state, ArrayRef<Value> operands, Attribute fastmath, bool withFastMath);

template <typename ConcreteOp> class MathOpBase {
 public:
  /// The `#arith.fastmath<...>` attribute (MLIR's getFastmathAttr()).
  Attribute getFastmathAttr() const { return self()->getAttr("fastmath"); }
  /// The single result (as MLIR's OneResult ops).
  operator Value() const { return self()->getResult(0); }

 protected:
  Operation *self() const { return static_cast<const ConcreteOp *>(this)->getOperation(); }
};

/// One float operand: exp, sqrt, tanh...
template <typename ConcreteOp> class UnaryFloatOp : public MathOpBase<ConcreteOp> {
 public:
  Value getOperand() const { return this->self()->getOperand(0); }
  static void build(OpBuilder &, OperationState &state, Value operand, Attribute fastmath = Attribute()) {
    buildMathOp(state, {operand}, fastmath, true);
  }
};

/// Two float operands: atan2, copysign, powf.
template <typename ConcreteOp> class BinaryFloatOp : public MathOpBase<ConcreteOp> {
 public:
  Value getLhs() const { return this->self()->getOperand(0); }
  Value getRhs() const { return this->self()->getOperand(1); }
  static void build(OpBuilder &, OperationState &state, Value lhs, Value rhs, Attribute fastmath = Attribute()) {
    buildMathOp(state, {lhs, rhs}, fastmath, true);
  }
};
}  // namespace detail

#define TBUF_MATH_OP(CLASS, NAME, FAMILY)                     \
  class CLASS : public OpView, public detail::FAMILY<CLASS> { \
    TBUF_OP_VIEW(CLASS, NAME)                                 \
  };

TBUF_MATH_OP(AbsFOp, "math.absf", UnaryFloatOp)
TBUF_MATH_OP(AtanOp, "math.atan", UnaryFloatOp)
TBUF_MATH_OP(CbrtOp, "math.cbrt", UnaryFloatOp)
TBUF_MATH_OP(CeilOp, "math.ceil", UnaryFloatOp)
TBUF_MATH_OP(CosOp, "math.cos", UnaryFloatOp)
TBUF_MATH_OP(ErfOp, "math.erf", UnaryFloatOp)
TBUF_MATH_OP(ExpOp, "math.exp", UnaryFloatOp)
TBUF_MATH_OP(Exp2Op, "math.exp2", UnaryFloatOp)
TBUF_MATH_OP(ExpM1Op, "math.expm1", UnaryFloatOp)
TBUF_MATH_OP(FloorOp, "math.floor", UnaryFloatOp)
TBUF_MATH_OP(LogOp, "math.log", UnaryFloatOp)
TBUF_MATH_OP(Log10Op, "math.log10", UnaryFloatOp)
TBUF_MATH_OP(Log1pOp, "math.log1p", UnaryFloatOp)
TBUF_MATH_OP(Log2Op, "math.log2", UnaryFloatOp)
TBUF_MATH_OP(RoundOp, "math.round", UnaryFloatOp)
TBUF_MATH_OP(RoundEvenOp, "math.roundeven", UnaryFloatOp)
TBUF_MATH_OP(RsqrtOp, "math.rsqrt", UnaryFloatOp)
TBUF_MATH_OP(SinOp, "math.sin", UnaryFloatOp)
TBUF_MATH_OP(SqrtOp, "math.sqrt", UnaryFloatOp)
TBUF_MATH_OP(TanOp, "math.tan", UnaryFloatOp)
TBUF_MATH_OP(TanhOp, "math.tanh", UnaryFloatOp)
TBUF_MATH_OP(TruncOp, "math.trunc", UnaryFloatOp)
TBUF_MATH_OP(Atan2Op, "math.atan2", BinaryFloatOp)
TBUF_MATH_OP(CopySignOp, "math.copysign", BinaryFloatOp)
TBUF_MATH_OP(PowFOp, "math.powf", BinaryFloatOp)

#undef TBUF_MATH_OP

/// `%r = math.fma %a, %b, %c fastmath<...> : f32` (a * b + c).
class FmaOp : public OpView, public detail::MathOpBase<FmaOp> {
  TBUF_OP_VIEW(FmaOp, "math.fma")
  Value getA() const { return op_->getOperand(0); }
  Value getB() const { return op_->getOperand(1); }
  Value getC() const { return op_->getOperand(2); }
  static void build(OpBuilder &, OperationState &state, Value a, Value b, Value c, Attribute fastmath = Attribute()) {
    detail::buildMathOp(state, {a, b, c}, fastmath, true);
  }
};

/// `%r = math.absi %x : i32` (no fast-math flags).
class AbsIOp : public OpView {
  TBUF_OP_VIEW(AbsIOp, "math.absi")
  operator Value() const { return op_->getResult(0); }
  Value getOperand() const { return op_->getOperand(0); }
  static void build(OpBuilder &, OperationState &state, Value operand) {
    detail::buildMathOp(state, {operand}, Attribute(), false);
  }
};

}  // namespace tbuf::math
