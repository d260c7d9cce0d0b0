// memref.collapse_shape and memref.expand_shape: custom assembly (MLIR 22
// syntax with `output_shape [...]`), verifiers including the strided layout
// of the result, and builders that infer it.
#include <string>

#include "dialects/dialect_utils.h"
#include "dialects/dialect_utils_layout.h"
#include "dialects/dialect_utils_reshape.h"
#include "dialects/memref_ops.h"
#include "dialects/memref_registration.h"
#include "ir/context.h"

namespace tbuf::memref {

namespace {

using Operand = OpAsmParser::UnresolvedOperand;
namespace C = constraints;

ParseResult parseCollapseShape(OpAsmParser &p, OperationState &state) {
  Operand src;
  Attribute reassociation;
  Type srcType, dstType;
  if (failed(p.parseOperand(src)) || failed(parseReassociation(p, reassociation)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, srcType, isMemRefType, "builtin.memref")) || failed(p.parseKeyword("into")) ||
      failed(parseTypeOfKind(p, dstType, isMemRefType, "builtin.memref")) ||
      failed(p.resolveOperand(src, srcType, state.operands)))
    return failure();
  state.addAttribute(kReassociationAttr, reassociation);
  state.addTypes({dstType});
  return success();
}

void printCollapseShape(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << " ";
  printReassociation(p, op->getAttr(kReassociationAttr));
  p.printOptionalAttrDict(op->getAttrs(), {kReassociationAttr});
  p << " : " << op->getOperand(0).getType() << " into " << op->getResult(0).getType();
}

LogicalResult verifyCollapseShape(Operation *op) {
  if (failed(verifyNumOperands(op, 1)) || failed(verifyNumResults(op, 1)) || failed(verifyReassociationAttr(op)) ||
      failed(verifyOperandType(op, 0, C::kMemRef)) || failed(verifyResultType(op, 0, C::kMemRef)))
    return failure();
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

ParseResult parseExpandShape(OpAsmParser &p, OperationState &state) {
  Operand src;
  Attribute reassociation;
  std::vector<Operand> outputShape;
  std::vector<int64_t> staticOutputShape;
  Type srcType, dstType;
  if (failed(p.parseOperand(src)) || failed(parseReassociation(p, reassociation)) ||
      failed(p.parseKeyword("output_shape")) || failed(parseDynamicIndexList(p, outputShape, staticOutputShape)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, srcType, isMemRefType, "builtin.memref")) || failed(p.parseKeyword("into")) ||
      failed(parseTypeOfKind(p, dstType, isMemRefType, "builtin.memref")) ||
      failed(p.resolveOperand(src, srcType, state.operands)) ||
      failed(p.resolveOperands(outputShape, IndexType::get(p.getContext()), state.operands)))
    return failure();
  state.addAttribute(kReassociationAttr, reassociation);
  state.addAttribute(kStaticOutputShapeAttr, DenseArrayAttr::getI64(p.getContext(), staticOutputShape));
  state.addTypes({dstType});
  return success();
}

void printExpandShape(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << " ";
  printReassociation(p, op->getAttr(kReassociationAttr));
  p << " output_shape ";
  printDynamicIndexList(p, op->getOperands().drop_front(), getDenseI64ArrayAttr(op, kStaticOutputShapeAttr));
  p.printOptionalAttrDict(op->getAttrs(), {kReassociationAttr, kStaticOutputShapeAttr});
  p << " : " << op->getOperand(0).getType() << " into " << op->getResult(0).getType();
}

LogicalResult verifyExpandShape(Operation *op) {
  if (failed(verifyAtLeastNumOperands(op, 1)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyReassociationAttr(op)) || failed(verifyDenseI64ArrayAttr(op, kStaticOutputShapeAttr)) ||
      failed(verifyOperandType(op, 0, C::kMemRef)) ||
      failed(verifyOperandTypes(op, 1, op->getNumOperands() - 1, C::kIndex)) ||
      failed(verifyResultType(op, 0, C::kMemRef)))
    return failure();
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
  ArrayRef<int64_t> staticOutputShape = expand.getStaticOutputShape();
  if (static_cast<int64_t>(staticOutputShape.size()) != resultType.getRank())
    return op->emitOpError() << "expected number of static shape bounds to be equal to the output rank ("
                             << resultType.getRank() << ") but found " << staticOutputShape.size()
                             << " inputs instead";
  size_t numDynamic = 0;
  for (int64_t v : staticOutputShape) numDynamic += isDynamic(v);
  if (expand.getOutputShape().size() != numDynamic)
    return op->emitOpError() << "mismatch in dynamic dims in output_shape and static_output_shape: "
                                "static_output_shape has "
                             << numDynamic << " dynamic dims while output_shape has "
                             << expand.getOutputShape().size() << " values";
  for (int64_t pos = 0; pos < resultType.getRank(); ++pos) {
    int64_t size = resultType.getDimSize(pos);
    if (!isDynamic(size) && size != staticOutputShape[pos])
      return op->emitOpError() << "invalid output shape provided at pos " << pos;
  }
  return success();
}

}  // namespace

// ---- builders and accessors --------------------------------------------------

void CollapseShapeOp::build(OpBuilder &b, OperationState &state, Type resultType, Value src,
                            ArrayRef<ReassociationIndices> reassociation) {
  state.addOperands({src});
  state.addAttribute(kReassociationAttr, getReassociationIndicesAttribute(b.getContext(), reassociation));
  state.addTypes({resultType});
}

void CollapseShapeOp::build(OpBuilder &b, OperationState &state, Value src,
                            ArrayRef<ReassociationIndices> reassociation) {
  build(b, state, computeCollapsedType(src.getType().cast<MemRefType>(), reassociation), src, reassociation);
}

MemRefType CollapseShapeOp::computeCollapsedType(MemRefType srcType, ArrayRef<ReassociationIndices> reassociation) {
  std::optional<MemRefType> type = computeCollapsedMemRefType(srcType, reassociation);
  assert(type && "invalid source layout map or collapsing non-contiguous dims");
  return *type;
}

void ExpandShapeOp::build(OpBuilder &b, OperationState &state, Type resultType, Value src,
                          ArrayRef<ReassociationIndices> reassociation, ArrayRef<OpFoldResult> outputShape) {
  std::vector<Value> dynamic;
  std::vector<int64_t> staticShape;
  dispatchIndexOpFoldResults(outputShape, dynamic, staticShape);
  state.addOperands({src});
  state.addOperands(dynamic);
  state.addAttribute(kReassociationAttr, getReassociationIndicesAttribute(b.getContext(), reassociation));
  state.addAttribute(kStaticOutputShapeAttr, b.getDenseI64ArrayAttr(staticShape));
  state.addTypes({resultType});
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

std::vector<OpFoldResult> ExpandShapeOp::getMixedOutputShape() const {
  return getMixedValues(op_->getContext(), getStaticOutputShape(), getOutputShape().vec());
}

// ---- registration --------------------------------------------------------------

void registerMemRefReshapeOps(Context &ctx) {
  const uint32_t pure = static_cast<uint32_t>(OpTrait::Pure);
  {
    OpDefinition def = makeMemRefDef(CollapseShapeOp::getOperationName(), pure);
    def.inherentAttrs = {std::string(kReassociationAttr)};
    def.parse = parseCollapseShape;
    def.print = printCollapseShape;
    def.verify = verifyCollapseShape;
    def.getAsmResultNames = [](Operation *op, const OpDefinition::SetNameFn &set) {
      if (op->getNumResults() == 1) set(op->getResult(0), "collapse_shape");
    };
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeMemRefDef(ExpandShapeOp::getOperationName(), pure);
    def.inherentAttrs = {std::string(kReassociationAttr), std::string(kStaticOutputShapeAttr)};
    def.parse = parseExpandShape;
    def.print = printExpandShape;
    def.verify = verifyExpandShape;
    def.getAsmResultNames = [](Operation *op, const OpDefinition::SetNameFn &set) {
      if (op->getNumResults() == 1) set(op->getResult(0), "expand_shape");
    };
    ctx.registerOp(std::move(def));
  }
}

}  // namespace tbuf::memref
