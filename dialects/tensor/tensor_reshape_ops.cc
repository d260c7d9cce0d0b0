// tensor.collapse_shape and tensor.expand_shape (MLIR 22 syntax with
// `output_shape [...]`): custom assembly, verifiers and builders.
#include <string>

#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_reshape.h"
#include "dialects/tensor/tensor_ops.h"
#include "dialects/tensor/tensor_registration.h"
#include "ir/context.h"

namespace tbuf::tensor {

namespace {

namespace C = constraints;

/// MLIR's verifyTensorReshapeOp: reassociation vs shapes, element count and
/// the exact collapsed type.
LogicalResult verifyTensorReshape(Operation *op, RankedTensorType expandedType, RankedTensorType collapsedType) {
  std::vector<ReassociationIndices> reassociation = getReassociationIndices(op);
  if (failed(verifyReshapeLikeTypes(op, expandedType, collapsedType, reassociation))) return failure();
  if (expandedType.hasStaticShape() && collapsedType.hasStaticShape() &&
      expandedType.getNumElements() != collapsedType.getNumElements())
    return op->emitOpError() << "number of elements must be preserved: " << expandedType.getNumElements()
                             << " != " << collapsedType.getNumElements();
  RankedTensorType expected = inferCollapsedTensorType(expandedType, reassociation);
  if (expected.getShape() != collapsedType.getShape() ||
      expected.getElementType() != collapsedType.getElementType())
    return op->emitOpError() << "expected collapsed type to be " << quoteType(expected) << ", but got "
                             << quoteType(collapsedType);
  return success();
}

// ---- tensor.collapse_shape -----------------------------------------------------

LogicalResult verifyCollapseShape(Operation *op) {
  if (failed(verifyCollapseShapeStructure(op, C::kRankedTensor))) return failure();
  return verifyTensorReshape(op, op->getOperand(0).getType().cast<RankedTensorType>(),
                             op->getResult(0).getType().cast<RankedTensorType>());
}

// ---- tensor.expand_shape -------------------------------------------------------

LogicalResult verifyExpandShape(Operation *op) {
  if (failed(verifyExpandShapeStructure(op, C::kRankedTensor))) return failure();
  ExpandShapeOp expand(op);
  RankedTensorType srcType = expand.getSrcType();
  RankedTensorType resultType = expand.getResultType();
  if (failed(verifyExpandShapeOutputShape(op, resultType, "dims"))) return failure();
  return verifyTensorReshape(op, resultType, srcType);
}

}  // namespace

// ---- builders and accessors --------------------------------------------------

void CollapseShapeOp::build(OpBuilder &b, OperationState &state, Value src,
                            ArrayRef<ReassociationIndices> reassociation) {
  build(b, state, inferCollapsedType(src.getType().cast<RankedTensorType>(), reassociation), src, reassociation);
}

RankedTensorType CollapseShapeOp::inferCollapsedType(RankedTensorType type,
                                                     ArrayRef<ReassociationIndices> reassociation) {
  return inferCollapsedTensorType(type, reassociation);
}

void ExpandShapeOp::build(OpBuilder &b, OperationState &state, Type resultType, Value src,
                          ArrayRef<ReassociationIndices> reassociation) {
  auto type = resultType.cast<RankedTensorType>();
  assert(type.hasStaticShape() && "expand_shape without output_shape needs a static result type");
  build(b, state, resultType, src, reassociation, getAsIndexOpFoldResult(b.getContext(), type.getShape()));
}

// ---- registration --------------------------------------------------------------

void registerTensorReshapeOps(Context &ctx) {
  registerReshapeOps<isRankedTensorType, "builtin.tensor">(ctx, "tensor",
                                                           {verifyCollapseShape, setSingleResultName<"collapsed">},
                                                           {verifyExpandShape, setSingleResultName<"expanded">});
}

}  // namespace tbuf::tensor
