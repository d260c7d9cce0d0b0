// Folds and canonicalization patterns of tensor.collapse_shape and
// tensor.expand_shape (MLIR 22's ReshapeOpsUtils + TensorOps.cpp):
//
//   reshape to the same type                              =>  the source       (fold)
//   reshape of a dense constant                           =>  reshaped constant (fold)
//   collapse(expand %x) / expand(collapse %x) back to %x's type => %x        (fold)
//   collapse(collapse %x) / expand(expand %x)             =>  one reshape of %x
//   collapse(expand %x) / expand(collapse %x) otherwise   =>  one reshape (or cast) of %x
//   reshape of tensor.splat / tensor.from_elements         =>  splat / from_elements of the result type
//   collapse(cast %x) losing information                  =>  collapse %x (+ cast back)
//   expand(cast %x) with constant output sizes            =>  cast, more static expand, cast back
// Not implemented (MLIR creates affine.apply, which tbuf has no dialect
// for): tensor.dim of a reshape result (FoldDimOfExpandShape/CollapseShape).
#include <numeric>

#include "dialects/utils/dialect_utils_reshape.h"
#include "dialects/tensor/tensor_canonicalize.h"
#include "dialects/tensor/tensor_ops.h"

namespace tbuf::tensor::canon {

namespace {

using Reassociation = std::vector<ReassociationIndices>;

// ---- folds ------------------------------------------------------------------------

/// A dense constant with the same elements and another (static) type.
DenseElementsAttr reshapeDense(DenseElementsAttr attr, ShapedType type) {
  if (!type.hasStaticShape() || type.getNumElements() != attr.getNumElements()) return DenseElementsAttr();
  if (attr.isSplat())
    return attr.isFloat() ? DenseElementsAttr::getSplatFloat(type, attr.getFloatAt(0))
                          : DenseElementsAttr::getSplatInt(type, attr.getIntAt(0));
  if (attr.isFloat()) {
    std::vector<double> values(attr.getRawFloats().begin(), attr.getRawFloats().end());
    return DenseElementsAttr::getFloats(type, std::move(values));
  }
  std::vector<int64_t> values(attr.getRawInts().begin(), attr.getRawInts().end());
  return DenseElementsAttr::getInts(type, std::move(values));
}

/// MLIR's foldReshapeOp<ReshapeOpTy, InverseReshapeOpTy>.
template <typename ReshapeOpTy, typename InverseOpTy>
LogicalResult foldReshape(Operation *op, ArrayRef<Attribute> operands, std::vector<OpFoldResult> &results) {
  ReshapeOpTy reshape(op);
  if (reshape.getSrcType() == reshape.getResultType()) {
    results.push_back(OpFoldResult(reshape.getSrc()));
    return success();
  }
  if (auto elements = operands.empty() ? DenseElementsAttr() : operands[0].dyn_cast<DenseElementsAttr>()) {
    if (DenseElementsAttr reshaped = reshapeDense(elements, reshape.getResultType())) {
      results.push_back(OpFoldResult(reshaped));
      return success();
    }
    return failure();
  }
  Operation *producer = getDefiningOpNamed(reshape.getSrc(), InverseOpTy::getOperationName());
  if (!producer) return failure();
  InverseOpTy inverse(producer);
  RankedTensorType srcType = inverse.getSrcType();
  if (srcType != reshape.getResultType()) return failure();
  if (!canFoldReshapeOfInverse(srcType.getShape(), reshape.getReassociationIndices(),
                               inverse.getReassociationIndices(), inverse.getResultType().getRank()))
    return failure();
  results.push_back(OpFoldResult(inverse.getSrc()));
  return success();
}

// ---- patterns shared by both reshapes -------------------------------------------------

std::vector<OpFoldResult> mixedOutputShape(ExpandShapeOp op) {
  return getMixedValues(op->getContext(), op.getStaticOutputShape(), op.getOutputShape().vec());
}

/// ComposeReassociativeReshapeOps for collapse_shape.
LogicalResult composeCollapseOfCollapse(Operation *op, RewriterBase &rewriter) {
  CollapseShapeOp collapse(op);
  Operation *producer = getDefiningOpNamed(collapse.getSrc(), CollapseShapeOp::getOperationName());
  if (!producer) return failure();
  std::optional<Reassociation> composed = composeReassociationIndices(
      CollapseShapeOp(producer).getReassociationIndices(), collapse.getReassociationIndices());
  if (!composed) return failure();
  rewriter.replaceOpWithNewOp<CollapseShapeOp>(op, collapse.getResultType(), CollapseShapeOp(producer).getSrc(),
                                               ArrayRef<ReassociationIndices>(*composed));
  return success();
}

/// ComposeReassociativeReshapeOps for expand_shape.
LogicalResult composeExpandOfExpand(Operation *op, RewriterBase &rewriter) {
  ExpandShapeOp expand(op);
  Operation *producer = getDefiningOpNamed(expand.getSrc(), ExpandShapeOp::getOperationName());
  if (!producer) return failure();
  std::optional<Reassociation> composed = composeReassociationIndices(
      ExpandShapeOp(producer).getReassociationIndices(), expand.getReassociationIndices());
  if (!composed) return failure();
  std::vector<OpFoldResult> outputShape = mixedOutputShape(expand);
  rewriter.replaceOpWithNewOp<ExpandShapeOp>(op, expand.getResultType(), ExpandShapeOp(producer).getSrc(),
                                             ArrayRef<ReassociationIndices>(*composed),
                                             ArrayRef<OpFoldResult>(outputShape));
  return success();
}

/// ComposeCollapseOfExpandOp.
LogicalResult composeCollapseOfExpand(Operation *op, RewriterBase &rewriter) {
  CollapseShapeOp collapse(op);
  Operation *producer = getDefiningOpNamed(collapse.getSrc(), ExpandShapeOp::getOperationName());
  if (!producer) return failure();
  ExpandShapeOp expand(producer);
  RankedTensorType srcType = expand.getSrcType(), resultType = collapse.getResultType();
  if (srcType == resultType) return failure();
  int64_t srcRank = srcType.getRank(), resultRank = resultType.getRank();
  Reassociation higher, lower;
  if (srcRank > resultRank) {
    higher = expand.getReassociationIndices();
    lower = collapse.getReassociationIndices();
  } else {
    higher = collapse.getReassociationIndices();
    lower = expand.getReassociationIndices();
  }
  size_t higherId = 0;
  Reassociation composed;
  for (const ReassociationIndices &lowerIndices : lower) {
    ReassociationIndices indices;
    while (higherId < higher.size()) {
      int64_t rightmost = higher[higherId].back();
      if (rightmost > lowerIndices.back()) return failure();
      indices.push_back(higherId++);
      if (rightmost == lowerIndices.back()) break;
    }
    composed.push_back(indices);
  }
  if (srcRank > resultRank) {
    rewriter.replaceOpWithNewOp<CollapseShapeOp>(op, resultType, expand.getSrc(),
                                                 ArrayRef<ReassociationIndices>(composed));
  } else if (srcRank < resultRank) {
    std::optional<std::vector<OpFoldResult>> outputShape =
        inferExpandOutputShape(rewriter, op->getLoc(), resultType, composed, expand.getSrc());
    if (!outputShape) return failure();
    rewriter.replaceOpWithNewOp<ExpandShapeOp>(op, resultType, expand.getSrc(),
                                               ArrayRef<ReassociationIndices>(composed),
                                               ArrayRef<OpFoldResult>(*outputShape));
  } else {
    rewriter.replaceOpWithNewOp<CastOp>(op, resultType, expand.getSrc());
  }
  return success();
}

/// ComposeExpandOfCollapseOp.
LogicalResult composeExpandOfCollapse(Operation *op, RewriterBase &rewriter) {
  ExpandShapeOp expand(op);
  Operation *producer = getDefiningOpNamed(expand.getSrc(), CollapseShapeOp::getOperationName());
  if (!producer) return failure();
  CollapseShapeOp collapse(producer);
  RankedTensorType srcType = collapse.getSrcType(), resultType = expand.getResultType();
  int64_t srcRank = srcType.getRank(), resultRank = resultType.getRank();
  if (srcRank == resultRank) return failure();
  Reassociation srcReassociation = collapse.getReassociationIndices();
  Reassociation resultReassociation = expand.getReassociationIndices();
  if (srcRank > resultRank) {
    std::optional<Reassociation> composed = findCollapsingReassociation(srcReassociation, resultReassociation,
                                                                        srcType.getShape(), resultType.getShape());
    if (!composed) return failure();
    rewriter.replaceOpWithNewOp<CollapseShapeOp>(op, resultType, collapse.getSrc(),
                                                 ArrayRef<ReassociationIndices>(*composed));
    return success();
  }
  std::optional<Reassociation> composed = findCollapsingReassociation(resultReassociation, srcReassociation,
                                                                      resultType.getShape(), srcType.getShape());
  if (!composed) return failure();
  std::vector<OpFoldResult> outputShape = mixedOutputShape(expand);
  rewriter.replaceOpWithNewOp<ExpandShapeOp>(op, resultType, collapse.getSrc(),
                                             ArrayRef<ReassociationIndices>(*composed),
                                             ArrayRef<OpFoldResult>(outputShape));
  return success();
}

/// FoldReshapeWithSplat: reshape(splat %v) => splat %v of the result type.
LogicalResult foldReshapeWithSplat(Operation *op, RewriterBase &rewriter) {
  Operation *splat = getDefiningOpNamed(op->getOperand(0), SplatOp::getOperationName());
  if (!splat || !SplatOp(splat).getType().hasStaticShape()) return failure();
  rewriter.replaceOpWithNewOp<SplatOp>(op, SplatOp(splat).getInput(), op->getResult(0).getType());
  return success();
}

/// FoldReshapeWithFromElements: reshape(from_elements) => from_elements of
/// the (static) result type.
LogicalResult foldReshapeWithFromElements(Operation *op, RewriterBase &rewriter) {
  Operation *fromElements = getDefiningOpNamed(op->getOperand(0), FromElementsOp::getOperationName());
  if (!fromElements) return failure();
  auto type = op->getResult(0).getType().cast<ShapedType>();
  if (!type.hasStaticShape()) return failure();
  rewriter.replaceOpWithNewOp<FromElementsOp>(op, type, fromElements->getOperands().vec());
  return success();
}

/// FoldCollapseOfCastOp.
LogicalResult foldCollapseOfCast(Operation *op, RewriterBase &rewriter) {
  CollapseShapeOp collapse(op);
  Operation *cast = getDefiningOpNamed(collapse.getSrc(), CastOp::getOperationName());
  if (!canFoldIntoConsumerOp(cast)) return failure();
  auto srcType = cast->getOperand(0).getType().cast<RankedTensorType>();
  Reassociation reassociation = collapse.getReassociationIndices();
  RankedTensorType newResultType = CollapseShapeOp::inferCollapsedType(srcType, reassociation);
  if (newResultType == collapse.getResultType()) {
    rewriter.modifyOpInPlace(op, [&] { op->setOperand(0, cast->getOperand(0)); });
    return success();
  }
  CollapseShapeOp newOp = rewriter.create<CollapseShapeOp>(op->getLoc(), newResultType, cast->getOperand(0),
                                                           ArrayRef<ReassociationIndices>(reassociation));
  rewriter.replaceOpWithNewOp<CastOp>(op, collapse.getResultType(), newOp.getResult());
  return success();
}

/// ConvertToStaticExpandShape: expand(cast %x) whose dynamic output sizes are
/// constants (and whose cast source is static there) becomes more static.
LogicalResult convertToStaticExpandShape(Operation *op, RewriterBase &rewriter) {
  ExpandShapeOp expand(op);
  Operation *cast = getDefiningOpNamed(expand.getSrc(), CastOp::getOperationName());
  if (!canFoldIntoConsumerOp(cast)) return failure();
  ArrayRef<int64_t> castSrcShape = cast->getOperand(0).getType().cast<RankedTensorType>().getShape();
  Reassociation reassociation = expand.getReassociationIndices();
  std::vector<int64_t> newOutputShape(expand.getResultType().getShape().begin(),
                                      expand.getResultType().getShape().end());
  std::vector<Value> dynamicOutputShape;
  OperandRange outputs = expand.getOutputShape();
  size_t next = 0;
  for (size_t inputDim = 0; inputDim < reassociation.size(); ++inputDim) {
    for (int64_t outDim : reassociation[inputDim]) {
      if (!isDynamic(newOutputShape[outDim])) continue;
      Value v = outputs[next++];
      if (isDynamic(castSrcShape[inputDim])) {
        dynamicOutputShape.push_back(v);
        continue;
      }
      if (std::optional<int64_t> c = getConstantIntValue(v)) {
        newOutputShape[outDim] = *c;
      } else {
        dynamicOutputShape.push_back(v);
      }
    }
  }
  if (outputs.size() == dynamicOutputShape.size()) return failure();
  std::vector<int64_t> newInputShape(expand.getSrcType().getRank(), 1);
  for (size_t inDim = 0; inDim < newInputShape.size(); ++inDim) {
    for (int64_t outDim : reassociation[inDim]) {
      if (isDynamic(newOutputShape[outDim])) {
        newInputShape[inDim] = kDynamic;
        break;
      }
      newInputShape[inDim] *= newOutputShape[outDim];
    }
  }
  std::vector<OpFoldResult> outputOfr = getMixedValues(rewriter.getContext(), newOutputShape, dynamicOutputShape);
  Type elementType = expand.getSrcType().getElementType();
  auto inputType = RankedTensorType::get(newInputShape, elementType, Attribute());
  auto outputType = RankedTensorType::get(newOutputShape, elementType, Attribute());
  Value inputCast = createCast(rewriter, op->getLoc(), inputType, expand.getSrc());
  ExpandShapeOp newExpand = rewriter.create<ExpandShapeOp>(op->getLoc(), outputType, inputCast,
                                                           ArrayRef<ReassociationIndices>(reassociation),
                                                           ArrayRef<OpFoldResult>(outputOfr));
  rewriter.replaceOpWithNewOp<CastOp>(op, expand.getResultType(), newExpand.getResult());
  return success();
}

}  // namespace

Fold getCollapseShapeFold() { return foldReshape<CollapseShapeOp, ExpandShapeOp>; }
Fold getExpandShapeFold() { return foldReshape<ExpandShapeOp, CollapseShapeOp>; }

std::vector<Pattern> getCollapseShapePatterns() {
  return {composeCollapseOfCollapse, composeCollapseOfExpand, foldReshapeWithSplat, foldReshapeWithFromElements,
          foldCollapseOfCast};
}

std::vector<Pattern> getExpandShapePatterns() {
  return {composeExpandOfExpand, composeExpandOfCollapse, convertToStaticExpandShape, foldReshapeWithSplat,
          foldReshapeWithFromElements};
}

}  // namespace tbuf::tensor::canon
