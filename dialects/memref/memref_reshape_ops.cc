// memref.collapse_shape and memref.expand_shape: custom assembly (MLIR 22
// syntax with `output_shape [...]`), verifiers including the strided layout
// of the result, and builders that infer it.
#include <string>

#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_layout.h"
#include "dialects/utils/dialect_utils_reshape.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/memref/memref_registration.h"
#include "ir/context.h"

namespace tbuf::memref {

namespace {

namespace C = constraints;

LogicalResult verifyCollapseShape(Operation *op) {
  if (failed(verifyCollapseShapeStructure(op, C::kMemRef))) return failure();
  CollapseShapeOp collapse(op);
  MemRefType srcType = collapse.getSrcType();
  MemRefType resultType = collapse.getResultType();
  if (srcType.getRank() < resultType.getRank())
    return op->emitOpError() << "has source rank " << srcType.getRank() << " and result rank "
                             << resultType.getRank() << ". This is not a collapse (" << srcType.getRank() << " < "
                             << resultType.getRank() << ").";
  std::vector<ReassociationIndices> reassociation = collapse.getReassociationIndices();
  if (failed(verifyCollapsedShape(op, resultType.getShape(), srcType.getShape(), reassociation,
                                  /*allowMultipleDynamicDimsPerGroup=*/true)))
    return failure();
  MemRefType expected;
  if (hasIdentityLayoutMap(srcType)) {
    expected = MemRefType::get(resultType.getShape(), srcType.getElementType(), Attribute(),
                               srcType.getMemorySpace());
  } else {
    std::optional<StridedLayoutAttr> layout = computeCollapsedLayoutMap(srcType, reassociation);
    if (!layout) return op->emitOpError() << "invalid source layout map or collapsing non-contiguous dims";
    expected = MemRefType::get(resultType.getShape(), srcType.getElementType(), *layout, srcType.getMemorySpace());
  }
  if (expected != resultType)
    return op->emitOpError() << "expected collapsed type to be " << quoteType(expected) << " but found "
                             << quoteType(resultType);
  return success();
}

LogicalResult verifyExpandShape(Operation *op) {
  if (failed(verifyExpandShapeStructure(op, C::kMemRef))) return failure();
  ExpandShapeOp expand(op);
  MemRefType srcType = expand.getSrcType();
  MemRefType resultType = expand.getResultType();
  if (srcType.getRank() > resultType.getRank())
    return op->emitOpError() << "has source rank " << srcType.getRank() << " and result rank "
                             << resultType.getRank() << ". This is not an expansion (" << srcType.getRank() << " > "
                             << resultType.getRank() << ").";
  std::vector<ReassociationIndices> reassociation = expand.getReassociationIndices();
  if (failed(verifyCollapsedShape(op, srcType.getShape(), resultType.getShape(), reassociation,
                                  /*allowMultipleDynamicDimsPerGroup=*/true)))
    return failure();
  std::optional<MemRefType> expected = computeExpandedMemRefType(srcType, resultType.getShape(), reassociation);
  if (!expected) return op->emitOpError() << "invalid source layout map";
  if (*expected != resultType)
    return op->emitOpError() << "expected expanded type to be " << quoteType(*expected) << " but found "
                             << quoteType(resultType);
  if (failed(verifyExpandShapeOutputShape(op, resultType, "bounds"))) return failure();
  ArrayRef<int64_t> staticOutputShape = expand.getStaticOutputShape();
  for (int64_t pos = 0; pos < resultType.getRank(); ++pos) {
    int64_t size = resultType.getDimSize(pos);
    if (!isDynamic(size) && size != staticOutputShape[pos])
      return op->emitOpError() << "invalid output shape provided at pos " << pos;
  }
  return success();
}

}  // namespace

// ---- builders and accessors --------------------------------------------------

void CollapseShapeOp::build(OpBuilder &b, OperationState &state, Value src,
                            ArrayRef<ReassociationIndices> reassociation) {
  build(b, state, computeCollapsedType(src.getType().cast<MemRefType>(), reassociation), src, reassociation);
}

MemRefType CollapseShapeOp::computeCollapsedType(MemRefType srcType, ArrayRef<ReassociationIndices> reassociation) {
  std::optional<MemRefType> type = computeCollapsedMemRefType(srcType, reassociation);
  assert(type && "invalid source layout map or collapsing non-contiguous dims");
  return *type;
}

void ExpandShapeOp::build(OpBuilder &b, OperationState &state, Value src,
                          ArrayRef<ReassociationIndices> reassociation, ArrayRef<OpFoldResult> outputShape) {
  std::optional<MemRefType> type =
      computeExpandedType(src.getType().cast<MemRefType>(), getStaticValues(outputShape), reassociation);
  assert(type && "invalid source layout map");
  build(b, state, *type, src, reassociation, outputShape);
}

std::optional<MemRefType> ExpandShapeOp::computeExpandedType(MemRefType srcType, ArrayRef<int64_t> resultShape,
                                                             ArrayRef<ReassociationIndices> reassociation) {
  return computeExpandedMemRefType(srcType, resultShape, reassociation);
}

// ---- registration --------------------------------------------------------------

void registerMemRefReshapeOps(Context &ctx) {
  registerReshapeOps<isMemRefType, "builtin.memref">(ctx, "memref",
                                                     {verifyCollapseShape, setSingleResultName<"collapse_shape">},
                                                     {verifyExpandShape, setSingleResultName<"expand_shape">});
}

}  // namespace tbuf::memref
