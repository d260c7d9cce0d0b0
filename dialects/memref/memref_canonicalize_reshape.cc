// Folds and canonicalization patterns of memref.collapse_shape and
// memref.expand_shape (MLIR 22's ReshapeOpsUtils + MemRefOps.cpp):
//
//   reshape to the same type                              =>  the source     (fold)
//   collapse(expand %x) / expand(collapse %x) back to %x's type => %x      (fold)
//   collapse(collapse %x) / expand(expand %x)             =>  one reshape of %x
//   collapse(expand %x) / expand(collapse %x) otherwise   =>  one reshape (or cast) of %x
//       (identity layouts only)
//   reshape(cast %x) losing information                   =>  reshape %x (+ cast back)
// The reassociation algebra (compose / collapse-matching) is shared with the
// tensor patterns (dialect_utils_reshape.h).
#include "dialects/utils/dialect_utils_layout.h"
#include "dialects/utils/dialect_utils_reshape.h"
#include "dialects/memref/memref_canonicalize.h"
#include "dialects/memref/memref_ops.h"

namespace tbuf::memref::canon {

namespace {

using Reassociation = std::vector<ReassociationIndices>;

/// MLIR's hasNonIdentityLayout.
bool hasNonIdentityLayout(Type type) {
  auto m = type.dyn_cast<MemRefType>();
  return m && !hasIdentityLayoutMap(m);
}

// ---- folds ------------------------------------------------------------------------

/// MLIR's foldReshapeOp<ReshapeOpTy, InverseReshapeOpTy> (memrefs are never
/// constants).
template <typename ReshapeOpTy, typename InverseOpTy>
LogicalResult foldReshape(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  ReshapeOpTy reshape(op);
  if (reshape.getSrcType() == reshape.getResultType()) {
    results.push_back(OpFoldResult(reshape.getSrc()));
    return success();
  }
  Operation *producer = getDefiningOpNamed(reshape.getSrc(), InverseOpTy::getOperationName());
  if (!producer) return failure();
  InverseOpTy inverse(producer);
  MemRefType srcType = inverse.getSrcType();
  if (srcType != reshape.getResultType()) return failure();
  if (!canFoldReshapeOfInverse(srcType.getShape(), reshape.getReassociationIndices(),
                               inverse.getReassociationIndices(), inverse.getResultType().getRank()))
    return failure();
  results.push_back(OpFoldResult(inverse.getSrc()));
  return success();
}

// ---- patterns -------------------------------------------------------------------------

/// ComposeReassociativeReshapeOps for collapse_shape.
LogicalResult composeCollapseOfCollapse(Operation *op, RewriterBase &rewriter) {
  CollapseShapeOp collapse(op);
  Operation *producer = getDefiningOpNamed(collapse.getSrc(), CollapseShapeOp::getOperationName());
  if (!producer) return failure();
  if (hasNonIdentityLayout(producer->getOperand(0).getType()) || hasNonIdentityLayout(collapse.getSrc().getType()) ||
      hasNonIdentityLayout(collapse.getResultType()))
    return failure();
  std::optional<Reassociation> composed = composeReassociationIndices(
      CollapseShapeOp(producer).getReassociationIndices(), collapse.getReassociationIndices());
  if (!composed) return failure();
  rewriter.replaceOpWithNewOp<CollapseShapeOp>(op, collapse.getResultType(), producer->getOperand(0),
                                               ArrayRef<ReassociationIndices>(*composed));
  return success();
}

/// ComposeReassociativeReshapeOps for expand_shape.
LogicalResult composeExpandOfExpand(Operation *op, RewriterBase &rewriter) {
  ExpandShapeOp expand(op);
  Operation *producer = getDefiningOpNamed(expand.getSrc(), ExpandShapeOp::getOperationName());
  if (!producer) return failure();
  if (hasNonIdentityLayout(producer->getOperand(0).getType()) || hasNonIdentityLayout(expand.getSrc().getType()) ||
      hasNonIdentityLayout(expand.getResultType()))
    return failure();
  std::optional<Reassociation> composed = composeReassociationIndices(
      ExpandShapeOp(producer).getReassociationIndices(), expand.getReassociationIndices());
  if (!composed) return failure();
  std::vector<OpFoldResult> outputShape = expand.getMixedOutputShape();
  rewriter.replaceOpWithNewOp<ExpandShapeOp>(op, expand.getResultType(), producer->getOperand(0),
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
  MemRefType srcType = expand.getSrcType(), resultType = collapse.getResultType();
  if (hasNonIdentityLayout(collapse.getSrc().getType()) || hasNonIdentityLayout(srcType) ||
      hasNonIdentityLayout(expand.getResultType()))
    return failure();
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
  MemRefType srcType = collapse.getSrcType(), resultType = expand.getResultType();
  if (hasNonIdentityLayout(expand.getSrc().getType()) || hasNonIdentityLayout(srcType) ||
      hasNonIdentityLayout(collapse.getResultType()))
    return failure();
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
  std::vector<OpFoldResult> outputShape = expand.getMixedOutputShape();
  rewriter.replaceOpWithNewOp<ExpandShapeOp>(op, resultType, collapse.getSrc(),
                                             ArrayRef<ReassociationIndices>(*composed),
                                             ArrayRef<OpFoldResult>(outputShape));
  return success();
}

/// CollapseShapeOpMemRefCastFolder.
LogicalResult collapseShapeOpMemRefCastFolder(Operation *op, RewriterBase &rewriter) {
  CollapseShapeOp collapse(op);
  Operation *cast = getDefiningOpNamed(collapse.getSrc(), CastOp::getOperationName());
  if (!cast || !canFoldIntoConsumerOp(cast)) return failure();
  Reassociation reassociation = collapse.getReassociationIndices();
  MemRefType newResultType =
      CollapseShapeOp::computeCollapsedType(cast->getOperand(0).getType().cast<MemRefType>(), reassociation);
  if (newResultType == collapse.getResultType()) {
    rewriter.modifyOpInPlace(op, [&] { op->setOperand(0, cast->getOperand(0)); });
    return success();
  }
  CollapseShapeOp newOp = rewriter.create<CollapseShapeOp>(op->getLoc(), cast->getOperand(0),
                                                           ArrayRef<ReassociationIndices>(reassociation));
  rewriter.replaceOpWithNewOp<CastOp>(op, collapse.getResultType(), newOp.getResult());
  return success();
}

/// ExpandShapeOpMemRefCastFolder.
LogicalResult expandShapeOpMemRefCastFolder(Operation *op, RewriterBase &rewriter) {
  ExpandShapeOp expand(op);
  Operation *cast = getDefiningOpNamed(expand.getSrc(), CastOp::getOperationName());
  if (!cast || !canFoldIntoConsumerOp(cast)) return failure();
  std::vector<OpFoldResult> newOutputShape = expand.getMixedOutputShape();
  std::vector<int64_t> newSizes;
  for (OpFoldResult &size : newOutputShape) {
    std::optional<int64_t> c = getConstantIntValue(size);
    if (!c) {
      newSizes.push_back(kDynamic);
      continue;
    }
    newSizes.push_back(*c);
    size = OpFoldResult(rewriter.getIndexAttr(*c));
  }
  Value castSource = cast->getOperand(0);
  auto castSourceType = castSource.getType().cast<MemRefType>();
  Reassociation reassociation = expand.getReassociationIndices();
  for (size_t idx = 0; idx < reassociation.size(); ++idx) {
    const ReassociationIndices &group = reassociation[idx];
    bool newDynamic = countDynamic(ArrayRef<int64_t>(newSizes).subspan(group.front(), group.size())) > 0;
    if (castSourceType.isDynamicDim(idx) != newDynamic) return failure();
  }
  std::optional<MemRefType> newResultType =
      ExpandShapeOp::computeExpandedType(castSourceType, newSizes, reassociation);
  if (!newResultType) return failure();
  if (*newResultType == expand.getResultType()) {
    rewriter.modifyOpInPlace(op, [&] { op->setOperand(0, castSource); });
    return success();
  }
  ExpandShapeOp newOp = rewriter.create<ExpandShapeOp>(op->getLoc(), *newResultType, castSource,
                                                       ArrayRef<ReassociationIndices>(reassociation),
                                                       ArrayRef<OpFoldResult>(newOutputShape));
  rewriter.replaceOpWithNewOp<CastOp>(op, expand.getResultType(), newOp.getResult());
  return success();
}

}  // namespace

Fold getCollapseShapeFold() { return foldReshape<CollapseShapeOp, ExpandShapeOp>; }
Fold getExpandShapeFold() { return foldReshape<ExpandShapeOp, CollapseShapeOp>; }

std::vector<Pattern> getCollapseShapePatterns() {
  return {composeCollapseOfCollapse, composeCollapseOfExpand, collapseShapeOpMemRefCastFolder};
}

std::vector<Pattern> getExpandShapePatterns() {
  return {composeExpandOfExpand, composeExpandOfCollapse, expandShapeOpMemRefCastFolder};
}

}  // namespace tbuf::memref::canon
