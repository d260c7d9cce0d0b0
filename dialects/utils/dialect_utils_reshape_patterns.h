// The folds and canonicalization patterns tensor and memref reshapes share
// (MLIR's ReshapeOpsUtils.h templates, which both dialects instantiate):
//
//   reshape to the same type                                    =>  the source (fold)
//   collapse(expand %x) / expand(collapse %x) back to %x's type =>  %x         (fold)
//   collapse(collapse %x) / expand(expand %x)                   =>  one reshape of %x
//   collapse(expand %x) / expand(collapse %x) otherwise         =>  one reshape (or cast) of %x
//   collapse(cast %x) losing information                        =>  collapse %x (+ cast back)
//
// They are templates over the dialect's typed views (CollapseShapeOp,
// ExpandShapeOp, CastOp with ReshapeOpMixin's accessors). As in MLIR, the
// composing patterns give up on memrefs with a non-identity layout; tensors
// never have one. The patterns that differ (constants, splats, expand of a
// cast) stay with each dialect.
#pragma once

#include <cstddef>
#include <optional>
#include <type_traits>
#include <vector>

#include "dialects/utils/dialect_utils_fold.h"
#include "dialects/utils/dialect_utils_layout.h"
#include "dialects/utils/dialect_utils_reshape.h"
#include "ir/rewriter.h"

namespace tbuf {

/// MLIR's foldReshapeOp<ReshapeOpTy, InverseReshapeOpTy>: a reshape to its
/// source's type folds to the source; then, if `FoldConstant` is given and
/// the source is a dense constant, to FoldConstant(constant, result type)
/// (failure if that is null; FoldConstant is a function
/// `DenseElementsAttr(DenseElementsAttr, ShapedType)`); then reshape(inverse(%x)) with %x of the
/// result type folds to %x (canFoldReshapeOfInverse).
template <typename ReshapeOpTy, typename InverseOpTy, auto FoldConstant = nullptr>
LogicalResult foldReshapeOp(Operation *op, [[maybe_unused]] ArrayRef<Attribute> operands,
                            std::vector<OpFoldResult> &results) {
  ReshapeOpTy reshape(op);
  if (reshape.getSrcType() == reshape.getResultType()) {
    results.push_back(OpFoldResult(reshape.getSrc()));
    return success();
  }
  if constexpr (!std::is_same_v<decltype(FoldConstant), std::nullptr_t>) {
    if (auto elements = operands.empty() ? DenseElementsAttr() : operands[0].dyn_cast<DenseElementsAttr>()) {
      if (DenseElementsAttr reshaped = FoldConstant(elements, reshape.getResultType())) {
        results.push_back(OpFoldResult(reshaped));
        return success();
      }
      return failure();
    }
  }
  auto inverse = getDefiningOpOfType<InverseOpTy>(reshape.getSrc());
  if (!inverse) return failure();
  auto srcType = inverse.getSrcType();
  if (srcType != reshape.getResultType()) return failure();
  if (!canFoldReshapeOfInverse(srcType.getShape(), reshape.getReassociationIndices(),
                               inverse.getReassociationIndices(), inverse.getResultType().getRank()))
    return failure();
  results.push_back(OpFoldResult(inverse.getSrc()));
  return success();
}

/// True if any of the types is a memref with a non-identity layout (the
/// composing patterns then give up).
inline bool anyNonIdentityLayout(Type a, Type b, Type c) {
  return hasNonIdentityLayout(a) || hasNonIdentityLayout(b) || hasNonIdentityLayout(c);
}

/// MLIR's ComposeReassociativeReshapeOps: collapse(collapse %x) or
/// expand(expand %x) => one reshape of %x with the composed groups (and, for
/// an expand, the outer op's output shape).
template <typename ReshapeOpTy>
LogicalResult composeReassociativeReshapeOps(Operation *op, RewriterBase &rewriter) {
  ReshapeOpTy reshape(op);
  auto inner = getDefiningOpOfType<ReshapeOpTy>(reshape.getSrc());
  if (!inner || anyNonIdentityLayout(inner.getSrc().getType(), reshape.getSrc().getType(), reshape.getResultType()))
    return failure();
  std::optional<std::vector<ReassociationIndices>> composed =
      composeReassociationIndices(inner.getReassociationIndices(), reshape.getReassociationIndices());
  if (!composed) return failure();
  if constexpr (requires { reshape.getMixedOutputShape(); }) {
    std::vector<OpFoldResult> outputShape = reshape.getMixedOutputShape();
    rewriter.replaceOpWithNewOp<ReshapeOpTy>(op, reshape.getResultType(), inner.getSrc(),
                                             ArrayRef<ReassociationIndices>(*composed),
                                             ArrayRef<OpFoldResult>(outputShape));
  } else {
    rewriter.replaceOpWithNewOp<ReshapeOpTy>(op, reshape.getResultType(), inner.getSrc(),
                                             ArrayRef<ReassociationIndices>(*composed));
  }
  return success();
}

/// MLIR's ComposeCollapseOfExpandOp: collapse(expand %x) => one collapse,
/// expand (output shape inferred from %x) or cast of %x.
template <typename CollapseOpTy, typename ExpandOpTy, typename CastOpTy>
LogicalResult composeCollapseOfExpand(Operation *op, RewriterBase &rewriter) {
  CollapseOpTy collapse(op);
  auto expand = getDefiningOpOfType<ExpandOpTy>(collapse.getSrc());
  if (!expand || anyNonIdentityLayout(collapse.getSrc().getType(), expand.getSrcType(), expand.getResultType()))
    return failure();
  auto srcType = expand.getSrcType(), resultType = collapse.getResultType();
  if (srcType == resultType) return failure();
  int64_t srcRank = srcType.getRank(), resultRank = resultType.getRank();
  std::optional<std::vector<ReassociationIndices>> composed =
      srcRank > resultRank
          ? composeCollapseOfExpandGroups(expand.getReassociationIndices(), collapse.getReassociationIndices())
          : composeCollapseOfExpandGroups(collapse.getReassociationIndices(), expand.getReassociationIndices());
  if (!composed) return failure();
  if (srcRank > resultRank) {
    rewriter.replaceOpWithNewOp<CollapseOpTy>(op, resultType, expand.getSrc(),
                                              ArrayRef<ReassociationIndices>(*composed));
  } else if (srcRank < resultRank) {
    std::optional<std::vector<OpFoldResult>> outputShape =
        inferExpandOutputShape(rewriter, op->getLoc(), resultType, *composed, expand.getSrc());
    if (!outputShape) return failure();
    rewriter.replaceOpWithNewOp<ExpandOpTy>(op, resultType, expand.getSrc(), ArrayRef<ReassociationIndices>(*composed),
                                            ArrayRef<OpFoldResult>(*outputShape));
  } else {
    rewriter.replaceOpWithNewOp<CastOpTy>(op, resultType, expand.getSrc());
  }
  return success();
}

/// MLIR's ComposeExpandOfCollapseOp: expand(collapse %x) of another rank
/// than %x => one collapse or expand of %x (findCollapsingReassociation).
template <typename CollapseOpTy, typename ExpandOpTy>
LogicalResult composeExpandOfCollapse(Operation *op, RewriterBase &rewriter) {
  ExpandOpTy expand(op);
  auto collapse = getDefiningOpOfType<CollapseOpTy>(expand.getSrc());
  if (!collapse || anyNonIdentityLayout(expand.getSrc().getType(), collapse.getSrcType(), collapse.getResultType()))
    return failure();
  auto srcType = collapse.getSrcType(), resultType = expand.getResultType();
  int64_t srcRank = srcType.getRank(), resultRank = resultType.getRank();
  if (srcRank == resultRank) return failure();
  std::vector<ReassociationIndices> srcReassociation = collapse.getReassociationIndices();
  std::vector<ReassociationIndices> resultReassociation = expand.getReassociationIndices();
  if (srcRank > resultRank) {
    std::optional<std::vector<ReassociationIndices>> composed = findCollapsingReassociation(
        srcReassociation, resultReassociation, srcType.getShape(), resultType.getShape());
    if (!composed) return failure();
    rewriter.replaceOpWithNewOp<CollapseOpTy>(op, resultType, collapse.getSrc(),
                                              ArrayRef<ReassociationIndices>(*composed));
    return success();
  }
  std::optional<std::vector<ReassociationIndices>> composed = findCollapsingReassociation(
      resultReassociation, srcReassociation, resultType.getShape(), srcType.getShape());
  if (!composed) return failure();
  std::vector<OpFoldResult> outputShape = expand.getMixedOutputShape();
  rewriter.replaceOpWithNewOp<ExpandOpTy>(op, resultType, collapse.getSrc(), ArrayRef<ReassociationIndices>(*composed),
                                          ArrayRef<OpFoldResult>(outputShape));
  return success();
}

/// MLIR's FoldCollapseOfCastOp (tensor) and CollapseShapeOpMemRefCastFolder
/// (memref): collapse(cast %x), where `CanFoldIntoConsumer(cast)` (the cast
/// only loses static information), collapses %x instead: in place if that
/// gives the same type, else followed by a cast back to the old result type.
/// `InferCollapsedType(type of %x, reassociation)` is the dialect's result
/// type rule.
template <typename CollapseOpTy, typename CastOpTy, bool (*CanFoldIntoConsumer)(Operation *), auto InferCollapsedType>
LogicalResult foldCollapseOfCast(Operation *op, RewriterBase &rewriter) {
  CollapseOpTy collapse(op);
  Operation *cast = getDefiningOpNamed(collapse.getSrc(), CastOpTy::getOperationName());
  if (!cast || !CanFoldIntoConsumer(cast)) return failure();
  using ShapedT = decltype(collapse.getSrcType());
  Value castSource = cast->getOperand(0);
  std::vector<ReassociationIndices> reassociation = collapse.getReassociationIndices();
  ShapedT newResultType = InferCollapsedType(castSource.getType().template cast<ShapedT>(), reassociation);
  if (newResultType == collapse.getResultType()) {
    rewriter.modifyOpInPlace(op, [&] { op->setOperand(0, castSource); });
    return success();
  }
  CollapseOpTy newOp = rewriter.create<CollapseOpTy>(op->getLoc(), newResultType, castSource,
                                                     ArrayRef<ReassociationIndices>(reassociation));
  rewriter.replaceOpWithNewOp<CastOpTy>(op, collapse.getResultType(), newOp.getResult());
  return success();
}

}  // namespace tbuf
