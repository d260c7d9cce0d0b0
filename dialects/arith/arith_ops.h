// Typed views and builders of the arith dialect (MLIR's arith::*Op): integer
// and float arithmetic, comparisons, select, constants and casts. Ops are
// generic Operations; these classes only name their operands, results and
// attributes the way MLIR does (getLhs(), getRhs(), getValue(),
// getPredicate(), getIn()...), and their `build` functions fill an
// OperationState so `builder.create<arith::AddIOp>(loc, a, b)` works.
//
// Builders always set default-valued flag attributes (`overflowFlags =
// #arith.overflow<none>`, `fastmath = #arith.fastmath<none>`), as MLIR's
// properties do, so the generic form prints like mlir-opt's.
#pragma once

#include <cstdint>
#include <optional>

#include "dialects/arith/arith_attrs.h"
#include "ir/builder.h"
#include "ir/op_definition.h"

namespace tbuf {
void registerArithDialect(Context &ctx);
}  // namespace tbuf

namespace tbuf::arith {

namespace detail {
/// Out-of-line builder bodies shared by the op families below.
void buildBinaryOp(OperationState &state, Value lhs, Value rhs);
void buildUnaryOp(OperationState &state, Value operand);
void buildCastOp(OperationState &state, Type outType, Value in);
void setFlagAttr(OperationState &state, FastMathFlags fm);
void setFlagAttr(OperationState &state, IntegerOverflowFlags flags);
FastMathFlags getFastMathOrNone(Operation *op);
IntegerOverflowFlags getOverflowOrNone(Operation *op);
void registerCastOps(Context &ctx);

/// Gives a mixin access to the op behind the concrete view. Every arith op
/// has one result, which the view converts to (as MLIR's OneResult ops).
template <typename ConcreteOp> class Mixin {
 public:
  operator Value() const { return self()->getResult(0); }

 protected:
  Operation *self() const { return static_cast<const ConcreteOp *>(this)->getOperation(); }
};

/// Binary integer ops without flags: divsi, andi, shrsi, maxsi...
template <typename ConcreteOp> class IntBinaryOp : public Mixin<ConcreteOp> {
 public:
  Value getLhs() const { return this->self()->getOperand(0); }
  Value getRhs() const { return this->self()->getOperand(1); }
  static void build(OpBuilder &, OperationState &state, Value lhs, Value rhs) { buildBinaryOp(state, lhs, rhs); }
};

/// Binary integer ops with `overflow<nsw, nuw>`: addi, subi, muli, shli.
template <typename ConcreteOp> class IntOverflowBinaryOp : public IntBinaryOp<ConcreteOp> {
 public:
  IntegerOverflowFlags getOverflowFlags() const { return getOverflowOrNone(this->self()); }
  void setOverflowFlags(IntegerOverflowFlags f) const {
    this->self()->setAttr(kOverflowAttrName, getIntegerOverflowFlagsAttr(this->self()->getContext(), f));
  }
  static void build(OpBuilder &, OperationState &state, Value lhs, Value rhs,
                    IntegerOverflowFlags flags = IntegerOverflowFlags::none) {
    buildBinaryOp(state, lhs, rhs);
    setFlagAttr(state, flags);
  }
};

/// Accessors of the `fastmath` flags.
template <typename ConcreteOp> class FastMathAccessors : public Mixin<ConcreteOp> {
 public:
  FastMathFlags getFastmath() const { return getFastMathOrNone(this->self()); }
  void setFastmath(FastMathFlags f) const {
    this->self()->setAttr(kFastMathAttrName, getFastMathFlagsAttr(this->self()->getContext(), f));
  }
};

/// Binary float ops with `fastmath<...>`: addf, mulf, maximumf...
template <typename ConcreteOp> class FloatBinaryOp : public FastMathAccessors<ConcreteOp> {
 public:
  Value getLhs() const { return this->self()->getOperand(0); }
  Value getRhs() const { return this->self()->getOperand(1); }
  static void build(OpBuilder &, OperationState &state, Value lhs, Value rhs, FastMathFlags fm = FastMathFlags::none) {
    buildBinaryOp(state, lhs, rhs);
    setFlagAttr(state, fm);
  }
};

/// Casts `%out = arith.x %in : A to B`.
template <typename ConcreteOp> class CastOp : public Mixin<ConcreteOp> {
 public:
  Value getIn() const { return this->self()->getOperand(0); }
  Value getOut() const { return this->self()->getResult(0); }
  static void build(OpBuilder &, OperationState &state, Type outType, Value in) { buildCastOp(state, outType, in); }
};

/// Float casts with optional fast-math flags (extf, truncf). MLIR keeps the
/// flags optional here: absent means none.
template <typename ConcreteOp> class FloatCastOp : public FastMathAccessors<ConcreteOp> {
 public:
  Value getIn() const { return this->self()->getOperand(0); }
  Value getOut() const { return this->self()->getResult(0); }
  static void build(OpBuilder &, OperationState &state, Type outType, Value in,
                    FastMathFlags fm = FastMathFlags::none) {
    buildCastOp(state, outType, in);
    if (fm != FastMathFlags::none) setFlagAttr(state, fm);
  }
};
}  // namespace detail

/// Declares a view class `CLASS` for op `NAME` with the accessors and builder
/// of `FAMILY` (one of the detail:: templates above).
#define TBUF_ARITH_OP(CLASS, NAME, FAMILY)                         \
  class CLASS : public OpView, public detail::FAMILY<CLASS> {      \
    TBUF_OP_VIEW(CLASS, NAME)                                      \
  };

// ---- integer arithmetic (operands and result: same signless int/index-like type) ----
TBUF_ARITH_OP(AddIOp, "arith.addi", IntOverflowBinaryOp)
TBUF_ARITH_OP(SubIOp, "arith.subi", IntOverflowBinaryOp)
TBUF_ARITH_OP(MulIOp, "arith.muli", IntOverflowBinaryOp)
TBUF_ARITH_OP(ShLIOp, "arith.shli", IntOverflowBinaryOp)
TBUF_ARITH_OP(DivSIOp, "arith.divsi", IntBinaryOp)
TBUF_ARITH_OP(DivUIOp, "arith.divui", IntBinaryOp)
TBUF_ARITH_OP(CeilDivSIOp, "arith.ceildivsi", IntBinaryOp)
TBUF_ARITH_OP(CeilDivUIOp, "arith.ceildivui", IntBinaryOp)
TBUF_ARITH_OP(FloorDivSIOp, "arith.floordivsi", IntBinaryOp)
TBUF_ARITH_OP(RemSIOp, "arith.remsi", IntBinaryOp)
TBUF_ARITH_OP(RemUIOp, "arith.remui", IntBinaryOp)
TBUF_ARITH_OP(AndIOp, "arith.andi", IntBinaryOp)
TBUF_ARITH_OP(OrIOp, "arith.ori", IntBinaryOp)
TBUF_ARITH_OP(XOrIOp, "arith.xori", IntBinaryOp)
TBUF_ARITH_OP(ShRSIOp, "arith.shrsi", IntBinaryOp)
TBUF_ARITH_OP(ShRUIOp, "arith.shrui", IntBinaryOp)
TBUF_ARITH_OP(MinSIOp, "arith.minsi", IntBinaryOp)
TBUF_ARITH_OP(MaxSIOp, "arith.maxsi", IntBinaryOp)
TBUF_ARITH_OP(MinUIOp, "arith.minui", IntBinaryOp)
TBUF_ARITH_OP(MaxUIOp, "arith.maxui", IntBinaryOp)

// ---- float arithmetic (operands and result: same float-like type) ----
TBUF_ARITH_OP(AddFOp, "arith.addf", FloatBinaryOp)
TBUF_ARITH_OP(SubFOp, "arith.subf", FloatBinaryOp)
TBUF_ARITH_OP(MulFOp, "arith.mulf", FloatBinaryOp)
TBUF_ARITH_OP(DivFOp, "arith.divf", FloatBinaryOp)
TBUF_ARITH_OP(RemFOp, "arith.remf", FloatBinaryOp)
TBUF_ARITH_OP(MinimumFOp, "arith.minimumf", FloatBinaryOp)
TBUF_ARITH_OP(MaximumFOp, "arith.maximumf", FloatBinaryOp)
TBUF_ARITH_OP(MinNumFOp, "arith.minnumf", FloatBinaryOp)
TBUF_ARITH_OP(MaxNumFOp, "arith.maxnumf", FloatBinaryOp)

/// `%r = arith.negf %x fastmath<...> : f32`.
class NegFOp : public OpView, public detail::FastMathAccessors<NegFOp> {
  TBUF_OP_VIEW(NegFOp, "arith.negf")
  Value getOperand() const { return op_->getOperand(0); }
  static void build(OpBuilder &, OperationState &state, Value operand, FastMathFlags fm = FastMathFlags::none) {
    detail::buildUnaryOp(state, operand);
    detail::setFlagAttr(state, fm);
  }
};

// ---- casts ----
TBUF_ARITH_OP(ExtSIOp, "arith.extsi", CastOp)
TBUF_ARITH_OP(ExtUIOp, "arith.extui", CastOp)
TBUF_ARITH_OP(SIToFPOp, "arith.sitofp", CastOp)
TBUF_ARITH_OP(UIToFPOp, "arith.uitofp", CastOp)
TBUF_ARITH_OP(FPToSIOp, "arith.fptosi", CastOp)
TBUF_ARITH_OP(FPToUIOp, "arith.fptoui", CastOp)
TBUF_ARITH_OP(IndexCastOp, "arith.index_cast", CastOp)
TBUF_ARITH_OP(IndexCastUIOp, "arith.index_castui", CastOp)
TBUF_ARITH_OP(BitcastOp, "arith.bitcast", CastOp)
TBUF_ARITH_OP(ExtFOp, "arith.extf", FloatCastOp)

/// `%r = arith.truncf %x [rounding-mode] [fastmath<...>] : f64 to f32`.
class TruncFOp : public OpView, public detail::FloatCastOp<TruncFOp> {
  TBUF_OP_VIEW(TruncFOp, "arith.truncf")
  /// The explicit rounding mode, if any.
  std::optional<RoundingMode> getRoundingmode() const;
};

/// `%r = arith.trunci %x [overflow<...>] : i64 to i32`.
class TruncIOp : public OpView, public detail::CastOp<TruncIOp> {
  TBUF_OP_VIEW(TruncIOp, "arith.trunci")
  IntegerOverflowFlags getOverflowFlags() const { return detail::getOverflowOrNone(op_); }
  static void build(OpBuilder &, OperationState &state, Type outType, Value in,
                    IntegerOverflowFlags flags = IntegerOverflowFlags::none) {
    detail::buildCastOp(state, outType, in);
    detail::setFlagAttr(state, flags);
  }
};

// ---- comparisons and select ----

/// `%r = arith.cmpi slt, %a, %b : i32` (result i1, or a tensor of i1 shaped
/// like the operands).
class CmpIOp : public OpView {
  TBUF_OP_VIEW(CmpIOp, "arith.cmpi")
  operator Value() const { return op_->getResult(0); }
  Value getLhs() const { return op_->getOperand(0); }
  Value getRhs() const { return op_->getOperand(1); }
  /// Precondition: the op verified (valid `predicate`).
  CmpIPredicate getPredicate() const;
  void setPredicate(CmpIPredicate p) const;
  static void build(OpBuilder &b, OperationState &state, CmpIPredicate predicate, Value lhs, Value rhs);
};

/// `%r = arith.cmpf olt, %a, %b fastmath<...> : f32`.
class CmpFOp : public OpView, public detail::FastMathAccessors<CmpFOp> {
  TBUF_OP_VIEW(CmpFOp, "arith.cmpf")
  Value getLhs() const { return op_->getOperand(0); }
  Value getRhs() const { return op_->getOperand(1); }
  /// Precondition: the op verified (valid `predicate`).
  CmpFPredicate getPredicate() const;
  void setPredicate(CmpFPredicate p) const;
  static void build(OpBuilder &b, OperationState &state, CmpFPredicate predicate, Value lhs, Value rhs,
                    FastMathFlags fm = FastMathFlags::none);
};

/// `%r = arith.select %cond, %t, %f : i32`; with a tensor condition
/// `: tensor<4xi1>, tensor<4xf32>` selects elementwise.
class SelectOp : public OpView {
  TBUF_OP_VIEW(SelectOp, "arith.select")
  operator Value() const { return op_->getResult(0); }
  Value getCondition() const { return op_->getOperand(0); }
  Value getTrueValue() const { return op_->getOperand(1); }
  Value getFalseValue() const { return op_->getOperand(2); }
  static void build(OpBuilder &b, OperationState &state, Value condition, Value trueValue, Value falseValue);
};

// ---- constants ----

/// `%c = arith.constant 42 : i32`: the result type is the type of the
/// `value` attribute (integer, float or dense elements).
class ConstantOp : public OpView {
  TBUF_OP_VIEW(ConstantOp, "arith.constant")
  operator Value() const { return op_->getResult(0); }
  Attribute getValue() const { return op_->getAttr("value"); }
  /// `value` must be a typed attribute (IntegerAttr, FloatAttr,
  /// DenseElementsAttr); the result gets its type.
  static void build(OpBuilder &b, OperationState &state, Attribute value);
  static void build(OpBuilder &b, OperationState &state, Type type, Attribute value);
};

/// An arith.constant of signless integer type (MLIR's ConstantIntOp).
class ConstantIntOp : public OpView {
 public:
  using OpView::OpView;
  static constexpr std::string_view getOperationName() { return "arith.constant"; }
  static bool classof(Operation *op);
  operator Value() const { return op_->getResult(0); }
  int64_t value() const;
  static void build(OpBuilder &b, OperationState &state, int64_t value, unsigned width);
  static void build(OpBuilder &b, OperationState &state, Type type, int64_t value);
};

/// An arith.constant of index type (MLIR's ConstantIndexOp).
class ConstantIndexOp : public OpView {
 public:
  using OpView::OpView;
  static constexpr std::string_view getOperationName() { return "arith.constant"; }
  static bool classof(Operation *op);
  operator Value() const { return op_->getResult(0); }
  int64_t value() const;
  static void build(OpBuilder &b, OperationState &state, int64_t value);
};

/// An arith.constant of float type (MLIR's ConstantFloatOp).
class ConstantFloatOp : public OpView {
 public:
  using OpView::OpView;
  static constexpr std::string_view getOperationName() { return "arith.constant"; }
  static bool classof(Operation *op);
  operator Value() const { return op_->getResult(0); }
  double value() const;
  static void build(OpBuilder &b, OperationState &state, FloatType type, double value);
};

/// The type of a typed attribute (integer, float, dense elements; a string's
/// type, `none` by default, as MLIR's TypedAttr), else null.
Type getTypedAttrType(Attribute attr);

#undef TBUF_ARITH_OP

}  // namespace tbuf::arith
