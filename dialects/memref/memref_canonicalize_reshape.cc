// Folds and canonicalization patterns of memref.collapse_shape and
// memref.expand_shape (MLIR 22's ReshapeOpsUtils + MemRefOps.cpp):
//
//   reshape to the same type                              =>  the source     (fold)
//   collapse(expand %x) / expand(collapse %x) back to %x's type => %x      (fold)
//   collapse(collapse %x) / expand(expand %x)             =>  one reshape of %x
//   collapse(expand %x) / expand(collapse %x) otherwise   =>  one reshape (or cast) of %x
//       (identity layouts only)
//   reshape(cast %x) losing information                   =>  reshape %x (+ cast back)
// All but the expand_shape cast folder are shared with the tensor patterns
// (dialect_utils_reshape_patterns.h).
#include "dialects/utils/dialect_utils_layout.h"
#include "dialects/utils/dialect_utils_reshape.h"
#include "dialects/utils/dialect_utils_reshape_patterns.h"
#include "dialects/memref/memref_canonicalize.h"
#include "dialects/memref/memref_ops.h"

namespace tbuf::memref::canon {

namespace {

using Reassociation = std::vector<ReassociationIndices>;

// The folds, the composing patterns and the collapse_shape cast folder are
// shared with tensor (dialect_utils_reshape_patterns.h).

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

Fold getCollapseShapeFold() { return foldReshapeOp<CollapseShapeOp, ExpandShapeOp>; }
Fold getExpandShapeFold() { return foldReshapeOp<ExpandShapeOp, CollapseShapeOp>; }

std::vector<Pattern> getCollapseShapePatterns() {
  return {composeReassociativeReshapeOps<CollapseShapeOp>,
          composeCollapseOfExpand<CollapseShapeOp, ExpandShapeOp, CastOp>,
          foldCollapseOfCast<CollapseShapeOp, CastOp, canFoldIntoConsumerOp, CollapseShapeOp::computeCollapsedType>};
}

std::vector<Pattern> getExpandShapePatterns() {
  return {composeReassociativeReshapeOps<ExpandShapeOp>, composeExpandOfCollapse<CollapseShapeOp, ExpandShapeOp>,
          expandShapeOpMemRefCastFolder};
}

}  // namespace tbuf::memref::canon
