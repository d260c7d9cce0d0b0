// The canonicalization patterns MLIR 22 registers with linalg.fill, each
// rooted at the op consuming the fill:
//
//   linalg.copy ins(fill(%v, %t)) outs(%u)        =>  fill(%v, %u)
//   linalg.copy ins(%a) outs(fill(%v, %t))        =>  copy ins(%a) outs(%t)
//   linalg.transpose ins(fill(%v, %t)) outs(%u)   =>  fill(%v, %u)
//   tensor.extract fill(%v, %t)[...]              =>  %v
//   tensor.collapse/expand_shape fill(%v, %t)     =>  fill(%v, reshape %t)
//   tensor.concat fill(%v, %a), fill(%v, %b)      =>  fill(%v, concat %a, %b)
//
// Not ported: FoldFillWithPad and FoldInsertPadIntoFill (they need tensor.pad
// shape reification and affine.apply), FoldFillWithPack (no linalg.pack in
// tbuf).
#include "dialects/linalg/linalg_canonicalize.h"
#include "dialects/linalg/linalg_ops.h"

namespace tbuf::linalg::canon {
namespace {

/// The linalg.fill producing `v`, or null.
Operation *getFill(Value v) { return getDefiningOpNamed(v, FillOp::getOperationName()); }

/// `linalg.fill ins(value) outs(output)` at the insertion point.
Operation *createFill(RewriterBase &rewriter, Location loc, Value value, Value output) {
  return rewriter.create<FillOp>(loc, value, output);
}

/// MLIR's ConcatOp::inferResultType: static sizes outside the concatenated
/// dimension come from any input that has one; the concatenated size is the
/// sum, or dynamic.
Type inferConcatType(int64_t dim, ArrayRef<Value> inputs) {
  auto first = inputs.front().getType().dyn_cast<RankedTensorType>();
  if (!first) return Type();
  std::vector<int64_t> sizes(first.getRank(), kDynamic);
  int64_t concatSize = 0;
  for (Value v : inputs) {
    auto t = v.getType().dyn_cast<RankedTensorType>();
    if (!t || t.getRank() != first.getRank()) return Type();
    for (int64_t i = 0; i < t.getRank(); ++i) {
      if (i == dim) continue;
      if (isDynamic(sizes[i])) sizes[i] = t.getDimSize(i);
    }
    int64_t s = dim < t.getRank() ? t.getDimSize(dim) : kDynamic;
    concatSize = isDynamic(concatSize) || isDynamic(s) ? kDynamic : concatSize + s;
  }
  if (dim < 0 || dim >= first.getRank()) return Type();
  sizes[dim] = concatSize;
  return RankedTensorType::get(sizes, first.getElementType(), Attribute());
}

/// MLIR compares fill values as OpFoldResults: equal values, or constants of
/// the same attribute.
bool isSameFillValue(Value a, Value b) {
  if (a == b) return true;
  Operation *da = a.getDefiningOp(), *db = b.getDefiningOp();
  if (!da || !db || !da->hasTrait(OpTrait::ConstantLike) || !db->hasTrait(OpTrait::ConstantLike)) return false;
  Attribute va = da->getAttr("value"), vb = db->getAttr("value");
  return va && va == vb;
}

}  // namespace

LogicalResult foldFillWithCopy(Operation *op, RewriterBase &rewriter) {
  LinalgOp copy(op);
  if (copy.getNumDpsInputs() < 1 || copy.getNumDpsInits() < 1) return failure();
  if (Operation *fill = getFill(copy.getDpsInputs()[0])) {
    Operation *newFill = createFill(rewriter, op->getLoc(), FillOp(fill).getValue(), copy.getDpsInits()[0]);
    rewriter.replaceOp(op, newFill);
    return success();
  }
  if (Operation *fill = getFill(copy.getDpsInits()[0])) {
    Operation *newCopy = rewriter.create<CopyOp>(op->getLoc(), copy.getDpsInputs()[0], FillOp(fill).getOutput());
    rewriter.replaceOp(op, newCopy);
    return success();
  }
  return failure();
}

LogicalResult foldFillWithTranspose(Operation *op, RewriterBase &rewriter) {
  TransposeOp transpose(op);
  Operation *fill = getFill(transpose.getInput());
  if (!fill) return failure();
  Operation *newFill = createFill(rewriter, op->getLoc(), FillOp(fill).getValue(), transpose.getInit());
  rewriter.replaceOp(op, newFill);
  return success();
}

LogicalResult foldFillWithTensorExtract(Operation *op, RewriterBase &rewriter) {
  if (op->getNumOperands() < 1) return failure();
  Operation *fill = getFill(op->getOperand(0));
  if (!fill) return failure();
  rewriter.replaceOp(op, {FillOp(fill).getValue()});
  return success();
}

LogicalResult foldFillWithTensorReshape(Operation *op, RewriterBase &rewriter) {
  if (op->getNumOperands() < 1 || op->getNumResults() != 1) return failure();
  Operation *fill = getFill(op->getOperand(0));
  if (!fill) return failure();
  // The same reshape (attributes and output-shape operands) of the fill's init.
  std::vector<Value> operands = op->getOperands().vec();
  operands[0] = FillOp(fill).getOutput();
  Operation *newInit = createOp(rewriter, fill->getLoc(), op->getName(), operands, {op->getResult(0).getType()},
                                op->getAttrs());
  Operation *newFill = createFill(rewriter, op->getLoc(), FillOp(fill).getValue(), newInit->getResult(0));
  rewriter.replaceOp(op, newFill);
  return success();
}

LogicalResult foldConcatsOfFill(Operation *op, RewriterBase &rewriter) {
  if (op->getNumOperands() == 0) return failure();
  Operation *firstFill = getFill(op->getOperand(0));
  if (!firstFill) return failure();
  Value firstValue = FillOp(firstFill).getValue();
  std::vector<Value> allOuts{FillOp(firstFill).getOutput()};
  for (unsigned i = 1; i < op->getNumOperands(); ++i) {
    Operation *fill = getFill(op->getOperand(i));
    if (!fill || !isSameFillValue(FillOp(fill).getValue(), firstValue)) return failure();
    allOuts.push_back(FillOp(fill).getOutput());
  }
  auto dimAttr = op->getAttrOfType<IntegerAttr>("dim");
  if (!dimAttr) return failure();
  Type concatType = inferConcatType(dimAttr.getInt(), allOuts);
  if (!concatType) return failure();
  Operation *outsConcat = createOp(rewriter, op->getLoc(), op->getName(), allOuts, {concatType}, op->getAttrs());
  Operation *newFill = createFill(rewriter, op->getLoc(), firstValue, outsConcat->getResult(0));
  rewriter.replaceOp(op, newFill);
  return success();
}

}  // namespace tbuf::linalg::canon
