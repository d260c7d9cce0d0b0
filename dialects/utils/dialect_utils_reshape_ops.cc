// The halves of tensor.collapse_shape/expand_shape and
// memref.collapse_shape/expand_shape that are the same for both dialects:
// custom assembly, ODS-level checks, the output_shape checks, builders and
// the output-size inference of the reshape canonicalizations. Declared in
// dialect_utils_reshape.h; one copy here instead of one per dialect.
#include <string>

#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_fold.h"
#include "dialects/utils/dialect_utils_reshape.h"

namespace tbuf {

namespace {

using Operand = OpAsmParser::UnresolvedOperand;

}  // namespace

// ---- assembly ------------------------------------------------------------------

ParseResult parseCollapseShapeLike(OpAsmParser &p, OperationState &state, bool (*isKind)(Type),
                                   std::string_view kindName) {
  Operand src;
  Attribute reassociation;
  Type srcType, dstType;
  if (failed(p.parseOperand(src)) || failed(parseReassociation(p, reassociation)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, srcType, isKind, kindName)) || failed(p.parseKeyword("into")) ||
      failed(parseTypeOfKind(p, dstType, isKind, kindName)) || failed(p.resolveOperand(src, srcType, state.operands)))
    return failure();
  state.addAttribute(kReassociationAttr, reassociation);
  state.addTypes({dstType});
  return success();
}

void printCollapseShapeLike(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << " ";
  printReassociation(p, op->getAttr(kReassociationAttr));
  p.printOptionalAttrDict(op->getAttrs(), {kReassociationAttr});
  p << " : " << op->getOperand(0).getType() << " into " << op->getResult(0).getType();
}

ParseResult parseExpandShapeLike(OpAsmParser &p, OperationState &state, bool (*isKind)(Type),
                                 std::string_view kindName) {
  Operand src;
  Attribute reassociation;
  std::vector<Operand> outputShape;
  std::vector<int64_t> staticOutputShape;
  Type srcType, dstType;
  if (failed(p.parseOperand(src)) || failed(parseReassociation(p, reassociation)) ||
      failed(p.parseKeyword("output_shape")) || failed(parseDynamicIndexList(p, outputShape, staticOutputShape)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, srcType, isKind, kindName)) || failed(p.parseKeyword("into")) ||
      failed(parseTypeOfKind(p, dstType, isKind, kindName)) ||
      failed(p.resolveOperand(src, srcType, state.operands)) ||
      failed(p.resolveOperands(outputShape, IndexType::get(p.getContext()), state.operands)))
    return failure();
  state.addAttribute(kReassociationAttr, reassociation);
  state.addAttribute(kStaticOutputShapeAttr, DenseArrayAttr::getI64(p.getContext(), staticOutputShape));
  state.addTypes({dstType});
  return success();
}

void printExpandShapeLike(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << " ";
  printReassociation(p, op->getAttr(kReassociationAttr));
  p << " output_shape ";
  printDynamicIndexList(p, op->getOperands().drop_front(), getDenseI64ArrayAttr(op, kStaticOutputShapeAttr));
  p.printOptionalAttrDict(op->getAttrs(), {kReassociationAttr, kStaticOutputShapeAttr});
  p << " : " << op->getOperand(0).getType() << " into " << op->getResult(0).getType();
}

// ---- verification --------------------------------------------------------------

LogicalResult verifyCollapseShapeStructure(Operation *op, const TypeConstraint &constraint) {
  if (failed(verifyNumOperands(op, 1)) || failed(verifyNumResults(op, 1)) || failed(verifyReassociationAttr(op)) ||
      failed(verifyOperandType(op, 0, constraint)) || failed(verifyResultType(op, 0, constraint)))
    return failure();
  return success();
}

LogicalResult verifyExpandShapeStructure(Operation *op, const TypeConstraint &constraint) {
  if (failed(verifyAtLeastNumOperands(op, 1)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyReassociationAttr(op)) || failed(verifyDenseI64ArrayAttr(op, kStaticOutputShapeAttr)) ||
      failed(verifyOperandType(op, 0, constraint)) ||
      failed(verifyOperandTypes(op, 1, op->getNumOperands() - 1, constraints::kIndex)) ||
      failed(verifyResultType(op, 0, constraint)))
    return failure();
  return success();
}

LogicalResult verifyExpandShapeOutputShape(Operation *op, ShapedType resultType, std::string_view entryNoun) {
  ArrayRef<int64_t> staticOutputShape = getDenseI64ArrayAttr(op, kStaticOutputShapeAttr);
  size_t numOutputShape = op->getNumOperands() - 1;
  if (static_cast<int64_t>(staticOutputShape.size()) != resultType.getRank())
    return op->emitOpError() << "expected number of static shape " << entryNoun
                             << " to be equal to the output rank (" << resultType.getRank() << ") but found "
                             << staticOutputShape.size() << " inputs instead";
  size_t numDynamic = 0;
  for (int64_t v : staticOutputShape) numDynamic += isDynamic(v);
  if (numOutputShape != numDynamic)
    return op->emitOpError() << "mismatch in dynamic dims in output_shape and static_output_shape: "
                                "static_output_shape has "
                             << numDynamic << " dynamic dims while output_shape has " << numOutputShape
                             << " values";
  return success();
}

// ---- building ------------------------------------------------------------------

namespace {

void registerReshapeOp(Context &ctx, std::string_view dialect, std::string_view opName,
                       std::vector<std::string> inherentAttrs, OpDefinition::PrintFn print,
                       const ReshapeOpHooks &hooks) {
  OpDefinition def =
      makeOpDefinition(dialect, std::string(dialect) + "." + std::string(opName), static_cast<uint32_t>(OpTrait::Pure));
  def.inherentAttrs = std::move(inherentAttrs);
  def.parse = hooks.parse;
  def.print = print;
  def.verify = hooks.verify;
  def.getAsmResultNames = hooks.getAsmResultNames;
  ctx.registerOp(std::move(def));
}

}  // namespace

void registerReshapeOps(Context &ctx, std::string_view dialect, const ReshapeOpHooks &collapse,
                        const ReshapeOpHooks &expand) {
  registerReshapeOp(ctx, dialect, "collapse_shape", {std::string(kReassociationAttr)}, printCollapseShapeLike,
                    collapse);
  registerReshapeOp(ctx, dialect, "expand_shape",
                    {std::string(kReassociationAttr), std::string(kStaticOutputShapeAttr)}, printExpandShapeLike,
                    expand);
}

void buildCollapseShapeState(OpBuilder &b, OperationState &state, Type resultType, Value src,
                             ArrayRef<ReassociationIndices> reassociation) {
  state.addOperands({src});
  state.addAttribute(kReassociationAttr, getReassociationIndicesAttribute(b.getContext(), reassociation));
  state.addTypes({resultType});
}

void buildExpandShapeState(OpBuilder &b, OperationState &state, Type resultType, Value src,
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

std::optional<std::vector<OpFoldResult>> inferExpandOutputShape(RewriterBase &rewriter, Location loc,
                                                                ShapedType expandedType,
                                                                ArrayRef<ReassociationIndices> reassociation,
                                                                Value src) {
  Context *ctx = rewriter.getContext();
  auto srcType = src.getType().cast<ShapedType>();
  std::vector<OpFoldResult> inputShape;
  for (int64_t i = 0; i < srcType.getRank(); ++i)
    inputShape.push_back(srcType.isDynamicDim(i) ? createOrFoldDim(rewriter, loc, src, i)
                                                 : OpFoldResult(rewriter.getIndexAttr(srcType.getDimSize(i))));
  std::vector<int64_t> ints;
  std::vector<Value> values;
  if (inputShape.empty() || expandedType.hasStaticShape()) {
    ints = inputShape.empty() ? std::vector<int64_t>(expandedType.getRank(), 1)
                              : std::vector<int64_t>(expandedType.getShape().begin(), expandedType.getShape().end());
    return getMixedValues(ctx, ints, values);
  }
  ints.assign(expandedType.getRank(), kDynamic);
  for (size_t g = 0; g < reassociation.size(); ++g) {
    int64_t product = 1;
    bool foundDynamic = false;
    for (int64_t index : reassociation[g]) {
      int64_t size = expandedType.getDimSize(index);
      if (isDynamic(size)) {
        if (foundDynamic) return std::nullopt;
        foundDynamic = true;
      } else {
        ints[index] = size;
        product *= size;
      }
    }
    if (!foundDynamic) continue;
    Value groupSize = inputShape[g].value;
    if (!groupSize) return std::nullopt;
    Value divisor = createOp(rewriter, loc, "arith.constant", {}, {rewriter.getIndexType()},
                             {{"value", rewriter.getIndexAttr(product)}})
                        ->getResult(0);
    // createOrFold<arith.divsi>: x / 1 folds to x.
    values.push_back(product == 1 ? groupSize
                                  : createOp(rewriter, loc, "arith.divsi", {groupSize, divisor},
                                             {rewriter.getIndexType()})
                                        ->getResult(0));
  }
  return getMixedValues(ctx, ints, values);
}

}  // namespace tbuf
