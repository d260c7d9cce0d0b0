// Folds of arith.constant, arith.cmpi and arith.select (MLIR 22's
// ConstantOp::fold, CmpIOp::fold, SelectOp::fold): cmpi on equal operands
// (eq/sle/sge/ule/uge -> true, the others -> false), i1 comparisons with 0/1,
// constants moved to the right-hand side (mirroring the predicate), constant
// comparisons; select with a constant condition, equal operands, an i1
// identity select, select over its own eq/ne comparison, and element-wise
// select of dense constants.
#include "dialects/arith/arith_fold.h"
#include "dialects/arith/arith_ops.h"

namespace tbuf::arith::fold {
namespace {

using Attrs = ArrayRef<Attribute>;
using Results = std::vector<OpFoldResult>;

LogicalResult foldConstant(Operation *op, Attrs, Results &results) { return foldTo(results, op->getAttr("value")); }

// ---- cmpi -----------------------------------------------------------------------------------

bool applyCmpPredicate(CmpIPredicate predicate, const APInt64 &lhs, const APInt64 &rhs) {
  switch (predicate) {
    case CmpIPredicate::eq: return lhs.bits == rhs.bits;
    case CmpIPredicate::ne: return lhs.bits != rhs.bits;
    case CmpIPredicate::slt: return lhs.sext() < rhs.sext();
    case CmpIPredicate::sle: return lhs.sext() <= rhs.sext();
    case CmpIPredicate::sgt: return lhs.sext() > rhs.sext();
    case CmpIPredicate::sge: return lhs.sext() >= rhs.sext();
    case CmpIPredicate::ult: return lhs.bits < rhs.bits;
    case CmpIPredicate::ule: return lhs.bits <= rhs.bits;
    case CmpIPredicate::ugt: return lhs.bits > rhs.bits;
    case CmpIPredicate::uge: return lhs.bits >= rhs.bits;
  }
  return false;
}

/// The result of `pred` on two equal operands.
bool applyCmpPredicateToEqualOperands(CmpIPredicate predicate) {
  switch (predicate) {
    case CmpIPredicate::eq:
    case CmpIPredicate::sle:
    case CmpIPredicate::sge:
    case CmpIPredicate::ule:
    case CmpIPredicate::uge: return true;
    default: return false;
  }
}

/// The predicate with its operands swapped (eq and ne unchanged).
CmpIPredicate swapPredicate(CmpIPredicate p) {
  switch (p) {
    case CmpIPredicate::slt: return CmpIPredicate::sgt;
    case CmpIPredicate::sgt: return CmpIPredicate::slt;
    case CmpIPredicate::sle: return CmpIPredicate::sge;
    case CmpIPredicate::sge: return CmpIPredicate::sle;
    case CmpIPredicate::ult: return CmpIPredicate::ugt;
    case CmpIPredicate::ugt: return CmpIPredicate::ult;
    case CmpIPredicate::ule: return CmpIPredicate::uge;
    case CmpIPredicate::uge: return CmpIPredicate::ule;
    default: return p;
  }
}

/// MLIR's getIntegerWidth: integer scalars only (no tensors of them).
bool isScalarI1(Type t) { return t.isa<IntegerType>() && t.cast<IntegerType>().getWidth() == 1; }

LogicalResult foldCmpI(Operation *op, Attrs operands, Results &results) {
  CmpIOp cmp(op);
  CmpIPredicate pred = cmp.getPredicate();
  // cmpi(pred, x, x)
  if (cmp.getLhs() == cmp.getRhs())
    return foldTo(results, getBoolAttribute(op->getResult(0).getType(), applyCmpPredicateToEqualOperands(pred)));

  if (isZeroInt(operands[1])) {
    // ext(%x : i1 -> iN) != 0  ->  %x
    Operation *def = cmp.getLhs().getDefiningOp();
    if (def && (ExtSIOp::classof(def) || ExtUIOp::classof(def)) && isScalarI1(def->getOperand(0).getType()) &&
        pred == CmpIPredicate::ne)
      return foldTo(results, def->getOperand(0));
    // cmpi ne, %x, %false : i1 -> %x
    if (getElementTypeOrSelf(cmp.getLhs().getType()).isInteger(1) && pred == CmpIPredicate::ne)
      return foldTo(results, cmp.getLhs());
  }
  // cmpi eq, %x, %true : i1 -> %x
  if (isOneInt(operands[1]) && getElementTypeOrSelf(cmp.getLhs().getType()).isInteger(1) &&
      pred == CmpIPredicate::eq)
    return foldTo(results, cmp.getLhs());

  // Move a constant to the right-hand side.
  if (operands[0] && !operands[1]) {
    Value lhs = cmp.getLhs(), rhs = cmp.getRhs();
    cmp.setPredicate(swapPredicate(pred));
    op->setOperand(0, rhs);
    op->setOperand(1, lhs);
    return foldTo(results, op->getResult(0));
  }

  // Both constant.
  if (!operands[0]) return failure();
  Type lhsType = getTypedAttrType(operands[0]);
  if (!lhsType) return failure();
  return foldTo(results, constFoldBinaryInt(
                             operands,
                             [pred](const APInt64 &a, const APInt64 &b) -> std::optional<uint64_t> {
                               return applyCmpPredicate(pred, a, b) ? 1 : 0;
                             },
                             getI1SameShape(lhsType)));
}

// ---- select -----------------------------------------------------------------------------------

LogicalResult foldSelect(Operation *op, Attrs operands, Results &results) {
  SelectOp select(op);
  Value trueVal = select.getTrueValue(), falseVal = select.getFalseValue();
  if (trueVal == falseVal) return foldTo(results, trueVal);
  Value condition = select.getCondition();
  // select true, %0, %1 => %0
  if (isOneInt(operands[0])) return foldTo(results, trueVal);
  // select false, %0, %1 => %1
  if (isZeroInt(operands[0])) return foldTo(results, falseVal);
  // select %x, true, false => %x
  if (select.getType().isInteger(1) && isOneInt(operands[1]) && isZeroInt(operands[2]))
    return foldTo(results, condition);
  // select (cmpi eq/ne %a, %b), %a, %b
  if (auto cmp = definingOp<CmpIOp>(condition)) {
    CmpIPredicate pred = cmp.getPredicate();
    if (pred == CmpIPredicate::eq || pred == CmpIPredicate::ne) {
      Value cmpLhs = cmp.getLhs(), cmpRhs = cmp.getRhs();
      if ((cmpLhs == trueVal && cmpRhs == falseVal) || (cmpRhs == trueVal && cmpLhs == falseVal))
        return foldTo(results, pred == CmpIPredicate::ne ? trueVal : falseVal);
    }
  }
  // Element-wise select of dense constants under a non-splat constant condition.
  auto cond = operands[0] ? operands[0].dyn_cast<DenseElementsAttr>() : DenseElementsAttr();
  auto lhs = operands[1] ? operands[1].dyn_cast<DenseElementsAttr>() : DenseElementsAttr();
  auto rhs = operands[2] ? operands[2].dyn_cast<DenseElementsAttr>() : DenseElementsAttr();
  if (cond && lhs && rhs) {
    int64_t n = cond.getNumElements();
    if (lhs.isFloat()) {
      std::vector<double> values;
      for (int64_t i = 0; i < n; ++i) values.push_back(cond.getIntAt(i) ? lhs.getFloatAt(i) : rhs.getFloatAt(i));
      return foldTo(results, DenseElementsAttr::getFloats(lhs.getType(), std::move(values)));
    }
    std::vector<int64_t> values;
    for (int64_t i = 0; i < n; ++i) values.push_back(cond.getIntAt(i) ? lhs.getIntAt(i) : rhs.getIntAt(i));
    return foldTo(results, DenseElementsAttr::getInts(lhs.getType(), std::move(values)));
  }
  return failure();
}

}  // namespace

void addCmpSelectFolds(Context &ctx) {
  setFold(ctx, ConstantOp::getOperationName(), foldConstant);
  setFold(ctx, CmpIOp::getOperationName(), foldCmpI);
  setFold(ctx, SelectOp::getOperationName(), foldSelect);
}

}  // namespace tbuf::arith::fold
