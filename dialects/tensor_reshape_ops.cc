// tensor.collapse_shape and tensor.expand_shape (MLIR 22 syntax with
// `output_shape [...]`): custom assembly, verifiers and builders.
#include <string>

#include "dialects/dialect_utils.h"
#include "dialects/dialect_utils_reshape.h"
#include "dialects/tensor_ops.h"
#include "dialects/tensor_registration.h"
#include "ir/context.h"

namespace tbuf::tensor {

namespace {

using Operand = OpAsmParser::UnresolvedOperand;
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

ParseResult parseCollapseShape(OpAsmParser &p, OperationState &state) {
  Operand src;
  Attribute reassociation;
  Type srcType, dstType;
  if (failed(p.parseOperand(src)) || failed(parseReassociation(p, reassociation)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, srcType, isRankedTensorType, "builtin.tensor")) || failed(p.parseKeyword("into")) ||
      failed(parseTypeOfKind(p, dstType, isRankedTensorType, "builtin.tensor")) ||
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
      failed(verifyOperandType(op, 0, C::kRankedTensor)) || failed(verifyResultType(op, 0, C::kRankedTensor)))
    return failure();
  return verifyTensorReshape(op, op->getOperand(0).getType().cast<RankedTensorType>(),
                             op->getResult(0).getType().cast<RankedTensorType>());
}

// ---- tensor.expand_shape -------------------------------------------------------

ParseResult parseExpandShape(OpAsmParser &p, OperationState &state) {
  Operand src;
  Attribute reassociation;
  std::vector<Operand> outputShape;
  std::vector<int64_t> staticOutputShape;
  Type srcType, dstType;
  if (failed(p.parseOperand(src)) || failed(parseReassociation(p, reassociation)) ||
      failed(p.parseKeyword("output_shape")) || failed(parseDynamicIndexList(p, outputShape, staticOutputShape)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, srcType, isRankedTensorType, "builtin.tensor")) || failed(p.parseKeyword("into")) ||
      failed(parseTypeOfKind(p, dstType, isRankedTensorType, "builtin.tensor")) ||
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
      failed(verifyOperandType(op, 0, C::kRankedTensor)) ||
      failed(verifyOperandTypes(op, 1, op->getNumOperands() - 1, C::kIndex)) ||
      failed(verifyResultType(op, 0, C::kRankedTensor)))
    return failure();
  ExpandShapeOp expand(op);
  RankedTensorType srcType = expand.getSrcType();
  RankedTensorType resultType = expand.getResultType();
  ArrayRef<int64_t> staticOutputShape = expand.getStaticOutputShape();
  if (static_cast<int64_t>(staticOutputShape.size()) != resultType.getRank())
    return op->emitOpError() << "expected number of static shape dims to be equal to the output rank ("
                             << resultType.getRank() << ") but found " << staticOutputShape.size()
                             << " inputs instead";
  size_t numDynamic = 0;
  for (int64_t v : staticOutputShape) numDynamic += isDynamic(v);
  if (expand.getOutputShape().size() != numDynamic)
    return op->emitOpError() << "mismatch in dynamic dims in output_shape and static_output_shape: "
                                "static_output_shape has "
                             << numDynamic << " dynamic dims while output_shape has "
                             << expand.getOutputShape().size() << " values";
  return verifyTensorReshape(op, resultType, srcType);
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
  build(b, state, inferCollapsedType(src.getType().cast<RankedTensorType>(), reassociation), src, reassociation);
}

RankedTensorType CollapseShapeOp::inferCollapsedType(RankedTensorType type,
                                                     ArrayRef<ReassociationIndices> reassociation) {
  return inferCollapsedTensorType(type, reassociation);
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

void ExpandShapeOp::build(OpBuilder &b, OperationState &state, Type resultType, Value src,
                          ArrayRef<ReassociationIndices> reassociation) {
  auto type = resultType.cast<RankedTensorType>();
  assert(type.hasStaticShape() && "expand_shape without output_shape needs a static result type");
  build(b, state, resultType, src, reassociation, getAsIndexOpFoldResult(b.getContext(), type.getShape()));
}

std::vector<OpFoldResult> ExpandShapeOp::getMixedOutputShape() const {
  return getMixedValues(op_->getContext(), getStaticOutputShape(), getOutputShape().vec());
}

// ---- registration --------------------------------------------------------------

void registerTensorReshapeOps(Context &ctx) {
  {
    OpDefinition def;
    def.name = std::string(CollapseShapeOp::getOperationName());
    def.dialect = "tensor";
    def.traits = static_cast<uint32_t>(OpTrait::Pure);
    def.inherentAttrs = {std::string(kReassociationAttr)};
    def.parse = parseCollapseShape;
    def.print = printCollapseShape;
    def.verify = verifyCollapseShape;
    def.getAsmResultNames = [](Operation *op, const OpDefinition::SetNameFn &set) {
      if (op->getNumResults() == 1) set(op->getResult(0), "collapsed");
    };
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def;
    def.name = std::string(ExpandShapeOp::getOperationName());
    def.dialect = "tensor";
    def.traits = static_cast<uint32_t>(OpTrait::Pure);
    def.inherentAttrs = {std::string(kReassociationAttr), std::string(kStaticOutputShapeAttr)};
    def.parse = parseExpandShape;
    def.print = printExpandShape;
    def.verify = verifyExpandShape;
    def.getAsmResultNames = [](Operation *op, const OpDefinition::SetNameFn &set) {
      if (op->getNumResults() == 1) set(op->getResult(0), "expanded");
    };
    ctx.registerOp(std::move(def));
  }
}

}  // namespace tbuf::tensor
