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
// All but the constant fold and the splat, from_elements and expand-of-cast
// patterns are shared with memref (dialect_utils_reshape_patterns.h).
// Not implemented (MLIR creates affine.apply, which tbuf has no dialect
// for): tensor.dim of a reshape result (FoldDimOfExpandShape/CollapseShape).
#include <numeric>

#include "dialects/utils/dialect_utils_reshape.h"
#include "dialects/utils/dialect_utils_reshape_patterns.h"
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

// ---- patterns ---------------------------------------------------------------------
// The same-type and inverse folds and the composing patterns are shared with
// memref (dialect_utils_reshape_patterns.h).

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

Fold getCollapseShapeFold() { return foldReshapeOp<CollapseShapeOp, ExpandShapeOp, reshapeDense>; }
Fold getExpandShapeFold() { return foldReshapeOp<ExpandShapeOp, CollapseShapeOp, reshapeDense>; }

std::vector<Pattern> getCollapseShapePatterns() {
  return {composeReassociativeReshapeOps<CollapseShapeOp>,
          composeCollapseOfExpand<CollapseShapeOp, ExpandShapeOp, CastOp>,
          foldReshapeWithSplat, foldReshapeWithFromElements,
          foldCollapseOfCast<CollapseShapeOp, CastOp, canFoldIntoConsumerOp, CollapseShapeOp::inferCollapsedType>};
}

std::vector<Pattern> getExpandShapePatterns() {
  return {composeReassociativeReshapeOps<ExpandShapeOp>, composeExpandOfCollapse<CollapseShapeOp, ExpandShapeOp>,
          convertToStaticExpandShape, foldReshapeWithSplat, foldReshapeWithFromElements};
}

}  // namespace tbuf::tensor::canon
