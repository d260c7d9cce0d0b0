// Canonicalization patterns of the arith dialect: MLIR 22's
// ArithCanonicalization.td (DRR) patterns plus the C++ ones of ArithOps.cpp
// (SelectToExtUI; CmpFIntToFPConst is in arith_canonicalize_cmpf.cc), and the
// registration of all arith folds and patterns.
//
// Each op's patterns are registered in the order MLIR's pattern applicator
// tries them: decreasing benefit (DRR: the number of ops in the source
// pattern; C++ patterns: 1), then declaration order. DRR matches nested ops
// through their defining ops without use-count conditions, and constants
// through ConstantLike ops (`ConstantLikeMatcher APIntAttr` = a scalar
// IntegerAttr).
#include "dialects/arith/arith_fold.h"
#include "dialects/arith/arith_ops.h"
#include "transforms/fold_utils.h"

namespace tbuf::arith::fold {

LogicalResult cmpFIntToFPConst(Operation *op, RewriterBase &rewriter);  // arith_canonicalize_cmpf.cc

namespace {

// ---- helpers ------------------------------------------------------------------------

/// A new `arith.constant` holding `attr`.
Value createConstant(RewriterBase &rewriter, Location loc, Attribute attr) {
  return rewriter.create<ConstantOp>(loc, attr);
}

IntegerOverflowFlags mergeOverflow(IntegerOverflowFlags a, IntegerOverflowFlags b) { return a & b; }

Type resultType(Operation *op) { return op->getResult(0).getType(); }

/// Scalar integer constant operand `i` of the op defining `v`, if that op is
/// `OpT`; binds the op.
template <typename OpT> OpT definingWithConstRhs(Value v, IntegerAttr &c) {
  auto def = definingOp<OpT>(v);
  if (!def) return OpT();
  c = getConstantIntAttr(def.getRhs());
  return c ? def : OpT();
}
template <typename OpT> OpT definingWithConstLhs(Value v, IntegerAttr &c) {
  auto def = definingOp<OpT>(v);
  if (!def) return OpT();
  c = getConstantIntAttr(def.getLhs());
  return c ? def : OpT();
}

uint64_t bitsOf(IntegerAttr a) { return static_cast<uint64_t>(a.getInt()); }

/// AddIntAttrs / SubIntAttrs / MulIntAttrs: an attribute of `type`.
IntegerAttr addAttrs(Type type, IntegerAttr a, IntegerAttr b) { return getIntAttr(type, bitsOf(a) + bitsOf(b)); }
IntegerAttr subAttrs(Type type, IntegerAttr a, IntegerAttr b) { return getIntAttr(type, bitsOf(a) - bitsOf(b)); }
IntegerAttr mulAttrs(Type type, IntegerAttr a, IntegerAttr b) { return getIntAttr(type, bitsOf(a) * bitsOf(b)); }

bool isScalarOrSplatNegativeOne(Value v) {
  auto c = getIntOrSplatIntValue(v);
  return c && c->isAllOnes();
}

// ---- addi -------------------------------------------------------------------------------

// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
LogicalResult addIAddConstant(Operation *op, RewriterBase &rewriter) {
  AddIOp add(op);
  IntegerAttr c0, c1 = getConstantIntAttr(add.getRhs());
  AddIOp inner = definingWithConstRhs<AddIOp>(add.getLhs(), c0);
  if (!c1 || !inner || !getIntWidth(resultType(op))) return failure();
  Value c = createConstant(rewriter, op->getLoc(), addAttrs(resultType(op), c0, c1));
  rewriter.replaceOpWithNewOp<AddIOp>(op, inner.getLhs(), c,
                                      mergeOverflow(inner.getOverflowFlags(), add.getOverflowFlags()));
  return success();
}

// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
LogicalResult addISubConstantRHS(Operation *op, RewriterBase &rewriter) {
  AddIOp add(op);
  IntegerAttr c0, c1 = getConstantIntAttr(add.getRhs());
  SubIOp inner = definingWithConstRhs<SubIOp>(add.getLhs(), c0);
  if (!c1 || !inner || !getIntWidth(resultType(op))) return failure();
  Value c = createConstant(rewriter, op->getLoc(), subAttrs(resultType(op), c1, c0));
  rewriter.replaceOpWithNewOp<AddIOp>(op, inner.getLhs(), c,
                                      mergeOverflow(inner.getOverflowFlags(), add.getOverflowFlags()));
  return success();
}

// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
LogicalResult addISubConstantLHS(Operation *op, RewriterBase &rewriter) {
  AddIOp add(op);
  IntegerAttr c0, c1 = getConstantIntAttr(add.getRhs());
  SubIOp inner = definingWithConstLhs<SubIOp>(add.getLhs(), c0);
  if (!c1 || !inner || !getIntWidth(resultType(op))) return failure();
  Value c = createConstant(rewriter, op->getLoc(), addAttrs(resultType(op), c0, c1));
  rewriter.replaceOpWithNewOp<SubIOp>(op, c, inner.getRhs(),
                                      mergeOverflow(inner.getOverflowFlags(), add.getOverflowFlags()));
  return success();
}

// addi(x, muli(y, -1)) -> subi(x, y)
LogicalResult addIMulNegativeOneRhs(Operation *op, RewriterBase &rewriter) {
  AddIOp add(op);
  auto mul = definingOp<MulIOp>(add.getRhs());
  if (!mul || !getConstantAttr(mul.getRhs()) || !isScalarOrSplatNegativeOne(mul.getRhs())) return failure();
  rewriter.replaceOpWithNewOp<SubIOp>(op, add.getLhs(), mul.getLhs());
  return success();
}

// addi(muli(x, -1), y) -> subi(y, x)
LogicalResult addIMulNegativeOneLhs(Operation *op, RewriterBase &rewriter) {
  AddIOp add(op);
  auto mul = definingOp<MulIOp>(add.getLhs());
  if (!mul || !getConstantAttr(mul.getRhs()) || !isScalarOrSplatNegativeOne(mul.getRhs())) return failure();
  rewriter.replaceOpWithNewOp<SubIOp>(op, add.getRhs(), mul.getLhs());
  return success();
}

// ---- subi --------------------------------------------------------------------------------

// subi(addi(x, c0), c1) -> addi(x, c0 - c1)
LogicalResult subIRHSAddConstant(Operation *op, RewriterBase &rewriter) {
  SubIOp sub(op);
  IntegerAttr c0, c1 = getConstantIntAttr(sub.getRhs());
  AddIOp inner = definingWithConstRhs<AddIOp>(sub.getLhs(), c0);
  if (!c1 || !inner || !getIntWidth(resultType(op))) return failure();
  Value c = createConstant(rewriter, op->getLoc(), subAttrs(resultType(op), c0, c1));
  rewriter.replaceOpWithNewOp<AddIOp>(op, inner.getLhs(), c);
  return success();
}

// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
LogicalResult subILHSAddConstant(Operation *op, RewriterBase &rewriter) {
  SubIOp sub(op);
  IntegerAttr c0, c1 = getConstantIntAttr(sub.getLhs());
  AddIOp inner = definingWithConstRhs<AddIOp>(sub.getRhs(), c0);
  if (!c1 || !inner || !getIntWidth(resultType(op))) return failure();
  Value c = createConstant(rewriter, op->getLoc(), subAttrs(resultType(op), c1, c0));
  rewriter.replaceOpWithNewOp<SubIOp>(op, c, inner.getLhs(),
                                      mergeOverflow(inner.getOverflowFlags(), sub.getOverflowFlags()));
  return success();
}

// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
LogicalResult subIRHSSubConstantRHS(Operation *op, RewriterBase &rewriter) {
  SubIOp sub(op);
  IntegerAttr c0, c1 = getConstantIntAttr(sub.getRhs());
  SubIOp inner = definingWithConstRhs<SubIOp>(sub.getLhs(), c0);
  if (!c1 || !inner || !getIntWidth(resultType(op))) return failure();
  Value c = createConstant(rewriter, op->getLoc(), addAttrs(resultType(op), c0, c1));
  rewriter.replaceOpWithNewOp<SubIOp>(op, inner.getLhs(), c,
                                      mergeOverflow(inner.getOverflowFlags(), sub.getOverflowFlags()));
  return success();
}

// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
LogicalResult subIRHSSubConstantLHS(Operation *op, RewriterBase &rewriter) {
  SubIOp sub(op);
  IntegerAttr c0, c1 = getConstantIntAttr(sub.getRhs());
  SubIOp inner = definingWithConstLhs<SubIOp>(sub.getLhs(), c0);
  if (!c1 || !inner || !getIntWidth(resultType(op))) return failure();
  Value c = createConstant(rewriter, op->getLoc(), subAttrs(resultType(op), c0, c1));
  rewriter.replaceOpWithNewOp<SubIOp>(op, c, inner.getRhs(),
                                      mergeOverflow(inner.getOverflowFlags(), sub.getOverflowFlags()));
  return success();
}

// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
LogicalResult subILHSSubConstantRHS(Operation *op, RewriterBase &rewriter) {
  SubIOp sub(op);
  IntegerAttr c0, c1 = getConstantIntAttr(sub.getLhs());
  SubIOp inner = definingWithConstRhs<SubIOp>(sub.getRhs(), c0);
  if (!c1 || !inner || !getIntWidth(resultType(op))) return failure();
  Value c = createConstant(rewriter, op->getLoc(), addAttrs(resultType(op), c0, c1));
  rewriter.replaceOpWithNewOp<SubIOp>(op, c, inner.getLhs(),
                                      mergeOverflow(inner.getOverflowFlags(), sub.getOverflowFlags()));
  return success();
}

// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
LogicalResult subILHSSubConstantLHS(Operation *op, RewriterBase &rewriter) {
  SubIOp sub(op);
  IntegerAttr c0, c1 = getConstantIntAttr(sub.getLhs());
  SubIOp inner = definingWithConstLhs<SubIOp>(sub.getRhs(), c0);
  if (!c1 || !inner || !getIntWidth(resultType(op))) return failure();
  Value c = createConstant(rewriter, op->getLoc(), subAttrs(resultType(op), c1, c0));
  rewriter.replaceOpWithNewOp<AddIOp>(op, inner.getRhs(), c,
                                      mergeOverflow(inner.getOverflowFlags(), sub.getOverflowFlags()));
  return success();
}

// subi(subi(a, b), a) -> subi(0, b)
LogicalResult subISubILHSRHSLHS(Operation *op, RewriterBase &rewriter) {
  SubIOp sub(op);
  auto inner = definingOp<SubIOp>(sub.getLhs());
  if (!inner || inner.getLhs() != sub.getRhs()) return failure();
  Attribute zero = getZeroAttr(inner.getRhs().getType());
  if (!zero) return failure();
  Value c = createConstant(rewriter, op->getLoc(), zero);
  rewriter.replaceOpWithNewOp<SubIOp>(op, c, inner.getRhs(),
                                      mergeOverflow(inner.getOverflowFlags(), sub.getOverflowFlags()));
  return success();
}

// ---- muli --------------------------------------------------------------------------------

// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
LogicalResult mulIMulIConstant(Operation *op, RewriterBase &rewriter) {
  MulIOp mul(op);
  IntegerAttr c0, c1 = getConstantIntAttr(mul.getRhs());
  MulIOp inner = definingWithConstRhs<MulIOp>(mul.getLhs(), c0);
  if (!c1 || !inner || !getIntWidth(resultType(op))) return failure();
  if (resultType(op) != c0.getType() || resultType(op) != c1.getType()) return failure();
  Value c = createConstant(rewriter, op->getLoc(), mulAttrs(resultType(op), c0, c1));
  rewriter.replaceOpWithNewOp<MulIOp>(op, inner.getLhs(), c,
                                      mergeOverflow(inner.getOverflowFlags(), mul.getOverflowFlags()));
  return success();
}

// ---- and/or/xor of extensions, xor of comparisons --------------------------------------

/// op(ext(x), ext(y)) -> ext(op(x, y)) when x and y have the same type.
template <typename BinOp, typename ExtOp> LogicalResult binOpOfExt(Operation *op, RewriterBase &rewriter) {
  auto lhs = definingOp<ExtOp>(op->getOperand(0));
  auto rhs = definingOp<ExtOp>(op->getOperand(1));
  if (!lhs || !rhs || lhs.getIn().getType() != rhs.getIn().getType()) return failure();
  Value inner = rewriter.create<BinOp>(op->getLoc(), lhs.getIn(), rhs.getIn());
  rewriter.replaceOpWithNewOp<ExtOp>(op, resultType(op), inner);
  return success();
}

CmpIPredicate invertPredicate(CmpIPredicate p) {
  switch (p) {
    case CmpIPredicate::eq: return CmpIPredicate::ne;
    case CmpIPredicate::ne: return CmpIPredicate::eq;
    case CmpIPredicate::slt: return CmpIPredicate::sge;
    case CmpIPredicate::sle: return CmpIPredicate::sgt;
    case CmpIPredicate::sgt: return CmpIPredicate::sle;
    case CmpIPredicate::sge: return CmpIPredicate::slt;
    case CmpIPredicate::ult: return CmpIPredicate::uge;
    case CmpIPredicate::ule: return CmpIPredicate::ugt;
    case CmpIPredicate::ugt: return CmpIPredicate::ule;
    case CmpIPredicate::uge: return CmpIPredicate::ult;
  }
  return p;
}

/// The constant of `v` is exactly the scalar i1 `value` (ConstantAttr<I1Attr>).
bool isI1Constant(Value v, bool value) {
  IntegerAttr c = getConstantIntAttr(v);
  return c && c.getType().isInteger(1) && (c.getInt() != 0) == value;
}

// xori(cmpi(pred, a, b), true) -> cmpi(~pred, a, b)
LogicalResult xorINotCmpI(Operation *op, RewriterBase &rewriter) {
  XOrIOp xorOp(op);
  auto cmp = definingOp<CmpIOp>(xorOp.getLhs());
  if (!cmp || !isI1Constant(xorOp.getRhs(), true)) return failure();
  rewriter.replaceOpWithNewOp<CmpIOp>(op, invertPredicate(cmp.getPredicate()), cmp.getLhs(), cmp.getRhs());
  return success();
}

// cmpi(eq/ne, ext(a), ext(b)) -> cmpi(eq/ne, a, b)
template <typename ExtOp> LogicalResult cmpIOfExt(Operation *op, RewriterBase &rewriter) {
  CmpIOp cmp(op);
  auto lhs = definingOp<ExtOp>(cmp.getLhs());
  auto rhs = definingOp<ExtOp>(cmp.getRhs());
  if (!lhs || !rhs || lhs.getIn().getType() != rhs.getIn().getType()) return failure();
  CmpIPredicate pred = cmp.getPredicate();
  if (pred != CmpIPredicate::eq && pred != CmpIPredicate::ne) return failure();
  rewriter.replaceOpWithNewOp<CmpIOp>(op, pred, lhs.getIn(), rhs.getIn());
  return success();
}

// ---- select ---------------------------------------------------------------------------------

// select(pred, a, select(pred, b, c)) -> select(pred, a, c)
LogicalResult redundantSelectFalse(Operation *op, RewriterBase &rewriter) {
  SelectOp select(op);
  auto inner = definingOp<SelectOp>(select.getFalseValue());
  if (!inner || inner.getCondition() != select.getCondition()) return failure();
  rewriter.replaceOpWithNewOp<SelectOp>(op, select.getCondition(), select.getTrueValue(), inner.getFalseValue());
  return success();
}

// select(pred, select(pred, a, b), c) -> select(pred, a, c)
LogicalResult redundantSelectTrue(Operation *op, RewriterBase &rewriter) {
  SelectOp select(op);
  auto inner = definingOp<SelectOp>(select.getTrueValue());
  if (!inner || inner.getCondition() != select.getCondition()) return failure();
  rewriter.replaceOpWithNewOp<SelectOp>(op, select.getCondition(), inner.getTrueValue(), select.getFalseValue());
  return success();
}

// select(xori(pred, -1), a, b) -> select(pred, b, a)
LogicalResult selectNotCond(Operation *op, RewriterBase &rewriter) {
  SelectOp select(op);
  auto notOp = definingOp<XOrIOp>(select.getCondition());
  if (!notOp || !getConstantIntAttr(notOp.getRhs()) || !isScalarOrSplatNegativeOne(notOp.getRhs()))
    return failure();
  rewriter.replaceOpWithNewOp<SelectOp>(op, notOp.getLhs(), select.getFalseValue(), select.getTrueValue());
  return success();
}

// select(pred, false, true) -> xori(pred, true)
LogicalResult selectI1ToNot(Operation *op, RewriterBase &rewriter) {
  SelectOp select(op);
  if (!isI1Constant(select.getTrueValue(), false) || !isI1Constant(select.getFalseValue(), true)) return failure();
  Value one = createConstant(rewriter, op->getLoc(), BoolAttr::get(op->getContext(), true));
  rewriter.replaceOpWithNewOp<XOrIOp>(op, select.getCondition(), one);
  return success();
}

// select(c, 1, 0) -> extui(c); select(c, 0, 1) -> extui(xori(c, 1))
LogicalResult selectToExtUI(Operation *op, RewriterBase &rewriter) {
  SelectOp select(op);
  Type type = select.getType();
  if (!type.isa<IntegerType>() || type.isInteger(1)) return failure();
  Attribute t = getConstantAttr(select.getTrueValue()), f = getConstantAttr(select.getFalseValue());
  if (isOneInt(t) && isZeroInt(f)) {
    rewriter.replaceOpWithNewOp<ExtUIOp>(op, type, select.getCondition());
    return success();
  }
  if (isZeroInt(t) && isOneInt(f)) {
    Value cond = select.getCondition();
    Value one = rewriter.create<ConstantIntOp>(op->getLoc(), cond.getType(), 1);
    Value notCond = rewriter.create<XOrIOp>(op->getLoc(), cond, one);
    rewriter.replaceOpWithNewOp<ExtUIOp>(op, type, notCond);
    return success();
  }
  return failure();
}

// ---- casts ------------------------------------------------------------------------------------

/// Bit width of the scalar or element type (integers and floats), or -1.
int64_t getScalarOrElementWidth(Type type) {
  Type elem = getElementTypeOrSelf(type);
  if (elem.isa<IntegerType>() || elem.isa<FloatType>() || elem.isIndex()) return elem.getIntOrFloatBitWidth();
  return -1;
}

bool valueWiderThan(Type a, Type b) {
  return getScalarOrElementWidth(a) > getScalarOrElementWidth(b) && getScalarOrElementWidth(b) > 0;
}

// trunci(extsi(x)) -> extsi(x) / trunci(extui(x)) -> extui(x), when only
// extension bits are truncated.
template <typename ExtOp> LogicalResult truncIOfExt(Operation *op, RewriterBase &rewriter) {
  auto ext = definingOp<ExtOp>(op->getOperand(0));
  if (!ext) return failure();
  if (!valueWiderThan(ext.getType(), resultType(op)) || !valueWiderThan(resultType(op), ext.getIn().getType()))
    return failure();
  rewriter.replaceOpWithNewOp<ExtOp>(op, resultType(op), ext.getIn());
  return success();
}

// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is the number of truncated bits.
LogicalResult truncIShrSIToTrunciShrUI(Operation *op, RewriterBase &rewriter) {
  TruncIOp trunc(op);
  auto shr = definingOp<ShRSIOp>(trunc.getIn());
  if (!shr) return failure();
  Attribute c0 = getConstantAttr(shr.getRhs());
  if (!c0 || !getTypedAttrType(c0)) return failure();
  auto amount = matchConstantInt(c0);
  if (!amount) return failure();
  int64_t truncated = getScalarOrElementWidth(shr.getLhs().getType()) - getScalarOrElementWidth(resultType(op));
  if (truncated != static_cast<int64_t>(amount->zext())) return failure();
  Value c = createConstant(rewriter, op->getLoc(), c0);
  Value shrui = rewriter.create<ShRUIOp>(op->getLoc(), shr.getLhs(), c);
  rewriter.replaceOpWithNewOp<TruncIOp>(op, resultType(op), shrui, trunc.getOverflowFlags());
  return success();
}

// truncf(sitofp(x)) -> sitofp(x), truncf(uitofp(x)) -> uitofp(x) under the default rounding mode.
template <typename ToFPOp> LogicalResult truncFOfToFP(Operation *op, RewriterBase &rewriter) {
  auto toFP = definingOp<ToFPOp>(op->getOperand(0));
  if (!toFP || op->getAttr(kRoundingModeAttrName)) return failure();
  rewriter.replaceOpWithNewOp<ToFPOp>(op, resultType(op), toFP.getIn());
  return success();
}

// index_cast(index_cast(x)) -> x if the types match (MLIR 22 does this even
// through a narrower intermediate type); index_castui likewise.
template <typename CastOp> LogicalResult castOfSameCast(Operation *op, RewriterBase &rewriter) {
  auto inner = definingOp<CastOp>(op->getOperand(0));
  if (!inner || inner.getIn().getType() != resultType(op)) return failure();
  rewriter.replaceOp(op, {inner.getIn()});
  return success();
}

// outer(inner(x)) -> newOp(x) for cast chains (extsi(extui(x)) -> extui(x),
// index_cast(extsi(x)) -> index_cast(x), bitcast(bitcast(x)) -> bitcast(x)).
template <typename OuterOp, typename InnerOp, typename NewOp>
LogicalResult castOfCast(Operation *op, RewriterBase &rewriter) {
  auto inner = definingOp<InnerOp>(op->getOperand(0));
  if (!inner) return failure();
  rewriter.replaceOpWithNewOp<NewOp>(op, resultType(op), inner.getIn());
  return success();
}

// mulf(negf(x), negf(y)) -> mulf(x, y); divf likewise (keeping the fast-math flags).
template <typename OpT> LogicalResult binOpOfNegF(Operation *op, RewriterBase &rewriter) {
  OpT binOp(op);
  auto lhs = definingOp<NegFOp>(binOp.getLhs());
  auto rhs = definingOp<NegFOp>(binOp.getRhs());
  if (!lhs || !rhs || lhs.getOperand().getType() != rhs.getOperand().getType()) return failure();
  rewriter.replaceOpWithNewOp<OpT>(op, lhs.getOperand(), rhs.getOperand(), binOp.getFastmath());
  return success();
}

}  // namespace

void addArithPatterns(Context &ctx) {
  addPatterns(ctx, AddIOp::getOperationName(),
              {addIAddConstant, addISubConstantRHS, addISubConstantLHS, addIMulNegativeOneRhs, addIMulNegativeOneLhs});
  addPatterns(ctx, SubIOp::getOperationName(),
              {subIRHSAddConstant, subILHSAddConstant, subIRHSSubConstantRHS, subIRHSSubConstantLHS,
               subILHSSubConstantRHS, subILHSSubConstantLHS, subISubILHSRHSLHS});
  addPatterns(ctx, MulIOp::getOperationName(), {mulIMulIConstant});
  addPatterns(ctx, XOrIOp::getOperationName(),
              {binOpOfExt<XOrIOp, ExtUIOp>, binOpOfExt<XOrIOp, ExtSIOp>, xorINotCmpI});
  addPatterns(ctx, AndIOp::getOperationName(), {binOpOfExt<AndIOp, ExtUIOp>, binOpOfExt<AndIOp, ExtSIOp>});
  addPatterns(ctx, OrIOp::getOperationName(), {binOpOfExt<OrIOp, ExtUIOp>, binOpOfExt<OrIOp, ExtSIOp>});
  addPatterns(ctx, CmpIOp::getOperationName(), {cmpIOfExt<ExtSIOp>, cmpIOfExt<ExtUIOp>});
  addPatterns(ctx, CmpFOp::getOperationName(), {cmpFIntToFPConst});
  addPatterns(ctx, SelectOp::getOperationName(),
              {redundantSelectFalse, redundantSelectTrue, selectNotCond, selectI1ToNot, selectToExtUI});
  addPatterns(ctx, ExtSIOp::getOperationName(), {castOfCast<ExtSIOp, ExtUIOp, ExtUIOp>});
  addPatterns(ctx, TruncIOp::getOperationName(),
              {truncIOfExt<ExtSIOp>, truncIOfExt<ExtUIOp>, truncIShrSIToTrunciShrUI});
  addPatterns(ctx, TruncFOp::getOperationName(), {truncFOfToFP<SIToFPOp>, truncFOfToFP<UIToFPOp>});
  addPatterns(ctx, IndexCastOp::getOperationName(),
              {castOfSameCast<IndexCastOp>, castOfCast<IndexCastOp, ExtSIOp, IndexCastOp>});
  addPatterns(ctx, IndexCastUIOp::getOperationName(),
              {castOfSameCast<IndexCastUIOp>, castOfCast<IndexCastUIOp, ExtUIOp, IndexCastUIOp>});
  addPatterns(ctx, BitcastOp::getOperationName(), {castOfCast<BitcastOp, BitcastOp, BitcastOp>});
  addPatterns(ctx, MulFOp::getOperationName(), {binOpOfNegF<MulFOp>});
  addPatterns(ctx, DivFOp::getOperationName(), {binOpOfNegF<DivFOp>});
}

}  // namespace tbuf::arith::fold

namespace tbuf {

void registerArithCanonicalizations(Context &ctx) {
  arith::fold::addIntegerFolds(ctx);
  arith::fold::addFloatFolds(ctx);
  arith::fold::addCastFolds(ctx);
  arith::fold::addCmpSelectFolds(ctx);
  arith::fold::addArithPatterns(ctx);
  // Folds of arith ops to attributes become `arith.constant`s.
  registerConstantMaterializer(ctx, "arith", materializeArithConstant);
}

}  // namespace tbuf
